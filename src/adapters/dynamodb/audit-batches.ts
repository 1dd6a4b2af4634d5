import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { StoredOutcome } from '../../audits/batch';
import { BATCHES_BY_STATUS_INDEX } from '../../../lib/definitions/audits';
import { fromWire, toWire } from '../wire-case';
import type { AuditError, AuditResult, MetadataValue } from '../../audits/model';
import type {
  BatchLister,
  BatchRecord,
  BatchStore,
  InferenceRecorder,
  ResultStore,
  ScoredContext,
  SelectionRecorder,
  UnfinishedBatches,
  ValidationRecorder,
} from '../../audits/ports';

/** Fields stored as JSON text (see below); they are parsed back when read. */
const JSON_FIELDS = ['summary', 'excluded_transcript_jobs', 'validation', 'selector', 'selection', 'inference', 'review_queue'] as const;

/**
 * A batch's review counters: top-level numbers each review transaction ADDs to (src/adapters/dynamodb/reviews.ts),
 * read back as the record's `reviews`.
 */
export const REVIEW_COUNTERS = {
  conversationsReviewed: 'conversations_reviewed',
  reviews: 'reviews',
  sampleReviewed: 'sample_reviewed',
} as const;

/** The stored item's attributes are the contract's snake_case names (lib/definitions keys its indexes by them). */
const recordOf = (item: Record<string, unknown>): BatchRecord => {
  const {
    total,
    scored,
    failed,
    [REVIEW_COUNTERS.conversationsReviewed]: reviewed,
    [REVIEW_COUNTERS.reviews]: reviews,
    [REVIEW_COUNTERS.sampleReviewed]: sampleReviewed,
    ...record
  } = item;
  for (const field of JSON_FIELDS) if (typeof record[field] === 'string') record[field] = JSON.parse(record[field]);
  return {
    ...(fromWire(record) as object),
    counts: { total, scored: scored ?? 0, failed: failed ?? 0 },
    ...(reviews === undefined ? {} : { reviews: { conversationsReviewed: reviewed ?? 0, reviews, sampleReviewed: sampleReviewed ?? 0 } }),
  } as BatchRecord;
};

/**
 * AuditBatches table (partition `batch_id`): the batch record, with `scored` and `failed` counters that each
 * Map iteration bumps with an atomic ADD (no read-modify-write, so 50 concurrent iterations never contend on
 * a lock or lose an update). The aggregate step overwrites them with exact counts. The summary is stored as JSON
 * text: a DynamoDB map does not keep the order of its keys, and criterion_means lists the rubric's criteria in
 * the rubric's order. `byOwnerIndex` (partition `owner`, sort `created_at`) lists an owner's batches newest
 * first; it is eventually consistent, so a listed batch's counts may be a moment behind its GET. The excluded
 * transcript jobs, an upload's validation, a selector with its resolution and the batch's inference are JSON text
 * too: written whole, read whole, never queried.
 */
