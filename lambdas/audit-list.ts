import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { BATCH_PAGE_LIMITS, listBatches } from '../src/audits/batches';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy } from './shared/http';
import { batchStore } from './wiring';

const deps = { batches: batchStore() };
const requestSchema = apiEvent({
  queryStringParameters: z
    .object({
      limit: z.coerce.number().int().min(1).max(BATCH_PAGE_LIMITS.max).optional(),
      cursor: z.string().min(1).max(1024).optional(),
    })
    .nullish(),
});

/** GET /v2/audits[?limit=&cursor=] → 200 with the caller's batches, newest first, and the next page's cursor. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const query = parsedBy(requestSchema, event).queryStringParameters ?? {};
    return jsonResponse(200, toWire(await listBatches(deps, callerPrincipal(event), query)), { 'cache-control': 'no-store' });
  });
