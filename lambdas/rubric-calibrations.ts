import { parser } from '@aws-lambda-powertools/parser/middleware';
import { listRubricCalibrations } from '../src/audits/calibrations';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { calibrationStore, rubricStore } from './wiring';

const deps = { rubrics: rubricStore(), calibrations: calibrationStore() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/rubrics/{id}/calibrations → 200 with the owner's calibrations of every version, newest first. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(
      200,
      toWire(await listRubricCalibrations(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id)),
      {
        'cache-control': 'no-store',
      },
    ),
  );
