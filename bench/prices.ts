/**
 * AWS list prices the bench turns its counts into dollars with: us-east-1, on demand, no free tier, in USD.
 * Looked up on 2026-11-26 (aws.amazon.com/step-functions/pricing, /lambda/pricing, /bedrock/pricing,
 * /transcribe/pricing, /dynamodb/pricing/on-demand, /s3/pricing, /eventbridge/pricing; Bedrock's user guide for the
 * batch and cross-Region figures; Anthropic's tool-use pricing page for the tool system prompt). Update the date
 * with the figures.
 */
export const PRICES_AS_OF = '2026-11-26';

/** Amazon Transcribe's volume tiers: price per minute for the minutes of a month that fall in each. */
export interface TranscribeTier {
  readonly upToMinutes: number;
  readonly perMinute: number;
}

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
    /** arm64 (every function of the stack), first 7.5 billion GB-seconds a month; billed per 1 ms. */
    armPerGbSecond: 0.0000133334,
    perRequest: 0.2 / 1_000_000,
  },
  /**
   * Claude 4.5 models through Bedrock, per token: the stages' defaults (lib/config/stages.ts), at the prices of
   * global cross-Region inference profiles. Geographic ones (`us.`, `eu.`: the stack's default) cost about 10 % more
   * (Bedrock user guide, "Global cross-Region inference"). Prompt cache writes are 1.25 × input, reads 0.1 × input.
   * Batch inference (CreateModelInvocationJob) costs 50 % of on demand ("Capacity, Limits, and Cost Optimization").
   */
  bedrock: {
    'claude-haiku-4-5': { input: 1 / 1_000_000, output: 5 / 1_000_000 },
    'claude-sonnet-4-5': { input: 3 / 1_000_000, output: 15 / 1_000_000 },
    'claude-opus-4-5': { input: 5 / 1_000_000, output: 25 / 1_000_000 },
    geographicProfilePremium: 0.1,
    cacheWriteFactor: 1.25,
    cacheReadFactor: 0.1,
    batchFactor: 0.5,
    /**
     * The system prompt Claude adds to every call that passes tools (Anthropic's "tool use pricing and tokens"):
     * 313 tokens with tool_choice `any` or `tool` (the evaluator forces its tool), 346 with `auto`, for the Claude
     * 4 models.
     */
    forcedToolSystemPromptTokens: 313,
  },
  transcribe: {
    /**
     * Batch transcription, per minute, by the month's total minutes: T1 the first 250,000, T2 the next 750,000,
     * T3 the next 4,000,000, T4 beyond. Billed per second, at least 15 s a job; a two-channel recording is billed
     * once, for its duration.
     */
    tiers: [
      { upToMinutes: 250_000, perMinute: 0.024 },
      { upToMinutes: 1_000_000, perMinute: 0.015 },
      { upToMinutes: 5_000_000, perMinute: 0.0102 },
      { upToMinutes: Number.POSITIVE_INFINITY, perMinute: 0.0078 },
    ] satisfies readonly TranscribeTier[],
    /**
     * PII redaction (ContentRedaction) is charged on top, per minute: a tenth of each tier's price (T1 $0.0024). The
     * pricing page lists it as a table of its own, whose figures the lookup could not show: check them.
     */
    piiRedactionFactor: 0.1,
    minimumSeconds: 15,
  },
  /** DynamoDB on demand: per request unit (an item up to 1 KB written, 4 KB read strongly consistent). */
  dynamoDb: { perWriteUnit: 0.625 / 1_000_000, perReadUnit: 0.125 / 1_000_000 },
  /** S3 Standard requests. */
  s3: { perPut: 0.005 / 1_000, perGet: 0.0004 / 1_000 },
  /** EventBridge: custom events published ($1.00 per million); AWS service events on the default bus are free. */
  eventBridge: { perCustomEvent: 1 / 1_000_000 },
} as const;

/** The average price per minute when `monthlyMinutes` minutes are transcribed in a month (each tier priced on its share). */
export const transcribeBlendedPerMinute = (monthlyMinutes: number, tiers: readonly TranscribeTier[] = PRICES.transcribe.tiers): number => {
  let priced = 0;
  let dollars = 0;
  for (const tier of tiers) {
    const minutes = Math.max(0, Math.min(monthlyMinutes, tier.upToMinutes) - priced);
    dollars += minutes * tier.perMinute;
    priced += minutes;
  }
  return monthlyMinutes > 0 ? dollars / monthlyMinutes : tiers[0]!.perMinute;
};

/** Express workflow cost of one execution that ran `durationMs` within `memoryMb`. */
export const expressExecutionCost = (durationMs: number, memoryMb: number = PRICES.stepFunctions.expressMemoryChunkMb): number => {
  const { expressPerRequest, expressPerGbSecond, expressMemoryChunkMb } = PRICES.stepFunctions;
  const billedSeconds = Math.ceil(durationMs / 100) / 10;
  const billedGb = (Math.ceil(memoryMb / expressMemoryChunkMb) * expressMemoryChunkMb) / 1024;
  return expressPerRequest + billedSeconds * billedGb * expressPerGbSecond;
};
