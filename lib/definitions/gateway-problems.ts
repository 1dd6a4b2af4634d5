/** An error API Gateway answers itself, before or instead of a handler, rendered as RFC 9457 problem details. */
export interface GatewayProblem {
  /** API Gateway's gateway response type (ResponseType in the CDK). */
  readonly responseType: string;
  readonly slug: string;
  readonly title: string;
  /** Omitted for the DEFAULT_* catch-alls, whose status is whatever API Gateway chose. */
  readonly status?: number;
}

/**
 * The gateway responses the stack customizes (lib/constructs/problem-gateway-responses.ts) and the sandbox's API
 * Gateway answers with; slugs match lambdas/shared/problem.ts where they overlap.
 */
export const GATEWAY_PROBLEMS = {
  DEFAULT_4XX: { responseType: 'DEFAULT_4XX', slug: 'client-error', title: 'Bad request' },
  DEFAULT_5XX: { responseType: 'DEFAULT_5XX', slug: 'internal-error', title: 'Internal server error' },
  ACCESS_DENIED: { responseType: 'ACCESS_DENIED', slug: 'forbidden', title: 'Forbidden', status: 403 },
  // API Gateway answers an unknown route, and an unsigned request to a known one, with this response.
  MISSING_AUTHENTICATION_TOKEN: {
    responseType: 'MISSING_AUTHENTICATION_TOKEN',
    slug: 'missing-authentication',
    title: 'Missing authentication or unknown route',
    status: 403,
  },
  INVALID_SIGNATURE: { responseType: 'INVALID_SIGNATURE', slug: 'invalid-signature', title: 'Invalid SigV4 signature', status: 403 },
  EXPIRED_TOKEN: { responseType: 'EXPIRED_TOKEN', slug: 'expired-token', title: 'Expired credentials', status: 403 },
  UNAUTHORIZED: { responseType: 'UNAUTHORIZED', slug: 'unauthorized', title: 'Unauthorized', status: 401 },
  REQUEST_TOO_LARGE: { responseType: 'REQUEST_TOO_LARGE', slug: 'payload-too-large', title: 'Payload too large', status: 413 },
  UNSUPPORTED_MEDIA_TYPE: {
    responseType: 'UNSUPPORTED_MEDIA_TYPE',
    slug: 'unsupported-media-type',
    title: 'Unsupported media type',
    status: 415,
  },
  BAD_REQUEST_PARAMETERS: {
    responseType: 'BAD_REQUEST_PARAMETERS',
    slug: 'validation-failed',
    title: 'Invalid request parameters',
    status: 400,
  },
  BAD_REQUEST_BODY: { responseType: 'BAD_REQUEST_BODY', slug: 'validation-failed', title: 'Invalid request body', status: 400 },
  THROTTLED: { responseType: 'THROTTLED', slug: 'throttled', title: 'Too many requests', status: 429 },
  QUOTA_EXCEEDED: { responseType: 'QUOTA_EXCEEDED', slug: 'throttled', title: 'Quota exceeded', status: 429 },
  INTEGRATION_FAILURE: { responseType: 'INTEGRATION_FAILURE', slug: 'bad-gateway', title: 'Bad gateway', status: 502 },
  INTEGRATION_TIMEOUT: { responseType: 'INTEGRATION_TIMEOUT', slug: 'gateway-timeout', title: 'Gateway timeout', status: 504 },
} as const satisfies Record<string, GatewayProblem>;

/** The body a customized gateway response renders: `message` is API Gateway's own ($context.error.message). */
export const gatewayProblemBody = (problem: GatewayProblem, message: string, requestId: string) => ({
  type: `/problems/${problem.slug}`,
  title: problem.title,
  ...(problem.status === undefined ? {} : { status: problem.status }),
  detail: message,
  request_id: requestId,
});
