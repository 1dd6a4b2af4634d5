/**
 * Whether an error from an AWS SDK call means the service is down or overloaded for now — not that the request
 * was wrong or not allowed — so that the caller may retry later: the service answered 5xx (InternalServerError,
 * ServiceUnavailable) or throttled the call after the SDK's own retries, or could not be reached at all.
 */

/** What the SDKs name throttling, across the services this project calls. */
const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'SlowDown',
]);

/** Node's codes for a service that could not be reached or did not answer in time. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

const TIMEOUTS = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);

interface SdkErrorShape {
  readonly name?: string;
  readonly code?: string;
  /** 'server' when the service answered 5xx, 'client' for 4xx (smithy's ServiceException). */
  readonly $fault?: string;
  readonly $metadata?: { readonly httpStatusCode?: number };
}

/** Whether `matches` holds for the error or one of its causes (a library's wrapper, e.g. Powertools idempotency's persistence error). */
const inCauses = (error: unknown, matches: (shape: SdkErrorShape) => boolean): boolean => {
  for (
    let cause = error, depth = 0;
    typeof cause === 'object' && cause !== null && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth++
  ) {
    if (matches(cause as SdkErrorShape)) return true;
  }
  return false;
};

/** The service answered 5xx, whatever it named the error (InternalFailure, InternalServerError, ServiceUnavailable…). */
export const isServerFault = (error: unknown): boolean =>
  inCauses(error, ({ $fault, $metadata }) => $fault === 'server' || ($metadata?.httpStatusCode ?? 0) >= 500);

export const isServiceUnavailable = (error: unknown): boolean =>
  isServerFault(error) ||
  inCauses(error, ({ name = '', code = '' }) => THROTTLING.has(name) || TIMEOUTS.has(name) || UNREACHABLE.has(code));
