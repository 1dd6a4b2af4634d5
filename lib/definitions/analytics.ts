import { AUDIT_BATCHES_TABLE, AUDIT_RESULTS_TABLE, AUDIT_REVIEWS_TABLE, RUBRICS_TABLE } from './audits';
import { EVENT_SOURCES } from './platform';
import type { AnalyticsDefinition, AnalyticsTableDefinition, BucketDefinition, ServiceDefinition } from './types';

/**
 * Scorecards for SQL (docs/analytics.md): every scorecard version of every scored conversation lands in S3 as
 * Parquet under Hive-style `scored_date=YYYY-MM-DD/` partitions — the machine's (review_version 0) when its batch
 * finishes, and one more version per review when the review is made. Nothing is rewritten: a version is an object
 * of its own, and the `*_latest` views pick each conversation's newest version. The stack declares the Glue
 * database, the tables (partition projection: no crawler, no partition to add) and views, and an Athena workgroup;
 * offline, `ccp analytics query` runs the same SQL on the same files with DuckDB.
 */

/** Where the Parquet objects are kept (no expiry: analysts query a year and more). */
export const ANALYTICS_BUCKET: BucketDefinition = { id: 'AnalyticsExports', envVar: 'ANALYTICS_BUCKET_NAME' };

/** Athena's query results (each query's CSV and metadata), kept for a month. */
export const ANALYTICS_QUERY_RESULTS_BUCKET: BucketDefinition = {
  id: 'AnalyticsQueryResults',
  envVar: 'ANALYTICS_QUERY_RESULTS_BUCKET_NAME',
  expireAfterDays: 30,
};

/** The partition column of every table: the UTC date the machine scored the conversation (all its versions share it). */
export const ANALYTICS_PARTITION = 'scored_date';

/** Columns both tables start with: which conversation, which scorecard version, and when. */
const conversationColumns: AnalyticsTableDefinition['columns'] = [
  { name: 'batch_id', type: 'string', comment: 'The audit batch.' },
  { name: 'conversation_index', type: 'int', comment: 'The position of the conversation in its batch (its results line).' },
  { name: 'conversation_id', type: 'string', comment: "The caller's conversation id." },
  { name: 'rubric_id', type: 'string' },
  { name: 'rubric_version', type: 'string' },
  { name: 'evaluator', type: 'string', comment: 'Who scored it: the model that answered (or the offline engine).' },
  { name: 'metadata', type: 'map<string,string>', comment: "The caller's metadata keys (agent, team, queue…), values as text." },
  { name: 'occurred_at', type: 'timestamp', comment: 'When the conversation took place, as the caller said (null when not given).' },
  { name: 'scored_at', type: 'timestamp', comment: 'When the machine scored it.' },
  { name: 'review_version', type: 'int', comment: "0: the machine's scorecard; n: the scorecard as the n-th review left it." },
  { name: 'reviewed_at', type: 'timestamp', comment: 'When review n was made (null for version 0).' },
  { name: 'reviewer', type: 'string', comment: 'The IAM principal of review n (null for version 0).' },
];

export const ANALYTICS_TABLES = {
  scorecards: {
    name: 'scorecards',
    description: 'One row per scorecard version of a scored conversation: its overall score, and the machine’s beside it.',
    columns: [
      ...conversationColumns,
      { name: 'decision', type: 'string', comment: 'accept or override (null for version 0).' },
      { name: 'comment', type: 'string', comment: "The reviewer's comment (null for version 0 and for an acceptance without one)." },
      { name: 'overall_score', type: 'double', comment: 'The overall score of this version (null when every criterion is N/A).' },
      { name: 'critical_failed', type: 'boolean', comment: 'A critical criterion failed in this version.' },
      { name: 'machine_overall_score', type: 'double', comment: "The machine's overall score." },
      { name: 'evidence_repaired', type: 'boolean', comment: "The machine's evidence of some criterion had to be repaired." },
    ],
  },
  criterionScores: {
    name: 'criterion_scores',
    description: 'One row per criterion of each scorecard version: its score, label, N/A and failure, and the machine’s beside it.',
    columns: [
      ...conversationColumns,
      { name: 'criterion_id', type: 'string' },
      { name: 'criterion_name', type: 'string' },
      { name: 'weight', type: 'double' },
      { name: 'critical', type: 'boolean', comment: 'The criterion is critical (auto-fail).' },
      { name: 'score', type: 'double', comment: "This version's score: an ordinal label's index, or a continuous value (null: N/A)." },
      { name: 'label', type: 'string', comment: 'The ordinal label (null for continuous criteria and N/A).' },
      { name: 'normalized', type: 'double', comment: 'The score on [0, 1] (label index / (labels − 1); (value − lo) / (hi − lo)).' },
      { name: 'not_applicable', type: 'boolean' },
      {
        name: 'failed',
        type: 'boolean',
        comment: 'Fails as insights count it: a critical criterion at or below its threshold, any other below 0.5 normalized.',
      },
      { name: 'critical_failed', type: 'boolean', comment: 'A critical criterion at or below its threshold.' },
      { name: 'overridden', type: 'boolean', comment: "This version's value differs from the machine's." },
      { name: 'machine_score', type: 'double' },
      { name: 'machine_label', type: 'string' },
      { name: 'machine_not_applicable', type: 'boolean' },
      { name: 'evidence_repaired', type: 'boolean', comment: "The machine's evidence of this criterion had to be repaired." },
    ],
  },
} as const satisfies Record<string, AnalyticsTableDefinition>;

