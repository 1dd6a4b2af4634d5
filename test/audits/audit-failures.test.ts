import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { auditErrorLineSchema } from '../../schemas/audits';
import { apiClient } from './api-client';

// The evaluator is configured with a model Bedrock does not know, so every Converse call is refused with a
// ValidationException, as in an account where the stage names a model that does not exist in its region: the
// state machine must turn that into error lines.
let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, env: { BEDROCK_MODEL_EVALUATOR: 'us.anthropic.claude-sandbox-unknown-v1:0' } });
  api = apiClient(sandbox.url);
});
afterAll(() => sandbox.stop());

describe('a batch whose conversations cannot be scored', () => {
  it('ends failed, with one error line per conversation in submission order and a batch.completed event', async () => {
    const rubric = (
      await api.post('/v2/rubrics', {
        version: '1.0.0',
        criteria: [
          {
            id: 'empathy',
            name: 'Empathy',
            weight: 1,
            prompt: 'Did the agent acknowledge the problem?',
            scale: { type: 'continuous', range: [0, 1] },
          },
        ],
        min_score: 0,
        max_score: 10,
      })
    ).json;
    const conversations = ['a', 'b', 'c'].map((id) => ({
      id,
      transcript: [{ role: 'customer', text: `Conversation ${id}`, timestamp: 0 }],
    }));
    const handle = (await api.post('/v2/audits', { rubric_id: rubric.id, conversations, callback_url: 'https://example.com/cb' })).json;
    await sandbox.waitForIdle();

    const view = (await api.get(`/v2/audits/${handle.batch_id}`)).json;
    expect(view).toMatchObject({ status: 'failed', counts: { total: 3, scored: 0, failed: 3 }, summary: { mean_overall_score: null } });

    const results = await api.get(`/v2/audits/${handle.batch_id}/results`);
    expect(results.status).toBe(200);
    const lines = results.text
      .split('\n')
      .filter(Boolean)
      .map((line) => auditErrorLineSchema.parse(JSON.parse(line)));
    expect(lines.map((l) => [l.conversation_id, l.error.code])).toEqual([
      ['a', 'evaluator_failed'],
      ['b', 'evaluator_failed'],
      ['c', 'evaluator_failed'],
    ]);
    // Refused as an unknown model (or, where IAM is evaluated, as a model the role may not invoke).
    const calls = sandbox.converseCalls();
    expect(calls.map((c) => c.modelId)).toEqual(['a', 'b', 'c'].map(() => 'us.anthropic.claude-sandbox-unknown-v1:0'));
    expect(calls.every((c) => c.outcome === 'ValidationException' || c.outcome === 'AccessDeniedException')).toBe(true);
    const event = sandbox.publishedEvents().find((e) => e['detail-type'] === 'Audit Batch Completed');
    expect(event?.detail).toMatchObject({ batchId: handle.batch_id, status: 'failed', counts: { total: 3, scored: 0, failed: 3 } });
  });
});
