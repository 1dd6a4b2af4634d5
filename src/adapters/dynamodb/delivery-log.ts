import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { paginateQuery, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ResourceRef, ResourceType } from '../../callbacks/delivery';
import type { AttemptStart, DeliveryLog, DeliveryLogReader, DeliveryRecord, DeliveryState } from '../../callbacks/ports';

/**
 * The CallbackDeliveries table: one item per (resource, event). Partition key `resource` is
 * `<resourceType>#<resourceId>` so a job's or batch's whole log is one Query; sort key `eventId`. Besides the
 * DeliveryRecord attributes, `windowStartedAt` and `windowAttempts` track the current retry window; a dead letter
 * removes them so that a redriven event starts a new one.
 */
const keyOf = (resource: ResourceRef, eventId: string) => ({ resource: `${resource.type}#${resource.id}`, eventId });

/** States after which a duplicate execution for the same event must not send again. */
const SETTLED: readonly DeliveryState[] = ['delivered', 'gone'];

interface StoredDelivery extends DeliveryRecord {
  readonly resource: string;
  readonly windowStartedAt?: string;
  readonly windowAttempts?: number;
}

const toRecord = ({
  resource: _resource,
  windowStartedAt: _started,
  windowAttempts: _attempts,
  ...record
}: StoredDelivery): DeliveryRecord => record;

export const dynamoDbDeliveryLog = (client: DynamoDBDocumentClient, tableName: string): DeliveryLog => ({
  async startAttempt(resource, delivery, at, maxAttempts) {
    // The budget is checked where the attempt is counted, so no rerun of an attempt can go past it.
    const withinBudget = maxAttempts === undefined ? '' : ' AND (attribute_not_exists(windowAttempts) OR windowAttempts < :max)';
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(resource, delivery.eventId),
          UpdateExpression:
            'SET #type = :type, #state = :attempting, lastAttemptAt = :at, ' +
            'firstAttemptAt = if_not_exists(firstAttemptAt, :at), windowStartedAt = if_not_exists(windowStartedAt, :at) ' +
            'ADD attempts :one, windowAttempts :one REMOVE nextAttemptBy',
          ConditionExpression: `(attribute_not_exists(#state) OR NOT #state IN (:settled0, :settled1))${withinBudget}`,
          ExpressionAttributeNames: { '#type': 'type', '#state': 'state' },
          ExpressionAttributeValues: {
            ':type': delivery.type,
            ':attempting': 'attempting',
            ':at': at.toISOString(),
            ':one': 1,
            ':settled0': SETTLED[0],
            ':settled1': SETTLED[1],
            ...(maxAttempts === undefined ? {} : { ':max': maxAttempts }),
          },
          ReturnValues: 'ALL_NEW',
          // The settled state comes back with the refusal: no second read.
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      const stored = Attributes as StoredDelivery;
      return { kind: 'started', attempt: Number(stored.windowAttempts), windowStartedAt: new Date(String(stored.windowStartedAt)) };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // The document client does not unmarshall an exception's item: `state` is a string attribute.
      const state = error.Item?.state?.S as DeliveryState;
      if (SETTLED.includes(state)) return { kind: 'settled', state } satisfies AttemptStart;
      return { kind: 'exhausted', attempts: Number(error.Item?.windowAttempts?.N) } satisfies AttemptStart;
    }
  },

  async finishAttempt(resource, eventId, outcome) {
    // Attributes the outcome leaves undefined are removed, so the entry never mixes two attempts' details.
    const attributes: Record<string, string | number | undefined> = {
      lastStatus: outcome.status,
      lastError: outcome.error,
      nextAttemptBy: outcome.nextAttemptBy?.toISOString(),
      deliveredAt: outcome.state === 'delivered' ? outcome.at.toISOString() : undefined,
    };
    const set = ['#state = :state'];
    const remove: string[] = [];
    const values: Record<string, string | number> = { ':state': outcome.state };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) {
        remove.push(name);
      } else {
        set.push(`${name} = :${name}`);
        values[`:${name}`] = value;
      }
    }
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(resource, eventId),
        UpdateExpression: `SET ${set.join(', ')}` + (remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''),
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: values,
      }),
    );
  },

  async recordDeadLetter(resource, delivery, reason, at) {
    // The event may never have reached an attempt (the deliverer failed before): create the entry then.
    await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keyOf(resource, delivery.eventId),
        UpdateExpression:
          'SET #state = :state, deadLetteredAt = :at, lastError = :reason, attempts = if_not_exists(attempts, :zero), ' +
          'firstAttemptAt = if_not_exists(firstAttemptAt, :at), lastAttemptAt = if_not_exists(lastAttemptAt, :at), #type = :type ' +
          'REMOVE nextAttemptBy, windowStartedAt, windowAttempts',
        ExpressionAttributeNames: { '#state': 'state', '#type': 'type' },
        ExpressionAttributeValues: {
          ':state': 'dead-lettered',
          ':at': at.toISOString(),
          ':reason': reason,
          ':zero': 0,
          ':type': delivery.type,
        },
      }),
    );
  },
});

/**
 * The read side for GET /v1/transcripts/{jobId} (resourceType 'transcript-job') and GET /v2/audits/{id}
 * ('audit-batch'): every event's delivery, oldest first. Callers check ownership of the resource first.
 */
export const dynamoDbDeliveryLogReader = (client: DynamoDBDocumentClient, tableName: string): DeliveryLogReader => ({
  async listDeliveries(resourceType: ResourceType, resourceId: string) {
    const records: DeliveryRecord[] = [];
    const pages = paginateQuery(
      { client },
      {
        TableName: tableName,
        KeyConditionExpression: '#resource = :resource',
        ExpressionAttributeNames: { '#resource': 'resource' },
        ExpressionAttributeValues: { ':resource': keyOf({ type: resourceType, id: resourceId }, '').resource },
      },
    );
    for await (const page of pages) records.push(...((page.Items ?? []) as StoredDelivery[]).map(toRecord));
    return records.sort((a, b) => a.firstAttemptAt.localeCompare(b.firstAttemptAt));
  },
});
