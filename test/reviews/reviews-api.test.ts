import { AUDIT_CONVERSATION_REVIEWED } from '../../schemas/events';
import { batchConversationSchema, batchViewSchema } from '../../schemas/audits';
import { conversationReviewsSchema } from '../../schemas/reviews';
import { call, expectedOverall, REVIEW_RUBRIC, sandboxForFile, scored, scoresOf } from './support';

/** Reviews through the sandbox's API: real HTTP, the deployed handlers, DynamoDB Local. Each test scores a batch first (minutes on a loaded machine). */

const { sandbox, api } = sandboxForFile();
let rubricId: string;

beforeAll(async () => {
  const created = await api().post('/v2/rubrics', REVIEW_RUBRIC);
  expect(created.status).toBe(201);
  rubricId = created.json.id;
});

const reviewPath = (batchId: string, index: number) => `/v2/audits/${batchId}/conversations/${index}/reviews`;

describe('a review of a scorecard', () => {
  it('recomputes the overall score with the rubric weights when one criterion is overridden, keeping the machine score beside it', async () => {
    const { batchId, lines } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations: [call('a'), call('b')] });
    const machine = lines[0]!;
    const machineScores = scoresOf(machine);
    expect(machine.overall_score).toBeCloseTo(expectedOverall(machineScores)!, 5);
    const newRefund = machineScores.refund === 2 ? 9 : 2;

    const reviewed = await api().post(reviewPath(batchId, 0), {
      expected_version: 0,
      decision: 'override',
      overrides: [{ criterion_id: 'refund', score: newRefund }],
      comment: 'The refund was only promised, not processed.',
    });
    expect(reviewed.status).toBe(201);
    expect(reviewed.headers.get('location')).toBe(reviewPath(batchId, 0));
    const view = conversationReviewsSchema.parse(reviewed.json);
    const expected = expectedOverall({ ...machineScores, refund: newRefund })!;
    expect(view.review!.overall_score).toBeCloseTo(expected, 5);
    expect(view.review!.overall_score).not.toBeCloseTo(machine.overall_score!, 5);
    expect(view.machine.overall_score).toBe(machine.overall_score);
    expect(view).toMatchObject({ batch_id: batchId, index: 0, conversation_id: 'a', review_version: 1 });
    expect(view.review!.criterion_scores).toEqual([
      expect.objectContaining({ criterion_id: 'greeting', score: machineScores.greeting, overridden: false }),
      expect.objectContaining({ criterion_id: 'refund', score: newRefund, overridden: true }),
      expect.objectContaining({ criterion_id: 'empathy', score: machineScores.empathy, overridden: false }),
    ]);
    expect(view.history).toEqual([
      {
        version: 1,
        reviewer: expect.any(String),
        reviewed_at: view.review!.reviewed_at,
        decision: 'override',
        comment: 'The refund was only promised, not processed.',
        changes: [{ criterion_id: 'refund', before: { score: machineScores.refund }, after: { score: newRefund } }],
        overall_score_before: machine.overall_score,
        overall_score_after: view.review!.overall_score,
      },
    ]);

    // The results stream carries the reviewed scorecard beside the machine's scores; the other line is unchanged.
    const results = (await api().get(`/v2/audits/${batchId}/results`)).text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(results[0]).toEqual({ ...machine, review: view.review });
    expect(results[1]).toEqual(lines[1]);

    // So does the conversation, with the history.
    const conversation = batchConversationSchema.parse((await api().get(`/v2/audits/${batchId}/conversations/0`)).json);
    expect(conversation).toMatchObject({ review_version: 1, review: view.review, review_history: view.history });

    // An acceptance of that scorecard confirms it: version 2, nothing changed.
    const accepted = await api().post(reviewPath(batchId, 0), { expected_version: 1, decision: 'accept' });
    expect(accepted.status).toBe(201);
    expect(accepted.json.review).toMatchObject({ version: 2, decision: 'accept', overall_score: view.review!.overall_score });
    expect(accepted.json.history.map((e: { changes: unknown[] }) => e.changes.length)).toEqual([1, 0]);

    const batch = batchViewSchema.parse((await api().get(`/v2/audits/${batchId}`)).json);
    expect(batch.reviews).toMatchObject({ conversations_reviewed: 1, reviews: 2 });

    // Each review is published on the bus.
    const events = sandbox()
      .publishedEvents()
      .filter((e) => e['detail-type'] === AUDIT_CONVERSATION_REVIEWED.detailType && (e.detail as { batchId: string }).batchId === batchId);
    expect(events.map((e) => e.detail)).toEqual([
      expect.objectContaining({
        eventId: `${batchId}:0:review:1`,
        version: 1,
        decision: 'override',
        overallScore: view.review!.overall_score,
        machineOverallScore: machine.overall_score,
      }),
      expect.objectContaining({ eventId: `${batchId}:0:review:2`, version: 2, decision: 'accept' }),
    ]);
    expect(events[0]!.detail).not.toHaveProperty('callbackUrl');
  }, 120_000);

  it('sets N/A where the criterion allows it, and a critical failure sets the overall score to the minimum', async () => {
    const { batchId, lines } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations: [call('c')] });
    const machineScores = scoresOf(lines[0]!);
    expect(machineScores.greeting).toBe(1);
    const reviewed = await api().post(reviewPath(batchId, 0), {
      expected_version: 0,
      decision: 'override',
      overrides: [{ criterion_id: 'empathy', not_applicable: true }],
      comment: 'Nothing to empathise with.',
    });
    expect(reviewed.status).toBe(201);
    expect(reviewed.json.review.overall_score).toBeCloseTo(expectedOverall({ ...machineScores, empathy: null })!, 5);
    expect(reviewed.json.review.criterion_scores[2]).toEqual({
      criterion_id: 'empathy',
      score: null,
      not_applicable: true,
      overridden: true,
    });

    const failed = await api().post(reviewPath(batchId, 0), {
      expected_version: 1,
      decision: 'override',
      overrides: [{ criterion_id: 'greeting', label: 'no' }],
      comment: 'No greeting.',
    });
    expect(failed.status).toBe(201);
    expect(failed.json.review).toMatchObject({ overall_score: REVIEW_RUBRIC.min_score, critical_failure: { criterion_ids: ['greeting'] } });
    expect(failed.json.review.criterion_scores[0]).toEqual({
      criterion_id: 'greeting',
      score: 0,
      label: 'no',
      critical_failed: true,
      overridden: true,
    });
  }, 120_000);

  it('of two concurrent reviews of one conversation, commits one (201) and answers the other 409 with the current version', async () => {
    const { batchId } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations: [call('race')] });
    // Both requests read version 0 before either writes: each is held at its write until the other gets there.
    const barrier = sandbox().holdDynamoDbRequests(
      (request) =>
        request.operation === 'TransactWriteItems' && request.caller.kind === 'function' && request.caller.id === 'AuditReviewCreate',
      2,
    );
    try {
      const review = (label: string) =>
        api().post(reviewPath(batchId, 0), {
          expected_version: 0,
          decision: 'override',
          overrides: [{ criterion_id: 'greeting', label }],
          comment: `Reviewer says ${label}.`,
        });
      const answers = await Promise.all([review('no'), review('yes')]);
      await barrier.reached;
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const winner = answers.find((a) => a.status === 201)!;
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.headers.get('content-type')).toContain('application/problem+json');
      expect(loser.json).toMatchObject({ type: '/problems/conflict', status: 409, current_version: 1 });
      expect(loser.json.detail).toContain('another review came first');

      const history = (await api().get(reviewPath(batchId, 0))).json;
      expect(history.history).toHaveLength(1);
      expect(history.review).toEqual(winner.json.review);
      expect((await api().get(`/v2/audits/${batchId}`)).json.reviews).toMatchObject({ conversations_reviewed: 1, reviews: 1 });
    } finally {
      barrier.release();
    }
  }, 120_000);

  it('refuses a review of a stale version with 409 and stores nothing', async () => {
    const { batchId } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations: [call('stale')] });
    expect((await api().post(reviewPath(batchId, 0), { expected_version: 0, decision: 'accept' })).status).toBe(201);
    const stale = await api().post(reviewPath(batchId, 0), { expected_version: 0, decision: 'accept' });
    expect(stale.status).toBe(409);
    expect(stale.json.current_version).toBe(1);
    expect((await api().get(reviewPath(batchId, 0))).json.history).toHaveLength(1);
  }, 120_000);
});

