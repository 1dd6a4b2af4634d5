import * as z from 'zod';
import { selectTranscriptJobs } from '../src/audits/transcript-jobs';
import { AUDIT_LIMITS } from '../schemas/audits';
import { fromWire } from '../src/adapters/wire-case';
import { taskHandler } from './shared/task';
import { batchInputStore, batchRejections, batchStore, transcriptJobSource } from './wiring';

const deps = { transcripts: transcriptJobSource(), inputs: batchInputStore(), rejections: batchRejections(), batches: batchStore() };

/** Mapped from the contract's snake_case first: an execution started before the state machine's state became camelCase still finishes. */
const inputSchema = z.object({
  batchId: z.string().min(1),
  transcriptJobs: z.object({
    owner: z.string().min(1),
    selector: z.object({
      completedAfter: z.string().min(1),
      completedBefore: z.string().min(1),
      metadata: z.object({ field: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
      conversationIds: z.record(z.string(), z.string()).optional(),
    }),
  }),
});

/** The audit state machine's first state for a transcript-job selector: reads and stores the jobs; `accepted` says whether to score. */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => {
  const { accepted } = await selectTranscriptJobs(deps, inputSchema.parse(fromWire(input)), {
    conversations: AUDIT_LIMITS.uploadConversations,
  });
  return { accepted };
});
