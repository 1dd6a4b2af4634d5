import { ApiClientProblemError, ContactCenterClient } from '../../client';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';

let sandbox: Sandbox;
let client: ContactCenterClient;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
  client = new ContactCenterClient({ endpoint: sandbox.url, sign: 'none' });
});
afterAll(() => sandbox.stop());

describe('the client against the sandbox (no authentication)', () => {
  it('reads the health record', async () => {
    await expect(client.health()).resolves.toEqual({ status: 'healthy' });
  });

  it("surfaces the gateway's problem+json as a typed error with the request id", async () => {
    const error = await client.getTranscriptJob('00000000-0000-4000-8000-000000000000', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientProblemError);
    expect(error).toMatchObject({ status: 404, family: 'client', requestId: expect.any(String) as string });
  });
});
