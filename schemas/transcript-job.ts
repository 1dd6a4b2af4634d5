import * as z from 'zod';
import { transcriptCallbackDeliverySchema } from './callback-deliveries';
import { customerInteractionSchema } from './customer-interaction';
import { jobErrorSchema, jsonObjectSchema, transcriptStatusSchema } from './events';

/**
 * GET /v1/transcripts/{jobId}: the job record its owner sees. Apart from the request schemas of
 * schemas/transcripts.ts, so the handlers, which never parse it, do not bundle the CustomerInteraction schema.
 */

export const transcriptJobRecordSchema = z.object({
  jobId: z.string().uuid(),
  status: transcriptStatusSchema,
  metadata: jsonObjectSchema,
  createdAt: z.string().datetime(),
  updatedAt: z.string().datetime(),
  /** Every status the job has been in, oldest first, with the time it was entered. */
  history: z.array(z.object({ status: transcriptStatusSchema, at: z.string().datetime() })),
  /** Only on completed jobs. */
  result: customerInteractionSchema.optional(),
  /** Only on failed jobs. */
  error: jobErrorSchema.optional(),
  callbackDeliveries: z.array(transcriptCallbackDeliverySchema),
});

export const jsonSchemas = {
  'transcript-job': transcriptJobRecordSchema,
};
