/**
 * AWS list prices the bench turns its counts into dollars with: us-east-1, on demand, no free tier, in USD.
 * Looked up on 2026-11-24 (aws.amazon.com/step-functions/pricing, /lambda/pricing, /bedrock/pricing,
 * /transcribe/pricing). Update the date with the figures.
 */
export const PRICES_AS_OF = '2026-11-24';

export const PRICES = {
  stepFunctions: {
    /** Standard workflows: per state transition, retries included ($0.025 per 1,000). */
    standardPerTransition: 0.025 / 1_000,
    /** Express workflows: per execution started ($1.00 per million). */
    expressPerRequest: 1 / 1_000_000,
    /** Express duration, rounded up to 100 ms, memory billed in 64 MB chunks (first 1,000 GB-hours a month). */
    expressPerGbSecond: 0.00001667,
    expressMemoryChunkMb: 64,
  },
  lambda: {
    /** arm64, first 7.5 billion GB-seconds a month. */
    armPerGbSecond: 0.0000133334,
    perRequest: 0.2 / 1_000_000,
  },
  /**
   * Claude 4.5 models through Bedrock, per token: the stages' defaults (lib/config/stages.ts). Global
   * cross-region profiles; geographic ones (`us.`, `eu.`, the stack's default) cost 10 % more. Cache writes are
   * 1.25 × input, cache reads 0.1 × input.
   */
  bedrock: {
    'claude-haiku-4-5': { input: 1 / 1_000_000, output: 5 / 1_000_000 },
    'claude-sonnet-4-5': { input: 3 / 1_000_000, output: 15 / 1_000_000 },
    'claude-opus-4-5': { input: 5 / 1_000_000, output: 25 / 1_000_000 },
    geographicProfilePremium: 0.1,
  },
  transcribe: {
    /** Batch transcription, first 250,000 minutes a month; billed per second with a 15 s minimum. */
    perMinute: 0.024,
    minimumSeconds: 15,
  },
} as const;

/** Express workflow cost of one execution that ran `durationMs` within `memoryMb`. */
export const expressExecutionCost = (durationMs: number, memoryMb: number = PRICES.stepFunctions.expressMemoryChunkMb): number => {
  const { expressPerRequest, expressPerGbSecond, expressMemoryChunkMb } = PRICES.stepFunctions;
  const billedSeconds = Math.ceil(durationMs / 100) / 10;
  const billedGb = (Math.ceil(memoryMb / expressMemoryChunkMb) * expressMemoryChunkMb) / 1024;
  return expressPerRequest + billedSeconds * billedGb * expressPerGbSecond;
};
