import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiClientProblemError, ContactCenterClient, type CreateRubricRequest, type CreateTranscriptJobRequest } from '../../client';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
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
  new ContactCenterClient({
    endpoint: sandbox.url,
    ...(credentials ? { sign: 'sigv4', credentials } : { sign: 'none' }),
    retry: { maxAttempts: 1 },
  });

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiClientProblemError,
  );

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

  it("scopes rubrics and audit batches to the signer: bob gets 404 on alice's", async () => {
    const rubric = JSON.parse(await readFile(path.join(REPO_ROOT, 'test/fixtures/client/rubric.json'), 'utf8')) as CreateRubricRequest;
    const created = await clientAs(alice).createRubric(rubric);
    const handle = await clientAs(alice).submitAudit({
      rubric_id: created.id,
      conversations: [{ id: 'call-1', transcript: [{ role: 'agent', text: 'Thank you for calling.', timestamp: 0 }] }],
    });
    await expect(clientAs(alice).getRubric(created.id)).resolves.toMatchObject({ id: created.id });
    await expect(clientAs(alice).getAudit(handle.batch_id)).resolves.toMatchObject({ batch_id: handle.batch_id });

    expect(await problemOf(clientAs(bob).getRubric(created.id))).toMatchObject({ status: 404 });
    expect(await problemOf(clientAs(bob).bumpRubric(created.id, { bump: 'patch', criteria: rubric.criteria }))).toMatchObject({
      status: 404,
    });
    expect(await problemOf(clientAs(bob).getAudit(handle.batch_id))).toMatchObject({ status: 404 });
    const bobsResults = async () => {
      for await (const _line of clientAs(bob).streamAuditResults(handle.batch_id)) return;
    };
    expect(await problemOf(bobsResults())).toMatchObject({ status: 404 });
  });

  it('rejects unsigned requests and wrong secrets with 403 problem+json', async () => {
    const unsigned = await problemOf(clientAs().createTranscriptJob(transcriptJob()));
    expect(unsigned).toBeInstanceOf(ApiClientProblemError);
    expect(unsigned).toMatchObject({ status: 403, title: 'Missing authentication', requestId: expect.any(String) as string });
    const forged = await problemOf(
      clientAs({ ...alice, secretAccessKey: 'guessed' }).getTranscriptJob('00000000-0000-4000-8000-000000000000'),
    );
    expect(forged).toMatchObject({ status: 403, title: 'Invalid signature' });
  });
});
