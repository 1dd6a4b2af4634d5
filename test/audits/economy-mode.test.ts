import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { auditResultSchema, batchHandleSchema, batchViewSchema } from '../../schemas/audits';
import type { RecordedConverseResponse } from '../../sandbox/bedrock/recordings';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { apiClient, excerptIsVerbatim } from './api-client';
import { RUBRIC } from './support/large-batch';
import { waitFor } from '../support/wait';

// The economy mode end to end on the sandbox: an audit batch scored by one Bedrock batch inference job (the
// emulated control plane, with the same offline engine as Converse) instead of one Converse call per
// conversation. The job's states take milliseconds instead of minutes, and the state machine checks it every
// second instead of every five minutes; nothing else changes.

/** Bedrock's default minimum of records per batch inference job: an economy batch needs at least this many. */
const MINIMUM_RECORDS = 100;
const CONVERSATIONS = 110;

const LINES = [
  ['agent', 'Hello, thanks for calling Acme support, this is Dana.'],
  ['customer', 'Hi, my kettle arrived broken.'],
  ['agent', 'I am sorry to hear that. What is the order number?'],
  ['customer', 'ORDER'],
  ['agent', 'Thank you. I have issued the refund; it will arrive in five days.'],
  ['customer', 'Great, thanks for sorting that out.'],
] as const;

/** Conversations told apart by their order number (a record of the job is found by it). */
const conversations = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `call-${i}`,
    transcript: LINES.map(([role, text], t) => ({
      role,
      text: text === 'ORDER' ? `It is order number ${1000 + i}.` : text,
      timestamp: t * 5,
    })),
  }));

/** The job's record of conversation `i` (its modelInput carries the transcript). */
const recordOf = (i: number) => (modelInput: unknown) => JSON.stringify(modelInput).includes(`order number ${1000 + i}.`);

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;
let rubricId: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    stateSecondsOverrides: { WaitForBatchInference: 1 },
    bedrock: { batchInference: { timings: { submittedMs: 20, validatingMs: 20, scheduledMs: 20, perRecordMs: 0 } } },
  });
  api = apiClient(sandbox.url);
  rubricId = (await api.post('/v2/rubrics', RUBRIC)).json.id;
});
afterAll(() => sandbox.stop());

const submit = async (body: Record<string, unknown>) => {
  const submitted = await api.post('/v2/audits', { rubric_id: rubricId, ...body });
  expect(submitted.status).toBe(202);
  return batchHandleSchema.parse(submitted.json);
};

const view = async (batchId: string) => batchViewSchema.parse((await api.get(`/v2/audits/${batchId}`)).json);

const lines = async (batchId: string) =>
  (await api.get(`/v2/audits/${batchId}/results`)).text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const converseCallCount = () => sandbox.converseCalls().filter((call) => call.outcome === 'answered').length;

/** Polls GET /v2/audits/{id} until `condition` holds (a barrier holds the job meanwhile, so it must come). */
const viewWhen = (batchId: string, condition: (batch: Awaited<ReturnType<typeof view>>) => boolean) =>
  waitFor(() => view(batchId), condition, { what: `batch ${batchId} to reach the awaited state` });

