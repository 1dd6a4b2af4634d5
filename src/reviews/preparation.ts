import type { StoredOutcome } from '../audits/batch';
import { failedCriticalCriteria } from '../audits/overall-score';
import type { BatchRecord, OutcomeFollowUp } from '../audits/ports';
import type { Criterion, Rubric } from '../rubrics/rubric';
import {
  combine,
  contributionOf,
  conversationTime,
  EMPTY_CONTRIBUTION,
  groupValue,
  memberScoresOf,
  weekStart,
  type Contribution,
} from './insights';
import {
  BOUNDARY_MARGIN,
  DEFAULT_REVIEW_SAMPLE_RATE,
  QUEUE_REASON_WEIGHTS,
  QUEUE_REASONS,
  RARE_NOT_APPLICABLE_RATE,
  type QueueReason,
  type QueueReasonCode,
  type ReviewQueueSummary,
} from './model';
import type { GroupMember, GroupWeekDelta, QueueEntry, ReviewQueueStore, ScoreInsightsStore } from './ports';

/**
 * What a finished batch prepares for its reviewers and supervisors, from its stored outcomes (read once by the
 * aggregate step): its review queue — each conversation a reviewer should see first with its reasons, plus a
 * seeded random sample — and its contribution to score insights.
 */

/** FNV-1a (32 bits) over the UTF-8 bytes of `text`. */
const fnv1a32 = (text: string): number => {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
};

