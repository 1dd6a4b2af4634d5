import { readFile } from 'node:fs/promises';
import { ContactCenterClient } from '../../client';
import { transcriptAudioSchema } from '../../schemas/transcripts';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';
import { startFixtureServer } from './support/fixture-server';
import { WAIT_CEILING_MS } from '../support/wait';

/**
 * GET /v1/transcripts/{id}/audio against a sandbox that checks SigV4: the owner gets a pre-signed link to the
 * recording, which the local S3 serves (Range included, as players seek); anyone else gets 404.
 */

let sandbox: Sandbox;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
const [alice, bob] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal, LocalPrincipal];
const clientOf = (principal: LocalPrincipal) => new ContactCenterClient({ endpoint: sandbox.url, sign: 'sigv4', credentials: principal });

beforeAll(async () => {
  sandbox = await startSandbox({ auth: 'sigv4', retryIntervalMs: 5 });
  fixtures = await startFixtureServer();
});

afterAll(async () => {
  await fixtures?.stop();
  await sandbox?.waitForIdle();
  await sandbox?.stop();
});

it('gives the owner a short-lived link that plays the recording as fetched, with Range, and nobody else', async () => {
  const recording = await readFile(new URL('../fixtures/audio/tone.mp3', import.meta.url));
  const owner = clientOf(alice);
  const { jobId } = await owner.createTranscriptJob({
    callback: { url: fixtures.url('hooks'), events: ['completed'] },
    metadata: {},
    payload: { input: { audio_url: fixtures.url('tone.mp3') }, config: { language: 'en' } },
  });
  await owner.waitForJob(jobId, { intervalMs: 250, timeoutMs: WAIT_CEILING_MS });

  const before = Date.now();
  const link = transcriptAudioSchema.parse(await owner.getTranscriptAudio(jobId));
  expect(link).toMatchObject({ jobId, contentType: 'audio/mpeg' });
  expect(Date.parse(link.expiresAt)).toBeGreaterThan(before);

  const whole = await fetch(link.url);
  expect(whole.status).toBe(200);
  expect(Buffer.from(await whole.arrayBuffer()).equals(recording)).toBe(true);
  const ranged = await fetch(link.url, { headers: { range: 'bytes=100-199' } });
  expect(ranged.status).toBe(206);
  expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${recording.length}`);
  expect(Buffer.from(await ranged.arrayBuffer()).equals(recording.subarray(100, 200))).toBe(true);

  // The link acts as the function that signed it: its role's read of the audio bucket is what IAM evaluated.
  const reads = sandbox
    .awsCalls()
    .filter((call) => call.action === 's3:GetObject' && call.resources.some((r) => r.endsWith(`/jobs/${jobId}/audio`)));
  expect(reads.map((call) => [call.caller, call.decision])).toContainEqual([{ kind: 'function', id: 'TranscriptAudio' }, 'allowed']);

  await expect(clientOf(bob).getTranscriptAudio(jobId)).rejects.toMatchObject({ status: 404 });
  await expect(owner.getTranscriptAudio('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
});
