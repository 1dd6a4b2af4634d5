import { parser } from '@aws-lambda-powertools/parser/middleware';
import { batchResultLines } from '../src/audits/batches';
import { apiEvent, callerPrincipal, httpHandler, parsedBy, pathId } from './shared/http';
import { ndjsonResponse } from './shared/ndjson-response';
import { batchStore, resultStore } from './wiring';

const deps = { batches: batchStore(), results: resultStore() };
const requestSchema = apiEvent({ pathParameters: pathId });

/**
 * GET /v2/audits/{id}/results → 200 application/x-ndjson, one line per conversation in submission order,
 * streamed (Lambda response streaming) as DynamoDB pages arrive; 409 problem while the batch is not finished.
 */
export const handler = httpHandler({ streamifyResponse: true })
  .use(parser({ schema: requestSchema }))
  .handler(async (event) =>
    ndjsonResponse(await batchResultLines(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id)),
  );
