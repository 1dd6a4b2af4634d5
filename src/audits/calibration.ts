import { ValidationError, type ValidationIssue } from '../core/errors';
import { resolveGivenScore, type Criterion, type Rubric } from '../rubrics/rubric';
import { confusionMatrix, exactAgreement, meanAbsoluteError, pearson, quadraticWeightedKappa, spearman } from './agreement';
import type { AuditError, AuditResult, Evidence } from './model';
import { normalizedScore, overallScore, roundScore } from './overall-score';

/**
 * Calibration: how well the machine's scores of a finished batch agree with human auditors' scores of the same
 * conversations, beside how well the humans agree with each other (the bar the machine must reach).
 */

/**
 * One human score of one criterion of one conversation. Ordinal criteria take a label or its 0-based index; a null
 * score says "not applicable" (criteria with allow_not_applicable).
 */
export interface HumanRating {
  readonly conversationId: string;
  readonly criterionId: string;
  readonly auditorId: string;
  readonly score?: number | null;
  readonly label?: string;
}

/**
 * Pairs where a side answered not applicable (criteria that allow it): `both` is the N/A agreement count. The
 * first rater is the human (for human pairs the auditor id that sorts first), the second the machine (or the
 * other auditor).
 */
export interface NotApplicableCounts {
  readonly both: number;
  readonly firstOnly: number;
  readonly secondOnly: number;
}

export interface OrdinalAgreement {
  /** Pairs where both sides scored: κ is computed over these. */
  readonly n: number;
  /** Over every pair; on a criterion that allows N/A, N/A is one more outcome (both N/A agree). */
  readonly exactAgreement: number | null;
  readonly quadraticWeightedKappa: number | null;
  /**
   * Rows: the first rater's label, columns: the second's, in scale order; a criterion that allows N/A has one
   * more row and column, last, for N/A.
   */
  readonly confusionMatrix: number[][];
  readonly notApplicable?: NotApplicableCounts;
}

export interface ContinuousAgreement {
  /** Pairs where both sides scored: MAE and the correlations are computed over these. */
  readonly n: number;
  readonly mae: number | null;
  readonly pearson: number | null;
  readonly spearman: number | null;
  readonly notApplicable?: NotApplicableCounts;
}

export interface CriterionAgreement {
  readonly criterionId: string;
  readonly name: string;
  readonly scaleType: 'ordinal' | 'continuous';
  readonly labels?: readonly string[];
  readonly machineVsHuman: OrdinalAgreement | ContinuousAgreement;
  /** Null with fewer than two auditors on any conversation of this criterion. */
  readonly humanVsHuman: OrdinalAgreement | ContinuousAgreement | null;
}

export interface Disagreement {
  readonly conversationId: string;
  readonly criterionId: string;
  readonly auditorId: string;
  /** Null: not applicable. */
  readonly humanScore: number | null;
  readonly machineScore: number | null;
  readonly humanLabel?: string;
  readonly machineLabel?: string;
  /** |human − machine| on the criterion's scale mapped to [0, 1]; 1 when one side says N/A and the other scored. */
  readonly gap: number;
  /** What the machine relied on: its evidence with reasoning. */
  readonly machineEvidence: readonly Evidence[];
}

export interface CalibrationReport {
  readonly ratings: number;
  readonly conversations: number;
  readonly auditors: readonly string[];
  readonly criteria: readonly CriterionAgreement[];
  /** Overall scores: a human's is computed with the rubric from their scores, when they scored every criterion. */
  readonly overall: { readonly machineVsHuman: ContinuousAgreement; readonly humanVsHuman: ContinuousAgreement | null };
  readonly largestDisagreements: readonly Disagreement[];
  /** Rated conversations the machine could not score (error lines): left out of every statistic. */
  readonly unscoredConversations: readonly string[];
}

export const LARGEST_DISAGREEMENTS = 10;

const round = (value: number | null) => (value === null ? null : roundScore(value));

const issue = (index: number, field: string, message: string): ValidationIssue => ({
  in: 'body',
  pointer: `/ratings/${index}/${field}`,
  message,
});

interface ResolvedRating {
  readonly conversationId: string;
  readonly criterionIndex: number;
  readonly auditorId: string;
  /** Null: not applicable. */
  readonly score: number | null;
}

