import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { TRANSCRIPT_JOBS_TABLE } from '../../lib/definitions/transcripts';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { batchHandleSchema, batchViewSchema } from '../../schemas/audits';
import { startFixtureServer } from '../transcripts/support/fixture-server';
import { postTranscript, validRequest } from '../transcripts/support/transcripts-api';
import { ccpAgainst } from '../client/support/ccp';
import { apiClient } from './api-client';
import { waitFor } from '../support/wait';

/**
 * POST /v2/audits naming finished transcript jobs: the service reads each CustomerInteraction where the
 * transcript pipeline stored it (real PocketSphinx jobs on a committed recording), scores the completed ones
 * and reports every other named job per id.
 */

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  api = apiClient(sandbox.url);
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
  await fixtures.stop();
});

const transcribe = async (audioUrl: string, metadata: Record<string, unknown>) => {
  const created = await postTranscript(sandbox.url, validRequest(audioUrl, { metadata }));
  expect(created.status).toBe(202);
  return created.body.jobId as string;
};

const finished = (jobId: string) =>
  waitFor(
    async () => (await api.get(`/v1/transcripts/${jobId}`)).json as { status: string },
    (job) => job.status === 'completed' || job.status === 'failed',
    { what: `transcript job ${jobId}`, intervalMs: 200 },
  );

const finishedBatch = (batchId: string) =>
  waitFor(
    async () => batchViewSchema.parse((await api.get(`/v2/audits/${batchId}`)).json),
    (batch) => ['completed', 'completed_with_errors', 'failed'].includes(batch.status),
    { what: `audit batch ${batchId}`, intervalMs: 200 },
  );

const resultIds = async (batchId: string) =>
  (await api.get(`/v2/audits/${batchId}/results`)).text
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { conversation_id: string }).conversation_id);

