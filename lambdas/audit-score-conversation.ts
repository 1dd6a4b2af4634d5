import { cachedRubrics, scoreBatchItem, type ScoreItemInput } from '../src/audits/score-batch-item';
import { batchInputStore, evaluator, resultStore, rubricStore } from './wiring';

const deps = {
  rubrics: cachedRubrics(rubricStore()),
  inputs: batchInputStore(),
  results: resultStore(),
  evaluator: evaluator(),
};

/**
 * One Map iteration (input built by the Map's ItemSelector). Kept free of middleware: it runs once per
 * conversation, so its cost is the batch's cost. Throws only when the evaluator or storage is unavailable;
 * the state machine then records an error line.
 */
export const handler = async (input: ScoreItemInput): Promise<void> => {
  await scoreBatchItem(deps, input);
};
