import { toWire, type SnakeCased } from '../../src/adapters/wire-case';
import { StageError } from '../../src/transcripts/errors';
import type { CustomerInteractionDocument } from '../../src/transcripts/interaction';
import { objectKeys } from '../../src/transcripts/keys';
import type { StoredAudio, Transcript } from '../../src/transcripts/model';
import type { Contextualizer, SpeechEngine } from '../../src/transcripts/ports';
import {
  completeTranscription,
  contextualizeTranscript,
  finalizeInteraction,
  profileTranscript,
  startTranscription,
} from '../../src/transcripts/pipeline';
import {
  aJob,
  aJobIn,
  aTranscript,
  fixedClock,
  JOB_ID,
  memoryJobs,
  memoryObjects,
  memoryRecordings,
  recordingTasks,
  spoken,
} from './support/fakes';

const AUDIO: StoredAudio = { key: objectKeys.audio(JOB_ID), format: 'wav', channels: 2, durationMs: 12_000, bytes: 1000 };

const setup = (job = aJobIn('processing', { request: { ...aJob().request, keyterms: ['Contoso Bank'] } })) => {
  const jobs = memoryJobs();
  jobs.jobs.set(job.jobId, job);
  const objects = memoryObjects();
  const tasks = recordingTasks();
  const sleeps: number[] = [];
  return {
    jobs,
    objects,
    tasks,
    sleeps,
    deps: {
      jobs: jobs.repository,
      objects: objects.store,
      tasks: tasks.tasks,
      sleep: async (ms: number) => void sleeps.push(ms),
      tokenRetryDelayMs: 5000,
    },
  };
};

describe('startTranscription', () => {
  it('stores the task token before starting the engine, and leaves the task waiting for the completion', async () => {
    const { deps, jobs, tasks } = setup();
    let tokenWhenEngineStarted: string | undefined;
    const engine: SpeechEngine = {
      start: async () => {
        tokenWhenEngineStarted = jobs.tokens.get(JOB_ID);
        return {};
      },
    };
    await startTranscription({ ...deps, engine }, { jobId: JOB_ID, taskToken: 'token-1', audio: AUDIO });
    expect(tokenWhenEngineStarted).toBe('token-1');
    expect(tasks.answers).toEqual([]);
  });

  it('fails the task with the engine error code when the engine refuses the job, so the Catch records it', async () => {
    const { deps, tasks } = setup();
    const engine: SpeechEngine = {
      start: async () => {
        throw new StageError('TRANSCRIPTION_FAILED', 'English only');
      },
    };
    await startTranscription({ ...deps, engine }, { jobId: JOB_ID, taskToken: 'token-2', audio: AUDIO });
    expect(tasks.answers).toEqual([
      { token: 'token-2', outcome: 'failure', payload: { code: 'TRANSCRIPTION_FAILED', message: 'English only' } },
    ]);
  });

  it('starts the engine with the READY vocabulary the vocabulary states settled on, and records it on the job', async () => {
    const { deps, jobs } = setup();
    const given: (string | undefined)[] = [];
    const engine: SpeechEngine = { start: async (request) => (given.push(request.vocabularyName), {}) };
    const outcome = { used: true, name: 'ccp-1', phrases: 1, waitedSeconds: 90 };
    await startTranscription(
      { ...deps, engine },
      { jobId: JOB_ID, taskToken: 't', audio: AUDIO, vocabulary: { status: 'settled', outcome } },
    );
    expect(given).toEqual(['ccp-1']);
    expect(jobs.jobs.get(JOB_ID)?.vocabulary).toEqual(outcome);
  });

  it('records that the vocabulary was refused when the engine had to start without it', async () => {
    const { deps, jobs } = setup();
    const engine: SpeechEngine = { start: async () => ({ vocabularyRefused: 'deleted meanwhile' }) };
    const outcome = { used: true, name: 'ccp-1', phrases: 1, waitedSeconds: 0 };
    await startTranscription(
      { ...deps, engine },
      { jobId: JOB_ID, taskToken: 't', audio: AUDIO, vocabulary: { status: 'settled', outcome } },
    );
    expect(jobs.jobs.get(JOB_ID)?.vocabulary).toEqual({ ...outcome, used: false, fallback: 'refused', reason: 'deleted meanwhile' });
  });

  it('lets unexpected errors fail the Lambda (Retry/Catch in the state machine handle them)', async () => {
    const { deps } = setup();
    const engine: SpeechEngine = {
      start: async () => {
        throw new Error('S3 is down');
      },
    };
    await expect(startTranscription({ ...deps, engine }, { jobId: JOB_ID, taskToken: 't', audio: AUDIO })).rejects.toThrow('S3 is down');
  });
});

