import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { createTranscriptRequestSchema, TRANSCRIPT_LIMITS } from '../schemas/transcripts';
import { createJob } from '../src/transcripts/jobs';
import { callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse } from './shared/http';
import { idempotentRoute } from './shared/idempotency';
import {
  callerUrlPolicy,
  dynamoDbClient,
  idempotencyTable,
  piiRedactionDefault,
  statusEvents,
  systemClock,
  transcriptJobs,
  transcriptPipeline,
  uuids,
} from './wiring';

const requestSchema = createTranscriptRequestSchema(callerUrlPolicy());

const redactPiiByDefault = piiRedactionDefault();

const deps = {
  jobs: transcriptJobs(),
  events: statusEvents(),
  pipeline: transcriptPipeline(),
  clock: systemClock,
  ...uuids,
};

/** POST /v1/transcripts → 202 {jobId}; idempotent per (principal, idempotencyKey). */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: TRANSCRIPT_LIMITS.requestMaxBytes }))
  .use(parser({ schema: z.looseObject({ body: jsonBodyOf(requestSchema) }) }))
  .use(idempotentRoute({ keyJmesPath: 'body.idempotencyKey', tableName: idempotencyTable(), client: dynamoDbClient() }))
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
      redactPii: payload.config.redact_pii ?? redactPiiByDefault,
    });
    return jsonResponse(202, { jobId }, { location: `/v1/transcripts/${jobId}` });
  });
