import { ArnFormat, Stack } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { EventBus } from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import type {
  BatchInferenceJobAction,
  BucketDefinition,
  FunctionAccess,
  QueueDefinition,
  ServiceRoleDefinition,
  StateMachineAccess,
  TableDefinition,
} from '../definitions';
import type { StageConfig } from '../config/stages';
import { inferenceProfileId } from './function-environment';
import { acknowledgeNag, nagArn, nagArnAttribute } from './nag';

export interface Provisioned<Definition, Resource> {
  readonly definition: Definition;
  readonly resource: Resource;
}

export interface ProvisionedStateMachine {
  /** Built from the state machine's known name, so a function the state machine invokes can be granted access to it without a dependency cycle. */
  readonly arn: string;
  readonly name: string;
}

/** The application's resources by definition id. */
export interface ApplicationResources {
  readonly tables: ReadonlyMap<string, Provisioned<TableDefinition, Table>>;
  readonly buckets: ReadonlyMap<string, Provisioned<BucketDefinition, Bucket>>;
  readonly queues: ReadonlyMap<string, Provisioned<QueueDefinition, Queue>>;
  readonly stateMachines: ReadonlyMap<string, ProvisionedStateMachine>;
  /** Roles AWS services assume for the application (ServiceRoleDefinition). */
  readonly serviceRoles: ReadonlyMap<string, Provisioned<ServiceRoleDefinition, iam.Role>>;
  readonly eventBus: EventBus;
}

export const lookup = <T>(map: ReadonlyMap<string, T>, kind: string, id: string): T => {
  const found = map.get(id);
  if (!found) throw new Error(`Unknown ${kind} "${id}": declare it in lib/definitions first.`);
  return found;
};

