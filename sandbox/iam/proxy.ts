import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessDeniedError, type AwsAccess } from '../aws-access';
import { signatureErrorOf, type EmulatorAuthenticator, type EndpointSigning } from '../emulator-auth';
import type { FaultAnswer, FaultDecision, WireCall } from '../faults';
import type { SignatureFailure } from '../sigv4';
import { dynamoDbCalls, operationOf, s3Calls, s3CallsNeedBody, type ServiceCall, type WireRequest } from './service-calls';

interface ErrorAnswer {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: string;
}

/** A service error: its HTTP status and the code the SDK names the thrown error by. */
interface ServiceError {
  readonly status: number;
  readonly code: string;
}

/** How one AWS service's requests are authenticated and authorized, and how it says its errors on the wire. */
export interface ServiceMapper {
  /** IAM service prefix, recorded with each call. */
  readonly service: string;
  readonly signing: EndpointSigning;
  /** The service's answer to a refused signature. */
  readonly unauthenticated: (failure: SignatureFailure, detail: string, request: Pick<WireRequest, 'method'>) => ErrorAnswer;
  readonly needsBody: (request: Pick<WireRequest, 'method' | 'url' | 'headers'>) => boolean;
  readonly calls: (request: WireRequest) => readonly ServiceCall[];
  /** An error answer in the service's own shape, which its SDK parses (name, retries). */
  readonly error: (error: ServiceError, message: string, request: Pick<WireRequest, 'method'>) => ErrorAnswer;
  readonly accessDenied: ServiceError;
  /** What the service answers while it cannot serve: a 503 the SDKs retry, named as the Retry blocks name it. */
  readonly unavailable: ServiceError;
  /** The service's own 500, which the SDKs retry too. */
  readonly internalError: ServiceError;
  /** The request's input, for tests' wire faults to match on (a JSON protocol's body). */
  readonly input?: (body: Buffer) => Record<string, unknown>;
}

const jsonError = (type: string, message: string) => ({
  status: 400,
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
  body: JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message }),
});