export const dynamoDbBatchStore = (
  client: DynamoDBDocumentClient,
  tableName: string,
  byOwnerIndex: string,
): BatchStore & BatchLister & UnfinishedBatches & ValidationRecorder & SelectionRecorder & InferenceRecorder => ({
  async create(batch) {
    const { counts, ...record } = toWire(batch);
    const asText = Object.fromEntries(
      JSON_FIELDS.flatMap((field) => (record[field] === undefined ? [] : [[field, JSON.stringify(record[field])]])),
    );
    await client.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...record,
          ...asText,
          total: counts.total,
          scored: counts.scored,
          failed: counts.failed,
        },
        ConditionExpression: 'attribute_not_exists(batch_id)',
      }),
    );
  },

  async get(batchId) {
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { batch_id: batchId }, ConsistentRead: true }));
    return Item ? recordOf(Item) : undefined;
  },

  async *unfinished() {
    for (const status of ['queued', 'running']) {
      const pages = paginateQuery(
        { client },
        {
          TableName: tableName,
          IndexName: BATCHES_BY_STATUS_INDEX,
          KeyConditionExpression: '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        },
      );
      for await (const page of pages) for (const item of page.Items ?? []) yield recordOf(item);
    }
  },

  async listByOwner(owner, page) {
    const { Items, LastEvaluatedKey } = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: byOwnerIndex,
        KeyConditionExpression: '#owner = :owner',
        ExpressionAttributeNames: { '#owner': 'owner' },
        ExpressionAttributeValues: { ':owner': owner },
        ScanIndexForward: false,
        Limit: page.limit,
        ...(page.after ? { ExclusiveStartKey: { batch_id: page.after.batchId, owner, created_at: page.after.createdAt } } : {}),
      }),
    );
    const batches = (Items ?? []).map(recordOf);
    const last = LastEvaluatedKey as { batch_id: string; created_at: string } | undefined;
    return { batches, ...(last ? { next: { batchId: last.batch_id, createdAt: last.created_at } } : {}) };
  },

  async recordValidation(batchId, validation, conversationCount) {
    const counted = conversationCount === undefined ? '' : ', conversation_count = :count, #total = :count';
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { batch_id: batchId },
        UpdateExpression: `SET validation = :validation${counted}`,
        ConditionExpression: 'attribute_exists(batch_id)',
        ...(conversationCount === undefined ? {} : { ExpressionAttributeNames: { '#total': 'total' } }),
        ExpressionAttributeValues: {
          ':validation': JSON.stringify(toWire(validation)),
          ...(conversationCount === undefined ? {} : { ':count': conversationCount }),
        },
      }),
    );
  },

  async recordSelection(batchId, selection, excluded, conversationCount) {
    const counted = conversationCount === undefined ? '' : ', conversation_count = :count, #total = :count';
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { batch_id: batchId },
        UpdateExpression: `SET selection = :selection, excluded_transcript_jobs = :excluded${counted}`,
        ConditionExpression: 'attribute_exists(batch_id)',
        ...(conversationCount === undefined ? {} : { ExpressionAttributeNames: { '#total': 'total' } }),
        ExpressionAttributeValues: {
          ':selection': JSON.stringify(toWire(selection)),
          ':excluded': JSON.stringify(toWire(excluded)),
          ...(conversationCount === undefined ? {} : { ':count': conversationCount }),
        },
      }),
    );
  },

  async recordInference(batchId, inference) {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { batch_id: batchId },
        UpdateExpression: 'SET inference = :inference',
        ConditionExpression: 'attribute_exists(batch_id)',
        ExpressionAttributeValues: { ':inference': JSON.stringify(toWire(inference)) },
      }),
    );
  },

  async finish(batchId, outcome) {
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { batch_id: batchId },
        UpdateExpression:
          'SET #status = :status, scored = :scored, failed = :failed, completed_at = :completed_at' +
          (outcome.summary ? ', summary = :summary' : '') +
          (outcome.inference ? ', inference = :inference' : '') +
          (outcome.reviewQueue ? ', review_queue = :review_queue' : ''),
        ConditionExpression: 'attribute_exists(batch_id)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':scored': outcome.counts.scored,
          ':failed': outcome.counts.failed,
          ':completed_at': outcome.completedAt,
          ...(outcome.summary ? { ':summary': JSON.stringify(toWire(outcome.summary)) } : {}),
          ...(outcome.inference ? { ':inference': JSON.stringify(toWire(outcome.inference)) } : {}),
          ...(outcome.reviewQueue ? { ':review_queue': JSON.stringify(toWire(outcome.reviewQueue)) } : {}),
        },
      }),
    );
  },
});

/**
 * The attributes recorded beside a line (scored since reviews exist): the conversation id, its metadata (JSON text:
 * the caller's keys and value types kept exactly), when it took place and when it was scored, and the criteria whose
 * evidence was repaired. An export of every scored conversation reads them with the line and the review.
 */
const scoredContextAttributes = (line: AuditResult | AuditError, context: ScoredContext) => ({
  conversation_id: line.conversationId,
  scored_at: context.scoredAt,
  ...(context.metadata && Object.keys(context.metadata).length > 0 ? { metadata: JSON.stringify(context.metadata) } : {}),
  ...(context.occurredAt ? { occurred_at: context.occurredAt } : {}),
  ...(!('error' in line) && line.evidenceRepaired ? { repaired: line.evidenceRepaired.criterionIds } : {}),
  ...(context.byBatchJob ? { by_batch_job: true } : {}),
});

/**
 * A results line as served: the stored line, with the reviewed scorecard (stored as its JSON text) added as
 * `review` once the conversation is reviewed. The line is a JSON object: the field goes before its closing brace.
 */
export const lineWithReview = (item: Record<string, unknown>): string =>
  typeof item.review === 'string' ? `${(item.line as string).slice(0, -1)},"review":${item.review}}` : (item.line as string);

/**
 * How long a function may hold counter increments before writing them. Each flush is one ADD per batch of
 * everything counted since the last one, so the batch item takes at most one counter write per second per
 * warm function, however fast conversations are scored.
 */