describe('a review that does not fit', () => {
  let batchId: string;
  beforeAll(async () => {
    ({ batchId } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations: [call('v', { empathy: false })] }));
  });

  const pointersOf = async (body: unknown) => {
    const answer = await api().post(reviewPath(batchId, 0), body);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    return answer.json.errors.map((e: { pointer: string }) => e.pointer);
  };
  const override = (overrides: unknown[]) => ({ expected_version: 0, decision: 'override', overrides, comment: 'Because.' });

  it('answers 400 naming the field: a label off the scale, a score out of range, N/A where not allowed, an unknown criterion', async () => {
    expect(await pointersOf(override([{ criterion_id: 'greeting', label: 'maybe' }]))).toEqual(['/overrides/0/label']);
    expect(await pointersOf(override([{ criterion_id: 'refund', score: 11 }]))).toEqual(['/overrides/0/score']);
    expect(await pointersOf(override([{ criterion_id: 'empathy', score: 1.5 }]))).toEqual(['/overrides/0/score']);
    expect(await pointersOf(override([{ criterion_id: 'refund', not_applicable: true }]))).toEqual(['/overrides/0/not_applicable']);
    expect(await pointersOf(override([{ criterion_id: 'tone', label: 'good' }]))).toEqual(['/overrides/0/criterion_id']);
    expect(
      await pointersOf(
        override([
          { criterion_id: 'refund', score: 3 },
          { criterion_id: 'refund', score: 4 },
        ]),
      ),
    ).toEqual(['/overrides/1/criterion_id']);
    // The request's shape first.
    expect(await pointersOf({ expected_version: 0, decision: 'override', overrides: [{ criterion_id: 'refund', score: 3 }] })).toEqual([
      '/comment',
    ]);
    expect(await pointersOf({ expected_version: 0, decision: 'accept', overrides: [{ criterion_id: 'refund', score: 3 }] })).toEqual([
      '/overrides',
    ]);
    expect(await pointersOf(override([{ criterion_id: 'refund', score: 3, label: 'x' }]))).toEqual(['/overrides/0/score']);
    // Nothing was stored.
    const state = (await api().get(reviewPath(batchId, 0))).json;
    expect(state).toMatchObject({ review_version: 0, review: null, history: [] });
  }, 120_000);

  it('answers 404 for an index past the batch and for another batch id', async () => {
    expect((await api().post(reviewPath(batchId, 5), { expected_version: 0, decision: 'accept' })).status).toBe(404);
    expect((await api().post(reviewPath(crypto.randomUUID(), 0), { expected_version: 0, decision: 'accept' })).status).toBe(404);
  }, 120_000);

  it('answers 409 saying to wait while the batch is not finished', async () => {
    // The scoring function's line write is held until released, so the batch cannot finish before the check.
    const held = sandbox().holdDynamoDbRequests(
      (request) => request.operation === 'PutItem' && request.caller.kind === 'function' && request.caller.id === 'AuditScoreConversation',
      Number.POSITIVE_INFINITY,
    );
    try {
      const submitted = await api().post('/v2/audits', { rubric_id: rubricId, conversations: [call('running')] });
      expect(submitted.status).toBe(202);
      const early = await api().post(reviewPath(submitted.json.batch_id, 0), { expected_version: 0, decision: 'accept' });
      expect(early.status).toBe(409);
      expect(early.json.detail).toMatch(/is (queued|running): its scorecards can be reviewed once it is completed/);
      expect((await api().get(`/v2/audits/${submitted.json.batch_id}/review-queue`)).status).toBe(409);
    } finally {
      held.release();
    }
    await sandbox().waitForIdle();
  }, 120_000);
});
