import { CALLBACK_DELIVERIES_TABLE } from './callbacks';
import { EVENT_SOURCES, IDEMPOTENCY_TABLE } from './platform';
import { TRANSCRIPT_JOBS_TABLE, TRANSCRIPT_RESULTS_BUCKET } from './transcripts';
import type {
  BucketDefinition,
  FunctionDefinition,
  RouteDefinition,
  ServiceDefinition,
  ServiceRoleDefinition,
  TableDefinition,
} from './types';

/** Rubric versions (partition rubric_id, sort version) plus one HEAD item per rubric. */
export const RUBRICS_TABLE: TableDefinition = {
  id: 'Rubrics',
  envVar: 'RUBRICS_TABLE_NAME',
  partitionKey: { name: 'rubric_id', type: 'S' },
  sortKey: { name: 'version', type: 'S' },
};

/** Batches by status (oldest first): how the work reconciler finds the batches that are not finished. */
export const BATCHES_BY_STATUS_INDEX = 'byStatus';
/** Lists a principal's batches newest first (GET /v2/audits). */
export const AUDIT_BATCHES_BY_OWNER_INDEX = 'ByOwner';

export const AUDIT_BATCHES_TABLE: TableDefinition = {
  id: 'AuditBatches',
  envVar: 'AUDIT_BATCHES_TABLE_NAME',
  partitionKey: { name: 'batch_id', type: 'S' },
  globalSecondaryIndexes: [
    { indexName: AUDIT_BATCHES_BY_OWNER_INDEX, partitionKey: { name: 'owner', type: 'S' }, sortKey: { name: 'created_at', type: 'S' } },
    { indexName: BATCHES_BY_STATUS_INDEX, partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'created_at', type: 'S' } },
  ],
};

/**
 * A batch's review queue: the result items given a `queue_key` when the batch finished (sparse: the others are
 * not in it), highest priority first; a review removes the key.
 */
export const AUDIT_RESULTS_QUEUE_INDEX = 'ReviewQueue';

/**
 * One line per conversation; the numeric sort key is the submission index, so a Query streams in order. Besides
 * the line: the conversation's metadata and times, its reviewed scorecard and review version, its queue entry.
 */
export const AUDIT_RESULTS_TABLE: TableDefinition = {
  id: 'AuditResults',
  envVar: 'AUDIT_RESULTS_TABLE_NAME',
  partitionKey: { name: 'batch_id', type: 'S' },
  sortKey: { name: 'seq', type: 'N' },
  globalSecondaryIndexes: [
    { indexName: AUDIT_RESULTS_QUEUE_INDEX, partitionKey: { name: 'batch_id', type: 'S' }, sortKey: { name: 'queue_key', type: 'S' } },
  ],
};

/** A rubric version's reviews by time (GET /v2/rubrics/{id}/review-agreement): partition `<rubric_id>@<version>`. */
export const AUDIT_REVIEWS_BY_RUBRIC_INDEX = 'ByRubricVersion';

/** The append-only review history: one item per review, `review_key` = `<index, 6 digits>#<version, 3 digits>`. */
export const AUDIT_REVIEWS_TABLE: TableDefinition = {
  id: 'AuditReviews',
  envVar: 'AUDIT_REVIEWS_TABLE_NAME',
  partitionKey: { name: 'batch_id', type: 'S' },
  sortKey: { name: 'review_key', type: 'S' },
  globalSecondaryIndexes: [
    {
      indexName: AUDIT_REVIEWS_BY_RUBRIC_INDEX,
      partitionKey: { name: 'rubric_scope', type: 'S' },
      sortKey: { name: 'reviewed_at', type: 'S' },
    },
  ],
};

/**
 * Score insights kept as conversations are scored and reviewed (src/adapters/dynamodb/score-insights.ts): per
 * rubric, metadata key, value and week, the sums insights report; per group, an index of its conversations; and
 * the markers that make a batch's contribution count once.
 */
export const SCORE_INSIGHTS_TABLE: TableDefinition = {
  id: 'ScoreInsights',
  envVar: 'SCORE_INSIGHTS_TABLE_NAME',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
};

/** Where an economy batch's batch inference job keeps its input records and its output, in the audit inputs bucket. */
export const BATCH_INFERENCE_PREFIX = 'batch-inference/';

