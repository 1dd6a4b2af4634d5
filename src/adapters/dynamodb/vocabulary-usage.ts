import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';

/**
 * When each custom vocabulary was last used by a job: the TranscribeVocabularies table, one item per vocabulary
 * (`name`), `lastUsedAt` as an ISO time. Amazon Transcribe keeps no such date, and the cleanup deletes only
 * vocabularies unused for a while. `expiresAt` (TTL, a year after the last use) removes the records of
 * vocabularies deleted by other means.
 */
export interface VocabularyUsage {
  touch(name: string, at: Date): Promise<void>;
  lastUsed(names: readonly string[]): Promise<ReadonlyMap<string, Date>>;
  /** Removes the record unless the vocabulary was used after `unusedSince`; false when it was (keep the vocabulary). */
  forget(name: string, unusedSince: Date): Promise<boolean>;
}

const RECORD_DAYS = 365;
/** BatchGetItem's limit of keys per request. */
const BATCH_KEYS = 100;

export const dynamoDbVocabularyUsage = (client: DynamoDBDocumentClient, tableName: string): VocabularyUsage => ({
  touch: async (name, at) => {
    await client
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: { name },
          // A later use never goes back in time, whatever order two jobs write in.
          UpdateExpression: 'SET lastUsedAt = :at, expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(lastUsedAt) OR lastUsedAt < :at',
          ExpressionAttributeValues: { ':at': at.toISOString(), ':expires': Math.floor(at.getTime() / 1000) + RECORD_DAYS * 24 * 60 * 60 },
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  },

  lastUsed: async (names) => {
    const found = new Map<string, Date>();
    for (let start = 0; start < names.length; start += BATCH_KEYS) {
      let keys: Record<string, unknown>[] | undefined = names.slice(start, start + BATCH_KEYS).map((name) => ({ name }));
      while (keys && keys.length > 0) {
        const answer: BatchGetCommandOutput = await client.send(
          new BatchGetCommand({
            RequestItems: {
              [tableName]: { Keys: keys, ProjectionExpression: '#name, lastUsedAt', ExpressionAttributeNames: { '#name': 'name' } },
            },
          }),
        );
        for (const item of answer.Responses?.[tableName] ?? []) found.set(String(item.name), new Date(String(item.lastUsedAt)));
        keys = answer.UnprocessedKeys?.[tableName]?.Keys;
      }
    }
    return found;
  },

  forget: async (name, unusedSince) => {
    try {
      await client.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { name },
          ConditionExpression: 'attribute_not_exists(lastUsedAt) OR lastUsedAt < :since',
          ExpressionAttributeValues: { ':since': unusedSince.toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  },
});
