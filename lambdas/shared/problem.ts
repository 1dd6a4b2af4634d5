import { IdempotencyAlreadyInProgressError, IdempotencyValidationError } from '@aws-lambda-powertools/idempotency';
import { ParseError } from '@aws-lambda-powertools/parser';
import type { APIGatewayProxyResult } from 'aws-lambda';
import type * as z from 'zod';
import { ZodError } from 'zod';
import type { problemSchema } from '../../schemas/problem';
import { isServiceUnavailable } from '../../src/adapters/aws/unavailable';
import {
  ConflictError,
  DependencyUnavailableError,
  GoneError,
  IdempotencyKeyReusedError,
  MalformedJsonError,
  NotFoundError,
  PayloadTooLargeError,
  RequestInProgressError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ValidationIssue,
} from '../../src/core/errors';

/** RFC 9457 problem details, as every error response of the API carries them (the schema the OpenAPI document publishes). */
type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

interface MappedProblem {
  readonly slug: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors?: readonly ValidationIssue[];
  readonly headers?: Record<string, string>;
  readonly currentVersion?: number;
}

const PART_BY_EVENT_FIELD: Record<string, ValidationIssue['in']> = {
  body: 'body',
  pathParameters: 'path',
  queryStringParameters: 'query',
  headers: 'header',
};

/** An issue as Standard Schema reports it; zod's issues have the same shape. */
interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[];
}

/**
 * Powertools parser 2.x validates through Standard Schema and throws ParseError with the issue list as its
 * cause (not a ZodError); older versions and direct zod calls give a ZodError.
 */
const isIssueList = (value: unknown): value is readonly SchemaIssue[] =>
  Array.isArray(value) && value.every((issue) => typeof (issue as SchemaIssue)?.message === 'string');

/** Turns schema issues over an API Gateway event into issues that point into the caller's request. */
const issuesFromSchema = (issues: readonly SchemaIssue[], defaultPart: ValidationIssue['in'] = 'body'): ValidationIssue[] =>
  issues.map((issue) => {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
    const [first, ...rest] = path;
    const part = first === undefined ? undefined : PART_BY_EVENT_FIELD[first];
    const segments = part ? rest : path;
    return {
      in: part ?? defaultPart,
      pointer: segments.map((s) => '/' + s.replaceAll('~', '~0').replaceAll('/', '~1')).join(''),
      message: issue.message,
    };
  });

const mapError = (error: unknown): MappedProblem => {
  if (error instanceof ValidationError) {
    return { slug: 'validation-failed', title: 'Request validation failed', status: 400, detail: error.message, errors: error.issues };
  }
  if (error instanceof ParseError && (error.cause instanceof ZodError || isIssueList(error.cause))) {
    const errors = issuesFromSchema(error.cause instanceof ZodError ? error.cause.issues : error.cause);
    return {
      slug: 'validation-failed',
      title: 'Request validation failed',
      status: 400,
      detail: `${errors.length} field(s) of the request are not valid; see errors[].`,
      errors,
    };
  }
  if (error instanceof MalformedJsonError) {
    return { slug: 'malformed-json', title: 'Malformed JSON body', status: 400, detail: error.message };
  }
  if (error instanceof NotFoundError) {
    return { slug: 'not-found', title: 'Resource not found', status: 404, detail: error.message };
  }
  if (error instanceof ConflictError) {
    return {
      slug: 'conflict',
      title: 'Conflict with the current state',
      status: 409,
      detail: error.message,
      ...(error.currentVersion !== undefined ? { currentVersion: error.currentVersion } : {}),
    };
  }
  if (error instanceof RequestInProgressError || error instanceof IdempotencyAlreadyInProgressError) {
    return {
      slug: 'request-in-progress',
      title: 'A request with this idempotency key is still in progress',
      status: 409,
      detail: 'Retry after the first request has finished; it will then return the stored response.',
      headers: { 'retry-after': '1' },
    };
  }
  if (error instanceof GoneError) {
    return {
      slug: 'gone',
      title: 'This endpoint has been retired',
      status: 410,
      detail: error.message,
      headers: { sunset: error.sunset.toUTCString(), link: `<${error.link}>; rel="sunset"` },
    };
  }
  if (error instanceof PayloadTooLargeError) {
    return { slug: 'payload-too-large', title: 'Request body too large', status: 413, detail: error.message };
  }
  if (error instanceof UnsupportedMediaTypeError) {
    return { slug: 'unsupported-media-type', title: 'Unsupported media type', status: 415, detail: error.message };
  }
  if (error instanceof IdempotencyKeyReusedError || error instanceof IdempotencyValidationError) {
    return {
      slug: 'idempotency-key-reused',
      title: 'Idempotency key reused with a different request',
      status: 422,
      detail: 'This idempotency key was already used with a different request body. Use a new key for a new request.',
    };
  }
  if (error instanceof UnprocessableError) {
    return { slug: 'unprocessable', title: 'The request breaks a business rule', status: 422, detail: error.message };
  }
  // A dependency that is down or throttling after the SDK's retries: the caller may retry, as with our own 503.
  if (error instanceof DependencyUnavailableError || isServiceUnavailable(error)) {
    return {
      slug: 'service-unavailable',
      title: 'Service temporarily unavailable',
      status: 503,
      detail: 'A dependency did not answer. Retry with backoff.',
      headers: { 'retry-after': '5' },
    };
  }
  return {
    slug: 'internal-error',
    title: 'Internal server error',
    status: 500,
    detail: 'The request failed on our side. Retry later; quote the request id if it persists.',
  };
};

/** The one mapping from errors to HTTP responses. 5xx details never leave the service. */
export const problemResponse = (
  error: unknown,
  request: { readonly requestId?: string; readonly path?: string },
): APIGatewayProxyResult => {
  const mapped = mapError(error);
  const problem: Problem = {
    type: `/problems/${mapped.slug}`,
    title: mapped.title,
    status: mapped.status,
    detail: mapped.detail,
    ...(request.path ? { instance: request.path } : {}),
    ...(request.requestId ? { request_id: request.requestId } : {}),
    ...(mapped.errors ? { errors: [...mapped.errors] } : {}),
    ...(mapped.currentVersion !== undefined ? { current_version: mapped.currentVersion } : {}),
  };
  return {
    statusCode: mapped.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...mapped.headers },
    body: JSON.stringify(problem),
  };
};
