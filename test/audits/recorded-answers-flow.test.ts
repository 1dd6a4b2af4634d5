import { readFile } from 'node:fs/promises';
import type { RecordedConverseResponse } from '../../sandbox/bedrock/recordings';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { auditErrorLineSchema, auditResultSchema } from '../../schemas/audits';
import { rubricBody } from '../rubrics/fixtures';
import { apiClient, excerptIsVerbatim } from './api-client';
import { refundCall } from './fixtures';

/**
 * Recorded model answers through the whole deployed path: the audit batch's scoring function calls the emulated
 * Converse with the production adapter, the emulation answers from recordings, and the NDJSON results show what a
 * caller gets — an error line for an answer that stays unusable, a scored line with agent evidence once a
 * wrong-speaker quote is retried.
 */

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  api = apiClient(sandbox.url);
});
afterAll(() => sandbox.stop());

const recorded = async (name: string): Promise<RecordedConverseResponse> =>
  JSON.parse(await readFile(new URL(`../events/bedrock/${name}.json`, import.meta.url), 'utf8')) as RecordedConverseResponse;

/** One conversation, one batch: the recordings are answered in order by its scoring calls. */
const resultLineWith = async (rubricId: string, ...names: string[]) => {
  sandbox.converseRecordings.replay(await Promise.all(names.map(recorded)));
  const submitted = await api.post('/v2/audits', { rubric_id: rubricId, rubric_version: '1.0.0', conversations: [refundCall] });
  expect(submitted.status).toBe(202);
  await sandbox.waitForIdle();
  expect(sandbox.converseRecordings.pending()).toBe(0);
  const results = await api.get(`/v2/audits/${submitted.json.batch_id}/results`);
  expect(results.status).toBe(200);
  return JSON.parse(results.text.trim()) as unknown;
};

it('delivers what the recorded answers deserve: an error line after a refusal and a truncation, agent evidence after a wrong-speaker retry', async () => {
  const [greeting, resolution] = rubricBody().criteria;
  const created = await api.post('/v2/rubrics', rubricBody({ criteria: [{ ...greeting!, speaker: 'agent' }, resolution!] }));
  expect(created.status).toBe(201);
  const calls = () => sandbox.converseCalls().filter((c) => c.caller.kind === 'function').length;

  const before = calls();
  const refused = auditErrorLineSchema.parse(await resultLineWith(created.json.id, 'converse-refusal', 'converse-max-tokens'));
  expect(refused).toEqual({
    conversation_id: refundCall.id,
    error: { code: 'evaluator_output_invalid', message: expect.stringContaining('after one retry') },
  });
  expect(calls() - before).toBe(2);

  const repaired = auditResultSchema.parse(await resultLineWith(created.json.id, 'converse-wrong-speaker', 'converse-assessment'));
  const evidence = repaired.criterion_scores[0]!.evidence;
  expect(evidence.map((e) => refundCall.transcript[e.turn_index_start]!.role)).toEqual(['agent']);
  expect(evidence.every((e) => excerptIsVerbatim(refundCall.transcript, e))).toBe(true);
  expect(repaired.overall_score).toBe(94);
});
