/**
 * The route fuzz of test/hardening/fuzz.test.ts with many more runs (BENCH_FUZZ_RUNS, default 5,000; seed
 * BENCH_FUZZ_SEED): every answer must be below 500 and the sandbox healthy at the end. Reports the statuses
 * seen and the time taken; a 5xx is reported with fast-check's replayable counterexample.
 */
import '../sandbox/polyfills';
import { startSandbox } from '../sandbox/runtime';
import { fuzzRoutes } from '../test/hardening/support/route-fuzz';
import type { Bench } from './report';

const RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 5000);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 2 ** 31);

export const run: Bench = async () => {
  const sandbox = await startSandbox({ retryIntervalMs: 5 });
  const started = Date.now();
  try {
    const outcome = await fuzzRoutes(sandbox.url, { numRuns: RUNS, seed: SEED }).then(
      (result) => ({ ok: true as const, ...result }),
      (error: Error) => ({ ok: false as const, failure: error.message }),
    );
    const seconds = (Date.now() - started) / 1000;
    await sandbox.waitForIdle();
    return {
      title: `Route fuzz: ${RUNS} generated requests, seed ${SEED}`,
      lines: outcome.ok
        ? [`0 × 5xx in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(outcome.statuses)}; healthy afterwards`]
        : [`FAILED after ${seconds.toFixed(1)} s:`, outcome.failure],
      data: { runs: RUNS, seed: SEED, seconds, ...outcome },
    };
  } finally {
    await sandbox.stop();
  }
};