describe('completeTranscription', () => {
  it('answers the token with the key of the stored transcript, key terms corrected', async () => {
    const { deps, jobs, objects, tasks } = setup();
    jobs.tokens.set(JOB_ID, 'token-1');
    // The engine was unsure of "can't also": what a recogniser without the brand name hears for "contoso".
    const heard = spoken("welcome to can't also bank", 0, 'channel_0', 0);
    const unsure = { ...heard, words: heard.words.map((w, i) => (i === 2 ? { ...w, confidence: 0.4 } : w)) };
    await completeTranscription(deps, JOB_ID, { transcript: aTranscript([unsure]) });
    expect(tasks.answers).toEqual([{ token: 'token-1', outcome: 'success', payload: { transcriptKey: objectKeys.transcript(JOB_ID) } }]);
    const stored = JSON.parse(objects.objects.get(objectKeys.transcript(JOB_ID))!) as Transcript;
    expect(stored.segments[0]!.words.map((w) => w.text)).toEqual(['welcome', 'to', 'contoso', 'bank']);
    expect(stored.corrections).toEqual([
      expect.objectContaining({ source: 'keyterm-match', before: "can't also bank", after: 'contoso bank' }),
    ]);
  });

  it("redacts PII before anything is stored when the job asks, and removes the engine's unredacted output", async () => {
    const { deps, jobs, objects } = setup(aJobIn('processing', { request: { ...aJob().request, keyterms: [], redactPii: true } }));
    jobs.tokens.set(JOB_ID, 'token-1');
    await deps.objects.putJson(objectKeys.providerOutput(JOB_ID), {
      results: { transcripts: [{ transcript: 'eight two seven three nine one four four' }] },
    });
    await completeTranscription(deps, JOB_ID, {
      transcript: aTranscript([spoken('account eight two seven three nine one four four please', 0, 'channel_1', 1)]),
    });
    const stored = JSON.parse(objects.objects.get(objectKeys.transcript(JOB_ID))!) as Transcript;
    expect(stored.segments[0]!.words.map((w) => [w.text, w.redaction])).toEqual([
      ['account', undefined],
      ['[PII]', 'BANK_ACCOUNT_NUMBER'],
      ['please', undefined],
    ]);
    expect(objects.objects.has(objectKeys.providerOutput(JOB_ID))).toBe(false);
  });

  it('looks the token up once more after the delay when the completion outran the token write', async () => {
    const { deps, jobs, tasks, sleeps } = setup();
    const lookups: string[] = [];
    const repository = {
      ...deps.jobs,
      getTaskToken: async (jobId: string) => {
        lookups.push(jobId);
        if (lookups.length === 1) return undefined;
        return jobs.tokens.get(jobId);
      },
    };
    jobs.tokens.set(JOB_ID, 'late-token');
    await completeTranscription({ ...deps, jobs: repository }, JOB_ID, { transcript: aTranscript([spoken('hello')]) });
    expect(sleeps).toEqual([5000]);
    expect(tasks.answers[0]).toMatchObject({ token: 'late-token', outcome: 'success' });
  });

  it('gives up (and lets the event be retried) when there is still no token', async () => {
    const { deps } = setup();
    await expect(completeTranscription(deps, JOB_ID, { transcript: aTranscript([]) })).rejects.toThrow('No waiting transcription task');
  });
});

