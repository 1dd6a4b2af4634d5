import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { RouteDefinition } from '../lib/definitions';
import { GATEWAY_PROBLEMS, gatewayProblemBody, type GatewayProblem } from '../lib/definitions/gateway-problems';
import { SANDBOX_ACCOUNT, SANDBOX_PRINCIPAL } from './environment';
import { CONCURRENT_INVOCATIONS, type LocalLambdaRuntime } from './lambda-runtime';
import { Slots } from './slots';

/** API Gateway REST's payload limit; bigger bodies never reach a handler. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** API Gateway REST's integration timeout for a buffered (non-streaming) integration. */
export const INTEGRATION_TIMEOUT_MS = 29_000;
/** A streamed response may last 15 minutes, with at most 5 minutes between writes. */
export const STREAM_LIMITS_MS = { total: 15 * 60_000, idle: 5 * 60_000 } as const;
const TEXT_MEDIA_TYPE = /^(application\/([a-z0-9.+-]*\+)?json|application\/x-ndjson|text\/|application\/x-www-form-urlencoded)/i;

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly parameterNames: readonly string[];
}

/** /v1/transcripts/{jobId} and {proxy+} templates, matched as API Gateway matches them. */
const compileRoute = (route: RouteDefinition): CompiledRoute => {
  const parameterNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(.+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        parameterNames.push(greedy[1]);
        return '(.+)';
      }
      const parameter = /^\{(.+)\}$/.exec(segment);
      if (parameter?.[1]) {
        parameterNames.push(parameter[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), parameterNames };
};

/** Literal segments beat parameters, as in API Gateway: /v2/rubrics/x/versions before /v2/rubrics/{id}. */
const specificity = (route: RouteDefinition) => route.path.split('/').filter((s) => !s.startsWith('{')).length;

const problem = (
  response: ServerResponse,
  status: number,
  title: string,
  detail: string,
  requestId: string,
  extraHeaders: Record<string, string> = {},
  slug = title.toLowerCase().replace(/[^a-z]+/g, '-'),
) => {
  response.writeHead(status, { 'content-type': 'application/problem+json', 'x-request-id': requestId, ...extraHeaders });
  response.end(JSON.stringify({ type: `/problems/${slug}`, title, status, detail, request_id: requestId }));
};

/** The route's path parameters, percent-decoded; undefined when one is not a valid percent-encoding of UTF-8. */
const decodedPathParameters = (route: CompiledRoute, match: RegExpExecArray): Record<string, string> | undefined => {
  try {
    return Object.fromEntries(route.parameterNames.map((name, i) => [name, decodeURIComponent(match[i + 1] as string)]));
  } catch {
    return undefined;
  }
};

/** What API Gateway answers itself, through the stack's customized gateway responses (problem+json). */
const gatewayProblem = (response: ServerResponse, problem: GatewayProblem, status: number, message: string, requestId: string) => {
  response.writeHead(status, { 'content-type': 'application/problem+json', 'x-request-id': requestId, 'x-amzn-requestid': requestId });
  response.end(JSON.stringify(gatewayProblemBody(problem, message, requestId)));
};

/** The request's body, or undefined past API Gateway's limit (the rest is drained, so the client reads the answer). */
const readBody = async (request: IncomingMessage): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      request.resume();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/** The IAM identity API Gateway puts in requestContext.identity for an AWS_IAM-authorized route. */
export interface CallerIdentity {
  readonly userArn: string;
  readonly caller: string;
  readonly accessKey: string | null;
}

/**
 * Checks a request's credentials (with its raw body) before the handler runs: the signer's identity (and whether
 * the signer is the sandbox's operator), or a 403.
 */
export type Authenticate = (
  request: IncomingMessage,
  body: Buffer,
) => Promise<
  | { readonly identity: CallerIdentity; readonly operator: boolean }
  | { readonly rejected: { readonly status: number; readonly title: string; readonly detail: string } }
>;

/**
 * A route the sandbox serves itself. With authentication on, `signed` needs a valid signature of any principal,
 * `operator` the operator's; `public` serves anyone (a document the repository publishes anyway).
 */
export interface LocalRoute {
  readonly access: 'public' | 'signed' | 'operator';
  /** Why a browser cannot open it when authentication is on: what to use instead. */
  readonly unsignedHint?: string;
  readonly handle: (request: IncomingMessage, response: ServerResponse) => void;
}

/** Who calls when authentication is off (the contract: the sandbox serves the routes without authentication). */
const SANDBOX_CALLER: CallerIdentity = { userArn: SANDBOX_PRINCIPAL, caller: 'AIDASANDBOXLOCAL', accessKey: null };

export interface ApiGatewayOptions {
  readonly routes: readonly RouteDefinition[];
  readonly lambda: LocalLambdaRuntime;
  /** Routes the sandbox serves itself (documents, its own records), by `METHOD /path`; checked before the API routes. */
  readonly localRoutes?: Readonly<Record<string, LocalRoute>>;
  readonly log?: (line: string) => void;
  /** Runs for routes with `auth: 'iam'`; absent, every request comes from the sandbox principal. */
  readonly authenticate?: Authenticate;
  /** Overrides API Gateway's time limits (tests). @default INTEGRATION_TIMEOUT_MS, STREAM_LIMITS_MS */
  readonly limitsMs?: { readonly integration: number; readonly streamTotal: number; readonly streamIdle: number };
  /**
   * The slots buffered invocations wait for, in arrival order whatever the route: Lambda would run each request at
   * once on capacity of its own; the sandbox has a few cores, and with a queue per function, callers alternating two
   * routes all ended up waiting behind whichever function was a little slower. The wait counts towards the
   * integration timeout. Streamed responses take no slot: they last as long as their reader.
   * @default CONCURRENT_INVOCATIONS of them
   */
  readonly slots?: Slots;
}

/**
 * The sandbox's API Gateway: turns each HTTP request into the REST API proxy event the deployed handler gets
 * (with the sandbox principal as the IAM identity) and writes the handler's result back — streamed, chunk by
 * chunk, for response-streaming handlers.
 */
export const apiGatewayListener = (options: ApiGatewayOptions): RequestListener => {
  const compiled = [...options.routes].sort((a, b) => specificity(b) - specificity(a)).map(compileRoute);
  const limits = options.limitsMs ?? {
    integration: INTEGRATION_TIMEOUT_MS,
    streamTotal: STREAM_LIMITS_MS.total,
    streamIdle: STREAM_LIMITS_MS.idle,
  };
  const slots = options.slots ?? new Slots(CONCURRENT_INVOCATIONS);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const requestId = randomUUID();
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const local = options.localRoutes?.[`${request.method} ${url.pathname}`];
    if (local) {
      response.setHeader('x-request-id', requestId);
      if (options.authenticate && local.access !== 'public') {
        const outcome = await options.authenticate(request, (await readBody(request)) ?? Buffer.alloc(0));
        if ('rejected' in outcome) {
          const hint = outcome.rejected.title === 'Missing authentication' && local.unsignedHint ? ` ${local.unsignedHint}` : '';
          return problem(response, outcome.rejected.status, outcome.rejected.title, `${outcome.rejected.detail}${hint}`, requestId);
        }
        if (local.access === 'operator' && !outcome.operator) {
          return problem(response, 403, 'Forbidden', `Only the sandbox's operator may read ${url.pathname}.`, requestId);
        }
      }
      return local.handle(request, response);
    }

    const pathMatches = compiled
      .map((c) => ({ c, match: c.pattern.exec(url.pathname) }))
      .filter((m): m is { c: CompiledRoute; match: RegExpExecArray } => m.match !== null);
    const matched = pathMatches.find((m) => m.c.route.method === request.method);
    if (!matched) {
      if (pathMatches.length > 0) {
        const allow = [...new Set(pathMatches.map((m) => m.c.route.method))].join(', ');
        return problem(
          response,
          405,
          'Method not allowed',
          `${request.method} is not supported on ${url.pathname}; use ${allow}.`,
          requestId,
          { allow },
        );
      }
      return problem(
        response,
        404,
        'Route not found',
        `No route ${request.method} ${url.pathname}. The routes are listed in docs/api.md and /openapi.json.`,
        requestId,
      );
    }

    const pathParameters = decodedPathParameters(matched.c, matched.match);
    if (!pathParameters) {
      // API Gateway answers a malformed percent-escape itself, with a 400, before any integration runs.
      return problem(
        response,
        400,
        'Invalid request parameters',
        'A path parameter holds a malformed percent-escape (% must be followed by two hex digits encoding UTF-8).',
        requestId,
        {},
        'validation-failed',
      );
    }

    const body = await readBody(request);
    if (!body) return gatewayProblem(response, GATEWAY_PROBLEMS.REQUEST_TOO_LARGE, 413, 'Request Too Long', requestId);
    let caller = SANDBOX_CALLER;
    if (options.authenticate && matched.c.route.auth === 'iam') {
      const outcome = await options.authenticate(request, body);
      if ('rejected' in outcome)
        return problem(response, outcome.rejected.status, outcome.rejected.title, outcome.rejected.detail, requestId);
      caller = outcome.identity;
    }
    const event = toProxyEvent(request, url, matched.c, pathParameters, body, requestId, caller);
    const functionId = matched.c.route.functionId;
    const finish = (status: number) =>
      options.log?.(`${request.method} ${url.pathname} → ${status} (${Date.now() - started} ms) ${functionId}`);

    if (options.lambda.isStreaming(functionId)) {
      // API Gateway streams once the function has sent its prelude (status, headers) and delimiter; a function
      // that writes without one, or ends without writing, gave a malformed proxy response.
      let state: 'waiting' | 'streaming' | 'malformed' = 'waiting';
      const malformed = () => {
        state = 'malformed';
        options.log?.(`${request.method} ${url.pathname} → 502: ${functionId} sent no response prelude`);
        gatewayProblem(response, GATEWAY_PROBLEMS.INTEGRATION_FAILURE, 502, 'Internal server error', requestId);
      };
      const cut = (why: string) => () => {
        options.log?.(`${request.method} ${url.pathname}: stream closed after ${why}`);
        response.destroy();
      };
      const total = setTimeout(cut(`${limits.streamTotal} ms`), limits.streamTotal);
      let idle = setTimeout(cut(`${limits.streamIdle} ms without a write`), limits.streamIdle);
      try {
        await options.lambda.invokeStreaming(functionId, event, {
          start: (prelude) => {
            if (!prelude) return malformed();
            state = 'streaming';
            response.writeHead(prelude.statusCode ?? 200, { ...prelude.headers, 'x-amzn-requestid': requestId });
            finish(prelude.statusCode ?? 200);
          },
          write: (chunk) => {
            if (state !== 'streaming') return;
            clearTimeout(idle);
            idle = setTimeout(cut(`${limits.streamIdle} ms without a write`), limits.streamIdle);
            if (response.destroyed) return Promise.reject(new Error('The client closed the connection.'));
            if (response.write(chunk)) return;
            return new Promise<void>((resolve, reject) => {
              const onDrain = () => (response.off('close', onClose), resolve());
              const onClose = () => (response.off('drain', onDrain), reject(new Error('The client closed the connection.')));
              response.once('drain', onDrain).once('close', onClose);
            });
          },
          end: () => {
            if (state === 'waiting') malformed();
            else if (state === 'streaming') response.end();
          },
        });
      } finally {
        clearTimeout(total);
        clearTimeout(idle);
      }
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limits.integration)));
    // The function keeps running, as in Lambda; the caller gets API Gateway's 504.
    const invocation = slots.run(() => options.lambda.invoke(functionId, event) as Promise<APIGatewayProxyResult>);
    const result = await Promise.race([invocation, timedOut]).finally(() => clearTimeout(timer));
    if (result === 'timeout') {
      gatewayProblem(response, GATEWAY_PROBLEMS.INTEGRATION_TIMEOUT, 504, 'Endpoint request timed out', requestId);
      finish(504);
      return;
    }
    const headers: Record<string, string | string[]> = { 'x-amzn-requestid': requestId };
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
    for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) headers[name.toLowerCase()] = values.map(String);
    response.writeHead(result.statusCode, headers);
    response.end(result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'));
    finish(result.statusCode);
  };

  return (request, response) => {
    handle(request, response).catch((error: Error) => {
      // What API Gateway answers when the integration itself fails (an uncaught error, a timeout).
      options.log?.(`${request.method} ${request.url} → 502: ${error.name}: ${error.message}`);
      if (!response.headersSent) gatewayProblem(response, GATEWAY_PROBLEMS.INTEGRATION_FAILURE, 502, 'Internal server error', randomUUID());
      else response.end();
    });
  };
};

