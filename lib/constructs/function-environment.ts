import type { BedrockModels } from '../config/stages';
import { BEDROCK_MODEL_ENV, type ApplicationDefinition, type FunctionAccess } from '../definitions';

/** How a deployment names its resources: CloudFormation tokens in the stack, stand-ins in bench/. */
export interface ResourceNames {
  readonly table: (id: string) => string;
  readonly bucket: (id: string) => string;
  readonly queue: (id: string) => string;
  readonly stateMachineArn: (id: string) => string;
}

/** The inference profile id a function passes to Bedrock for a model id. */
export const inferenceProfileId = (bedrock: BedrockModels, modelId: string): string => `${bedrock.inferenceGeo}.${modelId}`;

const envVarOf = (definitions: readonly { readonly id: string; readonly envVar: string }[], kind: string, id: string): string => {
  const found = definitions.find((definition) => definition.id === id);
  if (!found) throw new Error(`Unknown ${kind} "${id}": declare it in lib/definitions first.`);
  return found.envVar;
};

/**
 * The variables that carry the names of what a function's `access` declares (CONTRIBUTING.md): a table's or
 * bucket's name, a queue's URL, a state machine's ARN, and the Bedrock model ids when it invokes Bedrock.
 */
export const injectedEnvironment = (
  access: FunctionAccess,
  app: ApplicationDefinition,
  names: ResourceNames,
  bedrock: BedrockModels,
): Record<string, string> => ({
  ...Object.fromEntries(Object.keys(access.tables ?? {}).map((id) => [envVarOf(app.tables, 'table', id), names.table(id)])),
  ...Object.fromEntries(Object.keys(access.buckets ?? {}).map((id) => [envVarOf(app.buckets, 'bucket', id), names.bucket(id)])),
  ...Object.fromEntries(Object.keys(access.queues ?? {}).map((id) => [envVarOf(app.queues, 'queue', id), names.queue(id)])),
  ...Object.fromEntries(
    Object.keys(access.stateMachines ?? {}).map((id) => [envVarOf(app.stateMachines, 'state machine', id), names.stateMachineArn(id)]),
  ),
  ...(access.invokeBedrock
    ? {
        [BEDROCK_MODEL_ENV.fast]: inferenceProfileId(bedrock, bedrock.contextualization.fast),
        [BEDROCK_MODEL_ENV.medium]: inferenceProfileId(bedrock, bedrock.contextualization.medium),
        [BEDROCK_MODEL_ENV.high]: inferenceProfileId(bedrock, bedrock.contextualization.high),
        [BEDROCK_MODEL_ENV.evaluator]: inferenceProfileId(bedrock, bedrock.evaluator),
      }
    : {}),
});
