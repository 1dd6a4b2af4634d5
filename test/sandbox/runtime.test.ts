import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetItemCommand, DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { waitFor } from '../support/wait';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { localBucketName, localStateMachineArn, SANDBOX_EVENT_BUS, SANDBOX_PRINCIPAL } from '../../sandbox/environment';
import { fixtureApplication, RECEIVED_PREFIX } from './fixtures/application';

let sandbox: Sandbox;
let sfn: SFNClient;

/** The events the Recorder function stored (it runs in its own instance: its records are the observable). */
const received = async () => {
  const { Items = [] } = await new DynamoDBClient({}).send(new ScanCommand({ TableName: sandbox.tableName('FixtureItems') }));
  return Items.filter((item) => item.pk?.S?.startsWith(RECEIVED_PREFIX)).map(
    (item) => JSON.parse(item.event?.S ?? '{}') as Record<string, unknown>,
  );
};

const runPipeline = async (input: Record<string, unknown>) => {
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({ stateMachineArn: localStateMachineArn('FixturePipeline'), input: JSON.stringify(input) }),
  );
  await sandbox.waitForIdle();
  return sfn.send(new DescribeExecutionCommand({ executionArn }));
};

beforeAll(async () => {
  sandbox = await startSandbox({ application: fixtureApplication, retryIntervalMs: 5 });
  // Handlers' SDK clients reach the sandbox through the AWS_ENDPOINT_URL_* variables it set.
  sfn = new SFNClient({});
  const s3 = new S3Client({ forcePathStyle: true });
  await s3.send(
    new PutObjectCommand({
      Bucket: localBucketName('FixtureData'),
      Key: 'items.json',
      Body: JSON.stringify([{ n: 1 }, { n: 2 }, { n: 3 }]),
    }),
  );
});

afterAll(() => sandbox.stop());

describe('sandbox Step Functions', () => {
  it('runs every bound Task kind of the same ASL file: Lambda, lambda:invoke, task token, DynamoDB, S3 Map, events', async () => {
    const execution = await runPipeline({ id: 'run-1', key: 'happy', itemsKey: 'items.json' });
    expect(execution.status).toBe('SUCCEEDED');
    const output = JSON.parse(execution.output ?? '{}');
    expect(output.echo).toMatchObject({ echoed: true, attempt: 1 });
    expect(output.invoke).toEqual({ marker: true });
    expect(output.token).toEqual({ resumedWith: 'resumed' });
    expect(output.mapped).toEqual({ count: 3 });

    const item = await new DynamoDBClient({}).send(
      new GetItemCommand({ TableName: sandbox.tableName('FixtureItems'), Key: { pk: { S: 'run-1' } } }),
    );
    expect(item.Item?.state).toEqual({ S: 'stored' });
    expect(await received()).toContainEqual(
      expect.objectContaining({ source: 'fixture', 'detail-type': 'Fixture Done', detail: { id: 'run-1' } }),
    );
    const record = sandbox.executions().find((e) => e.executionArn === execution.executionArn);
    expect(record?.history.map((h) => h.state).filter(Boolean)).toEqual(
      expect.arrayContaining(['Echo', 'Invoke', 'Wait for token', 'Store', 'Each item', 'Publish']),
    );
  });

  it('retries a Task on the error named by the handler, as Retry says', async () => {
    const execution = await runPipeline({ id: 'run-2', key: 'flaky', failTimes: 2, itemsKey: 'items.json' });
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output ?? '{}').echo.attempt).toBe(3);
  });

  it('routes a permanent failure through Catch to the queue and fails the execution', async () => {
    const execution = await runPipeline({ id: 'run-3', fatal: true, itemsKey: 'items.json' });
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('FixtureFailed');
    const [message] = sandbox.queueMessages('FixtureFailures');
    expect(JSON.parse(message?.Body ?? '{}')).toMatchObject({ Error: 'FixturePermanentError' });
  });
});

