import type { Rubric } from '../rubrics/rubric';
import type { BatchReviewCounts, ReviewQueueSummary } from '../reviews/model';
import type { EvaluationRequest, EvaluatorAnswer } from './score-conversation';
import type { BatchCounts, BatchSummary, StoredOutcome } from './batch';
import type {
  AuditError,
  AuditResult,
  BatchCallbackEvent,
  BatchInference,
  BatchSource,
  BatchStatus,
  Conversation,
  ExcludedTranscriptJob,
  FinishedBatchStatus,
  InferenceJobState,
  InferenceMode,
  OnInvalidLines,
  RejectedLine,
  TranscriptJobSelection,
  UploadValidation,
} from './model';

export interface BatchRecord {
  readonly batchId: string;
  readonly owner: string;
  readonly status: BatchStatus;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly conversationCount: number;
  readonly callbackUrl?: string;
  readonly createdAt: string;
  /** Absent on batches recorded before sources other than inline conversations existed. */
  readonly source?: BatchSource;
  readonly excludedTranscriptJobs?: readonly ExcludedTranscriptJob[];
  /** The uploaded file's key (source upload) and its validation. */
  readonly uploadKey?: string;
  readonly validation?: UploadValidation;
  /** A transcript-job selector the run resolves (its window fixed at submission), and its progress. */
  readonly selector?: TranscriptJobSelector;
  readonly selection?: TranscriptJobSelection;
  /** Where the conversations were stored (what the execution reads): lets the reconciler start it again. */
  readonly conversationsKey?: string;
  readonly itemsKey?: string;
  readonly startedAt?: string;
  readonly completedAt?: string;
  /** Progress while running (atomic counters), exact once the aggregate step has run. */
  readonly counts: BatchCounts;
  readonly summary?: BatchSummary;
  /** How the batch is scored; absent on batches recorded before the economy mode existed (on demand). */
  readonly inference?: BatchInference;
  /** What batch.completed's callback_url receives (absent: batch.completed only). */
  readonly callbackEvents?: readonly BatchCallbackEvent[];
  /** The share of scored conversations drawn at random into the review queue (absent: the default). */
  readonly reviewSampleRate?: number;
  /** The review queue prepared when the batch finished. */
  readonly reviewQueue?: ReviewQueueSummary;
  /** Absent until a first review. */
  readonly reviews?: BatchReviewCounts;
}

/** Where one conversation sits in the batch's stored input; the Map iterates over these. */
export interface BatchItem {
  readonly index: number;
  readonly conversationId: string;
  readonly byteOffset: number;
  readonly byteLength: number;
}

/** Where a batch inference job's answer to one conversation is: the byte range of its line in the job's output. */
export interface AnswerLocation {
  readonly key: string;
  readonly byteOffset: number;
  readonly byteLength: number;
}

/** What the scoring Map iterates over: an item, with its batch inference job's answer for an economy batch. */
export interface ScoringItem extends BatchItem {
  readonly answer?: AnswerLocation;
}

export interface StoredBatchInput {
  readonly conversationsKey: string;
  readonly itemsKey: string;
}

/** Writes a batch's input one conversation at a time (an upload is never held whole in memory). */
export interface BatchInputWriter {
  append(conversation: Conversation): Promise<void>;
  /** Stores what was appended; an abandoned writer leaves nothing behind. */
  close(): Promise<StoredBatchInput>;
  abort(): Promise<void>;
}

/** A batch's input written as it is read (an uploaded file), at keys known before it is written. */
export interface StreamedBatchInputs {
  keysOf(batchId: string): StoredBatchInput;
  writer(batchId: string): BatchInputWriter;
}

/** The batch's input in object storage: the conversations once, and the item list the Map reads. */
export interface BatchInputStore {
  put(batchId: string, conversations: readonly Conversation[]): Promise<StoredBatchInput>;
  readConversation(conversationsKey: string, item: BatchItem): Promise<Conversation>;
  readItems(itemsKey: string): Promise<BatchItem[]>;
}

/** A batch's stored conversations read in one pass. */
export interface ConversationStream {
  /** Every conversation in submission order (the order of the items), streamed. */
  conversations(conversationsKey: string): AsyncIterable<Conversation>;
}

export interface BatchStore {
  /** Stores a new queued batch. */
  create(batch: BatchRecord): Promise<void>;
  get(batchId: string): Promise<BatchRecord | undefined>;
  finish(
    batchId: string,
    outcome: {
      status: BatchStatus;
      counts: BatchCounts;
      summary?: BatchSummary;
      reviewQueue?: ReviewQueueSummary;
      completedAt: string;
      inference?: BatchInference;
    },
  ): Promise<void>;
}

/** An economy batch's inference as it progresses (decided, job started, job checked). */
export interface InferenceRecorder {
  recordInference(batchId: string, inference: BatchInference): Promise<void>;
}

