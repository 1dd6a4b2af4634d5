import type { SynthesizedStack } from '../../sandbox/iam';
import type { InvocationFault } from '../../sandbox/lambda-runtime';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { submitAndSettle } from './support/large-batch';

// One conversation's scoring failing in every way it can must never fail its batch: the batch ends
// completed_with_errors with exactly one line per conversation. The failures are injected where AWS would
// produce them — the scoring function's invocation failing before or after its handler ran (a crash, or a
// timeout after it stored its line), and the state machine's role unable to record the failure, so the
// Map iteration fails outright.

/** The scorer's invocation for one conversation (`call-<i>` of submitAndSettle) fails before or after its handler ran. */
const scorerFails = (when: 'before' | 'after', conversationId: string, errorType?: string): InvocationFault => ({
  functionId: 'AuditScoreConversation',
  when,
  matches: (event) => (event as { item?: { conversation_id?: string } }).item?.conversation_id === conversationId,
  ...(errorType ? { errorType } : {}),
});

type Lines = { conversation_id: string; overall_score?: number; error?: { code: string; message: string } }[];
const resultLines = async (api: Awaited<ReturnType<typeof submitAndSettle>>['api'], batchId: string): Promise<Lines> =>
  (await api.get(`/v2/audits/${batchId}/results`)).text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
const outcomes = (lines: Lines) => lines.map((line) => [line.conversation_id, line.error?.code ?? 'scored']);

describe('a batch whose scorer fails after or before storing a line', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ retryIntervalMs: 5 });
  });
  afterAll(() => sandbox.stop());

  it('keeps the stored line, records an error line for the other, and ends completed_with_errors', async () => {
    // call-1's scorer stores its scored line, then times out; call-2's fails before it runs.
    sandbox.injectFault(scorerFails('after', 'call-1'));
    sandbox.injectFault(scorerFails('before', 'call-2', 'Runtime.ExitError'));
    const { api, batchId, batch, execution } = await submitAndSettle(sandbox, 4);

    expect(execution?.status).toBe('SUCCEEDED');
    expect(execution?.mapRuns?.[0]).toMatchObject({ childExecutions: 4, failedChildExecutions: 0 });
    expect(batch).toMatchObject({ status: 'completed_with_errors', counts: { total: 4, scored: 3, failed: 1 } });
    const lines = await resultLines(api, batchId);
    expect(outcomes(lines)).toEqual([
      ['call-0', 'scored'],
      ['call-1', 'scored'],
      ['call-2', 'evaluator_failed'],
      ['call-3', 'scored'],
    ]);
  }, 120_000);
});

/** The stack with the audit state machine's role unable to PutItem into the results table: no failure can be recorded. */
const withoutResultWrites = (stack: SynthesizedStack): SynthesizedStack => {
  const template = structuredClone(stack.template) as { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> };
  const resultsTable = JSON.stringify({ 'Fn::GetAtt': [stack.logicalIds.tables.AuditResults, 'Arn'] });
  const machine = template.Resources[stack.logicalIds.stateMachines.AuditBatch as string];
  const role = (machine?.Properties?.RoleArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
  let removed = 0;
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy' || !JSON.stringify(resource.Properties?.Roles).includes(`"${role}"`)) continue;
    const document = resource.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] };
    for (const statement of document.Statement) {
      if (![statement.Resource].flat().some((r) => JSON.stringify(r) === resultsTable)) continue;
      const actions = [statement.Action].flat();
      statement.Action = actions.filter((action) => action !== 'dynamodb:PutItem');
      removed += actions.length - statement.Action.length;
    }
  }
  if (removed === 0) throw new Error('expected to remove the PutItem grant on the results table');
  return { ...stack, template };
};

describe('a batch one of whose Map iterations fails outright', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ retryIntervalMs: 5, changeStack: withoutResultWrites });
  });
  afterAll(() => sandbox.stop());

  it('is tolerated by the Map: the aggregate step writes the missing error line and the batch ends completed_with_errors', async () => {
    sandbox.injectFault(scorerFails('before', 'call-1', 'Runtime.ExitError'));
    const { api, batchId, batch, execution } = await submitAndSettle(sandbox, 3);

    expect(execution?.status).toBe('SUCCEEDED');
    expect(execution?.mapRuns?.[0]).toMatchObject({ childExecutions: 3, failedChildExecutions: 1 });
    expect(batch).toMatchObject({ status: 'completed_with_errors', counts: { total: 3, scored: 2, failed: 1 } });
    const lines = await resultLines(api, batchId);
    expect(outcomes(lines)).toEqual([
      ['call-0', 'scored'],
      ['call-1', 'evaluator_failed'],
      ['call-2', 'scored'],
    ]);
    expect(lines[1]?.error?.message).toContain('Map iteration failed');
    expect(sandbox.awsCalls()).toContainEqual(
      expect.objectContaining({ action: 'dynamodb:PutItem', caller: { kind: 'stateMachine', id: 'AuditBatch' }, decision: 'denied' }),
    );
  }, 120_000);
});
