import * as z from 'zod';
import { application, type RouteDefinition } from '../lib/definitions';
import { BATCH_COMPLETED_TYPE, CONVERSATION_REVIEWED_TYPE, transcriptCallbackType } from '../src/callbacks/delivery';
import {
  auditUploadSchema,
  createAuditUploadBodySchema,
  auditErrorLineSchema,
  auditResultSchema,
  batchConversationSchema,
  batchHandleSchema,
  batchListSchema,
  batchViewSchema,
  excludedTranscriptJobSchema,
  rejectedLineSchema,
  reviewedScorecardSchema,
  reviewEntrySchema,
  submitAuditBodySchema,
} from './audits';
import { batchCompletedCallbackBodySchema, conversationReviewedCallbackBodySchema, transcriptCallbackBodySchema } from './callbacks';
import {
  batchCalibrationListSchema,
  calibrationListSchema,
  calibrationReportSchema,
  calibrationSchema,
  createCalibrationBodySchema,
} from './calibrations';
import { customerInteractionSchema } from './customer-interaction';
import { CALLBACK_EVENTS, jobErrorSchema } from './events';
import { healthyResponseSchema, unhealthyResponseSchema } from './health';
import { JSON_SCHEMA_OPTIONS } from './json-schemas';
import { problemSchema } from './problem';
import {
  conversationReviewsSchema,
  insightConversationsSchema,
  insightsSchema,
  REVIEW_LIMITS,
  reviewAgreementSchema,
  reviewCalibrationSchema,
  reviewQueueSchema,
  reviewRequestSchema,
} from './reviews';
import { createRubricBodySchema, newRubricVersionBodySchema, rubricResponseSchema } from './rubrics';
import { transcriptJobRecordSchema } from './transcript-job';
import { createTranscriptRequestSchema, createTranscriptResponseSchema, transcriptAudioSchema } from './transcripts';

/**
 * The OpenAPI 3.1 document of both services, built from the zod schemas of the wire contract and from the routes
 * of lib/definitions (every route gets an operation, or building fails). `npm run openapi:generate` writes it to
 * openapi.json; the sandbox serves that file at GET /openapi.json.
 */

type Json = Record<string, unknown>;

const ref = (section: 'schemas' | 'responses' | 'headers' | 'parameters', name: string) => ({ $ref: `#/components/${section}/${name}` });

/** Request bodies are rendered as callers write them (defaults optional), responses as the service sends them. */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  TranscriptJobCreateRequest: createTranscriptRequestSchema('https-only'),
  RubricCreateRequest: createRubricBodySchema,
  RubricVersionCreateRequest: newRubricVersionBodySchema,
  AuditSubmitRequest: submitAuditBodySchema,
  CalibrationCreateRequest: createCalibrationBodySchema,
  AuditUploadCreateRequest: createAuditUploadBodySchema,
  ReviewCreateRequest: reviewRequestSchema,
};

const RESPONSE_SCHEMAS: Record<string, z.ZodType> = {
  Problem: problemSchema,
  HealthyStatus: healthyResponseSchema,
  UnhealthyStatus: unhealthyResponseSchema,
  TranscriptJobCreated: createTranscriptResponseSchema,
  TranscriptJob: transcriptJobRecordSchema,
  TranscriptAudio: transcriptAudioSchema,
  JobError: jobErrorSchema,
  CustomerInteraction: customerInteractionSchema,
  Rubric: rubricResponseSchema,
  AuditBatchHandle: batchHandleSchema,
  AuditUpload: auditUploadSchema,
  AuditBatch: batchViewSchema,
  AuditBatchList: batchListSchema,
  AuditConversation: batchConversationSchema,
  AuditResult: auditResultSchema,
  AuditErrorLine: auditErrorLineSchema,
  AuditRejectedLine: rejectedLineSchema,
  AuditExcludedTranscriptJob: excludedTranscriptJobSchema,
  Calibration: calibrationSchema,
  CalibrationList: calibrationListSchema,
  BatchCalibrationList: batchCalibrationListSchema,
  TranscriptCallbackBody: transcriptCallbackBodySchema,
  BatchCompletedCallbackBody: batchCompletedCallbackBodySchema,
  ConversationReviewedCallbackBody: conversationReviewedCallbackBodySchema,
  ReviewedScorecard: reviewedScorecardSchema,
  ReviewEntry: reviewEntrySchema,
  CalibrationReport: calibrationReportSchema,
  ConversationReviews: conversationReviewsSchema,
  ReviewQueue: reviewQueueSchema,
  ReviewCalibration: reviewCalibrationSchema,
  ReviewAgreement: reviewAgreementSchema,
  Insights: insightsSchema,
  InsightConversations: insightConversationsSchema,
};

/**
 * Renders named zod schemas as components with the settings of schemas/json/; a named schema nested in another
 * becomes a $ref to its component.
 */
