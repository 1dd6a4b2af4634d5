/**
 * Wire types of the two services as the client sees them (contracts in the specs, /v1 transcripts and /v2 audits).
 * Fields the contracts leave open are typed loosely; they narrow to the services' zod schemas once those land.
 */

export type TranscriptStatus = 'pending' | 'processing' | 'transcribed' | 'contextualized' | 'profiled' | 'completed' | 'failed';
export type CallbackEvent = 'completed' | 'failed' | 'transcribed' | 'contextualized' | 'profiled';
export type ContextModel = 'fast' | 'medium' | 'high';

/** POST /v1/transcripts. `idempotencyKey` is generated (uuid v4) when omitted, so retries never start a second job. */
export interface CreateTranscriptJobRequest {
  readonly callback?: { readonly url: string; readonly events: readonly CallbackEvent[] };
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly idempotencyKey?: string;
  readonly payload: {
    readonly input: { readonly audio_url: string };
    readonly config?: {
      readonly language?: string;
      readonly keyterms?: readonly string[];
      readonly context?: string;
      readonly context_model?: ContextModel;
    };
  };
}

export interface CreateTranscriptJobResponse {
  readonly jobId: string;
}

/** A turn of the canonical CustomerInteraction result. */
export interface TranscriptTurn {
  readonly role: string;
  readonly text: string;
  readonly start_ms?: number;
  readonly end_ms?: number;
  readonly [field: string]: unknown;
}

export interface TranscriptJob {
  readonly jobId: string;
  readonly status: TranscriptStatus;
  readonly metadata: Record<string, unknown>;
  readonly result?: { readonly schema_type: string; readonly turns?: readonly TranscriptTurn[]; readonly [field: string]: unknown };
  readonly error?: { readonly code?: string; readonly message?: string; readonly [field: string]: unknown };
}

export type RubricScale =
  | { readonly type: 'ordinal'; readonly labels: readonly string[] }
  | { readonly type: 'continuous'; readonly range: readonly [number, number] };

export interface Criterion {
  readonly id: string;
  readonly name: string;
  readonly weight: number;
  readonly prompt: string;
  readonly scale: RubricScale;
}

/** POST /v2/rubrics */
export interface CreateRubricRequest {
  readonly version: string;
  readonly criteria: readonly Criterion[];
  readonly min_score: number;
  readonly max_score: number;
}

/** POST /v2/rubrics/{id}/versions: the full criteria and either an explicit version or a bump level. */
export interface NewRubricVersionRequest {
  readonly version?: string;
  readonly bump?: 'major' | 'minor' | 'patch';
  readonly criteria: readonly Criterion[];
  readonly min_score?: number;
  readonly max_score?: number;
}

export interface Rubric extends CreateRubricRequest {
  readonly id: string;
  readonly created_at: string;
  readonly latest_version?: string;
  readonly versions?: readonly string[];
}

export interface ConversationTurn {
  readonly role: string;
  readonly text: string;
  /** RFC 3339 date-time or seconds from the start of the conversation. */
  readonly timestamp: string | number;
}

export interface Conversation {
  readonly id: string;
  readonly transcript: readonly ConversationTurn[];
}

/** POST /v2/audits. The Idempotency-Key header is generated when the caller gives none. */
export interface SubmitAuditRequest {
  readonly rubric_id: string;
  readonly rubric_version?: string;
  readonly conversations: readonly Conversation[];
  readonly callback_url?: string;
}

export type BatchStatus = 'queued' | 'running' | 'completed' | 'completed_with_errors' | 'failed';
export const TERMINAL_BATCH_STATUSES: readonly BatchStatus[] = ['completed', 'completed_with_errors', 'failed'];

export interface BatchHandle {
  readonly batch_id: string;
  readonly status: BatchStatus;
  readonly conversation_count: number;
  readonly rubric_id?: string;
  readonly rubric_version: string;
  readonly created_at: string;
}

export interface BatchCounts {
  readonly total: number;
  readonly scored: number;
  readonly failed: number;
}

/** GET /v2/audits/{id} */
export interface AuditBatch extends BatchHandle {
  readonly counts?: BatchCounts;
  readonly started_at?: string | null;
  readonly completed_at?: string | null;
  readonly summary?: { readonly mean_overall_score: number | null; readonly criterion_means: Record<string, number | null> } | null;
  readonly [field: string]: unknown;
}

export interface Evidence {
  readonly turn_index_start: number;
  readonly turn_index_end: number;
  readonly excerpt: string;
  readonly reasoning: string;
}

/** A line of GET /v2/audits/{id}/results for a scored conversation. */
export interface AuditResult {
  readonly conversation_id: string;
  readonly rubric_version: string;
  readonly overall_score: number;
  readonly criterion_scores: readonly {
    readonly criterion_id: string;
    readonly score: number;
    readonly label?: string;
    readonly evidence: readonly Evidence[];
  }[];
}

/** A line of GET /v2/audits/{id}/results for a conversation that could not be scored. */
export interface AuditErrorLine {
  readonly conversation_id: string;
  readonly error: { readonly code: string; readonly message: string };
}

export type AuditResultLine = AuditResult | AuditErrorLine;

export const isAuditError = (line: AuditResultLine): line is AuditErrorLine => 'error' in line;

export interface HealthStatus {
  readonly status: string;
  readonly [field: string]: unknown;
}
