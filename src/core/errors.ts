/**
 * Errors the domain and the request guards raise. lambdas/shared/problem.ts is the one place that maps them
 * to HTTP; only the messages of 4xx errors ever reach a caller.
 */

/** Where a rejected value sits in the request. `pointer` is a JSON Pointer (RFC 6901) within that part. */
export interface ValidationIssue {
  readonly in: 'body' | 'path' | 'query' | 'header';
  readonly pointer: string;
  readonly message: string;
}

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    readonly issues: readonly ValidationIssue[],
    message = 'The request is not valid.',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export class MalformedJsonError extends Error {
  override readonly name = 'MalformedJsonError';
}

export class UnsupportedMediaTypeError extends Error {
  override readonly name = 'UnsupportedMediaTypeError';
}

export class PayloadTooLargeError extends Error {
  override readonly name = 'PayloadTooLargeError';
  constructor(
    readonly limitBytes: number,
    options?: ErrorOptions,
  ) {
    super(`The request body exceeds ${limitBytes} bytes.`, options);
  }
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** The request conflicts with the current state (e.g. a concurrent version bump won the race). */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    options?: ErrorOptions & {
      /** A versioned resource's version now (a review that lost a race), for the caller to reload. */
      readonly currentVersion?: number;
    },
  ) {
    super(message, options);
    this.currentVersion = options?.currentVersion;
  }
  readonly currentVersion: number | undefined;
}

/** An Idempotency-Key was reused with a different request body. */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';
}

/** A request with the same Idempotency-Key is still being processed. */
export class RequestInProgressError extends Error {
  override readonly name = 'RequestInProgressError';
}

/** The request is well-formed but breaks a business rule (RFC 9110 422). */
export class UnprocessableError extends Error {
  override readonly name = 'UnprocessableError';
}

/** A retired route (RFC 8594). */
export class GoneError extends Error {
  override readonly name = 'GoneError';
  constructor(
    message: string,
    readonly sunset: Date,
    readonly link: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A dependency did not answer; the caller may retry. */
export class DependencyUnavailableError extends Error {
  override readonly name = 'DependencyUnavailableError';
}

/** The deployment is misconfigured (missing or invalid environment). Never shown to callers. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