const COUNTER_FLUSH_MS = 1000;

/**
 * AuditResults table (partition `batch_id`, numeric sort `seq` = submission index): one item per conversation
 * holding its NDJSON line ready to stream, plus the numbers the aggregate step needs (so it never parses lines).
 * A Query in sort-key order yields the lines in submission order, 1 MB per page.
 *
 * The batch's `scored`/`failed` counters are progress figures: increments are coalesced (COUNTER_FLUSH_MS) and
 * may lag; a function frozen with unflushed increments leaves them uncounted until the aggregate step writes
 * exact counts from the stored lines.
 */
export const dynamoDbResultStore = (client: DynamoDBDocumentClient, tables: { results: string; batches: string }): ResultStore => {
  const unflushed = new Map<string, { scored: number; failed: number }>();
  let lastFlush = 0;

  const flushCounters = async () => {
    lastFlush = Date.now();
    const increments = [...unflushed];
    unflushed.clear();
    await Promise.all(
      increments.map(async ([batchId, { scored, failed }]) => {
        try {
          await client.send(
            new UpdateCommand({
              TableName: tables.batches,
              Key: { batch_id: batchId },
              UpdateExpression: 'ADD scored :scored, failed :failed',
              // Once the aggregate step has written exact counts, late increments must not change them.
              ConditionExpression: 'attribute_not_exists(completed_at)',
              ExpressionAttributeValues: { ':scored': scored, ':failed': failed },
            }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }),
    );
  };

  /** The batch's result items in submission order (sort key), page by page, with the attributes named. */
  async function* resultItems(batchId: string, attributes: string): AsyncGenerator<Record<string, unknown>> {
    const pages = paginateQuery(
      { client },
      {
        TableName: tables.results,
        KeyConditionExpression: 'batch_id = :batch',
        ExpressionAttributeValues: { ':batch': batchId },
        ProjectionExpression: attributes,
      },
    );
    for await (const page of pages) yield* page.Items ?? [];
  }

  /** The stored lines (the contract's form), in submission order, each with its reviewed scorecard once reviewed. */
  async function* lines(batchId: string): AsyncGenerator<string> {
    for await (const item of resultItems(batchId, 'line, review')) yield lineWithReview(item);
  }

  return {
    async record(batchId, index, line, context) {
      const scored = !('error' in line);
      try {
        await client.send(
          new PutCommand({
            TableName: tables.results,
            Item: {
              batch_id: batchId,
              seq: index,
              line: JSON.stringify(toWire(line)),
              scored,
              ...('error' in line ? {} : { overall: line.overallScore, scores: line.criterionScores.map((s) => s.score) }),
              ...(context ? scoredContextAttributes(line, context) : {}),
            },
            ConditionExpression: 'attribute_not_exists(seq)',
          }),
        );
      } catch (error) {
        // A retried iteration: its first line is stored and counted already.
        if (error instanceof ConditionalCheckFailedException) return;
        throw error;
      }
      const counters = unflushed.get(batchId) ?? { scored: 0, failed: 0 };
      counters[scored ? 'scored' : 'failed'] += 1;
      unflushed.set(batchId, counters);
      if (Date.now() - lastFlush >= COUNTER_FLUSH_MS) await flushCounters();
    },

    async *outcomes(batchId) {
      for await (const item of resultItems(
        batchId,
        'seq, scored, overall, scores, conversation_id, metadata, occurred_at, scored_at, repaired, by_batch_job',
      )) {
        const outcome: StoredOutcome = item.scored
          ? {
              scored: true,
              overall: item.overall as number | null,
              criterionScores: item.scores as (number | null)[],
              ...(typeof item.conversation_id === 'string' ? { conversationId: item.conversation_id } : {}),
              ...(typeof item.metadata === 'string' ? { metadata: JSON.parse(item.metadata) as Record<string, MetadataValue> } : {}),
              ...(typeof (item.occurred_at ?? item.scored_at) === 'string' ? { at: (item.occurred_at ?? item.scored_at) as string } : {}),
              ...(Array.isArray(item.repaired) ? { repaired: item.repaired as string[] } : {}),
            }
          : { scored: false };
        yield { index: item.seq as number, outcome, byBatchJob: item.by_batch_job === true };
      }
    },

    lines,

    async *results(batchId) {
      for await (const line of lines(batchId)) yield fromWire(JSON.parse(line) as unknown) as AuditResult | AuditError;
    },
  };
};
