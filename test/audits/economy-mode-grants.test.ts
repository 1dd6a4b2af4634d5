import type { SynthesizedStack } from '../../sandbox/iam';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { batchViewSchema } from '../../schemas/audits';
import { apiClient } from './api-client';
import { conversations, RUBRIC } from './support/large-batch';

// An economy batch in a stack whose start function lacks iam:PassRole of the batch inference service role: IAM
// refuses the job (as AWS would), and the batch is scored on demand instead, saying why.

/** The stack with AuditStartBatchInference unable to pass any role. */
const withoutPassRole = (stack: SynthesizedStack): SynthesizedStack => {
  const template = structuredClone(stack.template) as { Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }> };
  const fn = template.Resources[stack.logicalIds.functions.AuditStartBatchInference as string];
  const role = (fn?.Properties?.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
  let removed = 0;
  for (const resource of Object.values(template.Resources)) {
    if (resource.Type !== 'AWS::IAM::Policy' || !JSON.stringify(resource.Properties?.Roles).includes(`"${role}"`)) continue;
    const document = resource.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] };
    const kept = document.Statement.filter((statement) => ![statement.Action].flat().includes('iam:PassRole'));
    removed += document.Statement.length - kept.length;
    document.Statement = kept;
  }
  if (removed === 0) throw new Error('expected to remove the iam:PassRole grant of AuditStartBatchInference');
  return { ...stack, template };
};

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    changeStack: withoutPassRole,
    stateSecondsOverrides: { WaitForBatchInference: 1 },
    bedrock: { batchInference: { timings: { submittedMs: 10, validatingMs: 10, scheduledMs: 10, perRecordMs: 0 } } },
  });
});
afterAll(() => sandbox.stop());

describe('an economy batch whose start function may not pass the service role', () => {
  it('is refused its job by IAM and scored on demand, saying so', async () => {
    const api = apiClient(sandbox.url);
    const rubric = await api.post('/v2/rubrics', RUBRIC);
    const submitted = await api.post('/v2/audits', { rubric_id: rubric.json.id, conversations: conversations(100), inference: 'economy' });
    expect(submitted.status).toBe(202);
    await sandbox.waitForIdle();

    const batch = batchViewSchema.parse((await api.get(`/v2/audits/${submitted.json.batch_id}`)).json);
    expect(batch).toMatchObject({ status: 'completed', counts: { total: 100, scored: 100, failed: 0 } });
    expect(batch.inference).toEqual({
      requested: 'economy',
      mode: 'on_demand',
      on_demand_reason: { code: 'job_not_started', message: expect.stringContaining('AccessDeniedException') },
      job: null,
      scored: null,
    });
    expect(sandbox.batchInferenceJobs()).toEqual([]);
    expect(sandbox.converseCalls().filter((call) => call.outcome === 'answered')).toHaveLength(100);
    expect(sandbox.awsCalls()).toContainEqual(
      expect.objectContaining({ action: 'iam:PassRole', caller: { kind: 'function', id: 'AuditStartBatchInference' }, decision: 'denied' }),
    );
    // CreateModelInvocationJob itself was allowed: the refusal is the role.
    expect(sandbox.awsCalls()).toContainEqual(
      expect.objectContaining({
        action: 'bedrock:CreateModelInvocationJob',
        caller: { kind: 'function', id: 'AuditStartBatchInference' },
        decision: 'allowed',
      }),
    );
  });
});
