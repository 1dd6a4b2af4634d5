import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessDeniedError, accessKeyIdOf, type AwsAccess, type AwsCaller } from '../aws-access';
import type { HeldRequest } from '../request-holds';
import { dynamoDbCalls, operationOf, s3Calls, s3CallsNeedBody, type ServiceCall, type WireRequest } from './service-calls';

/** How one AWS service's requests are authorized, and how it says AccessDenied on the wire. */
export interface ServiceMapper {
  /** IAM service prefix, recorded with each call. */
  readonly service: string;
  readonly needsBody: (request: Pick<WireRequest, 'method' | 'url' | 'headers'>) => boolean;
  readonly calls: (request: WireRequest) => readonly ServiceCall[];
  readonly denied: (
    error: AccessDeniedError,
    request: Pick<WireRequest, 'method'>,
  ) => { status: number; headers: OutgoingHttpHeaders; body: string };
}

export const DYNAMODB_MAPPER: ServiceMapper = {
  service: 'dynamodb',
  needsBody: () => true,
  calls: dynamoDbCalls,
  denied: (error) => ({
    status: 400,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: JSON.stringify({ __type: 'com.amazonaws.dynamodb.v20120810#AccessDeniedException', message: error.message }),
  }),
};

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const S3_MAPPER: ServiceMapper = {
  service: 's3',
  needsBody: s3CallsNeedBody,
  calls: s3Calls,
  denied: (error, request) => {
    const requestId = randomUUID();
    const body =
      request.method === 'HEAD'
        ? ''
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${xmlEscape(error.message)}</Message><RequestId>${requestId}</RequestId></Error>`;
    return { status: 403, headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId }, body };
  },
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

/**
 * An HTTP endpoint in front of an emulator (`targetEndpoint`) that authorizes each request's IAM calls for the
 * caller who signed it, answers a denial in the service's own AccessDenied shape, and forwards everything else
 * unchanged (the Host header included, so the emulator's own SigV4 check still holds).
 */
export const authorizingProxy = async (
  targetEndpoint: string,
  mapper: ServiceMapper,
  access: AwsAccess,
  callerOf: (accessKeyId: string | undefined) => AwsCaller,
  /** Holds an authorized request before it is forwarded (the sandbox's test barriers, sandbox/request-holds.ts). */
  hold?: (request: HeldRequest) => Promise<void>,
): Promise<AuthorizingProxy> => {
  const target = new URL(targetEndpoint);
  const forward = (request: IncomingMessage, response: ServerResponse, body: Buffer | undefined) => {
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
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
      try {
        for (const call of mapper.calls({ ...wire, ...(body ? { body } : {}) })) {
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
      if (hold) await hold({ caller, ...(operation ? { operation } : {}) });
      forward(request, response, body);
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