describe('an economy batch', () => {
  it('ends with the same scorecards as on demand, from one batch inference job and no Converse call, showing the job while it runs', async () => {
    const batch = conversations(CONVERSATIONS);
    const onDemand = await submit({ conversations: batch });
    await sandbox.waitForIdle();
    const callsBefore = converseCallCount();

    // The job stops at conversation 50 until the test has seen its progress in the batch view.
    const release = sandbox.holdBatchRecords(recordOf(50));
    const economy = await submit({ conversations: batch, inference: 'economy' });
    expect(economy.inference).toEqual({ requested: 'economy', mode: 'economy', on_demand_reason: null, job: null, scored: null });
    const running = await viewWhen(
      economy.batch_id,
      (b) => b.inference.job?.state === 'InProgress' && (b.inference.job.records?.processed ?? 0) > 0,
    );
    release();
    expect(running.status).toBe('running');
    expect(running.inference.job?.records).toMatchObject({ total: CONVERSATIONS });
    await sandbox.waitForIdle();

    const [expected, actual] = [await lines(onDemand.batch_id), await lines(economy.batch_id)];
    expect(actual).toHaveLength(CONVERSATIONS);
    expect(actual).toEqual(expected);
    for (const [i, line] of actual.entries()) {
      for (const score of auditResultSchema.parse(line).criterion_scores) {
        for (const evidence of score.evidence) expect(excerptIsVerbatim(batch[i]!.transcript, evidence)).toBe(true);
      }
    }
    expect(converseCallCount()).toBe(callsBefore);
    const finished = await view(economy.batch_id);
    expect(finished).toMatchObject({ status: 'completed', counts: { total: CONVERSATIONS, scored: CONVERSATIONS, failed: 0 } });
    expect(finished.summary).toEqual((await view(onDemand.batch_id)).summary);
    expect(finished.inference).toMatchObject({
      requested: 'economy',
      mode: 'economy',
      on_demand_reason: null,
      job: { state: 'Completed', records: { total: CONVERSATIONS, processed: CONVERSATIONS, succeeded: CONVERSATIONS, failed: 0 } },
      scored: { by_job: CONVERSATIONS, on_demand: 0 },
    });
    const [job] = sandbox.batchInferenceJobs().filter((j) => j.jobName === `audit-${economy.batch_id}`);
    expect(job).toMatchObject({ modelInvocationType: 'InvokeModel', status: 'Completed' });
    expect(job?.statusHistory).toEqual(['Submitted', 'Validating', 'Scheduled', 'InProgress', 'Completed']);
  });

  it('scores on demand, exactly once each, the conversations whose record the job failed or whose answer fails the checks', async () => {
    const batch = conversations(CONVERSATIONS);
    // Record 7 fails in the job; the first record answered (conversation 0's) quotes the transcript wrongly.
    const removeFault = sandbox.injectBatchRecordFault({ matches: recordOf(7), errorCode: 500, errorMessage: 'Internal server error' });
    const paraphrased = JSON.parse(
      readFileSync(new URL('../events/bedrock/converse-assessment-paraphrased-evidence.json', import.meta.url), 'utf8'),
    ) as RecordedConverseResponse;
    sandbox.converseRecordings.replay([paraphrased]);
    const callsBefore = converseCallCount();
    const economy = await submit({ conversations: batch, inference: 'economy' });
    await sandbox.waitForIdle();
    removeFault();

    const results = await lines(economy.batch_id);
    expect(results.map((line) => line.conversation_id)).toEqual(batch.map((c) => c.id));
    expect(results.every((line) => !('error' in line))).toBe(true);
    // Conversation 7 scored on demand (one call), conversation 0 retried on demand with feedback (one call).
    expect(converseCallCount() - callsBefore).toBe(2);
    const retried = sandbox.converseCalls().slice(-2);
    expect(retried.every((call) => call.caller.kind === 'function' && call.caller.id === 'AuditScoreConversation')).toBe(true);
    const finished = await view(economy.batch_id);
    expect(finished).toMatchObject({ status: 'completed', counts: { total: CONVERSATIONS, scored: CONVERSATIONS, failed: 0 } });
    expect(finished.inference).toMatchObject({
      mode: 'economy',
      on_demand_reason: { code: 'job_incomplete' },
      job: { state: 'Completed', records: { total: CONVERSATIONS, succeeded: CONVERSATIONS - 1, failed: 1 } },
      scored: { by_job: CONVERSATIONS - 2, on_demand: 2 },
    });
  });

  it('fires its batch.completed callback once', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/audits`;
      const economy = await submit({ conversations: conversations(MINIMUM_RECORDS), inference: 'economy', callback_url: callbackUrl });
      await sandbox.waitForIdle();
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]!.body)).toMatchObject({
        type: 'batch.completed',
        data: { batch_id: economy.batch_id, status: 'completed', counts: { total: MINIMUM_RECORDS, scored: MINIMUM_RECORDS, failed: 0 } },
      });
      expect((await view(economy.batch_id)).callback_deliveries).toEqual([
        expect.objectContaining({ type: 'batch.completed', state: 'delivered', attempts: 1 }),
      ]);
    } finally {
      receiver.close();
    }
  });
});

describe('an economy batch below the minimum number of records', () => {
  it('is scored on demand and says so from its submission on', async () => {
    const jobsBefore = sandbox.batchInferenceJobs().length;
    const callsBefore = converseCallCount();
    const handle = await submit({ conversations: conversations(3), inference: 'economy' });
    const reason = { code: 'below_minimum_records', message: expect.stringContaining(`fewer than the ${MINIMUM_RECORDS} records`) };
    expect(handle.inference).toEqual({ requested: 'economy', mode: 'on_demand', on_demand_reason: reason, job: null, scored: null });
    await sandbox.waitForIdle();

    const finished = await view(handle.batch_id);
    expect(finished).toMatchObject({ status: 'completed', counts: { total: 3, scored: 3, failed: 0 } });
    expect(finished.inference).toEqual({ requested: 'economy', mode: 'on_demand', on_demand_reason: reason, job: null, scored: null });
    expect(converseCallCount() - callsBefore).toBe(3);
    expect(sandbox.batchInferenceJobs()).toHaveLength(jobsBefore);
  });

  it('is refused with a 400 naming the field when the mode is unknown', async () => {
    const refused = await api.post('/v2/audits', { rubric_id: rubricId, conversations: conversations(1), inference: 'cheap' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.json.errors).toEqual([expect.objectContaining({ in: 'body', pointer: '/inference' })]);
  });
});