/** Execution ARNs of a state machine, for the execution-level actions. */
export const executionArnsOf = (scope: IConstruct, stateMachineName: string): string =>
  Stack.of(scope).formatArn({
    service: 'states',
    resource: 'execution',
    resourceName: `${stateMachineName}:*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });

const STATE_MACHINE_ACTIONS: Readonly<Record<StateMachineAccess, readonly string[]>> = {
  start: ['states:StartExecution'],
  taskResponse: ['states:SendTaskSuccess', 'states:SendTaskFailure', 'states:SendTaskHeartbeat'],
  read: ['states:DescribeStateMachine', 'states:ListExecutions'],
};

const S3_WILDCARD_REASONS = {
  'Action::s3:GetObject*': 'CDK read grant: GetObject and its version/ACL/tagging variants on this bucket only.',
  'Action::s3:GetBucket*': 'CDK read grant: bucket metadata reads on this bucket only.',
  'Action::s3:List*': 'CDK read grant: listing this bucket only.',
  'Action::s3:DeleteObject*': 'CDK write grant: overwriting and deleting objects of this bucket only.',
  'Action::s3:Abort*': 'CDK write grant: aborting multipart uploads to this bucket only.',
} as const;

const S3_GRANT_WILDCARDS = {
  read: ['Action::s3:GetObject*', 'Action::s3:GetBucket*', 'Action::s3:List*'],
  write: ['Action::s3:DeleteObject*', 'Action::s3:Abort*'],
  readWrite: ['Action::s3:GetObject*', 'Action::s3:GetBucket*', 'Action::s3:List*', 'Action::s3:DeleteObject*', 'Action::s3:Abort*'],
} as const;

const BATCH_INFERENCE_JOB_ACTIONS: Readonly<Record<BatchInferenceJobAction, string>> = {
  create: 'bedrock:CreateModelInvocationJob',
  get: 'bedrock:GetModelInvocationJob',
  stop: 'bedrock:StopModelInvocationJob',
};

/**
 * What a Bedrock call on the stage's `modelIds` is authorized against: each model's cross-region inference profile
 * and the foundation model, in whichever region of the profile's geography serves the call (`foundationModelsOnly`:
 * the foundation models, for actions whose Service Authorization Reference entry takes no inference profile, as
 * CreateModelInvocationJob). `scope` receives the acknowledgment of that region wildcard.
 */
export const bedrockModelArns = (
  scope: IConstruct,
  config: StageConfig,
  modelIds: readonly string[],
  foundationModelsOnly = false,
): string[] => {
  const stack = Stack.of(scope);
  for (const modelId of modelIds) {
    acknowledgeNag(
      scope,
      'IAM5',
      'Cross-region inference profiles serve a call from any region of their geography; the model id is fixed.',
      `Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${modelId}`,
    );
  }
  return [
    ...(foundationModelsOnly
      ? []
      : modelIds.map((modelId) =>
          stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: inferenceProfileId(config.bedrock, modelId) }),
        )),
    ...modelIds.map((modelId) =>
      stack.formatArn({ service: 'bedrock', region: '*', account: '', resource: 'foundation-model', resourceName: modelId }),
    ),
  ];
};

/**
 * Turns an `access` declaration into least-privilege grants on `grantee`. `scope` (the grantee's construct)
 * receives the cdk-nag acknowledgments for the wildcards a grant implies, each with its reason.
 */
export const grantAccess = (
  scope: IConstruct,
  grantee: iam.IGrantable,
  access: FunctionAccess,
  resources: ApplicationResources,
  config: StageConfig,
): void => {
  const stack = Stack.of(scope);
  const allow = (actions: readonly string[], resourceArns: string[]) =>
    grantee.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...actions], resources: resourceArns }));
  const acknowledgeWildcard = (finding: string, reason: string) => acknowledgeNag(scope, 'IAM5', reason, finding);

  for (const [id, mode] of Object.entries(access.tables ?? {})) {
    const { definition, resource: table } = lookup(resources.tables, 'table', id);
    if (mode === 'describe') allow(['dynamodb:DescribeTable'], [table.tableArn]);
    if (mode === 'read') table.grantReadData(grantee);
    if (mode === 'write') table.grantWriteData(grantee);
    if (mode === 'readWrite') table.grantReadWriteData(grantee);
    if (mode !== 'describe' && (definition.globalSecondaryIndexes?.length ?? 0) > 0) {
      acknowledgeWildcard(
        `Resource::${nagArnAttribute(table)}/index/*`,
        `Queries may use any index of table ${id}, and only of that table.`,
      );
    }
  }

  for (const [id, mode] of Object.entries(access.buckets ?? {})) {
    const { resource: bucket } = lookup(resources.buckets, 'bucket', id);
    // HeadBucket is authorised by s3:ListBucket on the bucket itself; no object access.
    if (mode === 'probe') allow(['s3:ListBucket'], [bucket.bucketArn]);
    if (mode === 'read') bucket.grantRead(grantee);
    if (mode === 'write') bucket.grantWrite(grantee);
    if (mode === 'readWrite') bucket.grantReadWrite(grantee);
    if (mode !== 'probe') {
      for (const finding of S3_GRANT_WILDCARDS[mode]) acknowledgeWildcard(finding, S3_WILDCARD_REASONS[finding]);
      acknowledgeWildcard(
        `Resource::${nagArnAttribute(bucket)}/*`,
        `Objects are keyed per job/batch at run time; access covers bucket ${id} only.`,
      );
    }
  }

  for (const [id, mode] of Object.entries(access.queues ?? {})) {
    const { resource: queue } = lookup(resources.queues, 'queue', id);
    if (mode === 'send') queue.grantSendMessages(grantee);
    else queue.grantConsumeMessages(grantee);
  }

  for (const [id, modes] of Object.entries(access.stateMachines ?? {})) {
    const stateMachine = lookup(resources.stateMachines, 'state machine', id);
    for (const mode of modes) allow(STATE_MACHINE_ACTIONS[mode], [stateMachine.arn]);
    if (modes.includes('read')) {
      allow(['states:DescribeExecution', 'states:GetExecutionHistory'], [executionArnsOf(scope, stateMachine.name)]);
      acknowledgeWildcard(
        `Resource::${nagArn(scope, 'states', `execution:${stateMachine.name}:*`)}`,
        `Execution names are generated per job; reads are limited to executions of ${id}.`,
      );
    }
  }

  if (access.publishEvents) resources.eventBus.grantPutEventsTo(grantee);

  if (access.invokeBedrock) {
    const { bedrock } = config;
    const modelIds = [...new Set([...Object.values(bedrock.contextualization), bedrock.evaluator])];
    allow(['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'], bedrockModelArns(scope, config, modelIds));
  }

  if (access.batchInferenceJobs) {
    const { actions, passRole } = access.batchInferenceJobs;
    const jobs = stack.formatArn({ service: 'bedrock', resource: 'model-invocation-job', resourceName: '*' });
    acknowledgeWildcard(
      `Resource::${nagArn(scope, 'bedrock', 'model-invocation-job/*')}`,
      'Bedrock names a batch inference job when it creates it; only model invocation jobs are granted.',
    );
    if (actions.includes('create')) {
      if (!passRole) throw new Error('batchInferenceJobs with create needs passRole: the service role Bedrock runs the job with.');
      allow([BATCH_INFERENCE_JOB_ACTIONS.create], [jobs, ...bedrockModelArns(scope, config, [config.bedrock.evaluator], true)]);
      const { resource: role } = lookup(resources.serviceRoles, 'service role', passRole);
      grantee.grantPrincipal.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['iam:PassRole'],
          resources: [role.roleArn],
          conditions: { StringEquals: { 'iam:PassedToService': 'bedrock.amazonaws.com' } },
        }),
      );
    }
    const others = actions.filter((action) => action !== 'create').map((action) => BATCH_INFERENCE_JOB_ACTIONS[action]);
    if (others.length > 0) allow(others, [jobs]);
  }

  if (access.transcribe) {
    // Transcribe reads the media with the caller's credentials: the function also declares read access to the media bucket.
    allow(['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob'], ['*']);
    acknowledgeWildcard(
      'Resource::*',
      'Amazon Transcribe job actions support no resource-level permissions (the job name is chosen per request).',
    );
  }

  if (access.transcribeVocabularies) {
    allow(
      ['transcribe:GetVocabulary'],
      [stack.formatArn({ service: 'transcribe', resource: 'vocabulary', resourceName: `${access.transcribeVocabularies}*` })],
    );
    acknowledgeWildcard(
      `Resource::${nagArn(scope, 'transcribe', `vocabulary/${access.transcribeVocabularies}*`)}`,
      "Custom vocabularies are named after the hash of a job's key terms, unknown at deploy time; only this application's prefix is granted.",
    );
    allow(['transcribe:CreateVocabulary'], ['*']);
    acknowledgeWildcard(
      'Resource::*',
      'Amazon Transcribe job actions and CreateVocabulary support no resource-level permissions (IAM evaluates them on *).',
    );
  }

  if (access.transcribeVocabularyCleanup) {
    allow(
      ['transcribe:DeleteVocabulary'],
      [stack.formatArn({ service: 'transcribe', resource: 'vocabulary', resourceName: `${access.transcribeVocabularyCleanup}*` })],
    );
    acknowledgeWildcard(
      `Resource::${nagArn(scope, 'transcribe', `vocabulary/${access.transcribeVocabularyCleanup}*`)}`,
      "Custom vocabularies are named after the hash of a job's key terms, unknown at deploy time; only this application's prefix is granted.",
    );
    allow(['transcribe:ListVocabularies'], ['*']);
    acknowledgeWildcard('Resource::*', 'ListVocabularies supports no resource-level permissions (IAM evaluates it on *).');
  }

  if (access.signCallbacks) {
    // Since October 2025 a function URL with IAM auth needs lambda:InvokeFunction besides lambda:InvokeFunctionUrl.
    allow(['execute-api:Invoke', 'lambda:InvokeFunctionUrl', 'lambda:InvokeFunction'], ['*']);
    acknowledgeWildcard(
      'Resource::*',
      "Callbacks are SigV4-signed requests to endpoints in the callers' own accounts, unknown at deploy time; the callers' resource policies decide.",
    );
  }
};