/** An upload's validation on its batch record: progress while it runs; once accepted, the conversation count. */
export interface ValidationRecorder {
  recordValidation(batchId: string, validation: UploadValidation, conversationCount?: number): Promise<void>;
}

/** A selector's resolution on its batch record: progress, then the outcome with the first excluded jobs and the count. */
export interface SelectionRecorder {
  recordSelection(
    batchId: string,
    selection: TranscriptJobSelection,
    excluded: readonly ExcludedTranscriptJob[],
    conversationCount?: number,
  ): Promise<void>;
}

/** One line of a batch's rejections report: a rejected upload line, or a transcript job not audited. */
export type RejectionLine = RejectedLine | ExcludedTranscriptJob;

/** Writes a batch's complete rejections report, one NDJSON line at a time (nothing is stored when nothing was appended). */
export interface RejectionsWriter {
  append(line: RejectionLine): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/** Each batch's complete report of what it did not take, in the order found. */
export interface BatchRejections {
  writer(batchId: string): RejectionsWriter;
  /** The NDJSON lines (without newline), or undefined when no report is stored. */
  lines(batchId: string): Promise<AsyncIterable<string> | undefined>;
}

/** The lines of an uploaded file (gunzipped when it is gzip), streamed. */
export interface UploadedLines {
  /** Whether the caller's upload is there, and its stored size. */
  size(key: string): Promise<number | undefined>;
  lines(key: string): AsyncIterable<string>;
}

/** Where an owner's uploads go: a key the owner's identity is part of, so no one else can name it. */
export interface UploadLocations {
  keyOf(owner: string, uploadId: string): string;
}

/** Pre-signed uploads into the audit inputs bucket. */
export interface UploadUrls {
  putUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** A transcript job as an audit sees it. */
export interface TranscriptJobSummary {
  readonly jobId: string;
  readonly owner: string;
  readonly status: string;
  readonly resultKey?: string;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** The parts of a CustomerInteraction@v1.0 an audit reads. */
export interface InteractionTurns {
  readonly jobId: string;
  readonly turns: readonly { readonly role: string; readonly text: string; readonly startMs: number }[];
}

/** Finished transcript jobs, read where the transcript pipeline stores them. */
export interface TranscriptJobSource {
  /** The jobs found among `jobIds` (unknown ids are absent). */
  jobs(jobIds: readonly string[]): Promise<Map<string, TranscriptJobSummary>>;
  /** The owner's jobs completed in [from, to), oldest first, read a page at a time. */
  completedBetween(owner: string, window: { from: string; to: string }): AsyncIterable<TranscriptJobSummary>;
  interaction(resultKey: string): Promise<InteractionTurns>;
}

/** Where a page of the owner's batches starts: the last batch of the previous page. */
export interface BatchPosition {
  readonly batchId: string;
  readonly createdAt: string;
}

/** The batches of one owner, newest first, a page at a time. */
export interface BatchLister {
  listByOwner(owner: string, page: { limit: number; after?: BatchPosition }): Promise<{ batches: BatchRecord[]; next?: BatchPosition }>;
}

/** A batch's conversations exactly as submitted, by submission index (the order of the result lines). */
export interface SubmittedConversations {
  conversationAt(batchId: string, index: number): Promise<Conversation | undefined>;
}

/** What is recorded beside a conversation's line: its metadata and times, for reviews, insights and exports. */
export interface ScoredContext {
  readonly metadata?: Conversation['metadata'];
  readonly occurredAt?: string;
  readonly scoredAt: string;
  /** The line comes from an economy batch's batch inference job's answer alone, without an on-demand call. */
  readonly byBatchJob?: boolean;
}

/** One line per conversation, keyed by its submission index. */
export interface ResultStore {
  /**
   * Stores the line of conversation `index` and counts it, unless a line is already stored for it (a retried
   * iteration): the first line wins and is counted once.
   */
  record(batchId: string, index: number, line: AuditResult | AuditError, context?: ScoredContext): Promise<void>;
  /** The outcomes in submission order, read page by page. */
  outcomes(batchId: string): AsyncIterable<{ index: number; outcome: StoredOutcome; byBatchJob?: boolean }>;
  /** The NDJSON lines (without newline) in submission order, read page by page, as the contract writes them. */
  lines(batchId: string): AsyncIterable<string>;
  /** The same lines as objects. */
  results(batchId: string): AsyncIterable<AuditResult | AuditError>;
}

export interface BatchRunInput {
  readonly batchId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly conversationsKey: string;
  readonly itemsKey: string;
  /** An uploaded file the run validates and stores (at conversations_key/items_key) before it scores. */
  readonly upload?: { readonly key: string; readonly onInvalid: OnInvalidLines };
  /** A transcript-job selector the run resolves and stores (at conversations_key/items_key) before it scores. */
  readonly transcriptJobs?: { readonly owner: string; readonly selector: TranscriptJobSelector };
  /** economy: the run tries a batch inference job first (absent: on demand). */
  readonly inference?: InferenceMode;
}

/** The caller's jobs completed in [completed_after, completed_before), optionally with one metadata field equal to a value. */
export interface TranscriptJobSelector {
  readonly completedAfter: string;
  readonly completedBefore: string;
  readonly metadata?: { readonly field: string; readonly equals: string | number | boolean };
  readonly conversationIds?: Readonly<Record<string, string>>;
}

/**
 * Work done with each stored outcome while the aggregate step reads them (the review queue, score insights), and
 * committed before the batch is marked finished, so that a finished batch has it.
 */
export interface OutcomeFollowUp {
  add(index: number, outcome: StoredOutcome): Promise<void>;
  /** Stores the work; what it returns is recorded on the batch. */
  commit(): Promise<{ readonly reviewQueue: ReviewQueueSummary }>;
}

/** Batches still queued or running. */
export interface UnfinishedBatches {
  unfinished(): AsyncIterable<BatchRecord>;
}

/**
 * Publishes a batch's completion (the "Audit Batch Completed" event the callback deliverer turns into the
 * batch.completed callback) for a batch that finished outside its state machine, which publishes its own.
 */
export interface BatchCompletionPublisher {
  publish(completion: BatchCompletionEvent): Promise<void>;
}

/** The batch.completed event's content (schemas/events.ts checks it before it is published). */
export interface BatchCompletionEvent {
  readonly eventId: string;
  readonly batchId: string;
  readonly owner: string;
  readonly status: FinishedBatchStatus;
  readonly counts: BatchCounts;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly completedAt: string;
  readonly callbackUrl: string;
}

/** Starts the scoring workflow of a batch (a Step Functions execution named after the batch). */
export interface BatchRunner {
  start(input: BatchRunInput): Promise<void>;
}

/** Reads one rubric version, whoever owns it (the batch was checked against its owner at submission). */
export interface RubricVersionSource {
  version(id: string, version: string): Promise<Rubric | undefined>;
}

/** A started batch inference job: how to name it to the job service. */
export interface StartedInferenceJob {
  readonly jobRef: string;
}

/** A batch inference job as the job service reports it. */
export interface InferenceJobStatus {
  readonly state: InferenceJobState;
  readonly endedAt?: string;
  readonly records?: { readonly total: number; readonly processed: number; readonly succeeded: number; readonly failed: number };
  /** The service's own words about a failure (logged, not shown to callers: it names internal resources). */
  readonly message?: string;
}

/** A batch inference job's answer to one record: the evaluator's answer as it came (checked by the domain), or the record's failure. */
export type InferenceAnswer = { readonly answer: EvaluatorAnswer } | { readonly failed: string };

/** The job's records would exceed what one batch inference job takes (bytes). */
export class InferenceInputTooLargeError extends Error {
  override readonly name = 'InferenceInputTooLargeError';
}

/** The job service refused to create the job; `code` is its error name (its message may name internal resources). */
export class InferenceJobRefusedError extends Error {
  override readonly name = 'InferenceJobRefusedError';
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Amazon Bedrock batch inference for the evaluator model: one job per economy batch, one record per conversation
 * (numbered by submission index), the same scoring request an on-demand call makes.
 */
export interface InferenceJobStarter {
  /** Whether the evaluator model has a batch record format (tool use needs the model's native request). */
  readonly supportsEvaluatorModel: boolean;
  /**
   * Writes one record per request, in order (the i-th is conversation i), and starts the job; starting again for
   * the same batch returns the same job. Throws InferenceInputTooLargeError or InferenceJobRefusedError.
   */
  start(batchId: string, requests: AsyncIterable<EvaluationRequest>): Promise<StartedInferenceJob>;
}

/** A started job's state, and stopping it. */
export interface InferenceJobControl {
  /** Undefined when the service no longer knows the job. */
  status(jobRef: string): Promise<InferenceJobStatus | undefined>;
  stop(jobRef: string): Promise<void>;
}

/** A job's output: where each answer is, and reading one. */
export interface InferenceOutput {
  /** Where the job's output holds each conversation's answer (conversations it did not answer are absent). */
  answers(batchId: string, jobRef: string): AsyncIterable<{ readonly index: number; readonly location: AnswerLocation }>;
  /** Stores the items the scoring Map reads (next to the job's output, expiring with it) and returns their key. */
  putScoringItems(batchId: string, items: readonly ScoringItem[]): Promise<string>;
  /** One answer (the scoring function, per conversation). */
  answerAt(location: AnswerLocation): Promise<InferenceAnswer>;
}
