import { parser } from '@aws-lambda-powertools/parser/middleware';
import { createDynamoDbClient } from '../src/adapters/aws/clients';
import { createCalibration } from '../src/audits/calibrations';
import { CALIBRATION_LIMITS, createCalibrationBodySchema } from '../schemas/calibrations';
import {
  apiEvent,
  batchStoreFromEnv,
  calibrationStoreFromEnv,
  clock,
  idempotencyTableFromEnv,
  parsedBy,
  pathId,
  resultStoreFromEnv,
  rubricStoreFromEnv,
} from './audit-adapters';
import { callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse } from './shared/http';
import { idempotentRoute } from './shared/idempotency';

const deps = {
  batches: batchStoreFromEnv(),
  results: resultStoreFromEnv(),
  rubrics: rubricStoreFromEnv(),
  calibrations: calibrationStoreFromEnv(),
  ...clock,
};
const requestSchema = apiEvent({ pathParameters: pathId, body: jsonBodyOf(createCalibrationBodySchema) });

/** POST /v2/audits/{id}/calibrations → 201 with the agreement report. Idempotent when an Idempotency-Key header is sent. */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: CALIBRATION_LIMITS.requestBytes }))
  .use(parser({ schema: requestSchema }))
  .use(
    idempotentRoute({
      keyJmesPath: 'headers."idempotency-key"',
      keyOptional: true,
      tableName: idempotencyTableFromEnv(),
      client: createDynamoDbClient(),
    }),
  )
  .handler(async (event) => {
    const request = parsedBy(requestSchema, event);
    const calibration = await createCalibration(deps, callerPrincipal(event), request.pathParameters.id, request.body.ratings);
    return jsonResponse(201, calibration, { location: `/v2/audits/${calibration.batch_id}/calibrations/${calibration.calibration_id}` });
  });
