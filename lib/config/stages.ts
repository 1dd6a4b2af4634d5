import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { STAGE_SETTING_DEFAULTS, type StageSetting } from '../definitions';

export type StageName = 'dev' | 'prod';

/**
 * Bedrock model ids, passed to functions that declare `invokeBedrock`. Ids are cross-region inference profile
 * ids (`<geo>.<foundation model id>`), which current Anthropic models require for on-demand throughput; change
 * them here (or per deployment with `-c bedrockInferenceGeo=eu`) when a newer model is enabled in the account.
 */
export interface BedrockModels {
  /** Inference-profile geography prefix, one that every model of the stage has a profile for (INFERENCE_PROFILE_GEOS). */
  readonly inferenceGeo: string;
  /** Transcript contextualization tiers, chosen per request. */
  readonly contextualization: { readonly fast: string; readonly medium: string; readonly high: string };
  /** The model that scores conversations against audit rubrics. */
  readonly evaluator: string;
}

export interface AlarmSettings {
  /** Metric period of the state-machine failure alarms. */
  readonly period: Duration;
  readonly evaluationPeriods: number;
  /** Failed (or timed-out) executions per period that raise the alarm. */
  readonly threshold: number;
}

/** What the state machines write to CloudWatch Logs (their LoggingConfiguration). */
export interface StateMachineLogging {
  /** ERROR: failed states and executions only (the default); ALL: every event; FATAL: failed executions only; OFF: nothing. */
  readonly level: (typeof STATE_MACHINE_LOG_LEVELS)[number];
  /** Inputs, outputs and error causes in the log events: callback URLs, metadata, transcripts. Off by default. */
  readonly includeExecutionData: boolean;
}

export const STATE_MACHINE_LOG_LEVELS = ['ERROR', 'ALL', 'FATAL', 'OFF'] as const;

export interface StageConfig {
  readonly stage: StageName;
  /** Prefix of physical names (stack, functions, state machines, bus, API). */
  readonly resourcePrefix: string;
  readonly logRetention: RetentionDays;
  /** Applied to tables, buckets, queues and log groups: dev stacks are disposable, prod data is kept. */
  readonly removalPolicy: RemovalPolicy;
  readonly bedrock: BedrockModels;
  readonly alarms: AlarmSettings;
  /** API Gateway stage throttling (steady requests per second, burst). */
  readonly apiThrottling: { readonly rateLimit: number; readonly burstLimit: number };
  /** Values of the settings functions declare (`stageSettings` in lib/definitions). */
  readonly settings: Readonly<Record<StageSetting, string>>;
  readonly stateMachineLogs: StateMachineLogging;
  /**
   * Whether the stack sets the account's API Gateway CloudWatch Logs role (AWS::ApiGateway::Account, one per
   * account and region: it replaces a role set before, by another stack or by hand). Off: the account must have one.
   */
  readonly apiGatewayCloudWatchRole: boolean;
}

const ANTHROPIC_MODELS = {
  haiku: 'anthropic.claude-haiku-4-5-20251001-v1:0',
  sonnet: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
  opus: 'anthropic.claude-opus-4-5-20251101-v1:0',
} as const;

/**
 * The geographies Bedrock offers a cross-region (system-defined) inference profile in for each model, as its
 * "Supported cross-Region inference profiles" list them: `apac.` profiles exist only for older models (in
 * Tokyo and Sydney the 4.5 models have `jp.` and `au.` ones), and Claude Opus 4.5 has neither `jp.` nor `au.`.
 */
export const INFERENCE_PROFILE_GEOS: Readonly<Record<string, readonly string[]>> = {
  [ANTHROPIC_MODELS.haiku]: ['us', 'eu', 'jp', 'au', 'global'],
  [ANTHROPIC_MODELS.sonnet]: ['us', 'eu', 'jp', 'au', 'global'],
  [ANTHROPIC_MODELS.opus]: ['us', 'eu', 'global'],
};

const bedrockModels = (inferenceGeo: string): BedrockModels => {
  const models: BedrockModels = {
    inferenceGeo,
    contextualization: {
      fast: ANTHROPIC_MODELS.haiku,
      medium: ANTHROPIC_MODELS.sonnet,
      high: ANTHROPIC_MODELS.opus,
    },
    evaluator: ANTHROPIC_MODELS.sonnet,
  };
  const used = [...new Set([...Object.values(models.contextualization), models.evaluator])];
  const everywhere = stageInferenceGeos(used);
  const lacking = used.filter((model) => !(INFERENCE_PROFILE_GEOS[model] ?? []).includes(inferenceGeo));
  if (lacking.length > 0) {
    throw new Error(
      `Unknown or unsupported bedrockInferenceGeo "${inferenceGeo}": Amazon Bedrock has no ${inferenceGeo}. inference profile for ${lacking.join(', ')}. ` +
        `Use -c bedrockInferenceGeo=${everywhere.join('|')} (every model of the stage has those), or change the models in lib/config/stages.ts.`,
    );
  }
  return models;
};

/** The geographies every one of `models` has an inference profile in. */
const stageInferenceGeos = (models: readonly string[]): string[] =>
  (INFERENCE_PROFILE_GEOS[models[0] ?? ''] ?? []).filter((geo) =>
    models.every((model) => (INFERENCE_PROFILE_GEOS[model] ?? []).includes(geo)),
  );

/** The geographies `-c bedrockInferenceGeo` accepts with the stage's models. */
export const SUPPORTED_INFERENCE_GEOS: readonly string[] = stageInferenceGeos(Object.values(ANTHROPIC_MODELS));

