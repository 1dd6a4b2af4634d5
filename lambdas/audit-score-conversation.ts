import { cachedRubrics, scoreBatchItem, type ScoreItemInput } from '../src/audits/score-batch-item';
import { fromWire, type SnakeCased } from '../src/adapters/wire-case';
import { batchInputStore, evaluator, resultStore, rubricStore } from './wiring';

const deps = {
  rubrics: cachedRubrics(rubricStore()),
  inputs: batchInputStore(),
  results: resultStore(),
  evaluator: evaluator(),
};

/** The Map's ItemSelector: the run's fields, and the item as the S3 item list stores it. */
type MapIteration = Omit<ScoreItemInput, 'item'> & { readonly item: SnakeCased<ScoreItemInput['item']> };

/**
 * One Map iteration (input built by the Map's ItemSelector). Kept free of middleware: it runs once per
 * conversation, so its cost is the batch's cost. Throws only when the evaluator or storage is unavailable;
 * the state machine then records an error line.
 */
export const handler = async (input: MapIteration): Promise<void> => {
  await scoreBatchItem(deps, { ...input, item: fromWire(input.item) });
};
