import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  paginateQuery,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AuditError, AuditResult } from '../../audits/model';
import type { ReviewedScorecard } from '../../reviews/model';
import type {
  QueueEntry,
  ReviewCommit,
  ReviewCommits,
  ReviewQueueStore,
  ReviewStore,
  RubricReviews,
  ScoredLines,
  StoredReviewEntry,
} from '../../reviews/ports';
import { fromWire, toWire } from '../wire-case';
import { REVIEW_COUNTERS } from './audit-batches';
import { conflictBackoff, groupWeekUpdate, isTransactionConflict, memberItem, TRANSACTION_ATTEMPTS } from './score-insights';
import { isEmpty } from '../../reviews/insights';

/**
 * Reviews in DynamoDB. A conversation's review state lives on its AuditResults item beside the machine's line:
 * `review` (the reviewed scorecard as JSON text, as served) and `review_version` (absent until the first review),
 * and its queue entry (`queue_key`, `queue_reasons`, `sampled`). Each review is one AuditReviews item (partition
 * `batch_id`, sort `review_key` = `<index, 6 digits>#<version, 3 digits>`), never changed: the history. A review
 * commits as one transaction over the result item (conditioned on the version the reviewer saw), its history
 * item, the batch's review counters and the score insights it changes.
 */

const reviewKey = (index: number, version: number) => `${String(index).padStart(6, '0')}#${String(version).padStart(3, '0')}`;

/** `<rubric_id>@<version>`: the partition of the reviews' index by rubric version. */
const rubricScope = (rubricId: string, version: string) => `${rubricId}@${version}`;

const entryItem = (entry: StoredReviewEntry) => ({
  ...toWire(entry),
  review_key: reviewKey(entry.index, entry.version),
  rubric_scope: rubricScope(entry.rubricId, entry.rubricVersion),
});

