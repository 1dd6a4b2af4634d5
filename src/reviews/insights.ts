import type { MetadataValue } from '../audits/model';
import { normalizedScore, roundScore } from '../audits/overall-score';
import type { Criterion, Rubric } from '../rubrics/rubric';

/**
 * Score insights: what one scored conversation adds to the sums kept per (rubric, metadata key, value, week), and
 * the figures read back from them. The sums are additive, so a batch adds its conversations once and a review adds
 * the difference it makes; reading a group never touches the batches.
 */

/** Sums of one criterion over conversations: scored (n, sum on its scale, sum normalized, fails) and N/A. */
export interface CriterionSums {
  readonly n: number;
  readonly sum: number;
  readonly norm: number;
  readonly fails: number;
  readonly na: number;
}

export interface Contribution {
  readonly conversations: number;
  readonly reviewed: number;
  readonly overall: { readonly n: number; readonly sum: number };
  /** By criterion id (ids mean the same across a rubric's versions). */
  readonly criteria: Readonly<Record<string, CriterionSums>>;
}

/** Normalized scores below this fail (a critical criterion fails at or below its own threshold instead). */
export const FAIL_BELOW_NORMALIZED = 0.5;

export const criterionFailed = (criterion: Criterion, score: number): boolean =>
  criterion.critical ? score <= criterion.critical.failAtOrBelow : normalizedScore(criterion, score) < FAIL_BELOW_NORMALIZED;

/** One conversation's contribution: its scores (rubric order, null for N/A) and overall score. */
export const contributionOf = (
  rubric: Pick<Rubric, 'criteria'>,
  scores: readonly (number | null)[],
  overall: number | null,
  reviewed: boolean,
): Contribution => ({
  conversations: 1,
  reviewed: reviewed ? 1 : 0,
  overall: overall === null ? { n: 0, sum: 0 } : { n: 1, sum: overall },
  criteria: Object.fromEntries(
    rubric.criteria.map((criterion, i) => {
      const score = scores[i] ?? null;
      const sums: CriterionSums =
        score === null
          ? { n: 0, sum: 0, norm: 0, fails: 0, na: 1 }
          : { n: 1, sum: score, norm: normalizedScore(criterion, score), fails: criterionFailed(criterion, score) ? 1 : 0, na: 0 };
      return [criterion.id, sums];
    }),
  ),
});

const EMPTY_SUMS: CriterionSums = { n: 0, sum: 0, norm: 0, fails: 0, na: 0 };
export const EMPTY_CONTRIBUTION: Contribution = { conversations: 0, reviewed: 0, overall: { n: 0, sum: 0 }, criteria: {} };

/** a + sign · b, criterion by criterion. */
export const combine = (a: Contribution, b: Contribution, sign: 1 | -1 = 1): Contribution => {
  const ids = [...new Set([...Object.keys(a.criteria), ...Object.keys(b.criteria)])];
  const add = (x: number, y: number) => x + sign * y;
  return {
    conversations: add(a.conversations, b.conversations),
    reviewed: add(a.reviewed, b.reviewed),
    overall: { n: add(a.overall.n, b.overall.n), sum: add(a.overall.sum, b.overall.sum) },
    criteria: Object.fromEntries(
      ids.map((id) => {
        const x = a.criteria[id] ?? EMPTY_SUMS;
        const y = b.criteria[id] ?? EMPTY_SUMS;
        return [
          id,
          { n: add(x.n, y.n), sum: add(x.sum, y.sum), norm: add(x.norm, y.norm), fails: add(x.fails, y.fails), na: add(x.na, y.na) },
        ];
      }),
    ),
  };
};

/** Whether a difference changes nothing (a review that confirms what was counted). */
export const isEmpty = (c: Contribution): boolean =>
  c.conversations === 0 &&
  c.reviewed === 0 &&
  c.overall.n === 0 &&
  c.overall.sum === 0 &&
  Object.values(c.criteria).every((s) => s.n === 0 && s.sum === 0 && s.norm === 0 && s.fails === 0 && s.na === 0);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (UTC) of the week holding `at`, as YYYY-MM-DD. */
export const weekStart = (at: string | Date): string => {
  const day = new Date(at);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
};

/** The week starts from the week of `from` up to the week that holds the last instant before `to`. */
export const weeksOf = (window: { readonly from: string; readonly to: string }): string[] => {
  const weeks: string[] = [];
  const last = weekStart(new Date(new Date(window.to).getTime() - 1));
  for (
    let week = weekStart(window.from);
    week <= last;
    week = new Date(new Date(`${week}T00:00:00Z`).getTime() + 7 * DAY_MS).toISOString().slice(0, 10)
  ) {
    weeks.push(week);
  }
  return weeks;
};

/** When a conversation counts for insights: when it took place, else when it was scored, else when its batch was submitted. */
export const conversationTime = (at: string | undefined, batch: { readonly createdAt: string }): string => at ?? batch.createdAt;

/** Metadata values as insights name groups: text (a number or boolean as JSON writes it). */
export const groupValue = (value: MetadataValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

export interface CriterionStats {
  readonly criterionId: string;
  readonly count: number;
  readonly notApplicable: number;
  readonly mean: number | null;
  readonly meanNormalized: number | null;
  readonly fails: number;
  readonly failRate: number | null;
}

export interface GroupStats {
  readonly conversations: number;
  readonly reviewed: number;
  readonly overall: { readonly count: number; readonly mean: number | null };
  readonly criteria: readonly CriterionStats[];
}

const ratio = (part: number, whole: number) => (whole > 0 ? roundScore(part / whole) : null);
/** Sums of additions and subtractions keep float noise: counts are whole numbers. */
const whole = (value: number) => Math.round(value);

/** The figures of summed contributions, for the criteria listed (in that order). */
export const statsOf = (sums: Contribution, criterionIds: readonly string[]): GroupStats => ({
  conversations: whole(sums.conversations),
  reviewed: whole(sums.reviewed),
  overall: { count: whole(sums.overall.n), mean: ratio(sums.overall.sum, whole(sums.overall.n)) },
  criteria: criterionIds.map((criterionId) => {
    const s = sums.criteria[criterionId] ?? EMPTY_SUMS;
    const count = whole(s.n);
    return {
      criterionId,
      count,
      notApplicable: whole(s.na),
      mean: ratio(s.sum, count),
      meanNormalized: ratio(s.norm, count),
      fails: whole(s.fails),
      failRate: ratio(whole(s.fails), count),
    };
  }),
});

/** A conversation's value on each criterion, as a group's index of conversations keeps it. */
export interface MemberScore {
  readonly criterionId: string;
  readonly score: number | null;
  readonly label?: string;
  readonly normalized: number | null;
  readonly failed: boolean;
}

export const memberScoresOf = (rubric: Pick<Rubric, 'criteria'>, scores: readonly (number | null)[]): MemberScore[] =>
  rubric.criteria.map((criterion, i) => {
    const score = scores[i] ?? null;
    if (score === null) return { criterionId: criterion.id, score: null, normalized: null, failed: false };
    return {
      criterionId: criterion.id,
      score,
      ...(criterion.scale.type === 'ordinal' ? { label: criterion.scale.labels[score]! } : {}),
      normalized: roundScore(normalizedScore(criterion, score)),
      failed: criterionFailed(criterion, score),
    };
  });