export const DYNAMODB_MAPPER: ServiceMapper = {
  service: 'dynamodb',
  signing: { services: ['dynamodb'] },
  unauthenticated: (failure, detail) => {
    const error = signatureErrorOf(failure, detail);
    return jsonError(error.type, error.message);
  },
  needsBody: () => true,
  calls: dynamoDbCalls,
  error: ({ status, code }, message) => ({
    status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${code}`, message }),
  }),
  accessDenied: { status: 400, code: 'AccessDeniedException' },
  unavailable: { status: 503, code: 'ServiceUnavailable' },
  internalError: { status: 500, code: 'InternalServerError' },
  input: (body) => JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>,
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const s3Error = ({ status, code }: ServiceError, message: string, request: Pick<WireRequest, 'method'>): ErrorAnswer => {
  const requestId = randomUUID();
  const body =
    request.method === 'HEAD'
      ? ''
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${requestId}</RequestId></Error>`;
  return { status, headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId }, body };
};

/** S3's codes for a refused signature: an unsigned request is an anonymous one, which no bucket of the stack allows. */
const S3_SIGNATURE_ERRORS: Readonly<Record<SignatureFailure, readonly [string, string]>> = {
  missing: ['AccessDenied', 'Access Denied'],
  'unknown-key': ['InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'],
  'wrong-scope': ['AuthorizationHeaderMalformed', 'The authorization header is malformed: it is scoped to another region or service.'],
  expired: ['AccessDenied', 'Request has expired'],
  skewed: ['RequestTimeTooSkewed', "The difference between the request time and the server's time is too large."],
  malformed: ['AccessDenied', 'The request signature is malformed.'],
  mismatch: [
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  ],
};

export const S3_MAPPER: ServiceMapper = {
  service: 's3',
  // S3 signs the path as sent, and allows 15 minutes of clock skew.
  signing: { services: ['s3'], uriEscapePath: false, maxSkewSeconds: 15 * 60 },
  unauthenticated: (failure, detail, request) => {
    const [code, message] = S3_SIGNATURE_ERRORS[failure];
    return s3Error({ status: 403, code }, failure === 'missing' || failure === 'unknown-key' ? message : `${message} (${detail})`, request);
  },
  needsBody: s3CallsNeedBody,
  calls: s3Calls,
  error: s3Error,
  accessDenied: { status: 403, code: 'AccessDenied' },
  unavailable: { status: 503, code: 'ServiceUnavailable' },
  internalError: { status: 500, code: 'InternalError' },
};

/** A test fault's answer (sandbox/faults.ts) in the service's shape; a reset closes the connection instead. */
const sendFault = (response: ServerResponse, answer: FaultAnswer, mapper: ServiceMapper, request: Pick<WireRequest, 'method'>) => {
  if (answer === 'reset') {
    response.socket?.destroy();
    return;
  }
  const error = answer === 'internal-error' ? mapper.internalError : answer;
  const message = answer === 'internal-error' ? 'Internal server error' : (answer.message ?? answer.code);
  const { status, headers, body } = mapper.error(error, message, request);
  response.writeHead(status, headers).end(body);
};

export interface AuthorizingProxy {
  readonly endpoint: string;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Where the emulator behind a proxy listens: a loopback endpoint, or a Unix socket only this user can open. */
export type UpstreamTarget = { readonly endpoint: string } | { readonly socketPath: string };

/** How often requests waiting for an emulator look for an outage that began after they were forwarded. */
const OUTAGE_CHECK_MS = 1000;

/**
 * An HTTP endpoint in front of an emulator (`target`) that authenticates each request (`authenticate`),
 * authorizes its IAM calls for the caller who signed it, answers a refusal in the service's own shape, and
 * forwards everything else unchanged (the Host header included, so the emulator's own SigV4 check still holds).
 * Tests' wire faults (sandbox/faults.ts) apply to what IAM allowed: `intercept` may hold a request, or have it failed.
 * While `outage` names a reason (the emulator is restarting, its disk is full) — or the emulator does not
 * answer — it answers the service's 503 ServiceUnavailable, as AWS does when it cannot take a request: the SDKs
 * retry it, and a caller that gives up sees the service's error by its name, never a body it cannot parse.
 */
export const authorizingProxy = async (
  target: UpstreamTarget,
  mapper: ServiceMapper,
  access: AwsAccess,
  authenticate: EmulatorAuthenticator,
  intercept: (call: WireCall) => Promise<FaultDecision> = async () => ({}),
  outage: () => string | undefined = () => undefined,
): Promise<AuthorizingProxy> => {
  const upstreamAddress =
    'socketPath' in target
      ? { socketPath: target.socketPath }
      : { hostname: new URL(target.endpoint).hostname, port: new URL(target.endpoint).port };
  const answerError = (request: IncomingMessage, response: ServerResponse, error: ServiceError, message: string) => {
    // The unread request body is drained so the client sees the answer, not a reset connection.
    request.resume();
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const answer = mapper.error(error, message, { method: request.method ?? 'GET' });
    response.writeHead(answer.status, answer.headers).end(answer.body);
  };
  // Forwards waiting for the emulator, each with what answers it 503 instead. An outage that begins while a request is
  // in flight (the disk fills up under a write) can leave the emulator never answering it: such a request is answered
  // as AWS answers one it cannot complete, and the SDK retries it, instead of hanging until its caller's timeout.
  const waiting = new Set<(down: string) => void>();
  let watch: NodeJS.Timeout | undefined;
  const watchForOutage = () => {
    if (watch) return;
    watch = setInterval(() => {
      const down = outage();
      if (down) for (const answer503 of [...waiting]) answer503(down);
      if (waiting.size === 0) {
        clearInterval(watch);
        watch = undefined;
      }
    }, OUTAGE_CHECK_MS);
    watch.unref();
  };

  const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer | undefined, failAfter?: FaultAnswer) => {
    let unavailable = false;
    const answer503 = (down: string) => {
      waiting.delete(answer503);
      unavailable = true;
      upstream.destroy();
      answerError(request, response, mapper.unavailable, `The service is unavailable: ${down}.`);
    };
    const upstream = httpRequest({ ...upstreamAddress, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      waiting.delete(answer503);
      if (failAfter) {
        // The emulator did the work; its answer is lost on the way back.
        answer.resume();
        answer.once('end', () => sendFault(response, failAfter, mapper, { method: request.method ?? 'GET' }));
        return;
      }
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    // A caller that goes away before the answer is through (a browser dropping a media download it had paused) ends
    // the emulator's side too: piped to a closed response, the answer would stop being read and hold the emulator's
    // connection open for good, and the emulator's server (s3rver's close) would wait for it forever.
    let callerGone = false;
    response.on('close', () => {
      waiting.delete(answer503);
      if (response.writableFinished) return;
      callerGone = true;
      upstream.destroy();
    });
    upstream.on('error', (error) => {
      waiting.delete(answer503);
      if (callerGone || unavailable) return;
      answerError(request, response, mapper.unavailable, `The service is unavailable: ${outage() ?? error.message}.`);
    });
    waiting.add(answer503);
    watchForOutage();
    if (body) upstream.end(body);
    else request.pipe(upstream);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const wire = { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers };
      const body = mapper.needsBody(wire) ? await readBody(request) : undefined;
      const authentication = await authenticate(wire, body, mapper.signing);
      if ('rejected' in authentication) {
        const refusal = mapper.unauthenticated(authentication.rejected, authentication.detail, wire);
        request.resume();
        response.writeHead(refusal.status, refusal.headers).end(refusal.body);
        return;
      }
      const { caller } = authentication;
      // Only a known principal learns that the service is down, as only one reaches it.
      const down = outage();
      if (down) return answerError(request, response, mapper.unavailable, `The service is unavailable: ${down}.`);
      const operation = operationOf(wire);
      const calls = mapper.calls({ ...wire, ...(body ? { body } : {}) });
      try {
        for (const call of calls) {
          access.authorize({
            service: mapper.service,
            action: call.action,
            resources: call.resources,
            caller,
            ...(operation ? { operation } : {}),
          });
        }
      } catch (error) {
        if (!(error instanceof AccessDeniedError)) throw error;
        return answerError(request, response, mapper.accessDenied, error.message);
      }
      const { fail } = await intercept({
        service: mapper.service,
        ...(operation ? { operation } : {}),
        actions: calls.map((call) => call.action),
        resources: calls.flatMap((call) => call.resources),
        caller,
        ...(mapper.input && body ? { input: mapper.input(body) } : {}),
      });
      if (fail?.when === 'before') {
        request.resume();
        sendFault(response, fail.answer, mapper, wire);
        return;
      }
      forward(request, response, body, fail?.answer);
    })().catch((error: Error) =>
      answerError(request, response, mapper.internalError, `The sandbox could not authorize this request: ${error.message}`),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
