import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArnFormat, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from './config/stages';
import { analyzeAsl, type TaskCall } from './constructs/asl-tasks';
import { functionEnvironment, resolveEnvironment, stageBedrockModel, type DeploymentValues } from './constructs/function-environment';
import { AnalyticsCatalog } from './constructs/analytics-catalog';
import { acknowledgeNag, nagArn, nagArnAttribute } from './constructs/nag';
import { addProblemGatewayResponses } from './constructs/problem-gateway-responses';
import {
  type ApplicationResources,
  bedrockModelArns,
  grantAccess,
  lookup,
  type Provisioned,
  type ProvisionedStateMachine,
} from './constructs/resource-access';
import { ServiceFunction } from './constructs/service-function';
import {
  application as defaultApplication,
  type ApplicationDefinition,
  type BucketDefinition,
  type EventRuleDefinition,
  type FunctionDefinition,
  type QueueDefinition,
  type RouteDefinition,
  type ServiceRoleDefinition,
  type StateMachineDefinition,
  type Substitution,
  type TableDefinition,
} from './definitions';

export interface ContactCenterStackProps extends StackProps {
  readonly config: StageConfig;
  /** The resources to deploy. @default `application` from lib/definitions */
  readonly application?: ApplicationDefinition;
  /** Directory that function entries and ASL files are relative to. @default the repository root */
  readonly rootDir?: string;
}

const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The only route callers may reach without SigV4 (load balancers and uptime checks probe it). */
const UNAUTHENTICATED_ROUTE = 'GET /v1/health';

/**
 * Everything the application definitions declare, deployed with secure defaults. Built generically from the
 * definitions: a service adds a table, bucket, queue, function, route, state machine or event rule in
 * lib/definitions and this stack needs no change.
 */
export class ContactCenterStack extends Stack {
  readonly functions = new Map<string, ServiceFunction>();
  readonly stateMachines = new Map<string, sfn.StateMachine>();
  readonly api?: apigateway.RestApi;

  /** What the definitions declared, by id (tests map ids to logical ids through it). */
  readonly resources: ApplicationResources;

