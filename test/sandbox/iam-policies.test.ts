import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { application } from '../../lib/definitions';
import { AccessDeniedError } from '../../sandbox/aws-access';
import { localBucketName, localFunctionArn, localStateMachineArn, SANDBOX_EVENT_BUS } from '../../sandbox/environment';
import { loadIamAccess, type IamAccess } from '../../sandbox/iam';
import { LocalEventBus } from '../../sandbox/event-bus';
import { bedrockModelArns, localRuleArn, localTranscriptionJobArn } from '../../sandbox/iam/arns';
import { rolePolicies, type RolePolicies } from '../../sandbox/iam/role-policies';
import { synthesizedStack } from '../../sandbox/iam/synthesized-template';
import { REPO_ROOT } from '../../sandbox/runtime';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

const CACHE = path.join(REPO_ROOT, 'node_modules/.cache/contact-center-sandbox');

let policies: RolePolicies;
let access: IamAccess;
let callsFile: string;

beforeAll(async () => {
  policies = rolePolicies(application, await synthesizedStack(application, REPO_ROOT, CACHE));
  callsFile = path.join(await tempDirs.make('iam-calls-'), 'aws-calls.jsonl');
  access = await loadIamAccess(application, REPO_ROOT, { callsFile });
});
afterAll(() => access.close());

const statementsOf = (list: RolePolicies['functions'][string] | undefined) => (list ?? []).flatMap((p) => p.policy.Statement);

describe('role policies of the synthesized stack, in sandbox names', () => {
  it('resolves references, joins and names built at synth time to the local resources', () => {
    const statements = JSON.stringify(statementsOf(policies.functions.TranscriptsCreate));
    expect(statements).toContain('"arn:aws:dynamodb:us-east-1:000000000000:table/TranscriptJobs"');
    // The state machine ARN is built from its physical name (ccp-dev-TranscriptJob) in the template.
    expect(statements).toContain(`"${localStateMachineArn('TranscriptJob')}"`);
    expect(statements).toContain(`"arn:aws:events:us-east-1:000000000000:event-bus/${SANDBOX_EVENT_BUS}"`);
    expect(statements).not.toMatch(/ccp-dev|Fn::|"Ref"/);
    expect(JSON.stringify(statementsOf(policies.functions.AuditScoreConversation))).toContain(
      `"arn:aws:s3:::${localBucketName('AuditInputs')}/*"`,
    );
  });

  it('gives each state machine its role and each state-machine rule target the role EventBridge starts it with', () => {
    expect(JSON.stringify(statementsOf(policies.stateMachines.TranscriptJob))).toContain(`"${localFunctionArn('TranscriptFetch')}"`);
    expect(statementsOf(policies.eventRules.TranscriptCallbacks)).toContainEqual(
      expect.objectContaining({ Action: 'states:StartExecution', Resource: localStateMachineArn('CallbackDelivery') }),
    );
    expect(policies.functionPermissions.TranscriptTranscribeResume?.Statement).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'events.amazonaws.com' },
        Condition: { ArnLike: { 'AWS:SourceArn': localRuleArn('TranscribeJobStateChange', 'default') } },
      }),
    );
  });
});

describe('event rule targets', () => {
  it('lets a rule invoke the function whose resource policy names it, and no other', async () => {
    await expect(
      access.authorizeRuleInvoke(
        'TranscribeJobStateChange',
        localRuleArn('TranscribeJobStateChange', 'default'),
        'TranscriptTranscribeResume',
      ),
    ).resolves.toBeUndefined();
    await expect(
      access.authorizeRuleInvoke('TranscribeJobStateChange', localRuleArn('TranscribeJobStateChange', 'default'), 'AuditGet'),
    ).rejects.toThrow(AccessDeniedError);
  });

  it('lets a rule start only the state machine its target role grants', () => {
    const start = (ruleId: string, machineId: string) =>
      access.authorize({
        service: 'states',
        action: 'states:StartExecution',
        resources: [localStateMachineArn(machineId)],
        caller: { kind: 'eventRule', id: ruleId },
      });
    expect(() => start('AuditBatchCallbacks', 'CallbackDelivery')).not.toThrow();
    expect(() => start('AuditBatchCallbacks', 'AuditBatch')).toThrow(/states:StartExecution on resource: .*stateMachine:AuditBatch/);
  });
});

