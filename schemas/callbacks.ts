import * as z from 'zod';
import { BATCH_COMPLETED_TYPE, CONVERSATION_REVIEWED_TYPE, transcriptCallbackType } from '../src/callbacks/delivery';
import { reviewEntrySchema } from './audits';
import {
  AUDIT_BATCH_COMPLETED,
  AUDIT_CONVERSATION_REVIEWED,
  auditBatchCompletedSchema,
  auditConversationReviewedSchema,
  CALLBACK_EVENTS,
  jobErrorSchema,
  jsonObjectSchema,
  TRANSCRIPT_STATUS_CHANGED,
  transcriptStatusChangedSchema,
} from './events';

/**
 * The callback wire contract: the JSON body POSTed to a receiver (published as schemas/json/callback-body.schema.json)
 * and the EventBridge events the deliverer accepts as state-machine input.
 */

const envelope = { id: z.string().min(1), occurred_at: z.string().datetime() };

export const transcriptCallbackBodySchema = z.object({
  ...envelope,
  type: z.enum(CALLBACK_EVENTS.map(transcriptCallbackType) as [string, ...string[]]),
  data: z.object({
    jobId: z.string().uuid(),
    status: z.enum(CALLBACK_EVENTS),
    /** The caller's metadata, unchanged. */
    metadata: jsonObjectSchema,
    /** Only on transcript.failed. */
    error: jobErrorSchema.optional(),
  }),
});

export const batchCompletedCallbackBodySchema = z.object({
  ...envelope,
  type: z.literal(BATCH_COMPLETED_TYPE),
  data: z.object({
    batch_id: z.string(),
    status: auditBatchCompletedSchema.shape.status,
    counts: auditBatchCompletedSchema.shape.counts,
    rubric_version: z.string(),
    completed_at: z.string().datetime(),
  }),
});

/** A review of a conversation of the batch (callback_events includes conversation.reviewed). */
export const conversationReviewedCallbackBodySchema = z.object({
  ...envelope,
  type: z.literal(CONVERSATION_REVIEWED_TYPE),
  data: reviewEntrySchema
    .extend({
      batch_id: z.string(),
      index: z.number().int().nonnegative(),
      conversation_id: z.string(),
      rubric_version: z.string(),
      overall_score: z.number().nullable().meta({ description: 'The reviewed overall score after this review.' }),
      machine_overall_score: z.number().nullable(),
    })
    .omit({ overall_score_before: true, overall_score_after: true }),
});

export const callbackBodySchema = z.union([
  transcriptCallbackBodySchema,
  batchCompletedCallbackBodySchema,
  conversationReviewedCallbackBodySchema,
]);

/** The deliverer's input: an EventBridge event as the rule passes it to the state machine, as a ServiceEvent. */
export const callbackSourceEventSchema = z
  .discriminatedUnion('detail-type', [
    z.object({
      source: z.literal(TRANSCRIPT_STATUS_CHANGED.source),
      'detail-type': z.literal(TRANSCRIPT_STATUS_CHANGED.detailType),
      detail: transcriptStatusChangedSchema,
    }),
    z.object({
      source: z.literal(AUDIT_BATCH_COMPLETED.source),
      'detail-type': z.literal(AUDIT_BATCH_COMPLETED.detailType),
      detail: auditBatchCompletedSchema,
    }),
    z.object({
      source: z.literal(AUDIT_CONVERSATION_REVIEWED.source),
      'detail-type': z.literal(AUDIT_CONVERSATION_REVIEWED.detailType),
      detail: auditConversationReviewedSchema,
    }),
  ])
  .transform((event) => {
    switch (event['detail-type']) {
      case TRANSCRIPT_STATUS_CHANGED.detailType:
        return { kind: 'transcript-status-changed', detail: event.detail } as const;
      case AUDIT_BATCH_COMPLETED.detailType:
        return { kind: 'audit-batch-completed', detail: event.detail } as const;
      case AUDIT_CONVERSATION_REVIEWED.detailType:
        return { kind: 'audit-conversation-reviewed', detail: event.detail } as const;
    }
  });

export const jsonSchemas = {
  'callback-body': callbackBodySchema,
};
