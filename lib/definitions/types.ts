/**
 * Data-only descriptions of the application's AWS resources. The CDK stack (lib/) and the offline sandbox
 * (sandbox/) both build from these, so keys, indexes, routes, grants, rules and state-machine bindings have
 * exactly one source of truth. Nothing here imports runtime or CDK code.
 */

export type AttributeType = 'S' | 'N';

export interface KeyDefinition {
  readonly name: string;
  readonly type: AttributeType;
}

export interface TableDefinition {
  /** Logical id; also the table name in a persisted sandbox (tests' sandboxes add a prefix of their own). */
  readonly id: string;
  /** Environment variable through which functions receive the table name. */
  readonly envVar: string;
  readonly partitionKey: KeyDefinition;
  readonly sortKey?: KeyDefinition;
  readonly globalSecondaryIndexes?: readonly {
    readonly indexName: string;
    readonly partitionKey: KeyDefinition;
    readonly sortKey?: KeyDefinition;
  }[];
  /** Attribute DynamoDB TTL deletes by in AWS (best-effort, days after expiry; code must not rely on deletion). */
  readonly timeToLiveAttribute?: string;
}

export interface BucketDefinition {
  readonly id: string;
  readonly envVar: string;
  /** Days after which objects expire. @default no expiry */
  readonly expireAfterDays?: number;
  /** Days after which the objects under each key prefix expire (the others are kept as expireAfterDays says). */
  readonly expireUnderPrefix?: Readonly<Record<string, number>>;
}

export interface QueueDefinition {
  readonly id: string;
  /** Environment variable through which functions receive the queue URL. */
  readonly envVar: string;
  /** How long messages are kept. @default 14 days (the SQS maximum) */
  readonly retentionDays?: number;
}

/** describe: DescribeTable only (health probes). */
export type TableAccess = 'describe' | 'read' | 'write' | 'readWrite';
/** probe: HeadBucket only (health probes). */
export type BucketAccess = 'probe' | 'read' | 'write' | 'readWrite';
/** start: StartExecution; taskResponse: SendTaskSuccess/Failure/Heartbeat; read: Describe*. */
export type StateMachineAccess = 'start' | 'taskResponse' | 'read';

/** What a function may touch. The stack turns each entry into a least-privilege grant. */
export interface FunctionAccess {
  readonly tables?: Readonly<Record<string, TableAccess>>;
  readonly buckets?: Readonly<Record<string, BucketAccess>>;
  readonly stateMachines?: Readonly<Record<string, readonly StateMachineAccess[]>>;
  /** PutEvents on the application bus. */
  readonly publishEvents?: boolean;
  /** bedrock:InvokeModel / Converse on the stage's configured model ids. */
  readonly invokeBedrock?: boolean;
  /** transcribe:StartTranscriptionJob / GetTranscriptionJob. */
  readonly transcribe?: boolean;
  /** transcribe:GetVocabulary on the custom vocabularies whose names start with this prefix, and CreateVocabulary (which takes no resource). */
  readonly transcribeVocabularies?: string;
  /** transcribe:DeleteVocabulary on the custom vocabularies whose names start with this prefix, and ListVocabularies (which takes no resource). */
  readonly transcribeVocabularyCleanup?: string;
  /** SQS queues, by id. */
  readonly queues?: Readonly<Record<string, 'send' | 'consume'>>;
  /** execute-api:Invoke / lambda:InvokeFunctionUrl + lambda:InvokeFunction anywhere: to SigV4-sign callbacks to callers' endpoints. */
  readonly signCallbacks?: boolean;
}

/** Settings a stage decides at deploy time (lib/config/stages.ts, `-c` context), passed to the functions that declare them. */
export const STAGE_SETTINGS = ['piiRedactionDefault', 'vocabularyMaxWaitSeconds', 'vocabularyUnusedDays'] as const;
export type StageSetting = (typeof STAGE_SETTINGS)[number];
/** What a stage gets unless its deployment says otherwise (and what the sandbox runs with). */
export const STAGE_SETTING_DEFAULTS: Readonly<Record<StageSetting, string>> = {
  piiRedactionDefault: 'off',
  // Transcribe builds a new custom vocabulary in minutes; the first job with new key terms waits at most this long.
  vocabularyMaxWaitSeconds: '600',
  // A custom vocabulary no job used for this long is deleted (the account holds at most 100).
  vocabularyUnusedDays: '14',
};