/** MurmurHash3's 32-bit finalizer: spreads FNV's bits so that nearby inputs land far apart. */
const fmix32 = (value: number): number => {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * Whether conversation `index` is drawn into the sample: u = fmix32(fnv1a32("<seed>:<index>")) / 2³², drawn
 * when u < rate. Deterministic, so anyone can recompute the sample from the stated seed and rate.
 */
export const inSample = (seed: string, index: number, rate: number): boolean => fmix32(fnv1a32(`${seed}:${index}`)) / 2 ** 32 < rate;

/**
 * A continuous score within BOUNDARY_MARGIN of its range from an anchor boundary or just above its critical
 * threshold; a critical ordinal criterion of three labels or more one label above failing (on a two-label scale
 * every pass would be).
 */
const nearBoundary = (criterion: Criterion, score: number): boolean => {
  const threshold = criterion.critical?.failAtOrBelow;
  const scale = criterion.scale;
  if (scale.type === 'ordinal') return threshold !== undefined && scale.labels.length >= 3 && score === threshold + 1;
  const [lo, hi] = scale.range;
  const margin = BOUNDARY_MARGIN * (hi - lo);
  const boundaries = (scale.anchors ?? []).flatMap((anchor) => [anchor.from, anchor.to]).filter((b) => b > lo && b < hi);
  if (boundaries.some((b) => Math.abs(score - b) <= margin)) return true;
  return threshold !== undefined && score > threshold && score - threshold <= margin;
};

const priorityOf = (reasons: readonly QueueReason[]) => reasons.reduce((sum, reason) => sum + QUEUE_REASON_WEIGHTS[reason.code], 0);

/** Members are written a chunk at a time while the outcomes are read. */
const MEMBER_CHUNK = 500;

interface Candidate {
  readonly index: number;
  readonly conversationId: string;
  readonly overall: number | null;
  readonly reasons: QueueReason[];
  readonly notApplicable: readonly string[];
}

export interface PreparationDeps {
  readonly queue: ReviewQueueStore;
  readonly insights: ScoreInsightsStore;
}

/** The aggregate step's follow-up for one batch (OutcomeFollowUp of src/audits/ports.ts). */
export const reviewPreparation =
  (deps: PreparationDeps) =>
  (batch: BatchRecord, rubric: Rubric): OutcomeFollowUp => {
    const rate = batch.reviewSampleRate ?? DEFAULT_REVIEW_SAMPLE_RATE;
    const candidates: Candidate[] = [];
    const sampled: number[] = [];
    const notApplicableCounts = new Map<string, number>();
    let scored = 0;
    const groupWeeks = new Map<string, GroupWeekDelta>();
    let members: GroupMember[] = [];

    const addToInsights = async (index: number, outcome: Extract<StoredOutcome, { scored: true }>, conversationId: string) => {
      const at = conversationTime(outcome.at, batch);
      const week = weekStart(at);
      const contribution: Contribution = contributionOf(rubric, outcome.criterionScores, outcome.overall, false);
      const scores = memberScoresOf(rubric, outcome.criterionScores);
      for (const [key, raw] of Object.entries(outcome.metadata ?? {})) {
        const value = groupValue(raw);
        const id = JSON.stringify([key, value, week]);
        const current = groupWeeks.get(id) ?? { rubricId: rubric.id, key, value, week, delta: EMPTY_CONTRIBUTION };
        groupWeeks.set(id, { ...current, delta: combine(current.delta, contribution) });
        members.push({
          rubricId: rubric.id,
          key,
          value,
          at,
          batchId: batch.batchId,
          index,
          conversationId,
          rubricVersion: rubric.version,
          scores,
          reviewed: false,
        });
      }
      if (members.length >= MEMBER_CHUNK) {
        const chunk = members;
        members = [];
        await deps.insights.addMembers(chunk);
      }
    };

    return {
      async add(index, outcome) {
        if (!outcome.scored) return;
        scored += 1;
        const scores = outcome.criterionScores;
        const conversationId = outcome.conversationId ?? String(index);
        const reasons: QueueReason[] = [];
        const critical = failedCriticalCriteria(rubric, scores);
        if (critical.length > 0) reasons.push({ code: 'critical_failed', criterionIds: critical });
        if (outcome.repaired && outcome.repaired.length > 0) reasons.push({ code: 'evidence_repaired', criterionIds: outcome.repaired });
        const near = rubric.criteria.filter(
          (c, i) => scores[i] !== null && scores[i] !== undefined && !critical.includes(c.id) && nearBoundary(c, scores[i]!),
        );
        if (near.length > 0) reasons.push({ code: 'near_boundary', criterionIds: near.map((c) => c.id) });
        if (inSample(batch.batchId, index, rate)) {
          reasons.push({ code: 'random_sample', criterionIds: [] });
          sampled.push(index);
        }
        const notApplicable = rubric.criteria.filter((_, i) => scores[i] === null).map((c) => c.id);
        for (const id of notApplicable) notApplicableCounts.set(id, (notApplicableCounts.get(id) ?? 0) + 1);
        if (reasons.length > 0 || notApplicable.length > 0)
          candidates.push({ index, conversationId, overall: outcome.overall, reasons, notApplicable });
        await addToInsights(index, outcome, conversationId);
      },

      async commit() {
        // "Rarely N/A": answered N/A in at most RARE_NOT_APPLICABLE_RATE of the batch's scored conversations.
        const rare = new Set([...notApplicableCounts].filter(([, count]) => count <= RARE_NOT_APPLICABLE_RATE * scored).map(([id]) => id));
        const entries: QueueEntry[] = candidates.flatMap((candidate) => {
          const rareHere = candidate.notApplicable.filter((id) => rare.has(id));
          const reasons = [
            ...candidate.reasons,
            ...(rareHere.length > 0 ? [{ code: 'rare_not_applicable' as const, criterionIds: rareHere }] : []),
          ];
          if (reasons.length === 0) return [];
          reasons.sort((a, b) => QUEUE_REASONS.indexOf(a.code) - QUEUE_REASONS.indexOf(b.code));
          return [
            {
              index: candidate.index,
              conversationId: candidate.conversationId,
              priority: priorityOf(reasons),
              reasons,
              overallScore: candidate.overall,
            },
          ];
        });
        await deps.queue.enqueue(batch.batchId, entries, sampled);
        await deps.insights.addMembers(members);
        await deps.insights.addBatch(batch.batchId, [...groupWeeks.values()]);
        const byReason = Object.fromEntries(QUEUE_REASONS.map((code) => [code, 0])) as Record<QueueReasonCode, number>;
        for (const entry of entries) for (const reason of entry.reasons) byReason[reason.code] += 1;
        const reviewQueue: ReviewQueueSummary = {
          size: entries.length,
          byReason,
          sample: { rate, seed: batch.batchId, size: sampled.length },
        };
        return { reviewQueue };
      },
    };
  };
