import { UnexpectedResponseError } from './errors';

/**
 * Parses an NDJSON byte stream line by line as it arrives: memory stays bounded by the longest line, however
 * many lines the stream carries. Stopping the iteration early (break, return, throw) cancels the stream.
 */
export async function* parseNdjson<T>(body: ReadableStream<Uint8Array>): AsyncGenerator<T, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let lineNumber = 0;
  const parse = (line: string): T => {
    try {
      return JSON.parse(line) as T;
    } catch (error) {
      throw new UnexpectedResponseError(`NDJSON line ${lineNumber} is not valid JSON: ${line.slice(0, 120)}`, { cause: error });
    }
  };
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline).trim();
        pending = pending.slice(newline + 1);
        lineNumber++;
        if (line) yield parse(line);
      }
      if (done) break;
    }
    lineNumber++;
    if (pending.trim()) yield parse(pending.trim());
    finished = true;
  } finally {
    if (finished) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}
