import { NetworkError, problemErrorFor, type ApiProblemError, type ProblemDetails } from './errors';
import { backoffDelayMs, parseRetryAfter, RETRYABLE_STATUSES, sleep, type ResolvedRetryOptions } from './retry';
import type { RequestSigner } from './signing';

/**
 * idempotent: safe to resend on throttling, 5xx and any network error (GETs, and POSTs that carry an
 * idempotency key). sent-at-most-once: resent only when the connection failed before the request left.
 */
export type RetryMode = 'idempotent' | 'sent-at-most-once';

export interface ApiRequest {
  readonly method: 'GET' | 'POST';
  /** Path with its segments already encoded, e.g. /v1/transcripts/abc. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | undefined>>;
  /** Serialised as JSON. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly retryMode: RetryMode;
  readonly accept?: string;
  readonly signal?: AbortSignal;
}

export interface TransportOptions {
  readonly endpoint: URL;
  /** Absent: requests go unsigned (the sandbox). */
  readonly sign?: RequestSigner;
  readonly fetch: typeof fetch;
  readonly retry: ResolvedRetryOptions;
}

/** Failures of these kinds happen while connecting, so no byte of the request has left yet. */
const CONNECT_PHASE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

const networkErrorFrom = (error: unknown, url: URL): NetworkError => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code;
  const reason = code ? `${code}${cause?.message ? ` (${cause.message})` : ''}` : (cause?.message ?? (error as Error).message);
  return new NetworkError(`Could not reach ${url.origin}: ${reason}`, !(code && CONNECT_PHASE_CODES.has(code)), { cause: error });
};

const requestIdOf = (response: Response) => response.headers.get('x-request-id') ?? response.headers.get('x-amzn-requestid') ?? undefined;

/**
 * Builds the typed error for a non-2xx response. Bodies that are not problem+json (API Gateway's own
 * `{"message": ...}` for a rejected signature, a proxy's HTML page) still yield a problem with a useful detail.
 */
export const problemFromResponse = async (response: Response): Promise<ApiProblemError> => {
  const text = await response.text().catch(() => '');
  let parsed: Partial<ProblemDetails> & { message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: the raw text becomes the detail below.
  }
  const problem: ProblemDetails = {
    type: typeof parsed.type === 'string' ? parsed.type : 'about:blank',
    title: typeof parsed.title === 'string' ? parsed.title : response.statusText || `HTTP ${response.status}`,
    status: response.status,
    detail: typeof parsed.detail === 'string' ? parsed.detail : (parsed.message ?? text.slice(0, 500)),
    ...(parsed.request_id ? { request_id: parsed.request_id } : {}),
    ...(parsed.instance ? { instance: parsed.instance } : {}),
    ...(Array.isArray(parsed.errors) ? { errors: parsed.errors } : {}),
    ...(typeof parsed.current_version === 'number' ? { current_version: parsed.current_version } : {}),
  };
  const requestId = requestIdOf(response);
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
  return problemErrorFor(problem, { ...(requestId ? { requestId } : {}), ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
};

/** A 409 that only says "your earlier attempt with this idempotency key is still running": wait and resend. */
const isRequestInProgress = (error: ApiProblemError) => error.status === 409 && error.type.endsWith('/request-in-progress');

/** Sends API requests: JSON encoding, signing each attempt, retries, and problem+json → typed errors. */
export class Transport {
  constructor(private readonly options: TransportOptions) {}

  /** Resolves with the 2xx response, its body unread; throws ApiProblemError or NetworkError. */
  async send(request: ApiRequest): Promise<Response> {
    const { retry } = this.options;
    const url = this.urlFor(request);
    const body = request.body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(request.body));
    for (let attempt = 1; ; attempt++) {
      const isLastAttempt = attempt >= retry.maxAttempts;
      const headers: Record<string, string> = {
        accept: request.accept ?? 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      };
      const signed = this.options.sign
        ? await this.options.sign({ method: request.method, url, headers, ...(body ? { body } : {}) })
        : headers;

      let response: Response;
      try {
        response = await this.options.fetch(url, {
          method: request.method,
          headers: signed,
          ...(body ? { body } : {}),
          ...(request.signal ? { signal: request.signal } : {}),
        });
      } catch (error) {
        if (request.signal?.aborted) throw error;
        const failure = networkErrorFrom(error, url);
        const resendable = request.retryMode === 'idempotent' || !failure.requestMayHaveBeenSent;
        if (isLastAttempt || !resendable) throw failure;
        await sleep(backoffDelayMs(attempt - 1, retry), request.signal);
        continue;
      }
      if (response.ok) return response;

      const failure = await problemFromResponse(response);
      const transient = RETRYABLE_STATUSES.has(failure.status) || isRequestInProgress(failure);
      const waitMs = failure.retryAfterMs ?? backoffDelayMs(attempt - 1, retry);
      if (isLastAttempt || request.retryMode !== 'idempotent' || !transient || waitMs > retry.maxRetryAfterMs) throw failure;
      await sleep(waitMs, request.signal);
    }
  }

  async json<T>(request: ApiRequest): Promise<T> {
    const response = await this.send(request);
    return (await response.json()) as T;
  }

  private urlFor(request: ApiRequest): URL {
    // A deployed endpoint carries the stage (https://…/prod): routes go below it.
    const { endpoint } = this.options;
    const url = new URL(`${endpoint.pathname.replace(/\/$/, '')}${request.path}`, endpoint.origin);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    return url;
  }
}
