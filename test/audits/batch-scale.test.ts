import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { localBucketName } from '../../sandbox/environment';
import { submitAndSettle } from './support/large-batch';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';

// The audit batch state machine as deployed, on the sandbox that holds every state and Map result to Step
// Functions' 256 KiB quota. The same batch on the ASL without ResultWriter fails (batch-map-limit.test.ts);
// `npm run bench` runs the full 10,000 conversations (too slow for every test run on a shared machine).
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: LIFTED_QUOTAS } });
});
afterAll(() => sandbox.stop());

const readJson = async (s3: S3Client, bucket: string, key: string) =>
  JSON.parse((await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body?.transformToString()) ?? 'null');

describe('audit batches past the 256 KiB Map-result quota', () => {
  it("completes 900 conversations with exact counts; the children's outputs are in S3, listed by the Map Run manifest", async () => {
    const { api, batchId, batch, execution } = await submitAndSettle(sandbox, 900);
    expect(execution?.status).toBe('SUCCEEDED');
    expect(batch.status).toBe('completed');
    expect(batch.counts).toEqual({ total: 900, scored: 900, failed: 0 });
    const lines = (await api.get(`/v2/audits/${batchId}/results`)).text.trim().split('\n');
    expect(lines).toHaveLength(900);

    const mapRun = execution?.mapRuns?.[0];
    expect(mapRun).toMatchObject({
      state: 'ScoreConversations',
      executionType: 'STANDARD',
      childExecutions: 900,
      failedChildExecutions: 0,
    });
    const s3 = new S3Client({ forcePathStyle: true });
    const bucket = localBucketName('AuditInputs');
    const mapRunId = mapRun?.mapRunArn.split(':').pop();
    const manifest = await readJson(s3, bucket, `map-results/${mapRunId}/manifest.json`);
    expect(manifest).toMatchObject({ DestinationBucket: bucket, MapRunArn: mapRun?.mapRunArn, ResultFiles: { FAILED: [], PENDING: [] } });
    expect(manifest.ResultFiles.SUCCEEDED).toEqual([{ Key: `map-results/${mapRunId}/SUCCEEDED_0.json`, Size: expect.any(Number) }]);
    const succeeded = await readJson(s3, bucket, manifest.ResultFiles.SUCCEEDED[0].Key);
    expect(succeeded).toHaveLength(900);
    expect(JSON.parse(succeeded[0].Input)).toMatchObject({ batchId, item: { index: expect.any(Number) } });
  });
});
