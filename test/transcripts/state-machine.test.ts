import { readFile } from 'node:fs/promises';
import { STAGES } from '../../src/transcripts/errors';
import { JOB_STATUSES } from '../../src/transcripts/model';

/** The shape the transcript pipeline promises: a state per status, and every Task bounded, retried and caught. */

interface State {
  Type: string;
  Next?: string;
  End?: boolean;
  Default?: string;
  Choices?: { Next: string }[];
  TimeoutSeconds?: number;
  Retry?: { ErrorEquals: string[]; BackoffRate?: number }[];
  Catch?: { ErrorEquals: string[]; ResultPath: string; Next: string }[];
  Parameters?: Record<string, unknown>;
}

let states: Record<string, State>;
let startAt: string;
let aslText: string;

beforeAll(async () => {
  aslText = await readFile(new URL('../../statemachines/transcript-job.asl.json', import.meta.url), 'utf8');
  const asl = JSON.parse(aslText) as { StartAt: string; States: Record<string, State> };
  states = asl.States;
  startAt = asl.StartAt;
});

const capitalized = (status: string) => status[0]!.toUpperCase() + status.slice(1);

describe('statemachines/transcript-job.asl.json', () => {
  it('records a caught error under the name of a pipeline stage, the ones the failure task and the job error know', () => {
    const caughtUnder = new Set([...aslText.matchAll(/"\$\.failure\.(\w+)"/g)].map((match) => match[1]));
    expect([...caughtUnder].sort()).toEqual([...STAGES].sort());
  });

  it('has one status-writing state per status after pending (which POST writes)', () => {
    for (const status of JOB_STATUSES.filter((s) => s !== 'pending')) {
      const state = states[capitalized(status)];
      expect(state?.Type).toBe('Task');
      if (status !== 'failed') expect(state?.Parameters).toMatchObject({ status });
    }
    expect(startAt).toBe('Processing');
  });

  it('bounds, retries with backoff and catches every Task but the failure recorder, which only retries', () => {
    for (const [name, state] of Object.entries(states).filter(([, s]) => s.Type === 'Task')) {
      expect({ name, timeout: state.TimeoutSeconds! > 0 }).toEqual({ name, timeout: true });
      expect(state.Retry?.every((r) => (r.BackoffRate ?? 1) > 1)).toBe(true);
      if (name === 'Failed') continue;
      // The transcribe Task hands a wait timeout to the polling fallback before its catch-all.
      const catchers = name === 'Transcribe' ? state.Catch?.filter((c) => c.ErrorEquals[0] !== 'States.Timeout') : state.Catch;
      expect(catchers).toEqual([
        {
          ErrorEquals: ['States.ALL'],
          ResultPath: expect.stringMatching(/^\$\.failure\.(fetch|transcribe|contextualize|profile|finalize)$/),
          Next: 'Failed',
        },
      ]);
    }
  });

  it('contextualizes only behind the Choice on hasContext, and otherwise goes straight to profiling', () => {
    const choice = states.HasContext!;
    expect(choice.Type).toBe('Choice');
    expect(choice.Choices).toEqual([expect.objectContaining({ Variable: '$.hasContext', BooleanEquals: true, Next: 'Contextualize' })]);
    expect(choice.Default).toBe('ProfileParticipants');
    const reachContextualize = Object.entries(states).filter(
      ([, s]) => s.Next === 'Contextualize' || s.Choices?.some((c) => c.Next === 'Contextualize'),
    );
    expect(reachContextualize.map(([name]) => name)).toEqual(['HasContext']);
  });

  it('waits for the transcription through a task token, then, should the event be lost, polls until the job is finished', () => {
    expect(states.Transcribe).toMatchObject({
      Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
      Parameters: { Payload: { 'taskToken.$': '$$.Task.Token' } },
    });
    expect(states.Transcribe!.Catch![0]).toEqual({
      ErrorEquals: ['States.Timeout'],
      ResultPath: '$.transcription',
      Next: 'CheckTranscription',
    });
    expect(states.CheckTranscription).toMatchObject({ Type: 'Task', ResultPath: '$.transcription', Next: 'TranscriptionFinished' });
    expect(states.TranscriptionFinished).toMatchObject({
      Type: 'Choice',
      Choices: [{ Variable: '$.transcription.status', StringEquals: 'COMPLETED', Next: 'Transcribed' }],
      Default: 'WaitForTranscription',
    });
    expect(states.WaitForTranscription).toMatchObject({ Type: 'Wait', Next: 'CheckTranscription' });
    // The event path and the polling path hand the next stage the same key.
    expect(states.Contextualize!.Parameters).toMatchObject({ 'transcriptKey.$': '$.transcription.transcriptKey' });
  });
});
