import { CALLBACK_DELIVERIES_TABLE } from './callbacks';
import { IDEMPOTENCY_TABLE } from './platform';
import type { BucketDefinition, FunctionDefinition, ServiceDefinition, TableDefinition } from './types';

/**
 * The transcript job service: POST/GET /v1/transcripts, the transcript-job state machine and its stage
 * functions, and the rule that resumes a waiting transcription when Amazon Transcribe finishes.
 */

/** Jobs by status (oldest change first): how the work reconciler finds the jobs that are not finished. */
export const JOBS_BY_STATUS_INDEX = 'byStatus';
/**
 * An owner's jobs by last change: how an audit selects the jobs completed in a window (a completed job's last
 * change is its completion) without a scan.
 */
export const JOBS_BY_OWNER_INDEX = 'byOwnerUpdated';

export const TRANSCRIPT_JOBS_TABLE: TableDefinition = {
  id: 'TranscriptJobs',
  envVar: 'TRANSCRIPT_JOBS_TABLE',
  partitionKey: { name: 'jobId', type: 'S' },
  globalSecondaryIndexes: [
    { indexName: JOBS_BY_STATUS_INDEX, partitionKey: { name: 'status', type: 'S' }, sortKey: { name: 'updatedAt', type: 'S' } },
    { indexName: JOBS_BY_OWNER_INDEX, partitionKey: { name: 'owner', type: 'S' }, sortKey: { name: 'updatedAt', type: 'S' } },
  ],
};

/**
 * When each custom vocabulary (`ccp-*`) was last used by a job: Amazon Transcribe keeps no such date, and the
 * cleanup deletes only vocabularies unused for a while.
 */
export const TRANSCRIBE_VOCABULARIES_TABLE: TableDefinition = {
  id: 'TranscribeVocabularies',
  envVar: 'TRANSCRIBE_VOCABULARIES_TABLE',
  partitionKey: { name: 'name', type: 'S' },
  timeToLiveAttribute: 'expiresAt',
};

/** A copy of the caller's audio as fetched (Transcribe reads it from here); the result outlives it. */
export const TRANSCRIPT_AUDIO_BUCKET: BucketDefinition = { id: 'TranscriptAudio', envVar: 'TRANSCRIPT_AUDIO_BUCKET', expireAfterDays: 30 };
export const TRANSCRIPT_RESULTS_BUCKET: BucketDefinition = { id: 'TranscriptResults', envVar: 'TRANSCRIPT_RESULTS_BUCKET' };
const AUDIO_BUCKET = TRANSCRIPT_AUDIO_BUCKET.id;
const RESULTS_BUCKET = TRANSCRIPT_RESULTS_BUCKET.id;
export const TRANSCRIPT_JOB_STATE_MACHINE_ID = 'TranscriptJob';
/** Environment variable through which functions receive the transcript-job state machine's ARN. */
export const TRANSCRIPT_JOB_STATE_MACHINE_ARN_ENV = 'TRANSCRIPT_JOB_STATE_MACHINE_ARN';
const STATE_MACHINE = TRANSCRIPT_JOB_STATE_MACHINE_ID;

/** Amazon Transcribe job names are `transcript-<jobId>`, so the rule only sees this service's jobs. */
export const TRANSCRIBE_JOB_NAME_PREFIX = 'transcript-';

/**
 * Custom vocabularies made from a job's key terms are named `ccp-<hash of language and table>`: jobs with the
 * same key terms share one, the vocabulary function may create and read only these, and the cleanup deletes only
 * these.
 */
export const TRANSCRIBE_VOCABULARY_PREFIX = 'ccp-';

/** How often unused custom vocabularies are looked for (and deleted once unused for `vocabularyUnusedDays`). */
export const VOCABULARY_CLEANUP_RATE_MINUTES = 60;

/** Settings of the vocabulary functions (stage settings: `-c vocabularyMaxWaitSeconds`, `-c vocabularyUnusedDays`). */
export const VOCABULARY_MAX_WAIT_ENV = 'TRANSCRIBE_VOCABULARY_MAX_WAIT_SECONDS';
export const VOCABULARY_UNUSED_DAYS_ENV = 'TRANSCRIBE_VOCABULARY_UNUSED_DAYS';

/**
 * How long the transcribe stage may take in all: Transcribe takes media up to 4 h long. The polling fallback
 * fails the stage with STAGE_TIMEOUT past it.
 */
export const TRANSCRIBE_STAGE_LIMIT_SECONDS = 4 * 60 * 60;

const jobs = TRANSCRIPT_JOBS_TABLE.id;
const vocabularies = TRANSCRIBE_VOCABULARIES_TABLE.id;

/** `on` or `off`: whether a job that does not say (`payload.config.redact_pii`) has its PII redacted. */
export const PII_REDACTION_DEFAULT_ENV = 'TRANSCRIPT_PII_REDACTION_DEFAULT';

const stage = (fn: Omit<FunctionDefinition, 'entry'> & { readonly file: string }): FunctionDefinition => {
  const { file, ...rest } = fn;
  return { ...rest, entry: `lambdas/${file}.ts` };
};

