import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from 'zod';
import {
  MalformedJsonError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ValidationIssue,
} from '../../src/core/errors';
import { logger, metrics, traceHandler } from './observability';
import { problemResponse } from './problem';

export const REQUEST_ID_HEADER = 'x-request-id';

type HttpRequest = middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult | undefined, Error, Context>;

export const requestIdOf = (event: APIGatewayProxyEvent, context: Context): string =>
  event.requestContext?.requestId ?? context.awsRequestId;

/** Lower-cases header names so that lookups (Idempotency-Key, Content-Type) do not depend on the caller's casing. */
const normalizeHeaders = (): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
  before: (request) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.event.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }
    request.event.headers = headers;
  },
});

/** Responses by status class (Http2xx, Http4xx, Http5xx): the rates an API's alarms are built on. */
const countResponse = (statusCode: number) => metrics.addMetric(`Http${Math.floor(statusCode / 100)}xx`, MetricUnit.Count, 1);

/** Every response carries the request id; every error becomes RFC 9457 problem+json through problemResponse. */
const problemDetails = (): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
  after: (request: HttpRequest) => {
    if (request.response) {
      const requestId = requestIdOf(request.event, request.context);
      request.response.headers = { ...request.response.headers, [REQUEST_ID_HEADER]: requestId };
      countResponse(request.response.statusCode);
    }
  },
  onError: (request: HttpRequest) => {
    const requestId = requestIdOf(request.event, request.context);
    const response = problemResponse(request.error, { requestId, path: request.event.path });
    if (response.statusCode >= 500) logger.error('request failed', { error: request.error as Error });
    else logger.info('request rejected', { status: response.statusCode, error: request.error?.message });
    response.headers = { ...response.headers, [REQUEST_ID_HEADER]: requestId };
    countResponse(response.statusCode);
    request.response = response;
  },
});

/**
 * The middy chain every API handler starts from: Powertools logger, tracer and metrics, header normalisation
 * and problem+json errors. Handlers add their parser (and idempotency) and one use-case call.
 * `streamifyResponse` makes it a Lambda response-streaming handler (the function needs `streaming: true`):
 * the handler may then return a Readable as the body, and errors still become problem+json responses.
 */
export const httpHandler = (options: { readonly streamifyResponse?: boolean } = {}) =>
  middy<APIGatewayProxyEvent, APIGatewayProxyResult>({ streamifyResponse: options.streamifyResponse ?? false })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceHandler())
    .use(logMetrics(metrics, { captureColdStartMetric: true }))
    .use(problemDetails())
    .use(normalizeHeaders());

/**
 * Nesting every JSON body may have. Deeper values would make recursive work (JSON.stringify, schema checks,
 * hashing) overflow the stack; no contract document comes near it.
 */
export const JSON_MAX_DEPTH = 64;

const pointerOf = (path: readonly (string | number)[]) =>
  path.map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join('');

/**
 * The first place where a parsed body nests deeper than JSON_MAX_DEPTH or holds a number JSON cannot carry
 * (1e400 parses to Infinity, which would be stored and returned as null). Iterative, so any depth is safe.
 */
export const unsafeJsonIssue = (root: unknown): ValidationIssue | undefined => {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { in: 'body', pointer: pointerOf(path), message: 'a number too large for JSON (it overflows to infinity)' };
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= JSON_MAX_DEPTH) {
      return { in: 'body', pointer: pointerOf(path), message: `nests deeper than ${JSON_MAX_DEPTH} levels of arrays and objects` };
    }
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
  }
  return undefined;
};

const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

/**
 * Guards a JSON request body before it is parsed: 415 for another media type, 413 past `maxBytes`,
 * 400 for malformed JSON. The body stays a string for the Powertools parser (see jsonBodyOf). With `optional`,
 * a request without a body (and without a Content-Type) passes as `{}`.
 */
