import type { StoredOutcome } from '../../src/audits/batch';
import type { BatchRecord } from '../../src/audits/ports';
import type { GroupMember, GroupWeekDelta, QueueEntry, ReviewQueueStore, ScoreInsightsStore } from '../../src/reviews/ports';
import { reviewPreparation } from '../../src/reviews/preparation';
import type { Rubric } from '../../src/rubrics/rubric';

/** What a finished batch prepares from its outcomes: the queue's reasons and the insight sums (pure code, stores faked). */

const rubric: Rubric = {
  id: 'r-1',
  version: '2.0.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  minScore: 0,
  maxScore: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 0.3,
      prompt: 'p',
      scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'] },
      critical: { failAtOrBelow: 0 },
    },
    {
      id: 'resolution',
      name: 'Resolution',
      weight: 0.5,
      prompt: 'p',
      scale: {
        type: 'continuous',
        range: [0, 10],
        anchors: [
          { from: 0, to: 4, description: 'unresolved' },
          { from: 4, to: 10, description: 'resolved' },
        ],
      },
      critical: { failAtOrBelow: 2 },
    },
    {
      id: 'empathy',
      name: 'Empathy',
      weight: 0.2,
      prompt: 'p',
      scale: { type: 'ordinal', labels: ['no', 'yes'] },
      allowNotApplicable: true,
    },
  ],
};

const batch = (rate: number): BatchRecord => ({
  batchId: 'b-1',
  owner: 'me',
  status: 'running',
  rubricId: 'r-1',
  rubricVersion: '2.0.0',
  conversationCount: 11,
  createdAt: '2026-03-01T00:00:00.000Z',
  counts: { total: 11, scored: 0, failed: 0 },
  reviewSampleRate: rate,
});

/** Ten scored conversations and one error line; the first four are agent a's (week of 2 March), the rest agent b's. */
const outcomes: StoredOutcome[] = [
  [2, 9, 1],
  [0, 9, 1], // critical greeting failed
  [1, 9, 1], // one label above failing, on a three-label scale
  [2, 4.3, 1], // within 5 % of the range of the anchor boundary 4
  [2, 2.4, 1], // just above the critical threshold 2
  [2, 9, null], // N/A in 1 of 10: rarely
  [2, 9, 1],
  [2, 9, 1],
  [2, 9, 1],
  [2, 9, 1],
].map((scores, i): StoredOutcome => ({
  scored: true,
  overall: 50,
  criterionScores: scores,
  conversationId: `c${i}`,
  metadata: i < 4 ? { agent: 'a', seniority: 2 } : { agent: 'b' },
  at: i < 4 ? '2026-03-04T12:00:00Z' : '2026-03-10T08:00:00Z',
  ...(i === 6 ? { repaired: ['resolution'] } : {}),
}));
outcomes.push({ scored: false });

const prepared = async (rate: number) => {
  const queued: QueueEntry[] = [];
  const deltas: GroupWeekDelta[] = [];
  const members: GroupMember[] = [];
  const queue: ReviewQueueStore = {
    enqueue: async (_batchId, entries) => void queued.push(...entries),
    page: async () => ({ entries: [] }),
  };
  const insights: ScoreInsightsStore = {
    addBatch: async (_batchId, added) => void deltas.push(...added),
    addMembers: async (added) => void members.push(...added),
    groups: async () => ({ groups: [] }),
    members: async () => ({ members: [] }),
  };
  const followUp = reviewPreparation({ queue, insights })(batch(rate), rubric);
  for (const [index, outcome] of outcomes.entries()) await followUp.add(index, outcome);
  const { reviewQueue } = await followUp.commit();
  return { queued, deltas, members, reviewQueue };
};

describe("a finished batch's review queue", () => {
  it('gives each conversation its reasons and a priority from their weights', async () => {
    const { queued, reviewQueue } = await prepared(0);
    expect(queued.map((e) => [e.index, e.priority, e.reasons])).toEqual([
      [1, 16, [{ code: 'critical_failed', criterionIds: ['greeting'] }]],
      [2, 1, [{ code: 'near_boundary', criterionIds: ['greeting'] }]],
      [3, 1, [{ code: 'near_boundary', criterionIds: ['resolution'] }]],
      [4, 1, [{ code: 'near_boundary', criterionIds: ['resolution'] }]],
      [5, 2, [{ code: 'rare_not_applicable', criterionIds: ['empathy'] }]],
      [6, 8, [{ code: 'evidence_repaired', criterionIds: ['resolution'] }]],
    ]);
    expect(reviewQueue).toEqual({
      size: 6,
      byReason: { critical_failed: 1, evidence_repaired: 1, random_sample: 0, rare_not_applicable: 1, near_boundary: 3 },
      sample: { rate: 0, seed: 'b-1', size: 0 },
    });
  });

  it('draws the stated share at random: all of it at rate 1', async () => {
    const { queued, reviewQueue } = await prepared(1);
    expect(queued).toHaveLength(10);
    expect(queued.every((e) => e.reasons.some((r) => r.code === 'random_sample'))).toBe(true);
    expect(queued.find((e) => e.index === 1)!.priority).toBe(16 + 4);
    expect(reviewQueue.sample).toEqual({ rate: 1, seed: 'b-1', size: 10 });
  });
});

describe("a finished batch's score insights", () => {
  it('sums each metadata value’s week once, and indexes each conversation under each of its keys', async () => {
    const { deltas, members } = await prepared(0);
    expect(deltas.map((d) => [d.key, d.value, d.week, d.delta.conversations])).toEqual([
      ['agent', 'a', '2026-03-02', 4],
      ['seniority', '2', '2026-03-02', 4],
      ['agent', 'b', '2026-03-09', 6],
    ]);
    const a = deltas[0]!.delta;
    expect(a.criteria.greeting).toEqual({ n: 4, sum: 5, norm: 2.5, fails: 1, na: 0 });
    expect(a.criteria.resolution).toMatchObject({ n: 4, sum: 9 + 9 + 9 + 4.3, fails: 0 });
    const b = deltas[2]!.delta;
    expect(b.criteria.resolution).toMatchObject({ n: 6, fails: 0 });
    expect(b.criteria.empathy).toEqual({ n: 5, sum: 5, norm: 5, fails: 0, na: 1 });
    expect(b.overall).toEqual({ n: 6, sum: 300 });
    expect(members).toHaveLength(4 * 2 + 6);
    expect(members.find((m) => m.index === 1 && m.key === 'agent')).toMatchObject({
      value: 'a',
      at: '2026-03-04T12:00:00Z',
      conversationId: 'c1',
      rubricVersion: '2.0.0',
      reviewed: false,
      scores: [
        { criterionId: 'greeting', score: 0, label: 'no', normalized: 0, failed: true },
        { criterionId: 'resolution', score: 9, normalized: 0.9, failed: false },
        { criterionId: 'empathy', score: 1, label: 'yes', normalized: 1, failed: false },
      ],
    });
  });
});
