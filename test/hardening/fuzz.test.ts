import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { fuzzRoutes } from './support/route-fuzz';

/**
 * Property-based fuzz of every route (fast-check, seeded so a failure replays): 0 × 5xx and the server stays
 * up. Bounded to about a minute here; `npm run bench` runs the same property longer (bench/fuzz.bench.ts).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
});

it(`answers ${RUNS} generated requests across every route without a 5xx, and stays healthy`, async () => {
  const outcome = await fuzzRoutes(sandbox.url, { numRuns: RUNS, seed: SEED });
  // The generator reaches the handlers' checks, not only the gateway's: some requests are accepted, most refused.
  expect(Object.keys(outcome.statuses).some((status) => status.startsWith('4'))).toBe(true);
});
