import * as z from 'zod';
import { createBedrockRuntimeClient } from '../src/adapters/aws/clients';
import { bedrockEvaluator } from '../src/adapters/llm/bedrock-evaluator';
import { lexicalEvaluator } from '../src/audits/lexical-evaluator';
import { cachedRubrics, scoreBatchItem, type ScoreItemInput } from '../src/audits/score-batch-item';
import type { Evaluator } from '../src/audits/score-conversation';
import { batchInputStoreFromEnv, resultStoreFromEnv, rubricStoreFromEnv } from './audit-adapters';
import { BEDROCK_MODEL_ENV } from '../lib/definitions';
import { readConfig, runtimeModeSchema } from './shared/config';

const config = readConfig(
  z.object({
    RUNTIME_MODE: runtimeModeSchema,
    /** Overrides the default evaluator of the runtime mode (aws: bedrock, sandbox: lexical). */
    AUDIT_EVALUATOR: z.enum(['bedrock', 'lexical']).optional(),
    /** The stage's evaluator model (inference profile), injected by the stack for `invokeBedrock` functions. */
    [BEDROCK_MODEL_ENV.evaluator]: z.string().min(1).optional(),
  }),
);

const evaluatorFromConfig = (): Evaluator => {
  const kind = config.AUDIT_EVALUATOR ?? (config.RUNTIME_MODE === 'aws' ? 'bedrock' : 'lexical');
  if (kind === 'lexical') return lexicalEvaluator;
  const modelId = config[BEDROCK_MODEL_ENV.evaluator];
  if (!modelId) throw new Error(`${BEDROCK_MODEL_ENV.evaluator} is required for the Bedrock evaluator`);
  return bedrockEvaluator(createBedrockRuntimeClient(), modelId);
};

const deps = {
  rubrics: cachedRubrics(rubricStoreFromEnv()),
  inputs: batchInputStoreFromEnv(),
  results: resultStoreFromEnv(),
  evaluator: evaluatorFromConfig(),
};

/**
 * One Map iteration (input built by the Map's ItemSelector). Kept free of middleware: it runs once per
 * conversation, so its cost is the batch's cost. Throws only when the evaluator or storage is unavailable;
 * the state machine retries and, failing that, records an error line.
 */
export const handler = async (input: ScoreItemInput): Promise<void> => {
  await scoreBatchItem(deps, input);
};
