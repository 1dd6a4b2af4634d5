import * as z from 'zod';

/**
 * The callback delivery log as GET shows it: on a transcript job (camelCase, like the rest of v1) and on an audit
 * batch (snake_case, like the rest of v2). States: see src/callbacks/ports.ts DeliveryState.
 */

export const callbackDeliveryStateSchema = z.enum(['attempting', 'retrying', 'delivered', 'gone', 'abandoned', 'dead-lettered']);

/** One callback event's delivery to the job's callback.url; a field is absent until it applies. */
export const transcriptCallbackDeliverySchema = z.object({
  eventId: z.string(),
  type: z.string(),
  state: callbackDeliveryStateSchema,
  attempts: z.number().int().nonnegative(),
  /** HTTP status of the last answer; absent when the receiver never answered. */
  lastStatus: z.number().int().optional(),
  lastError: z.string().optional(),
  firstAttemptAt: z.string().datetime(),
  lastAttemptAt: z.string().datetime(),
  deliveredAt: z.string().datetime().optional(),
  /** While retrying: the latest time the next attempt starts. */
  nextAttemptBy: z.string().datetime().optional(),
  deadLetteredAt: z.string().datetime().optional(),
});

/** One entry of the batch.completed callback's delivery log (see docs/callbacks.md). */
export const auditCallbackDeliverySchema = z.object({
  event_id: z.string(),
  type: z.string(),
  state: callbackDeliveryStateSchema,
  attempts: z.number().int().nonnegative(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  first_attempt_at: z.string().datetime(),
  last_attempt_at: z.string().datetime(),
  delivered_at: z.string().datetime().nullable(),
  next_attempt_by: z.string().datetime().nullable(),
  dead_lettered_at: z.string().datetime().nullable(),
});
