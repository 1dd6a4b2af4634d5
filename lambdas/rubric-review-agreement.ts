import { parser } from '@aws-lambda-powertools/parser/middleware';
import { reviewAgreementQuerySchema } from '../schemas/reviews';
import { toWire } from '../src/adapters/wire-case';
import { reviewAgreement } from '../src/reviews/agreement';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { rubricReviews, rubricStore, systemClock } from './wiring';

const deps = { rubrics: rubricStore(), reviews: rubricReviews(), ...systemClock };
const requestSchema = apiEvent({ pathParameters: pathId, queryStringParameters: reviewAgreementQuerySchema });

/** GET /v2/rubrics/{id}/review-agreement[?version=&from=&to=] → 200 with the window's agreement and its weeks. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, queryStringParameters } = parsedBy(requestSchema, event);
    return jsonResponse(200, toWire(await reviewAgreement(deps, callerPrincipal(event), pathParameters.id, queryStringParameters)), {
      'cache-control': 'no-store',
    });
  });
