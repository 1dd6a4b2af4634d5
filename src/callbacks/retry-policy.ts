/**
 * When a failed delivery is tried again. Step Functions does the waiting (the Deliver state's Retry in
 * statemachines/callback-delivery.asl.json, whose numbers must equal DELIVERY_BACKOFF; a test checks); this module
 * decides whether to retry at all and what to tell the delivery log.
 */

export interface Backoff {
  readonly intervalSeconds: number;
  readonly backoffRate: number;
  readonly maxDelaySeconds: number;
}

/**
 * 10 s, doubling, capped at 1 h, each wait drawn uniformly below its ceiling (JitterStrategy FULL) so that
 * receivers recovering from an outage are not hit by every pending delivery at once.
 */
export const DELIVERY_BACKOFF: Backoff = { intervalSeconds: 10, backoffRate: 2, maxDelaySeconds: 3600 };

/** The upper bound of the wait before retry number `retry` (1-based). */
export const backoffCeilingSeconds = (backoff: Backoff, retry: number): number =>
  Math.min(backoff.maxDelaySeconds, backoff.intervalSeconds * backoff.backoffRate ** (retry - 1));

/** How long and how often a delivery is retried. */
export interface RetryBudget {
  /** Retries continue until the retry window (opened by the first attempt) is this old: 24 hours by default. */
  readonly windowSeconds: number;
  /** Attempts per window, when bounded (a short schedule, as the sandbox sets); unbounded in AWS, where the window decides. */
  readonly maxAttempts?: number;
}

export const RETRY_WINDOW_SECONDS = 24 * 60 * 60;

export type RetryDecision = { readonly retry: true; readonly nextAttemptBy: Date } | { readonly retry: false; readonly reason: string };

/** Whether attempt number `attempt` (1-based in its window), which failed at `now`, is followed by another. */
export const decideRetry = (budget: RetryBudget, attempt: number, windowStartedAt: Date, now: Date): RetryDecision => {
  if (budget.maxAttempts !== undefined && attempt >= budget.maxAttempts) {
    return { retry: false, reason: `gave up after ${attempt} attempts` };
  }
  const elapsedSeconds = (now.getTime() - windowStartedAt.getTime()) / 1000;
  if (elapsedSeconds >= budget.windowSeconds) {
    return { retry: false, reason: `gave up after ${attempt} attempts over ${Math.round(elapsedSeconds / 3600)} h` };
  }
  const ceiling = backoffCeilingSeconds(DELIVERY_BACKOFF, attempt);
  return { retry: true, nextAttemptBy: new Date(now.getTime() + ceiling * 1000) };
};
