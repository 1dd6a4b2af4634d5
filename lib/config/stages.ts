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
  /** Inference-profile geography prefix: `us`, `eu`, `apac` or `global`. */
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
}

const ANTHROPIC_MODELS = {
  haiku: 'anthropic.claude-haiku-4-5-20251001-v1:0',
  sonnet: 'anthropic.claude-sonnet-4-5-20250929-v1:0',
  opus: 'anthropic.claude-opus-4-5-20251101-v1:0',
} as const;

const bedrockModels = (inferenceGeo: string): BedrockModels => ({
  inferenceGeo,
  contextualization: {
    fast: ANTHROPIC_MODELS.haiku,
    medium: ANTHROPIC_MODELS.sonnet,
    high: ANTHROPIC_MODELS.opus,
  },
  evaluator: ANTHROPIC_MODELS.sonnet,
});

const STAGES: Readonly<Record<StageName, Omit<StageConfig, 'bedrock' | 'settings'>>> = {
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

const WHOLE_NUMBER = /^\d+$/;

/** `-c vocabularyMaxWaitSeconds=<n ≥ 0>` and `-c vocabularyUnusedDays=<n ≥ 1>`: how custom vocabularies are waited for and kept. */
export interface VocabularyContext {
  readonly maxWaitSeconds?: string;
  readonly unusedDays?: string;
}

const vocabularySettings = (context: VocabularyContext): Partial<Record<StageSetting, string>> => {
  // Context values from cdk.json may be numbers.
  const [maxWaitSeconds, unusedDays] = [context.maxWaitSeconds, context.unusedDays].map((value) =>
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
 * the custom-vocabulary settings (VocabularyContext). An unknown stage or value fails synthesis instead of
 * deploying surprising settings.
 */
export const stageConfig = (
  stage: string = 'dev',
  inferenceGeo: string = 'us',
  piiRedaction?: string,
  vocabulary: VocabularyContext = {},
): StageConfig => {
  if (!isStageName(stage)) {
    throw new Error(`Unknown stage "${stage}": use -c stage=${Object.keys(STAGES).join('|')}.`);
  }
  if (piiRedaction !== undefined && !ON_OFF.includes(piiRedaction)) {
    throw new Error(`Unknown piiRedaction "${piiRedaction}": use -c piiRedaction=${ON_OFF.join('|')}.`);
  }
  return {
    ...STAGES[stage],
    bedrock: bedrockModels(inferenceGeo),
    settings: {
      ...STAGE_SETTING_DEFAULTS,
      ...(piiRedaction ? { piiRedactionDefault: piiRedaction } : {}),
      ...vocabularySettings(vocabulary),
    },
  };
};
