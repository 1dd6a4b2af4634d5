import * as z from 'zod';
import { startEconomyScoring } from '../src/audits/economy';
import { taskHandler } from './shared/task';
import { batchInputStore, batchStore, economyLimits, inferenceJobStarter, rubricStore, systemClock } from './wiring';

const deps = {
  batches: batchStore(),
  rubrics: rubricStore(),
  inputs: batchInputStore(),
  jobs: inferenceJobStarter(),
  limits: economyLimits,
  ...systemClock,
};

const inputSchema = z.object({
  batchId: z.string().min(1),
  rubricId: z.string().min(1),
  rubricVersion: z.string().min(1),
  conversationsKey: z.string().min(1),
});

/**
 * An economy batch, once its conversations are stored: starts its batch inference job and answers
 * `{mode: 'economy', jobRef, submittedAt}` (the run then waits for it), or records why the batch is scored on
 * demand and answers `{mode: 'on_demand'}`.
 */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => startEconomyScoring(deps, inputSchema.parse(input)));
