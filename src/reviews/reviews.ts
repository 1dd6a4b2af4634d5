import { callbackEventsOf, deliveryView, ownedBatch, type CallbackDeliveryView } from '../audits/batches';
import type { DeliveryLogReader } from '../callbacks/ports';
import { conversationResource } from '../callbacks/delivery';
import type { AuditResult, MetadataValue } from '../audits/model';
import type { BatchRecord, BatchStore, RubricVersionSource } from '../audits/ports';
import type { Clock } from '../core/clock';
import { ConflictError, NotFoundError, UnprocessableError } from '../core/errors';
import type { Rubric } from '../rubrics/rubric';
import { combine, contributionOf, conversationTime, groupValue, memberScoresOf, weekStart } from './insights';
import {
  DEFAULT_REVIEW_SAMPLE_RATE,
  MAX_REVIEWS_PER_CONVERSATION,
  QUEUE_REASONS,
  type BatchReviewCounts,
  type QueueReasonCode,
  type ReviewedScorecard,
  type ReviewEntry,
  type ReviewQueueSummary,
  type ReviewRequest,
} from './model';
import { decodeCursor, encodeCursor } from './paging';
import type {
  QueueEntry,
  ReviewCommits,
  ReviewEvents,
  ReviewQueueStore,
  ReviewStore,
  ScoredConversation,
  StoredReviewEntry,
} from './ports';
import { applyReview, currentScores, historyEntry } from './scorecard';

/**
 * Reviewing a finished batch's scorecards. Who may review: any principal allowed on the batch — today its owner,
 * the principal that submitted it (another principal's batch is not found, as everywhere). Reviews never change the
 * machine's line: the reviewed scorecard is kept beside it, every review appended to the history.
 */

/** The batch, when its scorecards can be reviewed: completed or completed_with_errors (else 409 saying what to do). */
export const reviewableBatch = async (batches: BatchStore, owner: string, batchId: string): Promise<BatchRecord> => {
  const batch = await ownedBatch(batches, owner, batchId);
  if (batch.status === 'completed' || batch.status === 'completed_with_errors') return batch;
  throw new ConflictError(
    batch.status === 'failed'
      ? `Audit batch ${batchId} failed: it has no scorecards to review. Submit its conversations again.`
      : `Audit batch ${batchId} is ${batch.status}: its scorecards can be reviewed once it is completed or completed_with_errors. Follow GET /v2/audits/${batchId} (or ccp audits submit --wait) until then.`,
  );
};

/** The conversation's stored scorecard, when the machine scored it. */
const scoredConversation = async (
  reviews: ReviewStore,
  batch: BatchRecord,
  index: number,
): Promise<ScoredConversation & { line: AuditResult }> => {
  const scored = index < batch.conversationCount ? await reviews.scored(batch.batchId, index) : undefined;
  if (!scored)
    throw new NotFoundError(`Audit batch ${batch.batchId} has ${batch.conversationCount} conversation(s): no scorecard at index ${index}.`);
  const { line } = scored;
  if ('error' in line) {
    throw new ConflictError(
      `Conversation ${index} of audit batch ${batch.batchId} could not be scored (${line.error.code}): it has no scorecard to review.`,
    );
  }
  return { ...scored, line };
};

/** A conversation's scorecards and history, as GET and POST …/reviews answer. */
export interface ConversationReviews {
  readonly batchId: string;
  readonly index: number;
  readonly conversationId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly metadata: Readonly<Record<string, MetadataValue>>;
  readonly occurredAt: string | null;
  readonly scoredAt: string | null;
  readonly machine: AuditResult;
  readonly reviewVersion: number;
  readonly review: ReviewedScorecard | null;
  readonly history: readonly ReviewEntry[];
  /** GET only: the delivery log of the conversation's conversation.reviewed callbacks. */
  readonly callbackDeliveries?: readonly CallbackDeliveryView[];
}

