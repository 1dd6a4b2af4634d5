import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { startFixtureServer } from './support/fixture-server';
import { getTranscript, postTranscript, validRequest } from './support/transcripts-api';

/**
 * EventBridge delivers Amazon Transcribe's job-state events on a best-effort basis. Here the local Transcribe
 * loses every one: the transcribe Task stops waiting for the event (its TimeoutSeconds, shortened for the test)
 * and the state machine polls GetTranscriptionJob until the job is finished, so the job still completes.
 */

let sandbox: Sandbox;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;

beforeAll(async () => {
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    transcribe: { loseStateChangeEvents: true },
    stateSecondsOverrides: { Transcribe: 2, WaitForTranscription: 1 },
  });
  fixtures = await startFixtureServer();
});

afterAll(async () => {
  await fixtures?.stop();
  await sandbox?.stop();
});

it('completes a job whose Transcribe Job State Change event was lost, through the polling fallback', async () => {
  const response = await postTranscript(sandbox.url, validRequest(fixtures.url('call-mono.wav'), { config: { language: 'en' } }));
  expect(response.status).toBe(202);
  const jobId = response.body.jobId as string;
  await sandbox.waitForIdle();

  const { body } = await getTranscript(sandbox.url, jobId);
  expect(body.status).toBe('completed');
  expect(body.history.map((h) => h.status)).toEqual(['pending', 'processing', 'transcribed', 'profiled', 'completed']);
  expect(body.result.turns.length).toBeGreaterThan(0);

  expect(sandbox.publishedEvents().filter((e) => e.source === 'aws.transcribe')).toEqual([]);
  const execution = sandbox
    .executions()
    .find((e) => e.stateMachineId === 'TranscriptJob' && (e.input as { jobId: string }).jobId === jobId);
  const entered = execution?.history.filter((h) => h.type === 'StateEntered').map((h) => h.state);
  expect(entered).toEqual(expect.arrayContaining(['Transcribe', 'CheckTranscription', 'TranscriptionFinished', 'Transcribed']));
  expect(sandbox.awsCalls().some((c) => c.action === 'transcribe:GetTranscriptionJob')).toBe(true);
});
