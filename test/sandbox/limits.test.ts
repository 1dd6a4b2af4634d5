import type { AddressInfo } from 'node:net';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createApiGateway } from '../../sandbox/api-gateway';
import { Slots } from '../../sandbox/slots';
import { localStateMachineArn, SANDBOX_EVENT_BUS } from '../../sandbox/environment';
import { LocalLambdaRuntime } from '../../sandbox/lambda-runtime';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { waitFor } from '../support/wait';
import { fixtureApplication } from './fixtures/application';

let sandbox: Sandbox;
let sfn: SFNClient;

const run = async (stateMachineArn: string | undefined, input: Record<string, unknown>) => {
  const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn, input: JSON.stringify(input) }));
  await sandbox.waitForIdle();
  const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
  return { ...execution, record: sandbox.executions().find((e) => e.executionArn === executionArn) };
};
const limits = (input: Record<string, unknown>) => run(localStateMachineArn('FixtureLimits'), input);

beforeAll(async () => {
  sandbox = await startSandbox({ application: fixtureApplication, retryIntervalMs: 5 });
  sfn = new SFNClient({});
});
afterAll(() => sandbox.stop());

describe('Step Functions payload quota (256 KiB)', () => {
  it('lets a small execution through and counts its state transitions', async () => {
    const execution = await limits({ case: 'small' });
    expect(execution.status).toBe('SUCCEEDED');
    expect(execution.record?.transitions).toBe(3); // Which case, Small result, Done
  });

  it('fails the execution when a Task returns more, which no States.ALL Catch can catch', async () => {
    const execution = await limits({ case: 'taskResult' });
    expect(execution).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    expect(execution.cause).toContain('Large result');
  });

  it("fails the execution when a state's output grows past it, though each result fits", async () => {
    const execution = await limits({ case: 'stateOutput' });
    expect(execution).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    expect(execution.cause).toContain('Second half');
  });

  it('refuses an execution input over it', async () => {
    await expect(limits({ case: 'small', padding: 'x'.repeat(262_144) })).rejects.toMatchObject({ name: 'ValidationException' });
  });

  it("holds a DISTRIBUTED Map's gathered child outputs to it, ResultPath null notwithstanding", async () => {
    const items = Array.from({ length: 300 }, () => 1000);
    const execution = await limits({ case: 'gathered', items });
    expect(execution).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    expect(execution.record?.mapRuns?.[0]).toMatchObject({
      state: 'Gathered map',
      executionType: 'EXPRESS',
      childExecutions: 300,
      failedChildExecutions: 0,
    });

    const fewer = await limits({ case: 'gathered', items: items.slice(0, 100) });
    expect(fewer.status).toBe('SUCCEEDED');
  });

  it("writes a DISTRIBUTED Map's results with ResultWriter as AWS lays them out and returns only where", async () => {
    const execution = await limits({ case: 'written', items: Array.from({ length: 300 }, () => 1000) });
    expect(execution.status).toBe('SUCCEEDED');
    const { written } = JSON.parse(execution.output ?? '{}');
    const mapRunId = String(written.MapRunArn).split(':').pop();
    expect(written).toEqual({
      MapRunArn: expect.stringMatching(/^arn:aws:states:[^:]+:\d{12}:mapRun:FixtureLimits\/Written map:/),
      ResultWriterDetails: { Bucket: expect.any(String), Key: `map-results/${mapRunId}/manifest.json` },
    });
    const s3 = new S3Client({ forcePathStyle: true });
    const read = async (key: string) =>
      JSON.parse(
        (await (await s3.send(new GetObjectCommand({ Bucket: written.ResultWriterDetails.Bucket, Key: key }))).Body?.transformToString()) ??
          'null',
      );
    const manifest = await read(written.ResultWriterDetails.Key);
    expect(manifest.ResultFiles).toEqual({
      FAILED: [],
      PENDING: [],
      SUCCEEDED: [{ Key: `map-results/${mapRunId}/SUCCEEDED_0.json`, Size: expect.any(Number) }],
    });
    const succeeded = await read(manifest.ResultFiles.SUCCEEDED[0].Key);
    expect(succeeded).toHaveLength(300);
    expect(succeeded[0]).toMatchObject({
      Status: 'SUCCEEDED',
      Input: JSON.stringify({ padBytes: 1000 }),
      InputDetails: { Included: true },
    });
    expect(JSON.parse(succeeded[0].Output).padding).toHaveLength(1000);
  });

  it('fails a Task whose events:putEvents entries are over it before EventBridge sees them', async () => {
    const execution = await limits({ case: 'event', detail: { text: 'x'.repeat(140_000) } });
    expect(execution).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    expect(sandbox.publishedEvents().some((event) => event['detail-type'] === 'Fixture Large')).toBe(false);
  });
});

describe('Step Functions time limits', () => {
  it('times a Task out after its TimeoutSeconds (States.Timeout, catchable)', async () => {
    const execution = await limits({ case: 'taskTimeout' });
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output ?? '{}').failure).toMatchObject({ Error: 'States.Timeout' });
  });

  it("times an execution out after the state machine's TimeoutSeconds", async () => {
    const execution = await run(localStateMachineArn('FixtureSlow'), {});
    expect(execution).toMatchObject({ status: 'TIMED_OUT', error: 'States.Timeout' });
  });
});

