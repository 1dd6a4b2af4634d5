import type { ExecutionState } from '../../src/core/executions';
import { reconcileBatches } from '../../src/audits/batches';
import type { BatchCompletionEvent, BatchRecord, BatchRunInput, BatchStore, UnfinishedBatches } from '../../src/audits/ports';
import { reconcileJobs } from '../../src/transcripts/jobs';
import { aJobIn, fixedClock, memoryJobs, recordingEvents } from '../transcripts/support/fakes';

/**
 * The reconciler's rules, on in-memory ports (pure domain code): no execution → start it; still running →
 * leave it; ended without finishing → fail the work with a stated error; finished meanwhile → leave it.
 */

const executionsIn = (states: Record<string, ExecutionState>) => ({ state: async (name: string) => states[name] ?? 'absent' });

describe('reconcileJobs', () => {
  const setup = (jobs: ReturnType<typeof aJobIn>[], states: Record<string, ExecutionState>) => {
    const memory = memoryJobs();
    for (const job of jobs) memory.jobs.set(job.jobId, job);
    const started: { jobId: string; hasContext: boolean }[] = [];
    const events = recordingEvents();
    const deps = {
      jobs: {
        ...memory.repository,
        async *unfinished() {
          for (const job of memory.jobs.values()) if (job.status !== 'completed' && job.status !== 'failed') yield job;
        },
      },
      executions: executionsIn(states),
      pipeline: { start: async (input: { jobId: string; hasContext: boolean }) => void started.push(input) },
      events: events.publisher,
      clock: fixedClock(),
    };
    return { deps, memory, started, events };
  };

  it('starts the pipeline of a job without an execution, with the input the API would have given it', async () => {
    const job = aJobIn('pending', {
      jobId: 'j-never-started',
      request: { audioUrl: 'https://a/b.wav', keyterms: [], context: 'Acme', contextModel: 'fast' },
    });
    const { deps, started } = setup([job], {});
    expect(await reconcileJobs(deps)).toEqual({ started: ['j-never-started'], failed: [] });
    expect(started).toEqual([{ jobId: 'j-never-started', hasContext: true }]);
  });

  it('leaves running executions and finished jobs alone', async () => {
    const { deps, started } = setup([aJobIn('processing', { jobId: 'j-running' }), aJobIn('completed', { jobId: 'j-done' })], {
      'j-running': 'running',
    });
    expect(await reconcileJobs(deps)).toEqual({ started: [], failed: [] });
    expect(started).toEqual([]);
  });

  it('fails a job whose execution ended without finishing it, with a stated retryable error, and announces it', async () => {
    const { deps, memory, events } = setup([aJobIn('transcribed', { jobId: 'j-orphan' })], { 'j-orphan': 'closed' });
    expect(await reconcileJobs(deps)).toEqual({ started: [], failed: ['j-orphan'] });
    expect(memory.jobs.get('j-orphan')).toMatchObject({
      status: 'failed',
      error: {
        code: 'INTERNAL_ERROR',
        stage: 'contextualize',
        retryable: true,
        message: expect.stringContaining('without recording an outcome'),
      },
    });
    expect(events.published.map((e) => e.status)).toEqual(['failed']);
  });
});

describe('reconcileBatches', () => {
  const batch = (overrides: Partial<BatchRecord>): BatchRecord => ({
    batchId: 'b',
    owner: 'arn:aws:iam::123456789012:user/owner',
    status: 'queued',
    rubricId: 'r',
    rubricVersion: '1.0.0',
    conversationCount: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    counts: { total: 2, scored: 0, failed: 0 },
    ...overrides,
  });

  const setup = (records: BatchRecord[], states: Record<string, ExecutionState>) => {
    const stored = new Map(records.map((r) => [r.batchId, r]));
    const runs: BatchRunInput[] = [];
    const batches: BatchStore & UnfinishedBatches = {
      create: async (record) => void stored.set(record.batchId, record),
      get: async (id) => stored.get(id),
      finish: async (id, outcome) => void stored.set(id, { ...stored.get(id)!, ...outcome }),
      async *unfinished() {
        for (const record of [...stored.values()]) if (record.status === 'queued' || record.status === 'running') yield record;
      },
    };
    const published: BatchCompletionEvent[] = [];
    const deps = {
      batches,
      executions: executionsIn(states),
      runner: { start: async (input: BatchRunInput) => void runs.push(input) },
      completions: { publish: async (completion: BatchCompletionEvent) => void published.push(completion) },
      now: () => new Date('2026-01-02T00:00:00Z'),
    };
    return { deps, stored, runs, published };
  };

  it('starts a queued batch that has no execution, from its stored input', async () => {
    const { deps, runs } = setup([batch({ batchId: 'b1', conversationsKey: 'audits/b1/c.jsonl', itemsKey: 'audits/b1/items.json' })], {});
    expect(await reconcileBatches(deps)).toEqual({ started: ['b1'], failed: [] });
    expect(runs).toEqual([
      { batchId: 'b1', rubricId: 'r', rubricVersion: '1.0.0', conversationsKey: 'audits/b1/c.jsonl', itemsKey: 'audits/b1/items.json' },
    ]);
  });

  it('fails a batch that cannot be started (no stored input) or whose execution ended, and leaves running ones', async () => {
    const { deps, stored, runs } = setup(
      [
        batch({ batchId: 'b-no-input' }),
        batch({ batchId: 'b-ended', status: 'running' }),
        batch({ batchId: 'b-running', status: 'running' }),
      ],
      { 'b-ended': 'closed', 'b-running': 'running' },
    );
    expect(await reconcileBatches(deps)).toEqual({ started: [], failed: ['b-no-input', 'b-ended'] });
    expect(runs).toEqual([]);
    expect(stored.get('b-no-input')).toMatchObject({ status: 'failed', completedAt: '2026-01-02T00:00:00.000Z' });
    expect(stored.get('b-ended')?.status).toBe('failed');
    expect(stored.get('b-running')?.status).toBe('running');
  });

  it('publishes the batch.completed event of a batch it fails, when the batch has a callback_url', async () => {
    const callbackUrl = 'https://receiver.example/hooks/audits';
    const { deps, published } = setup([batch({ batchId: 'b-hooked', status: 'running', callbackUrl }), batch({ batchId: 'b-silent' })], {
      'b-hooked': 'closed',
    });
    expect(await reconcileBatches(deps)).toEqual({ started: [], failed: ['b-hooked', 'b-silent'] });
    expect(published).toEqual([
      {
        eventId: 'b-hooked:completed',
        batchId: 'b-hooked',
        owner: 'arn:aws:iam::123456789012:user/owner',
        status: 'failed',
        counts: { total: 2, scored: 0, failed: 0 },
        rubricId: 'r',
        rubricVersion: '1.0.0',
        completedAt: '2026-01-02T00:00:00.000Z',
        callbackUrl,
      },
    ]);
  });
});
