import { Readable } from 'node:stream';
import { parser } from '@aws-lambda-powertools/parser/middleware';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { batchResultLines } from '../src/audits/batches';
import { apiEvent, callerPrincipal, httpHandler, parsedBy, pathId } from './shared/http';
import { batchStore, resultStore } from './wiring';

const deps = { batches: batchStore(), results: resultStore() };
const requestSchema = apiEvent({ pathParameters: pathId });

/** Lines are written in chunks of about this size: few stream writes, yet memory bounded by one Query page. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The lines in chunks, and always at least one chunk: the Lambda runtime sends the response prelude (status and
 * headers) just before the first write, so a stream that never writes reaches API Gateway without one (502).
 */
async function* ndjsonChunks(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let chunk = '';
  let written = false;
  for await (const line of lines) {
    chunk += line + '\n';
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk;
      written = true;
      chunk = '';
    }
  }
  if (chunk || !written) yield chunk;
}

/**
 * GET /v2/audits/{id}/results → 200 application/x-ndjson, one line per conversation in submission order,
 * streamed (Lambda response streaming) as DynamoDB pages arrive; 409 problem while the batch is not finished.
 */
export const handler = httpHandler({ streamifyResponse: true })
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const lines = await batchResultLines(deps, callerPrincipal(event), parsedBy(requestSchema, event).pathParameters.id);
    // With streamifyResponse, middy pipes a Readable body to the response stream after the status and headers.
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' },
      body: Readable.from(ndjsonChunks(lines)),
    } as unknown as APIGatewayProxyResult;
  });
