import { createCalibration } from '../../src/audits/calibrations';
import type { BatchRecord, BatchStore, ResultStore } from '../../src/audits/ports';
import { ConflictError, NotFoundError } from '../../src/core/errors';

const batch = (status: BatchRecord['status']): BatchRecord => ({
  batchId: 'b1',
  owner: 'alice',
  status,
  rubricId: 'r1',
  rubricVersion: '1.0.0',
  conversationCount: 1,
  createdAt: '2026-11-24T00:00:00Z',
  counts: { total: 1, scored: 0, failed: 0 },
});

const depsFor = (record: BatchRecord) => ({
  batches: { get: async () => record } as unknown as BatchStore,
  results: {} as ResultStore,
  rubrics: { version: async () => undefined },
  calibrations: { put: async () => undefined, get: async () => undefined, listByRubric: async () => [], listByBatch: async () => [] },
  now: () => new Date(),
  newId: () => 'c1',
});

const ratings = [{ conversationId: 'x', criterionId: 'y', auditorId: 'h', score: 1 }];

it.each(['queued', 'running', 'failed'] as const)('refuses to calibrate a %s batch with 409, saying when it can', async (status) => {
  await expect(createCalibration(depsFor(batch(status)), 'alice', 'b1', ratings)).rejects.toThrow(ConflictError);
  await expect(createCalibration(depsFor(batch(status)), 'alice', 'b1', ratings)).rejects.toThrow(
    /once it is completed or completed_with_errors/,
  );
});

it("answers another principal's batch as not found", async () => {
  await expect(createCalibration(depsFor(batch('completed')), 'bob', 'b1', ratings)).rejects.toThrow(NotFoundError);
});
