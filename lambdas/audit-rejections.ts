import { parser } from '@aws-lambda-powertools/parser/middleware';
import { batchRejectionLines } from '../src/audits/batches';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, parsedBy, pathId } from './shared/http';
import { ndjsonResponse } from './shared/ndjson-response';
import { batchRejections, batchStore } from './wiring';

const deps = { batches: batchStore(), rejections: batchRejections() };
const requestSchema = apiEvent({ pathParameters: pathId });

/**
 * GET /v2/audits/{id}/rejections → 200 application/x-ndjson: every rejected upload line, or every transcript job
 * not audited, in the order found, streamed from the batch's report; 409 problem while it is still being written.
 */
export const handler = httpHandler({ streamifyResponse: true })
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const lines = await batchRejectionLines(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id);
    return ndjsonResponse(Symbol.asyncIterator in lines ? lines : lines.map((line) => JSON.stringify(toWire(line))));
  });
