import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { BEDROCK_MODEL_ENV, PLATFORM_ENV } from '../lib/definitions';
import {
  AUDIT_BATCH_INFERENCE_ROLE,
  AUDIT_BATCH_STATE_MACHINE_ARN_ENV,
  AUDIT_BATCHES_BY_OWNER_INDEX,
  BATCH_INFERENCE,
  AUDIT_BATCHES_TABLE,
  AUDIT_INPUTS_BUCKET,
  AUDIT_RESULTS_QUEUE_INDEX,
  AUDIT_RESULTS_TABLE,
  AUDIT_REVIEWS_BY_RUBRIC_INDEX,
  AUDIT_REVIEWS_TABLE,
  RUBRICS_TABLE,
  SCORE_INSIGHTS_TABLE,
  SCORING_MODEL_CALLS,
} from '../lib/definitions/audits';
import { ANALYTICS_BUCKET } from '../lib/definitions/analytics';
import { CALLBACK_DELIVERIES_TABLE } from '../lib/definitions/callbacks';
import { CALIBRATIONS_BY_RUBRIC_INDEX, CALIBRATIONS_TABLE } from '../lib/definitions/calibrations';
import { IDEMPOTENCY_TABLE } from '../lib/definitions/platform';
import {
  JOBS_BY_OWNER_INDEX,
  PII_REDACTION_DEFAULT_ENV,
  TRANSCRIPT_AUDIO_BUCKET,
  TRANSCRIPT_JOB_STATE_MACHINE_ARN_ENV,
  TRANSCRIPT_JOBS_TABLE,
  TRANSCRIBE_VOCABULARIES_TABLE,
  TRANSCRIPT_RESULTS_BUCKET,
  VOCABULARY_MAX_WAIT_ENV,
  VOCABULARY_UNUSED_DAYS_ENV,
} from '../lib/definitions/transcripts';
import type { UrlPolicy } from '../schemas/urls';
import { audioIngestor } from '../src/adapters/audio/ingest';
import {
  sharedBedrockClient as bedrockClient,
  sharedBedrockRuntimeClient as bedrockRuntimeClient,
  sharedDocumentClient as documentClient,
  sharedDynamoDbClient as dynamoDbClient,
  sharedEventBridgeClient as eventBridgeClient,
  sharedS3Client as s3Client,
  sharedSfnClient as sfnClient,
  sharedTranscribeClient as transcribeClient,
} from '../src/adapters/aws/clients';
import { dynamoDbBatchStore, dynamoDbResultStore } from '../src/adapters/dynamodb/audit-batches';
import { dynamoDbCalibrationStore } from '../src/adapters/dynamodb/calibrations';
import { dynamoDbDeliveryLog, dynamoDbDeliveryLogReader } from '../src/adapters/dynamodb/delivery-log';
import { dynamoDbRubricStore } from '../src/adapters/dynamodb/rubrics';
import { dynamoTranscriptJobs } from '../src/adapters/dynamodb/transcript-jobs';
import { eventBridgeBatchCompletions } from '../src/adapters/eventbridge/audit-events';
import { eventBridgeReviewEvents } from '../src/adapters/eventbridge/review-events';
import {
  dynamoDbReviewCommits,
  dynamoDbReviewQueue,
  dynamoDbReviewStore,
  dynamoDbRubricReviews,
  dynamoDbScoredLines,
} from '../src/adapters/dynamodb/reviews';
import { dynamoDbScoreInsights } from '../src/adapters/dynamodb/score-insights';
import { dynamoDbBatchConversations } from '../src/adapters/dynamodb/batch-conversations';
import { s3ScorecardSink } from '../src/adapters/s3/scorecard-parquet';
import { reviewPreparation } from '../src/reviews/preparation';
import { eventBridgeStatusEvents } from '../src/adapters/eventbridge/transcript-events';
import { outboundPolicy, type OutboundPolicy } from '../src/adapters/http/guarded-http';
import { bedrockContextualizer } from '../src/adapters/llm/bedrock-contextualizer';
import { bedrockInferenceJobControl, bedrockInferenceJobStarter, s3InferenceOutput } from '../src/adapters/llm/bedrock-batch-inference';
import { bedrockEvaluator } from '../src/adapters/llm/bedrock-evaluator';
import { transcriptJobSource as dynamoDbTranscriptJobSource } from '../src/adapters/dynamodb/completed-transcripts';
import { s3BatchInputStore, s3BatchRejections, s3Uploads } from '../src/adapters/s3/audit-inputs';
import { s3AudioLinks } from '../src/adapters/s3/audio-links';
import { s3Recordings } from '../src/adapters/s3/recordings';
import { s3TranscriptObjects } from '../src/adapters/s3/transcript-objects';
import { stepFunctionsBatchRunner } from '../src/adapters/sfn/audit-batch-runner';
import { stepFunctionsExecutions } from '../src/adapters/sfn/execution-lookup';
import { stepFunctionsPipeline, stepFunctionsTasks } from '../src/adapters/sfn/transcript-pipeline';
import { amazonTranscribeEngine } from '../src/adapters/speech/amazon-transcribe';
import { transcribeVocabularies } from '../src/adapters/speech/transcribe-vocabulary';
import { dynamoDbVocabularyUsage } from '../src/adapters/dynamodb/vocabulary-usage';
import { RETRY_WINDOW_SECONDS } from '../src/callbacks/retry-policy';
import type { Clock, IdSource } from '../src/core/clock';
import { ConfigurationError } from '../src/core/errors';

