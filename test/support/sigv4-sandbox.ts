import { type ApiClientProblemError, ContactCenterClient } from '../../client';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';

/** Two of the sealed sandbox's principals: their data is kept apart. */
export const [alice, bob] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal, LocalPrincipal];

/**
 * One sandbox in SigV4 mode for the calling test file (started before its tests, stopped once idle after them),
 * and typed clients that sign as a principal and make one attempt, so a refusal shows as it was answered.
 */
export const sigV4SandboxForFile = () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'sigv4' });
  });
  afterAll(async () => {
    await sandbox.waitForIdle();
    await sandbox.stop();
  });
  return {
    sandbox: () => sandbox,
    clientAs: (principal: LocalPrincipal) =>
      new ContactCenterClient({ endpoint: sandbox.url, sign: 'sigv4', credentials: principal, retry: { maxAttempts: 1 } }),
  };
};

/** The client's problem error a refused call rejects with, or undefined when it succeeded. */
export const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiClientProblemError,
  );
