import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { allowAllAccess } from '../../sandbox/aws-access';
import { unauthenticatedEmulator } from '../../sandbox/emulator-auth';
import { SANDBOX_OPERATOR_CREDENTIALS, SANDBOX_REGION } from '../../sandbox/environment';
import { authorizingProxy, DYNAMODB_MAPPER, S3_MAPPER, type AuthorizingProxy } from '../../sandbox/iam/proxy';

/**
 * The sandbox's DynamoDB and S3 endpoints when what stands behind them is down: the SDKs get the service's own
 * 503 ServiceUnavailable, which they retry and then throw by that name — the name the state machines' Retry
 * blocks wait on — never a body they cannot parse.
 */

/** A loopback port nobody listens on: DynamoDB Local or the local S3 gone. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const proxies: AuthorizingProxy[] = [];
afterAll(() => Promise.all(proxies.map((proxy) => proxy.close())));

const proxy = async (mapper: typeof DYNAMODB_MAPPER, outage?: () => string | undefined) => {
  const started = await authorizingProxy(
    { endpoint: `http://127.0.0.1:${await closedPort()}` },
    mapper,
    allowAllAccess(),
    unauthenticatedEmulator,
    undefined,
    outage,
  );
  proxies.push(started);
  return started.endpoint;
};

const client = { region: SANDBOX_REGION, credentials: SANDBOX_OPERATOR_CREDENTIALS, maxAttempts: 2 };

describe('an emulated endpoint whose backend is down', () => {
  it.each([
    ['does not answer', undefined],
    ['is known to be down', () => 'DynamoDB Local exited and is being restarted'],
  ])('answers DynamoDB calls with ServiceUnavailable when DynamoDB Local %s', async (_, outage) => {
    const dynamodb = new DynamoDBClient({ ...client, endpoint: await proxy(DYNAMODB_MAPPER, outage) });
    const failure = (await dynamodb
      .send(new GetItemCommand({ TableName: 'TranscriptJobs', Key: { jobId: { S: 'x' } } }))
      .catch((error: unknown) => error)) as {
      name: string;
      $fault: string;
      $metadata: { httpStatusCode: number; attempts: number };
    };
    expect(failure).toMatchObject({ name: 'ServiceUnavailable', $fault: 'server', $metadata: { httpStatusCode: 503, attempts: 2 } });
    dynamodb.destroy();
  });

  it('answers S3 calls with ServiceUnavailable while the disk is full', async () => {
    const s3 = new S3Client({
      ...client,
      forcePathStyle: true,
      endpoint: await proxy(S3_MAPPER, () => 'the disk of the data directory is full'),
    });
    const failure = (await s3
      .send(new GetObjectCommand({ Bucket: 'sandbox-transcript-results', Key: 'x.json' }))
      .catch((error: unknown) => error)) as {
      name: string;
      $metadata: { httpStatusCode: number };
    };
    expect(failure).toMatchObject({ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503 } });
    s3.destroy();
  });

  it('answers a write in flight with ServiceUnavailable when the disk fills up under it and the emulator never answers', async () => {
    // The local S3 as a full disk can leave it: the write arrives, and no answer ever comes.
    let down: string | undefined;
    const silent = createHttpServer((request) => {
      request.resume();
      down = 'the disk of the data directory is full';
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = await authorizingProxy(
        { endpoint: `http://127.0.0.1:${(silent.address() as { port: number }).port}` },
        S3_MAPPER,
        allowAllAccess(),
        unauthenticatedEmulator,
        undefined,
        () => down,
      );
      proxies.push(started);
      const s3 = new S3Client({ ...client, forcePathStyle: true, endpoint: started.endpoint });
      const failure = (await s3
        .send(new PutObjectCommand({ Bucket: 'sandbox-transcript-results', Key: 'x.json', Body: '{}' }))
        .catch((error: unknown) => error)) as { name: string; $metadata: { httpStatusCode: number; attempts: number } };
      // The first attempt is answered once the outage shows, the retry at once.
      expect(failure).toMatchObject({ name: 'ServiceUnavailable', $metadata: { httpStatusCode: 503, attempts: 2 } });
      s3.destroy();
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
