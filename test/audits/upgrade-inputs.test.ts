import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { conversations, submitAndSettle } from './support/large-batch';

/**
 * A state machine execution keeps the definition it started with, while a deployment replaces the functions at
 * once: an execution started before the audit state became camelCase sends its tasks snake_case fields. The
 * functions must still finish it (otherwise the reconciler marks the accepted batch failed).
 */
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(() => sandbox.stop());

it('the scoring and aggregate functions take the snake_case input of an execution started before the upgrade', async () => {
  const { batchId, batch } = await submitAndSettle(sandbox, 2);
  expect(batch.status).toBe('completed');
  const itemsKey = `audits/${batchId}/items.jsonl`;
  const current = await sandbox.invoke('AuditAggregate', { batchId, itemsKey, runFailed: false });
  const earlier = await sandbox.invoke('AuditAggregate', { batch_id: batchId, items_key: itemsKey, run_failed: false });
  expect(current).toMatchObject({ batchId, status: 'completed', counts: { total: 2, scored: 2, failed: 0 } });
  expect(earlier).toEqual({ ...(current as object), completedAt: expect.any(String) });

  const rubric = (await (await fetch(`${sandbox.url}/v2/audits/${batchId}`)).json()) as { rubric_id: string; rubric_version: string };
  const iteration = {
    batch_id: batchId,
    rubric_id: rubric.rubric_id,
    rubric_version: rubric.rubric_version,
    conversations_key: `audits/${batchId}/conversations.jsonl`,
    // The first conversation's place in the stored JSON Lines, as the item list records it.
    item: {
      index: 0,
      conversation_id: 'call-0',
      byte_offset: 0,
      byte_length: Buffer.byteLength(JSON.stringify(conversations(1)[0]) + '\n'),
    },
  };
  // The line of index 0 is stored already, so a repeated iteration changes nothing; unmapped, it would not find the rubric.
  await expect(sandbox.invoke('AuditScoreConversation', iteration)).resolves.toBeNull();
});
