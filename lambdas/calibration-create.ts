import { parser } from '@aws-lambda-powertools/parser/middleware';
import { createCalibration } from '../src/audits/calibrations';
import { CALIBRATION_LIMITS, createCalibrationBodySchema } from '../schemas/calibrations';
import { fromWire, toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse, parsedBy, pathId } from './shared/http';
import { idempotentOnKeyHeader } from './shared/idempotency';
import { batchStore, calibrationStore, dynamoDbClient, idempotencyTable, resultStore, rubricStore, systemClock, uuids } from './wiring';

const deps = {
  batches: batchStore(),
  results: resultStore(),
  rubrics: rubricStore(),
  calibrations: calibrationStore(),
  ...systemClock,
  ...uuids,
};
const requestSchema = apiEvent({ pathParameters: pathId, body: jsonBodyOf(createCalibrationBodySchema) });

/** POST /v2/audits/{id}/calibrations → 201 with the agreement report. Idempotent when an Idempotency-Key header is sent. */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: CALIBRATION_LIMITS.requestBytes }))
  .use(parser({ schema: requestSchema }))
  .use(idempotentOnKeyHeader({ tableName: idempotencyTable(), client: dynamoDbClient() }))
  .handler(async (event) => {
    const request = parsedBy(requestSchema, event);
    const calibration = await createCalibration(deps, callerPrincipal(event), request.pathParameters.id, fromWire(request.body.ratings));
    return jsonResponse(201, toWire(calibration), {
      location: `/v2/audits/${calibration.batchId}/calibrations/${calibration.calibrationId}`,
    });
  });
