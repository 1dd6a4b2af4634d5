import type { BatchCallbackEvent } from '../audits/model';
import type { AuditBatchCompletion, ConversationReview, ServiceEvent, TranscriptStatusChange } from './events';

/** The resource a delivery belongs to; its delivery log is kept under it. */
/** audit-conversation: `<batch_id>/<index>`, the log of its conversation.reviewed callbacks (a batch's log stays small). */
export type ResourceType = 'transcript-job' | 'audit-batch' | 'audit-conversation';

export interface ResourceRef {
  readonly type: ResourceType;
  readonly id: string;
}

/** The JSON body POSTed to the receiver (documented in docs/callbacks.md; zod schema in schemas/callbacks.ts). */
export interface CallbackBody {
  /** The event id: identical on every attempt, so receivers dedupe on it. */
  readonly id: string;
  readonly type: string;
  readonly occurred_at: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** One event to deliver to one receiver. */
export interface CallbackDelivery {
  readonly url: string;
  readonly resource: ResourceRef;
  readonly body: CallbackBody;
}

/** Transcript callback types are namespaced status names (`transcript.completed`); audits use the contract's `batch.completed`. */
export const transcriptCallbackType = (status: string): string => `transcript.${status}`;
export const BATCH_COMPLETED_TYPE = 'batch.completed' satisfies BatchCallbackEvent;
/** A review of one of the batch's conversations, for a batch callback that subscribed to it. */
export const CONVERSATION_REVIEWED_TYPE = 'conversation.reviewed' satisfies BatchCallbackEvent;

type Target = Omit<CallbackDelivery, 'resource'>;

/** The delivery-log resource id of a conversation of a batch. */
export const conversationResource = (batchId: string, index: number): string => `${batchId}/${index}`;

const transcriptTarget = (change: TranscriptStatusChange): Target | null => {
  // Spec §6 rule 1: only the events the job subscribed to in callback.events are emitted.
  if (!change.callback.events.includes(change.status)) return null;
  return {
    url: change.callback.url,
    body: {
      id: change.eventId,
      type: transcriptCallbackType(change.status),
      occurred_at: change.occurredAt,
      data: {
        jobId: change.jobId,
        status: change.status,
        metadata: change.metadata,
        ...(change.status === 'failed' && change.error ? { error: change.error } : {}),
      },
    },
  };
};

const batchTarget = (completion: AuditBatchCompletion): Target => ({
  url: completion.callbackUrl,
  body: {
    id: completion.eventId,
    type: BATCH_COMPLETED_TYPE,
    occurred_at: completion.completedAt,
    data: {
      batch_id: completion.batchId,
      status: completion.status,
      counts: completion.counts,
      rubric_version: completion.rubricVersion,
      completed_at: completion.completedAt,
    },
  },
});

const scoreValue = (value: ConversationReview['changes'][number]['before']) => ({
  score: value.score,
  ...(value.label !== undefined ? { label: value.label } : {}),
  ...(value.notApplicable ? { not_applicable: true } : {}),
});

/** The event carries a callback URL only when the batch's callback subscribed to conversation.reviewed. */
const reviewTarget = (review: ConversationReview): Target | null =>
  review.callbackUrl === undefined
    ? null
    : {
        url: review.callbackUrl,
        body: {
          id: review.eventId,
          type: CONVERSATION_REVIEWED_TYPE,
          occurred_at: review.reviewedAt,
          data: {
            batch_id: review.batchId,
            index: review.index,
            conversation_id: review.conversationId,
            rubric_version: review.rubricVersion,
            version: review.version,
            reviewer: review.reviewer,
            reviewed_at: review.reviewedAt,
            decision: review.decision,
            comment: review.comment,
            changes: review.changes.map((change) => ({
              criterion_id: change.criterionId,
              before: scoreValue(change.before),
              after: scoreValue(change.after),
            })),
            overall_score: review.overallScore,
            machine_overall_score: review.machineOverallScore,
          },
        },
      };

const resourceOf = (event: ServiceEvent): ResourceRef => {
  switch (event.kind) {
    case 'transcript-status-changed':
      return { type: 'transcript-job', id: event.detail.jobId };
    case 'audit-batch-completed':
      return { type: 'audit-batch', id: event.detail.batchId };
    case 'audit-conversation-reviewed':
      return { type: 'audit-conversation', id: conversationResource(event.detail.batchId, event.detail.index) };
  }
};

const targetOf = (event: ServiceEvent): Target | null => {
  switch (event.kind) {
    case 'transcript-status-changed':
      return transcriptTarget(event.detail);
    case 'audit-batch-completed':
      return batchTarget(event.detail);
    case 'audit-conversation-reviewed':
      return reviewTarget(event.detail);
  }
};

/** The delivery an event calls for, or null when its receiver did not subscribe to it. */
export const planDelivery = (event: ServiceEvent): CallbackDelivery | null => {
  const target = targetOf(event);
  return target && { ...target, resource: resourceOf(event) };
};
