import { functionEnvironment, resolveEnvironment, stageBedrockModel, type DeploymentValues } from '../lib/constructs/function-environment';
import { PLATFORM_ENV, STAGE_SETTING_DEFAULTS, type ApplicationDefinition, type FunctionDefinition } from '../lib/definitions';
import { keyPairOf } from './aws-access';
import {
  localAwsEnvironment,
  localBucketName,
  localQueueUrl,
  localStateMachineArn,
  SANDBOX_EVENT_BUS,
  SANDBOX_STAGE,
  type LocalEndpoints,
} from './environment';

/** PATH of the nodejs22.x runtime. Informative only: sandbox/lambda-programs.ts is what refuses other programs. */
export const LAMBDA_PATH = '/var/lang/bin:/usr/local/bin:/usr/bin/:/bin:/opt/bin';

export const DEFAULT_TIMEOUT_SECONDS = 10;
export const DEFAULT_MEMORY_MB = 512;

export interface SandboxFunctionSettings {
  readonly endpoints: LocalEndpoints;
  /** The local name of a table (each sandbox has its own tables in a shared DynamoDB Local). */
  readonly tableName: (tableId: string) => string;
  /** Powertools log level of every function. */
  readonly logLevel: string;
  /** Added to every function's environment, as if set on each deployed function (e.g. a test's evaluator choice). */
  readonly overrides?: Readonly<Record<string, string>>;
}

/** The deployed dev stage's models, loaded only when a function that invokes Bedrock starts (lib/config imports CDK). */
const stageBedrock = async (): Promise<DeploymentValues['bedrockModel']> => {
  const { stageConfig } = await import('../lib/config/stages');
  return stageBedrockModel(stageConfig('dev').bedrock);
};

/**
 * Exactly the environment a function's deployed twin gets (lib/constructs/function-environment.ts), with
 * local values, plus what the Lambda runtime itself sets and the local endpoints. Each function signs its AWS
 * calls with its own key pair (sandbox/aws-access.ts), so the sandbox can tell callers apart; the one that
 * signs callbacks has the callback signer's pair, which receivers verify against.
 */
export const sandboxFunctionEnvironment = async (
  fn: FunctionDefinition,
  app: ApplicationDefinition,
  settings: SandboxFunctionSettings,
): Promise<Record<string, string>> => {
  const sources = functionEnvironment(fn, app);
  const needsBedrock = Object.values(sources).some((source) => 'bedrockModel' in source);
  const deployed = resolveEnvironment(sources, {
    names: {
      table: settings.tableName,
      bucket: localBucketName,
      queue: (id) => localQueueUrl(settings.endpoints.aws, id),
      stateMachineArn: localStateMachineArn,
    },
    stage: SANDBOX_STAGE,
    runtimeMode: 'sandbox',
    eventBusName: SANDBOX_EVENT_BUS,
    bedrockModel: needsBedrock ? await stageBedrock() : () => '',
    stageSetting: (setting) => STAGE_SETTING_DEFAULTS[setting],
  });
  const credentials = keyPairOf(fn);
  const memoryMb = fn.memoryMb ?? DEFAULT_MEMORY_MB;
  return {
    // What the Lambda runtime sets in every function.
    PATH: LAMBDA_PATH,
    LANG: 'en_US.UTF-8',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    AWS_LAMBDA_FUNCTION_NAME: fn.id,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(memoryMb),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${fn.id}`,
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    ...localAwsEnvironment(settings.endpoints, credentials),
    // The sandbox runs on the developer's Node (20 here); deployed functions run on nodejs22.x.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: settings.logLevel,
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
    // What the loopback relaxation of caller URLs must never reach: a sealed sandbox's own servers.
    ...(settings.endpoints.excludedLoopbackPorts.length > 0
      ? { [PLATFORM_ENV.loopbackExcludedPorts]: settings.endpoints.excludedLoopbackPorts.join(',') }
      : {}),
    ...deployed,
    ...settings.overrides,
  };
};
