import { parser } from '@aws-lambda-powertools/parser/middleware';
import { batchStatus } from '../src/audits/batches';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { batchStore, deliveryLogReader } from './wiring';

const deps = { batches: batchStore(), deliveries: deliveryLogReader() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/audits/{id} → 200 with status, counts, times, (once finished) the summary, and the callback's delivery log. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, toWire(await batchStatus(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id)), {
      'cache-control': 'no-store',
    }),
  );
