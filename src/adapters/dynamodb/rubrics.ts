import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../../core/errors';
import type { RubricHead, RubricStore } from '../../rubrics/registry';
import type { Rubric } from '../../rubrics/rubric';

/**
 * Rubrics table: partition `rubric_id`, sort `version`. Each version is one immutable item; the item with
 * sort key HEAD (never a semver) holds the owner, the latest version and the versions in creation order. Bumps
 * serialize on a conditional update of HEAD; dynalite has no transactions, so a bump that loses the race
 * deletes the version item it wrote (guarded by a token, so it can only delete its own).
 */
const HEAD = 'HEAD';

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

export const dynamoDbRubricStore = (client: DynamoDBDocumentClient, tableName: string): RubricStore => {
  const putVersion = async (owner: string, rubric: Rubric): Promise<string> => {
    const writeToken = randomUUID();
    try {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { rubric_id: rubric.id, owner, write_token: writeToken, ...rubric },
          ConditionExpression: 'attribute_not_exists(rubric_id)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError(`Rubric ${rubric.id} already has version ${rubric.version}; versions are immutable.`, { cause: error });
      throw error;
    }
    return writeToken;
  };

  return {
    async create(owner, rubric) {
      await putVersion(owner, rubric);
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: { rubric_id: rubric.id, version: HEAD, owner, latest_version: rubric.version, versions: [rubric.version] },
          ConditionExpression: 'attribute_not_exists(rubric_id)',
        }),
      );
    },

    async addVersion(owner, rubric, expectedLatest) {
      const writeToken = await putVersion(owner, rubric);
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { rubric_id: rubric.id, version: HEAD },
            UpdateExpression: 'SET latest_version = :version, versions = list_append(versions, :appended)',
            ConditionExpression: 'latest_version = :expected AND #owner = :owner',
            ExpressionAttributeNames: { '#owner': 'owner' },
            ExpressionAttributeValues: { ':version': rubric.version, ':appended': [rubric.version], ':expected': expectedLatest, ':owner': owner },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: { rubric_id: rubric.id, version: rubric.version },
            ConditionExpression: 'write_token = :token',
            ExpressionAttributeValues: { ':token': writeToken },
          }),
        );
        throw new ConflictError(`Another version of rubric ${rubric.id} was created after ${expectedLatest} while this one was being added; read the rubric and retry.`, { cause: error });
      }
    },

    async head(id) {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { rubric_id: id, version: HEAD }, ConsistentRead: true }));
      return Item ? { id, owner: Item.owner, latest_version: Item.latest_version, versions: Item.versions } satisfies RubricHead : undefined;
    },

    async version(id, version) {
      if (version === HEAD) return undefined;
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { rubric_id: id, version } }));
      if (!Item) return undefined;
      return { id, version, criteria: Item.criteria, min_score: Item.min_score, max_score: Item.max_score, created_at: Item.created_at };
    },
  };
};
