import { parser } from '@aws-lambda-powertools/parser/middleware';
import { listRubricCalibrations } from '../src/audits/calibrations';
import { apiEvent, calibrationStoreFromEnv, parsedBy, pathId, rubricStoreFromEnv } from './audit-adapters';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';

const deps = { rubrics: rubricStoreFromEnv(), calibrations: calibrationStoreFromEnv() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/rubrics/{id}/calibrations → 200 with the owner's calibrations of every version, newest first. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, await listRubricCalibrations(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id), {
      'cache-control': 'no-store',
    }),
  );