describe('sandbox event bus', () => {
  const deadLettered = (marker: string) =>
    sandbox
      .queueMessages('FixtureDone-dlq')
      .filter((m) => (JSON.parse(m.Body) as { detail?: { marker?: string } }).detail?.marker === marker);

  it("gives a failing function target Lambda's two asynchronous retries, then discards the event: the rule's dead-letter queue never sees it", async () => {
    const before = (await received()).length;
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: SANDBOX_EVENT_BUS,
            Source: 'fixture',
            DetailType: 'Fixture Explode',
            Detail: JSON.stringify({ explode: true, marker: 'async-retries' }),
          },
        ],
      }),
    );
    await sandbox.waitForIdle();
    // The rule allows no retries; the three runs are Lambda's (one attempt and two retries).
    expect((await received()).length - before).toBe(3);
    expect(deadLettered('async-retries')).toEqual([]);
    expect(sandbox.droppedAsyncEvents()).toContainEqual(
      expect.objectContaining({
        functionId: 'Recorder',
        attempts: 3,
        errorMessage: 'target failure',
        event: expect.objectContaining({ 'detail-type': 'Fixture Explode', detail: { explode: true, marker: 'async-retries' } }),
      }),
    );
  });

  it('dead-letters an event Lambda refuses to queue (over the 256 KB asynchronous quota), which the function never sees', async () => {
    const before = (await received()).length;
    // The entry fits PutEvents' 256 KB; the event EventBridge builds around it does not fit Lambda's asynchronous quota.
    const detail = JSON.stringify({ marker: 'too-large', padding: 'x'.repeat(256 * 1024 - 100) });
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: 'fixture', DetailType: 'Fixture Done', Detail: detail }],
      }),
    );
    await sandbox.waitForIdle();
    expect((await received()).length).toBe(before);
    const [dead] = deadLettered('too-large');
    expect(dead?.MessageAttributes).toMatchObject({
      ERROR_MESSAGE: { StringValue: expect.stringContaining('Request must be smaller than 262144 bytes') },
    });
  });

  it('ignores events no rule matches', async () => {
    const before = (await received()).length;
    await new EventBridgeClient({}).send(
      new PutEventsCommand({ Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: 'other', DetailType: 'Fixture Done', Detail: '{}' }] }),
    );
    await sandbox.waitForIdle();
    expect((await received()).length).toBe(before);
    expect(sandbox.publishedEvents().some((e) => e.source === 'other')).toBe(true);
  });
});

describe('sandbox API gateway', () => {
  it('hands the handler an API Gateway REST proxy event with the sandbox principal', async () => {
    const response = await fetch(`${sandbox.url}/fixture/echo?x=1&x=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Custom': 'yes' },
      body: '{"a":1}',
    });
    const event = (await response.json()) as { headers: Record<string, string> };
    expect(event).toMatchObject({
      httpMethod: 'POST',
      resource: '/fixture/echo',
      path: '/fixture/echo',
      body: '{"a":1}',
      isBase64Encoded: false,
      queryStringParameters: { x: '2' },
      multiValueQueryStringParameters: { x: ['1', '2'] },
      requestContext: { identity: { userArn: SANDBOX_PRINCIPAL }, resourcePath: '/fixture/echo' },
    });
    expect(event.headers['X-Custom']).toBe('yes');
  });

  it('streams a response-streaming handler chunk by chunk', async () => {
    const response = await fetch(`${sandbox.url}/fixture/stream`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.line)).toEqual([0, 1, 2]);
  });

  it('holds a streaming handler back while the client is not reading (backpressure), then delivers everything', async () => {
    const lines = 400;
    const directory = await mkdtemp(path.join(tmpdir(), 'stream-progress-'));
    const progressFile = path.join(directory, 'written');
    const written = async () => Number(await readFile(progressFile, 'utf8').catch(() => '0'));
    try {
      const response = await fetch(
        `${sandbox.url}/fixture/stream?lines=${lines}&padding=65536&progressFile=${encodeURIComponent(progressFile)}`,
      );
      const reader = response.body!.getReader();
      // Until the handler has started and then stopped writing: five reads in a row see the same count.
      const seen: number[] = [];
      await waitFor(
        async () => seen.push(await written()),
        () => seen.length >= 5 && seen.at(-1)! > 0 && seen.slice(-5).every((count) => count === seen.at(-1)),
        { what: 'the streaming handler to stop writing while nobody reads' },
      );
      // 400 × 64 KB = 25 MB: without backpressure the handler would only have stopped once it had written it all.
      expect(seen.at(-1)).toBeLessThan(lines / 2);
      let bytes = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
      expect(await written()).toBe(lines);
      expect(bytes).toBeGreaterThan(lines * 65536);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('answers unknown routes and wrong methods with problem+json', async () => {
    const missing = await fetch(`${sandbox.url}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    const wrongMethod = await fetch(`${sandbox.url}/fixture/stream`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });
});