const componentSchemas = (schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> => {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const rendered = z.toJSONSchema(registry, { ...JSON_SCHEMA_OPTIONS, io, uri: (id) => `#/components/schemas/${id}` });
  // $schema and $id are implied by the document (jsonSchemaDialect) and its component names.
  return Object.fromEntries(Object.entries(rendered.schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
};

/** The retired routes' settings, read from their function's definition so the document quotes what they send. */
const sunsetSetting = (name: 'SUNSET_AT' | 'SUNSET_LINK'): string => {
  const value = application.functions.find((f) => f.id === 'V1AuditsSunset')?.environment?.[name];
  if (!value) throw new Error(`lib/definitions no longer gives the V1AuditsSunset function ${name}.`);
  return value;
};

const headers: Record<string, Json> = {
  RequestId: {
    description: 'Identifies this request in the logs; quote it when reporting a problem. On every response.',
    required: true,
    schema: { type: 'string' },
  },
  Location: { description: 'Path of the created resource.', required: true, schema: { type: 'string' } },
  RetryAfter: { description: 'Seconds to wait before retrying.', required: true, schema: { type: 'integer', minimum: 0 } },
  Sunset: {
    description: 'When the route was retired (RFC 8594, an HTTP-date).',
    required: true,
    schema: { type: 'string' },
    example: new Date(sunsetSetting('SUNSET_AT')).toUTCString(),
  },
  Link: {
    description: 'Where the migration to v2 is described (RFC 8288, relation `sunset`).',
    required: true,
    schema: { type: 'string' },
    example: `<${sunsetSetting('SUNSET_LINK')}>; rel="sunset"`,
  },
};

const requestIdHeader = { 'x-request-id': ref('headers', 'RequestId') };

const problem = (description: string, extraHeaders: Record<string, Json> = {}): Json => ({
  description,
  headers: { ...requestIdHeader, ...extraHeaders },
  content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
});

/** Error answers shared by operations, referenced by name. */
const responses = {
  ValidationFailed: problem(
    'A field breaks a rule (`/problems/validation-failed`, every violation in `errors[]`), or the body is not JSON (`/problems/malformed-json`).',
  ),
  Forbidden: problem(
    'AWS only: API Gateway rejected the SigV4 signature, the credentials, or the IAM policy (`/problems/forbidden`, `/problems/invalid-signature`, …).',
  ),
  NotFound: problem('Unknown id, or a resource of another principal (`/problems/not-found`).'),
  RequestInProgress: problem(
    'The same idempotency key is still being processed (`/problems/request-in-progress`); retry after Retry-After.',
    {
      'Retry-After': ref('headers', 'RetryAfter'),
    },
  ),
  IdempotencyKeyReused: problem('The idempotency key was already used with a different body (`/problems/idempotency-key-reused`).'),
  Unprocessable: problem(
    'Well-formed but unprocessable: an unknown rubric or rubric version (`/problems/unprocessable`), or the idempotency key was already used with a different body (`/problems/idempotency-key-reused`).',
  ),
  Conflict: problem('The request conflicts with the current state (`/problems/conflict`).'),
  Gone: problem('A retired v1 route (`/problems/gone`). Use the v2 API.', {
    Sunset: ref('headers', 'Sunset'),
    Link: ref('headers', 'Link'),
  }),
  PayloadTooLarge: problem("The body exceeds the route's limit (`/problems/payload-too-large`)."),
  UnsupportedMediaType: problem('The body is not `application/json` (`/problems/unsupported-media-type`).'),
  TooManyRequests: problem('AWS only: API Gateway throttled the request (`/problems/throttled`); retry with backoff.'),
  InternalError: problem('Our fault (`/problems/internal-error`); retry later and quote the request id if it persists.'),
  BadGateway: problem('The function failed to produce a response (`/problems/bad-gateway`); retry later.'),
  ServiceUnavailable: problem('A dependency is down (`/problems/service-unavailable`); retry with backoff.', {
    'Retry-After': ref('headers', 'RetryAfter'),
  }),
  GatewayTimeout: problem("AWS only: the function did not answer within API Gateway's 29 s (`/problems/gateway-timeout`)."),
} satisfies Record<string, Json>;

const errorResponses = (entries: Record<string, keyof typeof responses>): Json =>
  Object.fromEntries(Object.entries(entries).map(([status, name]) => [status, ref('responses', name)]));

/** What any IAM-authorized route may answer besides its own outcomes: API Gateway's rejections and failures. */
const COMMON_ERRORS = {
  '403': 'Forbidden',
  '429': 'TooManyRequests',
  '500': 'InternalError',
  '502': 'BadGateway',
  '503': 'ServiceUnavailable',
  '504': 'GatewayTimeout',
} as const;
/** The JSON body guard of every POST (lambdas/shared/http.ts jsonBody). */
const JSON_BODY_ERRORS = { '400': 'ValidationFailed', '413': 'PayloadTooLarge', '415': 'UnsupportedMediaType' } as const;

const json = (schemaName: string, description: string, extraHeaders: Record<string, Json> = {}): Json => ({
  description,
  headers: { ...requestIdHeader, ...extraHeaders },
  content: { 'application/json': { schema: ref('schemas', schemaName) } },
});

const jsonRequestBody = (schemaName: string, example: Json): Json => ({
  required: true,
  content: { 'application/json': { schema: ref('schemas', schemaName), example } },
});

/** The docs' examples; Redocly's no-invalid-media-type-examples checks them against the schemas. */
const EXAMPLE_CRITERIA = [
  {
    id: 'greeting',
    name: 'Greeting',
    weight: 0.3,
    prompt: 'Did the agent greet the caller and give their name?',
    scale: { type: 'ordinal', labels: ['missing', 'partial', 'complete'] },
  },
  {
    id: 'refund',
    name: 'Refund handling',
    weight: 0.7,
    prompt: 'How well was the refund handled?',
    scale: { type: 'continuous', range: [1, 5] },
  },
];

const EXAMPLES = {
  transcriptJob: {
    callback: { url: 'https://example.com/hooks/transcripts', events: ['completed', 'failed'] },
    metadata: { ticket: 'T-1' },
    idempotencyKey: 'ticket-T-1',
    payload: {
      input: { audio_url: 'https://my-bucket.s3.us-east-1.amazonaws.com/call.wav?X-Amz-Signature=…' },
      config: { language: 'en', keyterms: ['Acme', 'router'], context: 'Acme Support calls', context_model: 'medium' },
    },
  },
  rubric: { version: '1.0.0', min_score: 0, max_score: 100, criteria: EXAMPLE_CRITERIA },
  rubricVersion: { bump: 'minor', criteria: EXAMPLE_CRITERIA },
  audit: {
    rubric_id: '3f2b8c1e-9d4a-4f7e-8a6b-2c5d1e0f9a7b',
    rubric_version: '1.1.0',
    conversations: [
      { id: 'call-001', transcript: [{ role: 'agent', text: 'Hello, thank you for calling Acme.', timestamp: '2026-03-01T10:00:00Z' }] },
    ],
    callback_url: 'https://example.com/hooks/audits',
  },
  review: {
    expected_version: 0,
    decision: 'override',
    overrides: [{ criterion_id: 'greeting', label: 'partial' }],
    comment: 'The agent gave no name.',
  },
  calibration: {
    ratings: [
      { conversation_id: 'call-001', criterion_id: 'greeting', auditor_id: 'dana', label: 'complete' },
      { conversation_id: 'call-001', criterion_id: 'refund', auditor_id: 'dana', score: 4 },
    ],
  },
};

const created = { Location: ref('headers', 'Location') };

const parameters: Record<string, Json> = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes the POST safe to retry (IETF Idempotency-Key draft semantics), scoped to the calling principal and kept 24 h: the same key and body return the stored response; a different body → 422; while the first request runs → 409 with Retry-After. Without it nothing is deduplicated.',
    schema: { type: 'string', minLength: 1 },
  },
};

const query = (name: string, description: string, schema: Json, required = false): Json => ({
  name,
  in: 'query',
  required,
  description,
  schema,
});
const pageParameters = (limits: { readonly default: number; readonly max: number }, what: string): Json[] => [
  query('limit', `${what} per page (default ${limits.default}).`, { type: 'integer', minimum: 1, maximum: limits.max }),
  query('cursor', 'The `next_cursor` of the previous page.', { type: 'string', minLength: 1, maxLength: 2048 }),
];
const windowParameters = (defaultWindow: string): Json[] => [
  query(
    'from',
    `Start of the window: a date (YYYY-MM-DD, UTC) or an RFC 3339 time (default: ${defaultWindow}). The window spans at most ${REVIEW_LIMITS.windowDays} days.`,
    { type: 'string' },
  ),
  query('to', 'End of the window, exclusive (default: now).', { type: 'string' }),
];
const groupByParameter = query(
  'group_by',
  "The conversations' metadata key to group by (agent, team, queue…).",
  { type: 'string', minLength: 1, maxLength: 64 },
  true,
);

/** Path parameters by name; API Gateway's greedy `{proxy+}` is written `{proxy}` (OpenAPI has no greedy form). */
const PATH_PARAMETERS: Record<string, Json> = {
  jobId: { description: 'The jobId returned at creation. Any other value is answered 404.', schema: { type: 'string' } },
  id: { description: 'The id returned at creation.', schema: { type: 'string', minLength: 1, maxLength: 128 } },
  calibrationId: { description: 'The calibration_id returned at creation.', schema: { type: 'string', minLength: 1, maxLength: 128 } },
  proxy: { description: 'Any remaining path (one or more segments).', schema: { type: 'string' } },
  index: {
    description: "A conversation's 0-based position in the submitted batch (and in its results).",
    schema: { type: 'integer', minimum: 0, maximum: 9999 },
  },
};

/** The OpenAPI path of an API Gateway resource path: `/v1/audits/{proxy+}` → `/v1/audits/{proxy}`. */
export const openApiPath = (resourcePath: string): string => resourcePath.replace(/\{(\w+)\+\}/g, '{$1}');

const pathParameters = (resourcePath: string): Json[] =>
  [...openApiPath(resourcePath).matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const parameter = PATH_PARAMETERS[name];
    if (!parameter) throw new Error(`No OpenAPI description of the path parameter {${name}} of ${resourcePath}.`);
    return { name, in: 'path', required: true, ...parameter };
  });