export interface FunctionDefinition {
  /** Logical id; also the function's sandbox name. PascalCase. */
  readonly id: string;
  /** Source file relative to the repository root, exporting `handler`. */
  readonly entry: string;
  readonly description: string;
  /** @default 10 */
  readonly timeoutSeconds?: number;
  /** @default 512 */
  readonly memoryMb?: number;
  /** Lambda response streaming (awslambda.streamifyResponse). @default false */
  readonly streaming?: boolean;
  readonly access: FunctionAccess;
  /** Extra plain environment values (resource names are injected from `access`). */
  readonly environment?: Readonly<Record<string, string>>;
  /** Environment variables holding a stage setting: variable name → setting. */
  readonly stageSettings?: Readonly<Record<string, StageSetting>>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway resource path, e.g. /v1/transcripts/{jobId}. */
  readonly path: string;
  readonly functionId: string;
  /** iam: AWS_IAM authorization (SigV4). none: only for health. */
  readonly auth: 'iam' | 'none';
}

/** How a `${Placeholder}` in an ASL file is filled in. */
export type Substitution =
  | { readonly functionArn: string }
  | { readonly tableName: string }
  | { readonly bucketName: string }
  | { readonly queueUrl: string }
  | { readonly eventBusName: true }
  | { readonly value: string };

export interface StateMachineDefinition {
  readonly id: string;
  /** Functions the state machine may invoke are derived from its `functionArn` substitutions; other access here. */
  readonly access?: Pick<FunctionAccess, 'tables' | 'buckets' | 'queues' | 'publishEvents'>;
  /** ASL file relative to the repository root. */
  readonly file: string;
  /** Environment variable through which functions receive the state machine ARN. */
  readonly envVar: string;
  readonly substitutions: Readonly<Record<string, Substitution>>;
  readonly timeoutSeconds: number;
}

export interface EventRuleDefinition {
  readonly id: string;
  readonly description: string;
  /** application: the app's custom bus; default: the account's default bus (AWS service events). */
  readonly bus: 'application' | 'default';
  /** EventBridge event pattern, applied verbatim by AWS and by the sandbox bus. Absent on a schedule rule. */
  readonly eventPattern?: Readonly<Record<string, unknown>>;
  /**
   * A schedule rule instead: the target runs every this many minutes (`rate(n minutes)`, on the default bus) with
   * a "Scheduled Event". The sandbox also runs it once at start-up.
   */
  readonly scheduleRateMinutes?: number;
  /** A function (async invoke) or a state machine (StartExecution with the event as input). */
  readonly target: { readonly functionId: string } | { readonly stateMachineId: string };
  readonly retryPolicy: { readonly maximumEventAgeSeconds: number; readonly maximumRetryAttempts: number };
}

/** One service's contribution; lib/definitions/index.ts merges them. */
export interface ServiceDefinition {
  readonly tables?: readonly TableDefinition[];
  readonly buckets?: readonly BucketDefinition[];
  readonly queues?: readonly QueueDefinition[];
  readonly functions?: readonly FunctionDefinition[];
  readonly routes?: readonly RouteDefinition[];
  readonly stateMachines?: readonly StateMachineDefinition[];
  readonly eventRules?: readonly EventRuleDefinition[];
}

export interface ApplicationDefinition {
  readonly tables: readonly TableDefinition[];
  readonly buckets: readonly BucketDefinition[];
  readonly queues: readonly QueueDefinition[];
  readonly functions: readonly FunctionDefinition[];
  readonly routes: readonly RouteDefinition[];
  readonly stateMachines: readonly StateMachineDefinition[];
  readonly eventRules: readonly EventRuleDefinition[];
}