const functions: FunctionDefinition[] = [
  stage({
    id: 'TranscriptsCreate',
    file: 'transcripts-create',
    description: 'POST /v1/transcripts: validates, stores a pending job idempotently and starts its pipeline.',
    timeoutSeconds: 15,
    access: {
      tables: { [jobs]: 'write', [IDEMPOTENCY_TABLE.id]: 'readWrite' },
      stateMachines: { [STATE_MACHINE]: ['start'] },
      publishEvents: true,
    },
    stageSettings: { [PII_REDACTION_DEFAULT_ENV]: 'piiRedactionDefault' },
  }),
  stage({
    id: 'TranscriptsGet',
    file: 'transcripts-get',
    description: 'GET /v1/transcripts/{jobId}: status, history, and the result or error, for the owner only.',
    access: { tables: { [jobs]: 'read', [CALLBACK_DELIVERIES_TABLE.id]: 'read' }, buckets: { [RESULTS_BUCKET]: 'read' } },
  }),
  stage({
    id: 'TranscriptAudio',
    file: 'transcript-audio',
    description: "GET /v1/transcripts/{jobId}/audio: a short-lived pre-signed GET of the owner's recording.",
    access: { tables: { [jobs]: 'read' }, buckets: { [AUDIO_BUCKET]: 'read' } },
  }),
  stage({
    id: 'TranscriptStatus',
    file: 'transcript-status',
    description: 'Pipeline: writes a status conditionally on its predecessor and publishes the change.',
    access: { tables: { [jobs]: 'readWrite' }, publishEvents: true },
  }),
  stage({
    id: 'TranscriptFailure',
    file: 'transcript-failure',
    description:
      "Pipeline: records the failed stage and error on the job, marks it failed and publishes the change; a redacting job's unredacted audio and engine output are deleted.",
    access: { tables: { [jobs]: 'readWrite' }, buckets: { [AUDIO_BUCKET]: 'write', [RESULTS_BUCKET]: 'write' }, publishEvents: true },
  }),
  stage({
    id: 'TranscriptFetch',
    file: 'transcript-fetch',
    description: 'Pipeline fetch stage: SSRF-guarded download of the audio URL, format and duration read in JS, original into S3.',
    timeoutSeconds: 300,
    // The original (≤ 100 MiB) is held in memory while it is parsed and uploaded.
    memoryMb: 1024,
    access: { tables: { [jobs]: 'read' }, buckets: { [AUDIO_BUCKET]: 'write' } },
    environment: { TRANSCRIPT_AUDIO_MAX_BYTES: String(100 * 1024 * 1024), TRANSCRIPT_AUDIO_MAX_SECONDS: String(90 * 60) },
  }),
  stage({
    id: 'TranscriptVocabulary',
    file: 'transcript-vocabulary',
    description: "Pipeline: finds or creates the custom vocabulary of a job's key terms (a table file in S3) and says whether it is READY.",
    timeoutSeconds: 30,
    access: {
      tables: { [jobs]: 'read', [vocabularies]: 'readWrite' },
      // Transcribe reads the vocabulary's table file with the caller's permissions.
      buckets: { [RESULTS_BUCKET]: 'readWrite' },
      transcribeVocabularies: TRANSCRIBE_VOCABULARY_PREFIX,
    },
    stageSettings: { [VOCABULARY_MAX_WAIT_ENV]: 'vocabularyMaxWaitSeconds' },
  }),
  stage({
    id: 'TranscriptTranscribeStart',
    file: 'transcript-transcribe-start',
    description: 'Pipeline transcribe stage: stores the task token and starts the Amazon Transcribe job.',
    timeoutSeconds: 60,
    access: {
      tables: { [jobs]: 'readWrite' },
      // Transcribe reads the media and writes its output with the caller's permissions.
      buckets: { [AUDIO_BUCKET]: 'read', [RESULTS_BUCKET]: 'readWrite' },
      stateMachines: { [STATE_MACHINE]: ['taskResponse'] },
      transcribe: true,
    },
  }),
  stage({
    id: 'TranscribeVocabularyCleanup',
    file: 'transcribe-vocabulary-cleanup',
    description: 'Every hour: deletes the custom vocabularies (ccp-*) no job has used for vocabularyUnusedDays, and their table files.',
    timeoutSeconds: 120,
    access: {
      tables: { [vocabularies]: 'readWrite' },
      buckets: { [RESULTS_BUCKET]: 'write' },
      transcribeVocabularyCleanup: TRANSCRIBE_VOCABULARY_PREFIX,
    },
    stageSettings: { [VOCABULARY_UNUSED_DAYS_ENV]: 'vocabularyUnusedDays' },
  }),
  stage({
    id: 'TranscriptTranscribeResume',
    file: 'transcript-transcribe-resume',
    description: 'Transcribe Job State Change → normalizes the provider output and answers the waiting task.',
    timeoutSeconds: 60,
    access: {
      tables: { [jobs]: 'read' },
      buckets: { [RESULTS_BUCKET]: 'readWrite' },
      stateMachines: { [STATE_MACHINE]: ['taskResponse'] },
      transcribe: true,
    },
  }),
  stage({
    id: 'TranscriptTranscribePoll',
    file: 'transcript-transcribe-poll',
    description: 'Fallback for a lost Transcribe Job State Change: reads the job, stores the transcript once it is finished.',
    timeoutSeconds: 60,
    access: { tables: { [jobs]: 'read' }, buckets: { [RESULTS_BUCKET]: 'readWrite' }, transcribe: true },
  }),
  stage({
    id: 'TranscriptContextualize',
    file: 'transcript-contextualize',
    description: 'Pipeline contextualize stage: local LLM edits from the caller context (offline: term matcher).',
    timeoutSeconds: 300,
    // invokeBedrock: the stack injects the model id of each context_model tier (BEDROCK_MODEL_FAST/MEDIUM/HIGH)
    // from its stage configuration.
    access: { tables: { [jobs]: 'read' }, buckets: { [RESULTS_BUCKET]: 'readWrite' }, invokeBedrock: true },
  }),
  stage({
    id: 'TranscriptProfile',
    file: 'transcript-profile',
    description: 'Pipeline profile stage: participant roles and actor types from channel and content cues.',
    timeoutSeconds: 60,
    access: { buckets: { [RESULTS_BUCKET]: 'readWrite' } },
  }),
  stage({
    id: 'TranscriptFinalize',
    file: 'transcript-finalize',
    description:
      "Pipeline finalize stage: silences a redacting job's recording, builds, validates and stores the CustomerInteraction@v1.0.",
    timeoutSeconds: 120,
    // A redacting job's recording (≤ 100 MiB) and its silenced copy are held in memory.
    memoryMb: 1024,
    access: { tables: { [jobs]: 'read' }, buckets: { [AUDIO_BUCKET]: 'readWrite', [RESULTS_BUCKET]: 'readWrite' } },
  }),
];

