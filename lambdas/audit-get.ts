import { parser } from '@aws-lambda-powertools/parser/middleware';
import { batchStatus } from '../src/audits/batches';
import { apiEvent, batchStoreFromEnv, callbackDeliveriesFromEnv, parsedBy, pathId } from './audit-adapters';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';

const deps = { batches: batchStoreFromEnv(), deliveries: callbackDeliveriesFromEnv() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/audits/{id} → 200 with status, counts, times, (once finished) the summary, and the callback's delivery log. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, await batchStatus(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id), {
      'cache-control': 'no-store',
    }),
  );
