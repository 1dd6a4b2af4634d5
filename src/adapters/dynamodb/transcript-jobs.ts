import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, paginateQuery, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { JOBS_BY_STATUS_INDEX } from '../../../lib/definitions/transcripts';
import { NotFoundError } from '../../core/errors';
import type { TranscriptJob } from '../../transcripts/model';
import { JOB_STATUSES } from '../../transcripts/model';
import { TransitionRefusedError, type TranscriptJobRepository, type UnfinishedJobs } from '../../transcripts/ports';

/**
 * Transcript jobs, one item per job keyed by jobId. Every write is a single-item conditional write: everything
 * a job's invariants span is in its one item.
 */

/**
 * The caller's metadata is stored as JSON text, not as a DynamoDB map: a map would reject numbers beyond 2^53
 * (the document client refuses to round them) and nesting deeper than 32 levels, and turn a caller's input
 * into a 500. Text keeps it exactly as parsed, whatever its shape.
 */
type JobItem = Omit<TranscriptJob, 'metadata'> & { readonly metadata: string; readonly taskToken?: string };

const toItem = (job: TranscriptJob): JobItem => ({ ...job, metadata: JSON.stringify(job.metadata) });

const toJob = (item: JobItem): TranscriptJob => {
  const { taskToken: _taskToken, metadata, ...job } = item;
  return { ...job, metadata: JSON.parse(metadata) as TranscriptJob['metadata'] };
};

export const dynamoTranscriptJobs = (client: DynamoDBDocumentClient, tableName: string): TranscriptJobRepository & UnfinishedJobs => {
  const read = async (jobId: string) =>
    (await client.send(new GetCommand({ TableName: tableName, Key: { jobId }, ConsistentRead: true }))).Item as JobItem | undefined;

  return {
    create: async (job) => {
      await client.send(new PutCommand({ TableName: tableName, Item: toItem(job), ConditionExpression: 'attribute_not_exists(jobId)' }));
    },

    get: async (jobId) => {
      const item = await read(jobId);
      return item ? toJob(item) : undefined;
    },

    transition: async ({ jobId, from, to, at, resultKey, error }) => {
      const sets = ['#status = :to', '#updatedAt = :at', '#history = list_append(#history, :entry)'];
      const names: Record<string, string> = { '#status': 'status', '#updatedAt': 'updatedAt', '#history': 'history' };
      const values: Record<string, unknown> = { ':to': to, ':at': at, ':entry': [{ status: to, at }] };
      if (resultKey) {
        sets.push('#resultKey = :resultKey');
        names['#resultKey'] = 'resultKey';
        values[':resultKey'] = resultKey;
      }
      if (error) {
        sets.push('#error = :error');
        names['#error'] = 'error';
        values[':error'] = error;
      }
      from.forEach((status, i) => (values[`:from${i}`] = status));
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { jobId },
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: `attribute_exists(jobId) AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
            // The job as it is comes back with the refusal: no second read, no race with a later write.
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return toJob(Attributes as JobItem);
      } catch (failure) {
        if (!(failure instanceof ConditionalCheckFailedException)) throw failure;
        // The document client does not unmarshall an exception's item.
        const current = failure.Item ? (unmarshall(failure.Item) as JobItem) : undefined;
        if (!current) throw new NotFoundError(`No transcript job ${jobId}.`);
        // Already there: a retried write after a lost response. Anything else is a stale or duplicate stage.
        if (current.status === to) return toJob(current);
        throw new TransitionRefusedError(`Job ${jobId} is ${current.status}; it cannot become ${to}.`);
      }
    },

    saveTaskToken: async (jobId, taskToken) => {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { jobId },
          UpdateExpression: 'SET #taskToken = :taskToken',
          ConditionExpression: 'attribute_exists(jobId)',
          ExpressionAttributeNames: { '#taskToken': 'taskToken' },
          ExpressionAttributeValues: { ':taskToken': taskToken },
        }),
      );
    },

    getTaskToken: async (jobId) => (await read(jobId))?.taskToken,

    recordVocabulary: async (jobId, vocabulary) => {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { jobId },
          UpdateExpression: 'SET #vocabulary = :vocabulary',
          ConditionExpression: 'attribute_exists(jobId)',
          ExpressionAttributeNames: { '#vocabulary': 'vocabulary' },
          ExpressionAttributeValues: { ':vocabulary': vocabulary },
        }),
      );
    },

    async *unfinished() {
      for (const status of JOB_STATUSES.filter((s) => s !== 'completed' && s !== 'failed')) {
        const pages = paginateQuery(
          { client },
          {
            TableName: tableName,
            IndexName: JOBS_BY_STATUS_INDEX,
            KeyConditionExpression: '#status = :status',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status },
          },
        );
        for await (const page of pages) for (const item of page.Items ?? []) yield toJob(item as JobItem);
      }
    },
  };
};
