import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { localBucketName, SANDBOX_EVENT_BUS, SANDBOX_PRINCIPAL } from '../../sandbox/environment';
import { fixtureApplication } from './fixtures/application';
import { received } from './fixtures/recorder';
import { progress } from './fixtures/stream';

let sandbox: Sandbox;
let sfn: SFNClient;

const runPipeline = async (input: Record<string, unknown>) => {
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({ stateMachineArn: process.env.FIXTURE_STATE_MACHINE_ARN, input: JSON.stringify(input) }),
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
    new PutObjectCommand({ Bucket: localBucketName('FixtureData'), Key: 'items.json', Body: JSON.stringify([{ n: 1 }, { n: 2 }, { n: 3 }]) }),
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

    const item = await new DynamoDBClient({}).send(new GetItemCommand({ TableName: process.env.FIXTURE_TABLE_NAME, Key: { pk: { S: 'run-1' } } }));
    expect(item.Item?.state).toEqual({ S: 'stored' });
    expect(received).toContainEqual(expect.objectContaining({ source: 'fixture', 'detail-type': 'Fixture Done', detail: { id: 'run-1' } }));
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
  it('retries a failing target per the rule policy, then dead-letters the event', async () => {
    const before = received.length;
    await new EventBridgeClient({}).send(
      new PutEventsCommand({
        Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: 'fixture', DetailType: 'Fixture Explode', Detail: JSON.stringify({ explode: true }) }],
      }),
    );
    await sandbox.waitForIdle();
    expect(received.length - before).toBe(3);
    const [dead] = sandbox.queueMessages('FixtureDone-dlq');
    expect(JSON.parse(dead?.Body ?? '{}')).toMatchObject({ 'detail-type': 'Fixture Explode', detail: { explode: true } });
  });

  it('ignores events no rule matches', async () => {
    const before = received.length;
    await new EventBridgeClient({}).send(
      new PutEventsCommand({ Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: 'other', DetailType: 'Fixture Done', Detail: '{}' }] }),
    );
    await sandbox.waitForIdle();
    expect(received.length).toBe(before);
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
    const lines = (await response.text()).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.line)).toEqual([0, 1, 2]);
  });

  it('holds a streaming handler back while the client is not reading (backpressure), then delivers everything', async () => {
    const lines = 400;
    const response = await fetch(`${sandbox.url}/fixture/stream?lines=${lines}&padding=65536`);
    const reader = response.body!.getReader();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 400 × 64 KB = 25 MB: without backpressure the handler would have written it all into memory by now.
    expect(progress.written).toBeLessThan(lines / 2);
    let received = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value.length;
    expect(progress.written).toBe(lines);
    expect(received).toBeGreaterThan(lines * 65536);
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
