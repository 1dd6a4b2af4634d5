/**
 * Waiting in tests: poll a condition, never sleep a guessed time. The ceiling is a safety net for a test that
 * would otherwise hang, not a speed assertion: it is generous enough for a slow, loaded machine, and reaching it
 * fails with what was last seen.
 */

/** How long a wait may take before it fails: far beyond what any condition needs on an idle machine. */
export const WAIT_CEILING_MS = 480_000;

export interface WaitOptions {
  /** What is awaited, for the failure message. */
  readonly what: string;
  /** @default WAIT_CEILING_MS */
  readonly timeoutMs?: number;
  /** Pause between two reads. @default 50 */
  readonly intervalMs?: number;
}

/** Reads `read()` until `done(value)` holds and returns that value; fails after the ceiling with the last value. */
export const waitFor = async <T>(read: () => T | Promise<T>, done: (value: T) => boolean, options: WaitOptions): Promise<T> => {
  const deadline = Date.now() + (options.timeoutMs ?? WAIT_CEILING_MS);
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      const seen = JSON.stringify(value) ?? String(value);
      throw new Error(`Timed out waiting for ${options.what}; last seen: ${seen.slice(0, 2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
};
