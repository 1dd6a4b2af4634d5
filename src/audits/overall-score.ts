import type { Criterion, Rubric } from '../rubrics/rubric';

/**
 * A criterion score on [0, 1]: an ordinal label index i of n labels is i / (n - 1); a continuous score s on
 * [lo, hi] is (s - lo) / (hi - lo).
 */
export const normalizedScore = (criterion: Criterion, score: number): number =>
  criterion.scale.type === 'ordinal'
    ? score / (criterion.scale.labels.length - 1)
    : (score - criterion.scale.range[0]) / (criterion.scale.range[1] - criterion.scale.range[0]);

/** Aggregates are reported to 6 decimal places: float noise (3.9999999999999996) helps no reader. */
export const roundScore = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * overall = min_score + (max_score - min_score) · Σ wᵢ·normᵢ / Σ wᵢ, rounded to 6 decimals. Dividing by Σ wᵢ
 * (which the rubric rule keeps within 0.001 of 1) keeps the result inside [min_score, max_score] exactly.
 */
export const overallScore = (rubric: Pick<Rubric, 'criteria' | 'min_score' | 'max_score'>, scores: readonly number[]): number => {
  let weighted = 0;
  let weights = 0;
  rubric.criteria.forEach((criterion, i) => {
    weighted += criterion.weight * normalizedScore(criterion, scores[i] as number);
    weights += criterion.weight;
  });
  const fraction = weights > 0 ? weighted / weights : 0;
  return roundScore(rubric.min_score + (rubric.max_score - rubric.min_score) * fraction);
};