/**
 * The one wiring of every handler (transcripts, audits, rubrics, callbacks, the reconciler): adapters built from
 * the environment the stack (and the sandbox) injects for each function's declared access, with every variable
 * name taken from lib/definitions; one AWS SDK client per service per cold start; the system clock; and the
 * runtime settings, each read and checked in one place. A handler calls the factories it needs at module load,
 * so a function whose definition does not grant what its handler reads fails on its first cold start, in AWS
 * and in the sandbox alike.
 */

// ---------------------------------------------------------------------------------------------------------------
// Reading the environment

/**
 * Reads and checks variables once, at module initialisation, so a misconfigured function fails on its first cold
 * start with the names of the missing variables instead of deep inside a request.
 */
export const readConfig = <S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigurationError(`Invalid function configuration: ${problems}`, { cause: parsed.error });
  }
  return parsed.data;
};

/** A required, non-empty variable, e.g. the table or bucket name the stack injects for a declared access. */
export const requiredEnv = (name: string, env: NodeJS.ProcessEnv = process.env): string =>
  readConfig(z.object({ [name]: z.string().min(1) }), env)[name] as string;

/** The name of a resource (table, bucket) or the ARN of a state machine, by the variable its definition names. */
const resourceName = (resource: { readonly envVar: string } | string): string =>
  requiredEnv(typeof resource === 'string' ? resource : resource.envVar);

const positiveInt = z.coerce.number().int().positive();

/** Comma-separated TCP ports, e.g. "3000,41234". */
const portList = z
  .string()
  .regex(/^\d{1,5}(,\d{1,5})*$/, 'must be comma-separated port numbers')
  .transform((list) => list.split(',').map(Number))
  .refine((ports) => ports.every((port) => port >= 1 && port <= 65535), 'ports are 1 to 65535');

/**
 * Every runtime setting a handler reads besides resource names: the variable, its type and its default, once.
 * Deployed functions get those their definition's `environment` sets; the others keep their defaults in AWS and
 * are raised or lowered only by a sandbox or bench run (`startSandbox({ env })`).
 */
