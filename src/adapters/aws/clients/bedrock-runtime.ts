import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

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
    requestHandler: { requestTimeout: settings.attemptTimeoutMs, disableConcurrentStreams: true },
  });

let bedrockRuntime: BedrockRuntimeClient | undefined;

/** A function's model calls have one set of bounds, so the first caller's are the function's. */
export const sharedBedrockRuntimeClient = (bounds: Parameters<typeof createBedrockRuntimeClient>[0]): BedrockRuntimeClient =>
  (bedrockRuntime ??= createBedrockRuntimeClient(bounds));
