import { CreateTableCommand, DynamoDBClient, ListTablesCommand, type AttributeDefinition } from '@aws-sdk/client-dynamodb';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import type { TableDefinition } from '../lib/definitions';
import { SANDBOX_CREDENTIALS, SANDBOX_REGION } from './environment';

export interface LocalDynamoDb {
  readonly endpoint: string;
  readonly client: DynamoDBClient;
  close(): Promise<void>;
}

/** Table creation input from the same definition the CDK stack uses. */
export const createTableInput = (table: TableDefinition) => {
  const attributes = new Map<string, AttributeDefinition>();
  const keys = [table.partitionKey, table.sortKey, ...(table.globalSecondaryIndexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey])];
  for (const key of keys) if (key) attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  return {
    TableName: table.id,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: table.partitionKey.name, KeyType: 'HASH' as const },
      ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    ...(table.globalSecondaryIndexes?.length
      ? {
          GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
};

/** dynalite on a loopback port, persisted under `path` when given (LevelDB), in memory otherwise. */
export const startDynamoDb = async (tables: readonly TableDefinition[], path?: string): Promise<LocalDynamoDb> => {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(path ? { path } : {}) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new DynamoDBClient({ endpoint, region: SANDBOX_REGION, credentials: SANDBOX_CREDENTIALS });
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const table of tables) {
    if (!existing.has(table.id)) await client.send(new CreateTableCommand(createTableInput(table)));
  }
  return {
    endpoint,
    client,
    close: async () => {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