/**
 * A batch's stored conversations (`audits/<batch id>/`) are the transcripts its scorecards' evidence points
 * into, so they are kept as long as its results (which do not expire); what only serves the run expires: the
 * uploaded files (`uploads/`, copied line by line into `audits/` when validated), the Map's child outputs
 * (`map-results/`) and an economy batch's batch inference records and answers (`batch-inference/`).
 */
export const AUDIT_INPUTS_BUCKET: BucketDefinition = {
  id: 'AuditInputs',
  envVar: 'AUDIT_INPUTS_BUCKET_NAME',
  expireUnderPrefix: { 'uploads/': 30, 'map-results/': 30, [BATCH_INFERENCE_PREFIX]: 30 },
};

/**
 * The role Amazon Bedrock assumes to run an economy batch's batch inference job: it reads the job's records
 * (`batch-inference/<batch id>/input/`), invokes the evaluator model and writes the answers
 * (`batch-inference/<batch id>/output/<job id>/`), and nothing else.
 */
export const AUDIT_BATCH_INFERENCE_ROLE: ServiceRoleDefinition = {
  id: 'AuditBatchInference',
  assumedBy: 'bedrock.amazonaws.com',
  sourceResource: 'model-invocation-job/*',
  envVar: 'AUDIT_BATCH_INFERENCE_ROLE_ARN',
  access: {
    objects: { [AUDIT_INPUTS_BUCKET.id]: { read: `${BATCH_INFERENCE_PREFIX}*/input/*`, write: `${BATCH_INFERENCE_PREFIX}*/output/*` } },
    invokeEvaluatorModel: true,
  },
};

/**
 * Amazon Bedrock batch inference as the economy mode uses it. The record quotas are Bedrock's defaults for the
 * Claude models (Service Quotas: "Minimum number of records per batch inference job", "Records per batch
 * inference job", "Records per input file per batch inference job", "Batch inference input file size", "Batch
 * inference job size"); an account whose quotas differ changes them here (the submit and economy functions read
 * them through lambdas/wiring.ts). A job gets `timeoutHours` (the shortest
 * CreateModelInvocationJob accepts) to finish; the state machine waits `marginHours` longer, then stops it and
 * scores on demand whatever it did not answer.
 */
export const BATCH_INFERENCE = {
  minimumRecords: 100,
  maximumRecords: 50_000,
  maximumRecordsPerFile: 50_000,
  maximumFileBytes: 1024 ** 3,
  maximumJobBytes: 5 * 1024 ** 3,
  timeoutHours: 24,
  marginHours: 1,
} as const;

export const AUDIT_BATCH_STATE_MACHINE_ID = 'AuditBatch';
/** Environment variable through which the submit function receives the state machine's ARN. */
export const AUDIT_BATCH_STATE_MACHINE_ARN_ENV = 'AUDIT_BATCH_STATE_MACHINE_ARN';

/** Must equal AUDIT_BATCH_COMPLETED.detailType in schemas/events.ts (test/audits/definitions.test.ts checks). */
export const AUDIT_BATCH_COMPLETED_DETAIL_TYPE = 'Audit Batch Completed';

/**
 * The scoring function's model calls, which bound its run time: the first answer and, when its evidence
 * cannot be verified, one retry — two sequential Converse calls. Each call is cut off as a whole after
 * `callBudgetSeconds` (its SDK attempts, each `attemptTimeoutSeconds` at most, and their throttling backoff
 * included): a 4,096-token answer at a slow 40 tokens/s takes about 100 s. Throttled attempts are retried with
 * exponential backoff and full jitter (waits of up to 1, 2, 4, 8, 16, then 20 s), 8 attempts at most, so a
 * busy quota is waited out for up to about a minute and a half of the call's budget.
 */
export const SCORING_MODEL_CALLS = { sequentialCalls: 2, callBudgetSeconds: 110, attemptTimeoutSeconds: 100, maxAttempts: 8 } as const;

/**
 * The scoring function's timeout: its model calls plus reading the conversation and writing its line. It is
 * also the Map iteration's TimeoutSeconds. A model still throttled after the call's own retries is retried by
 * the Map's (STANDARD) child workflow, whose Retry waits out a busy quota for minutes; a conversation that
 * cannot be scored after that gets its error line instead of failing the Map.
 */
export const SCORING_TIMEOUT_SECONDS = SCORING_MODEL_CALLS.sequentialCalls * SCORING_MODEL_CALLS.callBudgetSeconds + 20;

