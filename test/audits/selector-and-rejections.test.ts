import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { TRANSCRIPT_JOBS_TABLE, TRANSCRIPT_RESULTS_BUCKET } from '../../lib/definitions/transcripts';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';
import { SANDBOX_PRINCIPAL } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { batchHandleSchema, batchViewSchema } from '../../schemas/audits';
import { ccpAgainst } from '../client/support/ccp';
import { apiClient } from './api-client';
import { waitFor } from '../support/wait';

/**
 * A transcript-job selector is resolved by the run, not the 29 s submit call: a window of more than the 1,000
 * jobs a request may name is audited whole. Every rejection (an upload's invalid lines, a selector's jobs
 * without speech) is reported through GET /v2/audits/{id}/rejections, not only the first 500 on the record.
 * Completed jobs are written straight into the sandbox's transcript table and bucket, as the finalize stage
 * stores them, so that 1,200 of them cost seconds instead of 1,200 PocketSphinx runs.
 */

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: LIFTED_QUOTAS } });
  api = apiClient(sandbox.url);
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
});

const RUBRIC = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 1,
      prompt: 'Did the agent greet the caller and thank them for calling?',
      scale: { type: 'ordinal', labels: ['no', 'yes'] },
    },
  ],
};

const finishedBatch = (batchId: string) =>
  waitFor(
    async () => batchViewSchema.parse((await api.get(`/v2/audits/${batchId}`)).json),
    (batch) => ['completed', 'completed_with_errors', 'failed'].includes(batch.status),
    { what: `audit batch ${batchId}`, intervalMs: 200 },
  );

const ndjson = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Completed jobs of the sandbox principal, one second apart from `start`, each with its CustomerInteraction. */
const storeCompletedJobs = async (
  start: Date,
  count: number,
  turnsOf: (i: number) => { role: string; text: string; start_ms: number }[],
) => {
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const s3 = new S3Client({ forcePathStyle: true });
  const table = sandbox.tableName(TRANSCRIPT_JOBS_TABLE.id);
  const bucket = (await sandbox.functionEnvironment('AuditSelectTranscriptJobs'))[TRANSCRIPT_RESULTS_BUCKET.envVar]!;
  const jobs = Array.from({ length: count }, (_, i) => ({
    jobId: randomUUID(),
    at: new Date(start.getTime() + i * 1000).toISOString(),
    i,
  }));
  for (let from = 0; from < jobs.length; from += 25) {
    const page = jobs.slice(from, from + 25);
    await Promise.all(
      page.map(({ jobId, i }) =>
        s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: `results/${jobId}.json`,
            Body: JSON.stringify({ job_id: jobId, turns: turnsOf(i) }),
            ContentType: 'application/json',
          }),
        ),
      ),
    );
    await documents.send(
      new BatchWriteCommand({
        RequestItems: {
          [table]: page.map(({ jobId, at, i }) => ({
            PutRequest: {
              Item: {
                jobId,
                owner: SANDBOX_PRINCIPAL,
                status: 'completed',
                resultKey: `results/${jobId}.json`,
                metadata: JSON.stringify({ queue: i % 2 ? 'billing' : 'sales' }),
                createdAt: at,
                updatedAt: at,
              },
            },
          })),
        },
      }),
    );
  }
  return jobs.map((job) => job.jobId);
};

