import { setTimeout as delay } from 'node:timers/promises';

/**
 * When and how long to wait before resending a request. Exponential backoff with full jitter (AWS Architecture
 * Blog, "Exponential Backoff And Jitter"): the wait is uniform in [0, min(cap, base·2^attempt)], which spreads
 * retrying clients apart; a Retry-After from the server takes precedence.
 */

export interface RetryOptions {
  /** Attempts in total, the first included. 1 disables retries. @default 4 */
  readonly maxAttempts?: number;
  /** @default 200 */
  readonly baseDelayMs?: number;
  /** Upper bound of a backoff wait (a Retry-After may ask for longer). @default 20000 */
  readonly maxDelayMs?: number;
  /** Longest Retry-After honoured; a server asking for more fails the call instead. @default 60000 */
  readonly maxRetryAfterMs?: number;
}

export type ResolvedRetryOptions = Required<RetryOptions>;

export const resolveRetryOptions = (options: RetryOptions = {}): ResolvedRetryOptions => ({
  maxAttempts: Math.max(1, options.maxAttempts ?? 4),
  baseDelayMs: options.baseDelayMs ?? 200,
  maxDelayMs: options.maxDelayMs ?? 20_000,
  maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
});

/** 429 throttling and the gateway/availability errors that say "try again"; 500 is usually not transient. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** Full-jitter backoff for the given zero-based retry number. */
export const backoffDelayMs = (retry: number, options: ResolvedRetryOptions, random: () => number = Math.random): number =>
  Math.floor(random() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry));

/** Retry-After as delta-seconds or an HTTP-date (RFC 9110 §10.2.3), in milliseconds from now. */
export const parseRetryAfter = (value: string | null, now: number = Date.now()): number | undefined => {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/** Rejects with the signal's AbortError as soon as the caller aborts, instead of holding the process for `ms`. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> => delay(ms, undefined, signal ? { signal } : {});
