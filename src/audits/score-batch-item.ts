import type { Clock } from '../core/clock';
import type { Rubric } from '../rubrics/rubric';
import type { BatchInputStore, BatchItem, ResultStore, RubricVersionSource } from './ports';
import { scoreConversation, type Evaluator } from './score-conversation';

export interface ScoreItemDeps extends Clock {
  readonly rubrics: RubricVersionSource;
  readonly inputs: BatchInputStore;
  readonly results: ResultStore;
  readonly evaluator: Evaluator;
}

export interface ScoreItemInput {
  readonly batchId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly conversationsKey: string;
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

/** One Map iteration: score one conversation and store its line (a result or an error line), with its metadata and times. */
export const scoreBatchItem = async (deps: ScoreItemDeps, input: ScoreItemInput): Promise<void> => {
  const rubric = await deps.rubrics.version(input.rubricId, input.rubricVersion);
  if (!rubric) throw new Error(`Rubric ${input.rubricId}@${input.rubricVersion} is missing`);
  const conversation = await deps.inputs.readConversation(input.conversationsKey, input.item);
  const line = await scoreConversation(deps.evaluator, rubric, conversation);
  await deps.results.record(input.batchId, input.item.index, line, {
    ...(conversation.metadata ? { metadata: conversation.metadata } : {}),
    ...(conversation.occurredAt ? { occurredAt: conversation.occurredAt } : {}),
    scoredAt: deps.now().toISOString(),
  });
};
