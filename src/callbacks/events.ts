/**
 * What the deliverer needs from the services' events (schemas/events.ts holds the wire schemas; the handler
 * parses with them and hands the result over). Declared structurally here because domain code imports no zod.
 */

export interface TranscriptStatusChange {
  readonly eventId: string;
  readonly jobId: string;
  readonly status: string;
  readonly occurredAt: string;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly callback: { readonly url: string; readonly events: readonly string[] };
  readonly error?: { readonly code: string; readonly message: string; readonly stage: string; readonly retryable: boolean };
}

export interface AuditBatchCompletion {
  readonly eventId: string;
  readonly batchId: string;
  readonly status: string;
  readonly counts: { readonly total: number; readonly scored: number; readonly failed: number };
  readonly rubricVersion: string;
  readonly completedAt: string;
  readonly callbackUrl: string;
}

interface ReviewedValue {
  readonly score: number | null;
  readonly label?: string;
  readonly notApplicable?: true;
}

export interface ConversationReview {
  readonly eventId: string;
  readonly batchId: string;
  readonly index: number;
  readonly conversationId: string;
  readonly rubricVersion: string;
  readonly version: number;
  readonly reviewer: string;
  readonly reviewedAt: string;
  readonly decision: string;
  readonly comment: string | null;
  readonly changes: readonly { readonly criterionId: string; readonly before: ReviewedValue; readonly after: ReviewedValue }[];
  readonly overallScore: number | null;
  readonly machineOverallScore: number | null;
  /** Present only when the batch's callback subscribed to conversation.reviewed. */
  readonly callbackUrl?: string;
}

export type ServiceEvent =
  | { readonly kind: 'transcript-status-changed'; readonly detail: TranscriptStatusChange }
  | { readonly kind: 'audit-batch-completed'; readonly detail: AuditBatchCompletion }
  | { readonly kind: 'audit-conversation-reviewed'; readonly detail: ConversationReview };