describe('auditing transcript jobs by reference', () => {
  it('scores each completed job, reports the others per id, and selects by completion window and metadata', async () => {
    const windowStart = new Date().toISOString();
    const spring = await transcribe(fixtures.url('call-mono.wav'), { campaign: 'spring' });
    const fall = await transcribe(fixtures.url('call-agent-left.wav'), { campaign: 'fall' });
    const broken = await transcribe(fixtures.url('not-audio.txt'), { campaign: 'spring' });
    expect((await finished(spring)).status).toBe('completed');
    expect((await finished(fall)).status).toBe('completed');
    expect((await finished(broken)).status).toBe('failed');

    // Another principal's completed job: the same record under another owner.
    const jobs = sandbox.tableName(TRANSCRIPT_JOBS_TABLE.id);
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const { Item } = await documents.send(new GetCommand({ TableName: jobs, Key: { jobId: spring } }));
    const foreign = '5f0c1d1e-8f35-4c55-9a43-2d7a4f3f9c11';
    await documents.send(
      new PutCommand({ TableName: jobs, Item: { ...Item, jobId: foreign, owner: 'arn:aws:iam::999999999999:user/someone-else' } }),
    );
    const unknown = '0b6e3c0e-4f7a-4d7c-8d8e-6a1b2c3d4e5f';

    const rubric = await api.post(
      '/v2/rubrics',
      JSON.parse(await readFile(path.join(REPO_ROOT, 'test/fixtures/client/rubric.json'), 'utf8')),
    );
    expect(rubric.status).toBe(201);
    const rubricId = (rubric.json as { id: string }).id;

    const submitted = await api.post('/v2/audits', {
      rubric_id: rubricId,
      transcript_jobs: { job_ids: [spring, broken, unknown, fall, foreign], conversation_ids: { [fall]: 'call-fall' } },
    });
    expect(submitted.status).toBe(202);
    const handle = batchHandleSchema.parse(submitted.json);
    expect(handle).toMatchObject({ source: 'transcript_jobs', conversation_count: 2 });
    expect(handle.excluded_transcript_jobs).toEqual([
      { job_id: broken, reason: 'not_completed', status: 'failed' },
      { job_id: unknown, reason: 'not_found' },
      { job_id: foreign, reason: 'not_found' },
    ]);
    const batch = await finishedBatch(handle.batch_id);
    expect(batch).toMatchObject({ status: 'completed', counts: { total: 2, scored: 2, failed: 0 } });
    expect(batch.excluded_transcript_jobs).toEqual(handle.excluded_transcript_jobs);
    expect(await resultIds(handle.batch_id)).toEqual([spring, 'call-fall']);

    // What was scored is the job's transcript, turn for turn.
    const job = (await api.get(`/v1/transcripts/${spring}`)).json as { result: { turns: { role: string; text: string }[] } };
    const conversation = (await api.get(`/v2/audits/${handle.batch_id}/conversations/0`)).json as {
      transcript: { role: string; text: string }[];
    };
    expect(conversation.transcript.map(({ role, text }) => ({ role, text }))).toEqual(
      job.result.turns.map(({ role, text }) => ({ role, text })),
    );
    // A mapped conversation still names its job, so a scorecard can find the recording.
    expect((await api.get(`/v2/audits/${handle.batch_id}/conversations/1`)).json).toMatchObject({
      conversation_id: 'call-fall',
      transcript_job_id: fall,
    });

    const selected = await api.post('/v2/audits', {
      rubric_id: rubricId,
      transcript_jobs: { completed_after: windowStart, metadata: { field: 'campaign', equals: 'spring' } },
    });
    expect(selected.status).toBe(202);
    const selectedHandle = batchHandleSchema.parse(selected.json);
    // A selector is resolved by the run: the handle says so, the batch then counts what it selected.
    expect(selectedHandle).toMatchObject({ conversation_count: 0, selection: { state: 'selecting' } });
    expect(await finishedBatch(selectedHandle.batch_id)).toMatchObject({
      conversation_count: 1,
      excluded_transcript_jobs: [],
      selection: { state: 'accepted', selected: 1 },
    });
    expect(await resultIds(selectedHandle.batch_id)).toEqual([spring]);

    // The CLI's form of the selector: yesterday's calls (here: the last hour's) of one campaign.
    const cli = await ccpAgainst(() => sandbox.url)(
      'audits',
      'submit',
      '--from-jobs',
      '--since',
      '1h',
      '--metadata',
      'campaign=fall',
      '--rubric',
      rubricId,
      '--wait',
    );
    expect(cli.stderr).toContain('1/1 scored, 0 failed (completed)');
    expect(cli.code).toBe(0);
    const cliBatch = /Audit batch (\S+): completed/.exec(cli.stdout)?.[1] as string;
    expect(await resultIds(cliBatch)).toEqual([fall]);
  });

  it('refuses a batch none of whose named jobs can be audited, naming each one (problem+json), and a selector window too wide', async () => {
    const rubric = await api.post(
      '/v2/rubrics',
      JSON.parse(await readFile(path.join(REPO_ROOT, 'test/fixtures/client/rubric.json'), 'utf8')),
    );
    const unknown = '0b6e3c0e-4f7a-4d7c-8d8e-6a1b2c3d4e5f';
    const refused = await api.post('/v2/audits', {
      rubric_id: (rubric.json as { id: string }).id,
      transcript_jobs: { job_ids: [unknown] },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.json).toMatchObject({
      errors: [{ in: 'body', pointer: '/transcript_jobs/job_ids/0', message: `transcript job ${unknown}: not found` }],
    });

    const tooWide = await api.post('/v2/audits', {
      rubric_id: (rubric.json as { id: string }).id,
      transcript_jobs: { completed_after: '2020-01-01T00:00:00Z' },
    });
    expect(tooWide.status).toBe(400);
    expect(tooWide.json).toMatchObject({ errors: [{ pointer: '/transcript_jobs/completed_after' }] });
  });
});
