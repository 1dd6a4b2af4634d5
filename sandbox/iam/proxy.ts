import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessDeniedError, type AwsAccess } from '../aws-access';
import { signatureErrorOf, type EmulatorAuthenticator, type EndpointSigning } from '../emulator-auth';
import type { FaultAnswer, FaultDecision, WireCall } from '../faults';
import type { SignatureFailure } from '../sigv4';
import { dynamoDbCalls, operationOf, s3Calls, s3CallsNeedBody, type ServiceCall, type WireRequest } from './service-calls';

/** How one AWS service's requests are authenticated and authorized, and how it says no on the wire. */
export interface ServiceMapper {
  /** IAM service prefix, recorded with each call. */
  readonly service: string;
  readonly signing: EndpointSigning;
  /** The service's answer to a refused signature. */
  readonly unauthenticated: (
    failure: SignatureFailure,
    detail: string,
    request: Pick<WireRequest, 'method'>,
  ) => { status: number; headers: OutgoingHttpHeaders; body: string };
  readonly needsBody: (request: Pick<WireRequest, 'method' | 'url' | 'headers'>) => boolean;
  readonly calls: (request: WireRequest) => readonly ServiceCall[];
  readonly denied: (
    error: AccessDeniedError,
    request: Pick<WireRequest, 'method'>,
  ) => { status: number; headers: OutgoingHttpHeaders; body: string };
  /** An error answer in the service's own shape (tests' wire faults, sandbox/faults.ts). */
  readonly error: (status: number, code: string, message: string, request: Pick<WireRequest, 'method'>) => ErrorAnswer;
  /** The service's own 500, which the SDK retries. */
  readonly internalError: { readonly status: number; readonly code: string; readonly message: string };
  /** The request's input, for faults to match on (a JSON protocol's body). */
  readonly input?: (body: Buffer) => Record<string, unknown>;
}

interface ErrorAnswer {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: string;
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
  denied: (error) => ({
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#AccessDeniedException', message: error.message }),
  }),
  error: (status, code, message) => ({
    status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${code}`, message }),
  }),
  internalError: { status: 500, code: 'InternalServerError', message: 'Internal server error' },
  input: (body) => JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>,
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const s3Error = (code: string, message: string, request: Pick<WireRequest, 'method'>, status = 403) => {
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
    return s3Error(code, failure === 'missing' || failure === 'unknown-key' ? message : `${message} (${detail})`, request);
  },
  needsBody: s3CallsNeedBody,
  calls: s3Calls,
  denied: (error, request) => s3Error('AccessDenied', error.message, request),
  error: (status, code, message, request) => s3Error(code, message, request, status),
  internalError: { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
};

const faultAnswer = (mapper: ServiceMapper, answer: Exclude<FaultAnswer, 'reset'>, request: Pick<WireRequest, 'method'>): ErrorAnswer => {
  const { status, code, message } =
    answer === 'internal-error' ? mapper.internalError : { ...answer, message: answer.message ?? answer.code };
  return mapper.error(status, code, message, request);
};

const send = (response: ServerResponse, answer: FaultAnswer, mapper: ServiceMapper, request: Pick<WireRequest, 'method'>) => {
  if (answer === 'reset') {
    response.socket?.destroy();
    return;
  }
  const { status, headers, body } = faultAnswer(mapper, answer, request);
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

/**
 * An HTTP endpoint in front of an emulator (`target`) that authenticates each request (`authenticate`),
 * authorizes its IAM calls for the caller who signed it, answers a refusal in the service's own shape, and
 * forwards everything else unchanged (the Host header included, so the emulator's own SigV4 check still holds).
 * Tests' wire faults (sandbox/faults.ts) apply to what IAM allowed: `intercept` may hold a request, or have it failed.
 */
export const authorizingProxy = async (
  target: UpstreamTarget,
  mapper: ServiceMapper,
  access: AwsAccess,
  authenticate: EmulatorAuthenticator,
  intercept: (call: WireCall) => Promise<FaultDecision> = async () => ({}),
): Promise<AuthorizingProxy> => {
  const upstreamAddress =
    'socketPath' in target
      ? { socketPath: target.socketPath }
      : { hostname: new URL(target.endpoint).hostname, port: new URL(target.endpoint).port };
  const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer | undefined, failAfter?: FaultAnswer) => {
    const upstream = httpRequest({ ...upstreamAddress, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      if (failAfter) {
        // The emulator did the work; its answer is lost on the way back.
        answer.resume();
        answer.once('end', () => send(response, failAfter, mapper, { method: request.method ?? 'GET' }));
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
      if (response.writableFinished) return;
      callerGone = true;
      upstream.destroy();
    });
    upstream.on('error', (error) => {
      if (callerGone) return;
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The emulator behind this endpoint failed: ${error.message}`);
    });
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
        const denial = mapper.denied(error, wire);
        // The unread request body is drained so the client sees the answer, not a reset connection.
        request.resume();
        response.writeHead(denial.status, denial.headers).end(denial.body);
        return;
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
        send(response, fail.answer, mapper, wire);
        return;
      }
      forward(request, response, body, fail?.answer);
    })().catch((error: Error) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`The sandbox could not authorize this request: ${error.message}`);
    });
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
