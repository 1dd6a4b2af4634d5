import type {
  CallbackEvent,
  ContextModel,
  JobError,
  JobStatus,
  StoredAudio,
  TranscriptJob,
  VocabularyFallback,
  VocabularyOutcome,
} from './model';

/** Job records. Every status write is conditional on the expected previous status (single-item conditions). */
export interface TranscriptJobRepository {
  /** Stores a new job; fails if the id exists. */
  create(job: TranscriptJob): Promise<void>;
  get(jobId: string): Promise<TranscriptJob | undefined>;
  /**
   * Moves the job to `to` if its status is one of `from`, appending `{status: to, at}` to its history.
   * Returns the updated job — or the job unchanged when it is already in `to` (a retried write) — and throws
   * TransitionRefusedError when it is anywhere else.
   */
  transition(change: {
    readonly jobId: string;
    readonly from: readonly JobStatus[];
    readonly to: JobStatus;
    readonly at: string;
    readonly resultKey?: string;
    readonly error?: JobError;
  }): Promise<TranscriptJob>;
  /** The Step Functions task token the transcription stage waits on until the engine has finished. */
  saveTaskToken(jobId: string, taskToken: string): Promise<void>;
  getTaskToken(jobId: string): Promise<string | undefined>;
  /** Notes whether the engine got the job's key terms itself (its vocabulary), for the result. */
  recordVocabulary(jobId: string, vocabulary: VocabularyOutcome): Promise<void>;
}

export class TransitionRefusedError extends Error {
  override readonly name = 'TransitionRefusedError';
}

/** JSON documents and audio of a job, in object storage; keys are what travels through the pipeline. */
export interface TranscriptObjectStore {
  putJson(key: string, value: unknown): Promise<void>;
  getJson<T>(key: string): Promise<T>;
  /** Removes an object; one that does not exist is already removed. */
  delete(key: string): Promise<void>;
}

/** A job's recordings in the audio bucket, as bytes: the fetched original and its redacted copy. */
export interface RecordingStore {
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Uint8Array | undefined>;
  exists(key: string): Promise<boolean>;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Removes an object; one that does not exist is already removed. */
  delete(key: string): Promise<void>;
}

/** Time-limited links to a job's stored recording. */
export interface AudioLinks {
  /** A GET link valid for `expiresInSeconds`, or undefined when no object is stored under `key` (not fetched yet, or expired). */
  playable(key: string, expiresInSeconds: number): Promise<{ readonly url: string; readonly contentType: string } | undefined>;
}

export interface StatusChange {
  readonly jobId: string;
  readonly status: JobStatus;
  readonly previousStatus: JobStatus | null;
  readonly owner: string;
  readonly occurredAt: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly callback: { readonly url: string; readonly events: readonly CallbackEvent[] };
  readonly error?: JobError;
}

/** Publishes status changes to the application bus; the event id is stable per (jobId, status). */
export interface StatusEventPublisher {
  publish(change: StatusChange): Promise<void>;
}

/** Jobs not yet completed or failed, oldest change first within each status. */
export interface UnfinishedJobs {
  unfinished(): AsyncIterable<TranscriptJob>;
}

export interface PipelineStarter {
  /** Starts the job's state machine execution (named after the job, so a repeated start is harmless). */
  start(input: { readonly jobId: string; readonly hasContext: boolean }): Promise<void>;
}

/**
 * Brings the caller's audio into the job's storage once: guarded download, format check from the bytes,
 * channels and duration read from the media, the original stored for the engine. Throws StageError.
 */
export interface AudioIngestor {
  ingest(request: { readonly url: string; readonly targetKey: string }): Promise<StoredAudio>;
}

/**
 * A managed speech-to-text engine: `start` begins a job named after ours, whose result arrives later
 * (Transcribe Job State Change → resume handler, or the polling fallback). Throws StageError when the engine
 * refuses the job. Given a custom vocabulary the engine cannot use after all (deleted meanwhile), it starts the
 * job without it and says why.
 */
export interface SpeechEngine {
  start(request: {
    readonly jobId: string;
    readonly audio: StoredAudio;
    readonly language?: string;
    /** A READY custom vocabulary of the job's key terms (CustomVocabularies). */
    readonly vocabularyName?: string;
    /** Ask the engine to redact PII itself where it can (the local post-pass redacts in any case). */
    readonly redactPii: boolean;
  }): Promise<{ readonly vocabularyRefused?: string }>;
}

/** Where a custom vocabulary stands: usable, being built, or not to be had (and why). */
export type VocabularyState =
  | { readonly state: 'READY' | 'PENDING'; readonly name: string; readonly phrases: number }
  | {
      readonly state: 'UNAVAILABLE';
      readonly fallback: VocabularyFallback;
      readonly reason: string;
      readonly name?: string;
      readonly phrases: number;
    };

/**
 * The engine's own custom vocabularies of key terms (Amazon Transcribe), shared by every job with the same terms in
 * the same language, created when missing and built by the engine in the background (minutes).
 */
export interface CustomVocabularies {
  /** Finds or creates the vocabulary of these terms (already cleared of personal data), noting that it is used `at`. */
  prepare(request: { readonly language: string; readonly terms: readonly string[]; readonly at: Date }): Promise<VocabularyState>;
  /** Where a vocabulary `prepare` named stands now. */
  state(vocabulary: { readonly name: string; readonly phrases: number }): Promise<VocabularyState>;
}

/** This service's custom vocabularies, for deleting those no job uses any more (the account holds at most 100). */
export interface VocabularyJanitor {
  /** Every vocabulary this service made, when it was last modified and, if known, last used. */
  list(): Promise<readonly { readonly name: string; readonly modifiedAt: Date; readonly usedAt?: Date }[]>;
  /** Deletes the vocabulary unless it was used after `unusedSince`; says whether it did. */
  delete(name: string, unusedSince: Date): Promise<boolean>;
}

/** Answers a waiting Step Functions task. */
export interface TaskResponder {
  succeed(taskToken: string, output: unknown): Promise<void>;
  fail(taskToken: string, error: { readonly code: string; readonly message: string }): Promise<void>;
}

export interface ContextEdit {
  readonly turnIndex: number;
  readonly before: string;
  readonly after: string;
  readonly reason?: string;
}

/** Proposes local edits (never a rewrite) to a transcript, given the caller's context and key terms. */
export interface Contextualizer {
  propose(request: {
    readonly turns: readonly { readonly index: number; readonly text: string }[];
    readonly context: string;
    readonly keyterms: readonly string[];
    readonly tier: ContextModel;
  }): Promise<{
    readonly engine: { readonly name: string; readonly model: string };
    /** `llm` for a language model, `context-term-match` for the deterministic offline matcher. */
    readonly source: 'llm' | 'context-term-match';
    readonly edits: readonly ContextEdit[];
  }>;
}

export type { Clock } from '../core/clock';
