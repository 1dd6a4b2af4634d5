import type { FinishedBatchStatus, MetadataValue } from './model';
import { roundScore } from './overall-score';

export interface BatchCounts {
  readonly total: number;
  readonly scored: number;
  readonly failed: number;
}

export interface BatchSummary {
  readonly meanOverallScore: number | null;
  /** Per criterion id: the mean score on the criterion's own scale (ordinal: mean label index), not-applicable answers left out. */
  readonly criterionMeans: Readonly<Record<string, number | null>>;
}

/** What the aggregate step reads back of each stored outcome. */
export type StoredOutcome =
  | {
      readonly scored: true;
      readonly overall: number | null;
      readonly criterionScores: readonly (number | null)[];
      /** Recorded with lines scored since reviews exist; absent on older lines. */
      readonly conversationId?: string;
      readonly metadata?: Readonly<Record<string, MetadataValue>>;
      /** When it took place (occurred_at), else when it was scored. */
      readonly at?: string;
      /** Criteria whose evidence had to be repaired. */
      readonly repaired?: readonly string[];
    }
  | { readonly scored: false };

/** Running means over a batch's outcomes, read once in pages: constant memory whatever the batch size. */
export const summaryAccumulator = (criterionIds: readonly string[]) => {
  let scored = 0;
  let failed = 0;
  const overall = { sum: 0, count: 0 };
  const criteria = criterionIds.map(() => ({ sum: 0, count: 0 }));
  const add = (running: { sum: number; count: number }, value: number | null | undefined) => {
    if (value === null || value === undefined) return;
    running.sum += value;
    running.count += 1;
  };
  return {
    add(outcome: StoredOutcome): void {
      if (!outcome.scored) {
        failed += 1;
        return;
      }
      scored += 1;
      add(overall, outcome.overall);
      outcome.criterionScores.forEach((score, i) => add(criteria[i]!, score));
    },
    result(total: number): { counts: BatchCounts; summary: BatchSummary } {
      const mean = ({ sum, count }: { sum: number; count: number }) => (count > 0 ? roundScore(sum / count) : null);
      return {
        counts: { total, scored, failed },
        summary: {
          meanOverallScore: mean(overall),
          criterionMeans: Object.fromEntries(criterionIds.map((id, i) => [id, mean(criteria[i]!)])),
        },
      };
    },
  };
};

/**
 * queued → running → completed (every conversation scored) | completed_with_errors (some scored, some error
 * lines) | failed (none scored, or the run itself failed). A run failure also ends a queued batch as failed.
 */
export const finalStatus = (counts: BatchCounts, runFailed: boolean): FinishedBatchStatus => {
  if (runFailed || counts.scored === 0) return 'failed';
  return counts.failed > 0 || counts.scored < counts.total ? 'completed_with_errors' : 'completed';
};
