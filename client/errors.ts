/**
 * Everything the client throws. API errors come from the RFC 9457 problem+json bodies the services answer with;
 * `family` tells callers (and the CLI's exit codes) whether to fix the request (client) or retry later (server).
 */

/** Where a rejected value sits in the request: `pointer` is a JSON Pointer into that part. */
export interface ProblemFieldError {
  readonly in?: string;
  readonly pointer: string;
  readonly message: string;
}

/** The problem+json body, as far as the client relies on it. */
export interface ProblemDetails {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly instance?: string;
  readonly request_id?: string;
  readonly errors?: readonly ProblemFieldError[];
  /** A review that lost a race (409): the conversation's review version now. */
  readonly current_version?: number;
}

export class ContactCenterClientError extends Error {
  override readonly name: string = 'ContactCenterClientError';
}

/** An HTTP error response of the API (4xx or 5xx). */
export abstract class ApiProblemError extends ContactCenterClientError {
  abstract readonly family: 'client' | 'server';
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: readonly ProblemFieldError[];
  /** The service's request id (problem body or x-request-id), to quote when reporting a problem. */
  readonly requestId: string | undefined;
  /** Milliseconds the server asked to wait (Retry-After), if it said. */
  readonly retryAfterMs: number | undefined;
  /** On a review's 409: the review version to reload and review against. */
  readonly currentVersion: number | undefined;

  constructor(problem: ProblemDetails, options: { readonly requestId?: string; readonly retryAfterMs?: number } = {}) {
    super(`${problem.status} ${problem.title}${problem.detail ? `: ${problem.detail}` : ''}`);
    this.status = problem.status;
    this.type = problem.type;
    this.title = problem.title;
    this.detail = problem.detail ?? '';
    this.errors = problem.errors ?? [];
    this.requestId = problem.request_id ?? options.requestId;
    this.retryAfterMs = options.retryAfterMs;
    this.currentVersion = problem.current_version;
  }
}

/** 4xx: the request must change before it can succeed (validation, not found, conflict, forbidden...). */
export class ApiClientProblemError extends ApiProblemError {
  override readonly name = 'ApiClientProblemError';
  readonly family = 'client' as const;
}

/** 5xx: the service failed; the same request may succeed later. */
export class ApiServerProblemError extends ApiProblemError {
  override readonly name = 'ApiServerProblemError';
  readonly family = 'server' as const;
}

export const problemErrorFor = (
  problem: ProblemDetails,
  options: { readonly requestId?: string; readonly retryAfterMs?: number } = {},
): ApiProblemError => (problem.status >= 500 ? new ApiServerProblemError(problem, options) : new ApiClientProblemError(problem, options));

/** The request never produced an HTTP response (refused, reset, DNS, TLS, aborted). */
export class NetworkError extends ContactCenterClientError {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    /** False only when the connection failed before any byte of the request left: safe to resend anything. */
    readonly requestMayHaveBeenSent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** waitForJob / waitForBatch gave up before the job or batch reached a terminal status. */
export class WaitTimeoutError extends ContactCenterClientError {
  override readonly name = 'WaitTimeoutError';
  constructor(
    message: string,
    /** The last record read before giving up. */
    readonly lastSeen: unknown,
  ) {
    super(message);
  }
}

/** The client is configured in a way that cannot work (no region for SigV4, a bad endpoint...). */
export class ClientConfigurationError extends ContactCenterClientError {
  override readonly name = 'ClientConfigurationError';
}

/** A 2xx response whose body is not what the route promises (e.g. a malformed NDJSON line). */
export class UnexpectedResponseError extends ContactCenterClientError {
  override readonly name = 'UnexpectedResponseError';
}

/** The object store refused a file PUT to a pre-signed upload URL (expired URL, wrong size...). */
export class UploadFailedError extends ContactCenterClientError {
  override readonly name = 'UploadFailedError';
  constructor(
    readonly status: number,
    /** S3's XML error body. */
    readonly body: string,
  ) {
    super(`The upload was refused with HTTP ${status}: ${/<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? body.slice(0, 200)}`);
  }
}