/** Checks every rating against the rubric and the batch's conversations; all problems are reported at once. */
const resolveRatings = (rubric: Rubric, conversationIds: ReadonlySet<string>, ratings: readonly HumanRating[]): ResolvedRating[] => {
  const criterionIndex = new Map(rubric.criteria.map((c, i) => [c.id, i]));
  const issues: ValidationIssue[] = [];
  const seen = new Map<string, number>();
  const resolved: ResolvedRating[] = [];
  ratings.forEach((rating, index) => {
    const ci = criterionIndex.get(rating.criterionId);
    if (!conversationIds.has(rating.conversationId)) {
      issues.push(issue(index, 'conversation_id', `conversation "${rating.conversationId.slice(0, 128)}" is not in this batch`));
    }
    if (ci === undefined) {
      issues.push(
        issue(index, 'criterion_id', `criterion "${rating.criterionId.slice(0, 128)}" is not in rubric version ${rubric.version}`),
      );
      return;
    }
    const key = JSON.stringify([rating.auditorId, rating.conversationId, rating.criterionId]);
    const earlier = seen.get(key);
    if (earlier !== undefined)
      issues.push(
        issue(
          index,
          'criterion_id',
          `auditor "${rating.auditorId}" already scored this criterion of this conversation (ratings[${earlier}])`,
        ),
      );
    else seen.set(key, index);
    const given = resolveGivenScore(rubric.criteria[ci]!, rating);
    if (given.problems) issues.push(...given.problems.map((p) => issue(index, p.field, p.message)));
    else resolved.push({ conversationId: rating.conversationId, criterionIndex: ci, auditorId: rating.auditorId, score: given.score });
  });
  if (issues.length > 0)
    throw new ValidationError(
      issues,
      `${issues.length} rating(s) do not fit the batch or its rubric: ${issues
        .slice(0, 3)
        .map((i) => i.message)
        .join('; ')}.`,
    );
  return resolved;
};

const continuousAgreement = (first: number[], second: number[]): ContinuousAgreement => ({
  n: first.length,
  mae: round(meanAbsoluteError(first, second)),
  pearson: round(pearson(first, second)),
  spearman: round(spearman(first, second)),
});

/** A pair's side; null is "not applicable". */
type Outcome = number | null;

const notApplicableCounts = (first: readonly Outcome[], second: readonly Outcome[]): NotApplicableCounts => ({
  both: first.filter((a, i) => a === null && second[i] === null).length,
  firstOnly: first.filter((a, i) => a === null && second[i] !== null).length,
  secondOnly: first.filter((a, i) => a !== null && second[i] === null).length,
});

/**
 * Agreement of two raters on one criterion. Pairs where either side is N/A are left out of κ, MAE and the
 * correlations; on an ordinal criterion that allows N/A, exact agreement and the confusion matrix take N/A as one
 * more category.
 */
const agreementOf = (
  criterion: Criterion,
  first: readonly Outcome[],
  second: readonly Outcome[],
): OrdinalAgreement | ContinuousAgreement => {
  const scored = first.flatMap((a, i) => (a !== null && second[i] !== null ? [[a, second[i]!] as const] : []));
  const scoredFirst = scored.map(([a]) => a);
  const scoredSecond = scored.map(([, b]) => b);
  const notApplicable = criterion.allowNotApplicable ? { notApplicable: notApplicableCounts(first, second) } : {};
  if (criterion.scale.type === 'continuous') return { ...continuousAgreement(scoredFirst, scoredSecond), ...notApplicable };
  const labels = criterion.scale.labels.length;
  // N/A as the category after the last label.
  const categories = criterion.allowNotApplicable ? labels + 1 : labels;
  const withNotApplicable = (outcomes: readonly Outcome[]) => outcomes.map((o) => o ?? labels);
  return {
    n: scored.length,
    exactAgreement: round(exactAgreement(withNotApplicable(first), withNotApplicable(second))),
    quadraticWeightedKappa: round(quadraticWeightedKappa(scoredFirst, scoredSecond, labels)),
    confusionMatrix: confusionMatrix(withNotApplicable(first), withNotApplicable(second), categories),
    ...notApplicable,
  };
};

/** Every unordered pair of distinct auditors' scores of the same item, the auditor id that sorts first on the left. */
const humanPairs = <Item, Score extends Outcome>(byItem: Map<Item, Map<string, Score>>) => {
  const first: Score[] = [];
  const second: Score[] = [];
  for (const scores of byItem.values()) {
    const auditors = [...scores.keys()].sort();
    for (let i = 0; i < auditors.length; i++) {
      for (let j = i + 1; j < auditors.length; j++) {
        first.push(scores.get(auditors[i]!)!);
        second.push(scores.get(auditors[j]!)!);
      }
    }
  }
  return { first, second };
};

/** The machine's score of the rated criterion (null: it answered not applicable); the conversation was scored. */
const machineScoreOf = (machine: ReadonlyMap<string, AuditResult>, rating: ResolvedRating): number | null =>
  machine.get(rating.conversationId)!.criterionScores[rating.criterionIndex]!.score;

const labelOf = (criterion: Criterion, score: number | null) =>
  criterion.scale.type === 'ordinal' && score !== null ? criterion.scale.labels[score] : undefined;

