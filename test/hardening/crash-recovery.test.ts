import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFixtureServer } from '../transcripts/support/fixture-server';
import { startSandboxProcess, type SandboxProcess } from './support/sandbox-process';
import { waitFor } from '../support/wait';

/**
 * Accepted means finished, whatever the moment of a crash: the sandbox runs as `npm start` does, a burst of
 * transcript jobs and audit batches is submitted, and the process is killed with SIGKILL in the middle of it —
 * three times. After every restart the sandbox is healthy, and in the end every request that got a 2xx has
 * reached a final state without the caller doing anything.
 */

const CYCLES = 3;
const JOBS_PER_CYCLE = 6;
const BATCHES_PER_CYCLE = 3;
const JOB_FINAL = new Set(['completed', 'failed']);
const BATCH_FINAL = new Set(['completed', 'completed_with_errors', 'failed']);

let dataDir: string;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let sandbox: SandboxProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-crash-'));
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await sandbox?.kill9();
  await fixtures.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const jobRequest = (i: number) => ({
  callback: { url: 'http://127.0.0.1:9/hooks', events: ['completed', 'failed'] },
  metadata: { burst: i },
  idempotencyKey: `crash-${i}-${Math.random()}`,
  // Real recognitions for some, a fast failure (closed port) for others: both are final states.
  payload: {
    input: { audio_url: i % 3 === 2 ? 'http://127.0.0.1:9/gone.wav' : fixtures.url(i % 3 === 0 ? 'call-mono.wav' : 'tone.mp3') },
    config: { language: 'en' },
  },
});

const batchRequest = (rubricId: string, i: number) => ({
  rubric_id: rubricId,
  conversations: [1, 2].map((n) => ({
    id: `call-${i}-${n}`,
    transcript: [
      { role: 'agent', text: 'Thank you for calling Acme, how can I help you?', timestamp: 0 },
      { role: 'customer', text: 'My router never arrived.', timestamp: 3 },
      { role: 'agent', text: 'Sorry, I will send a replacement router today.', timestamp: 6 },
    ],
  })),
});

it('every accepted job and batch reaches a final state across three kill -9 restarts under a burst', async () => {
  const acceptedJobs: string[] = [];
  const acceptedBatches: string[] = [];
  sandbox = await startSandboxProcess({ dataDir });
  // Restarted on the same port, as a user's sandbox is.
  const port = Number(new URL(sandbox.url).port);
  const rubric = await postJson(
    `${sandbox.url}/v2/rubrics`,
    JSON.parse(await readFile(new URL('../../examples/qa-rubric.json', import.meta.url), 'utf8')),
  );
  expect(rubric.status).toBe(201);
  const rubricId = rubric.body.id as string;

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const url = sandbox.url;
    const submissions = [
      ...Array.from({ length: JOBS_PER_CYCLE }, (_, i) =>
        postJson(`${url}/v1/transcripts`, jobRequest(cycle * JOBS_PER_CYCLE + i)).then((r) => {
          if (r.status === 202) acceptedJobs.push(r.body.jobId as string);
        }),
      ),
      ...Array.from({ length: BATCHES_PER_CYCLE }, (_, i) =>
        postJson(`${url}/v2/audits`, batchRequest(rubricId, cycle * BATCHES_PER_CYCLE + i)).then((r) => {
          if (r.status === 202) acceptedBatches.push(r.body.batch_id as string);
        }),
      ),
    ].map((submission) => submission.catch(() => undefined)); // cut off by the kill: never accepted
    // Kill once some of the burst has been accepted and the rest is still in flight.
    const deadline = Date.now() + 20_000;
    while (acceptedJobs.length + acceptedBatches.length < (cycle + 1) * 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    await sandbox.kill9();
    await Promise.all(submissions);

    // Resolves only once GET /v1/health answers 200 (and throws with the process output otherwise).
    sandbox = await startSandboxProcess({ port, dataDir });
  }

  expect(acceptedJobs.length + acceptedBatches.length).toBeGreaterThan(CYCLES * 2 - 1);
  const unfinished = async () => {
    const jobs = await Promise.all(
      acceptedJobs.map(async (id) => ({
        id,
        status: ((await (await fetch(`${sandbox!.url}/v1/transcripts/${id}`)).json()) as { status: string }).status,
      })),
    );
    const batches = await Promise.all(
      acceptedBatches.map(async (id) => ({
        id,
        status: ((await (await fetch(`${sandbox!.url}/v2/audits/${id}`)).json()) as { status: string }).status,
      })),
    );
    return [...jobs.filter((j) => !JOB_FINAL.has(j.status)), ...batches.filter((b) => !BATCH_FINAL.has(b.status))];
  };
  await waitFor(unfinished, (left) => left.length === 0, { what: 'every accepted job and batch to finish', intervalMs: 1000 });
});
