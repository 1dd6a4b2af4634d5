import { env } from 'node:process';
import { availableParallelism } from 'node:os';

// Jest runs the TypeScript sources as native ES modules (@middy/core is ESM-only); swc strips types only,
// `npm run typecheck` does the type checking.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: 'inline' },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/setup/environment.ts'],
  runtime: '<rootDir>/test/setup/jest-runtime.cjs',
  // One DynamoDB Local for the whole run (test/setup/dynamodb-local.ts).
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  // One test file more than there are cores, at least three: much of a sandbox test waits (on its function
  // instances, engines, browser, an SDK's backoff), which the other files fill. On the 2-core machine, a fresh
  // clone's run took 513 s of jest with two workers and 449 s with three, its CPU then busy nearly all the time.
  // JEST_MAX_WORKERS (or --maxWorkers) sets another number.
  maxWorkers: Number(env.JEST_MAX_WORKERS) || Math.max(3, availableParallelism() + 1),
  // A worker that has grown past this after a file is replaced by a fresh one (each file loads its own modules).
  workerIdleMemoryLimit: '1GB',
  // How long a worker may take to exit at the end before jest kills it and warns of a leak. The default, 500 ms, is
  // less than a loaded 2-core machine needs to end a worker that ran sandboxes (6 of 13 full runs warned; the whole
  // suite with --detectOpenHandles found no open handle). A worker that truly leaked still never exits, and still warns:
  // the one leak found so far was a stopped sandbox's frozen executions keeping their timers (test/sandbox/stop-releases.test.ts).
  workerGracefulExitTimeout: 5000,
  // A safety net for a test that would hang, not a speed goal: tests wait for conditions (test/support/wait.ts).
  testTimeout: 600_000,
};
