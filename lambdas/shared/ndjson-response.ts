import { Readable } from 'node:stream';
import type { APIGatewayProxyResult } from 'aws-lambda';

/** Lines are written in chunks of about this size: few stream writes, yet memory bounded by one page read. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The lines in chunks, and always at least one chunk: the Lambda runtime sends the response prelude (status and
 * headers) just before the first write, so a stream that never writes reaches API Gateway without one (502).
 */
async function* ndjsonChunks(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
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

/** A 200 application/x-ndjson response streamed (Lambda response streaming) as the lines are read. */
export const ndjsonResponse = (lines: AsyncIterable<string> | Iterable<string>): APIGatewayProxyResult =>
  // With streamifyResponse, middy pipes a Readable body to the response stream after the status and headers.
  ({
    statusCode: 200,
    headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' },
    body: Readable.from(ndjsonChunks(lines)),
  }) as unknown as APIGatewayProxyResult;
