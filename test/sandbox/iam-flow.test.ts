import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { functionCredentials, type AwsCallRecord } from '../../sandbox/aws-access';
import { localBucketName, localFunctionArn, localStateMachineArn, SANDBOX_EVENT_BUS } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { runOneAudit } from './fixtures/audit-run';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(() => sandbox.stop());

/** SDK clients signing as one sandbox function, as its deployed role would. */
const as = (functionId: string) => {
  const config = { region: 'us-east-1', credentials: functionCredentials(functionId) };
  return {
    dynamodb: new DynamoDBClient(config),
    s3: new S3Client({ ...config, forcePathStyle: true }),
    sfn: new SFNClient(config),
    events: new EventBridgeClient(config),
  };
};

const callsAt = async (query: string): Promise<AwsCallRecord[]> =>
  (await fetch(`${sandbox.url}/sandbox/aws-calls${query}`)).json() as Promise<AwsCallRecord[]>;

describe('IAM in an ordinary run', () => {
  it('allows and records every call of an audit batch, the state machine’s under its own name', async () => {
    const { batchId, batch } = await runOneAudit(sandbox);
    expect(batch).toMatchObject({ status: 'completed', counts: { scored: 1, failed: 0 } });

    expect(sandbox.awsCalls().filter((call) => call.decision === 'denied')).toEqual([]);
    const byStateMachine = await callsAt('?caller=AuditBatch');
    const made = (action: string, resource: string) =>
      expect(byStateMachine).toContainEqual(
        expect.objectContaining({ action, resources: [resource], caller: { kind: 'stateMachine', id: 'AuditBatch' }, decision: 'allowed' }),
      );
    made('lambda:InvokeFunction', localFunctionArn('AuditScoreConversation'));
    made('lambda:InvokeFunction', localFunctionArn('AuditAggregate'));
    made('dynamodb:UpdateItem', `arn:aws:dynamodb:us-east-1:000000000000:table/${sandbox.tableName('AuditBatches')}`);
    expect(
      byStateMachine.some(
        (call) => call.action === 's3:GetObject' && call.resources[0]?.startsWith(`arn:aws:s3:::${localBucketName('AuditInputs')}/`),
      ),
    ).toBe(true);
    expect(byStateMachine.every((call) => call.caller.kind === 'stateMachine')).toBe(true);
    // The scoring function called the model through the Converse API, under its own role.
    expect(sandbox.awsCalls()).toContainEqual(
      expect.objectContaining({
        action: 'bedrock:InvokeModel',
        caller: { kind: 'function', id: 'AuditScoreConversation' },
        decision: 'allowed',
      }),
    );
    // The API's handlers stored the batch; their calls are recorded too.
    expect(
      sandbox
        .awsCalls()
        .some((call) => call.action === 'dynamodb:PutItem' && call.resources[0]?.endsWith(`/${sandbox.tableName('AuditBatches')}`)),
    ).toBe(true);
    expect(batchId).toBeTruthy();
    expect(await callsAt('?denied=true')).toEqual([]);
  });
});

describe('IAM for a call signed with a function’s key', () => {
  it('allows what the function’s role grants and records the function as the caller', async () => {
    const audit = as('AuditGet');
    await audit.dynamodb.send(new GetItemCommand({ TableName: sandbox.tableName('AuditBatches'), Key: { batch_id: { S: 'none' } } }));
    const submit = as('AuditSubmit');
    await submit.s3.send(new PutObjectCommand({ Bucket: localBucketName('AuditInputs'), Key: 'iam/probe.json', Body: '{}' }));
    await as('TranscriptStatus').events.send(
      new PutEventsCommand({ Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: 'iam.test', DetailType: 'Probe', Detail: '{}' }] }),
    );
    const byAuditGet = await callsAt('?caller=AuditGet');
    expect(byAuditGet).toContainEqual(
      expect.objectContaining({
        operation: 'GetItem',
        action: 'dynamodb:GetItem',
        resources: [`arn:aws:dynamodb:us-east-1:000000000000:table/${sandbox.tableName('AuditBatches')}`],
        caller: { kind: 'function', id: 'AuditGet' },
        decision: 'allowed',
      }),
    );
    expect(await callsAt('?caller=AuditSubmit')).toContainEqual(
      expect.objectContaining({
        operation: 'PutObject',
        action: 's3:PutObject',
        resources: [`arn:aws:s3:::${localBucketName('AuditInputs')}/iam/probe.json`],
        decision: 'allowed',
      }),
    );
  });

  it('refuses what the role does not grant, in each service’s AccessDenied shape, naming action and resource', async () => {
    const denied = async (call: Promise<unknown>) =>
      call.then(
        () => undefined,
        (error: Error & { $metadata?: { httpStatusCode?: number } }) => error,
      );
    const tableWrite = await denied(
      as('AuditGet').dynamodb.send(new PutItemCommand({ TableName: sandbox.tableName('AuditBatches'), Item: { batch_id: { S: 'x' } } })),
    );
    expect(tableWrite).toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } });
    expect(tableWrite?.message).toMatch(
      /assumed-role\/AuditGetRole\/AuditGet is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table\/sandbox-[0-9a-f]+\.AuditBatches because no identity-based policy allows the dynamodb:PutItem action/,
    );

    // AuditUploadCreate signs upload URLs (s3:PutObject) but never reads an input back.
    const objectRead = await denied(
      as('AuditUploadCreate').s3.send(new GetObjectCommand({ Bucket: localBucketName('AuditInputs'), Key: 'iam/probe.json' })),
    );
    expect(objectRead).toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    expect(objectRead?.message).toContain(`s3:GetObject on resource: arn:aws:s3:::${localBucketName('AuditInputs')}/iam/probe.json`);

    const start = await denied(
      as('AuditGet').sfn.send(new StartExecutionCommand({ stateMachineArn: localStateMachineArn('AuditBatch'), input: '{}' })),
    );
    expect(start).toMatchObject({ name: 'AccessDeniedException' });
    expect(start?.message).toContain(`states:StartExecution on resource: ${localStateMachineArn('AuditBatch')}`);

    const publish = await denied(
      as('AuditGet').events.send(
        new PutEventsCommand({ Entries: [{ EventBusName: SANDBOX_EVENT_BUS, Source: 'iam.test', DetailType: 'Probe', Detail: '{}' }] }),
      ),
    );
    expect(publish).toMatchObject({ name: 'AccessDeniedException' });

    const refused = await callsAt('?denied=true');
    expect(refused.map((call) => [call.caller, call.action])).toEqual([
      [{ kind: 'function', id: 'AuditGet' }, 'dynamodb:PutItem'],
      [{ kind: 'function', id: 'AuditUploadCreate' }, 's3:GetObject'],
      [{ kind: 'function', id: 'AuditGet' }, 'states:StartExecution'],
      [{ kind: 'function', id: 'AuditGet' }, 'events:PutEvents'],
    ]);
    expect(refused[0]?.reason).toBe('no identity-based policy allows the dynamodb:PutItem action');
  });
});
