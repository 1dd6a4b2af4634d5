import { reviewAgreementSchema, reviewCalibrationSchema, reviewQueueSchema } from '../../schemas/reviews';
import { call, REVIEW_RUBRIC, sandboxForFile, scored, scoresOf } from './support';

/** The review queue of a finished batch, and agreement computed from reviews, through the sandbox's API. */

const { sandbox, api } = sandboxForFile();

const newRubric = async () => {
  const created = await api().post('/v2/rubrics', REVIEW_RUBRIC);
  expect(created.status).toBe(201);
  return created.json.id as string;
};

const reviewPath = (batchId: string, index: number) => `/v2/audits/${batchId}/conversations/${index}/reviews`;

/** The documented draw, written here from its description: u = fmix32(fnv1a32("<seed>:<index>")) / 2^32 < rate. */
const drawn = (seed: string, index: number, rate: number) => {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(`${seed}:${index}`, 'utf8')) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32 < rate;
};

describe('the review queue', () => {
  it('lists the conversation whose critical criterion failed, the rarely-N/A one and the stated random sample, highest priority first', async () => {
    const rubricId = await newRubric();
    // Ten conversations: #3 never greets (critical greeting fails), #5 never comes near empathy (N/A in 1 of 10).
    const conversations = Array.from({ length: 10 }, (_, i) => call(`q${i}`, { fails: i === 3, empathy: i === 5 ? false : true }));
    const { batchId, lines } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations, review_sample_rate: 0.5 });
    expect(scoresOf(lines[3]!).greeting).toBe(0);
    expect(lines[3]!.critical_failure).toEqual({ criterion_ids: ['greeting'] });
    expect(scoresOf(lines[5]!).empathy).toBeNull();

    const page = reviewQueueSchema.parse((await api().get(`/v2/audits/${batchId}/review-queue?limit=200`)).json);
    const sampled = conversations.map((_, i) => i).filter((i) => drawn(batchId, i, 0.5));
    const expected = conversations
      .map((c, index) => {
        const reasons = [
          ...(index === 3 ? [{ code: 'critical_failed', criterion_ids: ['greeting'] }] : []),
          ...(sampled.includes(index) ? [{ code: 'random_sample', criterion_ids: [] }] : []),
          ...(index === 5 ? [{ code: 'rare_not_applicable', criterion_ids: ['empathy'] }] : []),
        ];
        const weights: Record<string, number> = { critical_failed: 16, random_sample: 4, rare_not_applicable: 2 };
        return {
          index,
          conversation_id: c.id,
          priority: reasons.reduce((sum, r) => sum + weights[r.code]!, 0),
          reasons,
          overall_score: lines[index]!.overall_score,
        };
      })
      .filter((item) => item.reasons.length > 0)
      .sort((a, b) => b.priority - a.priority || a.index - b.index);
    expect(page.items).toEqual(expected);
    expect(page.items[0]).toMatchObject({
      index: 3,
      reasons: expect.arrayContaining([{ code: 'critical_failed', criterion_ids: ['greeting'] }]),
    });
    expect(page.queue).toEqual({
      size: expected.length,
      by_reason: { critical_failed: 1, evidence_repaired: 0, random_sample: sampled.length, rare_not_applicable: 1, near_boundary: 0 },
      sample: { rate: 0.5, seed: batchId, size: sampled.length },
    });
    expect(page.next_cursor).toBeNull();

    // A page at a time, with the cursor.
    const paged: unknown[] = [];
    let cursor: string | null = null;
    do {
      const next = reviewQueueSchema.parse(
        (await api().get(`/v2/audits/${batchId}/review-queue?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json,
      );
      expect(next.items.length).toBeLessThanOrEqual(2);
      paged.push(...next.items);
      cursor = next.next_cursor;
    } while (cursor);
    expect(paged).toEqual(page.items);
    expect((await api().get(`/v2/audits/${batchId}/review-queue?cursor=not-a-cursor!`)).status).toBe(400);

    // A reviewed conversation leaves the queue; the batch counts it (and whether it was in the sample).
    expect(
      (await api().post(reviewPath(batchId, 3), { expected_version: 0, decision: 'accept', comment: 'Indeed no greeting.' })).status,
    ).toBe(201);
    const after = reviewQueueSchema.parse((await api().get(`/v2/audits/${batchId}/review-queue`)).json);
    expect(after.items.map((i) => i.index)).toEqual(expected.filter((i) => i.index !== 3).map((i) => i.index));
    expect(after.reviews).toEqual({ conversations_reviewed: 1, reviews: 1, sample_reviewed: sampled.includes(3) ? 1 : 0 });
  }, 120_000);
});

/** Cohen's κ with quadratic weights, written here from its definition. */
const weightedKappa = (pairs: readonly [number, number][], categories: number) => {
  const n = pairs.length;
  const observed = Array.from({ length: categories }, () => new Array<number>(categories).fill(0));
  for (const [a, b] of pairs) observed[a]![b]! += 1;
  const rows = observed.map((row) => row.reduce((s, x) => s + x, 0));
  const columns = observed[0]!.map((_, j) => observed.reduce((s, row) => s + row[j]!, 0));
  let o = 0;
  let e = 0;
  for (let i = 0; i < categories; i++)
    for (let j = 0; j < categories; j++) {
      const w = (i - j) ** 2 / (categories - 1) ** 2;
      o += (w * observed[i]![j]!) / n;
      e += (w * rows[i]! * columns[j]!) / (n * n);
    }
  return 1 - o / e;
};

describe('agreement from reviews', () => {
  it('builds the calibration report from the batch reviews, as an independent computation says, and tracks it per rubric and week', async () => {
    const rubricId = await newRubric();
    const { batchId, lines } = await scored(sandbox(), api(), {
      rubric_id: rubricId,
      conversations: [call('k0'), call('k1', { fails: true }), call('k2'), call('k3'), call('k4', { fails: true })],
    });
    const machine = lines.map(scoresOf);
    // Reviewed values: #0 accepted; #1 greeting corrected to yes and refund to 3; #2 refund to 9; #4 accepted; #3 not reviewed.
    const reviews: [number, Record<string, unknown>][] = [
      [0, { expected_version: 0, decision: 'accept' }],
      [
        1,
        {
          expected_version: 0,
          decision: 'override',
          overrides: [
            { criterion_id: 'greeting', label: 'yes' },
            { criterion_id: 'refund', score: 3 },
          ],
          comment: 'Greeted in other words.',
        },
      ],
      [2, { expected_version: 0, decision: 'override', overrides: [{ criterion_id: 'refund', score: 9 }], comment: 'Handled well.' }],
      [4, { expected_version: 0, decision: 'accept' }],
    ];
    for (const [index, body] of reviews) expect((await api().post(reviewPath(batchId, index), body)).status).toBe(201);
    const human: Record<string, number | null>[] = [
      machine[0]!,
      { ...machine[1]!, greeting: 1, refund: 3 },
      { ...machine[2]!, refund: 9 },
      machine[4]!,
    ];
    const machineOfReviewed = [machine[0]!, machine[1]!, machine[2]!, machine[4]!];

    const calibration = reviewCalibrationSchema.parse((await api().get(`/v2/audits/${batchId}/review-calibration`)).json);
    expect(calibration).toMatchObject({ batch_id: batchId, rubric_id: rubricId, rubric_version: '1.0.0', reviews: 4 });
    const { report } = calibration;
    expect(report.conversations).toBe(4);
    expect(report.ratings).toBe(4 * REVIEW_RUBRIC.criteria.length);
    expect(report.auditors).toHaveLength(1);

    const greetingPairs = human.map((h, i) => [h.greeting!, machineOfReviewed[i]!.greeting!] as [number, number]);
    const greeting = report.criteria.find((c) => c.criterion_id === 'greeting')!.machine_vs_human as {
      n: number;
      exact_agreement: number;
      quadratic_weighted_kappa: number | null;
    };
    expect(greeting.n).toBe(4);
    expect(greeting.exact_agreement).toBeCloseTo(greetingPairs.filter(([a, b]) => a === b).length / 4, 6);
    const agreeAll = greetingPairs.every(([a, b]) => a === b);
    if (agreeAll) expect(greeting.quadratic_weighted_kappa).toBeNull();
    else expect(greeting.quadratic_weighted_kappa).toBeCloseTo(weightedKappa(greetingPairs, 2), 6);

    const refund = report.criteria.find((c) => c.criterion_id === 'refund')!.machine_vs_human as { n: number; mae: number };
    const refundGaps = human.map((h, i) => Math.abs(h.refund! - machineOfReviewed[i]!.refund!));
    expect(refund.n).toBe(4);
    expect(refund.mae).toBeCloseTo(refundGaps.reduce((s, g) => s + g, 0) / 4, 6);
    expect(report.largest_disagreements[0]).toMatchObject({ criterion_id: expect.any(String), machine_evidence: expect.any(Array) });
    expect(report.largest_disagreements[0]!.machine_evidence.length).toBeGreaterThan(0);

    // The same reviews, per rubric version over a window and week by week.
    const agreement = reviewAgreementSchema.parse((await api().get(`/v2/rubrics/${rubricId}/review-agreement`)).json);
    expect(agreement.rubric_version).toBe('1.0.0');
    expect(agreement.window.reviews).toBe(4);
    expect(agreement.window.criteria.map((c) => c.machine_vs_human)).toEqual(report.criteria.map((c) => c.machine_vs_human));
    expect(agreement.weeks).toHaveLength(1);
    expect(agreement.weeks[0]!.criteria).toEqual(agreement.window.criteria);

    // A window that ends before the reviews holds none of them.
    const before = reviewAgreementSchema.parse(
      (await api().get(`/v2/rubrics/${rubricId}/review-agreement?from=2020-01-01&to=2020-03-01`)).json,
    );
    expect(before.window.reviews).toBe(0);
    expect(before.weeks).toEqual([]);
    expect((await api().get(`/v2/rubrics/${rubricId}/review-agreement?from=2020-01-01&to=2022-01-01`)).status).toBe(400);
  }, 120_000);
});