  private readonly config: StageConfig;
  private readonly rootDir: string;
  private readonly alarmTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: ContactCenterStackProps) {
    super(scope, id, props);
    this.config = props.config;
    this.rootDir = props.rootDir ?? REPOSITORY_ROOT;
    const app = props.application ?? defaultApplication;

    const eventBus = new events.EventBus(this, 'ApplicationBus', { eventBusName: `${this.config.resourcePrefix}-application` });
    const buckets = this.provision(app.buckets, 'Buckets', (scope, definition) => this.createBucket(scope, definition));
    this.resources = {
      eventBus,
      tables: this.provision(app.tables, 'Tables', (scope, definition) => this.createTable(scope, definition)),
      buckets,
      queues: this.provision(app.queues, 'Queues', (scope, definition) => this.createQueue(scope, definition)),
      stateMachines: new Map(app.stateMachines.map((definition) => [definition.id, this.stateMachineIdentity(definition)])),
      serviceRoles: this.provision(app.serviceRoles, 'ServiceRoles', (scope, definition) =>
        this.createServiceRole(scope, definition, buckets),
      ),
    };
    this.alarmTopic = this.createAlarmTopic();

    const deployment: DeploymentValues = {
      names: {
        table: (tableId) => lookup(this.resources.tables, 'table', tableId).resource.tableName,
        bucket: (bucketId) => lookup(this.resources.buckets, 'bucket', bucketId).resource.bucketName,
        queue: (queueId) => lookup(this.resources.queues, 'queue', queueId).resource.queueUrl,
        stateMachineArn: (machineId) => lookup(this.resources.stateMachines, 'state machine', machineId).arn,
        serviceRoleArn: (roleId) => lookup(this.resources.serviceRoles, 'service role', roleId).resource.roleArn,
      },
      stage: this.config.stage,
      runtimeMode: 'aws',
      eventBusName: eventBus.eventBusName,
      bedrockModel: stageBedrockModel(this.config.bedrock),
      stageSetting: (setting) => this.config.settings[setting],
    };
    const functionScope = new Construct(this, 'Functions');
    for (const definition of app.functions) {
      const fn = new ServiceFunction(functionScope, definition.id, {
        functionName: `${this.config.resourcePrefix}-${definition.id}`,
        entry: join(this.rootDir, definition.entry),
        description: definition.description,
        logRetention: this.config.logRetention,
        logRemovalPolicy: this.config.removalPolicy,
        timeout: definition.timeoutSeconds === undefined ? undefined : Duration.seconds(definition.timeoutSeconds),
        memorySize: definition.memoryMb,
        environment: resolveEnvironment(functionEnvironment(definition, app), deployment),
      });
      grantAccess(fn, fn.function, definition.access, this.resources, this.config);
      this.functions.set(definition.id, fn);
    }

    const stateMachineScope = new Construct(this, 'StateMachines');
    for (const definition of app.stateMachines) this.createStateMachine(stateMachineScope, definition);

    const ruleScope = new Construct(this, 'EventRules');
    for (const definition of app.eventRules) this.createEventRule(ruleScope, definition, eventBus);

    if (app.analytics) {
      new AnalyticsCatalog(this, 'Analytics', {
        definition: app.analytics,
        resourcePrefix: this.config.resourcePrefix,
        bucket: lookup(this.resources.buckets, 'bucket', app.analytics.bucketId).resource,
        queryResultsBucket: lookup(this.resources.buckets, 'bucket', app.analytics.queryResultsBucketId).resource,
        removalPolicy: this.config.removalPolicy,
      });
    }

    if (app.routes.length > 0) {
      this.api = this.createApi(app.routes, app.functions);
      new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the REST API (SigV4, except GET /v1/health).' });
    }
    new CfnOutput(this, 'EventBusName', { value: eventBus.eventBusName });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.alarmTopic.topicArn,
      description: 'Subscribe to receive state-machine failure alarms.',
    });
    for (const [tableId, { resource }] of this.resources.tables) new CfnOutput(this, `${tableId}TableName`, { value: resource.tableName });
    for (const [bucketId, { resource }] of this.resources.buckets)
      new CfnOutput(this, `${bucketId}BucketName`, { value: resource.bucketName });
    for (const [machineId, machine] of this.resources.stateMachines)
      new CfnOutput(this, `${machineId}StateMachineArn`, { value: machine.arn });
  }

  private provision<Definition extends { readonly id: string }, Resource>(
    definitions: readonly Definition[],
    scopeId: string,
    create: (scope: Construct, definition: Definition) => Resource,
  ): Map<string, Provisioned<Definition, Resource>> {
    const scope = new Construct(this, scopeId);
    return new Map(definitions.map((definition) => [definition.id, { definition, resource: create(scope, definition) }]));
  }

  private createTable(scope: Construct, definition: TableDefinition): dynamodb.Table {
    const attribute = (key: { name: string; type: 'S' | 'N' }) => ({
      name: key.name,
      type: key.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
    });
    const table = new dynamodb.Table(scope, definition.id, {
      partitionKey: attribute(definition.partitionKey),
      sortKey: definition.sortKey && attribute(definition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: definition.timeToLiveAttribute,
      removalPolicy: this.config.removalPolicy,
    });
    for (const index of definition.globalSecondaryIndexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: index.sortKey && attribute(index.sortKey),
      });
    }
    return table;
  }

  /** The bucket every application bucket writes its server access logs to; created with the first bucket. */
  private accessLogBucket(): s3.Bucket {
    const existing = this.node.tryFindChild('AccessLogs');
    if (existing) return existing as s3.Bucket;
    const bucket = new s3.Bucket(this, 'AccessLogs', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // Object ownership left to CDK: it depends on whether log delivery is granted by bucket policy (cdk.json
      // flag @aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy) or by the legacy ACL.
      removalPolicy: this.config.removalPolicy,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    acknowledgeNag(bucket, 'S1', 'This is the server-access-log target; logging it into itself would loop.');
    return bucket;
  }

  private createBucket(scope: Construct, definition: BucketDefinition): s3.Bucket {
    return new s3.Bucket(scope, definition.id, {
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogBucket(),
      serverAccessLogsPrefix: `${definition.id}/`,
      removalPolicy: this.config.removalPolicy,
      lifecycleRules: [
        ...(definition.expireAfterDays === undefined ? [] : [{ expiration: Duration.days(definition.expireAfterDays) }]),
        ...Object.entries(definition.expireUnderPrefix ?? {}).map(([prefix, days]) => ({
          id: `Expire-${prefix}`,
          prefix,
          expiration: Duration.days(days),
        })),
      ],
    });
  }

  /**
   * A role an AWS service assumes for the application, trusted by that service only for this account's resources
   * of the declared kind (the confused-deputy conditions the service documents), with exactly the object and
   * model access the definition declares.
   */
  private createServiceRole(
    scope: Construct,
    definition: ServiceRoleDefinition,
    buckets: ReadonlyMap<string, Provisioned<BucketDefinition, s3.Bucket>>,
  ): iam.Role {
    const service = definition.assumedBy.split('.')[0] as string;
    const role = new iam.Role(scope, definition.id, {
      description: `Assumed by ${definition.assumedBy} for ${definition.sourceResource} of this account.`,
      assumedBy: new iam.ServicePrincipal(definition.assumedBy, {
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': this.formatArn({ service, resource: definition.sourceResource }) },
        },
      }),
    });
    for (const [bucketId, { read, write }] of Object.entries(definition.access.objects ?? {})) {
      const { resource: bucket } = lookup(buckets, 'bucket', bucketId);
      role.addToPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
      for (const [action, pattern] of [
        ['s3:GetObject', read],
        ['s3:PutObject', write],
      ] as const) {
        if (pattern === undefined) continue;
        role.addToPolicy(new iam.PolicyStatement({ actions: [action], resources: [bucket.arnForObjects(pattern)] }));
        acknowledgeNag(
          role,
          'IAM5',
          `${definition.assumedBy} names these objects per job; ${action} is limited to this key pattern of bucket ${bucketId}.`,
          `Resource::${nagArnAttribute(bucket)}/${pattern}`,
        );
      }
    }
    if (definition.access.invokeEvaluatorModel) {
      role.addToPolicy(
        new iam.PolicyStatement({
          actions: ['bedrock:InvokeModel'],
          resources: bedrockModelArns(role, this.config, [this.config.bedrock.evaluator]),
        }),
      );
    }
    return role;
  }

  private createQueue(scope: Construct, definition: QueueDefinition): sqs.Queue {
    const queue = this.encryptedQueue(scope, definition.id, Duration.days(definition.retentionDays ?? 14));
    acknowledgeNag(
      queue,
      'SQS3',
      'An application queue is drained by its consumer function, which records failures itself; a redrive would hide messages from it.',
    );
    return queue;
  }

  private encryptedQueue(scope: Construct, id: string, retentionPeriod: Duration): sqs.Queue {
    return new sqs.Queue(scope, id, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod,
      removalPolicy: this.config.removalPolicy,
    });
  }

  private stateMachineIdentity(definition: StateMachineDefinition): ProvisionedStateMachine {
    const name = `${this.config.resourcePrefix}-${definition.id}`;
    const arn = this.formatArn({
      service: 'states',
      resource: 'stateMachine',
      resourceName: name,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    return { name, arn };
  }

  /** Encrypted with a customer-managed key: CloudWatch cannot publish to a topic under the AWS-managed SNS key. */
  private createAlarmTopic(): sns.Topic {
    const key = new kms.Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the alarm topic; usable by CloudWatch alarms.',
      enableKeyRotation: true,
      removalPolicy: this.config.removalPolicy,
    });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    return new sns.Topic(this, 'AlarmTopic', { masterKey: key, enforceSSL: true, displayName: `${this.config.resourcePrefix} alarms` });
  }

  private substitutionValue(substitution: Substitution): string {
    if ('functionArn' in substitution) return lookup(this.functions, 'function', substitution.functionArn).function.functionArn;
    if ('tableName' in substitution) return lookup(this.resources.tables, 'table', substitution.tableName).resource.tableName;
    if ('bucketName' in substitution) return lookup(this.resources.buckets, 'bucket', substitution.bucketName).resource.bucketName;
    if ('queueUrl' in substitution) return lookup(this.resources.queues, 'queue', substitution.queueUrl).resource.queueUrl;
    if ('eventBusName' in substitution) return this.resources.eventBus.eventBusName;
    return substitution.value;
  }

  private createStateMachine(scope: Construct, definition: StateMachineDefinition): void {
    const { name, arn } = lookup(this.resources.stateMachines, 'state machine', definition.id);
    const asl = JSON.parse(readFileSync(resolve(this.rootDir, definition.file), 'utf8')) as Record<string, unknown>;
    const analysis = analyzeAsl(asl);
    const missing = analysis.placeholders.filter((placeholder) => !Object.hasOwn(definition.substitutions, placeholder));
    if (missing.length > 0)
      throw new Error(`${definition.file} uses \${${missing.join('}, ${')}} without a substitution in state machine ${definition.id}.`);

    const { level, includeExecutionData } = this.config.stateMachineLogs;
    const logGroup =
      level === 'OFF'
        ? undefined
        : new logs.LogGroup(scope, `${definition.id}Logs`, {
            retention: this.config.logRetention,
            removalPolicy: this.config.removalPolicy,
          });
    const stateMachine = new sfn.StateMachine(scope, definition.id, {
      stateMachineName: name,
      stateMachineType: sfn.StateMachineType.STANDARD,
      // The file's definition as written, plus the timeout from its definition (a file body would ignore `timeout`).
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify({ ...asl, TimeoutSeconds: definition.timeoutSeconds })),
      definitionSubstitutions: Object.fromEntries(
        Object.entries(definition.substitutions).map(([placeholder, substitution]) => [placeholder, this.substitutionValue(substitution)]),
      ),
      tracingEnabled: true,
      // Errors only, without execution data, unless the stage says otherwise (StageConfig.stateMachineLogs):
      // inputs, outputs and error causes carry callback URLs, metadata and transcripts.
      ...(logGroup ? { logs: { destination: logGroup, level: sfn.LogLevel[level], includeExecutionData } } : {}),
    });
    this.stateMachines.set(definition.id, stateMachine);
    if (level !== 'ALL') {
      acknowledgeNag(
        stateMachine,
        'SF1',
        `Logs ${level} events only (stage option stateMachineLogLevel): full execution history stays in Step Functions for 90 days, while logged events would copy customer data into CloudWatch.`,
      );
    }

    const invokedFunctionArns = Object.values(definition.substitutions)
      .filter((substitution) => 'functionArn' in substitution)
      .map((substitution) => this.substitutionValue(substitution));
    if (invokedFunctionArns.length > 0) {
      stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: invokedFunctionArns }));
    }
    grantAccess(stateMachine, stateMachine, definition.access ?? {}, this.resources, this.config);
    for (const call of analysis.calls) this.grantTaskCall(stateMachine, definition, call);
    if (analysis.hasDistributedMap) {
      // A DISTRIBUTED Map runs its items as child executions of this state machine.
      stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [arn] }));
      stateMachine.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['states:DescribeExecution', 'states:StopExecution'],
          resources: [
            this.formatArn({
              service: 'states',
              resource: 'execution',
              resourceName: `${name}/*`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ],
        }),
      );
      acknowledgeNag(
        stateMachine,
        'IAM5',
        'Map Run child executions get generated names under this state machine only.',
        `Resource::${nagArn(stateMachine, 'states', `execution:${name}/*`)}`,
      );
    }

    acknowledgeNag(
      stateMachine,
      'IAM5',
      'X-Ray trace submission and CloudWatch Logs delivery setup support no resource-level permissions.',
      'Resource::*',
    );
    this.addFailureAlarms(definition.id, stateMachine);
  }

  /** Grants one service-integration call an ASL Task makes, on the one resource it names. */
  private grantTaskCall(stateMachine: sfn.StateMachine, definition: StateMachineDefinition, call: TaskCall): void {
    /** The definition id a placeholder stands for, checking it is substituted with the expected kind. */
    const substitutedId = (
      placeholder: string,
      kind: 'functionArn' | 'tableName' | 'bucketName' | 'queueUrl' | 'eventBusName' | 'value',
    ): string => {
      const substitution = definition.substitutions[placeholder] as Record<string, unknown>;
      if (!(kind in substitution)) throw new Error(`State machine ${definition.id}: \${${placeholder}} must be a ${kind} substitution.`);
      return String(substitution[kind]);
    };
    switch (call.service) {
      case 'lambda':
        substitutedId(call.functionPlaceholder, 'functionArn');
        return;
      case 'dynamodb': {
        const table = lookup(this.resources.tables, 'table', substitutedId(call.tablePlaceholder, 'tableName')).resource;
        stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: [`dynamodb:${call.action}`], resources: [table.tableArn] }));
        return;
      }
      case 'sqs': {
        const queue = lookup(this.resources.queues, 'queue', substitutedId(call.queuePlaceholder, 'queueUrl')).resource;
        stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
        return;
      }
      case 'events':
        substitutedId(call.busPlaceholder, 'eventBusName');
        this.resources.eventBus.grantPutEventsTo(stateMachine);
        return;
      case 'states': {
        const placeholder = /^\$\{(\w+)\}$/.exec(call.stateMachineArn)?.[1];
        const target = placeholder === undefined ? call.stateMachineArn : substitutedId(placeholder, 'value');
        stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['states:StartExecution'], resources: [target] }));
        return;
      }
      case 's3': {
        const bucket = lookup(this.resources.buckets, 'bucket', substitutedId(call.bucketPlaceholder, 'bucketName')).resource;
        if (call.action === 'ListBucket') {
          stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
          return;
        }
        stateMachine.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] }));
        acknowledgeNag(
          stateMachine,
          'IAM5',
          'The Map reads the item list whose key arrives in the execution input, from this bucket only.',
          `Resource::${nagArnAttribute(bucket)}/*`,
        );
        return;
      }
    }
  }

  private addFailureAlarms(id: string, stateMachine: sfn.StateMachine): void {
    const { alarms } = this.config;
    const metrics: Record<string, cloudwatch.Metric> = {
      ExecutionsFailed: stateMachine.metricFailed({ period: alarms.period, statistic: 'Sum' }),
      ExecutionsTimedOut: stateMachine.metricTimedOut({ period: alarms.period, statistic: 'Sum' }),
    };
    for (const [metricName, metric] of Object.entries(metrics)) {
      const alarm = metric.createAlarm(stateMachine, `${metricName}Alarm`, {
        alarmDescription: `${id}: ${metricName} reached ${alarms.threshold} in ${alarms.period.toMinutes()} min.`,
        threshold: alarms.threshold,
        evaluationPeriods: alarms.evaluationPeriods,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    }
  }

  private createEventRule(scope: Construct, definition: EventRuleDefinition, applicationBus: events.EventBus): void {
    const deadLetterQueue = this.encryptedQueue(scope, `${definition.id}DeadLetters`, Duration.days(14));
    acknowledgeNag(
      deadLetterQueue,
      'SQS3',
      'This queue is the dead-letter queue of an EventBridge target; cdk-nag only recognises SQS redrive DLQs.',
    );
    const delivery = {
      deadLetterQueue,
      retryAttempts: definition.retryPolicy.maximumRetryAttempts,
      maxEventAge: Duration.seconds(definition.retryPolicy.maximumEventAgeSeconds),
    };
    const target =
      'functionId' in definition.target
        ? new targets.LambdaFunction(lookup(this.functions, 'function', definition.target.functionId).function, delivery)
        : new targets.SfnStateMachine(lookup(this.stateMachines, 'state machine', definition.target.stateMachineId), delivery);
    new events.Rule(scope, definition.id, {
      description: definition.description,
      eventBus: definition.bus === 'application' ? applicationBus : undefined,
      ...(definition.scheduleRateMinutes !== undefined
        ? { schedule: events.Schedule.rate(Duration.minutes(definition.scheduleRateMinutes)) }
        : { eventPattern: definition.eventPattern as events.EventPattern }),
      targets: [target],
    });
  }

  private createApi(routes: readonly RouteDefinition[], functions: readonly FunctionDefinition[]): apigateway.RestApi {
    const accessLogs = new logs.LogGroup(this, 'ApiAccessLogs', {
      retention: this.config.logRetention,
      removalPolicy: this.config.removalPolicy,
    });
    const api = new apigateway.RestApi(this, 'Api', {
      restApiName: `${this.config.resourcePrefix}-api`,
      description: 'Transcript jobs and conversation audits for contact centers.',
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // The account's API Gateway logging role is a per-account singleton: set only when the stage opts in.
      cloudWatchRole: this.config.apiGatewayCloudWatchRole,
      ...(this.config.apiGatewayCloudWatchRole ? { cloudWatchRoleRemovalPolicy: this.config.removalPolicy } : {}),
      deployOptions: {
        stageName: this.config.stage,
        tracingEnabled: true,
        metricsEnabled: true,
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
        throttlingRateLimit: this.config.apiThrottling.rateLimit,
        throttlingBurstLimit: this.config.apiThrottling.burstLimit,
      },
    });
    addProblemGatewayResponses(api);
    // Checks the declared path parameters. Methods declare no body models: bodies are validated by the handlers (zod),
    // which answer with field-level problem+json errors that API Gateway's validator could not produce.
    const pathValidator = api.addRequestValidator('RequestValidator', { validateRequestParameters: true, validateRequestBody: true });

    for (const route of routes) {
      const routeName = `${route.method} ${route.path}`;
      if (route.auth === 'none' && routeName !== UNAUTHENTICATED_ROUTE) {
        throw new Error(`Route ${routeName} has auth 'none': only ${UNAUTHENTICATED_ROUTE} may be called without SigV4.`);
      }
      const handler = lookup(this.functions, 'function', route.functionId).function;
      const streaming = functions.find((f) => f.id === route.functionId)?.streaming === true;
      const pathParameters = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((match) => `method.request.path.${match[1]}`);
      const method = api.root.resourceForPath(route.path).addMethod(
        route.method,
        new apigateway.LambdaIntegration(handler, {
          // A streamed response may outlast the 29 s buffered limit: up to the function's own timeout (max 15 min).
          ...(streaming
            ? {
                responseTransferMode: apigateway.ResponseTransferMode.STREAM,
                timeout: Duration.seconds(Math.min(handler.timeout?.toSeconds() ?? 29, 900)),
              }
            : { responseTransferMode: apigateway.ResponseTransferMode.BUFFERED }),
        }),
        {
          authorizationType: route.auth === 'iam' ? apigateway.AuthorizationType.IAM : apigateway.AuthorizationType.NONE,
          ...(pathParameters.length > 0
            ? { requestValidator: pathValidator, requestParameters: Object.fromEntries(pathParameters.map((p) => [p, true])) }
            : {}),
        },
      );
      if (route.auth === 'none') {
        acknowledgeNag(method, 'APIG4', 'The health route is deliberately public (uptime checks); it reveals only healthy/unhealthy.');
      }
      acknowledgeNag(method, 'COG4', 'Callers are AWS principals signing with SigV4 (AWS_IAM authorization), not Cognito users.');
    }

    acknowledgeNag(api, 'APIG3', 'IAM authorization and stage throttling front every route; WAF is left to the account-level edge setup.');
    acknowledgeNag(
      api,
      'IAM4',
      'API Gateway pushes execution logs to CloudWatch through this account-wide role, which AWS documents with its managed policy.',
      'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs',
    );
    return api;
  }
}
