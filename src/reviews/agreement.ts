import type { BatchStore, RubricVersionSource } from '../audits/ports';
import { calibrationReport, type CalibrationReport, type HumanRating } from '../audits/calibration';
import type { AuditResult } from '../audits/model';
import { overallScore } from '../audits/overall-score';
import type { Clock } from '../core/clock';
import { NotFoundError, UnprocessableError } from '../core/errors';
import { getRubric, type RubricStore } from '../rubrics/registry';
import type { Rubric } from '../rubrics/rubric';
import { weekStart } from './insights';
import { MAX_AGREEMENT_REVIEWS, WINDOW_DAYS } from './model';
import { resolveWindow } from './paging';
import type { ReviewStore, RubricReviews, ScoredLines, StoredReviewEntry } from './ports';
import { reviewableBatch } from './reviews';

/**
 * Calibration that never stops: every review is a human rating of every criterion of its conversation (an
 * acceptance agrees with the machine), so the agreement report of src/audits/calibration.ts is computed from the
 * reviews themselves — for a batch, and for a rubric version over a window, week by week. Each reviewer counts once
 * per conversation and slice, with their latest review in it; two reviewers of one conversation give the human–human bar.
 */

/** Each reviewer's latest review of each conversation (key: `conversation`), in the order given. */
const latestPerReviewer = (entries: readonly StoredReviewEntry[], conversationOf: (entry: StoredReviewEntry) => string) => {
  const latest = new Map<string, StoredReviewEntry>();
  for (const entry of entries) {
    const key = JSON.stringify([conversationOf(entry), entry.reviewer]);
    const seen = latest.get(key);
    if (!seen || seen.version < entry.version) latest.set(key, entry);
  }
  return [...latest.values()];
};

/** The ratings of reviews: each reviewer rates each criterion with the value their review left (null: N/A). */
const ratingsOf = (
  rubric: Rubric,
  entries: readonly StoredReviewEntry[],
  conversationOf: (entry: StoredReviewEntry) => string,
): HumanRating[] =>
  entries.flatMap((entry) =>
    rubric.criteria.map((criterion, i) => ({
      conversationId: conversationOf(entry),
      criterionId: criterion.id,
      auditorId: entry.reviewer,
      score: entry.scores[i] ?? null,
    })),
  );

export interface ReviewCalibration {
  readonly batchId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly computedAt: string;
  readonly reviews: number;
  readonly report: CalibrationReport;
}

/** The calibration report of a batch's reviews against the machine's lines (with their evidence). */
export const reviewCalibration = async (
  deps: Clock & {
    readonly batches: BatchStore;
    readonly rubrics: RubricVersionSource;
    readonly reviews: ReviewStore;
    readonly lines: ScoredLines;
  },
  owner: string,
  batchId: string,
): Promise<ReviewCalibration> => {
  const batch = await reviewableBatch(deps.batches, owner, batchId);
  const rubric = await deps.rubrics.version(batch.rubricId, batch.rubricVersion);
  if (!rubric) throw new NotFoundError(`Rubric ${batch.rubricId} version ${batch.rubricVersion} of batch ${batchId} no longer exists.`);
  const all: StoredReviewEntry[] = [];
  for await (const entry of deps.reviews.batchEntries(batchId)) all.push(entry);
  const conversationOf = (entry: StoredReviewEntry) => entry.conversationId;
  const counted = latestPerReviewer(all, conversationOf);
  const indexes = [...new Set(counted.map((entry) => entry.index))];
  const lines = await deps.lines.lines(indexes.map((index) => ({ batchId, index })));
  return {
    batchId,
    rubricId: batch.rubricId,
    rubricVersion: batch.rubricVersion,
    computedAt: deps.now().toISOString(),
    reviews: counted.length,
    report: calibrationReport(rubric, [...lines.values()], ratingsOf(rubric, counted, conversationOf)),
  };
};

export type AgreementSlice = Pick<CalibrationReport, 'conversations' | 'auditors' | 'criteria' | 'overall'> & { readonly reviews: number };

export interface ReviewAgreement {
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly from: string;
  readonly to: string;
  readonly window: AgreementSlice;
  readonly weeks: readonly (AgreementSlice & { readonly weekStart: string })[];
}

/** Conversations of different batches share ids: within a rubric they are named by batch and index. */
const acrossBatches = (entry: StoredReviewEntry) => `${entry.batchId}/${entry.index}`;

/** The machine's line as a review recorded it (its scores when reviewed; its evidence is on the batch's results). */
const machineLineOf = (rubric: Rubric, entry: StoredReviewEntry): AuditResult => ({
  conversationId: acrossBatches(entry),
  rubricVersion: entry.rubricVersion,
  overallScore: overallScore(rubric, entry.machineScores),
  criterionScores: rubric.criteria.map((criterion, i) => ({
    criterionId: criterion.id,
    score: entry.machineScores[i] ?? null,
    evidence: [],
  })),
  evaluator: 'recorded with the review',
});

const sliceOf = (rubric: Rubric, entries: readonly StoredReviewEntry[]): AgreementSlice => {
  const counted = latestPerReviewer(entries, acrossBatches);
  const lines = new Map(counted.map((entry) => [acrossBatches(entry), machineLineOf(rubric, entry)]));
  const { conversations, auditors, criteria, overall } = calibrationReport(
    rubric,
    [...lines.values()],
    ratingsOf(rubric, counted, acrossBatches),
  );
  return { reviews: counted.length, conversations, auditors, criteria, overall };
};

/**
 * Agreement of a rubric version with its reviewers over [from, to) by review time: the whole window, and each week
 * (Monday, UTC) with reviews, oldest first — the trend per criterion as reviewing goes on.
 */
export const reviewAgreement = async (
  deps: Clock & { readonly rubrics: RubricStore; readonly reviews: RubricReviews },
  owner: string,
  rubricId: string,
  query: { readonly version?: string; readonly from?: string; readonly to?: string },
): Promise<ReviewAgreement> => {
  const rubric = await getRubric(deps.rubrics, owner, rubricId, query.version);
  const window = resolveWindow(query, deps.now(), WINDOW_DAYS);
  const entries: StoredReviewEntry[] = [];
  for await (const entry of deps.reviews.rubricEntries(rubricId, rubric.version, window)) {
    if (entries.length >= MAX_AGREEMENT_REVIEWS) {
      throw new UnprocessableError(
        `More than ${MAX_AGREEMENT_REVIEWS} reviews of rubric ${rubricId}@${rubric.version} fall in the window: narrow it (from, to).`,
      );
    }
    entries.push(entry);
  }
  const byWeek = new Map<string, StoredReviewEntry[]>();
  for (const entry of entries) {
    const week = weekStart(entry.reviewedAt);
    const ofWeek = byWeek.get(week) ?? [];
    ofWeek.push(entry);
    byWeek.set(week, ofWeek);
  }
  return {
    rubricId,
    rubricVersion: rubric.version,
    ...window,
    window: sliceOf(rubric, entries),
    weeks: [...byWeek.keys()].sort().map((week) => ({ weekStart: week, ...sliceOf(rubric, byWeek.get(week)!) })),
  };
};
