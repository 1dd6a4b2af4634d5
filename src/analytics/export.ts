import type { BatchRecord, BatchStore, RubricVersionSource } from '../audits/ports';
import type { ReviewStore, ScoredConversation } from '../reviews/ports';
import { scorecardVersion, type ExportedConversation, type ScorecardVersion } from './scorecard-versions';

/**
 * Exports scorecard versions for analytics (docs/analytics.md). Each export writes objects whose names follow
 * from what they hold, so a retried export (a Task retry, an event delivered twice) writes the same objects again
 * instead of adding rows; nothing ever rewrites another export's objects.
 */

/** Where versions are written: per partition (scored date), one named object per table. */
export interface ScorecardSink {
  /** Writes the versions (all of one scored date) as the object `name` of each table's partition, replacing any. */
  write(scoredDate: string, name: string, versions: readonly ScorecardVersion[]): Promise<void>;
}

/** A batch's stored lines with their metadata and times, in submission order. */
export interface BatchConversations {
  conversations(batchId: string): AsyncIterable<ScoredConversation>;
}

export interface ExportDeps {
  readonly batches: Pick<BatchStore, 'get'>;
  readonly rubrics: RubricVersionSource;
  readonly sink: ScorecardSink;
}

const loadBatch = async (deps: ExportDeps, batchId: string) => {
  const batch = await deps.batches.get(batchId);
  if (!batch) throw new Error(`Audit batch ${batchId} is missing`);
  const rubric = await deps.rubrics.version(batch.rubricId, batch.rubricVersion);
  if (!rubric) throw new Error(`Rubric ${batch.rubricId}@${batch.rubricVersion} of batch ${batchId} is missing`);
  return { batch, rubric };
};

/** A scored conversation as exported; undefined for an error line (nothing scored, nothing to export). */
const exported = (batch: BatchRecord, conversation: ScoredConversation): ExportedConversation | undefined => {
  const { line } = conversation;
  if ('error' in line) return undefined;
  return {
    batchId: conversation.batchId,
    index: conversation.index,
    line,
    metadata: conversation.metadata,
    ...(conversation.occurredAt ? { occurredAt: conversation.occurredAt } : {}),
    // Lines stored before their scoring time was recorded: the batch's completion stands in.
    scoredAt: conversation.scoredAt ?? batch.completedAt ?? batch.createdAt,
  };
};

/**
 * A finished batch's machine scorecards (version 0 of each scored conversation), grouped by scored date: one
 * object `<batch id>` per table and date.
 */
export const exportBatchScorecards = async (
  deps: ExportDeps & { readonly conversations: BatchConversations },
  batchId: string,
): Promise<{ readonly conversations: number; readonly dates: readonly string[] }> => {
  const { batch, rubric } = await loadBatch(deps, batchId);
  const byDate = new Map<string, ScorecardVersion[]>();
  for await (const stored of deps.conversations.conversations(batchId)) {
    const conversation = exported(batch, stored);
    if (!conversation) continue;
    const version = scorecardVersion(rubric, conversation);
    const versions = byDate.get(version.scorecard.scoredDate) ?? [];
    versions.push(version);
    byDate.set(version.scorecard.scoredDate, versions);
  }
  for (const [date, versions] of byDate) await deps.sink.write(date, batchId, versions);
  return { conversations: [...byDate.values()].reduce((sum, versions) => sum + versions.length, 0), dates: [...byDate.keys()] };
};

/** The scorecard version one review made: object `<batch id>-<index>-r<version>` of each table. */
export const exportReviewedScorecard = async (
  deps: ExportDeps & { readonly reviews: Pick<ReviewStore, 'scored' | 'history'> },
  review: { readonly batchId: string; readonly index: number; readonly version: number },
): Promise<{ readonly scoredDate: string }> => {
  const { batch, rubric } = await loadBatch(deps, review.batchId);
  const stored = await deps.reviews.scored(review.batchId, review.index);
  const conversation = stored && exported(batch, stored);
  if (!conversation) throw new Error(`Conversation ${review.index} of audit batch ${review.batchId} has no scorecard`);
  const entry = (await deps.reviews.history(review.batchId, review.index)).find((e) => e.version === review.version);
  if (!entry) throw new Error(`Review ${review.version} of conversation ${review.index} of audit batch ${review.batchId} is missing`);
  const version = scorecardVersion(rubric, conversation, entry);
  const { scoredDate } = version.scorecard;
  await deps.sink.write(scoredDate, `${review.batchId}-${review.index}-r${review.version}`, [version]);
  return { scoredDate };
};
