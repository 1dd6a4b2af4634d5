import { Match } from 'aws-cdk-lib/assertions';
import { stageConfig } from '../../lib/config/stages';
import { analyzeAsl } from '../../lib/constructs/asl-tasks';
import { richApplication } from './fixtures/application';
import { APPLICATIONS, resourcesOf, STAGES, synthesize } from './support';

const RETENTION_DAYS = { dev: 7, prod: 365 } as const;
const DELETION_POLICY = { dev: 'Delete', prod: 'Retain' } as const;

describe.each(APPLICATIONS)('data resources of the %s', (_name, definition) => {
  describe.each(STAGES)('stage %s', (stage) => {
    const { template } = synthesize(definition, stage);

    it('gives tables on-demand billing, point-in-time recovery, encryption and the declared TTL', () => {
      const tables = resourcesOf(template, 'AWS::DynamoDB::Table');
      expect(Object.keys(tables)).toHaveLength(definition.tables.length);
      for (const table of Object.values(tables)) {
        expect(table.Properties).toMatchObject({
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          SSESpecification: { SSEEnabled: true },
        });
        expect(table.DeletionPolicy).toBe(DELETION_POLICY[stage]);
      }
      for (const table of definition.tables.filter((t) => t.timeToLiveAttribute)) {
        template.hasResourceProperties('AWS::DynamoDB::Table', {
          TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
        });
      }
    });

    it('encrypts buckets, blocks public access and denies plain HTTP', () => {
      const buckets = resourcesOf(template, 'AWS::S3::Bucket');
      for (const [logicalId, bucket] of Object.entries(buckets)) {
        expect(bucket.Properties).toMatchObject({
          BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
        });
        template.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: logicalId },
          PolicyDocument: {
            Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
          },
        });
      }
      for (const bucket of definition.buckets.filter((b) => b.expireAfterDays !== undefined)) {
        template.hasResourceProperties('AWS::S3::Bucket', {
          LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: bucket.expireAfterDays, Status: 'Enabled' })] },
          LoggingConfiguration: { LogFilePrefix: `${bucket.id}/`, DestinationBucketName: Match.anyValue() },
        });
      }
    });

    it('encrypts queues and denies plain HTTP', () => {
      for (const [logicalId, queue] of Object.entries(resourcesOf(template, 'AWS::SQS::Queue'))) {
        expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true });
        template.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: logicalId }],
          PolicyDocument: {
            Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
          },
        });
      }
    });

    it(`keeps every log group ${RETENTION_DAYS[stage]} days`, () => {
      const logGroups = Object.values(resourcesOf(template, 'AWS::Logs::LogGroup'));
      expect(logGroups.length).toBeGreaterThanOrEqual(definition.functions.length + definition.stateMachines.length);
      for (const logGroup of logGroups) expect(logGroup.Properties?.RetentionInDays).toBe(RETENTION_DAYS[stage]);
    });
  });
});

describe('event rules', () => {
  const { template } = synthesize(richApplication);

  it('deliver with the declared retry policy and a dead-letter queue, on the declared bus', () => {
    for (const rule of richApplication.eventRules) {
      template.hasResourceProperties('AWS::Events::Rule', {
        Description: rule.description,
        EventBusName: rule.bus === 'application' ? { Ref: Match.stringLikeRegexp('ApplicationBus') } : Match.absent(),
        EventPattern: rule.eventPattern,
        Targets: [
          Match.objectLike({
            RetryPolicy: {
              MaximumEventAgeInSeconds: rule.retryPolicy.maximumEventAgeSeconds,
              MaximumRetryAttempts: rule.retryPolicy.maximumRetryAttempts,
            },
            DeadLetterConfig: { Arn: Match.anyValue() },
          }),
        ],
      });
    }
  });
});

describe('stage configuration', () => {
  it('rejects an unknown stage with the valid choices', () => {
    expect(() => stageConfig('staging')).toThrow('Unknown stage "staging": use -c stage=dev|prod.');
  });

  it('defaults to dev and retains data only in prod', () => {
    expect(stageConfig().stage).toBe('dev');
    expect(stageConfig('prod').removalPolicy).toBe('retain');
  });
});

describe('ASL analysis', () => {
  const task = (state: Record<string, unknown>) => ({ StartAt: 'A', States: { A: { Type: 'Task', End: true, ...state } } });

  it('refuses a Task integration it cannot grant', () => {
    expect(() => analyzeAsl(task({ Resource: 'arn:aws:states:::aws-sdk:s3:putObject' }))).toThrow(/unsupported Task resource/);
  });

  it('refuses a dynamic table name, which could not be granted least privilege', () => {
    expect(() => analyzeAsl(task({ Resource: 'arn:aws:states:::dynamodb:getItem', Parameters: { 'TableName.$': '$.table' } }))).toThrow(
      /TableName must be a single/,
    );
  });

  it('refuses a placeholder without a substitution at synth time', () => {
    const withoutEventSource = richApplication.stateMachines.map(
      ({ substitutions: { EventSource: _dropped, ...substitutions }, ...machine }) => ({ ...machine, substitutions }),
    );
    const broken = { ...richApplication, stateMachines: withoutEventSource };
    expect(() => synthesize(broken)).toThrow(/uses \$\{EventSource\} without a substitution/);
  });
});

describe.each(APPLICATIONS)('functions of the %s', (_name, definition) => {
  const { template } = synthesize(definition, 'prod');

  it('run nodejs22.x on arm64, traced, with source maps, their own log group and the platform variables', () => {
    const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function'));
    expect(functions).toHaveLength(definition.functions.length);
    for (const fn of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: { Ref: expect.stringMatching(/Logs/) } },
        Environment: {
          Variables: expect.objectContaining({
            STAGE: 'prod',
            RUNTIME_MODE: 'aws',
            NODE_OPTIONS: '--enable-source-maps',
            EVENT_BUS_NAME: expect.anything(),
          }),
        },
      });
    }
  });
});
