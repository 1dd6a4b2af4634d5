import { SANDBOX_ACCOUNT, SANDBOX_EVENT_BUS, SANDBOX_REGION } from '../environment';

/** The ARNs IAM evaluates sandbox calls against: the same shapes AWS uses, naming the local resources. */

const regional = (service: string, resource: string) => `arn:aws:${service}:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:${resource}`;

export const localTableArn = (tableName: string, indexName?: string): string =>
  regional('dynamodb', `table/${tableName}${indexName ? `/index/${indexName}` : ''}`);
export const localBucketArn = (bucketName: string): string => `arn:aws:s3:::${bucketName}`;
export const localObjectArn = (bucketName: string, key: string): string => `arn:aws:s3:::${bucketName}/${key}`;
/** From a queue URL (…/<account>/<name>) or a queue name. */
export const localQueueArn = (queueUrlOrName: string): string => regional('sqs', queueUrlOrName.split('/').pop() ?? queueUrlOrName);
/** From a bus name or ARN; an omitted bus is the account's default bus. */
export const localEventBusArn = (busNameOrArn = 'default'): string =>
  busNameOrArn.startsWith('arn:') ? busNameOrArn : regional('events', `event-bus/${busNameOrArn}`);
export const localRuleArn = (ruleId: string, bus: 'application' | 'default'): string =>
  regional('events', `rule/${bus === 'application' ? `${SANDBOX_EVENT_BUS}/` : ''}${ruleId}`);
export const localExecutionArn = (stateMachineId: string, executionName: string): string =>
  regional('states', `execution:${stateMachineId}:${executionName}`);
/** The role ARN of a template role, by its logical id. */
export const localRoleArn = (roleLogicalId: string): string => `arn:aws:iam::${SANDBOX_ACCOUNT}:role/${roleLogicalId}`;

const INFERENCE_PROFILE_GEOGRAPHIES = /^(us|eu|apac|global|us-gov|ca|jp|au)\./;

const foundationModelArn = (modelId: string) => `arn:aws:bedrock:${SANDBOX_REGION}::foundation-model/${modelId}`;

/**
 * What bedrock:InvokeModel (which also authorizes Converse) is evaluated against for a request's modelId. A
 * cross-region inference profile id (`us.anthropic…`) needs the profile and the foundation model it routes
 * to (here, in the sandbox region); any other id names a foundation model; an ARN is taken as given.
 */
export const bedrockModelArns = (modelId: string): string[] => {
  if (modelId.startsWith('arn:')) return [modelId];
  if (INFERENCE_PROFILE_GEOGRAPHIES.test(modelId)) {
    return [regional('bedrock', `inference-profile/${modelId}`), foundationModelArn(modelId.replace(INFERENCE_PROFILE_GEOGRAPHIES, ''))];
  }
  return [foundationModelArn(modelId)];
};

/**
 * What Transcribe's job actions are evaluated against: GetTranscriptionJob on the job's ARN;
 * StartTranscriptionJob takes no resource type (IAM evaluates it on `*`).
 */
export const localTranscriptionJobArn = (jobName: string): string => regional('transcribe', `transcription-job/${jobName}`);

/** A Bedrock batch inference job: what CreateModelInvocationJob (with the model), Get and Stop are evaluated against. */
export const localModelInvocationJobArn = (jobId: string): string => regional('bedrock', `model-invocation-job/${jobId}`);
