import { randomUUID } from 'node:crypto';
import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { PII_REDACTION_DEFAULT_ENV } from '../lib/definitions/transcripts';
import { createTranscriptRequestSchema, TRANSCRIPT_LIMITS } from '../schemas/transcripts';
import { createDynamoDbClient, createSfnClient } from '../src/adapters/aws/clients';
import { stepFunctionsPipeline } from '../src/adapters/sfn/transcript-pipeline';
import { createJob } from '../src/transcripts/jobs';
import { readConfig } from './shared/config';
import { callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse } from './shared/http';
import { idempotentRoute } from './shared/idempotency';
import { runtimeMode, statusEvents, systemClock, transcriptJobs } from './transcript-adapters';

const config = readConfig(
  z.object({
    IDEMPOTENCY_TABLE_NAME: z.string().min(1),
    TRANSCRIPT_JOB_STATE_MACHINE_ARN: z.string().min(1),
    [PII_REDACTION_DEFAULT_ENV]: z.enum(['on', 'off']),
  }),
);

/** The sandbox also accepts http(s) URLs of loopback hosts (its one documented relaxation). */
const requestSchema = createTranscriptRequestSchema(runtimeMode() === 'sandbox' ? 'https-or-loopback' : 'https-only');

const deps = {
  jobs: transcriptJobs(),
  events: statusEvents(),
  pipeline: stepFunctionsPipeline(createSfnClient(), config.TRANSCRIPT_JOB_STATE_MACHINE_ARN),
  clock: systemClock,
  newId: randomUUID,
};

/** POST /v1/transcripts → 202 {jobId}; idempotent per (principal, idempotencyKey). */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: TRANSCRIPT_LIMITS.requestMaxBytes }))
  .use(parser({ schema: z.looseObject({ body: jsonBodyOf(requestSchema) }) }))
  .use(idempotentRoute({ keyJmesPath: 'body.idempotencyKey', tableName: config.IDEMPOTENCY_TABLE_NAME, client: createDynamoDbClient() }))
  .handler(async (event) => {
    const { callback, metadata, payload } = (event as unknown as { body: z.infer<typeof requestSchema> }).body;
    const { jobId } = await createJob(deps, callerPrincipal(event), {
      callback,
      metadata,
      audioUrl: payload.input.audio_url,
      ...(payload.config.language ? { language: payload.config.language } : {}),
      ...(payload.config.keyterms ? { keyterms: payload.config.keyterms } : {}),
      ...(payload.config.context ? { context: payload.config.context } : {}),
      contextModel: payload.config.context_model,
      redactPii: payload.config.redact_pii ?? config[PII_REDACTION_DEFAULT_ENV] === 'on',
    });
    return jsonResponse(202, { jobId }, { location: `/v1/transcripts/${jobId}` });
  });
