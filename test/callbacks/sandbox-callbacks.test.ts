import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { CALLBACK_DELIVERIES_TABLE } from '../../lib/definitions/callbacks';
import { localStateMachineArn, SANDBOX_CREDENTIALS, SANDBOX_EVENT_BUS } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { callbackBodySchema } from '../../schemas/callbacks';
import { AUDIT_BATCH_COMPLETED, TRANSCRIPT_STATUS_CHANGED, type TranscriptStatus } from '../../schemas/events';
import { createDocumentClient, createEventBridgeClient, createSfnClient } from '../../src/adapters/aws/clients';
import { dynamoDbDeliveryLogReader } from '../../src/adapters/dynamodb/delivery-log';
import { SANDBOX_SIGNING_CREDENTIALS, verifyCallbackSignature } from '../../src/adapters/http/callback-verifier';
import { auditBatchCompleted, transcriptStatusChanged } from './events';
import { startReceiver, unreachableUrl, type ReceivedCallback, type Receiver } from './receiver';

/** The sandbox's bounded schedule, shortened: 4 attempts, a few milliseconds apart. */
const MAX_ATTEMPTS = 4;
const DEAD_LETTER_QUEUE = 'CallbackDeadLetters';

let sandbox: Sandbox;
const receivers: Receiver[] = [];

beforeAll(async () => {
  // Handlers log warnings, so that a test can read what a failed delivery writes to the function's logs.
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    logLevel: 'WARN',
    echoFunctionLogs: false,
    env: { CALLBACK_MAX_ATTEMPTS: String(MAX_ATTEMPTS) },
  });
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await sandbox.stop();
});

const receiver = async (statuses?: number[]) => {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
};

/** Publishes as the services do (PutEvents on the application bus) and waits until every delivery settled. */
const publish = async (source: string, detailType: string, ...details: unknown[]) => {
  const events = createEventBridgeClient();
  for (const detail of details) {
    await events.send(
      new PutEventsCommand({
        Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: source, DetailType: detailType, Detail: JSON.stringify(detail) }],
      }),
    );
  }
  await sandbox.waitForIdle();
};

const publishTranscript = (
  statuses: TranscriptStatus[],
  url: string,
  events: ('completed' | 'failed' | 'transcribed' | 'contextualized' | 'profiled')[],
) => {
  const jobId = crypto.randomUUID();
  const changes = statuses.map((status) => transcriptStatusChanged(status, { jobId, callback: { url, events } }));
  return { jobId, changes, published: publish(TRANSCRIPT_STATUS_CHANGED.source, TRANSCRIPT_STATUS_CHANGED.detailType, ...changes) };
};

const verifyWithSandboxKey = (request: ReceivedCallback) =>
  verifyCallbackSignature(
    { method: request.method, url: request.url, headers: request.headers, body: request.body },
    { credentials: SANDBOX_SIGNING_CREDENTIALS, region: SANDBOX_SIGNING_CREDENTIALS.region, service: 'execute-api' },
  );

const deliveryLog = (resourceType: 'transcript-job' | 'audit-batch', id: string) =>
  dynamoDbDeliveryLogReader(createDocumentClient(), sandbox.tableName(CALLBACK_DELIVERIES_TABLE.id)).listDeliveries(resourceType, id);

const executionOf = (eventId: string) =>
  sandbox.executions().find((e) => (e.input as { detail: { eventId: string } }).detail.eventId === eventId);

const deadLetters = () => sandbox.queueMessages(DEAD_LETTER_QUEUE).map((m) => JSON.parse((m as { Body: string }).Body));

