import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { createDynamoDbClient, createSfnClient } from '../src/adapters/aws/clients';
import { stepFunctionsBatchRunner } from '../src/adapters/sfn/audit-batch-runner';
import { submitBatch } from '../src/audits/batches';
import { AUDIT_BATCH_STATE_MACHINE_ARN_ENV } from '../lib/definitions/audits';
import { AUDIT_LIMITS, createSubmitAuditBodySchema } from '../schemas/audits';
import {
  apiEvent,
  batchInputStoreFromEnv,
  batchStoreFromEnv,
  clock,
  idempotencyTableFromEnv,
  parsedBy,
  rubricStoreFromEnv,
  transcriptJobSourceFromEnv,
  uploadsFromEnv,
} from './audit-adapters';
import { readConfig, runtimeModeSchema } from './shared/config';
import { callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse } from './shared/http';
import { idempotentRoute } from './shared/idempotency';

const config = readConfig(
  z.object({
    [AUDIT_BATCH_STATE_MACHINE_ARN_ENV]: z.string().min(1),
    /** Raised only where the platform allows bigger requests (the sandbox bench); AWS keeps the default. */
    AUDIT_MAX_REQUEST_BYTES: z.coerce.number().int().positive().default(AUDIT_LIMITS.requestBytes),
  }),
);

const deps = {
  rubrics: rubricStoreFromEnv(),
  inputs: batchInputStoreFromEnv(),
  batches: batchStoreFromEnv(),
  runner: stepFunctionsBatchRunner(createSfnClient(), config[AUDIT_BATCH_STATE_MACHINE_ARN_ENV]),
  transcripts: transcriptJobSourceFromEnv(),
  uploads: uploadsFromEnv(),
  limits: {
    transcriptJobs: { jobs: AUDIT_LIMITS.transcriptJobs, windowDays: AUDIT_LIMITS.selectorWindowDays },
    uploadBytes: AUDIT_LIMITS.uploadBytes,
  },
  ...clock,
};
const requestSchema = apiEvent({
  body: jsonBodyOf(createSubmitAuditBodySchema(readConfig(z.object({ RUNTIME_MODE: runtimeModeSchema })).RUNTIME_MODE === 'sandbox' ? 'https-or-loopback' : 'https-only')),
});

/** POST /v2/audits → 202 with the batch handle. Idempotent when an Idempotency-Key header is sent. */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: config.AUDIT_MAX_REQUEST_BYTES }))
  .use(parser({ schema: requestSchema }))
  .use(idempotentRoute({ keyJmesPath: 'headers."idempotency-key"', keyOptional: true, tableName: idempotencyTableFromEnv(), client: createDynamoDbClient() }))
  .handler(async (event) => {
    const handle = await submitBatch(deps, callerPrincipal(event), parsedBy(requestSchema, event).body);
    return jsonResponse(202, handle, { location: `/v2/audits/${handle.batch_id}` });
  });
