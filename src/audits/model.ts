/**
 * Audit data as src/ holds it (camelCase). The contract and everything stored spell the same fields in snake_case;
 * src/adapters/wire-case.ts maps them at the edge.
 */

export interface Turn {
  readonly role: string;
  readonly text: string;
  readonly timestamp: string | number;
}

/** A conversation's metadata value: the caller's keys (agent, team, queue…) with scalar values, grouped by in insights. */
export type MetadataValue = string | number | boolean;

/** Bounds of a conversation's metadata (each key becomes an insights grouping, so they stay few and short). */
export const CONVERSATION_METADATA_LIMITS = { keys: 16, keyLength: 64, valueLength: 256 } as const;

export interface Conversation {
  readonly id: string;
  readonly transcript: readonly Turn[];
  /** The transcript job it was read from, for a batch by reference (kept with the stored input, never sent to the evaluator). */
  readonly transcriptJobId?: string;
  /** The caller's keys (agent, team, queue…), never sent to the evaluator; insights group scores by them. */
  readonly metadata?: Readonly<Record<string, MetadataValue>>;
  /** When the conversation took place (RFC 3339); insights place it in that week (else in the week it was scored). */
  readonly occurredAt?: string;
}

export interface Evidence {
  readonly turnIndexStart: number;
  readonly turnIndexEnd: number;
  /** Verbatim substring of one turn's text within turn_index_start..turn_index_end. */
  readonly excerpt: string;
  /** At most REASONING_MAX_LENGTH characters. */
  readonly reasoning: string;
}

export interface CriterionScore {
  readonly criterionId: string;
  /**
   * Ordinal: the 0-based index of the chosen label. Continuous: a value within the criterion's range. Null only
   * when the criterion allows and got "not applicable".
   */
  readonly score: number | null;
  /** Ordinal scales only: the chosen label. */
  readonly label?: string;
  /** Present (true) when the criterion was answered not applicable; it then leaves the overall score. */
  readonly notApplicable?: true;
  /** Present (true) when a critical criterion scored at or below its failing threshold. */
  readonly criticalFailed?: true;
  readonly evidence: readonly Evidence[];
}

export interface AuditResult {
  readonly conversationId: string;
  readonly rubricVersion: string;
  /** Null only when every criterion was answered not applicable. */
  readonly overallScore: number | null;
  /** Present when a critical criterion failed: the overall score is then the rubric's min_score. */
  readonly criticalFailure?: { readonly criterionIds: readonly string[] };
  readonly criterionScores: readonly CriterionScore[];
  /**
   * Present when the evaluator's evidence of these criteria had to be repaired (a quote found only by the tolerant
   * search or outside its claimed turns) or dropped as unverifiable: a reason for a human to look.
   */
  readonly evidenceRepaired?: { readonly criterionIds: readonly string[] };
  /** Which evaluator produced the scores (the offline one is lexical, not a judgement). */
  readonly evaluator: string;
}

export type ScoringErrorCode = 'evidence_unverifiable' | 'evaluator_output_invalid' | 'evaluator_failed';

/** The line of a conversation that could not be scored. */
export interface AuditError {
  readonly conversationId: string;
  readonly error: { readonly code: ScoringErrorCode; readonly message: string };
}

export const REASONING_MAX_LENGTH = 240;

export const BATCH_STATUSES = ['queued', 'running', 'completed', 'completed_with_errors', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** The statuses a batch ends in: its results can be read, and batch.completed has been published. */
export const BATCH_FINISHED_STATUSES = ['completed', 'completed_with_errors', 'failed'] as const satisfies readonly BatchStatus[];
export type FinishedBatchStatus = (typeof BATCH_FINISHED_STATUSES)[number];
export const isFinishedBatchStatus = (status: BatchStatus): status is FinishedBatchStatus =>
  (BATCH_FINISHED_STATUSES as readonly BatchStatus[]).includes(status);

/** What a batch's callback_url may receive: the batch's completion (the default), and each review of its conversations. */
export const BATCH_CALLBACK_EVENTS = ['batch.completed', 'conversation.reviewed'] as const;
export type BatchCallbackEvent = (typeof BATCH_CALLBACK_EVENTS)[number];

/** Where a batch's conversations came from. */
export type BatchSource = 'conversations' | 'transcript_jobs' | 'upload';

/**
 * A named transcript job that the batch does not audit. Unknown and another principal's jobs are both
 * not_found, as GET /v1/transcripts/{id} answers both with 404.
 */
export interface ExcludedTranscriptJob {
  readonly jobId: string;
  readonly reason: 'not_found' | 'not_completed' | 'no_speech';
  readonly status?: string;
}

/** An uploaded line that was not accepted: its 1-based number, where in it (JSON pointer) and which rule. */
export interface RejectedLine {
  readonly line: number;
  readonly pointer: string;
  readonly rule: string;
}

export type OnInvalidLines = 'refuse_batch' | 'skip_lines';

/** An uploaded file's validation, line by line: progress while it runs, the outcome once done. */
export interface UploadValidation {
  readonly state: 'validating' | 'accepted' | 'refused';
  readonly onInvalid: OnInvalidLines;
  readonly linesRead: number;
  readonly accepted: number;
  readonly rejected: number;
  /** In file order, the first REJECTED_LINES_KEPT of them (`rejected` counts them all). */
  readonly rejectedLines: readonly RejectedLine[];
}

/**
 * Rejected lines (or excluded transcript jobs) kept on the batch record (DynamoDB's 400 KB item: each is at most
 * ~400 bytes); the complete report is the batch's rejections object (GET /v2/audits/{id}/rejections).
 */
export const REJECTED_LINES_KEPT = 500;

/** A transcript-job selector resolved by the run: progress while it pages through the jobs, the outcome once done. */
export interface TranscriptJobSelection {
  readonly state: 'selecting' | 'accepted' | 'refused';
  /** Completed jobs of the window read so far (before the metadata filter). */
  readonly jobsRead: number;
  readonly selected: number;
  /** Matching jobs not audited (their first REJECTED_LINES_KEPT on excluded_transcript_jobs). */
  readonly excluded: number;
  /** Why the batch was refused (null otherwise). */
  readonly reason: string | null;
}
