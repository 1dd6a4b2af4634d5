import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CALLBACK_DELIVERIES_TABLE } from '../../lib/definitions/callbacks';
import { startDynamoDb, type LocalDynamoDb } from '../../sandbox/dynamodb';
import { dynamoDbDeliveryLog, dynamoDbDeliveryLogReader } from '../../src/adapters/dynamodb/delivery-log';

let dynamodb: LocalDynamoDb;
let client: DynamoDBDocumentClient;

beforeAll(async () => {
  dynamodb = await startDynamoDb([CALLBACK_DELIVERIES_TABLE]);
  client = DynamoDBDocumentClient.from(dynamodb.client);
});
afterAll(() => dynamodb.close());

const log = () => dynamoDbDeliveryLog(client, dynamodb.tableName(CALLBACK_DELIVERIES_TABLE.id));
const reader = () => dynamoDbDeliveryLogReader(client, dynamodb.tableName(CALLBACK_DELIVERIES_TABLE.id));
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, seconds));

describe('the DynamoDB delivery log', () => {
  it('counts attempts and keeps only the latest attempt details', async () => {
    const job = { type: 'transcript-job' as const, id: 'job-1' };
    const event = { eventId: 'job-1:completed', type: 'transcript.completed' };
    expect(await log().startAttempt(job, event, at(0))).toEqual({ kind: 'started', attempt: 1, windowStartedAt: at(0) });
    await log().finishAttempt(job, event.eventId, {
      state: 'retrying',
      status: 503,
      error: 'receiver answered HTTP 503',
      nextAttemptBy: at(11),
      at: at(1),
    });
    expect(await reader().listDeliveries('transcript-job', 'job-1')).toEqual([
      {
        eventId: event.eventId,
        type: event.type,
        state: 'retrying',
        attempts: 1,
        lastStatus: 503,
        lastError: 'receiver answered HTTP 503',
        nextAttemptBy: at(11).toISOString(),
        firstAttemptAt: at(0).toISOString(),
        lastAttemptAt: at(0).toISOString(),
      },
    ]);

    expect(await log().startAttempt(job, event, at(10))).toEqual({ kind: 'started', attempt: 2, windowStartedAt: at(0) });
    await log().finishAttempt(job, event.eventId, { state: 'delivered', status: 200, at: at(11) });
    expect(await reader().listDeliveries('transcript-job', 'job-1')).toEqual([
      {
        eventId: event.eventId,
        type: event.type,
        state: 'delivered',
        attempts: 2,
        lastStatus: 200,
        firstAttemptAt: at(0).toISOString(),
        lastAttemptAt: at(10).toISOString(),
        deliveredAt: at(11).toISOString(),
      },
    ]);
  });

  it('does not start another attempt for a delivered or gone event', async () => {
    const batch = { type: 'audit-batch' as const, id: 'batch-1' };
    const event = { eventId: 'batch-1:completed', type: 'batch.completed' };
    await log().startAttempt(batch, event, at(0));
    await log().finishAttempt(batch, event.eventId, { state: 'gone', status: 410, at: at(1) });
    expect(await log().startAttempt(batch, event, at(5))).toEqual({ kind: 'settled', state: 'gone' });
    expect(await reader().listDeliveries('audit-batch', 'batch-1')).toEqual([expect.objectContaining({ attempts: 1, state: 'gone' })]);
  });

  it('records a dead letter, even for an event that never reached an attempt', async () => {
    const job = { type: 'transcript-job' as const, id: 'job-2' };
    await log().recordDeadLetter(job, { eventId: 'job-2:failed', type: 'transcript.failed' }, 'States.Timeout: ', at(3));
    expect(await reader().listDeliveries('transcript-job', 'job-2')).toEqual([
      {
        eventId: 'job-2:failed',
        type: 'transcript.failed',
        state: 'dead-lettered',
        attempts: 0,
        lastError: 'States.Timeout: ',
        firstAttemptAt: at(3).toISOString(),
        lastAttemptAt: at(3).toISOString(),
        deadLetteredAt: at(3).toISOString(),
      },
    ]);
  });

  it('counts no attempt past the budget it is given, and says the budget is spent', async () => {
    const job = { type: 'transcript-job' as const, id: 'job-5' };
    const event = { eventId: 'job-5:completed', type: 'transcript.completed' };
    expect(await log().startAttempt(job, event, at(0), 2)).toMatchObject({ kind: 'started', attempt: 1 });
    expect(await log().startAttempt(job, event, at(1), 2)).toMatchObject({ kind: 'started', attempt: 2 });
    // The second attempt's outcome was never recorded (its run failed): a rerun finds the budget spent.
    expect(await log().startAttempt(job, event, at(2), 2)).toEqual({ kind: 'exhausted', attempts: 2 });
    expect(await reader().listDeliveries('transcript-job', 'job-5')).toEqual([
      expect.objectContaining({ state: 'attempting', attempts: 2 }),
    ]);
  });

  it('lists one resource only, oldest first', async () => {
    const job = { type: 'transcript-job' as const, id: 'job-3' };
    await log().startAttempt(job, { eventId: 'z-completed', type: 'transcript.completed' }, at(20));
    await log().startAttempt(job, { eventId: 'a-transcribed', type: 'transcript.transcribed' }, at(10));
    await log().startAttempt({ type: 'audit-batch', id: 'job-3' }, { eventId: 'other', type: 'batch.completed' }, at(0));
    expect((await reader().listDeliveries('transcript-job', 'job-3')).map((d) => d.eventId)).toEqual(['a-transcribed', 'z-completed']);
    expect(await reader().listDeliveries('transcript-job', 'no-such-job')).toEqual([]);
  });
});

describe('a redriven dead letter', () => {
  it('opens a new retry window but keeps counting all attempts', async () => {
    const job = { type: 'transcript-job' as const, id: 'job-4' };
    const event = { eventId: 'job-4:completed', type: 'transcript.completed' };
    await log().startAttempt(job, event, at(0));
    await log().startAttempt(job, event, at(1));
    await log().recordDeadLetter(job, event, 'CallbackDeliveryAbandoned: gave up after 2 attempts', at(2));
    expect(await log().startAttempt(job, event, at(30))).toEqual({ kind: 'started', attempt: 1, windowStartedAt: at(30) });
    expect(await reader().listDeliveries('transcript-job', 'job-4')).toEqual([
      expect.objectContaining({
        state: 'attempting',
        attempts: 3,
        firstAttemptAt: at(0).toISOString(),
        lastAttemptAt: at(30).toISOString(),
      }),
    ]);
  });
});
