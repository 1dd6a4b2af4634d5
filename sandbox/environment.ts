/** The sandbox's fixed, documented identity. Nothing here is a real AWS credential. */
export const SANDBOX_ACCOUNT = '000000000000';
export const SANDBOX_REGION = 'us-east-1';
export const SANDBOX_STAGE = 'sandbox';
export const SANDBOX_EVENT_BUS = 'contact-center-sandbox';
/** Every request to the sandbox API is made by this principal (the contract: no authentication locally). */
export const SANDBOX_PRINCIPAL = `arn:aws:iam::${SANDBOX_ACCOUNT}:user/sandbox`;
/**
 * The sandbox's documented key pair: the callback deliverer's identity, so sandbox callbacks are SigV4-signed
 * with it (documented for receivers, who find it as SANDBOX_SIGNING_CREDENTIALS beside the product's callback
 * verifier: test/callbacks/sandbox-callbacks.test.ts keeps the two equal), and IAM evaluates what that function
 * calls. With SANDBOX_AUTH=sigv4 the same access key signs with a secret of the run instead (aws-access.ts).
 */
export const SANDBOX_CREDENTIALS = {
  accessKeyId: 'AKIASANDBOXLOCAL0001',
  secretAccessKey: 'sandbox-local-secret-key-do-not-use-in-aws',
};
/**
 * The key pair of whoever drives the sandbox from outside its functions (tests, the CLI, tools run beside it):
 * no function owns it, so IAM records its calls as external and lets them through, as an administrator's would.
 * Documented for a sandbox without authentication; with SANDBOX_AUTH=sigv4 its secret is the run's own.
 */
export const SANDBOX_OPERATOR_CREDENTIALS = {
  accessKeyId: 'AKIASANDBOXOPERATOR1',
  secretAccessKey: SANDBOX_CREDENTIALS.secretAccessKey,
};

export const localFunctionArn = (functionId: string): string =>
  `arn:aws:lambda:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:function:${functionId}`;
export const localStateMachineArn = (stateMachineId: string): string =>
  `arn:aws:states:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:stateMachine:${stateMachineId}`;
export const localBucketName = (bucketId: string): string => `sandbox-${bucketId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
export const localQueueUrl = (awsEndpoint: string, queueId: string): string => `${awsEndpoint}/${SANDBOX_ACCOUNT}/${queueId}`;

export interface LocalEndpoints {
  readonly dynamodb: string;
  readonly s3: string;
  /** The sandbox's Step Functions / EventBridge / SQS emulator; also the catch-all for every other service. */
  readonly aws: string;
  /** The sandbox's Bedrock Runtime (Converse). */
  readonly bedrockRuntime: string;
  /** The sandbox's Bedrock control plane (batch inference jobs). */
  readonly bedrock: string;
  /** The local Amazon Transcribe (sandbox/transcribe/). */
  readonly transcribe: string;
  /** Loopback ports the relaxation of caller URLs never reaches: a sealed sandbox's own (docs/sandbox-security.md). */
  readonly excludedLoopbackPorts: readonly number[];
}

/**
 * What a shell (or test) talking to the sandbox needs, set in the sandbox's own process: the region, the
 * operator's key pair and the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables pointing at the local
 * services. AWS_ENDPOINT_URL catches every other service, whose calls then fail fast locally instead of
 * reaching AWS. Functions get these too, each with its own credentials (sandbox/lambda-environment.ts).
 */
export const localAwsEnvironment = (
  endpoints: LocalEndpoints,
  credentials: { readonly accessKeyId: string; readonly secretAccessKey: string },
): Record<string, string> => ({
  AWS_REGION: SANDBOX_REGION,
  AWS_DEFAULT_REGION: SANDBOX_REGION,
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  AWS_ENDPOINT_URL: endpoints.aws,
  AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
  AWS_ENDPOINT_URL_S3: endpoints.s3,
  AWS_ENDPOINT_URL_SFN: endpoints.aws,
  AWS_ENDPOINT_URL_EVENTBRIDGE: endpoints.aws,
  AWS_ENDPOINT_URL_SQS: endpoints.aws,
  AWS_ENDPOINT_URL_BEDROCK_RUNTIME: endpoints.bedrockRuntime,
  AWS_ENDPOINT_URL_BEDROCK: endpoints.bedrock,
  AWS_ENDPOINT_URL_TRANSCRIBE: endpoints.transcribe,
  S3_FORCE_PATH_STYLE: 'true',
  // s3rver stores a streamed upload's aws-chunked checksum framing as object data; S3 strips it. Only
  // checksum when an operation requires one, so streamed uploads are sent plain.
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
});

/** Variables from the developer's shell that would send SDK calls to real AWS or another profile. */
export const AMBIENT_AWS_VARIABLES = [
  'AWS_SESSION_TOKEN',
  'AWS_PROFILE',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_ROLE_ARN',
];
