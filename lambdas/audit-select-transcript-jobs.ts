import * as z from 'zod';
import { selectTranscriptJobs } from '../src/audits/transcript-jobs';
import { AUDIT_LIMITS } from '../schemas/audits';
import { taskHandler } from './shared/task';
import { batchInputStore, batchRejections, batchStore, transcriptJobSource } from './wiring';

const deps = { transcripts: transcriptJobSource(), inputs: batchInputStore(), rejections: batchRejections(), batches: batchStore() };

const inputSchema = z.object({
  batch_id: z.string().min(1),
  transcript_jobs: z.object({
    owner: z.string().min(1),
    selector: z.object({
      completed_after: z.string().min(1),
      completed_before: z.string().min(1),
      metadata: z.object({ field: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
      conversation_ids: z.record(z.string(), z.string()).optional(),
    }),
  }),
});

/** The audit state machine's first state for a transcript-job selector: reads and stores the jobs; `accepted` says whether to score. */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => {
  const { accepted } = await selectTranscriptJobs(deps, inputSchema.parse(input), { conversations: AUDIT_LIMITS.uploadConversations });
  return { accepted };
});
