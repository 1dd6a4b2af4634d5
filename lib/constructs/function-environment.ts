import type { BedrockModels } from '../config/stages';
import { BEDROCK_MODEL_ENV, PLATFORM_ENV, type ApplicationDefinition, type FunctionDefinition, type StageSetting } from '../definitions';

/**
 * Where the value of one of a function's environment variables comes from. Plain data, no CDK tokens: the
 * stack fills it with CloudFormation references, the sandbox with local names, bench/ with stand-ins.
 */
export type EnvironmentSource =
  | { readonly table: string }
  | { readonly bucket: string }
  | { readonly queue: string }
  | { readonly stateMachineArn: string }
  | { readonly serviceRoleArn: string }
  | { readonly bedrockModel: keyof typeof BEDROCK_MODEL_ENV }
  | { readonly platform: 'stage' | 'runtimeMode' | 'eventBusName' }
  | { readonly stageSetting: StageSetting }
  | { readonly value: string };

/** How a deployment names its resources: CloudFormation tokens in the stack, local names in the sandbox, stand-ins in bench/. */
export interface ResourceNames {
  readonly table: (id: string) => string;
  readonly bucket: (id: string) => string;
  readonly queue: (id: string) => string;
  readonly stateMachineArn: (id: string) => string;
  readonly serviceRoleArn: (id: string) => string;
}

/** Everything a deployment decides about a function's environment besides the definitions. */
export interface DeploymentValues {
  readonly names: ResourceNames;
  readonly stage: string;
  readonly runtimeMode: 'aws' | 'sandbox';
  readonly eventBusName: string;
  /** The model (inference profile) id behind each BEDROCK_MODEL_* variable. */
  readonly bedrockModel: (tier: keyof typeof BEDROCK_MODEL_ENV) => string;
  /** The stage's value of each setting a function declares (`stageSettings`). */
  readonly stageSetting: (setting: StageSetting) => string;
}

/** The inference profile id a function passes to Bedrock for a model id. */
export const inferenceProfileId = (bedrock: BedrockModels, modelId: string): string => `${bedrock.inferenceGeo}.${modelId}`;

/** The stage's model for each BEDROCK_MODEL_* variable. */
export const stageBedrockModel =
  (bedrock: BedrockModels) =>
  (tier: keyof typeof BEDROCK_MODEL_ENV): string =>
    inferenceProfileId(bedrock, tier === 'evaluator' ? bedrock.evaluator : bedrock.contextualization[tier]);

const envVarOf = (definitions: readonly { readonly id: string; readonly envVar: string }[], kind: string, id: string): string => {
  const found = definitions.find((definition) => definition.id === id);
  if (!found) throw new Error(`Unknown ${kind} "${id}": declare it in lib/definitions first.`);
  return found.envVar;
};

/**
 * The environment a deployed function gets, and nothing more (CONTRIBUTING.md): its own `environment`, the
 * names of what its `access` declares (a table's or bucket's name, a queue's URL, a state machine's ARN, the
 * Bedrock model ids when it invokes Bedrock, the evaluator model and the service role it passes when it creates
 * batch inference jobs), then the platform variables every function receives. The stack
 * and the sandbox both build from this, so a handler reading a variable its function was not given fails in
 * both.
 */
export const functionEnvironment = (fn: FunctionDefinition, app: ApplicationDefinition): Readonly<Record<string, EnvironmentSource>> => {
  const { access } = fn;
  return {
    ...Object.fromEntries(Object.entries(fn.environment ?? {}).map(([name, value]) => [name, { value }])),
    ...Object.fromEntries(Object.entries(fn.stageSettings ?? {}).map(([name, stageSetting]) => [name, { stageSetting }])),
    ...Object.fromEntries(Object.keys(access.tables ?? {}).map((id) => [envVarOf(app.tables, 'table', id), { table: id }])),
    ...Object.fromEntries(Object.keys(access.buckets ?? {}).map((id) => [envVarOf(app.buckets, 'bucket', id), { bucket: id }])),
    ...Object.fromEntries(Object.keys(access.queues ?? {}).map((id) => [envVarOf(app.queues, 'queue', id), { queue: id }])),
    ...Object.fromEntries(
      Object.keys(access.stateMachines ?? {}).map((id) => [envVarOf(app.stateMachines, 'state machine', id), { stateMachineArn: id }]),
    ),
    ...(access.invokeBedrock
      ? Object.fromEntries(
          Object.entries(BEDROCK_MODEL_ENV).map(([tier, name]) => [name, { bedrockModel: tier as keyof typeof BEDROCK_MODEL_ENV }]),
        )
      : {}),
    ...(access.batchInferenceJobs?.actions.includes('create')
      ? { [BEDROCK_MODEL_ENV.evaluator]: { bedrockModel: 'evaluator' as const } }
      : {}),
    ...(access.batchInferenceJobs?.passRole
      ? {
          [envVarOf(app.serviceRoles, 'service role', access.batchInferenceJobs.passRole)]: {
            serviceRoleArn: access.batchInferenceJobs.passRole,
          },
        }
      : {}),
    [PLATFORM_ENV.stage]: { platform: 'stage' },
    [PLATFORM_ENV.runtimeMode]: { platform: 'runtimeMode' },
    [PLATFORM_ENV.eventBusName]: { platform: 'eventBusName' },
    POWERTOOLS_SERVICE_NAME: { value: fn.id },
    NODE_OPTIONS: { value: '--enable-source-maps' },
  };
};

/** The values of `functionEnvironment` in one deployment. */
export const resolveEnvironment = (
  sources: Readonly<Record<string, EnvironmentSource>>,
  deployment: DeploymentValues,
): Record<string, string> => {
  const valueOf = (source: EnvironmentSource): string => {
    if ('table' in source) return deployment.names.table(source.table);
    if ('bucket' in source) return deployment.names.bucket(source.bucket);
    if ('queue' in source) return deployment.names.queue(source.queue);
    if ('stateMachineArn' in source) return deployment.names.stateMachineArn(source.stateMachineArn);
    if ('serviceRoleArn' in source) return deployment.names.serviceRoleArn(source.serviceRoleArn);
    if ('bedrockModel' in source) return deployment.bedrockModel(source.bedrockModel);
    if ('platform' in source) return deployment[source.platform];
    if ('stageSetting' in source) return deployment.stageSetting(source.stageSetting);
    return source.value;
  };
  return Object.fromEntries(Object.entries(sources).map(([name, source]) => [name, valueOf(source)]));
};
