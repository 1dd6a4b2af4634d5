import type { ClientHttp2Stream } from 'node:http2';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { NodeHttp2Handler } from '@smithy/node-http-handler';

/**
 * The SDK's HTTP/2 handler, one session per call (`disableConcurrentStreams`). Its stream keeps the attempt's
 * inactivity timer armed after the answer has been read, and the timer holds the call's session, stream and buffers
 * (about 30 KB) until it fires, `attemptTimeoutMs` later (@smithy/node-http-handler 4.14.2): a scoring function making
 * calls faster than that grew by every one of them. The timer is cleared as the answer's body ends, before the
 * handler's own 'end' listener destroys the session (a destroyed stream's timer can no longer be cleared).
 */
class PerCallHttp2Handler extends NodeHttp2Handler {
  override async handle(...args: Parameters<NodeHttp2Handler['handle']>): ReturnType<NodeHttp2Handler['handle']> {
    const result = await super.handle(...args);
    const body = result.response.body as ClientHttp2Stream;
    body.prependOnceListener('end', () => body.setTimeout(0));
    return result;
  }
}

/**
 * Bedrock Runtime sends nothing until a Converse answer is complete and has no default timeout, so a hung
 * call would wait for the function's own timeout: each attempt is bounded by `attemptTimeoutMs`. Throttling
 * (ThrottlingException, 429) and 5xx answers are retried by the SDK's standard strategy, with exponential
 * backoff and full jitter (base 1 s for throttling, at most 20 s a wait), up to `maxAttempts` attempts.
 */
export const createBedrockRuntimeClient = (settings: {
  readonly attemptTimeoutMs: number;
  readonly maxAttempts: number;
}): BedrockRuntimeClient =>
  new BedrockRuntimeClient({
    maxAttempts: settings.maxAttempts,
    requestHandler: new PerCallHttp2Handler({ requestTimeout: settings.attemptTimeoutMs, disableConcurrentStreams: true }),
  });

let bedrockRuntime: BedrockRuntimeClient | undefined;

/** A function's model calls have one set of bounds, so the first caller's are the function's. */
export const sharedBedrockRuntimeClient = (bounds: Parameters<typeof createBedrockRuntimeClient>[0]): BedrockRuntimeClient =>
  (bedrockRuntime ??= createBedrockRuntimeClient(bounds));