export const jsonBody = (options: {
  readonly maxBytes: number;
  readonly optional?: boolean;
}): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => ({
  before: (request) => {
    const { event } = request;
    const contentType = event.headers['content-type'] ?? '';
    if (options.optional && !event.body && !contentType) {
      event.body = '{}';
      event.isBase64Encoded = false;
      return;
    }
    if (!JSON_MEDIA_TYPE.test(contentType)) {
      throw new UnsupportedMediaTypeError(
        `Send the body as application/json (got ${contentType ? `"${contentType.slice(0, 100)}"` : 'no Content-Type'}).`,
      );
    }
    const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
    if (Buffer.byteLength(raw, 'utf8') > options.maxBytes) throw new PayloadTooLargeError(options.maxBytes);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (cause) {
      throw new MalformedJsonError(`The body is not valid JSON: ${(cause as Error).message}`, { cause });
    }
    const issue = unsafeJsonIssue(parsed);
    if (issue) throw new ValidationError([issue], `The body breaks a limit of every JSON request: ${issue.message}.`);
    event.body = raw;
    event.isBase64Encoded = false;
  },
});

/**
 * A JSON text body checked against `schema`, for the Powertools parser (jsonBody has already rejected
 * malformed JSON). Powertools' JSONStringified does the same but imports zod's named export, which puts every
 * zod locale into the bundle (+370 KB).
 * A check that throws instead of reporting an issue becomes a validation issue here: zod would otherwise turn
 * it into a rejected promise that the parser discards, an unhandled rejection that ends the process.
 */
export const jsonBodyOf = <S extends z.ZodType>(schema: S) =>
  z.string().transform((text, context): z.output<S> => {
    let result: z.ZodSafeParseResult<z.output<S>>;
    try {
      result = schema.safeParse(JSON.parse(text)) as z.ZodSafeParseResult<z.output<S>>;
    } catch (cause) {
      context.issues.push({ code: 'custom', input: text, message: `could not be checked: ${(cause as Error).name}` });
      return z.NEVER;
    }
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.issues.push({ ...issue, input: undefined } as never);
    return z.NEVER;
  });

/** Issues that leave a value of the type its schema names (a bound, a format or a refinement broken). */
const TYPE_KEEPING_ISSUES = new Set(['too_big', 'too_small', 'invalid_format', 'not_multiple_of', 'custom']);

/** A JSON pointer (RFC 6901) as a schema path. */
const pathOf = (pointer: string): (string | number)[] =>
  pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((token) => (/^(0|[1-9]\d*)$/.test(token) ? Number(token) : token));

/**
 * `schema` with the domain's rules across its fields checked in the same pass, so that one 400 lists every problem
 * of a request (a missing prompt, a version that is not semver and a one-label scale together) instead of one round
 * at a time. The rules run unless an earlier issue left a field they read without its type; `unread` names the
 * fields they never read, which may then be anything.
 */
export const withDomainRules = <S extends z.ZodType>(
  schema: S,
  rules: (value: z.output<S>) => readonly ValidationIssue[],
  unread: readonly string[],
) =>
  schema.superRefine(
    (value, context) => {
      for (const issue of rules(value)) context.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.pointer) });
    },
    {
      when: (payload) =>
        payload.issues.every((issue) => TYPE_KEEPING_ISSUES.has(issue.code ?? '') || unread.includes(String(issue.path?.at(-1)))),
    },
  );

export const jsonResponse = (statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * The IAM principal that signed the request (API Gateway AWS_IAM authorization). Data is scoped to it; the
 * sandbox supplies one fixed principal.
 */
export const callerPrincipal = (event: APIGatewayProxyEvent): string => {
  const identity = event.requestContext?.identity;
  const principal = identity?.userArn ?? identity?.caller;
  if (!principal) throw new Error('No caller identity on the request: is AWS_IAM authorization configured?');
  return principal;
};

/**
 * An API Gateway proxy event with the parts a route reads checked by zod (body as JSON text). Every other
 * field is kept as it came: idempotency and callerPrincipal read requestContext.
 */
export const apiEvent = <Shape extends z.ZodRawShape>(parts: Shape) => z.looseObject(parts);

export const pathId = z.object({ id: z.string().min(1).max(128) });

/** The event after the Powertools parser middleware has replaced it with `schema`'s output. */
export const parsedBy = <S extends z.ZodType>(_schema: S, event: unknown): z.infer<S> => event as z.infer<S>;
