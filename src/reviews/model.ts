/**
 * Reviews of machine scorecards, the review queue and score insights, as src/ holds them (camelCase; the wire and
 * the tables spell them in snake_case, mapped at the edges). The vocabularies are defined here once; schemas/
 * derives its enums from them.
 */

/** What a reviewer does with the scorecard they see: confirm it as it is, or change some criteria. */
export const REVIEW_DECISIONS = ['accept', 'override'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A reviewer's value for one criterion: a label (ordinal), a score (a label index, or a continuous value), or N/A. */
export interface CriterionOverride {
  readonly criterionId: string;
  readonly label?: string;
  readonly score?: number;
  readonly notApplicable?: true;
}

export interface ReviewRequest {
  /** The scorecard version the reviewer saw: 0 for the machine's (never reviewed), else the review version. */
  readonly expectedVersion: number;
  readonly decision: ReviewDecision;
  readonly overrides?: readonly CriterionOverride[];
  readonly comment?: string;
}

/** One criterion's value: null score with notApplicable for N/A. */
export interface ScoreValue {
  readonly score: number | null;
  readonly label?: string;
  readonly notApplicable?: true;
}

export interface ReviewedCriterion extends ScoreValue {
  readonly criterionId: string;
  /** A critical criterion at or below its failing threshold. */
  readonly criticalFailed?: true;
  /** The reviewed value differs from the machine's. */
  readonly overridden: boolean;
}

/** The conversation's scorecard as reviewed: what the latest review left, with the rubric's overall score recomputed. */
export interface ReviewedScorecard {
  /** Increments with every review (1 after the first). */
  readonly version: number;
  /** The latest review's decision. */
  readonly decision: ReviewDecision;
  readonly reviewedBy: string;
  readonly reviewedAt: string;
  /** Null only when every criterion is N/A; the rubric's min_score when a critical criterion failed. */
  readonly overallScore: number | null;
  readonly criticalFailure?: { readonly criterionIds: readonly string[] };
  readonly criterionScores: readonly ReviewedCriterion[];
}

export interface ReviewChange {
  readonly criterionId: string;
  readonly before: ScoreValue;
  readonly after: ScoreValue;
}

/** One review, as the append-only history keeps it. */
export interface ReviewEntry {
  readonly version: number;
  /** The IAM principal that made the review. */
  readonly reviewer: string;
  readonly reviewedAt: string;
  readonly decision: ReviewDecision;
  readonly comment: string | null;
  /** The criteria whose value the review changed (none for an acceptance). */
  readonly changes: readonly ReviewChange[];
  readonly overallScoreBefore: number | null;
  readonly overallScoreAfter: number | null;
}

/** At most this many reviews per conversation: its history is served whole with it. */
export const MAX_REVIEWS_PER_CONVERSATION = 100;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/** Windows of insights and of the agreement trend: the last 12 weeks unless the caller says, at most a year. */
export const WINDOW_DAYS = { defaultDays: 84, maxDays: 366 } as const;

/** Reviews one agreement request reads at most (a year of a busy team's reviews); more → narrow the window. */
export const MAX_AGREEMENT_REVIEWS = 50_000;

/** Why a conversation is in the review queue, strongest first (each adds its weight to the priority). */
export const QUEUE_REASONS = ['critical_failed', 'evidence_repaired', 'random_sample', 'rare_not_applicable', 'near_boundary'] as const;
export type QueueReasonCode = (typeof QUEUE_REASONS)[number];

export const QUEUE_REASON_WEIGHTS: Readonly<Record<QueueReasonCode, number>> = {
  critical_failed: 16,
  evidence_repaired: 8,
  random_sample: 4,
  rare_not_applicable: 2,
  near_boundary: 1,
};

export interface QueueReason {
  readonly code: QueueReasonCode;
  /** The criteria concerned (empty for random_sample). */
  readonly criterionIds: readonly string[];
}

/** The share of a batch's conversations drawn into its review queue at random, unless the batch says otherwise. */
export const DEFAULT_REVIEW_SAMPLE_RATE = 0.05;
/** A criterion answered N/A in at most this share of a batch's scored conversations is "rarely N/A". */
export const RARE_NOT_APPLICABLE_RATE = 0.1;
/** A continuous score within this share of its range of an anchor boundary or its critical threshold is "near a boundary". */
export const BOUNDARY_MARGIN = 0.05;

/** What a batch's review queue holds, stated on the batch. */
export interface ReviewQueueSummary {
  readonly size: number;
  readonly byReason: Readonly<Record<QueueReasonCode, number>>;
  /** The random sample: its rate, its seed (the batch id) and how many conversations it drew. */
  readonly sample: { readonly rate: number; readonly seed: string; readonly size: number };
}

/** Review progress of a batch. */
export interface BatchReviewCounts {
  readonly conversationsReviewed: number;
  readonly reviews: number;
  /** Conversations of the random sample reviewed at least once. */
  readonly sampleReviewed: number;
}
