import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessDeniedError, accessKeyIdOf, type AwsAccess, type AwsCaller } from '../aws-access';
import type { FaultAnswer, FaultDecision, WireCall } from '../faults';
import { dynamoDbCalls, operationOf, s3Calls, s3CallsNeedBody, type ServiceCall, type WireRequest } from './service-calls';

/** How one AWS service's requests are authorized, and how it says AccessDenied on the wire. */
export interface ServiceMapper {
  /** IAM service prefix, recorded with each call. */
  readonly service: string;
  readonly needsBody: (request: Pick<WireRequest, 'method' | 'url' | 'headers'>) => boolean;
  readonly calls: (request: WireRequest) => readonly ServiceCall[];
  /** An error answer in the service's own shape. */
  readonly error: (status: number, code: string, message: string, request: Pick<WireRequest, 'method'>) => ErrorAnswer;
  /** How the service says AccessDenied. */
  readonly accessDenied: { readonly status: number; readonly code: string };
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

export const DYNAMODB_MAPPER: ServiceMapper = {
  service: 'dynamodb',
  needsBody: () => true,
  calls: dynamoDbCalls,
  error: (status, code, message) => ({
    status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${code}`, message }),
  }),
  accessDenied: { status: 400, code: 'AccessDeniedException' },
  internalError: { status: 500, code: 'InternalServerError', message: 'Internal server error' },
  input: (body) => JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>,
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const S3_MAPPER: ServiceMapper = {
  service: 's3',
  needsBody: s3CallsNeedBody,
  calls: s3Calls,
  error: (status, code, message, request) => {
    const requestId = randomUUID();
    const body =
      request.method === 'HEAD'
        ? ''
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><RequestId>${requestId}</RequestId></Error>`;
    return { status, headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId }, body };
  },
  accessDenied: { status: 403, code: 'AccessDenied' },
  internalError: { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
};

const faultAnswer = (mapper: ServiceMapper, answer: Exclude<FaultAnswer, 'reset'>, request: Pick<WireRequest, 'method'>): ErrorAnswer => {
  const { status, code, message } =
    answer === 'internal-error' ? mapper.internalError : { ...answer, message: answer.message ?? answer.code };
  return mapper.error(status, code, message, request);
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

const send = (response: ServerResponse, answer: FaultAnswer, mapper: ServiceMapper, request: Pick<WireRequest, 'method'>) => {
  if (answer === 'reset') {
    response.socket?.destroy();
    return;
  }
  const { status, headers, body } = faultAnswer(mapper, answer, request);
  response.writeHead(status, headers).end(body);
};

/**
 * An HTTP endpoint in front of an emulator (`targetEndpoint`) that authorizes each request's IAM calls for the
 * caller who signed it, answers a denial in the service's own AccessDenied shape, and forwards everything else
 * unchanged (the Host header included, so the emulator's own SigV4 check still holds). Tests' wire faults
 * (sandbox/faults.ts) apply to what IAM allowed: `intercept` may hold a request, or have it failed.
 */
export const authorizingProxy = async (
  targetEndpoint: string,
  mapper: ServiceMapper,
  access: AwsAccess,
  callerOf: (accessKeyId: string | undefined) => AwsCaller,
  intercept: (call: WireCall) => Promise<FaultDecision> = async () => ({}),
): Promise<AuthorizingProxy> => {
  const target = new URL(targetEndpoint);
  const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer | undefined, failAfter?: FaultAnswer) => {
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        if (failAfter) {
          // The emulator did the work; its answer is lost on the way back.
          answer.resume();
          answer.once('end', () => send(response, failAfter, mapper, { method: request.method ?? 'GET' }));
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
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
      const caller = callerOf(accessKeyIdOf(request.headers, request.url));
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
        const denial = mapper.error(mapper.accessDenied.status, mapper.accessDenied.code, error.message, wire);
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