describe('the call record', () => {
  it('appends every call as a JSON line, allowed or denied', async () => {
    access.authorize({
      service: 'sqs',
      action: 'sqs:SendMessage',
      resources: ['arn:aws:sqs:us-east-1:000000000000:CallbackDeadLetters'],
      caller: { kind: 'stateMachine', id: 'CallbackDelivery' },
    });
    expect(() =>
      access.authorize({
        service: 'sqs',
        action: 'sqs:SendMessage',
        resources: ['arn:aws:sqs:us-east-1:000000000000:CallbackDeadLetters'],
        caller: { kind: 'stateMachine', id: 'AuditBatch' },
      }),
    ).toThrow(AccessDeniedError);
    await access.close();
    const lines = (await readFile(callsFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.slice(-2)).toEqual([
      expect.objectContaining({ action: 'sqs:SendMessage', caller: { kind: 'stateMachine', id: 'CallbackDelivery' }, decision: 'allowed' }),
      expect.objectContaining({
        action: 'sqs:SendMessage',
        caller: { kind: 'stateMachine', id: 'AuditBatch' },
        decision: 'denied',
        reason: 'no identity-based policy allows the sqs:SendMessage action',
      }),
    ]);
    expect(lines).toHaveLength(access.calls().length);
  });
});

describe('an event rule whose target refuses EventBridge', () => {
  it('dead-letters the event at once instead of retrying, as EventBridge does for permission errors', async () => {
    const rule = application.eventRules.find((r) => r.id === 'TranscribeJobStateChange')!;
    let attempts = 0;
    const deadLetters: Error[] = [];
    const bus = new LocalEventBus(
      [rule],
      {
        invokeFunction: async (functionId, _event, target) => {
          attempts++;
          await access.authorizeRuleInvoke(
            target.id,
            localRuleArn(target.id, target.bus),
            functionId === 'TranscriptTranscribeResume' ? 'AuditGet' : functionId,
          );
        },
        startExecution: async () => undefined,
        deadLetter: async (_ruleId, _event, error) => void deadLetters.push(error),
      },
      1,
    );
    bus.put([
      {
        Source: 'aws.transcribe',
        DetailType: 'Transcribe Job State Change',
        Detail: JSON.stringify({ TranscriptionJobStatus: 'COMPLETED', TranscriptionJobName: 'transcript-1' }),
      },
    ]);
    await bus.idle();
    expect(attempts).toBe(1);
    expect(deadLetters).toEqual([expect.any(AccessDeniedError)]);
    expect(deadLetters[0]?.message).toContain(`lambda:InvokeFunction on resource: ${localFunctionArn('AuditGet')}`);
  });
});

describe('what the Transcribe and Bedrock emulators ask', () => {
  const asFunction = (id: string, action: string, resources: string[]) => () =>
    access.authorize({ service: action.split(':')[0]!, action, resources, caller: { kind: 'function', id } });

  it('lets the transcribe stages start and read transcription jobs, and no other function', () => {
    expect(asFunction('TranscriptTranscribeStart', 'transcribe:StartTranscriptionJob', ['*'])).not.toThrow();
    expect(
      asFunction('TranscriptTranscribeResume', 'transcribe:GetTranscriptionJob', [localTranscriptionJobArn('transcript-1')]),
    ).not.toThrow();
    expect(asFunction('TranscriptFetch', 'transcribe:StartTranscriptionJob', ['*'])).toThrow(AccessDeniedError);
  });

  it('lets the Bedrock callers invoke the stage’s models through their inference profiles, and nothing else', () => {
    const sonnet = bedrockModelArns('us.anthropic.claude-sonnet-4-5-20250929-v1:0');
    expect(asFunction('AuditScoreConversation', 'bedrock:InvokeModel', sonnet)).not.toThrow();
    expect(
      asFunction('TranscriptContextualize', 'bedrock:InvokeModel', bedrockModelArns('us.anthropic.claude-haiku-4-5-20251001-v1:0')),
    ).not.toThrow();
    expect(asFunction('AuditScoreConversation', 'bedrock:InvokeModel', bedrockModelArns('us.amazon.nova-pro-v1:0'))).toThrow(
      /bedrock:InvokeModel on resource: .*inference-profile\/us\.amazon\.nova-pro-v1:0/,
    );
    expect(asFunction('AuditGet', 'bedrock:InvokeModel', sonnet)).toThrow(AccessDeniedError);
  });
});
