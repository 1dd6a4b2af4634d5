import type { ExcludedTranscriptJob, TranscriptJobSelection } from '../../src/audits/model';
import type { RejectionLine, TranscriptJobSummary } from '../../src/audits/ports';
import { selectTranscriptJobs } from '../../src/audits/transcript-jobs';

/** The selector's rules, with in-memory stores (test/audits/selector-and-rejections.test.ts drives the real ones). */

const job = (i: number, metadata: Record<string, unknown> = {}): TranscriptJobSummary => ({
  jobId: `job-${i}`,
  owner: 'alice',
  status: 'completed',
  resultKey: `results/job-${i}.json`,
  metadata,
});

const run = async (
  jobs: readonly TranscriptJobSummary[],
  selector: { metadata?: { field: string; equals: string }; conversationIds?: Record<string, string> },
  limit = 100,
) => {
  const written: string[] = [];
  const events: string[] = [];
  const reported: RejectionLine[] = [];
  const recorded: { selection: TranscriptJobSelection; excluded: readonly ExcludedTranscriptJob[]; count?: number }[] = [];
  const outcome = await selectTranscriptJobs(
    {
      transcripts: {
        jobs: async () => new Map(),
        async *completedBetween() {
          yield* jobs;
        },
        interaction: async (key) => ({ jobId: key, turns: key.includes('silent') ? [] : [{ role: 'agent', text: 'Hello', startMs: 0 }] }),
      },
      inputs: {
        keysOf: () => ({ conversationsKey: 'c', itemsKey: 'i' }),
        writer: () => ({
          append: async (conversation) => void written.push(conversation.id),
          close: async () => (events.push('close'), { conversationsKey: 'c', itemsKey: 'i' }),
          abort: async () => void events.push('abort'),
        }),
      },
      rejections: {
        writer: () => ({ append: async (line) => void reported.push(line), close: async () => undefined, abort: async () => undefined }),
        lines: async () => undefined,
      },
      batches: {
        recordSelection: async (_id, selection, excluded, count) =>
          void recorded.push({ selection, excluded, ...(count === undefined ? {} : { count }) }),
      },
    },
    {
      batchId: 'b',
      transcriptJobs: {
        owner: 'alice',
        selector: { completedAfter: '2026-11-23T00:00:00.000Z', completedBefore: '2026-11-24T00:00:00.000Z', ...selector },
      },
    },
    { conversations: limit },
  );
  return { outcome, written, events, reported, recorded };
};

describe('selectTranscriptJobs', () => {
  it('stores the matching jobs in completion order and reports each one without speech', async () => {
    const silent = { ...job(2, { queue: 'sales' }), resultKey: 'results/silent.json' };
    const { outcome, written, events, reported, recorded } = await run(
      [job(1, { queue: 'sales' }), silent, job(3, { queue: 'billing' }), job(4, { queue: 'sales' })],
      {
        metadata: { field: 'queue', equals: 'sales' },
        conversationIds: { 'job-4': 'call-4' },
      },
    );
    expect(outcome).toEqual({ accepted: true, selection: { state: 'accepted', jobsRead: 4, selected: 2, excluded: 1, reason: null } });
    expect(written).toEqual(['job-1', 'call-4']);
    expect(events).toEqual(['close']);
    expect(reported).toEqual([{ jobId: 'job-2', reason: 'no_speech' }]);
    expect(recorded.at(-1)).toMatchObject({ excluded: [{ jobId: 'job-2', reason: 'no_speech' }], count: 2 });
  });

  it('refuses a window with more jobs than a batch holds, telling the caller to narrow it', async () => {
    const { outcome, events } = await run([job(1), job(2), job(3)], {}, 2);
    expect(outcome.accepted).toBe(false);
    expect(outcome.selection.reason).toMatch(/More than 2 transcript jobs match the selector.*narrow the window/);
    expect(events).toEqual(['abort']);
  });

  it('refuses an empty selection and two jobs mapped to one conversation id, with the reason', async () => {
    const empty = await run([job(1, { queue: 'billing' })], { metadata: { field: 'queue', equals: 'sales' } });
    expect(empty.outcome).toMatchObject({ accepted: false, selection: { state: 'refused', jobsRead: 1, selected: 0 } });
    expect(empty.outcome.selection.reason).toContain('No completed transcript job of yours matches the selector');
    const clash = await run([job(1), job(2)], { conversationIds: { 'job-1': 'same', 'job-2': 'same' } });
    expect(clash.outcome.selection.reason).toContain('map to the same conversation id "same"');
  });
});
