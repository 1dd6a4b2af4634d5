import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startSandbox } from '../../sandbox/runtime';
import { localBucketName } from '../../sandbox/environment';
import { fixtureApplication } from './fixtures/application';

describe('sandbox data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stores a streamed upload byte for byte (no SDK checksum framing in the object)', async () => {
    const sandbox = await startSandbox({ application: fixtureApplication, dataDir });
    try {
      const s3 = new S3Client({ forcePathStyle: true });
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
      await s3.send(
        new PutObjectCommand({
          Bucket: localBucketName('FixtureData'),
          Key: 'streamed.bin',
          Body: Readable.from([bytes]),
          ContentLength: bytes.length,
        }),
      );
      const object = await s3.send(new GetObjectCommand({ Bucket: localBucketName('FixtureData'), Key: 'streamed.bin' }));
      expect(Buffer.from((await object.Body?.transformToByteArray()) ?? []).equals(bytes)).toBe(true);
    } finally {
      await sandbox.stop();
    }
  });

  it('keeps DynamoDB items and S3 objects across a stop and a start', async () => {
    const bucket = localBucketName('FixtureData');
    const first = await startSandbox({ application: fixtureApplication, dataDir });
    await new DynamoDBClient({}).send(
      new PutItemCommand({ TableName: first.tableName('FixtureItems'), Item: { pk: { S: 'kept' }, n: { N: '42' } } }),
    );
    await new S3Client({ forcePathStyle: true }).send(new PutObjectCommand({ Bucket: bucket, Key: 'kept.txt', Body: 'still here' }));
    await first.stop();

    const second = await startSandbox({ application: fixtureApplication, dataDir });
    try {
      // New endpoints (new ports) after the restart: clients are created afresh, as a new process would.
      const item = await new DynamoDBClient({}).send(
        new GetItemCommand({ TableName: second.tableName('FixtureItems'), Key: { pk: { S: 'kept' } } }),
      );
      expect(item.Item?.n).toEqual({ N: '42' });
      const object = await new S3Client({ forcePathStyle: true }).send(new GetObjectCommand({ Bucket: bucket, Key: 'kept.txt' }));
      expect(await object.Body?.transformToString()).toBe('still here');
    } finally {
      await second.stop();
    }
  });
});
