import type { AuditBatchCompletion, ServiceEvent, TranscriptStatusChange } from './events';

/** The resource a delivery belongs to; its delivery log is kept under it. */
export type ResourceType = 'transcript-job' | 'audit-batch';

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
export const BATCH_COMPLETED_TYPE = 'batch.completed';

type Target = Omit<CallbackDelivery, 'resource'>;

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

const resourceOf = (event: ServiceEvent): ResourceRef =>
  event.kind === 'transcript-status-changed'
    ? { type: 'transcript-job', id: event.detail.jobId }
    : { type: 'audit-batch', id: event.detail.batchId };

/** The delivery an event calls for, or null when its receiver did not subscribe to it. */
export const planDelivery = (event: ServiceEvent): CallbackDelivery | null => {
  const target = event.kind === 'transcript-status-changed' ? transcriptTarget(event.detail) : batchTarget(event.detail);
  return target && { ...target, resource: resourceOf(event) };
};
