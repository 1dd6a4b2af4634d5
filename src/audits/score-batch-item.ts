import type { Clock } from '../core/clock';
import type { Rubric } from '../rubrics/rubric';
import { jobAnsweredEvaluator } from './economy';
import type { BatchInputStore, InferenceOutput, ResultStore, RubricVersionSource, ScoringItem } from './ports';
import { scoreConversation, type Evaluator } from './score-conversation';

export interface ScoreItemDeps extends Clock {
  readonly rubrics: RubricVersionSource;
  readonly inputs: BatchInputStore;
  readonly results: ResultStore;
  /** The on-demand evaluator. */
  readonly evaluator: Evaluator;
  /** An economy batch's batch inference job's answers. */
  readonly inferenceAnswers: Pick<InferenceOutput, 'answerAt'>;
}

export interface ScoreItemInput {
  readonly batchId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly conversationsKey: string;
  readonly item: ScoringItem;
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
        rubric.then(
          (found) => found ?? cache.delete(key),
          () => cache.delete(key),
        );
      }
      return rubric;
    },
  };
};

/**
 * One Map iteration: score one conversation and store its line (a result or an error line), with its metadata and
 * times. In an economy batch the item carries where the batch inference job's answer is: it is checked as an
 * on-demand answer would be, and a conversation the job failed, or whose answer needs a retry, is scored on demand.
 */
export const scoreBatchItem = async (deps: ScoreItemDeps, input: ScoreItemInput): Promise<void> => {
  const rubric = await deps.rubrics.version(input.rubricId, input.rubricVersion);
  if (!rubric) throw new Error(`Rubric ${input.rubricId}@${input.rubricVersion} is missing`);
  const conversation = await deps.inputs.readConversation(input.conversationsKey, input.item);
  const answer = input.item.answer ? await deps.inferenceAnswers.answerAt(input.item.answer) : undefined;
  const evaluator = jobAnsweredEvaluator(answer, deps.evaluator);
  const line = await scoreConversation(evaluator, rubric, conversation);
  await deps.results.record(input.batchId, input.item.index, line, {
    ...(conversation.metadata ? { metadata: conversation.metadata } : {}),
    ...(conversation.occurredAt ? { occurredAt: conversation.occurredAt } : {}),
    scoredAt: deps.now().toISOString(),
    ...(evaluator.answeredAlone() ? { byBatchJob: true } : {}),
  });
};
