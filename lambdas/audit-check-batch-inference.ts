import * as z from 'zod';
import { checkEconomyJob } from '../src/audits/economy';
import { taskHandler } from './shared/task';
import { batchStore, economyLimits, inferenceJobControl, systemClock } from './wiring';

const deps = {
  batches: batchStore(),
  jobs: inferenceJobControl(),
  limits: economyLimits,
  ...systemClock,
};

const inputSchema = z.object({ batchId: z.string().min(1), jobRef: z.string().min(1), submittedAt: z.iso.datetime() });

/** One check of an economy batch's batch inference job (between two Waits): its progress on the batch, and `{done}`. */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => checkEconomyJob(deps, inputSchema.parse(input)));
