import type { ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';

/**
 * The model that answered a Converse call: the one the response says it invoked (a prompt router's choice; the
 * sandbox's offline stand-ins and local models name themselves there), else the one asked for. An ARN is shortened
 * to its model id. Results record it, so that nobody mistakes an answer for another model's.
 */
export const answeringModel = (response: Pick<ConverseCommandOutput, 'trace'>, modelId: string): string =>
  response.trace?.promptRouter?.invokedModelId?.replace(/^arn:[^/]*\//, '') ?? modelId;
