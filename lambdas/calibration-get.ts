import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { getCalibration } from '../src/audits/calibrations';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy } from './shared/http';
import { batchStore, calibrationStore } from './wiring';

const deps = { batches: batchStore(), calibrations: calibrationStore() };
const requestSchema = apiEvent({ pathParameters: z.object({ id: z.string().min(1).max(128), calibrationId: z.string().min(1).max(128) }) });

/** GET /v2/audits/{id}/calibrations/{calibrationId} → 200 with the stored report. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { id, calibrationId } = parsedBy(requestSchema, event).pathParameters;
    return jsonResponse(200, toWire(await getCalibration(deps, callerPrincipal(event), id, calibrationId)));
  });
