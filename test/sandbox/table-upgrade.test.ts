import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DescribeTableCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { AUDIT_BATCHES_BY_OWNER_INDEX, AUDIT_BATCHES_TABLE } from '../../lib/definitions/audits';
import type { TableDefinition } from '../../lib/definitions';
import { startDynamoDb } from '../../sandbox/dynamodb';

describe('a data directory written before an index was added', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-upgrade-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('gets the index at start, as a stack update would add it, and the index finds the items kept from before', async () => {
    const currentIndexes = AUDIT_BATCHES_TABLE.globalSecondaryIndexes ?? [];
    expect(currentIndexes.map((index) => index.indexName)).toContain(AUDIT_BATCHES_BY_OWNER_INDEX);
    const ownerIndex = currentIndexes.find((index) => index.indexName === AUDIT_BATCHES_BY_OWNER_INDEX)!;
    // The table as an older version of the definitions declared it: without the ByOwner index, plus one index
    // that the current definition no longer has.
    const older: TableDefinition = {
      ...AUDIT_BATCHES_TABLE,
      globalSecondaryIndexes: [
        ...currentIndexes.filter((index) => index.indexName !== AUDIT_BATCHES_BY_OWNER_INDEX),
        { indexName: 'Retired', partitionKey: { name: 'retired_key', type: 'S' } },
      ],
    };
    const before = await startDynamoDb([older], path.join(dataDir, 'dynamodb'));
    const item = {
      [AUDIT_BATCHES_TABLE.partitionKey.name]: { S: 'batch-kept-from-before' },
      ...(AUDIT_BATCHES_TABLE.sortKey ? { [AUDIT_BATCHES_TABLE.sortKey.name]: { S: 'sort' } } : {}),
      [ownerIndex.partitionKey.name]: { S: 'arn:aws:iam::000000000000:user/alice' },
      ...(ownerIndex.sortKey ? { [ownerIndex.sortKey.name]: { S: '2026-11-01T00:00:00.000Z' } } : {}),
    };
    try {
      await before.client.send(new PutItemCommand({ TableName: before.tableName(older.id), Item: item }));
    } finally {
      await before.close();
    }

    const after = await startDynamoDb([AUDIT_BATCHES_TABLE], path.join(dataDir, 'dynamodb'));
    try {
      const { Table } = await after.client.send(new DescribeTableCommand({ TableName: after.tableName(AUDIT_BATCHES_TABLE.id) }));
      expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index.IndexStatus]).sort()).toEqual(
        currentIndexes.map((index) => [index.indexName, 'ACTIVE']).sort(),
      );
      const found = await after.client.send(
        new QueryCommand({
          TableName: after.tableName(AUDIT_BATCHES_TABLE.id),
          IndexName: AUDIT_BATCHES_BY_OWNER_INDEX,
          KeyConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': ownerIndex.partitionKey.name },
          ExpressionAttributeValues: { ':owner': item[ownerIndex.partitionKey.name]! },
        }),
      );
      expect(found.Items?.map((row) => row[AUDIT_BATCHES_TABLE.partitionKey.name]?.S)).toEqual(['batch-kept-from-before']);
    } finally {
      await after.close();
    }
  });
});
