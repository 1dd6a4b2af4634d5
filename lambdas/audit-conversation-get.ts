import { parser } from '@aws-lambda-powertools/parser/middleware';
import { batchConversation } from '../src/audits/batches';
import { toWire } from '../src/adapters/wire-case';
import { conversationPath } from '../schemas/audits';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy } from './shared/http';
import { batchInputStore, batchStore, reviewStore } from './wiring';

const deps = { batches: batchStore(), conversations: batchInputStore(), reviews: reviewStore() };
const requestSchema = apiEvent({ pathParameters: conversationPath });

/** GET /v2/audits/{id}/conversations/{index} → 200 with that conversation's transcript as submitted, and its reviews. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { id, index } = parsedBy(requestSchema, event).pathParameters;
    return jsonResponse(200, toWire(await batchConversation(deps, callerPrincipal(event), id, index)), { 'cache-control': 'no-store' });
  });
