import { parser } from '@aws-lambda-powertools/parser/middleware';
import { listBatchCalibrations } from '../src/audits/calibrations';
import { apiEvent, batchStoreFromEnv, calibrationStoreFromEnv, parsedBy, pathId } from './audit-adapters';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';

const deps = { batches: batchStoreFromEnv(), calibrations: calibrationStoreFromEnv() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/audits/{id}/calibrations → 200 with the batch's calibrations, newest first. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, await listBatchCalibrations(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id), {
      'cache-control': 'no-store',
    }),
  );