/** The gateway on a server of its own (the sandbox opens its API port first, then attaches apiGatewayListener). */
export const createApiGateway = (options: ApiGatewayOptions): Server => createServer(apiGatewayListener(options));

const toProxyEvent = (
  request: IncomingMessage,
  url: URL,
  route: CompiledRoute,
  pathParameters: Record<string, string>,
  body: Buffer,
  requestId: string,
  caller: CallerIdentity,
): APIGatewayProxyEvent => {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const [name, value] = [request.rawHeaders[i] as string, request.rawHeaders[i + 1] as string];
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = value;
    (multiQuery[name] ??= []).push(value);
  }
  const contentType = String(request.headers['content-type'] ?? '');
  const isText = body.length === 0 || TEXT_MEDIA_TYPE.test(contentType) || contentType === '';
  const now = new Date();
  return {
    resource: route.route.path,
    path: url.pathname,
    httpMethod: request.method ?? 'GET',
    headers,
    multiValueHeaders,
    queryStringParameters: Object.keys(query).length ? query : null,
    multiValueQueryStringParameters: Object.keys(multiQuery).length ? multiQuery : null,
    pathParameters: route.parameterNames.length ? pathParameters : null,
    stageVariables: null,
    body: body.length === 0 ? null : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: SANDBOX_ACCOUNT,
      apiId: 'sandbox',
      authorizer: null,
      protocol: `HTTP/${request.httpVersion}`,
      httpMethod: request.method ?? 'GET',
      path: url.pathname,
      stage: 'sandbox',
      requestId,
      requestTimeEpoch: now.getTime(),
      resourceId: 'sandbox',
      resourcePath: route.route.path,
      identity: {
        accessKey: route.route.auth === 'iam' ? caller.accessKey : null,
        accountId: route.route.auth === 'iam' ? SANDBOX_ACCOUNT : null,
        apiKey: null,
        apiKeyId: null,
        caller: route.route.auth === 'iam' ? caller.caller : null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        user: route.route.auth === 'iam' ? caller.caller : null,
        userAgent: String(request.headers['user-agent'] ?? ''),
        userArn: route.route.auth === 'iam' ? caller.userArn : null,
      },
    },
  };
};
