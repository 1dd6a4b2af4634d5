import * as z from 'zod';
import { validateUpload, type ConversationCheck } from '../src/audits/uploads';
import { AUDIT_LIMITS, conversationSchema } from '../schemas/audits';
import { fromWire } from '../src/adapters/wire-case';
import { taskHandler } from './shared/task';
import { batchInputStore, batchRejections, batchStore, uploads } from './wiring';

const deps = {
  lines: uploads(),
  inputs: batchInputStore(),
  batches: batchStore(),
  rejections: batchRejections(),
  /** The rules of an inline conversation (the request schema's), each broken one as a JSON pointer and rule. */
  check: ((value) => {
    const parsed = conversationSchema.safeParse(value);
    if (parsed.success) return { conversation: parsed.data };
    return {
      issues: parsed.error.issues.map((issue) => ({
        pointer: issue.path.map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join(''),
        rule: issue.message,
      })),
    };
  }) satisfies ConversationCheck,
};

/** Mapped from the contract's snake_case first: an execution started before the state machine's state became camelCase still finishes. */
const inputSchema = z.object({
  batchId: z.string().min(1),
  upload: z.object({ key: z.string().min(1), onInvalid: z.enum(['refuse_batch', 'skip_lines']) }),
});

/** The audit state machine's first state for an upload: validates and stores it; `accepted` says whether to score. */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => {
  const { accepted } = await validateUpload(deps, inputSchema.parse(fromWire(input)), { conversations: AUDIT_LIMITS.uploadConversations });
  return { accepted };
});