const viewOf = (
  batch: BatchRecord,
  scored: ScoredConversation & { line: AuditResult },
  history: readonly StoredReviewEntry[],
): ConversationReviews => ({
  batchId: batch.batchId,
  index: scored.index,
  conversationId: scored.line.conversationId,
  rubricId: batch.rubricId,
  rubricVersion: batch.rubricVersion,
  metadata: scored.metadata,
  occurredAt: scored.occurredAt ?? null,
  scoredAt: scored.scoredAt ?? null,
  machine: scored.line,
  reviewVersion: scored.reviewVersion,
  review: scored.review ?? null,
  history: history.map(historyEntry),
});

export const conversationReviews = async (
  deps: { readonly batches: BatchStore; readonly reviews: ReviewStore; readonly deliveries: DeliveryLogReader },
  owner: string,
  batchId: string,
  index: number,
): Promise<ConversationReviews> => {
  const batch = await reviewableBatch(deps.batches, owner, batchId);
  const scored = await scoredConversation(deps.reviews, batch, index);
  const [history, deliveries] = await Promise.all([
    deps.reviews.history(batchId, index),
    deps.deliveries.listDeliveries('audit-conversation', conversationResource(batchId, index)),
  ]);
  return { ...viewOf(batch, scored, history), callbackDeliveries: deliveries.map(deliveryView) };
};

export interface ReviewDeps extends Clock {
  readonly batches: BatchStore;
  readonly rubrics: RubricVersionSource;
  readonly reviews: ReviewStore & ReviewCommits;
  readonly events: ReviewEvents;
}

const conflict = (batchId: string, index: number, currentVersion: number, expected: number) =>
  new ConflictError(
    `Conversation ${index} of audit batch ${batchId} is at review version ${currentVersion}, not ${expected}: another review came first. Read it again (GET /v2/audits/${batchId}/conversations/${index}/reviews) and review that version.`,
    { currentVersion },
  );

/** What a review changes in score insights: per metadata key, its group's week and the conversation's index entry. */
const insightChanges = (
  rubric: Rubric,
  batch: BatchRecord,
  scored: ScoredConversation & { line: AuditResult },
  after: { readonly scores: readonly (number | null)[]; readonly overall: number | null },
) => {
  const before = currentScores(rubric, scored.line, scored.review);
  const beforeOverall = scored.review ? scored.review.overallScore : scored.line.overallScore;
  const delta = combine(
    contributionOf(rubric, after.scores, after.overall, true),
    contributionOf(rubric, before, beforeOverall, scored.reviewVersion > 0),
    -1,
  );
  const at = conversationTime(scored.occurredAt ?? scored.scoredAt, batch);
  const groups = Object.entries(scored.metadata).map(([key, raw]) => ({ rubricId: rubric.id, key, value: groupValue(raw) }));
  return {
    groupWeeks: groups.map((group) => ({ ...group, week: weekStart(at), delta })),
    members: groups.map((group) => ({
      ...group,
      at,
      batchId: batch.batchId,
      index: scored.index,
      conversationId: scored.line.conversationId,
      rubricVersion: rubric.version,
      scores: memberScoresOf(rubric, after.scores),
      reviewed: true,
    })),
  };
};

/**
 * Accepts or overrides one conversation's scorecard. The request names the review version the reviewer saw; the
 * review commits only if it is still the current one (else 409 with the current version, and nothing is stored),
 * so of two concurrent reviews exactly one wins. The review, its history entry, the batch's review counts and the
 * score insights change together; then the review is published (a failure to publish is reported, not undone).
 */