const SETTINGS = {
  /** "aws" deployed, "sandbox" offline; only the sandbox's documented relaxations read it (settings below). */
  [PLATFORM_ENV.runtimeMode]: z.enum(['aws', 'sandbox']),
  /** Loopback ports the loopback relaxation never reaches (the sandbox's own servers); unset in AWS, which has no relaxation. */
  [PLATFORM_ENV.loopbackExcludedPorts]: portList.optional(),
  AWS_REGION: z.string().min(1),
  TRANSCRIPT_AUDIO_MAX_BYTES: positiveInt,
  TRANSCRIPT_AUDIO_MAX_SECONDS: positiveInt,
  TRANSCRIPT_AUDIO_TIMEOUT_MS: positiveInt.default(120_000),
  TRANSCRIPT_AUDIO_MAX_REDIRECTS: z.coerce.number().int().nonnegative().default(3),
  TRANSCRIBE_VOCABULARY_NAME: z.string().min(1).optional(),
  /** How long a job waits for its new custom vocabulary to be READY (stage setting vocabularyMaxWaitSeconds; 0: never). */
  [VOCABULARY_MAX_WAIT_ENV]: z.coerce.number().int().nonnegative(),
  /**
   * A custom vocabulary no job used for this many days is deleted (stage setting vocabularyUnusedDays, whole days;
   * a sandbox run may give a fraction, to see the cleanup within a test).
   */
  [VOCABULARY_UNUSED_DAYS_ENV]: z.coerce.number().positive(),
  /** The stage's default for payload.config.redact_pii (`-c piiRedaction=on|off`). */
  [PII_REDACTION_DEFAULT_ENV]: z.enum(['on', 'off']),
  /** Raised only where the platform allows bigger requests (the sandbox bench); AWS keeps AUDIT_LIMITS.requestBytes. */
  AUDIT_MAX_REQUEST_BYTES: positiveInt.optional(),
  /** Signing scope for callback URLs whose host does not name an AWS service (custom domains). */
  CALLBACK_SIGNING_SERVICE: z.string().min(1).default('execute-api'),
  CALLBACK_SIGNING_REGION: z.string().min(1).optional(),
  /** Unset in AWS (the retry window decides); the sandbox defaults to a short bounded schedule. */
  CALLBACK_MAX_ATTEMPTS: positiveInt.optional(),
  CALLBACK_RETRY_WINDOW_SECONDS: positiveInt.default(RETRY_WINDOW_SECONDS),
  SUNSET_AT: z.iso.datetime().transform((at) => new Date(at)),
  SUNSET_LINK: z.string().url(),
} as const;

type SettingName = keyof typeof SETTINGS;

/** One runtime setting, checked against its declaration (a missing required one is a ConfigurationError). */
export const setting = <N extends SettingName>(name: N): z.output<(typeof SETTINGS)[N]> =>
  readConfig(z.object({ [name]: SETTINGS[name] }))[name] as z.output<(typeof SETTINGS)[N]>;

/** Whether a job that does not say redacts PII: the stage's setting. */
export const piiRedactionDefault = () => setting(PII_REDACTION_DEFAULT_ENV) === 'on';

const offline = () => setting(PLATFORM_ENV.runtimeMode) === 'sandbox';

/** Which URLs a caller may hand us: https only, plus loopback in the sandbox (its one documented relaxation). */
export const callerUrlPolicy = (): UrlPolicy => (offline() ? 'https-or-loopback' : 'https-only');

/**
 * Where outbound requests on a caller's behalf (audio fetch, callbacks) may go: the same relaxation as
 * callerUrlPolicy, except the loopback ports the sandbox listens on itself, refused before any connection (so
 * that a job can neither read through them nor tell an open port from a closed one).
 */
export const outboundRequests = (): OutboundPolicy =>
  outboundPolicy({ loopback: offline(), excludedLoopbackPorts: setting(PLATFORM_ENV.loopbackExcludedPorts) ?? [] });

/** The sandbox stops callback retries after this many attempts (about 5 minutes at the real intervals; milliseconds in tests). */
const OFFLINE_CALLBACK_MAX_ATTEMPTS = 6;

