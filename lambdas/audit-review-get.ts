import { parser } from '@aws-lambda-powertools/parser/middleware';
import { conversationPath } from '../schemas/audits';
import { toWire } from '../src/adapters/wire-case';
import { conversationReviews } from '../src/reviews/reviews';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy } from './shared/http';
import { batchStore, deliveryLogReader, reviewStore } from './wiring';

const deps = { batches: batchStore(), reviews: reviewStore(), deliveries: deliveryLogReader() };
const requestSchema = apiEvent({ pathParameters: conversationPath });

/** GET /v2/audits/{id}/conversations/{index}/reviews → 200 with the machine's and the reviewed scorecard, the history and its callbacks' delivery log. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { id, index } = parsedBy(requestSchema, event).pathParameters;
    return jsonResponse(200, toWire(await conversationReviews(deps, callerPrincipal(event), id, index)), { 'cache-control': 'no-store' });
  });
