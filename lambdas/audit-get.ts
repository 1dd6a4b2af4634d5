import { parser } from '@aws-lambda-powertools/parser/middleware';
import { batchStatus } from '../src/audits/batches';
import { apiEvent, batchStoreFromEnv, parsedBy, pathId } from './audit-adapters';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';

const batches = batchStoreFromEnv();
const requestSchema = apiEvent({ pathParameters: pathId });

/** GET /v2/audits/{id} → 200 with status, counts, times and (once finished) the summary. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    jsonResponse(200, await batchStatus(batches, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id), {
      'cache-control': 'no-store',
    }),
  );