/** How long and how often a callback delivery is retried (RetryBudget of src/callbacks/retry-policy.ts). */
export const callbackRetryBudget = () => {
  const maxAttempts = setting('CALLBACK_MAX_ATTEMPTS') ?? (offline() ? OFFLINE_CALLBACK_MAX_ATTEMPTS : undefined);
  return { windowSeconds: setting('CALLBACK_RETRY_WINDOW_SECONDS'), ...(maxAttempts === undefined ? {} : { maxAttempts }) };
};

/** The SigV4 scope of callback URLs whose host names no AWS service. */
export const callbackSigningScope = () => ({
  service: setting('CALLBACK_SIGNING_SERVICE'),
  region: setting('CALLBACK_SIGNING_REGION') ?? setting('AWS_REGION'),
});

// ---------------------------------------------------------------------------------------------------------------
// One AWS SDK client per service per cold start (src/adapters/aws/clients/)

export { dynamoDbClient, s3Client, transcribeClient };

// ---------------------------------------------------------------------------------------------------------------
// Time and ids

export const systemClock: Clock = { now: () => new Date() };
export const uuids: IdSource = { newId: randomUUID };

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// Shared by both services

export const idempotencyTable = () => resourceName(IDEMPOTENCY_TABLE);
export const deliveryLog = () => dynamoDbDeliveryLog(documentClient(), resourceName(CALLBACK_DELIVERIES_TABLE));
export const deliveryLogReader = () => dynamoDbDeliveryLogReader(documentClient(), resourceName(CALLBACK_DELIVERIES_TABLE));
const eventBusName = () => requiredEnv(PLATFORM_ENV.eventBusName);
export const statusEvents = () => eventBridgeStatusEvents(eventBridgeClient(), eventBusName());

// ---------------------------------------------------------------------------------------------------------------
// Transcripts

export const transcriptJobs = () => dynamoTranscriptJobs(documentClient(), resourceName(TRANSCRIPT_JOBS_TABLE));
export const transcriptObjects = () => s3TranscriptObjects(s3Client(), resourceName(TRANSCRIPT_RESULTS_BUCKET));
export const audioLinks = () => s3AudioLinks(s3Client(), resourceName(TRANSCRIPT_AUDIO_BUCKET));
export const recordings = () => s3Recordings(s3Client(), resourceName(TRANSCRIPT_AUDIO_BUCKET));
const transcriptStateMachineArn = () => resourceName(TRANSCRIPT_JOB_STATE_MACHINE_ARN_ENV);
export const transcriptPipeline = () => stepFunctionsPipeline(sfnClient(), transcriptStateMachineArn());
export const transcriptExecutions = () => stepFunctionsExecutions(sfnClient(), transcriptStateMachineArn());
export const taskResponder = () => stepFunctionsTasks(sfnClient());

/** A completion can beat the start handler's token write; look again once after this long (the closest peer uses 5 s). */
export const TOKEN_RETRY_DELAY_MS = 5000;

export const audioIngest = () =>
  audioIngestor({
    s3: s3Client(),
    bucket: resourceName(TRANSCRIPT_AUDIO_BUCKET),
    policy: outboundRequests(),
    limits: {
      maxBytes: setting('TRANSCRIPT_AUDIO_MAX_BYTES'),
      maxDurationMs: setting('TRANSCRIPT_AUDIO_MAX_SECONDS') * 1000,
      timeoutMs: setting('TRANSCRIPT_AUDIO_TIMEOUT_MS'),
      maxRedirects: setting('TRANSCRIPT_AUDIO_MAX_REDIRECTS'),
    },
  });

