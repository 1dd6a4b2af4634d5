import type { Sandbox } from '../../../sandbox/runtime';
import { auditResultSchema } from '../../../schemas/audits';
import type { apiClient } from '../api-client';

/**
 * Submits a batch, waits until the sandbox has nothing left to run and reads its result lines, each checked
 * against the contract's schema of a scored line.
 */
export const scoredBatch = async (sandbox: Sandbox, api: ReturnType<typeof apiClient>, request: Record<string, unknown>) => {
  const submitted = await api.post('/v2/audits', request);
  expect(submitted.status).toBe(202);
  await sandbox.waitForIdle();
  const results = await api.get(`/v2/audits/${submitted.json.batch_id}/results`);
  const lines = results.text
    .trim()
    .split('\n')
    .map((line) => auditResultSchema.parse(JSON.parse(line)));
  return { batchId: submitted.json.batch_id as string, lines };
};
