import { TRANSITIONS, type JobStatus, type Segment, type Transcript, type TranscriptJob } from '../../../src/transcripts/model';
import {
  TransitionRefusedError,
  type RecordingStore,
  type StatusChange,
  type TaskResponder,
  type TranscriptJobRepository,
  type TranscriptObjectStore,
} from '../../../src/transcripts/ports';

/** In-memory port implementations for the domain's unit tests (same contracts as the adapters). */

export const memoryJobs = () => {
  const jobs = new Map<string, TranscriptJob>();
  const tokens = new Map<string, string>();
  const repository: TranscriptJobRepository = {
    create: async (job) => {
      if (jobs.has(job.jobId)) throw new Error('exists');
      jobs.set(job.jobId, job);
    },
    get: async (jobId) => jobs.get(jobId),
    transition: async ({ jobId, from, to, at, resultKey, error }) => {
      const job = jobs.get(jobId);
      if (!job) throw new Error('missing');
      if (job.status === to) return job;
      if (!from.includes(job.status)) throw new TransitionRefusedError(`${job.status} → ${to}`);
      const next = {
        ...job,
        status: to,
        updatedAt: at,
        history: [...job.history, { status: to, at }],
        ...(resultKey ? { resultKey } : {}),
        ...(error ? { error } : {}),
      };
      jobs.set(jobId, next);
      return next;
    },
    saveTaskToken: async (jobId, token) => void tokens.set(jobId, token),
    getTaskToken: async (jobId) => tokens.get(jobId),
    recordVocabulary: async (jobId, vocabulary) => {
      const job = jobs.get(jobId);
      if (job) jobs.set(jobId, { ...job, vocabulary });
    },
  };
  return { repository, jobs, tokens };
};

export const memoryObjects = () => {
  const objects = new Map<string, string>();
  const store: TranscriptObjectStore = {
    putJson: async (key, value) => void objects.set(key, JSON.stringify(value)),
    getJson: async <T>(key: string) => {
      const text = objects.get(key);
      if (text === undefined) throw new Error(`no object ${key}`);
      return JSON.parse(text) as T;
    },
    delete: async (key) => void objects.delete(key),
  };
  return { store, objects };
};

export const memoryRecordings = () => {
  const recordings = new Map<string, { body: Uint8Array; contentType: string }>();
  const store: RecordingStore = {
    get: async (key) => recordings.get(key)?.body,
    exists: async (key) => recordings.has(key),
    put: async (key, body, contentType) => void recordings.set(key, { body, contentType }),
    delete: async (key) => void recordings.delete(key),
  };
  return { store, recordings };
};

export const recordingEvents = () => {
  const published: StatusChange[] = [];
  return { publisher: { publish: async (change: StatusChange) => void published.push(change) }, published };
};

export const recordingTasks = () => {
  const answers: { token: string; outcome: 'success' | 'failure'; payload: unknown }[] = [];
  const tasks: TaskResponder = {
    succeed: async (token, output) => void answers.push({ token, outcome: 'success', payload: output }),
    fail: async (token, error) => void answers.push({ token, outcome: 'failure', payload: error }),
  };
  return { tasks, answers };
};

export const fixedClock = (iso = '2026-01-02T03:04:05.000Z') => ({ now: () => new Date(iso) });

export const JOB_ID = '11111111-2222-4333-8444-555555555555';

export const aJob = (overrides: Partial<TranscriptJob> = {}): TranscriptJob => ({
  jobId: JOB_ID,
  owner: 'arn:aws:iam::123456789012:user/owner',
  status: 'pending',
  metadata: { ticket: 'T-9' },
  callback: { url: 'https://example.com/cb', events: ['completed'] },
  request: { audioUrl: 'https://audio.example.com/a.wav', keyterms: [], contextModel: 'medium' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  history: [{ status: 'pending', at: '2026-01-01T00:00:00.000Z' }],
  ...overrides,
});

/** A job that went through every status up to `status` (following TRANSITIONS, skipping contextualized). */
export const aJobIn = (status: JobStatus, overrides: Partial<TranscriptJob> = {}): TranscriptJob => {
  const path: JobStatus[] = ['pending'];
  while (path.at(-1) !== status) {
    const next = TRANSITIONS[path.at(-1)!].find((s) => s !== 'failed' && s !== 'contextualized') ?? status;
    path.push(next);
  }
  return aJob({ status, history: path.map((s) => ({ status: s, at: '2026-01-01T00:00:00.000Z' })), ...overrides });
};

/** Words spaced 300 ms apart from `startMs`, with full confidence. */
export const spoken = (text: string, startMs = 0, speaker = 'speaker_0', channel?: number): Segment => ({
  speaker,
  ...(channel !== undefined ? { channel } : {}),
  words: text.split(' ').map((word, i) => ({ text: word, startMs: startMs + i * 300, endMs: startMs + i * 300 + 250, confidence: 0.9 })),
});

export const aTranscript = (segments: Segment[], layout: Transcript['layout'] = 'per-channel'): Transcript => ({
  engine: { name: 'test-engine', model: 'test-model' },
  language: 'en',
  durationMs: 60_000,
  layout,
  segments,
  corrections: [],
});
