import { parser } from '@aws-lambda-powertools/parser/middleware';
import { submitBatch } from '../src/audits/batches';
import { AUDIT_LIMITS, createSubmitAuditBodySchema } from '../schemas/audits';
import { fromWire, toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse, parsedBy } from './shared/http';
import { idempotentOnKeyHeader } from './shared/idempotency';
import {
  batchInputStore,
  batchRunner,
  batchStore,
  callerUrlPolicy,
  dynamoDbClient,
  economyLimits,
  idempotencyTable,
  rubricStore,
  setting,
  systemClock,
  transcriptJobSource,
  uploads,
  uuids,
} from './wiring';

const deps = {
  rubrics: rubricStore(),
  inputs: batchInputStore(),
  batches: batchStore(),
  runner: batchRunner(),
  transcripts: transcriptJobSource(),
  uploads: uploads(),
  limits: {
    transcriptJobs: { windowDays: AUDIT_LIMITS.selectorWindowDays },
    uploadBytes: AUDIT_LIMITS.uploadBytes,
    economy: economyLimits,
  },
  ...systemClock,
  ...uuids,
};
const requestSchema = apiEvent({ body: jsonBodyOf(createSubmitAuditBodySchema(callerUrlPolicy())) });

/** POST /v2/audits → 202 with the batch handle. Idempotent when an Idempotency-Key header is sent. */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: setting('AUDIT_MAX_REQUEST_BYTES') ?? AUDIT_LIMITS.requestBytes }))
  .use(parser({ schema: requestSchema }))
  .use(idempotentOnKeyHeader({ tableName: idempotencyTable(), client: dynamoDbClient() }))
  .handler(async (event) => {
    const handle = await submitBatch(deps, callerPrincipal(event), fromWire(parsedBy(requestSchema, event).body));
    return jsonResponse(202, toWire(handle), { location: `/v2/audits/${handle.batchId}` });
  });
