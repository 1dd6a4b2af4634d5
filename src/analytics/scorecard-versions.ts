import type { AuditResult, MetadataValue } from '../audits/model';
import { failedCriticalCriteria, normalizedScore } from '../audits/overall-score';
import { criterionFailed, groupValue } from '../reviews/insights';
import type { StoredReviewEntry } from '../reviews/ports';
import type { Rubric } from '../rubrics/rubric';

/**
 * Scorecards as analysts query them (docs/analytics.md): a scorecard *version* is the machine's scorecard
 * (version 0) or the scorecard as a review left it (version n). Each version is one conversation row and one row
 * per criterion, self-contained (keys, metadata, times, the machine's values beside this version's), so that a
 * version written once never needs rewriting and any one table answers a question alone.
 */

/** What both rows of a version say about the conversation and the version. */
export interface VersionKeys {
  readonly batchId: string;
  readonly conversationIndex: number;
  readonly conversationId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly evaluator: string;
  /** The caller's keys, values as text (as insights name groups). */
  readonly metadata: Readonly<Record<string, string>>;
  readonly occurredAt: Date | null;
  readonly scoredAt: Date;
  /** The partition: scoredAt's UTC date (YYYY-MM-DD). */
  readonly scoredDate: string;
  readonly reviewVersion: number;
  readonly reviewedAt: Date | null;
  readonly reviewer: string | null;
}

export interface ScorecardRow extends VersionKeys {
  readonly decision: string | null;
  readonly comment: string | null;
  readonly overallScore: number | null;
  readonly criticalFailed: boolean;
  readonly machineOverallScore: number | null;
  readonly evidenceRepaired: boolean;
}

export interface CriterionRow extends VersionKeys {
  readonly criterionId: string;
  readonly criterionName: string;
  readonly weight: number;
  readonly critical: boolean;
  readonly score: number | null;
  readonly label: string | null;
  readonly normalized: number | null;
  readonly notApplicable: boolean;
  readonly failed: boolean;
  readonly criticalFailed: boolean;
  readonly overridden: boolean;
  readonly machineScore: number | null;
  readonly machineLabel: string | null;
  readonly machineNotApplicable: boolean;
  readonly evidenceRepaired: boolean;
}

export interface ScorecardVersion {
  readonly scorecard: ScorecardRow;
  readonly criteria: readonly CriterionRow[];
}

/** A scored conversation as the export reads it. */
export interface ExportedConversation {
  readonly batchId: string;
  readonly index: number;
  readonly line: AuditResult;
  readonly metadata: Readonly<Record<string, MetadataValue>>;
  readonly occurredAt?: string;
  /** When the machine scored it; absent on lines scored before it was recorded (the batch's completion then stands in). */
  readonly scoredAt: string;
}

/** The review that made a version (absent: the machine's version 0). */
type ReviewOf = Pick<StoredReviewEntry, 'version' | 'reviewer' | 'reviewedAt' | 'decision' | 'comment' | 'scores' | 'overallScoreAfter'>;

const labelOf = (rubric: Rubric, i: number, score: number | null): string | null => {
  const scale = rubric.criteria[i]!.scale;
  return score !== null && scale.type === 'ordinal' ? (scale.labels[score] ?? null) : null;
};

/** One version of one scored conversation: the machine's (no review), or the one `review` made. */
export const scorecardVersion = (rubric: Rubric, conversation: ExportedConversation, review?: ReviewOf): ScorecardVersion => {
  const { line } = conversation;
  const machineScores = rubric.criteria.map((c) => line.criterionScores.find((s) => s.criterionId === c.id)?.score ?? null);
  const scores = review ? review.scores : machineScores;
  const critical = new Set(failedCriticalCriteria(rubric, scores));
  const repaired = new Set(line.evidenceRepaired?.criterionIds ?? []);
  const keys: VersionKeys = {
    batchId: conversation.batchId,
    conversationIndex: conversation.index,
    conversationId: line.conversationId,
    rubricId: rubric.id,
    rubricVersion: rubric.version,
    evaluator: line.evaluator,
    metadata: Object.fromEntries(Object.entries(conversation.metadata).map(([key, value]) => [key, groupValue(value)])),
    occurredAt: conversation.occurredAt ? new Date(conversation.occurredAt) : null,
    scoredAt: new Date(conversation.scoredAt),
    scoredDate: conversation.scoredAt.slice(0, 10),
    reviewVersion: review?.version ?? 0,
    reviewedAt: review ? new Date(review.reviewedAt) : null,
    reviewer: review?.reviewer ?? null,
  };
  return {
    scorecard: {
      ...keys,
      decision: review?.decision ?? null,
      comment: review?.comment ?? null,
      overallScore: review ? review.overallScoreAfter : line.overallScore,
      criticalFailed: critical.size > 0,
      machineOverallScore: line.overallScore,
      evidenceRepaired: repaired.size > 0,
    },
    criteria: rubric.criteria.map((criterion, i) => {
      const score = scores[i] ?? null;
      const machineScore = machineScores[i] ?? null;
      return {
        ...keys,
        criterionId: criterion.id,
        criterionName: criterion.name,
        weight: criterion.weight,
        critical: criterion.critical !== undefined,
        score,
        label: labelOf(rubric, i, score),
        normalized: score === null ? null : normalizedScore(criterion, score),
        notApplicable: score === null,
        failed: score !== null && criterionFailed(criterion, score),
        criticalFailed: critical.has(criterion.id),
        overridden: score !== machineScore,
        machineScore,
        machineLabel: labelOf(rubric, i, machineScore),
        machineNotApplicable: machineScore === null,
        evidenceRepaired: repaired.has(criterion.id),
      };
    }),
  };
};
