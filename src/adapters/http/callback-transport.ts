import type { CallbackTransport } from '../../callbacks/ports';
import { guardedRequest, OutboundRequestRefusedError, type OutboundPolicy } from './guarded-http';

/** How much of a receiver's answer is read: only the status matters, the rest is drained. */
const CALLBACK_RESPONSE_BYTES = 1024;

const describeNetworkError = (error: Error & { code?: string }): string =>
  error.name === 'TimeoutError' || error.name === 'AbortError'
    ? 'no answer within the attempt timeout'
    : `${error.code ?? error.name}: ${error.message}`;

/**
 * Callbacks through the guard. Redirects are not followed: the signature covers one host, and a receiver
 * that moved should be given the new URL.
 */
export const guardedCallbackTransport = (policy: OutboundPolicy): CallbackTransport => ({
  async send(request, timeoutMs) {
    try {
      const response = await guardedRequest(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        timeoutMs,
        maxRedirects: 0,
        maxResponseBytes: CALLBACK_RESPONSE_BYTES,
        policy,
      });
      return { kind: 'answered', status: response.status };
    } catch (error) {
      if (error instanceof OutboundRequestRefusedError) return { kind: 'refused', reason: error.message };
      return { kind: 'unreachable', reason: describeNetworkError(error as Error) };
    }
  },
});