export const reviewConversation = async (
  deps: ReviewDeps,
  reviewer: string,
  batchId: string,
  index: number,
  request: ReviewRequest,
): Promise<{ readonly view: ConversationReviews; readonly publishError?: unknown }> => {
  const batch = await reviewableBatch(deps.batches, reviewer, batchId);
  const scored = await scoredConversation(deps.reviews, batch, index);
  const rubric = await deps.rubrics.version(batch.rubricId, batch.rubricVersion);
  if (!rubric) throw new NotFoundError(`Rubric ${batch.rubricId} version ${batch.rubricVersion} of batch ${batchId} no longer exists.`);
  if (request.expectedVersion !== scored.reviewVersion) throw conflict(batchId, index, scored.reviewVersion, request.expectedVersion);
  if (scored.reviewVersion >= MAX_REVIEWS_PER_CONVERSATION) {
    throw new UnprocessableError(
      `Conversation ${index} of audit batch ${batchId} has ${MAX_REVIEWS_PER_CONVERSATION} reviews, the most one conversation keeps.`,
    );
  }
  const reviewedAt = deps.now().toISOString();
  const applied = applyReview(rubric, scored.line, scored.review, request, { reviewer, at: reviewedAt });
  const entry: StoredReviewEntry = {
    batchId,
    index,
    conversationId: scored.line.conversationId,
    rubricId: batch.rubricId,
    rubricVersion: batch.rubricVersion,
    version: applied.scorecard.version,
    reviewer,
    reviewedAt,
    decision: request.decision,
    comment: request.comment ?? null,
    changes: applied.changes,
    overallScoreBefore: applied.overallBefore,
    overallScoreAfter: applied.scorecard.overallScore,
    scores: applied.scores,
    machineScores: currentScores(rubric, scored.line, undefined),
  };
  const committed = await deps.reviews.commit({
    entry,
    scorecard: applied.scorecard,
    expectedVersion: request.expectedVersion,
    firstReview: scored.reviewVersion === 0,
    sampled: scored.sampled,
    ...insightChanges(rubric, batch, scored, { scores: applied.scores, overall: applied.scorecard.overallScore }),
  });
  if (!committed) {
    const current = await deps.reviews.scored(batchId, index);
    throw conflict(batchId, index, current?.reviewVersion ?? scored.reviewVersion, request.expectedVersion);
  }
  const reviewed = { ...scored, reviewVersion: applied.scorecard.version, review: applied.scorecard };
  const view = viewOf(batch, reviewed, await deps.reviews.history(batchId, index));
  const subscribed = callbackEventsOf(batch).includes('conversation.reviewed');
  try {
    await deps.events.publish({
      eventId: `${batchId}:${index}:review:${entry.version}`,
      batchId,
      index,
      conversationId: entry.conversationId,
      owner: batch.owner,
      rubricId: batch.rubricId,
      rubricVersion: batch.rubricVersion,
      version: entry.version,
      reviewer,
      reviewedAt,
      decision: entry.decision,
      comment: entry.comment,
      changes: entry.changes,
      overallScore: applied.scorecard.overallScore,
      machineOverallScore: scored.line.overallScore,
      ...(subscribed ? { callbackUrl: batch.callbackUrl } : {}),
    });
  } catch (publishError) {
    return { view, publishError };
  }
  return { view };
};

export interface ReviewQueuePage {
  readonly batchId: string;
  readonly queue: ReviewQueueSummary;
  readonly reviews: BatchReviewCounts;
  readonly items: readonly QueueEntry[];
  readonly nextCursor: string | null;
}

/** A batch finished before review queues existed has an empty one. */
const emptyQueue = (batch: BatchRecord): ReviewQueueSummary => ({
  size: 0,
  byReason: Object.fromEntries(QUEUE_REASONS.map((code) => [code, 0])) as Record<QueueReasonCode, number>,
  sample: { rate: batch.reviewSampleRate ?? DEFAULT_REVIEW_SAMPLE_RATE, seed: batch.batchId, size: 0 },
});

/** A page of the batch's review queue: the conversations not reviewed yet, highest priority first. */
export const reviewQueue = async (
  deps: { readonly batches: BatchStore; readonly queue: ReviewQueueStore },
  owner: string,
  batchId: string,
  page: { readonly limit: number; readonly cursor?: string },
): Promise<ReviewQueuePage> => {
  const batch = await reviewableBatch(deps.batches, owner, batchId);
  const { entries, next } = await deps.queue.page(batchId, {
    limit: page.limit,
    ...(page.cursor === undefined ? {} : { after: decodeCursor(page.cursor) }),
  });
  return {
    batchId,
    queue: batch.reviewQueue ?? emptyQueue(batch),
    reviews: batch.reviews ?? { conversationsReviewed: 0, reviews: 0, sampleReviewed: 0 },
    items: entries,
    nextCursor: next === undefined ? null : encodeCursor(next),
  };
};