/** The gap of a pair on [0, 1]; an N/A against a score is the largest, 1: they disagree on whether the criterion applies. */
const gapOf = (criterion: Criterion, a: number | null, b: number | null): number => {
  if (a === null || b === null) return a === b ? 0 : 1;
  return roundScore(Math.abs(normalizedScore(criterion, a) - normalizedScore(criterion, b)));
};

/**
 * Builds the agreement report. `lines` are the batch's result lines; only those of rated conversations are used.
 * Throws ValidationError (400) when a rating names a conversation outside the batch, an unknown criterion, a label
 * not on the scale or a score out of range, or repeats an auditor's score.
 */
export const calibrationReport = (
  rubric: Rubric,
  lines: readonly (AuditResult | AuditError)[],
  ratings: readonly HumanRating[],
): CalibrationReport => {
  const machine = new Map<string, AuditResult>();
  const unscored = new Set<string>();
  for (const line of lines) {
    if ('error' in line) unscored.add(line.conversationId);
    else machine.set(line.conversationId, line);
  }
  const resolved = resolveRatings(rubric, new Set([...machine.keys(), ...unscored]), ratings);
  const usable = resolved.filter((r) => machine.has(r.conversationId));

  const criteria = rubric.criteria.map((criterion, ci): CriterionAgreement => {
    const own = usable.filter((r) => r.criterionIndex === ci);
    const human = own.map((r) => r.score);
    const machineScores = own.map((r) => machineScoreOf(machine, r));
    const byConversation = new Map<string, Map<string, number | null>>();
    for (const r of own)
      byConversation.set(r.conversationId, (byConversation.get(r.conversationId) ?? new Map()).set(r.auditorId, r.score));
    const pairs = humanPairs(byConversation);
    return {
      criterionId: criterion.id,
      name: criterion.name,
      scaleType: criterion.scale.type,
      ...(criterion.scale.type === 'ordinal' ? { labels: criterion.scale.labels } : {}),
      machineVsHuman: agreementOf(criterion, human, machineScores),
      humanVsHuman: pairs.first.length > 0 ? agreementOf(criterion, pairs.first, pairs.second) : null,
    };
  });

  // A human overall score exists where the auditor scored (or answered N/A to) every criterion of the conversation.
  const humanScores = new Map<string, Map<string, (number | null)[]>>();
  for (const r of usable) {
    const byAuditor = humanScores.get(r.conversationId) ?? new Map<string, (number | null)[]>();
    const scores = byAuditor.get(r.auditorId) ?? new Array<number | null>(rubric.criteria.length).fill(Number.NaN);
    scores[r.criterionIndex] = r.score;
    humanScores.set(r.conversationId, byAuditor.set(r.auditorId, scores));
  }
  const humanOverall = new Map<string, Map<string, number>>();
  const overallHuman: number[] = [];
  const overallMachine: number[] = [];
  for (const [conversationId, byAuditor] of humanScores) {
    for (const [auditorId, scores] of byAuditor) {
      const machineOverall = machine.get(conversationId)!.overallScore;
      const overall = scores.some((s) => s !== null && Number.isNaN(s)) ? null : overallScore(rubric, scores);
      if (overall === null || machineOverall === null) continue;
      humanOverall.set(conversationId, (humanOverall.get(conversationId) ?? new Map()).set(auditorId, overall));
      overallHuman.push(overall);
      overallMachine.push(machineOverall);
    }
  }
  const overallPairs = humanPairs(humanOverall);

  const disagreements = usable
    .map((r): Disagreement => {
      const criterion = rubric.criteria[r.criterionIndex]!;
      const scored = machine.get(r.conversationId)!.criterionScores[r.criterionIndex]!;
      const machineScore = machineScoreOf(machine, r);
      const humanLabel = labelOf(criterion, r.score);
      return {
        conversationId: r.conversationId,
        criterionId: criterion.id,
        auditorId: r.auditorId,
        humanScore: r.score,
        machineScore,
        ...(humanLabel !== undefined ? { humanLabel } : {}),
        ...(scored.label !== undefined ? { machineLabel: scored.label } : {}),
        gap: gapOf(criterion, r.score, machineScore),
        machineEvidence: scored.evidence,
      };
    })
    .filter((d) => d.gap > 0)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, LARGEST_DISAGREEMENTS);

  return {
    ratings: ratings.length,
    conversations: new Set(resolved.map((r) => r.conversationId)).size,
    auditors: [...new Set(resolved.map((r) => r.auditorId))].sort(),
    criteria,
    overall: {
      machineVsHuman: continuousAgreement(overallHuman, overallMachine),
      humanVsHuman: overallPairs.first.length > 0 ? continuousAgreement(overallPairs.first, overallPairs.second) : null,
    },
    largestDisagreements: disagreements,
    unscoredConversations: [...new Set(resolved.map((r) => r.conversationId))].filter((id) => unscored.has(id)),
  };
};
