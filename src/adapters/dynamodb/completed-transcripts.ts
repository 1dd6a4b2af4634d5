import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { BatchGetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SnakeCased } from '../wire-case';
import type { InteractionTurns, TranscriptJobSource, TranscriptJobSummary } from '../../audits/ports';

/** BatchGetItem reads at most 100 keys a call. */
const BATCH_GET_KEYS = 100;
/** Unprocessed keys (throttling) are asked for again this many times before the call fails. */
const BATCH_GET_ROUNDS = 5;

/** Only what an audit needs of a job item (metadata is stored as JSON text: see transcript-jobs.ts). */
const PROJECTION = {
  ProjectionExpression: '#jobId, #owner, #status, #resultKey, #metadata',
  ExpressionAttributeNames: {
    '#jobId': 'jobId',
    '#owner': 'owner',
    '#status': 'status',
    '#resultKey': 'resultKey',
    '#metadata': 'metadata',
  },
};

interface JobItem {
  readonly jobId: string;
  readonly owner: string;
  readonly status: string;
  readonly resultKey?: string;
  readonly metadata?: string;
}

const summaryOf = (item: JobItem): TranscriptJobSummary => ({
  jobId: item.jobId,
  owner: item.owner,
  status: item.status,
  ...(item.resultKey ? { resultKey: item.resultKey } : {}),
  metadata: item.metadata ? (JSON.parse(item.metadata) as Record<string, unknown>) : {},
});

/**
 * The transcript pipeline's records as the audit service reads them: job items from the TranscriptJobs table
 * (by key, or the owner's by last change through `byOwnerIndex`: a completed job's last change is its
 * completion) and each CustomerInteraction from the transcript results bucket, where the finalize stage
 * stored it.
 */
export const transcriptJobSource = (
  documents: DynamoDBDocumentClient,
  s3: S3Client,
  where: { readonly table: string; readonly byOwnerIndex: string; readonly resultsBucket: string },
): TranscriptJobSource => ({
  async jobs(jobIds) {
    const found = new Map<string, TranscriptJobSummary>();
    for (let start = 0; start < jobIds.length; start += BATCH_GET_KEYS) {
      let keys: Record<string, unknown>[] = jobIds.slice(start, start + BATCH_GET_KEYS).map((jobId) => ({ jobId }));
      for (let round = 0; keys.length > 0; round++) {
        if (round === BATCH_GET_ROUNDS)
          throw new Error(`DynamoDB left ${keys.length} transcript job reads unprocessed after ${BATCH_GET_ROUNDS} rounds`);
        const { Responses, UnprocessedKeys } = await documents.send(
          new BatchGetCommand({ RequestItems: { [where.table]: { Keys: keys, ...PROJECTION } } }),
        );
        for (const item of (Responses?.[where.table] ?? []) as JobItem[]) found.set(item.jobId, summaryOf(item));
        keys = (UnprocessedKeys?.[where.table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  },

  async *completedBetween(owner, window) {
    const pages = paginateQuery(
      { client: documents },
      {
        TableName: where.table,
        IndexName: where.byOwnerIndex,
        KeyConditionExpression: '#owner = :owner AND #updatedAt BETWEEN :from AND :to',
        FilterExpression: '#status = :completed',
        ExpressionAttributeNames: { '#owner': 'owner', '#updatedAt': 'updatedAt', '#status': 'status' },
        ExpressionAttributeValues: { ':owner': owner, ':from': window.from, ':to': window.to, ':completed': 'completed' },
      },
    );
    for await (const page of pages) {
      for (const item of (page.Items ?? []) as (JobItem & { updatedAt: string })[]) {
        if (item.updatedAt >= window.to) continue; // BETWEEN includes its upper bound; the window does not
        yield summaryOf(item);
      }
    }
  },

  async interaction(resultKey) {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: where.resultsBucket, Key: resultKey }));
    if (!Body) throw new Error(`s3://${where.resultsBucket}/${resultKey} has no body`);
    // A CustomerInteraction@v1.0 as stored (the contract's snake_case): only its id and turns are read.
    const { job_id, turns } = JSON.parse(await Body.transformToString('utf8')) as SnakeCased<InteractionTurns>;
    return { jobId: job_id, turns: turns.map(({ role, text, start_ms }) => ({ role, text, startMs: start_ms })) };
  },
});
