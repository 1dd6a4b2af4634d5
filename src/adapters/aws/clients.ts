import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';

/**
 * AWS SDK clients, created once per handler module and passed into adapters. Endpoints come from the SDK's
 * standard AWS_ENDPOINT_URL_<SERVICE> variables, which the sandbox points at its local services; S3 needs
 * path-style addressing there (S3_FORCE_PATH_STYLE=true).
 */
export const createDocumentClient = (): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });

export const createDynamoDbClient = (): DynamoDBClient => new DynamoDBClient({});

export const createS3Client = (): S3Client =>
  new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });

export const createSfnClient = (): SFNClient => new SFNClient({});

export const createEventBridgeClient = (): EventBridgeClient => new EventBridgeClient({});

/**
 * Bedrock Runtime sends nothing until a Converse answer is complete and has no default timeout, so a hung
 * call would wait for the function's own timeout: each attempt is bounded by `attemptTimeoutMs`. Throttling
 * (ThrottlingException, 429) and 5xx answers are retried by the SDK's standard strategy, with exponential
 * backoff and full jitter (base 1 s for throttling, at most 20 s a wait), up to `maxAttempts` attempts.
 */
export const createBedrockRuntimeClient = (settings: { readonly attemptTimeoutMs: number; readonly maxAttempts: number }): BedrockRuntimeClient =>
  new BedrockRuntimeClient({ maxAttempts: settings.maxAttempts, requestHandler: { requestTimeout: settings.attemptTimeoutMs, disableConcurrentStreams: true } });
