/**
 * The foundation models the sandbox's Bedrock answers for (every model the stage configuration can name), with
 * their output limit and prompt caching's minimum tokens per cache checkpoint, from Bedrock's model cards and its
 * prompt caching guide. Any other model id is refused as Bedrock refuses an unknown one.
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

/**
 * Output limit and prompt caching's minimum from the model cards and the caching guide; `outputBurndown` from
 * Bedrock's "How tokens are counted in Amazon Bedrock": each output token of the Claude 3.7 and Claude 4-family
 * models consumes 5 tokens of the tokens-per-minute quota, other models' (here Claude 3.5 Haiku) 1.
 */
const MODELS: Readonly<Record<string, Omit<EmulatedModel, 'foundationModelId'>>> = {
  'anthropic.claude-3-7-sonnet-20250219-v1:0': { maxOutputTokens: 64_000, cacheMinimumTokens: 1024, outputBurndown: 5 },
  'anthropic.claude-sonnet-4-20250514-v1:0': { maxOutputTokens: 64_000, cacheMinimumTokens: 1024, outputBurndown: 5 },
  'anthropic.claude-sonnet-4-5-20250929-v1:0': { maxOutputTokens: 64_000, cacheMinimumTokens: 1024, outputBurndown: 5 },
  'anthropic.claude-opus-4-20250514-v1:0': { maxOutputTokens: 32_000, cacheMinimumTokens: 1024, outputBurndown: 5 },
  'anthropic.claude-opus-4-1-20250805-v1:0': { maxOutputTokens: 32_000, cacheMinimumTokens: 1024, outputBurndown: 5 },
  'anthropic.claude-3-5-haiku-20241022-v1:0': { maxOutputTokens: 8_192, cacheMinimumTokens: 2048, outputBurndown: 1 },
  'anthropic.claude-haiku-4-5-20251001-v1:0': { maxOutputTokens: 64_000, cacheMinimumTokens: 4096, outputBurndown: 5 },
  'anthropic.claude-opus-4-5-20251101-v1:0': { maxOutputTokens: 64_000, cacheMinimumTokens: 4096, outputBurndown: 5 },
};

/** A cross-region inference profile id is the foundation model id behind a geography prefix (`us.`, `eu.`, `global.`...). */
const PROFILE_PREFIX = /^(us|us-gov|eu|apac|jp|au|ca|global)\./;

/** The foundation model behind a model id or an inference profile id. */
const foundationModelOf = (modelId: string): string => modelId.replace(PROFILE_PREFIX, '');

/** The model a Converse modelId names (a foundation model id, an inference profile id, or an ARN of either). */
export const resolveModel = (modelId: string): EmulatedModel | undefined => {
  const id = modelId.replace(/^arn:aws[\w-]*:bedrock:[^:]*:[^:]*:(foundation-model|inference-profile)\//, '');
  const foundationModelId = foundationModelOf(id);
  const model = MODELS[foundationModelId];
  if (!model) return undefined;
  return { foundationModelId, ...model };
};

/**
 * The ARNs IAM evaluates bedrock:InvokeModel against: a call through a cross-region inference profile is
 * checked on the profile and on the foundation model in the region that serves it.
 */
export const invokedResourceArns = (modelId: string, region: string, account: string): string[] => {
  if (modelId.startsWith('arn:')) return [modelId];
  const foundationModel = `arn:aws:bedrock:${region}::foundation-model/${foundationModelOf(modelId)}`;
  return PROFILE_PREFIX.test(modelId)
    ? [`arn:aws:bedrock:${region}:${account}:inference-profile/${modelId}`, foundationModel]
    : [foundationModel];
};
