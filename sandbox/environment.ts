import { stageConfig } from '../lib/config/stages';
import { injectedEnvironment } from '../lib/constructs/function-environment';
import type { ApplicationDefinition } from '../lib/definitions';
import { PLATFORM_ENV } from '../lib/definitions';
import { SANDBOX_SIGNING_CREDENTIALS } from '../src/adapters/http/callback-verifier';

/** The sandbox's fixed, documented identity. Nothing here is a real AWS credential. */
export const SANDBOX_ACCOUNT = '000000000000';
export const SANDBOX_REGION = SANDBOX_SIGNING_CREDENTIALS.region;
export const SANDBOX_STAGE = 'sandbox';
export const SANDBOX_EVENT_BUS = 'contact-center-sandbox';
/** Every request to the sandbox API is made by this principal (the contract: no authentication locally). */
export const SANDBOX_PRINCIPAL = `arn:aws:iam::${SANDBOX_ACCOUNT}:user/sandbox`;
/** The local key pair handlers run with; sandbox callbacks are SigV4-signed with it (documented for receivers). */
export const SANDBOX_CREDENTIALS = {
  accessKeyId: SANDBOX_SIGNING_CREDENTIALS.accessKeyId,
  secretAccessKey: SANDBOX_SIGNING_CREDENTIALS.secretAccessKey,
};

export const localFunctionArn = (functionId: string): string =>
  `arn:aws:lambda:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:function:${functionId}`;
export const localStateMachineArn = (stateMachineId: string): string =>
  `arn:aws:states:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:stateMachine:${stateMachineId}`;
export const localBucketName = (bucketId: string): string =>
  `sandbox-${bucketId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
export const localQueueUrl = (awsEndpoint: string, queueId: string): string => `${awsEndpoint}/${SANDBOX_ACCOUNT}/${queueId}`;

export interface LocalEndpoints {
  readonly dynamodb: string;
  readonly s3: string;
  /** The sandbox's Step Functions / EventBridge / SQS emulator; also the catch-all for every other service. */
  readonly aws: string;
  /** The sandbox's Bedrock Runtime (Converse). */
  readonly bedrockRuntime: string;
  /** The local Amazon Transcribe (sandbox/transcribe/). */
  readonly transcribe: string;
}

/** The Bedrock model ids the stack injects for `invokeBedrock` functions: the default stage's models. */
const bedrockModelEnvironment = (app: ApplicationDefinition): Record<string, string> => {
  const unused = () => '';
  return injectedEnvironment({ invokeBedrock: true }, app, { table: unused, bucket: unused, queue: unused, stateMachineArn: unused }, stageConfig().bedrock);
};

/**
 * The environment every handler runs with in the sandbox: the same variable names the CDK stack sets, with
 * local values, and the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables pointing at local services.
 * AWS_ENDPOINT_URL catches every other service (Bedrock, STS...), whose calls then fail fast
 * locally instead of reaching AWS.
 */
export const handlerEnvironment = (
  app: ApplicationDefinition,
  endpoints: LocalEndpoints,
  logLevel: string,
): Record<string, string> => {
  const env: Record<string, string> = {
    [PLATFORM_ENV.stage]: SANDBOX_STAGE,
    [PLATFORM_ENV.runtimeMode]: 'sandbox',
    [PLATFORM_ENV.eventBusName]: SANDBOX_EVENT_BUS,
    AWS_REGION: SANDBOX_REGION,
    AWS_DEFAULT_REGION: SANDBOX_REGION,
    AWS_ACCESS_KEY_ID: SANDBOX_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: SANDBOX_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL: endpoints.aws,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SFN: endpoints.aws,
    AWS_ENDPOINT_URL_EVENTBRIDGE: endpoints.aws,
    AWS_ENDPOINT_URL_SQS: endpoints.aws,
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: endpoints.bedrockRuntime,
    ...bedrockModelEnvironment(app),
    AWS_ENDPOINT_URL_TRANSCRIBE: endpoints.transcribe,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver stores a streamed upload's aws-chunked checksum framing as object data; S3 strips it. Only
    // checksum when an operation requires one, so streamed uploads are sent plain.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    POWERTOOLS_SERVICE_NAME: 'contact-center-sandbox',
    POWERTOOLS_LOG_LEVEL: logLevel,
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_METRICS_DISABLED: 'true',
    AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
  };
  for (const table of app.tables) env[table.envVar] = table.id;
  for (const bucket of app.buckets) env[bucket.envVar] = localBucketName(bucket.id);
  for (const queue of app.queues) env[queue.envVar] = localQueueUrl(endpoints.aws, queue.id);
  for (const machine of app.stateMachines) env[machine.envVar] = localStateMachineArn(machine.id);
  // Handlers share one process here, so per-function values must not disagree.
  for (const fn of app.functions) {
    for (const [name, value] of Object.entries(fn.environment ?? {})) {
      if (name in env && env[name] !== value) {
        throw new Error(`Function ${fn.id} sets ${name} differently from another function; the sandbox runs all handlers in one process.`);
      }
      env[name] = value;
    }
  }
  return env;
};

/** Variables from the developer's shell that would send SDK calls to real AWS or another profile. */
export const AMBIENT_AWS_VARIABLES = ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_CONTAINER_CREDENTIALS_FULL_URI', 'AWS_WEB_IDENTITY_TOKEN_FILE', 'AWS_ROLE_ARN'];
