import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_BATCHES_TABLE } from '../../lib/definitions/audits';
import { TRANSCRIPT_JOBS_TABLE } from '../../lib/definitions/transcripts';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { startReceiver } from '../callbacks/receiver';
import { getTranscript } from '../transcripts/support/transcripts-api';

/**
 * Accepted means finished: work stored by a handler that died before starting its execution is found by the
 * work reconciler and started; work it cannot start is failed with a stated error — never left waiting.
 */

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
});

const documents = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** A job as POST /v1/transcripts stores it, before its (never made) StartExecution. */
const strandedJob = async () => {
  const jobId = randomUUID();
  const now = new Date().toISOString();
  await documents().send(
    new PutCommand({
      TableName: sandbox.tableName(TRANSCRIPT_JOBS_TABLE.id),
      Item: {
        jobId,
        owner: 'arn:aws:iam::000000000000:user/sandbox',
        status: 'pending',
        metadata: '{"stranded":true}',
        callback: { url: 'http://127.0.0.1:9/hooks', events: ['failed'] },
        request: { audioUrl: 'http://127.0.0.1:9/call.wav', keyterms: [], contextModel: 'medium' },
        createdAt: now,
        updatedAt: now,
        history: [{ status: 'pending', at: now }],
      },
    }),
  );
  return jobId;
};

it('starts the execution of a job that was stored but never started, and the job then finishes', async () => {
  const jobId = await strandedJob();
  const report = (await sandbox.invoke('WorkReconciler', {})) as { jobs: { started: string[] } };
  expect(report.jobs.started).toContain(jobId);
  await sandbox.waitForIdle();
  const job = await getTranscript(sandbox.url, jobId);
  // The audio URL is a closed port: the pipeline runs to its end and records why.
  expect(job.body.status).toBe('failed');
  expect(job.body.error.code).toBe('AUDIO_UNREACHABLE');
  // A second pass finds nothing left to do.
  const again = (await sandbox.invoke('WorkReconciler', {})) as { jobs: { started: string[]; failed: string[] } };
  expect([...again.jobs.started, ...again.jobs.failed]).not.toContain(jobId);
});

it('fails a queued batch whose stored input cannot be found, instead of leaving it queued', async () => {
  const batchId = randomUUID();
  await documents().send(
    new PutCommand({
      TableName: sandbox.tableName(AUDIT_BATCHES_TABLE.id),
      Item: {
        batch_id: batchId,
        owner: 'arn:aws:iam::000000000000:user/sandbox',
        status: 'queued',
        rubric_id: randomUUID(),
        rubric_version: '1.0.0',
        conversation_count: 1,
        created_at: new Date().toISOString(),
        total: 1,
        scored: 0,
        failed: 0,
      },
    }),
  );
  const report = (await sandbox.invoke('WorkReconciler', {})) as { batches: { failed: string[] } };
  expect(report.batches.failed).toContain(batchId);
  const batch = await fetch(`${sandbox.url}/v2/audits/${batchId}`);
  expect(((await batch.json()) as { status: string }).status).toBe('failed');
});

it('sends the batch.completed callback of a batch it fails, as the state machine does for a failed run', async () => {
  const receiver = await startReceiver([200], '/hooks/audits');
  try {
    const batchId = randomUUID();
    await documents().send(
      new PutCommand({
        TableName: sandbox.tableName(AUDIT_BATCHES_TABLE.id),
        Item: {
          batch_id: batchId,
          owner: 'arn:aws:iam::000000000000:user/sandbox',
          status: 'queued',
          rubric_id: randomUUID(),
          rubric_version: '1.0.0',
          conversation_count: 2,
          callback_url: receiver.url,
          created_at: new Date().toISOString(),
          total: 2,
          scored: 0,
          failed: 0,
        },
      }),
    );
    const report = (await sandbox.invoke('WorkReconciler', {})) as { batches: { failed: string[] } };
    expect(report.batches.failed).toContain(batchId);
    await sandbox.waitForIdle();
    const callbacks = receiver.received.map((r) => JSON.parse(r.body.toString('utf8')) as { type: string; data: Record<string, unknown> });
    expect(callbacks).toEqual([
      expect.objectContaining({
        type: 'batch.completed',
        data: expect.objectContaining({
          batch_id: batchId,
          status: 'failed',
          counts: { total: 2, scored: 0, failed: 0 },
          rubric_version: '1.0.0',
        }),
      }),
    ]);
    // The caller's view of the batch shows it failed and its callback delivered.
    const batch = (await (await fetch(`${sandbox.url}/v2/audits/${batchId}`)).json()) as {
      status: string;
      callback_deliveries: { state: string; event_id: string }[];
    };
    expect(batch.status).toBe('failed');
    expect(batch.callback_deliveries).toEqual([expect.objectContaining({ event_id: `${batchId}:completed`, state: 'delivered' })]);
  } finally {
    await receiver.close();
  }
});