/** `POST` `/v1/audits/{proxy+}` → `PostV1AuditsProxy`: an operationId must be URL-safe. */
const pascal = (text: string) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

type Operation = Json & { readonly operationId: string; readonly tags: readonly string[] };

/** One operation per function of lib/definitions; a route whose function is missing here fails the build. */
const OPERATIONS: Record<string, (route: RouteDefinition) => Operation> = {
  Health: () => ({
    operationId: 'getHealth',
    tags: ['Health'],
    summary: 'Check that every table and bucket answers',
    security: [],
    responses: {
      '200': json('HealthyStatus', 'Every dependency answered.'),
      '503': {
        description: 'A dependency did not answer; `checks` names it. Not a problem document: load balancers read `status`.',
        headers: { ...requestIdHeader, 'Retry-After': ref('headers', 'RetryAfter') },
        content: { 'application/json': { schema: ref('schemas', 'UnhealthyStatus') } },
      },
      ...errorResponses({ '429': 'TooManyRequests', '500': 'InternalError', '502': 'BadGateway', '504': 'GatewayTimeout' }),
    },
  }),
  TranscriptsCreate: () => ({
    operationId: 'createTranscriptJob',
    tags: ['Transcript jobs'],
    summary: 'Create a transcription job',
    description:
      'Idempotent per (principal, `idempotencyKey`): the same key and body return 202 with the same jobId; the same key with another body → 422; while the first request runs → 409.',
    requestBody: jsonRequestBody('TranscriptJobCreateRequest', EXAMPLES.transcriptJob),
    responses: {
      '202': json('TranscriptJobCreated', 'Accepted; poll the Location or wait for callbacks.', created),
      ...errorResponses({ ...JSON_BODY_ERRORS, '409': 'RequestInProgress', '422': 'IdempotencyKeyReused', ...COMMON_ERRORS }),
    },
  }),
  TranscriptsGet: () => ({
    operationId: 'getTranscriptJob',
    tags: ['Transcript jobs'],
    summary: 'Read a job: status, history, result or error, callback delivery log',
    responses: {
      '200': json('TranscriptJob', '`result` on completed jobs, `error` on failed ones.'),
      ...errorResponses({ '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  TranscriptAudio: () => ({
    operationId: 'getTranscriptAudio',
    tags: ['Transcript jobs'],
    summary: "A short-lived link to play the job's recording",
    description:
      "A pre-signed S3 GET (5 minutes) of the recording as the pipeline fetched it, for the job's owner. S3 answers Range requests on it, so an `<audio>` element can seek; ask again once it has expired. 404 before the audio is fetched and after the audio bucket's 30-day expiry.",
    responses: {
      '200': json('TranscriptAudio', 'The link, its expiry and the content type.'),
      ...errorResponses({ '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  RubricCreate: () => ({
    operationId: 'createRubric',
    tags: ['Rubrics'],
    summary: 'Register a rubric (its first version)',
    parameters: [ref('parameters', 'IdempotencyKey')],
    requestBody: jsonRequestBody('RubricCreateRequest', EXAMPLES.rubric),
    responses: {
      '201': json('Rubric', 'The stored version, its server-assigned id and the version list.', created),
      ...errorResponses({ ...JSON_BODY_ERRORS, '409': 'RequestInProgress', '422': 'IdempotencyKeyReused', ...COMMON_ERRORS }),
    },
  }),
  RubricGet: () => ({
    operationId: 'getRubric',
    tags: ['Rubrics'],
    summary: 'Read the latest or a given version of a rubric',
    parameters: [
      {
        name: 'version',
        in: 'query',
        required: false,
        description: 'A version of the rubric, or `latest` (the default).',
        schema: { type: 'string', minLength: 1, maxLength: 64 },
      },
    ],
    responses: {
      '200': json('Rubric', 'That version, with the list of versions.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  RubricVersionCreate: () => ({
    operationId: 'createRubricVersion',
    tags: ['Rubrics'],
    summary: 'Add a version to a rubric (not idempotent)',
    description:
      'An explicit `version` must be greater than the latest; `bump` raises one number (neither: a minor bump; both: 400). Of two concurrent bumps one wins and the other gets 409.',
    requestBody: jsonRequestBody('RubricVersionCreateRequest', EXAMPLES.rubricVersion),
    responses: {
      '201': json('Rubric', 'The new version.', created),
      ...errorResponses({ ...JSON_BODY_ERRORS, '404': 'NotFound', '409': 'Conflict', ...COMMON_ERRORS }),
    },
  }),
  AuditSubmit: () => ({
    operationId: 'submitAuditBatch',
    tags: ['Audits'],
    summary: 'Submit a batch of conversations for scoring',
    description:
      "Exactly one source: `conversations` inline (up to 5 MiB of request body), `transcript_jobs` (finished transcript jobs read server-side: up to 1,000 `job_ids`, read in this call, each named job not audited listed per id in `excluded_transcript_jobs`; or a selector of the caller's jobs completed in a window of at most 31 days, optionally with one metadata field equal to a value, resolved after this call returns: follow `selection` on GET /v2/audits/{id}; more than 100,000 matching jobs refuse the batch, telling the caller to narrow the window), or `upload` (a file PUT to the URL of POST /v2/audits/uploads, validated line by line after this call returns: follow `validation` on GET /v2/audits/{id}).",
    parameters: [ref('parameters', 'IdempotencyKey')],
    requestBody: jsonRequestBody('AuditSubmitRequest', EXAMPLES.audit),
    responses: {
      '202': json('AuditBatchHandle', 'Accepted; scoring runs asynchronously.', created),
      ...errorResponses({ ...JSON_BODY_ERRORS, '409': 'RequestInProgress', '422': 'Unprocessable', ...COMMON_ERRORS }),
    },
  }),
  AuditUploadCreate: () => ({
    operationId: 'createAuditUpload',
    tags: ['Audits'],
    summary: 'Get a pre-signed URL to upload a JSON Lines file of conversations',
    description:
      'PUT the file (one Conversation per line, optionally gzip-compressed; up to 100,000 conversations) to `upload_url` before `expires_at`, then POST /v2/audits with `upload.upload_id`. Only the caller can submit its upload. The route takes no parameters: send no body, or `{}`.',
    requestBody: { required: false, content: { 'application/json': { schema: ref('schemas', 'AuditUploadCreateRequest'), example: {} } } },
    responses: {
      '201': json('AuditUpload', 'Where to PUT the file.'),
      ...errorResponses({ ...JSON_BODY_ERRORS, ...COMMON_ERRORS }),
    },
  }),
  AuditGet: () => ({
    operationId: 'getAuditBatch',
    tags: ['Audits'],
    summary: 'Read a batch: status, counts, summary, callback delivery log',
    responses: {
      '200': json('AuditBatch', '`summary` is null until the batch finishes.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  AuditList: () => ({
    operationId: 'listAuditBatches',
    tags: ['Audits'],
    summary: "List the caller's batches, newest first",
    description:
      'Paginated with an opaque cursor: pass `next_cursor` as `cursor` until it is null. Counts may be a moment behind GET /v2/audits/{id} while a batch runs.',
    parameters: [
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'Batches per page (default 20).',
        schema: { type: 'integer', minimum: 1, maximum: 100 },
      },
      {
        name: 'cursor',
        in: 'query',
        required: false,
        description: 'The `next_cursor` of the previous page.',
        schema: { type: 'string', minLength: 1, maxLength: 1024 },
      },
    ],
    responses: {
      '200': json('AuditBatchList', 'A page of batches and the cursor of the next one.'),
      ...errorResponses({ '400': 'ValidationFailed', ...COMMON_ERRORS }),
    },
  }),
  AuditConversationGet: () => ({
    operationId: 'getAuditConversation',
    tags: ['Audits'],
    summary: 'Read one conversation of a batch as submitted, with its reviews',
    description:
      '`index` is the submission position, which is also the position of its line in the results. Kept as long as the batch input (30 days); its scorecards and reviews stay readable at GET …/reviews after that.',
    responses: {
      '200': json('AuditConversation', 'The conversation and its transcript.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  AuditResults: () => ({
    operationId: 'getAuditResults',
    tags: ['Audits'],
    summary: 'Stream the results of a finished batch as NDJSON',
    responses: {
      '200': {
        description:
          'One JSON line per conversation, in submission order: an AuditResult, or an error line for a conversation that could not be scored.',
        headers: requestIdHeader,
        content: {
          'application/x-ndjson': {
            // OpenAPI 3.1 has no way to describe the lines of a stream (3.2 adds itemSchema): this schema is each line's.
            schema: {
              description: 'The schema of each line of the body (newline-delimited JSON).',
              oneOf: [ref('schemas', 'AuditResult'), ref('schemas', 'AuditErrorLine')],
            },
          },
        },
      },
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', '409': 'Conflict', ...COMMON_ERRORS }),
    },
  }),
  AuditRejections: () => ({
    operationId: 'getAuditRejections',
    tags: ['Audits'],
    summary: 'Stream everything a batch did not take as NDJSON',
    description:
      'Complete, in the order found (GET /v2/audits/{id} keeps only the first 500): for an upload, every rejected line (line number, JSON pointer, rule); for transcript jobs, every job not audited (job id, reason). Empty when nothing was rejected. 409 while the upload is validated or the selector resolved. Kept as long as the batch input (30 days).',
    responses: {
      '200': {
        description: 'One JSON line per rejection: a rejected upload line or an excluded transcript job.',
        headers: requestIdHeader,
        content: {
          'application/x-ndjson': {
            schema: {
              description: 'The schema of each line of the body (newline-delimited JSON).',
              oneOf: [ref('schemas', 'AuditRejectedLine'), ref('schemas', 'AuditExcludedTranscriptJob')],
            },
          },
        },
      },
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', '409': 'Conflict', ...COMMON_ERRORS }),
    },
  }),
  CalibrationCreate: () => ({
    operationId: 'createCalibration',
    tags: ['Calibration'],
    summary: 'Measure a finished batch against human auditors',
    description:
      "Human scores of some of the batch's conversations (ordinal criteria by label or label index, continuous by value; `auditor_id` per auditor) → per criterion exact agreement, quadratic-weighted Cohen's κ and confusion matrix (ordinal) or MAE, Pearson and Spearman (continuous); the same for overall scores; with two or more auditors the human–human figures beside machine–human; the largest disagreements with the machine's evidence. Stored with the batch and rubric version. 409 until the batch is completed or completed_with_errors.",
    parameters: [ref('parameters', 'IdempotencyKey')],
    requestBody: jsonRequestBody('CalibrationCreateRequest', EXAMPLES.calibration),
    responses: {
      '201': json('Calibration', 'The agreement report, stored.', created),
      ...errorResponses({ ...JSON_BODY_ERRORS, '404': 'NotFound', '409': 'Conflict', '422': 'Unprocessable', ...COMMON_ERRORS }),
    },
  }),
  CalibrationGet: () => ({
    operationId: 'getCalibration',
    tags: ['Calibration'],
    summary: 'Read a stored calibration report',
    responses: {
      '200': json('Calibration', 'The report as created.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  BatchCalibrations: () => ({
    operationId: 'listBatchCalibrations',
    tags: ['Calibration'],
    summary: "A batch's calibrations",
    responses: {
      '200': json('BatchCalibrationList', 'Every calibration of the batch, newest first, each with its overall machine–human agreement.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  RubricCalibrations: () => ({
    operationId: 'listRubricCalibrations',
    tags: ['Calibration'],
    summary: "Agreement across a rubric's versions",
    responses: {
      '200': json('CalibrationList', "Every calibration of the caller's batches scored with any version of the rubric, newest first."),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  AuditReviewCreate: () => ({
    operationId: 'createConversationReview',
    tags: ['Reviews'],
    summary: 'Accept or override the scorecard of one conversation',
    description:
      "For a batch that is completed or completed_with_errors (else 409, saying to wait), by a principal allowed on the batch (its owner). `expected_version` is the review_version the reviewer saw: when another review came in between the answer is 409 with `current_version`, and nothing is stored. An override sets each named criterion to a label, a score, or N/A where the criterion allows it; the reviewed overall score is recomputed with the rubric's weights, N/A and critical rules, and the machine's scorecard stays as it was. Every review is appended to the conversation's history, publishes `Audit Conversation Reviewed` on the bus (and a conversation.reviewed callback when the batch subscribed), takes the conversation out of the review queue, and updates score insights. A label not on the scale, a score out of range, N/A where not allowed or an unknown criterion → 400 naming the field; a conversation keeps at most 100 reviews (then 422).",
    requestBody: jsonRequestBody('ReviewCreateRequest', EXAMPLES.review),
    responses: {
      '201': json('ConversationReviews', 'The conversation after the review: both scorecards and the history.', created),
      ...errorResponses({ ...JSON_BODY_ERRORS, '404': 'NotFound', '409': 'Conflict', '422': 'Unprocessable', ...COMMON_ERRORS }),
    },
  }),
  AuditReviewGet: () => ({
    operationId: 'getConversationReviews',
    tags: ['Reviews'],
    summary: "A conversation's machine and reviewed scorecards and its review history",
    description: 'Kept as long as the batch (the submitted transcript expires with the batch input; the scorecards and reviews do not).',
    responses: {
      '200': json('ConversationReviews', '`review` is null until a first review.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', '409': 'Conflict', ...COMMON_ERRORS }),
    },
  }),
  AuditReviewQueue: () => ({
    operationId: 'getReviewQueue',
    tags: ['Reviews'],
    summary: 'The conversations of a batch a reviewer should see first',
    description:
      "Prepared when the batch finishes: each conversation with a reason — a critical criterion failed, its evidence needed repair, N/A on a criterion the batch rarely answers N/A, a score near a boundary — plus a random sample at the batch's review_sample_rate (seeded by the batch id, reproducible), so that agreement is measured without bias. Highest priority first; reviewed conversations leave it. 409 while the batch runs.",
    parameters: pageParameters(REVIEW_LIMITS.pageItems, 'Conversations'),
    responses: {
      '200': json('ReviewQueue', "A page of the queue, its summary and the batch's review counts."),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', '409': 'Conflict', ...COMMON_ERRORS }),
    },
  }),
  AuditReviewCalibration: () => ({
    operationId: 'getReviewCalibration',
    tags: ['Calibration'],
    summary: "Agreement of the machine with the batch's reviewers",
    description:
      "The calibration report of POST /v2/audits/{id}/calibrations, computed now from the batch's reviews instead of a CSV: each reviewer is an auditor rating every criterion of each conversation they reviewed with the value their latest review left (an acceptance agrees with the machine). 409 until the batch is completed or completed_with_errors.",
    responses: {
      '200': json('ReviewCalibration', 'The report.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', '409': 'Conflict', ...COMMON_ERRORS }),
    },
  }),
  RubricReviewAgreement: () => ({
    operationId: 'getReviewAgreement',
    tags: ['Calibration'],
    summary: "A rubric version's machine–reviewer agreement over time",
    description:
      "Every review of the caller's batches scored with the version, in the window (by review time): the agreement report of the window, and the same per week (Monday, UTC) so the trend per criterion shows as reviewing goes on. At most 50,000 reviews per request (else 422: narrow the window).",
    parameters: [
      query('version', 'A version of the rubric (default: the latest).', { type: 'string', minLength: 1, maxLength: 64 }),
      ...windowParameters('12 weeks before `to`'),
    ],
    responses: {
      '200': json('ReviewAgreement', 'The window and its weeks.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', '422': 'Unprocessable', ...COMMON_ERRORS }),
    },
  }),
  RubricInsights: () => ({
    operationId: 'getInsights',
    tags: ['Insights'],
    summary: 'Scores by agent, team or any metadata key, week by week, with a coaching list',
    description:
      "Across the caller's batches scored with any version of the rubric, by the conversations' metadata value of `group_by`, over whole weeks (Monday, UTC) of the window: per group and criterion the mean (reviewed scores where a conversation was reviewed, else the machine's), the fail rate and the counts, and the same per week. Served from aggregates kept as batches finish and reviews come in, never by reading the batches. Groups in order of their value, a page at a time; `coaching` lists this page's groups below `threshold` on a criterion, linking to the scorecards behind the figure.",
    parameters: [
      groupByParameter,
      ...windowParameters('12 weeks before `to`'),
      query('threshold', 'Coaching threshold on mean_normalized (default 0.6).', { type: 'number', minimum: 0, maximum: 1 }),
      ...pageParameters(REVIEW_LIMITS.groups, 'Groups'),
    ],
    responses: {
      '200': json('Insights', 'A page of groups and their coaching list.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  RubricInsightConversations: () => ({
    operationId: 'getInsightConversations',
    tags: ['Insights'],
    summary: "A group's scorecards below a threshold on one criterion, with the evidence",
    description:
      "The conversations of one metadata value in the window (oldest first) whose normalized score on the criterion is below `below`, each with its (reviewed, else machine) value, the machine's evidence, and the path of its scorecards.",
    parameters: [
      groupByParameter,
      query('group', 'The metadata value (as insights show it).', { type: 'string', minLength: 1, maxLength: 256 }, true),
      query('criterion_id', 'The criterion.', { type: 'string', minLength: 1, maxLength: 64 }, true),
      query('below', 'Normalized score threshold (default 0.6).', { type: 'number', minimum: 0, maximum: 1 }),
      ...windowParameters('12 weeks before `to`'),
      ...pageParameters(REVIEW_LIMITS.pageItems, 'Conversations'),
    ],
    responses: {
      '200': json('InsightConversations', 'A page of scorecards.'),
      ...errorResponses({ '400': 'ValidationFailed', '404': 'NotFound', ...COMMON_ERRORS }),
    },
  }),
  V1AuditsSunset: (route) => ({
    operationId: `retired${pascal(route.method.toLowerCase())}${pascal(route.path)}`,
    tags: ['Retired v1'],
    summary: `Retired: ${route.method} ${route.path}`,
    deprecated: true,
    responses: errorResponses({ '410': 'Gone', ...COMMON_ERRORS }),
  }),
};

/** Every route of lib/definitions, as OpenAPI path items. */
const paths = (routes: readonly RouteDefinition[]): Record<string, Json> => {
  const items: Record<string, Json> = {};
  for (const route of routes) {
    const operation = OPERATIONS[route.functionId];
    if (!operation) throw new Error(`No OpenAPI operation for ${route.method} ${route.path} (function ${route.functionId}).`);
    const item = (items[openApiPath(route.path)] ??= {});
    const parameters = pathParameters(route.path);
    if (parameters.length > 0) item.parameters = parameters;
    item[route.method.toLowerCase()] = operation(route);
  }
  return items;
};

const callbackHeaders: Json[] = [
  { name: 'user-agent', description: '`ContactCenterPipelines-Callbacks/1.0`', schema: { type: 'string' } },
  {
    name: 'webhook-id',
    description: "The event id (equals the body's `id`), the same on every attempt: dedupe on it.",
    schema: { type: 'string' },
  },
  { name: 'webhook-timestamp', description: 'Unix seconds when this attempt was signed.', schema: { type: 'string', pattern: '^[0-9]+$' } },
  { name: 'x-amz-date', description: 'SigV4 signing time.', schema: { type: 'string' } },
  { name: 'x-amz-content-sha256', description: 'SHA-256 (hex) of the exact body.', schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
].map((header) => ({ in: 'header', required: true, ...header }));

const securityTokenHeader: Json = {
  name: 'x-amz-security-token',
  in: 'header',
  required: false,
  description: 'Present when signed with temporary credentials (always, in AWS).',
  schema: { type: 'string' },
};

const webhook = (summary: string, body: Json): Json => ({
  post: {
    operationId: `receive${pascal(summary)}`,
    tags: ['Callbacks'],
    summary,
    description:
      "SigV4-signed (`authorization` header) by the deliverer's role; retried with backoff and jitter for 24 h on a non-2xx answer, a time-out (10 s) or a network error.",
    security: [{ sigv4: [] }],
    parameters: [...callbackHeaders, securityTokenHeader],
    requestBody: { required: true, content: { 'application/json': { schema: body } } },
    responses: {
      '2XX': { description: 'Delivered; no more attempts.' },
      '410': { description: 'Gone: stops the retries of this event at once.' },
    },
  },
});

/** One webhook per callback type, so a new transcript event cannot be missing. */
const webhooks = (): Record<string, Json> => ({
  ...Object.fromEntries(
    CALLBACK_EVENTS.map((event) => {
      const type = transcriptCallbackType(event);
      return [type, webhook(type, { allOf: [ref('schemas', 'TranscriptCallbackBody'), { properties: { type: { const: type } } }] })];
    }),
  ),
  [BATCH_COMPLETED_TYPE]: webhook(BATCH_COMPLETED_TYPE, ref('schemas', 'BatchCompletedCallbackBody')),
  [CONVERSATION_REVIEWED_TYPE]: webhook(CONVERSATION_REVIEWED_TYPE, ref('schemas', 'ConversationReviewedCallbackBody')),
});

const TAGS = [
  { name: 'Health', description: 'Liveness of the deployment and its tables and buckets.' },
  { name: 'Transcript jobs', description: 'Audio → CustomerInteraction@v1.0 through an asynchronous pipeline.' },
  { name: 'Rubrics', description: 'Versioned, immutable scoring rubrics.' },
  { name: 'Audits', description: 'Asynchronous batches of conversations scored against a rubric, with verified evidence.' },
  { name: 'Calibration', description: 'Agreement of the machine with human auditors (a CSV of ratings) and reviewers.' },
  { name: 'Reviews', description: 'Reviewers confirm or correct the machine: reviewed scorecards, their history, the review queue.' },
  { name: 'Insights', description: 'Scores by agent, team or any metadata key over time, and whom to coach on what.' },
  { name: 'Retired v1', description: 'The v1 audit and rubric routes: 410 Gone since the sunset.' },
  { name: 'Callbacks', description: 'What the services POST to your callback URLs.' },
];

/** Builds the document from `routes` (default: every route of the application). */
export const buildOpenApiDocument = (routes: readonly RouteDefinition[] = application.routes): Json => ({
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  info: {
    title: 'Contact-center pipelines',
    // package.json's version (test/schemas/openapi.test.ts checks; schemas/ stays free of file reads).
    version: '0.1.0',
    summary: 'Transcript jobs (v1) and conversation audits against versioned rubrics (v2).',
    description:
      'Every route but GET /v1/health needs an AWS SigV4 signature (API Gateway AWS_IAM authorization); data is scoped to the signing principal. Errors are RFC 9457 `application/problem+json`. The offline sandbox serves the same routes without authentication.',
  },
  servers: [
    {
      url: 'https://{restApiId}.execute-api.{region}.amazonaws.com/{stage}',
      description: 'A deployed stack (see the stack outputs).',
      variables: {
        restApiId: { default: 'abc123defg', description: 'The REST API id.' },
        region: { default: 'us-east-1' },
        stage: { default: 'dev', enum: ['dev', 'prod'] },
      },
    },
    { url: 'http://127.0.0.1:3000', description: 'The offline sandbox (`npm start`), no authentication.' },
  ],
  security: [{ sigv4: [] }],
  tags: TAGS,
  paths: paths(routes),
  webhooks: webhooks(),
  components: {
    securitySchemes: {
      sigv4: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description:
          "AWS Signature Version 4 (`AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` with `x-amz-date`, and `x-amz-security-token` for temporary credentials), service `execute-api`, signed with the caller's IAM credentials. OpenAPI has no SigV4 scheme; sign with an AWS SDK signer such as @smithy/signature-v4.",
      },
    },
    schemas: { ...componentSchemas(REQUEST_SCHEMAS, 'input'), ...componentSchemas(RESPONSE_SCHEMAS, 'output') },
    responses,
    headers,
    parameters,
  },
});

/** The committed text of openapi.json. */
export const renderOpenApiDocument = (): string => JSON.stringify(buildOpenApiDocument(), null, 2) + '\n';
