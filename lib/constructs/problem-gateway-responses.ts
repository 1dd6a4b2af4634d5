import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';

interface GatewayProblem {
  readonly type: ResponseType;
  readonly slug: string;
  readonly title: string;
  /** Omitted for the DEFAULT_* catch-alls, whose status is whatever API Gateway chose. */
  readonly status?: number;
}

/** Errors API Gateway answers itself, before a handler runs; slugs match lambdas/shared/problem.ts where they overlap. */
const GATEWAY_PROBLEMS: readonly GatewayProblem[] = [
  { type: ResponseType.DEFAULT_4XX, slug: 'client-error', title: 'Bad request' },
  { type: ResponseType.DEFAULT_5XX, slug: 'internal-error', title: 'Internal server error' },
  { type: ResponseType.ACCESS_DENIED, slug: 'forbidden', title: 'Forbidden', status: 403 },
  // API Gateway answers an unknown route, and an unsigned request to a known one, with this response.
  { type: ResponseType.MISSING_AUTHENTICATION_TOKEN, slug: 'missing-authentication', title: 'Missing authentication or unknown route', status: 403 },
  { type: ResponseType.INVALID_SIGNATURE, slug: 'invalid-signature', title: 'Invalid SigV4 signature', status: 403 },
  { type: ResponseType.EXPIRED_TOKEN, slug: 'expired-token', title: 'Expired credentials', status: 403 },
  { type: ResponseType.UNAUTHORIZED, slug: 'unauthorized', title: 'Unauthorized', status: 401 },
  { type: ResponseType.REQUEST_TOO_LARGE, slug: 'payload-too-large', title: 'Payload too large', status: 413 },
  { type: ResponseType.UNSUPPORTED_MEDIA_TYPE, slug: 'unsupported-media-type', title: 'Unsupported media type', status: 415 },
  { type: ResponseType.BAD_REQUEST_PARAMETERS, slug: 'validation-failed', title: 'Invalid request parameters', status: 400 },
  { type: ResponseType.BAD_REQUEST_BODY, slug: 'validation-failed', title: 'Invalid request body', status: 400 },
  { type: ResponseType.THROTTLED, slug: 'throttled', title: 'Too many requests', status: 429 },
  { type: ResponseType.QUOTA_EXCEEDED, slug: 'throttled', title: 'Quota exceeded', status: 429 },
  { type: ResponseType.INTEGRATION_FAILURE, slug: 'bad-gateway', title: 'Bad gateway', status: 502 },
  { type: ResponseType.INTEGRATION_TIMEOUT, slug: 'gateway-timeout', title: 'Gateway timeout', status: 504 },
];

/** A VTL body rendering RFC 9457 problem details; `messageString` is API Gateway's JSON-escaped message. */
export const problemTemplate = (problem: Omit<GatewayProblem, 'type'>): string =>
  [
    '{',
    `"type":"/problems/${problem.slug}",`,
    `"title":"${problem.title}",`,
    problem.status === undefined ? '' : `"status":${problem.status},`,
    '"detail":$context.error.messageString,',
    '"request_id":"$context.requestId"',
    '}',
  ].join('');

/**
 * Makes the errors API Gateway raises itself (authorization, throttling, size limits, integration failures)
 * look like the handlers' errors: `application/problem+json` with the request id.
 */
export const addProblemGatewayResponses = (api: RestApi): void => {
  for (const problem of GATEWAY_PROBLEMS) {
    api.addGatewayResponse(`Problem${problem.type.responseType}`, {
      type: problem.type,
      ...(problem.status === undefined ? {} : { statusCode: String(problem.status) }),
      responseHeaders: {
        'Content-Type': "'application/problem+json'",
        'x-request-id': 'context.requestId',
      },
      templates: { 'application/json': problemTemplate(problem) },
    });
  }
};