/**
 * Each conversation's newest scorecard version, in SQL that Athena (Trino) and DuckDB both run as written: the
 * stack stores it as a Glue view and `ccp analytics query` creates it in DuckDB (client/cli/commands/analytics.ts
 * keeps a copy, which test/analytics/definitions.test.ts keeps equal). The window's partition starts with the
 * partition column, so a filter on scored_date reaches the table scan.
 */
export const latestVersionSql = (table: string): string =>
  `SELECT * FROM (SELECT *, max(review_version) OVER (PARTITION BY ${ANALYTICS_PARTITION}, batch_id, conversation_index) AS latest_version FROM ${table}) WHERE review_version = latest_version`;

export const ANALYTICS: AnalyticsDefinition = {
  databaseSuffix: 'analytics',
  bucketId: ANALYTICS_BUCKET.id,
  queryResultsBucketId: ANALYTICS_QUERY_RESULTS_BUCKET.id,
  partition: { name: ANALYTICS_PARTITION, format: 'yyyy-MM-dd', from: '2025-01-01' },
  tables: Object.values(ANALYTICS_TABLES),
  views: Object.values(ANALYTICS_TABLES).map((table) => ({
    name: `${table.name}_latest`,
    table: table.name,
    description: `${table.name}: each conversation's newest version (the reviewed one once reviewed, else the machine's).`,
    sql: latestVersionSql(table.name),
    extraColumns: [{ name: 'latest_version', type: 'int' }],
  })),
  // 10 GiB: a year of a large contact centre's scorecards, all columns, is far less; a runaway query costs ≤ $0.05.
  bytesScannedCutoffPerQuery: 10 * 1024 ** 3,
};

export const analyticsService: ServiceDefinition = {
  buckets: [ANALYTICS_BUCKET, ANALYTICS_QUERY_RESULTS_BUCKET],
  functions: [
    {
      id: 'AnalyticsExportBatch',
      entry: 'lambdas/analytics-export-batch.ts',
      description: "After the aggregate step: the finished batch's machine scorecards as Parquet, one object per table and scored date.",
      timeoutSeconds: 900,
      memoryMb: 1024,
      access: {
        tables: { [AUDIT_BATCHES_TABLE.id]: 'read', [AUDIT_RESULTS_TABLE.id]: 'read', [RUBRICS_TABLE.id]: 'read' },
        buckets: { [ANALYTICS_BUCKET.id]: 'write' },
      },
    },
    {
      id: 'AnalyticsExportReview',
      entry: 'lambdas/analytics-export-review.ts',
      description: 'On Audit Conversation Reviewed: the scorecard version the review made, as Parquet (one object per table).',
      timeoutSeconds: 60,
      access: {
        tables: {
          [AUDIT_BATCHES_TABLE.id]: 'read',
          [AUDIT_RESULTS_TABLE.id]: 'read',
          [AUDIT_REVIEWS_TABLE.id]: 'read',
          [RUBRICS_TABLE.id]: 'read',
        },
        buckets: { [ANALYTICS_BUCKET.id]: 'write' },
      },
    },
  ],
  eventRules: [
    {
      id: 'AnalyticsReviewExports',
      description: 'Every review → its scorecard version in the analytics bucket.',
      bus: 'application',
      eventPattern: { source: [EVENT_SOURCES.audits], 'detail-type': ['Audit Conversation Reviewed'] },
      target: { functionId: 'AnalyticsExportReview' },
      retryPolicy: { maximumEventAgeSeconds: 24 * 60 * 60, maximumRetryAttempts: 185 },
    },
  ],
  analytics: ANALYTICS,
};