/** Where the v1 sunset responses point (RFC 8594 Link rel="sunset"): the v2 contract. */
const SUNSET_LINK = 'https://docs.contact-center.example/specs/audit-rubric-service#9-versioning';

const functions: FunctionDefinition[] = [
  {
    id: 'RubricCreate',
    entry: 'lambdas/rubric-create.ts',
    description: 'POST /v2/rubrics: registers the first version of a rubric.',
    access: { tables: { [RUBRICS_TABLE.id]: 'readWrite', [IDEMPOTENCY_TABLE.id]: 'readWrite' } },
  },
  {
    id: 'RubricGet',
    entry: 'lambdas/rubric-get.ts',
    description: 'GET /v2/rubrics/{id}: the latest or a given version, with the list of versions.',
    access: { tables: { [RUBRICS_TABLE.id]: 'read' } },
  },
  {
    id: 'RubricVersionCreate',
    entry: 'lambdas/rubric-version-create.ts',
    description: 'POST /v2/rubrics/{id}/versions: adds a version greater than the latest.',
    access: { tables: { [RUBRICS_TABLE.id]: 'readWrite' } },
  },
  {
    id: 'AuditSubmit',
    entry: 'lambdas/audit-submit.ts',
    description: 'POST /v2/audits: checks and stores a batch (inline, named transcript jobs, or an upload), then starts its scoring.',
    timeoutSeconds: 29,
    memoryMb: 1024,
    access: {
      tables: {
        [RUBRICS_TABLE.id]: 'read',
        [AUDIT_BATCHES_TABLE.id]: 'readWrite',
        [IDEMPOTENCY_TABLE.id]: 'readWrite',
        // Named transcript jobs: the job records, and their CustomerInteractions (a selector is read by the run).
        [TRANSCRIPT_JOBS_TABLE.id]: 'read',
      },
      // readWrite: it stores inline conversations and checks (HeadObject) that an upload is there.
      buckets: { [AUDIT_INPUTS_BUCKET.id]: 'readWrite', [TRANSCRIPT_RESULTS_BUCKET.id]: 'read' },
      stateMachines: { [AUDIT_BATCH_STATE_MACHINE_ID]: ['start'] },
    },
  },
  {
    id: 'AuditUploadCreate',
    entry: 'lambdas/audit-upload-create.ts',
    description: 'POST /v2/audits/uploads: a pre-signed S3 PUT for a JSON Lines file of conversations.',
    // The URL is signed with this function's role: its PUT is allowed by this grant.
    access: { buckets: { [AUDIT_INPUTS_BUCKET.id]: 'write' } },
  },
  {
    id: 'AuditValidateUpload',
    entry: 'lambdas/audit-validate-upload.ts',
    description: 'First state of an upload batch: streams the file, validates each line, stores the accepted conversations.',
    timeoutSeconds: 900,
    memoryMb: 1024,
    access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'readWrite' }, buckets: { [AUDIT_INPUTS_BUCKET.id]: 'readWrite' } },
  },
  {
    id: 'AuditSelectTranscriptJobs',
    entry: 'lambdas/audit-select-transcript-jobs.ts',
    description: "First state of a transcript-job selector batch: pages through the owner's completed jobs, stores their conversations.",
    timeoutSeconds: 900,
    memoryMb: 1024,
    access: {
      // The jobs table's byOwnerUpdated index and each job's CustomerInteraction.
      tables: { [AUDIT_BATCHES_TABLE.id]: 'readWrite', [TRANSCRIPT_JOBS_TABLE.id]: 'read' },
      buckets: { [AUDIT_INPUTS_BUCKET.id]: 'readWrite', [TRANSCRIPT_RESULTS_BUCKET.id]: 'read' },
    },
  },
  {
    id: 'AuditRejections',
    entry: 'lambdas/audit-rejections.ts',
    description: 'GET /v2/audits/{id}/rejections: streams every rejected upload line or excluded transcript job as NDJSON.',
    streaming: true,
    timeoutSeconds: 900,
    access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'read' }, buckets: { [AUDIT_INPUTS_BUCKET.id]: 'read' } },
  },
  {
    id: 'AuditGet',
    entry: 'lambdas/audit-get.ts',
    description: 'GET /v2/audits/{id}: batch status, counts, summary and callback delivery log.',
    access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'read', [CALLBACK_DELIVERIES_TABLE.id]: 'read' } },
  },
  {
    id: 'AuditList',
    entry: 'lambdas/audit-list.ts',
    description: "GET /v2/audits: the caller's batches, newest first, a page at a time.",
    access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'read' } },
  },
  {
    id: 'AuditConversationGet',
    entry: 'lambdas/audit-conversation-get.ts',
    description: 'GET /v2/audits/{id}/conversations/{index}: one conversation of a batch as submitted, with its reviews.',
    access: {
      tables: { [AUDIT_BATCHES_TABLE.id]: 'read', [AUDIT_RESULTS_TABLE.id]: 'read', [AUDIT_REVIEWS_TABLE.id]: 'read' },
      buckets: { [AUDIT_INPUTS_BUCKET.id]: 'read' },
    },
  },
  {
    id: 'AuditResults',
    entry: 'lambdas/audit-results.ts',
    description: 'GET /v2/audits/{id}/results: streams the result lines as NDJSON.',
    streaming: true,
    timeoutSeconds: 900,
    access: { tables: { [AUDIT_BATCHES_TABLE.id]: 'read', [AUDIT_RESULTS_TABLE.id]: 'read' } },
  },
  {
    id: 'AuditScoreConversation',
    entry: 'lambdas/audit-score-conversation.ts',
    description: 'Map iteration: scores one conversation against every criterion and stores its line.',
    timeoutSeconds: SCORING_TIMEOUT_SECONDS,
    // Bedrock Converse with the stage's evaluator model (BEDROCK_MODEL_EVALUATOR), in AWS and in the sandbox.
    access: {
      tables: { [RUBRICS_TABLE.id]: 'read', [AUDIT_RESULTS_TABLE.id]: 'write', [AUDIT_BATCHES_TABLE.id]: 'write' },
      buckets: { [AUDIT_INPUTS_BUCKET.id]: 'read' },
      invokeBedrock: true,
    },
  },
  {
    id: 'AuditStartBatchInference',
    entry: 'lambdas/audit-start-batch-inference.ts',
    description:
      "Economy mode: writes the batch's scoring requests as a Bedrock batch inference job's records and starts the job, or records why the batch is scored on demand.",
    timeoutSeconds: 900,
    memoryMb: 1024,
    access: {
      tables: { [RUBRICS_TABLE.id]: 'read', [AUDIT_BATCHES_TABLE.id]: 'readWrite' },
      buckets: { [AUDIT_INPUTS_BUCKET.id]: 'readWrite' },
      batchInferenceJobs: { actions: ['create'], passRole: AUDIT_BATCH_INFERENCE_ROLE.id },
    },
  },
  {
    id: 'AuditCheckBatchInference',
    entry: 'lambdas/audit-check-batch-inference.ts',
    description:
      "Economy mode: records the batch inference job's state and progress on the batch; stops a job still running past its time.",
    timeoutSeconds: 30,
    access: {
      tables: { [AUDIT_BATCHES_TABLE.id]: 'readWrite' },
      batchInferenceJobs: { actions: ['get', 'stop'] },
    },
  },
  {
    id: 'AuditCollectBatchInference',
    entry: 'lambdas/audit-collect-batch-inference.ts',
    description:
      "Economy mode: finds each conversation's answer in the batch inference job's output and writes the item list the scoring Map reads.",
    timeoutSeconds: 900,
    memoryMb: 1024,
    access: { buckets: { [AUDIT_INPUTS_BUCKET.id]: 'readWrite' } },
  },
  {
    id: 'AuditAggregate',
    entry: 'lambdas/audit-aggregate.ts',
    description: 'After the Map: exact counts and summary, the review queue and score insights, final status, batch.completed content.',
    timeoutSeconds: 900,
    access: {
      tables: {
        [RUBRICS_TABLE.id]: 'read',
        [AUDIT_RESULTS_TABLE.id]: 'readWrite',
        [AUDIT_BATCHES_TABLE.id]: 'readWrite',
        // The review queue (result items) and the batch's contribution to score insights.
        [SCORE_INSIGHTS_TABLE.id]: 'write',
      },
      buckets: { [AUDIT_INPUTS_BUCKET.id]: 'read' },
    },
  },
  {
    id: 'V1AuditsSunset',
    entry: 'lambdas/v1-sunset.ts',
    description: 'Every retired v1 audit and rubric route: 410 Gone with Sunset and Link headers.',
    memoryMb: 256,
    access: {},
    environment: { SUNSET_AT: '2026-09-01T00:00:00Z', SUNSET_LINK },
  },
];

