import fc from 'fast-check';
import { fromWire, toWire } from '../../src/adapters/wire-case';
import type { BatchRecord } from '../../src/audits/ports';

/** A batch as the AuditBatches table holds it once its JSON-text fields are parsed (the contract's snake_case). */
const storedBatch = {
  batch_id: 'b-1',
  owner: 'arn:aws:iam::123456789012:user/qa',
  status: 'completed',
  rubric_id: 'r-1',
  rubric_version: '1.2.0',
  conversation_count: 2,
  created_at: '2026-11-24T00:00:00.000Z',
  source: 'transcript_jobs',
  selector: {
    completed_after: '2026-11-23T00:00:00.000Z',
    completed_before: '2026-11-24T00:00:00.000Z',
    metadata: { field: 'queue_name', equals: 'billing_eu' },
    conversation_ids: { 'job_a-1': 'call_one', 'job_b-2': 'call_two' },
  },
  excluded_transcript_jobs: [{ job_id: 'job_c-3', reason: 'not_completed', status: 'processing' }],
  summary: { mean_overall_score: 71.5, criterion_means: { greeting_quality: 1.5, refund_handling: null } },
};

describe('wire case mapping', () => {
  it('gives src/ camelCase fields and leaves the keys callers chose (criterion ids, job ids, metadata) as sent', () => {
    const batch = fromWire(storedBatch);
    expect(batch).toMatchObject({
      batchId: 'b-1',
      rubricVersion: '1.2.0',
      conversationCount: 2,
      selector: {
        completedAfter: '2026-11-23T00:00:00.000Z',
        metadata: { field: 'queue_name', equals: 'billing_eu' },
        conversationIds: { 'job_a-1': 'call_one', 'job_b-2': 'call_two' },
      },
      excludedTranscriptJobs: [{ jobId: 'job_c-3', reason: 'not_completed' }],
      summary: { meanOverallScore: 71.5, criterionMeans: { greeting_quality: 1.5, refund_handling: null } },
    } satisfies Partial<Record<keyof BatchRecord, unknown>>);
    // Values are never touched, only keys.
    expect(batch.source).toBe('transcript_jobs');
  });

  it('writes back exactly what it read', () => {
    expect(toWire(fromWire(storedBatch))).toEqual(storedBatch);
  });

  it('round-trips any snake_case document, keys inside caller-keyed fields included', () => {
    const snakeKey = fc.stringMatching(/^[a-z][a-z0-9]{0,6}(_[a-z][a-z0-9]{0,6}){0,3}$/);
    const anyKey = fc.string({ maxLength: 12 });
    const document = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.double({ noNaN: true }),
        fc.boolean(),
        fc.constant(null),
        tie('array'),
        tie('object'),
        tie('callerKeyed'),
      ),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(snakeKey, tie('value'), { maxKeys: 5 }),
      callerKeyed: fc.record({ criterion_means: fc.dictionary(anyKey, fc.double({ noNaN: true }), { maxKeys: 4 }) }),
    }));
    fc.assert(fc.property(document.value, (wire) => expect(toWire(fromWire(wire))).toEqual(wire)));
  });
});
