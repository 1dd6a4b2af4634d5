import type { Sandbox } from '../../../sandbox/runtime';
import { apiClient } from '../api-client';

/** A rubric the lexical evaluator scores quickly. */
export const RUBRIC = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    { id: 'greeting', name: 'Greeting', weight: 0.5, prompt: 'Did the agent greet the caller and thank them for calling?', scale: { type: 'ordinal', labels: ['no', 'yes'] } },
    { id: 'resolution', name: 'Resolution', weight: 0.5, prompt: 'Was the refund resolved?', scale: { type: 'continuous', range: [0, 10] } },
  ],
};

/** One-turn conversations: a batch of 10,000 stays well under the 5 MiB request limit. */
export const conversations = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `call-${i}`,
    transcript: [{ role: 'agent', text: i % 2 ? 'Hello, thanks for calling, your refund is done.' : 'Hi, how can I help?', timestamp: 0 }],
  }));

/** Registers the rubric, submits `count` conversations and waits until the sandbox has nothing left to run. */
export const submitAndSettle = async (sandbox: Sandbox, count: number) => {
  const api = apiClient(sandbox.url);
  const rubric = await api.post('/v2/rubrics', RUBRIC);
  const submitted = await api.post('/v2/audits', { rubric_id: rubric.json.id, conversations: conversations(count) });
  if (submitted.status !== 202) throw new Error(`submission answered ${submitted.status}: ${submitted.text}`);
  const batchId = submitted.json.batch_id as string;
  await sandbox.waitForIdle();
  const batch = await api.get(`/v2/audits/${batchId}`);
  const execution = sandbox.executions().find((e) => e.stateMachineId === 'AuditBatch' && (e.input as { batchId?: string }).batchId === batchId);
  return { api, batchId, batch: batch.json as { status: string; counts: { total: number; scored: number; failed: number } }, execution };
};
