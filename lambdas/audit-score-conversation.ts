import { cachedRubrics, scoreBatchItem, type ScoreItemInput } from '../src/audits/score-batch-item';
import { fromWire, type SnakeCased } from '../src/adapters/wire-case';
import { BEDROCK_MODEL_ENV } from '../lib/definitions';
import { batchInputStore, evaluator, inferenceOutput, requiredEnv, resultStore, rubricStore, systemClock } from './wiring';

const deps = {
  rubrics: cachedRubrics(rubricStore()),
  inputs: batchInputStore(),
  results: resultStore(),
  evaluator: evaluator(),
  inferenceAnswers: inferenceOutput({ evaluatorModelId: requiredEnv(BEDROCK_MODEL_ENV.evaluator) }),
  ...systemClock,
};

/**
 * One Map iteration (input built by the Map's ItemSelector: the run's fields, and the item as the S3 item list
 * stores it, in snake_case, with the byte range of its batch inference answer in an economy batch; an execution
 * started before the state became camelCase sends every field so). Kept
 * free of middleware: it runs once per conversation, so its cost is the batch's cost. Throws only when the
 * evaluator or storage is unavailable; the state machine then records an error line.
 */
export const handler = async (
  input: Omit<ScoreItemInput, 'item'> & { readonly item: SnakeCased<ScoreItemInput['item']> },
): Promise<void> => {
  await scoreBatchItem(deps, fromWire(input));
};