const STAGES: Readonly<Record<StageName, Omit<StageConfig, 'bedrock' | 'settings' | 'stateMachineLogs' | 'apiGatewayCloudWatchRole'>>> = {
  dev: {
    stage: 'dev',
    resourcePrefix: 'ccp-dev',
    logRetention: RetentionDays.ONE_WEEK,
    removalPolicy: RemovalPolicy.DESTROY,
    alarms: { period: Duration.minutes(5), evaluationPeriods: 1, threshold: 5 },
    apiThrottling: { rateLimit: 20, burstLimit: 40 },
  },
  prod: {
    stage: 'prod',
    resourcePrefix: 'ccp-prod',
    logRetention: RetentionDays.ONE_YEAR,
    removalPolicy: RemovalPolicy.RETAIN,
    alarms: { period: Duration.minutes(5), evaluationPeriods: 1, threshold: 1 },
    apiThrottling: { rateLimit: 200, burstLimit: 400 },
  },
};

const isStageName = (name: string): name is StageName => Object.hasOwn(STAGES, name);

const ON_OFF = ['on', 'off'];

/** Deployment options given as `-c name=value` (bin/app.ts reads each from the CDK context). */
export interface StageOptions {
  /** `-c stateMachineLogLevel=ERROR|ALL|FATAL|OFF` (default ERROR). */
  readonly stateMachineLogLevel?: string;
  /** `-c stateMachineExecutionData=on|off` (default off): inputs, outputs and error causes in the state machines' logs. */
  readonly stateMachineExecutionData?: string;
  /** `-c apiGatewayCloudWatchRole=on|off` (default off): set the account's API Gateway CloudWatch Logs role. */
  readonly apiGatewayCloudWatchRole?: string;
  /** `-c vocabularyMaxWaitSeconds=<n ≥ 0>`: how long a job waits for its custom vocabulary (0: never). */
  readonly vocabularyMaxWaitSeconds?: string;
  /** `-c vocabularyUnusedDays=<n ≥ 1>`: after how many unused days a ccp-* vocabulary is deleted. */
  readonly vocabularyUnusedDays?: string;
}

export const STAGE_OPTION_NAMES = [
  'stateMachineLogLevel',
  'stateMachineExecutionData',
  'apiGatewayCloudWatchRole',
  'vocabularyMaxWaitSeconds',
  'vocabularyUnusedDays',
] as const satisfies readonly (keyof StageOptions)[];

const oneOf = <T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T => {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`Unknown ${name} "${value}": use -c ${name}=${allowed.join('|')}.`);
  return value as T;
};

const WHOLE_NUMBER = /^\d+$/;

/** The custom-vocabulary settings of StageOptions, checked: how custom vocabularies are waited for and kept. */
const vocabularySettings = (options: StageOptions): Partial<Record<StageSetting, string>> => {
  // Context values from cdk.json may be numbers.
  const [maxWaitSeconds, unusedDays] = [options.vocabularyMaxWaitSeconds, options.vocabularyUnusedDays].map((value) =>
    value === undefined ? undefined : String(value),
  );
  if (maxWaitSeconds !== undefined && !WHOLE_NUMBER.test(maxWaitSeconds)) {
    throw new Error(`vocabularyMaxWaitSeconds must be a whole number of seconds (0: never wait), not "${maxWaitSeconds}".`);
  }
  if (unusedDays !== undefined && !(WHOLE_NUMBER.test(unusedDays) && Number(unusedDays) >= 1)) {
    throw new Error(`vocabularyUnusedDays must be a whole number of days, at least 1, not "${unusedDays}".`);
  }
  return {
    ...(maxWaitSeconds !== undefined ? { vocabularyMaxWaitSeconds: maxWaitSeconds } : {}),
    ...(unusedDays !== undefined ? { vocabularyUnusedDays: unusedDays } : {}),
  };
};

/**
 * The configuration of one stage, from `-c stage=dev|prod` (default dev), `-c bedrockInferenceGeo=...`
 * (default us), `-c piiRedaction=on|off` (whether jobs that do not say have their PII redacted; default off) and
 * the StageOptions. An unknown stage or value fails synthesis instead of deploying surprising settings.
 */
export const stageConfig = (
  stage: string = 'dev',
  inferenceGeo: string = 'us',
  piiRedaction?: string,
  options: StageOptions = {},
): StageConfig => {
  if (!isStageName(stage)) {
    throw new Error(`Unknown stage "${stage}": use -c stage=${Object.keys(STAGES).join('|')}.`);
  }
  return {
    ...STAGES[stage],
    bedrock: bedrockModels(inferenceGeo),
    settings: {
      ...STAGE_SETTING_DEFAULTS,
      piiRedactionDefault: oneOf('piiRedaction', piiRedaction, ON_OFF, STAGE_SETTING_DEFAULTS.piiRedactionDefault),
      ...vocabularySettings(options),
    },
    stateMachineLogs: {
      level: oneOf('stateMachineLogLevel', options.stateMachineLogLevel, STATE_MACHINE_LOG_LEVELS, 'ERROR'),
      includeExecutionData: oneOf('stateMachineExecutionData', options.stateMachineExecutionData, ON_OFF, 'off') === 'on',
    },
    apiGatewayCloudWatchRole: oneOf('apiGatewayCloudWatchRole', options.apiGatewayCloudWatchRole, ON_OFF, 'off') === 'on',
  };
};
