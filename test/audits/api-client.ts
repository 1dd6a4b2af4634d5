import type { Turn } from '../../src/audits/model';

/** A small HTTP client for the sandbox API, as a caller of ours would use it. */
export const apiClient = (baseUrl: string) => {
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    const json = contentType.includes('json') && !contentType.includes('ndjson') && text ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, text, json };
  };
  return {
    request,
    get: (path: string) => request('GET', path),
    post: (path: string, body: unknown, headers?: Record<string, string>) => request('POST', path, body, headers),
  };
};

/** True when the excerpt is a verbatim substring of one turn's text within the span (the test's own check). */
export const excerptIsVerbatim = (
  transcript: readonly Turn[],
  evidence: { turn_index_start: number; turn_index_end: number; excerpt: string },
) =>
  Number.isInteger(evidence.turn_index_start) &&
  Number.isInteger(evidence.turn_index_end) &&
  evidence.turn_index_start >= 0 &&
  evidence.turn_index_start <= evidence.turn_index_end &&
  evidence.turn_index_end < transcript.length &&
  evidence.excerpt.length > 0 &&
  transcript.slice(evidence.turn_index_start, evidence.turn_index_end + 1).some((turn) => turn.text.includes(evidence.excerpt));