const entryOf = (item: Record<string, unknown>): StoredReviewEntry => {
  const { review_key: _key, rubric_scope: _scope, ...entry } = item;
  return fromWire(entry) as unknown as StoredReviewEntry;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The transaction of one review over the result item, its history item, the batch's counters and the insights. */
export const dynamoDbReviewCommits = (
  client: DynamoDBDocumentClient,
  tables: { readonly results: string; readonly reviews: string; readonly batches: string; readonly insights: string },
): ReviewCommits => {
  const commitOnce = async (review: ReviewCommit): Promise<void> => {
    const { entry } = review;
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tables.results,
              Key: { batch_id: entry.batchId, seq: entry.index },
              UpdateExpression: 'SET review = :review, review_version = :version REMOVE queue_key',
              ConditionExpression:
                review.expectedVersion === 0
                  ? 'attribute_exists(seq) AND attribute_not_exists(review_version)'
                  : 'review_version = :expected',
              ExpressionAttributeValues: {
                ':review': JSON.stringify(toWire(review.scorecard)),
                ':version': review.scorecard.version,
                ...(review.expectedVersion === 0 ? {} : { ':expected': review.expectedVersion }),
              },
            },
          },
          { Put: { TableName: tables.reviews, Item: entryItem(entry), ConditionExpression: 'attribute_not_exists(review_key)' } },
          {
            Update: {
              TableName: tables.batches,
              Key: { batch_id: entry.batchId },
              UpdateExpression: 'ADD #reviews :one, #reviewed :first, #sample :sample',
              ExpressionAttributeNames: {
                '#reviews': REVIEW_COUNTERS.reviews,
                '#reviewed': REVIEW_COUNTERS.conversationsReviewed,
                '#sample': REVIEW_COUNTERS.sampleReviewed,
              },
              ExpressionAttributeValues: {
                ':one': 1,
                ':first': review.firstReview ? 1 : 0,
                ':sample': review.firstReview && review.sampled ? 1 : 0,
              },
            },
          },
          ...review.groupWeeks
            .filter((delta) => !isEmpty(delta.delta))
            .map((delta) => ({ Update: groupWeekUpdate(tables.insights, delta) })),
          ...review.members.map((member) => ({ Put: { TableName: tables.insights, Item: memberItem(member) } })),
        ],
      }),
    );
  };

  return {
    async commit(review) {
      for (let attempt = 1; ; attempt++) {
        try {
          await commitOnce(review);
          return true;
        } catch (error) {
          if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed')
            return false;
          // Another transaction held an item (a group week another review or batch was adding to): try again.
          if (!isTransactionConflict(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
          await conflictBackoff(attempt);
        }
      }
    },
  };
};

/** A batch's scored conversations (AuditResults) with their review state, and their history (AuditReviews). */
export const dynamoDbReviewStore = (
  client: DynamoDBDocumentClient,
  tables: { readonly results: string; readonly reviews: string },
): ReviewStore => ({
  async scored(batchId, index) {
    const { Item } = await client.send(
      new GetCommand({ TableName: tables.results, Key: { batch_id: batchId, seq: index }, ConsistentRead: true }),
    );
    if (!Item) return undefined;
    return {
      batchId,
      index,
      line: fromWire(JSON.parse(Item.line as string)) as AuditResult | AuditError,
      metadata: typeof Item.metadata === 'string' ? JSON.parse(Item.metadata) : {},
      ...(typeof Item.occurred_at === 'string' ? { occurredAt: Item.occurred_at } : {}),
      ...(typeof Item.scored_at === 'string' ? { scoredAt: Item.scored_at } : {}),
      reviewVersion: typeof Item.review_version === 'number' ? Item.review_version : 0,
      ...(typeof Item.review === 'string' ? { review: fromWire(JSON.parse(Item.review)) as ReviewedScorecard } : {}),
      sampled: Item.sampled === true,
    };
  },

  async history(batchId, index) {
    const entries: StoredReviewEntry[] = [];
    const pages = paginateQuery(
      { client },
      {
        TableName: tables.reviews,
        KeyConditionExpression: 'batch_id = :batch AND begins_with(review_key, :index)',
        ExpressionAttributeValues: { ':batch': batchId, ':index': `${String(index).padStart(6, '0')}#` },
        ConsistentRead: true,
      },
    );
    for await (const page of pages) entries.push(...(page.Items ?? []).map(entryOf));
    return entries;
  },

  async *batchEntries(batchId) {
    const pages = paginateQuery(
      { client },
      { TableName: tables.reviews, KeyConditionExpression: 'batch_id = :batch', ExpressionAttributeValues: { ':batch': batchId } },
    );
    for await (const page of pages) yield* (page.Items ?? []).map(entryOf);
  },
});

/** The reviews of a rubric version by time (the reviews' index `byRubricIndex`). */
export const dynamoDbRubricReviews = (
  client: DynamoDBDocumentClient,
  tables: { readonly reviews: string; readonly byRubricIndex: string },
): RubricReviews => ({
  async *rubricEntries(rubricId, version, window) {
    const pages = paginateQuery(
      { client },
      {
        TableName: tables.reviews,
        IndexName: tables.byRubricIndex,
        KeyConditionExpression: 'rubric_scope = :scope AND reviewed_at BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':scope': rubricScope(rubricId, version), ':from': window.from, ':to': window.to },
      },
    );
    for await (const page of pages) for (const item of page.Items ?? []) if ((item.reviewed_at as string) < window.to) yield entryOf(item);
  },
});

/** A batch's review queue: result items with a `queue_key`, read through the results' sparse index `queueIndex`. */
export const dynamoDbReviewQueue = (
  client: DynamoDBDocumentClient,
  tables: { readonly results: string; readonly queueIndex: string },
): ReviewQueueStore => ({
  async enqueue(batchId, entries) {
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const entry = entries[next++]!;
        try {
          await client.send(
            new UpdateCommand({
              TableName: tables.results,
              Key: { batch_id: batchId, seq: entry.index },
              UpdateExpression: 'SET queue_key = :key, queue_reasons = :reasons, sampled = :sampled',
              // A conversation reviewed already stays out of the queue.
              ConditionExpression: 'attribute_exists(seq) AND attribute_not_exists(review_version)',
              ExpressionAttributeValues: {
                ':key': `${String(99 - entry.priority).padStart(2, '0')}|${String(entry.index).padStart(6, '0')}`,
                ':reasons': JSON.stringify(toWire(entry.reasons)),
                ':sampled': entry.reasons.some((reason) => reason.code === 'random_sample'),
              },
            }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(16, entries.length) }, worker));
  },

  async page(batchId, page) {
    const after = page.after === undefined ? undefined : (JSON.parse(page.after) as [string, number]);
    const response = await client.send(
      new QueryCommand({
        TableName: tables.results,
        IndexName: tables.queueIndex,
        KeyConditionExpression: 'batch_id = :batch',
        ExpressionAttributeValues: { ':batch': batchId },
        ProjectionExpression: 'seq, queue_key, queue_reasons, conversation_id, overall',
        Limit: page.limit,
        ...(after ? { ExclusiveStartKey: { batch_id: batchId, queue_key: after[0], seq: after[1] } } : {}),
      }),
    );
    const entries = (response.Items ?? []).map((item): QueueEntry => ({
      index: item.seq as number,
      conversationId: (item.conversation_id as string | undefined) ?? String(item.seq),
      priority: 99 - Number((item.queue_key as string).split('|')[0]),
      reasons: fromWire(JSON.parse(item.queue_reasons as string)) as QueueEntry['reasons'],
      overallScore: (item.overall as number | null | undefined) ?? null,
    }));
    const last = response.LastEvaluatedKey;
    return { entries, ...(last ? { next: JSON.stringify([last.queue_key, last.seq]) } : {}) };
  },
});

/** The machine's lines of some conversations, read in batches of 100 keys. */
export const dynamoDbScoredLines = (client: DynamoDBDocumentClient, resultsTable: string): ScoredLines => ({
  async lines(refs) {
    const found = new Map<string, AuditResult | AuditError>();
    for (let i = 0; i < refs.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = refs.slice(i, i + 100).map((ref) => ({ batch_id: ref.batchId, seq: ref.index }));
      for (let attempt = 0; keys && keys.length > 0; attempt++) {
        if (attempt > 0) await sleep(Math.random() * 50 * 2 ** Math.min(attempt, 6));
        const response: BatchGetCommandOutput = await client.send(
          new BatchGetCommand({ RequestItems: { [resultsTable]: { Keys: keys, ProjectionExpression: 'batch_id, seq, line' } } }),
        );
        for (const item of response.Responses?.[resultsTable] ?? []) {
          found.set(
            `${item.batch_id as string}/${item.seq as number}`,
            fromWire(JSON.parse(item.line as string)) as AuditResult | AuditError,
          );
        }
        keys = response.UnprocessedKeys?.[resultsTable]?.Keys;
      }
    }
    return found;
  },
});
