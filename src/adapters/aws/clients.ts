import { BedrockClient } from '@aws-sdk/client-bedrock';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { TranscribeClient } from '@aws-sdk/client-transcribe';

/**
 * AWS SDK clients, passed into adapters; handlers get them from lambdas/wiring.ts, which keeps one per service
 * per cold start. Endpoints come from the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, which the sandbox
 * points at its local services; S3 needs path-style addressing there (S3_FORCE_PATH_STYLE=true).
 */
export const createDocumentClient = (client: DynamoDBClient = new DynamoDBClient({})): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });

export const createDynamoDbClient = (): DynamoDBClient => new DynamoDBClient({});

export const createS3Client = (): S3Client => new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });

export const createSfnClient = (): SFNClient => new SFNClient({});

export const createEventBridgeClient = (): EventBridgeClient => new EventBridgeClient({});

/**
 * Bedrock Runtime sends nothing until a Converse answer is complete and has no default timeout, so a hung
 * call would wait for the function's own timeout: each attempt is bounded by `attemptTimeoutMs`. Throttling
 * (ThrottlingException, 429) and 5xx answers are retried by the SDK's standard strategy, with exponential
 * backoff and full jitter (base 1 s for throttling, at most 20 s a wait), up to `maxAttempts` attempts.
 */
export const createBedrockRuntimeClient = (settings: {
  readonly attemptTimeoutMs: number;
  readonly maxAttempts: number;
}): BedrockRuntimeClient =>
  new BedrockRuntimeClient({
    maxAttempts: settings.maxAttempts,
    requestHandler: { requestTimeout: settings.attemptTimeoutMs, disableConcurrentStreams: true },
  });

export const createTranscribeClient = (): TranscribeClient => new TranscribeClient({});

/** Amazon Bedrock's control plane (batch inference jobs); AWS_ENDPOINT_URL_BEDROCK points it at the sandbox. */
export const createBedrockClient = (): BedrockClient => new BedrockClient({});

type BedrockBounds = Parameters<typeof createBedrockRuntimeClient>[0];

const shared: {
  dynamoDb?: DynamoDBClient;
  documents?: DynamoDBDocumentClient;
  s3?: S3Client;
  sfn?: SFNClient;
  eventBridge?: EventBridgeClient;
  transcribe?: TranscribeClient;
  bedrockRuntime?: BedrockRuntimeClient;
  bedrock?: BedrockClient;
} = {};

/**
 * One client per AWS service per cold start (the module scope of a function's bundle), each created on first
 * use so that a function builds only the clients it calls. The document client wraps the one DynamoDB client.
 */
export const sharedClients = {
  dynamoDb: (): DynamoDBClient => (shared.dynamoDb ??= createDynamoDbClient()),
  documents: (): DynamoDBDocumentClient => (shared.documents ??= createDocumentClient(sharedClients.dynamoDb())),
  s3: (): S3Client => (shared.s3 ??= createS3Client()),
  sfn: (): SFNClient => (shared.sfn ??= createSfnClient()),
  eventBridge: (): EventBridgeClient => (shared.eventBridge ??= createEventBridgeClient()),
  transcribe: (): TranscribeClient => (shared.transcribe ??= createTranscribeClient()),
  /** A function's model calls have one set of bounds, so the first caller's are the function's. */
  bedrockRuntime: (bounds: BedrockBounds): BedrockRuntimeClient => (shared.bedrockRuntime ??= createBedrockRuntimeClient(bounds)),
  bedrock: (): BedrockClient => (shared.bedrock ??= createBedrockClient()),
};
