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

/** Ids of the critical criteria whose score is at or below their failing threshold (not-applicable ones never fail). */
export const failedCriticalCriteria = (rubric: Pick<Rubric, 'criteria'>, scores: readonly (number | null)[]): string[] =>
  rubric.criteria.flatMap((criterion, i) => {
    const score = scores[i];
    return criterion.critical && score !== null && score !== undefined && score <= criterion.critical.failAtOrBelow ? [criterion.id] : [];
  });

/**
 * overall = min_score + (max_score - min_score) · Σ wᵢ·normᵢ / Σ wᵢ over the applicable criteria (a null score is
 * "not applicable": left out, the remaining weights renormalised), rounded to 6 decimals; null when no criterion
 * applies. Dividing by Σ wᵢ keeps the result inside [min_score, max_score] exactly. A failed critical criterion
 * sets it to min_score whatever the others say.
 */
export const overallScore = (
  rubric: Pick<Rubric, 'criteria' | 'minScore' | 'maxScore'>,
  scores: readonly (number | null)[],
): number | null => {
  if (failedCriticalCriteria(rubric, scores).length > 0) return rubric.minScore;
  let weighted = 0;
  let weights = 0;
  let applicable = 0;
  rubric.criteria.forEach((criterion, i) => {
    const score = scores[i];
    if (score === null || score === undefined) return;
    applicable += 1;
    weighted += criterion.weight * normalizedScore(criterion, score);
    weights += criterion.weight;
  });
  if (applicable === 0) return null;
  const fraction = weights > 0 ? weighted / weights : 0;
  return roundScore(rubric.minScore + (rubric.maxScore - rubric.minScore) * fraction);
};