/** Every method on every retired path (listed rather than ANY, which the sandbox's router does not match). */
const v1SunsetRoutes: RouteDefinition[] = [
  ...['/v1/audits', '/v1/audits/{proxy+}', '/v1/rubrics', '/v1/rubrics/{proxy+}'].flatMap((path) =>
    (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method): RouteDefinition => ({
      method,
      path,
      functionId: 'V1AuditsSunset',
      auth: 'iam',
    })),
  ),
  { method: 'POST', path: '/audits/evaluate', functionId: 'V1AuditsSunset', auth: 'iam' },
];

export const auditsService: ServiceDefinition = {
  tables: [RUBRICS_TABLE, AUDIT_BATCHES_TABLE, AUDIT_RESULTS_TABLE],
  buckets: [AUDIT_INPUTS_BUCKET],
  functions,
  routes: [
    { method: 'POST', path: '/v2/rubrics', functionId: 'RubricCreate', auth: 'iam' },
    { method: 'GET', path: '/v2/rubrics/{id}', functionId: 'RubricGet', auth: 'iam' },
    { method: 'POST', path: '/v2/rubrics/{id}/versions', functionId: 'RubricVersionCreate', auth: 'iam' },
    { method: 'POST', path: '/v2/audits', functionId: 'AuditSubmit', auth: 'iam' },
    { method: 'POST', path: '/v2/audits/uploads', functionId: 'AuditUploadCreate', auth: 'iam' },
    { method: 'GET', path: '/v2/audits', functionId: 'AuditList', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}', functionId: 'AuditGet', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/conversations/{index}', functionId: 'AuditConversationGet', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/results', functionId: 'AuditResults', auth: 'iam' },
    { method: 'GET', path: '/v2/audits/{id}/rejections', functionId: 'AuditRejections', auth: 'iam' },
    ...v1SunsetRoutes,
  ],
  serviceRoles: [AUDIT_BATCH_INFERENCE_ROLE],
  stateMachines: [
    {
      id: AUDIT_BATCH_STATE_MACHINE_ID,
      file: 'statemachines/audit-batch.asl.json',
      envVar: AUDIT_BATCH_STATE_MACHINE_ARN_ENV,
      // A day of on-demand scoring, after up to a day (and the margin) of an economy batch's batch inference job.
      timeoutSeconds: (24 + BATCH_INFERENCE.timeoutHours + BATCH_INFERENCE.marginHours) * 60 * 60,
      access: {
        tables: { [AUDIT_BATCHES_TABLE.id]: 'write', [AUDIT_RESULTS_TABLE.id]: 'write' },
        // read: the Map's ItemReader; write: its ResultWriter (PutObject, and the multipart upload actions).
        buckets: { [AUDIT_INPUTS_BUCKET.id]: 'readWrite' },
        publishEvents: true,
      },
      substitutions: {
        ScoreConversationFunctionArn: { functionArn: 'AuditScoreConversation' },
        StartBatchInferenceFunctionArn: { functionArn: 'AuditStartBatchInference' },
        CheckBatchInferenceFunctionArn: { functionArn: 'AuditCheckBatchInference' },
        CollectBatchInferenceFunctionArn: { functionArn: 'AuditCollectBatchInference' },
        ValidateUploadFunctionArn: { functionArn: 'AuditValidateUpload' },
        SelectTranscriptJobsFunctionArn: { functionArn: 'AuditSelectTranscriptJobs' },
        AggregateFunctionArn: { functionArn: 'AuditAggregate' },
        ExportScorecardsFunctionArn: { functionArn: 'AnalyticsExportBatch' },
        AuditBatchesTableName: { tableName: AUDIT_BATCHES_TABLE.id },
        AuditResultsTableName: { tableName: AUDIT_RESULTS_TABLE.id },
        AuditInputsBucketName: { bucketName: AUDIT_INPUTS_BUCKET.id },
        EventBusName: { eventBusName: true },
        AuditEventSource: { value: EVENT_SOURCES.audits },
        AuditBatchCompletedDetailType: { value: AUDIT_BATCH_COMPLETED_DETAIL_TYPE },
      },
    },
  ],
};