describe('EventBridge PutEvents size limit', () => {
  it('refuses a request whose entries pass 256 KB in all, as EventBridge counts them', async () => {
    const events = new EventBridgeClient({});
    const entry = (bytes: number) => ({
      EventBusName: SANDBOX_EVENT_BUS,
      Source: 'fixture',
      DetailType: 'Fixture Large',
      Detail: JSON.stringify({ text: 'é'.repeat(bytes / 2) }),
    });
    await expect(events.send(new PutEventsCommand({ Entries: [entry(140_000), entry(140_000)] }))).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'Total size of the entries in the request is over the limit.',
    });
    const accepted = await events.send(new PutEventsCommand({ Entries: [entry(100_000)] }));
    expect(accepted.FailedEntryCount).toBe(0);
  });
});

describe("API Gateway limits, answered with the stack's problem+json gateway responses", () => {
  it('answers a body over 10 MB with 413 before any handler runs', async () => {
    const response = await fetch(`${sandbox.url}/fixture/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = (await response.json()) as { request_id?: string };
    expect(body).toMatchObject({ type: '/problems/payload-too-large', title: 'Payload too large', status: 413 });
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
  });

  it('answers 502 when a streaming handler ends without writing: no prelude reached API Gateway', async () => {
    const response = await fetch(`${sandbox.url}/fixture/stream?lines=0`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ type: '/problems/bad-gateway', status: 502 });
  });

  it('queues buffered invocations past its slots in one queue, in arrival order whatever the route, and streams without a slot', async () => {
    const functions = fixtureApplication.functions.filter((fn) => fn.id === 'Echo' || fn.id === 'Stream');
    const lambda = new LocalLambdaRuntime({ functions, repoRoot: REPO_ROOT, environment: async () => ({}) });
    await lambda.load();
    const echo = fixtureApplication.routes.find((route) => route.functionId === 'Echo')!;
    const routes = [...fixtureApplication.routes, { ...echo, path: '/fixture/echo-again' }];
    const slots = new Slots(1);
    const finished: string[] = [];
    const gateway = createApiGateway({ routes, lambda, slots, log: (line) => finished.push(line.split(' (')[0]!) });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    // The test takes the only slot itself, so every buffered request queues behind it.
    let release!: () => void;
    const held = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      // The first request is the slower one: run in any order but arrival order, the second would end first.
      const first = fetch(`${url}/fixture/echo?delayMs=300`, { method: 'POST', body: '{}' });
      await waitFor(
        () => slots.waiting,
        (waiting) => waiting === 1,
        { what: 'the first request queued' },
      );
      const second = fetch(`${url}/fixture/echo-again`, { method: 'POST', body: '{}' });
      await waitFor(
        () => slots.waiting,
        (waiting) => waiting === 2,
        { what: 'the second request queued' },
      );

      const streamed = await fetch(`${url}/fixture/stream?lines=2`);
      expect(streamed.status).toBe(200);
      expect((await streamed.text()).trim().split('\n')).toHaveLength(2);
      expect(slots.waiting).toBe(2);

      release();
      await held;
      expect((await Promise.all([first, second])).map((response) => response.status)).toEqual([200, 200]);
      expect(finished.filter((line) => line.startsWith('POST'))).toEqual(['POST /fixture/echo → 200', 'POST /fixture/echo-again → 200']);
    } finally {
      release();
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await lambda.stop();
    }
  });

  it('fails an invocation still starting its instance when the runtime stops, and starts no instance after', async () => {
    let environmentAsked!: () => void;
    const asked = new Promise<void>((resolve) => (environmentAsked = resolve));
    let giveEnvironment!: (env: Record<string, string>) => void;
    const lambda = new LocalLambdaRuntime({
      functions: fixtureApplication.functions.filter((fn) => fn.id === 'Echo'),
      repoRoot: REPO_ROOT,
      // The cold start waits here until the runtime has stopped.
      environment: () => {
        environmentAsked();
        return new Promise((resolve) => (giveEnvironment = resolve));
      },
    });
    await lambda.load();
    const invocation = lambda.invoke('Echo', { key: 'late' });
    await asked;
    await lambda.stop();
    giveEnvironment({});
    await expect(invocation).rejects.toMatchObject({ name: 'ServiceException', message: 'The sandbox is stopping.' });
  });

  it('answers 504 when a buffered integration runs past the integration timeout, and still serves the next request', async () => {
    const echo = fixtureApplication.functions.filter((fn) => fn.id === 'Echo');
    const lambda = new LocalLambdaRuntime({ functions: echo, repoRoot: REPO_ROOT, environment: async () => ({}) });
    await lambda.load();
    const routes = fixtureApplication.routes.filter((route) => route.functionId === 'Echo');
    // The handler sleeps 2.5 s and the gateway waits 1 s: its timer is due first however slow the machine is (a
    // cold start only makes the handler later). The timeout counts the cold start, as API Gateway's does.
    const impatient = createApiGateway({ routes, lambda, limitsMs: { integration: 1_000, streamTotal: 60_000, streamIdle: 60_000 } });
    // The stack's own 29 s, for a request that must not time out.
    const patient = createApiGateway({ routes, lambda });
    const urlOf = async (gateway: typeof patient) => {
      await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/fixture/echo`;
    };
    try {
      const slow = await fetch(`${await urlOf(impatient)}?delayMs=2500`, { method: 'POST', body: '{}' });
      expect(slow.status).toBe(504);
      expect(await slow.json()).toMatchObject({
        type: '/problems/gateway-timeout',
        title: 'Gateway timeout',
        status: 504,
        detail: 'Endpoint request timed out',
      });
      // The function runs on after API Gateway gave up; the function still answers the next request.
      expect((await fetch(await urlOf(patient), { method: 'POST', body: '{}' })).status).toBe(200);
    } finally {
      for (const gateway of [impatient, patient]) {
        gateway.closeAllConnections();
        await new Promise<void>((resolve) => gateway.close(() => resolve()));
      }
      await lambda.stop();
    }
  });
});