/** Amazon Transcribe everywhere: in the sandbox, AWS_ENDPOINT_URL_TRANSCRIBE points the client at its local emulation. */
export const transcribeEngine = () => {
  const vocabularyName = setting('TRANSCRIBE_VOCABULARY_NAME');
  return amazonTranscribeEngine({
    client: transcribeClient(),
    audioBucket: resourceName(TRANSCRIPT_AUDIO_BUCKET),
    resultsBucket: resourceName(TRANSCRIPT_RESULTS_BUCKET),
    ...(vocabularyName ? { vocabularyName } : {}),
  });
};

/**
 * The custom vocabularies of key terms (Amazon Transcribe), their table files in the results bucket, their use in
 * DynamoDB: what the vocabulary states prepare and the cleanup deletes.
 */
export const customVocabularies = () =>
  transcribeVocabularies({
    client: transcribeClient(),
    s3: s3Client(),
    bucket: resourceName(TRANSCRIPT_RESULTS_BUCKET),
    usage: dynamoDbVocabularyUsage(documentClient(), resourceName(TRANSCRIBE_VOCABULARIES_TABLE)),
  });

/** One call of up to 2,048 output tokens; a stuck attempt is cut off well inside the stage's 300 s. */
const CONTEXTUALIZE_CONVERSE_CALLS = { attemptTimeoutMs: 100_000, maxAttempts: 3 };

/** The contextualizer with the stage's model for each context_model tier (BEDROCK_MODEL_FAST/MEDIUM/HIGH, from `invokeBedrock`). */
export const contextualizer = () =>
  bedrockContextualizer({
    client: bedrockRuntimeClient(CONTEXTUALIZE_CONVERSE_CALLS),
    models: {
      fast: requiredEnv(BEDROCK_MODEL_ENV.fast),
      medium: requiredEnv(BEDROCK_MODEL_ENV.medium),
      high: requiredEnv(BEDROCK_MODEL_ENV.high),
    },
  });

// ---------------------------------------------------------------------------------------------------------------
// Rubrics and audits

export const rubricStore = () => dynamoDbRubricStore(documentClient(), resourceName(RUBRICS_TABLE));
export const batchStore = () => dynamoDbBatchStore(documentClient(), resourceName(AUDIT_BATCHES_TABLE), AUDIT_BATCHES_BY_OWNER_INDEX);
export const resultStore = () =>
  dynamoDbResultStore(documentClient(), { results: resourceName(AUDIT_RESULTS_TABLE), batches: resourceName(AUDIT_BATCHES_TABLE) });
export const batchInputStore = () => s3BatchInputStore(s3Client(), resourceName(AUDIT_INPUTS_BUCKET));
export const uploads = () => s3Uploads(s3Client(), resourceName(AUDIT_INPUTS_BUCKET));
export const batchRejections = () => s3BatchRejections(s3Client(), resourceName(AUDIT_INPUTS_BUCKET));
export const transcriptJobSource = () =>
  dynamoDbTranscriptJobSource(documentClient(), s3Client(), {
    table: resourceName(TRANSCRIPT_JOBS_TABLE),
    byOwnerIndex: JOBS_BY_OWNER_INDEX,
    resultsBucket: resourceName(TRANSCRIPT_RESULTS_BUCKET),
  });
export const calibrationStore = () =>
  dynamoDbCalibrationStore(documentClient(), resourceName(CALIBRATIONS_TABLE), CALIBRATIONS_BY_RUBRIC_INDEX);
const batchStateMachineArn = () => resourceName(AUDIT_BATCH_STATE_MACHINE_ARN_ENV);
export const batchRunner = () => stepFunctionsBatchRunner(sfnClient(), batchStateMachineArn());
export const batchExecutions = () => stepFunctionsExecutions(sfnClient(), batchStateMachineArn());
/** For batches that finish outside the state machine (the reconciler); the state machine publishes its own. */
export const batchCompletions = () => eventBridgeBatchCompletions(eventBridgeClient(), eventBusName());

/** What one Bedrock batch inference job takes and how long it may run (BATCH_INFERENCE). */
export const economyLimits = BATCH_INFERENCE;

