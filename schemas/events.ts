import * as z from 'zod';
import { EVENT_SOURCES } from '../lib/definitions/platform';
import { BATCH_FINISHED_STATUSES } from '../src/audits/model';
import { REVIEW_DECISIONS } from '../src/reviews/model';
import { CALLBACK_EVENTS, JOB_STATUSES } from '../src/transcripts/model';

/**
 * Events the services publish on the application bus. The callback deliverer consumes them; they carry what
 * it needs (callback target and subscription) so that it never reads another service's tables.
 */

// The domain defines the vocabularies (src/transcripts/model.ts, src/audits/model.ts); the wire schemas use them.
export const transcriptStatusSchema = z.enum(JOB_STATUSES);
export type TranscriptStatus = z.infer<typeof transcriptStatusSchema>;

export { CALLBACK_EVENTS };
export const callbackEventSchema = z.enum(CALLBACK_EVENTS);

export const jobErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  stage: z.string(),
  retryable: z.boolean(),
});
export type JobError = z.infer<typeof jobErrorSchema>;

/**
 * A caller's JSON object (transcript job metadata), passed on exactly as parsed. z.record would rebuild it and
 * drop a `__proto__` key; this checks the shape and keeps the object as it is.
 */
export const jsonObjectSchema = z
  .unknown()
  .refine((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    message: 'must be a JSON object',
    abort: true,
  })
  .meta({ type: 'object', propertyNames: { type: 'string' }, additionalProperties: {} }) as unknown as z.ZodType<Record<string, unknown>>;

export const TRANSCRIPT_STATUS_CHANGED = {
  source: EVENT_SOURCES.transcripts,
  detailType: 'Transcript Job Status Changed',
} as const;

export const transcriptStatusChangedSchema = z.object({
  /** Stable per (jobId, status): a re-published transition carries the same id, so receivers can dedupe. */
  eventId: z.string(),
  jobId: z.string().uuid(),
  status: transcriptStatusSchema,
  previousStatus: transcriptStatusSchema.nullable(),
  owner: z.string(),
  occurredAt: z.string().datetime(),
  metadata: jsonObjectSchema,
  callback: z.object({ url: z.string().url(), events: z.array(callbackEventSchema) }),
  error: jobErrorSchema.optional(),
});
export type TranscriptStatusChanged = z.infer<typeof transcriptStatusChangedSchema>;

export const AUDIT_BATCH_COMPLETED = {
  source: EVENT_SOURCES.audits,
  detailType: 'Audit Batch Completed',
} as const;

export const auditBatchCompletedSchema = z.object({
  /** Stable per batch completion. */
  eventId: z.string(),
  batchId: z.string(),
  owner: z.string(),
  status: z.enum(BATCH_FINISHED_STATUSES),
  counts: z.object({ total: z.number().int(), scored: z.number().int(), failed: z.number().int() }),
  rubricId: z.string(),
  rubricVersion: z.string(),
  completedAt: z.string().datetime(),
  callbackUrl: z.string().url(),
});
export type AuditBatchCompleted = z.infer<typeof auditBatchCompletedSchema>;

export const AUDIT_CONVERSATION_REVIEWED = {
  source: EVENT_SOURCES.audits,
  detailType: 'Audit Conversation Reviewed',
} as const;

const reviewedValueSchema = z.object({
  score: z.number().nullable(),
  label: z.string().optional(),
  notApplicable: z.literal(true).optional(),
});

/** Published on every review of a conversation; `callbackUrl` only when the batch's callback subscribed to conversation.reviewed. */
export const auditConversationReviewedSchema = z.object({
  /** Stable per review: `<batch_id>:<index>:review:<version>`. */
  eventId: z.string(),
  batchId: z.string(),
  index: z.number().int().nonnegative(),
  conversationId: z.string(),
  owner: z.string(),
  rubricId: z.string(),
  rubricVersion: z.string(),
  version: z.number().int().positive(),
  reviewer: z.string(),
  reviewedAt: z.string().datetime(),
  decision: z.enum(REVIEW_DECISIONS),
  comment: z.string().nullable(),
  changes: z.array(z.object({ criterionId: z.string(), before: reviewedValueSchema, after: reviewedValueSchema })),
  overallScore: z.number().nullable(),
  machineOverallScore: z.number().nullable(),
  callbackUrl: z.string().url().optional(),
});
export type AuditConversationReviewed = z.infer<typeof auditConversationReviewedSchema>;

export const jsonSchemas = {
  'transcript-status-changed.event': transcriptStatusChangedSchema,
  'audit-batch-completed.event': auditBatchCompletedSchema,
  'audit-conversation-reviewed.event': auditConversationReviewedSchema,
};
