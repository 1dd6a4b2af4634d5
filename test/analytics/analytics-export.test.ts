import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { localBucketName } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { ANALYTICS_BUCKET } from '../../lib/definitions/analytics';
import { apiClient } from '../audits/api-client';
import { ccpAgainst } from '../client/support/ccp';
import { call, expectedOverall, normalized, REVIEW_RUBRIC, scored, scoresOf } from '../reviews/support';

/**
 * The offline analytics path end to end: a batch scored by the sandbox and one of its conversations reviewed →
 * Parquet objects in the sandbox's local S3 under Hive-style partitions → `ccp analytics query` (DuckDB on the
 * downloaded files) answers the SQL of docs/analytics.md with the test's own figures, machine and reviewed.
 */

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;
const ccp = ccpAgainst(() => sandbox.url);

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  api = apiClient(sandbox.url);
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
});

const query = async (sql: string) => {
  const run = await ccp('--json', 'analytics', 'query', sql);
  expect({ code: run.code, stderr: run.stderr }).toEqual({
    code: 0,
    stderr: expect.stringContaining("Parquet objects in the sandbox's s3://"),
  });
  return JSON.parse(run.stdout) as Record<string, unknown>[];
};

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The query docs/analytics.md runs both ways. */
const BY_AGENT = `SELECT element_at(metadata, 'agent') AS agent,
       count(*) AS conversations,
       count_if(review_version > 0) AS reviewed,
       round(avg(machine_overall_score), 2) AS machine_mean,
       round(avg(overall_score), 2) AS reviewed_mean
FROM scorecards_latest
GROUP BY 1
ORDER BY 1`;