export const transcriptsService: ServiceDefinition = {
  tables: [TRANSCRIPT_JOBS_TABLE, TRANSCRIBE_VOCABULARIES_TABLE],
  buckets: [TRANSCRIPT_AUDIO_BUCKET, TRANSCRIPT_RESULTS_BUCKET],
  functions,
  routes: [
    { method: 'POST', path: '/v1/transcripts', functionId: 'TranscriptsCreate', auth: 'iam' },
    { method: 'GET', path: '/v1/transcripts/{jobId}', functionId: 'TranscriptsGet', auth: 'iam' },
    { method: 'GET', path: '/v1/transcripts/{jobId}/audio', functionId: 'TranscriptAudio', auth: 'iam' },
  ],
  stateMachines: [
    {
      id: STATE_MACHINE,
      file: 'statemachines/transcript-job.asl.json',
      envVar: TRANSCRIPT_JOB_STATE_MACHINE_ARN_ENV,
      substitutions: {
        StatusFunctionArn: { functionArn: 'TranscriptStatus' },
        FailureFunctionArn: { functionArn: 'TranscriptFailure' },
        FetchFunctionArn: { functionArn: 'TranscriptFetch' },
        VocabularyFunctionArn: { functionArn: 'TranscriptVocabulary' },
        TranscribeStartFunctionArn: { functionArn: 'TranscriptTranscribeStart' },
        TranscribePollFunctionArn: { functionArn: 'TranscriptTranscribePoll' },
        ContextualizeFunctionArn: { functionArn: 'TranscriptContextualize' },
        ProfileFunctionArn: { functionArn: 'TranscriptProfile' },
        FinalizeFunctionArn: { functionArn: 'TranscriptFinalize' },
      },
      // Transcribe may queue a long recording for hours; every stage has its own, shorter TimeoutSeconds.
      timeoutSeconds: 6 * 60 * 60,
    },
  ],
  eventRules: [
    {
      id: 'TranscribeJobStateChange',
      description: 'Amazon Transcribe finished one of our jobs: resume the waiting transcription task.',
      bus: 'default',
      eventPattern: {
        source: ['aws.transcribe'],
        'detail-type': ['Transcribe Job State Change'],
        detail: {
          TranscriptionJobStatus: ['COMPLETED', 'FAILED'],
          TranscriptionJobName: [{ prefix: TRANSCRIBE_JOB_NAME_PREFIX }],
        },
      },
      target: { functionId: 'TranscriptTranscribeResume' },
      retryPolicy: { maximumEventAgeSeconds: 6 * 60 * 60, maximumRetryAttempts: 20 },
    },
    {
      id: 'CleanUpVocabularies',
      description: `Every ${VOCABULARY_CLEANUP_RATE_MINUTES} minutes: delete the custom vocabularies no job has used for a while.`,
      bus: 'default',
      scheduleRateMinutes: VOCABULARY_CLEANUP_RATE_MINUTES,
      target: { functionId: 'TranscribeVocabularyCleanup' },
      retryPolicy: { maximumEventAgeSeconds: VOCABULARY_CLEANUP_RATE_MINUTES * 60, maximumRetryAttempts: 0 },
    },
  ],
};
