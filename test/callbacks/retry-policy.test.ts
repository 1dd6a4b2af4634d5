import { readFile } from 'node:fs/promises';
import { backoffCeilingSeconds, decideRetry, DELIVERY_BACKOFF, RETRY_WINDOW_SECONDS } from '../../src/callbacks/retry-policy';

interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds?: number;
  BackoffRate?: number;
  MaxDelaySeconds?: number;
  JitterStrategy?: string;
  MaxAttempts?: number;
}

const deliverRetriers = async (): Promise<Retrier[]> => {
  const asl = JSON.parse(await readFile(new URL('../../statemachines/callback-delivery.asl.json', import.meta.url), 'utf8'));
  return asl.States.Deliver.Retry;
};

const HOUR = 3600;

describe('the delivery backoff schedule', () => {
  it('starts at 10 s, doubles, and is capped at one hour', () => {
    const ceilings = Array.from({ length: 12 }, (_, i) => backoffCeilingSeconds(DELIVERY_BACKOFF, i + 1));
    expect(ceilings).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600, 3600]);
  });

  it('is the one the state machine waits by, with full jitter', async () => {
    const failed = (await deliverRetriers()).find((r) => r.ErrorEquals.includes('CallbackDeliveryFailed'));
    expect(failed).toMatchObject({
      IntervalSeconds: DELIVERY_BACKOFF.intervalSeconds,
      BackoffRate: DELIVERY_BACKOFF.backoffRate,
      MaxDelaySeconds: DELIVERY_BACKOFF.maxDelaySeconds,
      JitterStrategy: 'FULL',
    });
    // Full jitter waits half the ceiling on average: the state machine's attempt limit must outlast the 24 h
    // window many times over, so that the window, not the limit, ends the retries.
    const meanSeconds = Array.from({ length: failed!.MaxAttempts! }, (_, i) => backoffCeilingSeconds(DELIVERY_BACKOFF, i + 1) / 2).reduce(
      (a, b) => a + b,
      0,
    );
    expect(meanSeconds).toBeGreaterThan(5 * RETRY_WINDOW_SECONDS);
  });

  it('never retries an abandoned delivery', async () => {
    const retriers = await deliverRetriers();
    const abandoned = retriers.findIndex((r) => r.ErrorEquals.includes('CallbackDeliveryAbandoned'));
    expect(abandoned).toBe(0);
    expect(retriers[abandoned]!.MaxAttempts).toBe(0);
  });
});

describe('decideRetry', () => {
  const first = new Date('2026-11-21T00:00:00Z');
  const after = (seconds: number) => new Date(first.getTime() + seconds * 1000);

  it('retries for at least 24 hours, then gives up', () => {
    const budget = { windowSeconds: RETRY_WINDOW_SECONDS };
    expect(decideRetry(budget, 40, first, after(24 * HOUR - 1))).toMatchObject({ retry: true });
    expect(decideRetry(budget, 41, first, after(24 * HOUR))).toMatchObject({ retry: false });
  });

  it('tells when the next attempt starts at the latest', () => {
    expect(decideRetry({ windowSeconds: RETRY_WINDOW_SECONDS }, 3, first, after(100))).toEqual({ retry: true, nextAttemptBy: after(140) });
  });

  it('stops at the attempt budget when there is one (the sandbox)', () => {
    const budget = { windowSeconds: RETRY_WINDOW_SECONDS, maxAttempts: 3 };
    expect(decideRetry(budget, 2, first, after(1))).toMatchObject({ retry: true });
    expect(decideRetry(budget, 3, first, after(2))).toEqual({ retry: false, reason: 'gave up after 3 attempts' });
  });
});
