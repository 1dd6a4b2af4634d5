import { parser } from '@aws-lambda-powertools/parser/middleware';
import { reviewQueueQuerySchema } from '../schemas/reviews';
import { toWire } from '../src/adapters/wire-case';
import { reviewQueue } from '../src/reviews/reviews';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { batchStore, reviewQueueStore } from './wiring';

const deps = { batches: batchStore(), queue: reviewQueueStore() };
const requestSchema = apiEvent({ pathParameters: pathId, queryStringParameters: reviewQueueQuerySchema });

/** GET /v2/audits/{id}/review-queue[?limit=&cursor=] → 200 with a page of the conversations to review first. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, queryStringParameters } = parsedBy(requestSchema, event);
    return jsonResponse(200, toWire(await reviewQueue(deps, callerPrincipal(event), pathParameters.id, queryStringParameters)), {
      'cache-control': 'no-store',
    });
  });
