import { ContactCenterClient } from '../../client';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';

let sandbox: Sandbox;
const [alice] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal];

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'sigv4' });
});
afterAll(() => sandbox.stop());

const clientAs = (credentials?: { accessKeyId: string; secretAccessKey: string }) =>
  new ContactCenterClient({ endpoint: sandbox.url, ...(credentials ? { sign: 'sigv4', credentials } : { sign: 'none' }), retry: { maxAttempts: 1 } });

describe('the client against the sandbox in SigV4 mode', () => {
  it('keeps GET /v1/health unauthenticated, signed or not', async () => {
    expect(sandbox.auth).toBe('sigv4');
    await expect(clientAs(alice).health()).resolves.toEqual({ status: 'healthy' });
    await expect(clientAs().health()).resolves.toEqual({ status: 'healthy' });
  });
});
