import { parser } from '@aws-lambda-powertools/parser/middleware';
import { listBatchCalibrations } from '../src/audits/calibrations';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { batchStore, calibrationStore } from './wiring';

const deps = { batches: batchStore(), calibrations: calibrationStore() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/audits/{id}/calibrations → 200 with the batch's calibrations, newest first. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, toWire(await listBatchCalibrations(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id)), {
      'cache-control': 'no-store',
    }),
  );
