import { foundationModelOf, isInferenceProfileId, PROMPT_CACHE_MINIMUM_TOKENS } from '../../src/adapters/llm/prompt-caching';

/**
 * The foundation models the sandbox's Bedrock answers for: the models of prompt-caching.ts's table (every
 * model the stage configuration can name), with their output limits. Any other model id is refused as
 * Bedrock refuses an unknown one.
 */

export interface EmulatedModel {
  /** Foundation model id, e.g. anthropic.claude-sonnet-4-5-20250929-v1:0. */
  readonly foundationModelId: string;
  /** Largest inferenceConfig.maxTokens accepted (and the default when none is given). */
  readonly maxOutputTokens: number;
  /** Minimum tokens per cache checkpoint; undefined: no prompt caching. */
  readonly cacheMinimumTokens: number | undefined;
  /** Quota tokens each output token consumes (Bedrock's "burndown rate"). */
  readonly outputBurndown: number;
}

const MAX_OUTPUT_TOKENS: Readonly<Record<string, number>> = {
  'anthropic.claude-3-7-sonnet-20250219-v1:0': 64_000,
  'anthropic.claude-sonnet-4-20250514-v1:0': 64_000,
  'anthropic.claude-sonnet-4-5-20250929-v1:0': 64_000,
  'anthropic.claude-opus-4-20250514-v1:0': 32_000,
  'anthropic.claude-opus-4-1-20250805-v1:0': 32_000,
  'anthropic.claude-3-5-haiku-20241022-v1:0': 8_192,
  'anthropic.claude-haiku-4-5-20251001-v1:0': 64_000,
  'anthropic.claude-opus-4-5-20251101-v1:0': 64_000,
};

/**
 * Bedrock's burndown rate of output tokens, as its "How tokens are counted in Amazon Bedrock" lists it: each
 * output token of the Claude 3.7 and Claude 4-family models consumes 5 tokens of the tokens-per-minute quota;
 * other models (here Claude 3.5 Haiku) 1.
 */
const OUTPUT_BURNDOWN: Readonly<Record<string, number>> = {
  'anthropic.claude-3-7-sonnet-20250219-v1:0': 5,
  'anthropic.claude-sonnet-4-20250514-v1:0': 5,
  'anthropic.claude-sonnet-4-5-20250929-v1:0': 5,
  'anthropic.claude-opus-4-20250514-v1:0': 5,
  'anthropic.claude-opus-4-1-20250805-v1:0': 5,
  'anthropic.claude-haiku-4-5-20251001-v1:0': 5,
  'anthropic.claude-opus-4-5-20251101-v1:0': 5,
};

/** The model a Converse modelId names (a foundation model id, an inference profile id, or an ARN of either). */
export const resolveModel = (modelId: string): EmulatedModel | undefined => {
  const id = modelId.replace(/^arn:aws[\w-]*:bedrock:[^:]*:[^:]*:(foundation-model|inference-profile)\//, '');
  const foundationModelId = foundationModelOf(id);
  const maxOutputTokens = MAX_OUTPUT_TOKENS[foundationModelId];
  if (maxOutputTokens === undefined) return undefined;
  return {
    foundationModelId,
    maxOutputTokens,
    cacheMinimumTokens: PROMPT_CACHE_MINIMUM_TOKENS[foundationModelId],
    outputBurndown: OUTPUT_BURNDOWN[foundationModelId] ?? 1,
  };
};

/**
 * The ARNs IAM evaluates bedrock:InvokeModel against: a call through a cross-region inference profile is
 * checked on the profile and on the foundation model in the region that serves it.
 */
export const invokedResourceArns = (modelId: string, region: string, account: string): string[] => {
  if (modelId.startsWith('arn:')) return [modelId];
  const foundationModel = `arn:aws:bedrock:${region}::foundation-model/${foundationModelOf(modelId)}`;
  return isInferenceProfileId(modelId) ? [`arn:aws:bedrock:${region}:${account}:inference-profile/${modelId}`, foundationModel] : [foundationModel];
};