describe('transcript-job selectors resolved by the run, and complete rejection reports', () => {
  it('audits a window of 1,200 completed jobs, reports every job without speech, and refuses an empty window with its reason', async () => {
    const start = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const silentEvery = 100;
    const jobIds = await storeCompletedJobs(start, 1_200, (i) =>
      i % silentEvery === 7
        ? [{ role: 'agent', text: '   ', start_ms: 0 }]
        : [
            { role: 'agent', text: i % 2 ? 'Hello, thanks for calling.' : 'Hi, how can I help?', start_ms: 0 },
            { role: 'customer', text: `I am caller ${i}.`, start_ms: 1500 },
          ],
    );
    const silent = jobIds.filter((_, i) => i % silentEvery === 7);
    const rubric = await api.post('/v2/rubrics', RUBRIC);
    expect(rubric.status).toBe(201);
    const rubricId = (rubric.json as { id: string }).id;

    const submitted = await api.post('/v2/audits', {
      rubric_id: rubricId,
      transcript_jobs: {
        completed_after: new Date(start.getTime() - 1000).toISOString(),
        completed_before: new Date(start.getTime() + 1_200_000).toISOString(),
      },
    });
    expect(submitted.status).toBe(202);
    const handle = batchHandleSchema.parse(submitted.json);
    expect(handle).toMatchObject({ source: 'transcript_jobs', selection: { state: 'selecting' } });

    const batch = await finishedBatch(handle.batch_id);
    expect(batch).toMatchObject({
      status: 'completed',
      conversation_count: 1_200 - silent.length,
      counts: { total: 1_200 - silent.length, scored: 1_200 - silent.length, failed: 0 },
      selection: { state: 'accepted', jobs_read: 1_200, selected: 1_200 - silent.length, excluded: silent.length, reason: null },
    });
    expect(batch.excluded_transcript_jobs).toEqual(silent.map((job_id) => ({ job_id, reason: 'no_speech' })));
    const results = ndjson((await api.get(`/v2/audits/${handle.batch_id}/results`)).text);
    expect(results.map((line) => line.conversation_id)).toEqual(jobIds.filter((id) => !silent.includes(id)));
    expect(results.every((line) => !('error' in line))).toBe(true);
    const rejections = await api.get(`/v2/audits/${handle.batch_id}/rejections`);
    expect(rejections.status).toBe(200);
    expect(ndjson(rejections.text)).toEqual(silent.map((job_id) => ({ job_id, reason: 'no_speech' })));

    // With a metadata filter, only the matching half of the window's 20 jobs is audited (job 7 is silent).
    const billing = await api.post('/v2/audits', {
      rubric_id: rubricId,
      transcript_jobs: {
        completed_after: start.toISOString(),
        completed_before: new Date(start.getTime() + 20_000).toISOString(),
        metadata: { field: 'queue', equals: 'billing' },
      },
    });
    const billingBatch = await finishedBatch(batchHandleSchema.parse(billing.json).batch_id);
    expect(billingBatch).toMatchObject({
      status: 'completed',
      counts: { total: 9, scored: 9 },
      selection: { jobs_read: 20, selected: 9, excluded: 1 },
    });

    // Nothing in the window: the batch is accepted (202), then ends failed with the reason on its record, and
    // its batch.completed goes out like any failed batch's.
    const empty = await api.post('/v2/audits', {
      rubric_id: rubricId,
      transcript_jobs: { completed_after: '2020-01-01T00:00:00Z', completed_before: '2020-01-02T00:00:00Z' },
      callback_url: 'https://example.com/cb',
    });
    expect(empty.status).toBe(202);
    const emptyId = batchHandleSchema.parse(empty.json).batch_id;
    const emptyBatch = await finishedBatch(emptyId);
    expect(emptyBatch).toMatchObject({ status: 'failed', counts: { total: 0 }, selection: { state: 'refused', jobs_read: 0 } });
    expect(emptyBatch.selection?.reason).toContain('No completed transcript job of yours matches the selector');
    const completed = await waitFor(
      async () =>
        sandbox
          .publishedEvents()
          .find((e) => e['detail-type'] === 'Audit Batch Completed' && (e.detail as { batchId?: string }).batchId === emptyId),
      (event) => event !== undefined,
      { what: 'the refused batch.completed event', intervalMs: 200 },
    );
    expect(completed?.detail).toMatchObject({ batchId: emptyId, status: 'failed', counts: { total: 0, scored: 0, failed: 0 } });
  });

  it('reports every one of more than 500 invalid upload lines, in line order, through the rejections route and the CLI', async () => {
    const rubric = await api.post('/v2/rubrics', RUBRIC);
    const valid = (i: number) =>
      JSON.stringify({ id: `call-${i}`, transcript: [{ role: 'agent', text: 'Hello, thanks for calling.', timestamp: 0 }] });
    const lines = Array.from({ length: 1_300 }, (_, i) => (i % 2 ? `{"id": "broken-${i}"` : valid(i)));
    const upload = await api.post('/v2/audits/uploads', {});
    expect(upload.status).toBe(201);
    const { upload_id, upload_url } = upload.json as { upload_id: string; upload_url: string };
    expect((await fetch(upload_url, { method: 'PUT', body: lines.join('\n') + '\n' })).status).toBe(200);

    const submitted = await api.post('/v2/audits', {
      rubric_id: (rubric.json as { id: string }).id,
      upload: { upload_id, on_invalid: 'refuse_batch' },
    });
    expect(submitted.status).toBe(202);
    const batchId = batchHandleSchema.parse(submitted.json).batch_id;
    const batch = await finishedBatch(batchId);
    expect(batch).toMatchObject({ status: 'failed', validation: { state: 'refused', rejected: 650 } });
    expect(batch.validation?.rejected_lines).toHaveLength(500);

    const rejections = await api.get(`/v2/audits/${batchId}/rejections`);
    expect(rejections.status).toBe(200);
    expect(rejections.headers.get('content-type')).toContain('application/x-ndjson');
    const reported = ndjson(rejections.text);
    expect(reported.map((line) => line.line)).toEqual(Array.from({ length: 650 }, (_, i) => 2 * i + 2));
    expect(reported.every((line) => line.pointer === '' && String(line.rule).startsWith('not JSON'))).toBe(true);

    const cli = await ccpAgainst(() => sandbox.url)('audits', 'rejections', batchId);
    expect(cli.code).toBe(0);
    expect(ndjson(cli.stdout)).toEqual(reported);

    const unknown = await api.get(`/v2/audits/${randomUUID()}/rejections`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
  });
});
