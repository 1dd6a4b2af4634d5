import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConflictError, UnprocessableError } from '../../core/errors';
import type { RubricHead, RubricStore } from '../../rubrics/registry';
import type { Rubric } from '../../rubrics/rubric';
import { fromWire, toWire, type SnakeCased } from '../wire-case';
import { isItemTooLarge } from './item-size';

/**
 * Rubrics table: partition `rubric_id`, sort `version`; attributes keep the contract's snake_case names. Each
 * version is one immutable item; the item with sort key HEAD (never a semver) holds the owner, the latest version
 * and the versions in creation order. A version item and its HEAD change are one transaction, so a version exists
 * exactly when HEAD lists it: of concurrent bumps one commits and the others leave nothing behind.
 */
const HEAD = 'HEAD';

const tooLarge = (what: string, error: unknown) =>
  new UnprocessableError(`${what} would exceed DynamoDB's 400 KB item size limit.`, { cause: error });

/** Cancellation reasons of a two-item transaction: [version item, HEAD]. */
const reasonCodes = (error: TransactionCanceledException) => (error.CancellationReasons ?? []).map((reason) => reason.Code);

export const dynamoDbRubricStore = (client: DynamoDBDocumentClient, tableName: string): RubricStore => {
  const putVersion = (owner: string, rubric: Rubric) => ({
    Put: {
      TableName: tableName,
      Item: { rubric_id: rubric.id, owner, ...toWire(rubric) },
      ConditionExpression: 'attribute_not_exists(rubric_id)',
    },
  });

  return {
    async create(owner, rubric) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              putVersion(owner, rubric),
              {
                Put: {
                  TableName: tableName,
                  Item: { rubric_id: rubric.id, version: HEAD, owner, latest_version: rubric.version, versions: [rubric.version] },
                  ConditionExpression: 'attribute_not_exists(rubric_id)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        throw isItemTooLarge(error) ? tooLarge('The rubric', error) : error;
      }
    },

    async addVersion(owner, rubric, expectedLatest) {
      try {
        await client.send(
          new TransactWriteCommand({
            TransactItems: [
              putVersion(owner, rubric),
              {
                Update: {
                  TableName: tableName,
                  Key: { rubric_id: rubric.id, version: HEAD },
                  UpdateExpression: 'SET latest_version = :version, versions = list_append(versions, :appended)',
                  ConditionExpression: 'latest_version = :expected AND #owner = :owner',
                  ExpressionAttributeNames: { '#owner': 'owner' },
                  ExpressionAttributeValues: {
                    ':version': rubric.version,
                    ':appended': [rubric.version],
                    ':expected': expectedLatest,
                    ':owner': owner,
                  },
                },
              },
            ],
          }),
        );
      } catch (error) {
        // The version item is bounded by the request size; HEAD grows by one version string per version.
        if (isItemTooLarge(error))
          throw tooLarge(`Rubric ${rubric.id} has too many versions to add ${rubric.version}: its version list`, error);
        if (!(error instanceof TransactionCanceledException)) throw error;
        const [version, head] = reasonCodes(error);
        if (version === 'ConditionalCheckFailed') {
          throw new ConflictError(`Rubric ${rubric.id} already has version ${rubric.version}; versions are immutable.`, { cause: error });
        }
        if (head === 'ConditionalCheckFailed' || version === 'TransactionConflict' || head === 'TransactionConflict') {
          throw new ConflictError(
            `Another version of rubric ${rubric.id} was created after ${expectedLatest} while this one was being added; read the rubric and retry.`,
            { cause: error },
          );
        }
        throw error;
      }
    },

    async head(id) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: { rubric_id: id, version: HEAD }, ConsistentRead: true }),
      );
      return Item
        ? ({ id, owner: Item.owner, latestVersion: Item.latest_version, versions: Item.versions } satisfies RubricHead)
        : undefined;
    },

    async version(id, version) {
      if (version === HEAD) return undefined;
      // Consistent: a bump reads the latest version right after HEAD, which may have just moved to it.
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { rubric_id: id, version }, ConsistentRead: true }));
      if (!Item) return undefined;
      const { name, title, criteria, min_score, max_score, examples, created_at } = Item as SnakeCased<Rubric>;
      return fromWire({
        id,
        ...(name !== undefined ? { name } : {}),
        ...(title !== undefined ? { title } : {}),
        version,
        criteria,
        min_score,
        max_score,
        ...(examples ? { examples } : {}),
        created_at,
      });
    },
  };
};
