import { EVENT_SOURCES } from './platform';
import type { EventRuleDefinition, ServiceDefinition } from './types';

/**
 * Callback delivery: event rules start the CallbackDelivery state machine for each service event; its Deliver
 * task signs and POSTs one attempt, Step Functions retries with backoff and jitter for at least 24 hours, and
 * undeliverable events go to the CallbackDeadLetters queue. Every attempt is logged in CallbackDeliveries.
 */

export const CALLBACK_DELIVERIES_TABLE = {
  id: 'CallbackDeliveries',
  envVar: 'CALLBACK_DELIVERIES_TABLE_NAME',
  partitionKey: { name: 'resource', type: 'S' },
  sortKey: { name: 'eventId', type: 'S' },
} as const;

const DEAD_LETTER_QUEUE = { id: 'CallbackDeadLetters', envVar: 'CALLBACK_DEAD_LETTER_QUEUE_URL' } as const;

const STATE_MACHINE_ID = 'CallbackDelivery';

/**
 * EventBridge retries starting the state machine for up to 24 h (its maximum) when StartExecution fails;
 * the delivery retries themselves happen inside the execution.
 */
const START_RETRY_POLICY = { maximumEventAgeSeconds: 24 * 60 * 60, maximumRetryAttempts: 185 };

/**
 * Statuses a caller may subscribe to: CALLBACK_EVENTS of src/transcripts/model.ts, which plain-data definitions
 * may not import, so test/callbacks/definitions.test.ts keeps this copy equal.
 */
const SUBSCRIBABLE_TRANSCRIPT_STATUSES = ['completed', 'failed', 'transcribed', 'contextualized', 'profiled'];

/**
 * A status change whose job subscribed to that status: its `status` is one of the job's `callback.events`. A
 * pattern cannot compare two fields, so it lists each subscribable status with itself (EventBridge matches an
 * array field when any element matches): an event nobody subscribed to starts no delivery execution.
 */
const SUBSCRIBED_STATUS_CHANGE = {
  $or: SUBSCRIBABLE_TRANSCRIPT_STATUSES.map((status) => ({ status: [status], callback: { events: [status] } })),
};

const eventRules: EventRuleDefinition[] = [
  {
    id: 'TranscriptCallbacks',
    description: 'Transcript job status changes the job subscribed to → callback delivery.',
    bus: 'application',
    eventPattern: {
      source: [EVENT_SOURCES.transcripts],
      'detail-type': ['Transcript Job Status Changed'],
      detail: SUBSCRIBED_STATUS_CHANGE,
    },
    target: { stateMachineId: STATE_MACHINE_ID },
    retryPolicy: START_RETRY_POLICY,
  },
  {
    id: 'AuditBatchCallbacks',
    description: 'Audit batch completions → batch.completed callback delivery.',
    bus: 'application',
    eventPattern: { source: [EVENT_SOURCES.audits], 'detail-type': ['Audit Batch Completed'] },
    target: { stateMachineId: STATE_MACHINE_ID },
    retryPolicy: START_RETRY_POLICY,
  },
  {
    id: 'AuditReviewCallbacks',
    description: 'Reviews of conversations of batches whose callback subscribed to conversation.reviewed → callback delivery.',
    bus: 'application',
    // The event carries callbackUrl only for a subscribed batch: other reviews start no execution.
    eventPattern: {
      source: [EVENT_SOURCES.audits],
      'detail-type': ['Audit Conversation Reviewed'],
      detail: { callbackUrl: [{ exists: true }] },
    },
    target: { stateMachineId: STATE_MACHINE_ID },
    retryPolicy: START_RETRY_POLICY,
  },
];

export const callbacksService: ServiceDefinition = {
  tables: [CALLBACK_DELIVERIES_TABLE],
  queues: [DEAD_LETTER_QUEUE],
  functions: [
    {
      id: 'CallbackDeliverer',
      entry: 'lambdas/callback-deliverer.ts',
      description: 'Signs (SigV4) and POSTs one callback attempt, recording it in the delivery log.',
      // One attempt waits at most 10 s for the receiver; the rest covers DNS, signing and two DynamoDB writes.
      timeoutSeconds: 20,
      memoryMb: 256,
      access: { tables: { [CALLBACK_DELIVERIES_TABLE.id]: 'readWrite' }, signCallbacks: true },
    },
    {
      id: 'CallbackDeadLetterRecorder',
      entry: 'lambdas/callback-dead-letter-recorder.ts',
      description: 'Marks a dead-lettered callback in the delivery log.',
      timeoutSeconds: 10,
      memoryMb: 256,
      access: { tables: { [CALLBACK_DELIVERIES_TABLE.id]: 'write' } },
    },
  ],
  stateMachines: [
    {
      id: STATE_MACHINE_ID,
      file: 'statemachines/callback-delivery.asl.json',
      envVar: 'CALLBACK_DELIVERY_STATE_MACHINE_ARN',
      substitutions: {
        CallbackDelivererFunctionArn: { functionArn: 'CallbackDeliverer' },
        CallbackDeadLetterRecorderFunctionArn: { functionArn: 'CallbackDeadLetterRecorder' },
        CallbackDeadLetterQueueUrl: { queueUrl: DEAD_LETTER_QUEUE.id },
      },
      access: { queues: { [DEAD_LETTER_QUEUE.id]: 'send' } },
      // Past the 24 h retry window plus the last (≤ 1 h) wait; an execution timeout would skip the dead-letter
      // path, so this is a backstop far beyond the schedule.
      timeoutSeconds: 3 * 24 * 60 * 60,
    },
  ],
  eventRules,
};
