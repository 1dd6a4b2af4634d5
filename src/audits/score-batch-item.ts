import type { Rubric } from '../rubrics/rubric';
import type { BatchInputStore, BatchItem, ResultStore, RubricVersionSource } from './ports';
import { scoreConversation, type Evaluator } from './score-conversation';

export interface ScoreItemDeps {
  readonly rubrics: RubricVersionSource;
  readonly inputs: BatchInputStore;
  readonly results: ResultStore;
  readonly evaluator: Evaluator;
}

export interface ScoreItemInput {
  readonly batch_id: string;
  readonly rubric_id: string;
  readonly rubric_version: string;
  readonly conversations_key: string;
  readonly item: BatchItem;
}

/**
 * Rubric versions are immutable, so a warm function keeps the ones it has read: the Map's iterations then
 * cost one object read, one evaluator call and two item writes each.
 */
export const cachedRubrics = (source: RubricVersionSource): RubricVersionSource => {
  const cache = new Map<string, Promise<Rubric | undefined>>();
  return {
    version: (id, version) => {
      const key = `${id}@${version}`;
      let rubric = cache.get(key);
      if (!rubric) {
        rubric = source.version(id, version);
        cache.set(key, rubric);
        rubric.then((found) => found ?? cache.delete(key), () => cache.delete(key));
      }
      return rubric;
    },
  };
};

/** One Map iteration: score one conversation and store its line (a result or an error line). */
export const scoreBatchItem = async (deps: ScoreItemDeps, input: ScoreItemInput): Promise<void> => {
  const rubric = await deps.rubrics.version(input.rubric_id, input.rubric_version);
  if (!rubric) throw new Error(`Rubric ${input.rubric_id}@${input.rubric_version} is missing`);
  const conversation = await deps.inputs.readConversation(input.conversations_key, input.item);
  const line = await scoreConversation(deps.evaluator, rubric, conversation);
  await deps.results.record(input.batch_id, input.item.index, line);
};
