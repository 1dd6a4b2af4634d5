import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { AUDIT_LIMITS } from '../schemas/audits';
import { batchConversation } from '../src/audits/batches';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { batchInputStore, batchStore } from './wiring';

const deps = { batches: batchStore(), conversations: batchInputStore() };
const requestSchema = apiEvent({
  pathParameters: pathId.extend({ index: z.coerce.number().int().min(0).max(AUDIT_LIMITS.conversations - 1) }),
});

/** GET /v2/audits/{id}/conversations/{index} → 200 with that conversation's transcript as submitted. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { id, index } = parsedBy(requestSchema, event).pathParameters;
    return jsonResponse(200, toWire(await batchConversation(deps, callerPrincipal(event), id, index)), { 'cache-control': 'private, max-age=300' });
  });
