import { toWire } from '../../src/adapters/wire-case';
import { finalStatus } from '../../src/audits/batch';
import { batchResultLines, completeBatch } from '../../src/audits/batches';
import type { AuditError, AuditResult } from '../../src/audits/model';
import type { BatchInputStore, BatchRecord, BatchStore, ResultStore } from '../../src/audits/ports';
import { ConflictError, NotFoundError } from '../../src/core/errors';
import type { Rubric } from '../../src/rubrics/rubric';
import { rubricDefinition } from '../rubrics/fixtures';

const rubric: Rubric = { id: 'r1', createdAt: '2026-01-01T00:00:00.000Z', ...rubricDefinition() };

/** In-memory stores with the semantics of the DynamoDB adapters (first line per index wins). */
const memoryStores = (batch: BatchRecord) => {
  const records = new Map<string, BatchRecord>([[batch.batchId, batch]]);
  const lines = new Map<number, AuditResult | AuditError>();
  const batches: BatchStore = {
    create: async (b) => void records.set(b.batchId, b),
    get: async (id) => records.get(id),
    finish: async (id, outcome) => void records.set(id, { ...records.get(id)!, ...outcome }),
  };
  const sorted = () => [...lines].sort(([a], [b]) => a - b);
  const results: ResultStore = {
    record: async (_id, index, line) => void (lines.has(index) || lines.set(index, line)),
    async *outcomes() {
      for (const [index, line] of sorted()) {
        yield 'error' in line
          ? { index, outcome: { scored: false } as const }
          : {
              index,
              outcome: { scored: true as const, overall: line.overallScore, criterionScores: line.criterionScores.map((s) => s.score) },
            };
      }
    },
    async *lines() {
      for (const [, line] of sorted()) yield JSON.stringify(toWire(line));
    },
    async *results() {
      for (const [, line] of sorted()) yield line;
    },
  };
  const inputs: BatchInputStore = {
    put: async () => ({ conversationsKey: 'c', itemsKey: 'i' }),
    readConversation: async () => ({ id: 'x', transcript: [] }),
    readItems: async () => ['a', 'b', 'c'].map((conversationId, index) => ({ index, conversationId, byteOffset: 0, byteLength: 0 })),
  };
  return { records, batches, results, inputs, rubrics: { version: async () => rubric } };
};

const queued: BatchRecord = {
  batchId: 'b1',
  owner: 'alice',
  status: 'running',
  rubricId: 'r1',
  rubricVersion: '1.0.0',
  conversationCount: 3,
  callbackUrl: 'https://example.com/cb',
  createdAt: '2026-01-01T00:00:00.000Z',
  counts: { total: 3, scored: 1, failed: 0 },
};

const scored = (conversationId: string, scores: [number, number], overall: number): AuditResult => ({
  conversationId,
  rubricVersion: '1.0.0',
  overallScore: overall,
  evaluator: 'test',
  criterionScores: [
    { criterionId: 'greeting', score: scores[0], evidence: [] },
    { criterionId: 'resolution', score: scores[1], evidence: [] },
  ],
});

describe('batch status transitions', () => {
  it('ends completed, completed_with_errors or failed', () => {
    expect(finalStatus({ total: 3, scored: 3, failed: 0 }, false)).toBe('completed');
    expect(finalStatus({ total: 3, scored: 2, failed: 1 }, false)).toBe('completed_with_errors');
    expect(finalStatus({ total: 3, scored: 0, failed: 3 }, false)).toBe('failed');
    expect(finalStatus({ total: 3, scored: 3, failed: 0 }, true)).toBe('failed');
  });
});

describe('results before completion', () => {
  it('are refused with 409 naming the status and progress; another owner gets 404', async () => {
    const stores = memoryStores(queued);
    await expect(batchResultLines(stores, 'alice', 'b1')).rejects.toThrow(
      new ConflictError(
        'Audit batch b1 is running (1 of 3 conversations done); results are available once it is completed, completed_with_errors or failed.',
      ),
    );
    await expect(batchResultLines(stores, 'mallory', 'b1')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the aggregate step', () => {
  it('counts exactly from the stored lines and computes the means, whatever the progress counters said', async () => {
    const stores = memoryStores(queued);
    await stores.results.record('b1', 0, scored('a', [2, 10], 100));
    await stores.results.record('b1', 1, scored('b', [0, 4], 24));
    await stores.results.record('b1', 2, { conversationId: 'c', error: { code: 'evidence_unverifiable', message: 'x' } });
    const completion = await completeBatch(
      { ...stores, now: () => new Date('2026-01-02T00:00:00Z') },
      { batchId: 'b1', itemsKey: 'i', runFailed: false },
    );
    expect(completion).toEqual({
      eventId: 'b1:completed',
      batchId: 'b1',
      owner: 'alice',
      status: 'completed_with_errors',
      counts: { total: 3, scored: 2, failed: 1 },
      rubricId: 'r1',
      rubricVersion: '1.0.0',
      completedAt: '2026-01-02T00:00:00.000Z',
      callbackUrl: 'https://example.com/cb',
    });
    expect(stores.records.get('b1')).toMatchObject({
      status: 'completed_with_errors',
      summary: { meanOverallScore: 62, criterionMeans: { greeting: 1, resolution: 7 } },
    });
  });

  it('after a failed run, gives every conversation without a line an error line, in order', async () => {
    const stores = memoryStores(queued);
    await stores.results.record('b1', 1, scored('b', [2, 10], 100));
    const completion = await completeBatch({ ...stores, now: () => new Date() }, { batchId: 'b1', itemsKey: 'i', runFailed: true });
    expect(completion).toMatchObject({ status: 'failed', counts: { total: 3, scored: 1, failed: 2 } });
    const lines = [];
    for await (const line of stores.results.results('b1')) lines.push(line);
    expect(lines.map((l) => [l.conversationId, 'error' in l ? l.error.code : undefined])).toEqual([
      ['a', 'evaluator_failed'],
      ['b', undefined],
      ['c', 'evaluator_failed'],
    ]);
  });

  it('after a run whose Map tolerated a failed iteration, gives its conversation an error line and ends completed_with_errors', async () => {
    const stores = memoryStores(queued);
    await stores.results.record('b1', 0, scored('a', [2, 10], 100));
    await stores.results.record('b1', 2, scored('c', [0, 4], 24));
    const completion = await completeBatch({ ...stores, now: () => new Date() }, { batchId: 'b1', itemsKey: 'i', runFailed: false });
    expect(completion).toMatchObject({ status: 'completed_with_errors', counts: { total: 3, scored: 2, failed: 1 } });
    const lines = [];
    for await (const line of stores.results.results('b1')) lines.push(line);
    expect(lines).toEqual([
      expect.objectContaining({ conversationId: 'a', overallScore: 100 }),
      { conversationId: 'b', error: { code: 'evaluator_failed', message: expect.stringContaining('Map iteration failed') } },
      expect.objectContaining({ conversationId: 'c', overallScore: 24 }),
    ]);
  });
});