/**
 * Starts batch inference jobs of the stage's evaluator model (BEDROCK_MODEL_EVALUATOR) with the service role
 * Bedrock runs them with (both injected by `batchInferenceJobs` with create), records in the audit inputs bucket.
 */
export const inferenceJobStarter = () =>
  bedrockInferenceJobStarter({
    bedrock: bedrockClient(),
    s3: s3Client(),
    bucket: resourceName(AUDIT_INPUTS_BUCKET),
    modelId: requiredEnv(BEDROCK_MODEL_ENV.evaluator),
    roleArn: resourceName(AUDIT_BATCH_INFERENCE_ROLE),
    layout: BATCH_INFERENCE,
  });
export const inferenceJobControl = () => bedrockInferenceJobControl(bedrockClient());
/** A batch inference job's output in the audit inputs bucket (its answers read as the stage evaluator's, when `evaluatorModelId`). */
export const inferenceOutput = (options: { readonly evaluatorModelId?: string } = {}) =>
  s3InferenceOutput(s3Client(), resourceName(AUDIT_INPUTS_BUCKET), options.evaluatorModelId);

// ---------------------------------------------------------------------------------------------------------------
// Reviews and insights (each factory reads only the tables its adapter uses)

export const reviewStore = () =>
  dynamoDbReviewStore(documentClient(), { results: resourceName(AUDIT_RESULTS_TABLE), reviews: resourceName(AUDIT_REVIEWS_TABLE) });
export const reviewCommits = () =>
  dynamoDbReviewCommits(documentClient(), {
    results: resourceName(AUDIT_RESULTS_TABLE),
    reviews: resourceName(AUDIT_REVIEWS_TABLE),
    batches: resourceName(AUDIT_BATCHES_TABLE),
    insights: resourceName(SCORE_INSIGHTS_TABLE),
  });
export const rubricReviews = () =>
  dynamoDbRubricReviews(documentClient(), { reviews: resourceName(AUDIT_REVIEWS_TABLE), byRubricIndex: AUDIT_REVIEWS_BY_RUBRIC_INDEX });
export const reviewQueueStore = () =>
  dynamoDbReviewQueue(documentClient(), { results: resourceName(AUDIT_RESULTS_TABLE), queueIndex: AUDIT_RESULTS_QUEUE_INDEX });
export const scoredLines = () => dynamoDbScoredLines(documentClient(), resourceName(AUDIT_RESULTS_TABLE));
export const scoreInsights = () => dynamoDbScoreInsights(documentClient(), resourceName(SCORE_INSIGHTS_TABLE));
export const reviewEvents = () => eventBridgeReviewEvents(eventBridgeClient(), eventBusName());
/** The aggregate step's follow-up: a finished batch's review queue and its score insights. */
export const reviewPreparations = () => reviewPreparation({ queue: reviewQueueStore(), insights: scoreInsights() });

// ---------------------------------------------------------------------------------------------------------------
// Analytics (docs/analytics.md)

export const batchConversations = () => dynamoDbBatchConversations(documentClient(), resourceName(AUDIT_RESULTS_TABLE));
export const scorecardSink = () => s3ScorecardSink(s3Client(), resourceName(ANALYTICS_BUCKET));

/** The stage's evaluator model (BEDROCK_MODEL_EVALUATOR, from `invokeBedrock`), its calls bounded as SCORING_MODEL_CALLS says. */
export const evaluator = () =>
  bedrockEvaluator(
    bedrockRuntimeClient({
      attemptTimeoutMs: SCORING_MODEL_CALLS.attemptTimeoutSeconds * 1000,
      maxAttempts: SCORING_MODEL_CALLS.maxAttempts,
    }),
    requiredEnv(BEDROCK_MODEL_ENV.evaluator),
    { callTimeoutMs: SCORING_MODEL_CALLS.callBudgetSeconds * 1000 },
  );