describe('contextualizeTranscript', () => {
  const withTranscript = async (contextualizer: Contextualizer) => {
    const job = aJobIn('transcribed', { request: { ...aJob().request, context: 'Calls to Zyxel support', keyterms: [] } });
    const { deps, objects } = setup(job);
    await objects.store.putJson('t.json', aTranscript([spoken('my zixel router is broken'), spoken('thank you')]));
    const result = await contextualizeTranscript(
      { jobs: deps.jobs, objects: objects.store, contextualizer },
      { jobId: JOB_ID, transcriptKey: 't.json' },
    );
    return {
      result,
      stored: result.transcriptKey === 't.json' ? undefined : ((await objects.store.getJson(result.transcriptKey)) as Transcript),
    };
  };

  it('applies local edits whose words occur in the turn, records each, and refuses rewrites and invented text', async () => {
    const contextualizer: Contextualizer = {
      propose: async () => ({
        engine: { name: 'llm', model: 'm' },
        source: 'llm',
        edits: [
          { turnIndex: 0, before: 'zixel', after: 'Zyxel', reason: 'product name' },
          { turnIndex: 1, before: 'not in the turn', after: 'x' },
          { turnIndex: 7, before: 'thank', after: 'thanks' },
          { turnIndex: 1, before: 'thank you', after: 'one two three four five six seven eight nine' },
        ],
      }),
    };
    const { result, stored } = await withTranscript(contextualizer);
    expect(result).toMatchObject({ applied: 1, refused: 3 });
    expect(stored!.segments[0]!.words.map((w) => w.text)).toEqual(['my', 'Zyxel', 'router', 'is', 'broken']);
    expect(stored!.segments[1]!.words.map((w) => w.text)).toEqual(['thank', 'you']);
    expect(stored!.corrections).toEqual([
      expect.objectContaining({
        stage: 'contextualize',
        source: 'llm',
        turnIndex: 0,
        before: 'zixel',
        after: 'Zyxel',
        reason: 'product name',
      }),
    ]);
    expect(stored!.contextualizer).toEqual({ name: 'llm', model: 'm' });
  });
});

describe('profileTranscript and finalizeInteraction', () => {
  it('builds a CustomerInteraction whose turns carry role, text and timestamp, and stores it', async () => {
    const job = aJobIn('profiled', { request: { ...aJob().request, keyterms: ['router'] } });
    const { deps, objects } = setup(job);
    await objects.store.putJson(
      't.json',
      aTranscript([
        spoken('thank you for calling how can i help', 0, 'channel_0', 0),
        spoken('my router is broken', 65_432, 'channel_1', 1),
      ]),
    );
    const { profileKey } = await profileTranscript({ objects: objects.store }, { jobId: JOB_ID, transcriptKey: 't.json' });
    const validated: unknown[] = [];
    const { resultKey } = await finalizeInteraction(
      {
        jobs: deps.jobs,
        objects: objects.store,
        recordings: memoryRecordings().store,
        clock: fixedClock(),
        published: (d) => (validated.push(d), toWire(d)),
      },
      { jobId: JOB_ID, transcriptKey: 't.json', profileKey, audio: AUDIO },
    );
    const result = await objects.store.getJson<SnakeCased<CustomerInteractionDocument>>(resultKey);
    expect(validated).toHaveLength(1);
    expect(result).toMatchObject({
      schema_type: 'CustomerInteraction@v1.0',
      job_id: JOB_ID,
      duration_ms: 12_000,
      keyterms: { requested: ['router'], matched: [{ term: 'router', occurrences: 1, turn_indexes: [1] }] },
      created_at: '2026-01-02T03:04:05.000Z',
    });
    expect(result.turns[1]).toMatchObject({
      index: 1,
      participant_id: 'channel_1',
      role: 'customer',
      text: 'my router is broken',
      timestamp: '00:01:05.432',
      start_ms: 65_432,
    });
    expect(result.turns[0]?.role).toBe('agent');
  });

  it('fails with RESULT_INVALID when the document does not validate', async () => {
    const { deps, objects } = setup(aJobIn('profiled'));
    await objects.store.putJson('t.json', aTranscript([spoken('hello', 0, 'channel_0', 0)]));
    await objects.store.putJson('p.json', { participants: [], turnParticipants: [] });
    await expect(
      finalizeInteraction(
        {
          jobs: deps.jobs,
          objects: objects.store,
          recordings: memoryRecordings().store,
          clock: fixedClock(),
          published: () => {
            throw new Error('turns.0.role: invalid');
          },
        },
        { jobId: JOB_ID, transcriptKey: 't.json', profileKey: 'p.json', audio: AUDIO },
      ),
    ).rejects.toMatchObject({ code: 'RESULT_INVALID' });
  });
});
