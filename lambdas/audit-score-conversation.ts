import * as z from 'zod';
import { createBedrockRuntimeClient } from '../src/adapters/aws/clients';
import { bedrockEvaluator } from '../src/adapters/llm/bedrock-evaluator';
import { cachedRubrics, scoreBatchItem, type ScoreItemInput } from '../src/audits/score-batch-item';
import { batchInputStoreFromEnv, resultStoreFromEnv, rubricStoreFromEnv } from './audit-adapters';
import { BEDROCK_MODEL_ENV } from '../lib/definitions';
import { SCORING_MODEL_CALLS } from '../lib/definitions/audits';
import { readConfig } from './shared/config';

const config = readConfig(
  z.object({
    /** The stage's evaluator model (inference profile), injected by the stack for `invokeBedrock` functions. */
    [BEDROCK_MODEL_ENV.evaluator]: z.string().min(1),
  }),
);

const deps = {
  rubrics: cachedRubrics(rubricStoreFromEnv()),
  inputs: batchInputStoreFromEnv(),
  results: resultStoreFromEnv(),
  evaluator: bedrockEvaluator(
    createBedrockRuntimeClient({ attemptTimeoutMs: SCORING_MODEL_CALLS.attemptTimeoutSeconds * 1000, maxAttempts: SCORING_MODEL_CALLS.maxAttempts }),
    config[BEDROCK_MODEL_ENV.evaluator] as string,
    { callTimeoutMs: SCORING_MODEL_CALLS.callBudgetSeconds * 1000 },
  ),
};

/**
 * One Map iteration (input built by the Map's ItemSelector). Kept free of middleware: it runs once per
 * conversation, so its cost is the batch's cost. Throws only when the evaluator or storage is unavailable;
 * the state machine then records an error line.
 */
export const handler = async (input: ScoreItemInput): Promise<void> => {
  await scoreBatchItem(deps, input);
};
