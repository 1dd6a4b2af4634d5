/**
 * The transcript job and the documents its pipeline stages pass to each other (through S3; only keys travel in
 * the state machine). Plain types: schemas/transcripts.ts and schemas/customer-interaction.ts hold the wire
 * contract these must satisfy.
 */

export const JOB_STATUSES = ['pending', 'processing', 'transcribed', 'contextualized', 'profiled', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The allowed transitions. `contextualized` is skipped when no context was given; any non-terminal status may
 * fail. Status writes are conditional on the expected previous status, so a stale or duplicate stage cannot
 * move a job backwards or out of a terminal state.
 */
export const TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  pending: ['processing', 'failed'],
  processing: ['transcribed', 'failed'],
  transcribed: ['contextualized', 'profiled', 'failed'],
  contextualized: ['profiled', 'failed'],
  profiled: ['completed', 'failed'],
  completed: [],
  failed: [],
};

/** The statuses a caller may subscribe to in callback.events: every status reachable after acceptance. */
export const CALLBACK_EVENTS = ['completed', 'failed', 'transcribed', 'contextualized', 'profiled'] as const satisfies readonly JobStatus[];
export type CallbackEvent = (typeof CALLBACK_EVENTS)[number];
export type ContextModel = 'fast' | 'medium' | 'high';
export type AudioFormat = 'wav' | 'mp3' | 'flac' | 'ogg';

export interface JobError {
  readonly code: string;
  readonly message: string;
  readonly stage: string;
  readonly retryable: boolean;
}

export interface JobRequest {
  readonly audioUrl: string;
  readonly language?: string;
  readonly keyterms: readonly string[];
  readonly context?: string;
  readonly contextModel: ContextModel;
  /** PII is redacted before the transcript is stored (the request's `redact_pii`, else the stage's default). Absent on jobs from before redaction existed. */
  readonly redactPii?: boolean;
}

/**
 * Why a job's key terms did not reach the engine itself, when they did not (post-correction runs in every case):
 * - no-language: the job gave no language (Transcribe then identifies it, and a vocabulary needs one);
 * - no-eligible-terms: no key term may go into a vocabulary (each looked like personal data, or could not be
 *   written in the language's character set);
 * - quota-reached: the account holds its quota of custom vocabularies (100), none unused long enough to be deleted;
 * - not-ready: the vocabulary was still being built when the job's wait ran out (later jobs with the same key terms use it);
 * - failed: Amazon Transcribe could not build the vocabulary;
 * - refused: Amazon Transcribe refused to create or use it (the reason says how).
 */
export const VOCABULARY_FALLBACKS = ['no-language', 'no-eligible-terms', 'quota-reached', 'not-ready', 'failed', 'refused'] as const;
export type VocabularyFallback = (typeof VOCABULARY_FALLBACKS)[number];

/**
 * What became of passing the job's key terms to the engine itself (Amazon Transcribe: a custom vocabulary):
 * used, or not and why. Post-correction runs either way.
 */
export interface VocabularyOutcome {
  readonly used: boolean;
  readonly name?: string;
  /** Key terms the vocabulary holds (those its language's character set can write, and no personal data). */
  readonly phrases: number;
  /** Key terms kept out of the vocabulary because they look like personal data: applied by post-correction only. */
  readonly withheld?: number;
  /** How long the job waited for the vocabulary to be READY (a new one takes minutes to build). */
  readonly waitedSeconds?: number;
  /** Present when the vocabulary was not used. */
  readonly fallback?: VocabularyFallback;
  readonly reason?: string;
}

export interface TranscriptJob {
  readonly jobId: string;
  readonly owner: string;
  readonly status: JobStatus;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly callback: { readonly url: string; readonly events: readonly CallbackEvent[] };
  readonly request: JobRequest;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly history: readonly { readonly status: JobStatus; readonly at: string }[];
  /** S3 key of the CustomerInteraction once completed. */
  readonly resultKey?: string;
  /** Recorded when the engine was started with the job's key terms. */
  readonly vocabulary?: VocabularyOutcome;
  readonly error?: JobError;
}

/** The recording as fetched (what the engine reads), and what the fetch stage learned about it. */
export interface StoredAudio {
  readonly key: string;
  readonly format: AudioFormat;
  readonly channels: number;
  readonly durationMs: number;
  readonly bytes: number;
}

export interface Word {
  readonly text: string;
  readonly startMs: number;
  readonly endMs: number;
  /** How sure the engine was of the word, 0..1; absent when the engine does not say. */
  readonly confidence?: number;
  /** Set on a `[PII]` word: the type of what it replaced (redaction.ts's PII_TYPES, or the engine's own), never its value. */
  readonly redaction?: string;
}

/** A stretch of speech by one speaker, as the engine segmented it. */
export interface Segment {
  /** Channel index for per-channel transcription, else the engine's speaker label (or `speaker_0`). */
  readonly speaker: string;
  readonly channel?: number;
  readonly words: readonly Word[];
}

export type CorrectionSource = 'keyword-spotting' | 'keyterm-match' | 'context-term-match' | 'llm';

export interface Correction {
  readonly stage: 'transcribe' | 'contextualize';
  readonly source: CorrectionSource;
  /** Index of the segment (after ordering by start time, = turn index) the edit applies to. */
  readonly turnIndex: number;
  readonly before: string;
  readonly after: string;
  readonly startMs?: number;
  readonly reason?: string;
}

/** The engine-independent transcript every engine adapter produces (stored as `transcript.json`). */
export interface Transcript {
  readonly engine: { readonly name: string; readonly model: string };
  readonly language: string | null;
  readonly durationMs: number;
  /** per-channel: one participant per channel. mixed: one recording of everyone (speaker labels if any). */
  readonly layout: 'per-channel' | 'mixed';
  /** Ordered by start time; the position is the turn index. */
  readonly segments: readonly Segment[];
  readonly corrections: readonly Correction[];
  readonly contextualizer?: { readonly name: string; readonly model: string };
  readonly vocabulary?: VocabularyOutcome;
}

export type Role = 'agent' | 'customer' | 'other' | 'unknown';
export type ActorType = 'human' | 'bot' | 'ivr' | 'unknown';

/** A stretch of one participant's turns with one actor and role (an IVR, then a bot, then a human on one channel). */
export interface ParticipantSegment {
  readonly fromTurn: number;
  readonly toTurn: number;
  readonly role: Role;
  readonly actorType: ActorType;
}

export interface Participant {
  readonly id: string;
  readonly role: Role;
  readonly actorType: ActorType;
  readonly channel?: number;
  readonly confidence: number;
  readonly cues: readonly string[];
  /** Its turns by actor, in order; one entry when one actor spoke throughout. */
  readonly segments?: readonly ParticipantSegment[];
}

/** Who spoke one turn, as resolved for that turn. */
export interface TurnRole {
  readonly role: Role;
  readonly actorType: ActorType;
  readonly confidence: number;
  /** The turn's own cues, or how its actor was carried over from the turns around it. */
  readonly cues: readonly string[];
}

/** The profile stage's output: who is who, and which participant spoke each turn. */
export interface Profile {
  readonly participants: readonly Participant[];
  /** participant id per turn index. */
  readonly turnParticipants: readonly string[];
  /** Role and actor per turn index (absent in profiles stored before roles were resolved per turn). */
  readonly turns?: readonly TurnRole[];
}