describe('scorecards for SQL, offline', () => {
  it('lands a scored and reviewed batch in the local S3 as partitioned Parquet, and ccp analytics query answers with its means', async () => {
    const rubricId = (await api.post('/v2/rubrics', REVIEW_RUBRIC)).json.id as string;
    // dana's calls pass; lee never greets (critical failure: overall 0); one call has no metadata at all.
    const conversations = [
      call('c-dana-1', { agent: 'dana', team: 'blue' }),
      call('c-dana-2', { agent: 'dana', team: 'blue', empathy: false }),
      call('c-lee-1', { agent: 'lee', team: 'red', fails: true }),
      call('c-lee-2', { agent: 'lee', team: 'red', fails: true, occurredAt: '2026-03-02T09:30:00Z' }),
      call('c-anonymous'),
    ];
    const { batchId, lines } = await scored(sandbox, api, { rubric_id: rubricId, conversations });
    expect(lines).toHaveLength(conversations.length);

    // Reviewing lee's first call: the greeting was there after all, and empathy was good.
    const reviewed = await api.post(`/v2/audits/${batchId}/conversations/2/reviews`, {
      expected_version: 0,
      decision: 'override',
      overrides: [
        { criterion_id: 'greeting', label: 'yes' },
        { criterion_id: 'empathy', label: 'good' },
      ],
      comment: 'The agent greeted the caller in the first turn.',
    });
    expect(reviewed.status).toBe(201);
    const reviewedScores = { ...scoresOf(lines[2]!), greeting: 1, empathy: 2 };
    const reviewedOverall = expectedOverall(reviewedScores)!;
    expect(reviewed.json.review.overall_score).toBeCloseTo(reviewedOverall, 5);
    await sandbox.waitForIdle();

    // The objects, as Athena's partition projection reads them: <table>/scored_date=<YYYY-MM-DD>/<name>.parquet.
    const s3 = new S3Client({ forcePathStyle: true });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: localBucketName(ANALYTICS_BUCKET.id) }));
    s3.destroy();
    const keys = (listed.Contents ?? []).map((o) => o.Key!).sort();
    const today = new Date().toISOString().slice(0, 10);
    // A batch scored across midnight has a second partition; the names stay these.
    expect(keys.map((key) => key.replace(/scored_date=\d{4}-\d{2}-\d{2}/, `scored_date=${today}`))).toEqual(
      [
        `criterion_scores/scored_date=${today}/${batchId}-2-r1.parquet`,
        `criterion_scores/scored_date=${today}/${batchId}.parquet`,
        `scorecards/scored_date=${today}/${batchId}-2-r1.parquet`,
        `scorecards/scored_date=${today}/${batchId}.parquet`,
      ].sort(),
    );

    // Machine versions: one row per scored conversation, the reviewed one once more.
    const versions = await query(
      'SELECT conversation_id, review_version, overall_score, reviewer FROM scorecards ORDER BY conversation_index, review_version',
    );
    expect(versions.map((v) => [v.conversation_id, v.review_version])).toEqual([
      ['c-dana-1', 0],
      ['c-dana-2', 0],
      ['c-lee-1', 0],
      ['c-lee-1', 1],
      ['c-lee-2', 0],
      ['c-anonymous', 0],
    ]);
    expect(versions[3]!.overall_score).toBeCloseTo(reviewedOverall, 5);
    expect(versions[3]!.reviewer).toBe(reviewed.json.history[0].reviewer);

    // The documented query: per agent, the machine's mean beside the reviewed one (latest version of each).
    const byAgent = await query(BY_AGENT);
    const overallOf = (i: number) => lines[i]!.overall_score!;
    const round2 = (x: number) => Math.round(x * 100) / 100;
    expect(byAgent).toEqual([
      {
        agent: 'dana',
        conversations: 2,
        reviewed: 0,
        machine_mean: round2(mean([overallOf(0), overallOf(1)])),
        reviewed_mean: round2(mean([overallOf(0), overallOf(1)])),
      },
      {
        agent: 'lee',
        conversations: 2,
        reviewed: 1,
        machine_mean: round2(mean([overallOf(2), overallOf(3)])),
        reviewed_mean: round2(mean([reviewedOverall, overallOf(3)])),
      },
      { agent: null, conversations: 1, reviewed: 0, machine_mean: round2(overallOf(4)), reviewed_mean: round2(overallOf(4)) },
    ]);

    // Per criterion of the latest versions: means of the normalized scores, failures and N/A as the test counts them.
    const byCriterion = await query(`SELECT criterion_id, count(*) AS criterion_rows, count_if(not_applicable) AS not_applicable,
        count_if(failed) AS failed, avg(normalized) AS mean_normalized, count_if(overridden) AS overridden
      FROM criterion_scores_latest GROUP BY criterion_id ORDER BY criterion_id`);
    const latestScores: Record<string, number | null>[] = lines.map((line, i) => (i === 2 ? reviewedScores : scoresOf(line)));
    const expected = REVIEW_RUBRIC.criteria
      .map((criterion) => {
        const scores = latestScores.map((s) => s[criterion.id]).filter((s): s is number => s !== null && s !== undefined);
        return {
          criterion_id: criterion.id,
          criterion_rows: lines.length,
          not_applicable: lines.length - scores.length,
          failed: scores.filter((s) =>
            'critical' in criterion ? s <= criterion.critical.fail_at_or_below : normalized(criterion, s) < 0.5,
          ).length,
          mean_normalized: scores.length ? mean(scores.map((s) => normalized(criterion, s))) : null,
          overridden: latestScores.filter((s, i) => s[criterion.id] !== scoresOf(lines[i]!)[criterion.id]).length,
        };
      })
      .sort((a, b) => a.criterion_id.localeCompare(b.criterion_id));
    expect(byCriterion.map(({ mean_normalized: _m, ...rest }) => rest)).toEqual(expected.map(({ mean_normalized: _m, ...rest }) => rest));
    byCriterion.forEach((row, i) =>
      expected[i]!.mean_normalized === null
        ? expect(row.mean_normalized).toBeNull()
        : expect(row.mean_normalized).toBeCloseTo(expected[i]!.mean_normalized!, 9),
    );

    // Exporting the batch again (a retried Task) rewrites the same objects: no row is counted twice.
    await sandbox.invoke('AnalyticsExportBatch', { batchId });
    expect(await query(BY_AGENT)).toEqual(byAgent);
    // The caller's time of the call and the metadata keys are there as given.
    expect(await query("SELECT occurred_at, metadata['team'] AS team FROM scorecards WHERE conversation_id = 'c-lee-2'")).toEqual([
      { occurred_at: '2026-03-02 09:30:00+00', team: 'red' },
    ]);
  });
});
