import path from 'node:path';
import { application } from '../../lib/definitions';
import { localBucketName } from '../../sandbox/environment';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { ccpAgainst } from './support/ccp';
import { sendJson, startLocalServer, type LocalServer } from './local-server';

let sandbox: Sandbox;
let receiver: LocalServer;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
  receiver = await startLocalServer((_request, response) => sendJson(response, 200, {}));
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
  await receiver.close();
});

const ccp = ccpAgainst(() => sandbox.url);

describe('ccp transcribe against the sandbox', () => {
  it('serves a local recording from loopback, waits for the pipeline, prints the transcript and audits it', async () => {
    const run = await ccp(
      'transcribe',
      'test/fixtures/audio/call-mono.wav',
      '--keyterm',
      'refund',
      '--callback-url',
      `${receiver.url}/hook`,
      '--wait',
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('completed');
    const jobId = /^Job (\S+): completed/.exec(run.stdout)?.[1] as string;
    expect(run.stdout).toMatch(/\[0\] (agent|customer) [\d.]+s: \S+/);

    const job = await ccp('--json', 'jobs', 'get', jobId);
    expect(job.code).toBe(0);
    const record = JSON.parse(job.stdout) as { status: string; result: { turns: { text: string }[]; keyterms: { requested: string[] } } };
    expect(record.status).toBe('completed');
    // What the engine heard is PocketSphinx's business (key terms reach Amazon Transcribe only as a custom
    // vocabulary, which the local Transcribe does not take); the job keeps the key terms it was given.
    expect(record.result.turns.some((turn) => turn.text.trim().length > 0)).toBe(true);
    expect(record.result.keyterms.requested).toEqual(['refund']);

    // The bridge from a recording to a scorecard: the transcript becomes one audit conversation.
    const rubric = await ccp('--json', 'rubrics', 'create', path.join(REPO_ROOT, 'test/fixtures/client/rubric.json'));
    const rubricId = (JSON.parse(rubric.stdout) as { id: string }).id;
    const audit = await ccp('audits', 'submit', '--from-job', jobId, '--rubric', `${rubricId}@1.0.0`, '--wait');
    expect(audit.code).toBe(0);
    expect(audit.stderr).toContain('1/1 scored, 0 failed (completed)');
    const batchId = /Audit batch (\S+): completed/.exec(audit.stdout)?.[1] as string;
    const scorecard = await ccp('audits', 'show', batchId);
    expect(scorecard.stdout).toContain(`Conversation ${jobId}: overall`);
    const quotes = [...scorecard.stdout.matchAll(/“(.+)” \(turn/g)].map((m) => m[1] as string);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(record.result.turns.some((turn) => turn.text.includes(quote))).toBe(true);
  });

  it('uploads a local file to --upload-bucket and hands the pipeline a pre-signed URL (the deployed-stack path, on local S3)', async () => {
    // The child inherits the sandbox's AWS_ENDPOINT_URL_S3 and key pair, as the CLI would get real ones in AWS.
    const bucket = localBucketName(application.buckets[0]?.id as string);
    const run = await ccp(
      'transcribe',
      'test/fixtures/audio/call-mono.wav',
      '--upload-bucket',
      bucket,
      '--callback-url',
      `${receiver.url}/hook`,
      '--wait',
    );
    expect(run.stderr).toContain('completed');
    expect(run.code).toBe(0);
  });

  it("--wait without --callback-url: ccp receives the job's callbacks itself, checks their signatures and shows every status", async () => {
    const run = await ccp(
      'transcribe',
      'test/fixtures/audio/call-mono.wav',
      '--callback-events',
      'transcribed',
      '--callback-events',
      'completed',
      '--wait',
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('with its callbacks sent to ccp itself');
    expect(run.stderr).toMatch(/↳ callback transcript\.transcribed \(id [^)]+\): signature verified/);
    expect(run.stderr).toMatch(/↳ callback transcript\.completed \(id [^)]+\): signature verified/);
    expect(run.stderr).not.toContain('REJECTED');
    // Every status of the job's history, in order, whichever ones the polls happened to see.
    const statuses = [...run.stderr.matchAll(/^ {2}(\w+)$/gm)].map((m) => m[1]);
    expect(statuses).toEqual(['pending', 'processing', 'transcribed', 'profiled', 'completed']);

    const jobId = /^Job (\S+): completed/.exec(run.stdout)?.[1] as string;
    // The deliverer records a delivery after the receiver answers, which can be after ccp has exited.
    await sandbox.waitForIdle();
    const job = JSON.parse((await ccp('--json', 'jobs', 'get', jobId)).stdout) as { callbackDeliveries: { type: string; state: string }[] };
    expect(job.callbackDeliveries.map(({ type, state }) => `${type} ${state}`).sort()).toEqual([
      'transcript.completed delivered',
      'transcript.transcribed delivered',
    ]);
  });

  it('exits 4 when the job fails (the file is not audio)', async () => {
    const run = await ccp('transcribe', 'test/fixtures/audio/not-audio.txt', '--callback-url', `${receiver.url}/hook`, '--wait');
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/: failed\n {2}error: /);
  });
});
