import { ApiClientProblemError, ContactCenterClient, type CreateTranscriptJobRequest } from '../../client';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';
import { sendJson, startLocalServer, type LocalServer } from './local-server';

let sandbox: Sandbox;
let receiver: LocalServer;
const [alice, bob] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal, LocalPrincipal];

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'sigv4' });
  // Takes the job's callbacks and serves no audio: the jobs fail at their fetch, which is all these tests need.
  receiver = await startLocalServer((_request, response) => sendJson(response, 200, {}));
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
  await receiver.close();
});

const clientAs = (credentials?: { accessKeyId: string; secretAccessKey: string }) =>
  new ContactCenterClient({ endpoint: sandbox.url, ...(credentials ? { sign: 'sigv4', credentials } : { sign: 'none' }), retry: { maxAttempts: 1 } });

const problemOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ApiClientProblemError);

const transcriptJob = (): CreateTranscriptJobRequest => ({
  callback: { url: `${receiver.url}/hook`, events: ['failed'] },
  metadata: { test: 'sigv4' },
  payload: { input: { audio_url: `${receiver.url}/call.wav` } },
});

describe('the client against the sandbox in SigV4 mode', () => {
  it('keeps GET /v1/health unauthenticated, signed or not', async () => {
    expect(sandbox.auth).toBe('sigv4');
    await expect(clientAs(alice).health()).resolves.toEqual({ status: 'healthy' });
    await expect(clientAs().health()).resolves.toEqual({ status: 'healthy' });
  });

  it("scopes transcript jobs to the signer: bob gets 404 on alice's job", async () => {
    const { jobId } = await clientAs(alice).createTranscriptJob(transcriptJob());
    await expect(clientAs(alice).getTranscriptJob(jobId)).resolves.toMatchObject({ jobId, metadata: { test: 'sigv4' } });
    expect(await problemOf(clientAs(bob).getTranscriptJob(jobId))).toMatchObject({ status: 404, family: 'client' });
  });

  it('rejects unsigned requests and wrong secrets with 403 problem+json', async () => {
    const unsigned = await problemOf(clientAs().createTranscriptJob(transcriptJob()));
    expect(unsigned).toBeInstanceOf(ApiClientProblemError);
    expect(unsigned).toMatchObject({ status: 403, title: 'Missing authentication', requestId: expect.any(String) as string });
    const forged = await problemOf(clientAs({ ...alice, secretAccessKey: 'guessed' }).getTranscriptJob('00000000-0000-4000-8000-000000000000'));
    expect(forged).toMatchObject({ status: 403, title: 'Invalid signature' });
  });
});
