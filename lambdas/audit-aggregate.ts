import * as z from 'zod';
import { completeBatch } from '../src/audits/batches';
import { auditBatchCompletedSchema } from '../schemas/events';
import { fromWire } from '../src/adapters/wire-case';
import { taskHandler } from './shared/task';
import { batchInputStore, batchStore, resultStore, reviewPreparations, rubricStore, systemClock } from './wiring';

const deps = {
  batches: batchStore(),
  results: resultStore(),
  inputs: batchInputStore(),
  rubrics: rubricStore(),
  followUp: reviewPreparations(),
  ...systemClock,
};

/** Mapped from the contract's snake_case first: an execution started before the state machine's state became camelCase still finishes. */
const inputSchema = z.object({ batchId: z.string().min(1), itemsKey: z.string().min(1), runFailed: z.boolean() });

/**
 * After the Map (or after the run failed): exact counts and summary, the review queue and score insights of a
 * scored batch, final status, and the batch.completed
 * detail that the state machine publishes when the batch has a callback_url.
 */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => {
  const completion = await completeBatch(deps, inputSchema.parse(fromWire(input)));
  return completion.callbackUrl ? auditBatchCompletedSchema.parse(completion) : completion;
});