describe('callbacks in the sandbox', () => {
  it('are signed with the documented local key pair, which the verifier module publishes', async () => {
    const documented = {
      accessKeyId: SANDBOX_SIGNING_CREDENTIALS.accessKeyId,
      secretAccessKey: SANDBOX_SIGNING_CREDENTIALS.secretAccessKey,
    };
    expect(SANDBOX_CREDENTIALS).toMatchObject(documented);
    const deliverer = await sandbox.functionEnvironment('CallbackDeliverer');
    expect({
      accessKeyId: deliverer.AWS_ACCESS_KEY_ID,
      secretAccessKey: deliverer.AWS_SECRET_ACCESS_KEY,
      region: deliverer.AWS_REGION,
    }).toEqual({
      ...documented,
      region: SANDBOX_SIGNING_CREDENTIALS.region,
    });
  });

  it('deliver exactly the subscribed events, with distinct ids, the posted metadata and valid signatures', async () => {
    const target = await receiver();
    const { jobId, changes, published } = publishTranscript(
      ['processing', 'transcribed', 'contextualized', 'profiled', 'completed'],
      target.url,
      ['transcribed', 'completed'],
    );
    await published;

    expect(target.received).toHaveLength(2);
    const bodies = target.received.map((r) => callbackBodySchema.parse(JSON.parse(r.body.toString('utf8'))));
    // Delivery is not ordered (docs/callbacks.md, Retries): each event has its own delivery execution.
    expect(bodies.map((b) => b.type).sort()).toEqual(['transcript.completed', 'transcript.transcribed']);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(2);
    for (const body of bodies) expect(body.data).toMatchObject({ jobId, metadata: changes[0]!.metadata });
    for (const request of target.received) {
      expect(request.method).toBe('POST');
      expect(request.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': expect.stringMatching(/^ContactCenterPipelines-Callbacks\//),
      });
      expect(request.headers['webhook-id']).toBe(JSON.parse(request.body.toString()).id);
      expect(await verifyWithSandboxKey(request)).toMatchObject({ valid: true });
    }
    const log = await deliveryLog('transcript-job', jobId);
    expect(log).toHaveLength(2);
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'transcript.transcribed', state: 'delivered', attempts: 1, lastStatus: 200 }),
        expect.objectContaining({ type: 'transcript.completed', state: 'delivered', attempts: 1, lastStatus: 200 }),
      ]),
    );
  });

  it('start a delivery execution only for the statuses the job subscribed to', async () => {
    const target = await receiver();
    const { jobId, changes, published } = publishTranscript(
      ['processing', 'transcribed', 'contextualized', 'profiled', 'completed'],
      target.url,
      ['completed'],
    );
    await published;

    // Every change reached the bus; only the subscribed one started an execution (a Standard one, billed per transition).
    expect(sandbox.publishedEvents().filter((e) => (e.detail as { jobId?: string }).jobId === jobId)).toHaveLength(changes.length);
    const deliveries = sandbox
      .executions()
      .filter((e) => e.stateMachineId === 'CallbackDelivery' && (e.input as { detail: { jobId?: string } }).detail.jobId === jobId);
    expect(deliveries.map((e) => (e.input as { detail: { status: string } }).detail.status)).toEqual(['completed']);
    expect(target.received).toHaveLength(1);
  });

  it('fail verification once the body is tampered with', async () => {
    const target = await receiver();
    await publishTranscript(['completed'], target.url, ['completed']).published;
    const [request] = target.received;
    const tampered = Buffer.from(request!.body.toString('utf8').replace('"completed"', '"failed"'));
    expect(await verifyWithSandboxKey({ ...request!, body: tampered })).toMatchObject({ valid: false, reason: 'body-hash-mismatch' });
  });

  it('retry a receiver that fails, with the same event id, until it accepts', async () => {
    const target = await receiver([500, 500, 200]);
    const { jobId, changes, published } = publishTranscript(['completed'], target.url, ['completed']);
    await published;

    expect(target.received.map((r) => r.headers['webhook-id'])).toEqual([changes[0]!.eventId, changes[0]!.eventId, changes[0]!.eventId]);
    expect(new Set(target.received.map((r) => r.body.toString())).size).toBe(1);
    for (const request of target.received) expect(await verifyWithSandboxKey(request)).toMatchObject({ valid: true });
    expect(await deliveryLog('transcript-job', jobId)).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: 3, lastStatus: 200 }),
    ]);
    expect(deadLetters().filter((m) => m.detail.eventId === changes[0]!.eventId)).toEqual([]);
  });

  it('stop retrying when the receiver answers 410 Gone', async () => {
    const target = await receiver([410, 200]);
    const { jobId, changes, published } = publishTranscript(['failed'], target.url, ['failed']);
    await published;

    expect(target.received).toHaveLength(1);
    expect(await deliveryLog('transcript-job', jobId)).toEqual([
      expect.objectContaining({ type: 'transcript.failed', state: 'gone', attempts: 1, lastStatus: 410 }),
    ]);
    expect(deadLetters().filter((m) => m.detail.eventId === changes[0]!.eventId)).toEqual([]);
    expect(executionOf(changes[0]!.eventId)).toMatchObject({ status: 'SUCCEEDED', output: { outcome: 'gone', status: 410 } });
  });

  it('dead-letter the event when the receiver stays down, and keep the delivery log', async () => {
    const { jobId, changes, published } = publishTranscript(['completed'], await unreachableUrl(), ['completed']);
    await published;

    const [log] = await deliveryLog('transcript-job', jobId);
    expect(log).toMatchObject({ state: 'dead-lettered', attempts: MAX_ATTEMPTS, deadLetteredAt: expect.any(String) });
    expect(log!.lastError).toContain('ECONNREFUSED');
    expect(log).not.toHaveProperty('lastStatus');
    const [letter] = deadLetters().filter((m) => m.detail.eventId === changes[0]!.eventId);
    expect(letter).toMatchObject({
      'detail-type': TRANSCRIPT_STATUS_CHANGED.detailType,
      detail: changes[0],
      failure: { Error: 'CallbackDeliveryAbandoned' },
    });
    expect(executionOf(changes[0]!.eventId)).toMatchObject({ status: 'FAILED', error: 'CallbackDeliveryDeadLettered' });

    // Each failed attempt is one log line with its reason, not a stack trace.
    const logLines = sandbox
      .functionLogs()
      .filter((record) => record.functionId === 'CallbackDeliverer')
      .flatMap((record) => record.text.split('\n'))
      .filter((line) => line.includes(changes[0]!.eventId));
    expect(logLines.map((line) => (JSON.parse(line) as { message: string }).message)).toEqual(
      Array(MAX_ATTEMPTS).fill('callback attempt failed'),
    );
    for (const line of logLines) {
      expect(line).toContain('ECONNREFUSED');
      expect(line).not.toMatch(/"stack"|\bat \S+ \(/);
    }
  });

  it('deliver a dead letter once redriven, as docs/callbacks.md tells operators to', async () => {
    const target = await receiver([...Array<number>(MAX_ATTEMPTS).fill(503), 200]);
    const { jobId, changes, published } = publishTranscript(['completed'], target.url, ['completed']);
    await published;
    const letter = deadLetters().find((m) => m.detail.eventId === changes[0]!.eventId);
    expect(target.received).toHaveLength(MAX_ATTEMPTS);

    const { failure: _failure, ...event } = letter;
    await createSfnClient().send(
      new StartExecutionCommand({ stateMachineArn: localStateMachineArn('CallbackDelivery'), input: JSON.stringify(event) }),
    );
    await sandbox.waitForIdle();

    expect(target.received).toHaveLength(MAX_ATTEMPTS + 1);
    expect(new Set(target.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([changes[0]!.eventId]));
    expect(await deliveryLog('transcript-job', jobId)).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: MAX_ATTEMPTS + 1, lastStatus: 200 }),
    ]);
  });

  it('refuse a callback URL on a private network without retrying', async () => {
    const { jobId, changes, published } = publishTranscript(['completed'], 'http://10.20.30.40/hook', ['completed']);
    await published;

    expect(await deliveryLog('transcript-job', jobId)).toEqual([
      expect.objectContaining({ state: 'dead-lettered', attempts: 1, lastError: expect.stringContaining('private address') }),
    ]);
    expect(deadLetters().filter((m) => m.detail.eventId === changes[0]!.eventId)).toHaveLength(1);
  });

  it('deliver batch.completed to an audit batch callback_url', async () => {
    const target = await receiver();
    const completion = auditBatchCompleted(target.url);
    await publish(AUDIT_BATCH_COMPLETED.source, AUDIT_BATCH_COMPLETED.detailType, completion);

    expect(target.received).toHaveLength(1);
    expect(callbackBodySchema.parse(JSON.parse(target.received[0]!.body.toString()))).toEqual({
      id: completion.eventId,
      type: 'batch.completed',
      occurred_at: completion.completedAt,
      data: {
        batch_id: completion.batchId,
        status: completion.status,
        counts: completion.counts,
        rubric_version: completion.rubricVersion,
        completed_at: completion.completedAt,
      },
    });
    expect(await verifyWithSandboxKey(target.received[0]!)).toMatchObject({ valid: true });
    expect(await deliveryLog('audit-batch', completion.batchId)).toEqual([
      expect.objectContaining({ type: 'batch.completed', state: 'delivered' }),
    ]);
  });
});
