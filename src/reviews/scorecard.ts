import type { AuditResult } from '../audits/model';
import { failedCriticalCriteria, overallScore } from '../audits/overall-score';
import { ValidationError, type ValidationIssue } from '../core/errors';
import { resolveGivenScore, type Criterion, type Rubric } from '../rubrics/rubric';
import type { ReviewChange, ReviewedCriterion, ReviewedScorecard, ReviewEntry, ReviewRequest, ScoreValue } from './model';
import type { StoredReviewEntry } from './ports';

/**
 * A review applied to a scorecard: each override is checked against its criterion's scale (a label on the scale,
 * a score in range, N/A only where allowed), the reviewed values replace the current ones, and the overall score
 * is recomputed with the rubric's weights, N/A and critical rules (src/audits/overall-score.ts), as the machine's was.
 */

/** A criterion's value on its scale: a label index or a continuous value, or null for N/A. */
export const valueOf = (criterion: Criterion, score: number | null): ScoreValue => {
  if (score === null) return { score: null, notApplicable: true };
  return criterion.scale.type === 'ordinal' ? { score, label: criterion.scale.labels[score]! } : { score };
};

/** The scores the reviewer saw, in the rubric's order: the reviewed ones once reviewed, else the machine's. */
export const currentScores = (rubric: Rubric, machine: AuditResult, review: ReviewedScorecard | undefined): (number | null)[] =>
  rubric.criteria.map((criterion) => {
    const from = review?.criterionScores ?? machine.criterionScores;
    return from.find((s) => s.criterionId === criterion.id)?.score ?? null;
  });

/** Every problem with the overrides, each at its JSON pointer; the resolved score of each criterion they set. */
const resolveOverrides = (rubric: Rubric, request: ReviewRequest): Map<number, number | null> => {
  const indexOf = new Map(rubric.criteria.map((c, i) => [c.id, i]));
  const issues: ValidationIssue[] = [];
  const resolved = new Map<number, number | null>();
  (request.overrides ?? []).forEach((override, k) => {
    const at = (field: string) => `/overrides/${k}/${field}`;
    const ci = indexOf.get(override.criterionId);
    if (ci === undefined) {
      issues.push({
        in: 'body',
        pointer: at('criterion_id'),
        message: `criterion "${override.criterionId.slice(0, 128)}" is not in rubric version ${rubric.version}`,
      });
      return;
    }
    if (resolved.has(ci)) {
      issues.push({ in: 'body', pointer: at('criterion_id'), message: `criterion "${override.criterionId}" is overridden twice` });
      return;
    }
    const given = resolveGivenScore(rubric.criteria[ci]!, override.notApplicable ? { score: null } : { ...override });
    if (given.problems) {
      const field = (name: string) => (override.notApplicable ? 'not_applicable' : name);
      issues.push(...given.problems.map((p) => ({ in: 'body' as const, pointer: at(field(p.field)), message: p.message })));
    } else resolved.set(ci, given.score);
  });
  if (issues.length > 0)
    throw new ValidationError(
      issues,
      `The review does not fit rubric version ${rubric.version}: ${issues.map((i) => i.message).join('; ')}.`,
    );
  return resolved;
};

export interface AppliedReview {
  readonly scorecard: ReviewedScorecard;
  readonly scores: readonly (number | null)[];
  readonly changes: readonly ReviewChange[];
  /** The overall score the reviewer saw. */
  readonly overallBefore: number | null;
}

/**
 * The scorecard a review leaves: the current values with the overrides applied (an acceptance keeps them), each
 * criterion marked overridden when it differs from the machine's, the overall score and critical failure
 * recomputed. Throws ValidationError (400) naming each override that does not fit the rubric.
 */
export const applyReview = (
  rubric: Rubric,
  machine: AuditResult,
  current: ReviewedScorecard | undefined,
  request: ReviewRequest,
  by: { readonly reviewer: string; readonly at: string },
): AppliedReview => {
  const overrides = resolveOverrides(rubric, request);
  const before = currentScores(rubric, machine, current);
  const machineScores = currentScores(rubric, machine, undefined);
  const scores = before.map((score, i) => (overrides.has(i) ? overrides.get(i)! : score));
  const failed = failedCriticalCriteria(rubric, scores);
  const criterionScores = rubric.criteria.map((criterion, i): ReviewedCriterion => ({
    criterionId: criterion.id,
    ...valueOf(criterion, scores[i]!),
    ...(failed.includes(criterion.id) ? { criticalFailed: true as const } : {}),
    overridden: scores[i] !== machineScores[i],
  }));
  const changes = rubric.criteria.flatMap((criterion, i) =>
    before[i] === scores[i]
      ? []
      : [{ criterionId: criterion.id, before: valueOf(criterion, before[i]!), after: valueOf(criterion, scores[i]!) }],
  );
  return {
    scores,
    changes,
    overallBefore: current ? current.overallScore : machine.overallScore,
    scorecard: {
      version: request.expectedVersion + 1,
      decision: request.decision,
      reviewedBy: by.reviewer,
      reviewedAt: by.at,
      overallScore: overallScore(rubric, scores),
      ...(failed.length > 0 ? { criticalFailure: { criterionIds: failed } } : {}),
      criterionScores,
    },
  };
};

/** A history entry as callers see it (what agreement needs stays stored). */
export const historyEntry = (entry: StoredReviewEntry): ReviewEntry => ({
  version: entry.version,
  reviewer: entry.reviewer,
  reviewedAt: entry.reviewedAt,
  decision: entry.decision,
  comment: entry.comment,
  changes: entry.changes,
  overallScoreBefore: entry.overallScoreBefore,
  overallScoreAfter: entry.overallScoreAfter,
});
