import { localFunctionArn } from '../../sandbox/environment';
import type { SynthesizedStack } from '../../sandbox/iam';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { runOneAudit } from './fixtures/audit-run';

/**
 * The stack with one grant removed: the audit state machine's role may no longer invoke the scoring function.
 * The same run passes with the stack as synthesized (iam-flow.test.ts).
 */
const withoutScoringInvoke = (stack: SynthesizedStack): SynthesizedStack => {
  const template = structuredClone(stack.template) as { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> };
  const scorer = { 'Fn::GetAtt': [stack.logicalIds.functions.AuditScoreConversation, 'Arn'] };
  const machine = template.Resources[stack.logicalIds.stateMachines.AuditBatch as string];
  const role = (machine?.Properties?.RoleArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
  let removed = 0;
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy' || !JSON.stringify(resource.Properties?.Roles).includes(`"${role}"`)) continue;
    const document = resource.Properties?.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] };
    for (const statement of document.Statement) {
      if (![statement.Action].flat().includes('lambda:InvokeFunction')) continue;
      const resources = [statement.Resource].flat().filter((r) => JSON.stringify(r) !== JSON.stringify(scorer));
      removed += [statement.Resource].flat().length - resources.length;
      statement.Resource = resources;
    }
  }
  if (removed !== 1) throw new Error(`expected to remove one grant, removed ${removed}`);
  return { ...stack, template };
};

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, changeStack: withoutScoringInvoke });
});
afterAll(() => sandbox.stop());

it('fails the scoring of every conversation with AccessDenied naming the action and the function', async () => {
  const { batch, results } = await runOneAudit(sandbox);
  expect(batch).toMatchObject({ counts: { scored: 0, failed: 1 } });
  expect(results).toEqual([
    expect.objectContaining({ conversation_id: 'call-1', error: expect.objectContaining({ code: 'evaluator_failed' }) }),
  ]);

  const denied = sandbox.awsCalls().filter((call) => call.decision === 'denied');
  expect(denied.length).toBeGreaterThan(0);
  expect(denied).toContainEqual(
    expect.objectContaining({
      action: 'lambda:InvokeFunction',
      resources: [localFunctionArn('AuditScoreConversation')],
      caller: { kind: 'stateMachine', id: 'AuditBatch' },
      reason: 'no identity-based policy allows the lambda:InvokeFunction action',
    }),
  );
});
