import { parser } from '@aws-lambda-powertools/parser/middleware';
import { toWire } from '../src/adapters/wire-case';
import { reviewCalibration } from '../src/reviews/agreement';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { batchStore, reviewStore, rubricStore, scoredLines, systemClock } from './wiring';

const deps = { batches: batchStore(), rubrics: rubricStore(), reviews: reviewStore(), lines: scoredLines(), ...systemClock };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/audits/{id}/review-calibration → 200 with the calibration report of the batch's reviews. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, toWire(await reviewCalibration(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id)), {
      'cache-control': 'no-store',
    }),
  );
