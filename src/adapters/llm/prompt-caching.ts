import type { SystemContentBlock, Tool } from '@aws-sdk/client-bedrock-runtime';

/**
 * Bedrock prompt caching, in one place: a cache point caches the prefix before it (tools, then system, then
 * messages) only when that prefix reaches the model's minimum number of tokens per cache checkpoint. Under
 * the minimum the call still succeeds but nothing is cached (Bedrock's "prompt caching" guide), so a cache
 * point there only adds noise. The Converse adapters and the sandbox's Converse emulation both read this table
 * and this estimate, so the emulation caches exactly where the adapters expect Bedrock to.
 */

/** Minimum tokens per cache checkpoint, by foundation model id (Bedrock's per-model table). */
export const PROMPT_CACHE_MINIMUM_TOKENS: Readonly<Record<string, number>> = {
  'anthropic.claude-3-7-sonnet-20250219-v1:0': 1024,
  'anthropic.claude-sonnet-4-20250514-v1:0': 1024,
  'anthropic.claude-sonnet-4-5-20250929-v1:0': 1024,
  'anthropic.claude-opus-4-20250514-v1:0': 1024,
  'anthropic.claude-opus-4-1-20250805-v1:0': 1024,
  'anthropic.claude-3-5-haiku-20241022-v1:0': 2048,
  'anthropic.claude-haiku-4-5-20251001-v1:0': 4096,
  'anthropic.claude-opus-4-5-20251101-v1:0': 4096,
};

/** Cross-region inference profile ids are `<geo>.<foundation model id>`. */
const INFERENCE_PROFILE_GEO = /^(us|eu|apac|global|us-gov|jp|au|ca)\./;

export const foundationModelOf = (modelOrProfileId: string): string => modelOrProfileId.replace(INFERENCE_PROFILE_GEO, '');

export const isInferenceProfileId = (modelId: string): boolean => INFERENCE_PROFILE_GEO.test(modelId);

/** The minimum cacheable prefix of a model, or undefined when the model has no prompt caching. */
export const promptCacheMinimumTokens = (modelOrProfileId: string): number | undefined =>
  PROMPT_CACHE_MINIMUM_TOKENS[foundationModelOf(modelOrProfileId)];

/**
 * A model-independent token estimate: one token per 4 characters. Claude's tokenizer averages fewer
 * characters per token on English, so the estimate errs low: a prefix estimated at the minimum is at least
 * that long for the model, and a cache point is never placed where it cannot take effect.
 */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

/** The estimated tokens of a prefix made of tool definitions and system blocks (cache points count nothing). */
export const prefixTokens = (tools: readonly Tool[], system: readonly SystemContentBlock[]): number =>
  estimateTokens(tools.map((tool) => JSON.stringify(tool)).join('') + system.map((block) => block.text ?? '').join(''));

/** A cache point after `prefix` when it can take effect for this model, else none. */
export const cachePointIfWorthwhile = (
  modelId: string,
  tools: readonly Tool[],
  system: readonly SystemContentBlock[],
): SystemContentBlock[] => {
  const minimum = promptCacheMinimumTokens(modelId);
  return minimum !== undefined && prefixTokens(tools, system) >= minimum ? [{ cachePoint: { type: 'default' } }] : [];
};
