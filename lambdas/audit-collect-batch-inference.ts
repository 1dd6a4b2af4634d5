import * as z from 'zod';
import { collectEconomyAnswers } from '../src/audits/economy';
import { taskHandler } from './shared/task';
import { batchInputStore, inferenceOutput } from './wiring';

const deps = { inputs: batchInputStore(), output: inferenceOutput() };

const inputSchema = z.object({ batchId: z.string().min(1), jobRef: z.string().min(1), itemsKey: z.string().min(1) });

/** After an economy batch's job: the key of the item list the scoring Map reads, each item with where its answer is. */
export const handler = taskHandler<unknown, unknown>().handler(async (input) => collectEconomyAnswers(deps, inputSchema.parse(input)));
