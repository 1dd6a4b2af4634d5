import type { ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { foundationModelOf } from './prompt-caching';

/**
 * The model that answered a Converse call: the one the response says it invoked (a prompt router's choice; the
 * sandbox's offline stand-ins and local models name themselves there), else the one asked for. An ARN is shortened
 * to its model id. Results record it, so that nobody mistakes an answer for another model's.
 */
export const answeringModel = (response: Pick<ConverseCommandOutput, 'trace'>, modelId: string): string =>
  response.trace?.promptRouter?.invokedModelId?.replace(/^arn:[^/]*\//, '') ?? modelId;

/**
 * The model that answered a native (InvokeModel-format) request, as a batch inference record is: the model its
 * answer names (Claude's `model`, e.g. claude-sonnet-4-5-20250929), unless that is the model asked for — then the
 * id asked for (an inference profile's), so that a job's scorecards name the model as an on-demand call's do.
 */
export const nativeAnsweringModel = (response: { readonly model?: string }, modelId: string): string =>
  response.model && !foundationModelOf(modelId).includes(response.model) ? response.model : modelId;
