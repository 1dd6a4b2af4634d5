import { insightConversationsSchema, insightsSchema } from '../../schemas/reviews';
import { call, expectedOverall, normalized, REVIEW_RUBRIC, sandboxForFile, scored, scoresOf } from './support';

/** Agent and team insights through the sandbox's API, checked against the test's own arithmetic on the result lines. */

const { sandbox, api } = sandboxForFile();

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
/** The Monday (UTC) of the week, written here from its definition. */
const mondayOf = (at: string) => {
  const day = new Date(at);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return new Date(midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

interface Scored {
  readonly agent: string;
  readonly week: string;
  scores: Record<string, number | null>;
  overall: number | null;
}

/** The figures of a set of conversations, as the route should report them (failing: critical at/below threshold, else normalized < 0.5). */
const figures = (conversations: readonly Scored[]) =>
  REVIEW_RUBRIC.criteria.map((criterion) => {
    const scores = conversations.map((c) => c.scores[criterion.id]).filter((s): s is number => s !== null && s !== undefined);
    const fails = scores.filter((s) =>
      'critical' in criterion ? s <= criterion.critical.fail_at_or_below : normalized(criterion, s) < 0.5,
    ).length;
    return {
      criterion_id: criterion.id,
      count: scores.length,
      not_applicable: conversations.length - scores.length,
      mean: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
      mean_normalized: scores.length ? scores.reduce((a, s) => a + normalized(criterion, s), 0) / scores.length : null,
      fails,
      fail_rate: scores.length ? fails / scores.length : null,
    };
  });

const expectFigures = (actual: readonly Record<string, unknown>[], expected: ReturnType<typeof figures>) => {
  expect(actual.map((a) => a.criterion_id)).toEqual(expected.map((e) => e.criterion_id));
  expected.forEach((e, i) => {
    const a = actual[i] as typeof e;
    expect({ count: a.count, not_applicable: a.not_applicable, fails: a.fails }).toEqual({
      count: e.count,
      not_applicable: e.not_applicable,
      fails: e.fails,
    });
    for (const field of ['mean', 'mean_normalized', 'fail_rate'] as const) {
      if (e[field] === null) expect(a[field]).toBeNull();
      else expect(a[field]).toBeCloseTo(e[field]!, 5);
    }
  });
};

describe('insights by a metadata key', () => {
  it("group three batches' conversations by agent with the means, fail rates and weekly trend of their scores, reviewed where reviewed", async () => {
    const created = await api().post('/v2/rubrics', REVIEW_RUBRIC);
    const rubricId = created.json.id as string;
    // Three batches a week apart; lee never greets (the critical criterion fails), kim never shows empathy (N/A).
    const plan = [
      {
        days: 1,
        calls: [
          ['dana', {}],
          ['lee', { fails: true }],
          ['kim', { empathy: false }],
          ['dana', { empathy: false }],
        ],
      },
      {
        days: 8,
        calls: [
          ['dana', {}],
          ['lee', { fails: true }],
          ['lee', { fails: true, empathy: false }],
        ],
      },
      {
        days: 15,
        calls: [
          ['kim', { empathy: false }],
          ['dana', { fails: true }],
          ['', {}],
        ],
      },
    ] as const;
    const all: (Scored & { batchId: string; index: number })[] = [];
    for (const [b, batch] of plan.entries()) {
      const occurredAt = daysAgo(batch.days);
      const conversations = batch.calls.map(([agent, options], i) =>
        call(`b${b}-${i}`, { ...options, ...(agent ? { agent, team: agent === 'lee' ? 'blue' : 'red' } : {}), occurredAt }),
      );
      const { batchId, lines } = await scored(sandbox(), api(), { rubric_id: rubricId, conversations });
      lines.forEach((line, index) => {
        const agent = batch.calls[index]![0];
        if (agent) all.push({ batchId, index, agent, week: mondayOf(occurredAt), scores: scoresOf(line), overall: line.overall_score });
      });
    }

    const read = async (query: string) => {
      const answer = await api().get(`/v2/rubrics/${rubricId}/insights?${query}`);
      expect(answer.status).toBe(200);
      return insightsSchema.parse(answer.json);
    };
    const checkGroups = (report: ReturnType<typeof insightsSchema.parse>) => {
      expect(report.groups.map((g) => g.group)).toEqual(['dana', 'kim', 'lee']);
      for (const group of report.groups) {
        const mine = all.filter((c) => c.agent === group.group);
        expect(group.conversations).toBe(mine.length);
        expectFigures(group.criteria, figures(mine));
        const overalls = mine.map((c) => c.overall).filter((o): o is number => o !== null);
        expect(group.overall.mean).toBeCloseTo(overalls.reduce((a, b) => a + b, 0) / overalls.length, 5);
        const weeks = [...new Set(mine.map((c) => c.week))].sort();
        expect(group.weeks.map((w) => w.week_start)).toEqual(weeks);
        for (const week of group.weeks) {
          const ofWeek = mine.filter((c) => c.week === week.week_start);
          expect(week.conversations).toBe(ofWeek.length);
          expectFigures(week.criteria, figures(ofWeek));
        }
      }
    };

    const report = await read('group_by=agent');
    expect(report.criteria).toEqual(REVIEW_RUBRIC.criteria.map((c) => ({ criterion_id: c.id, name: c.name })));
    checkGroups(report);
    expect(report.next_cursor).toBeNull();

    // Whom to coach on what: lee fails the greeting every time.
    const leeGreeting = report.coaching.find((c) => c.group === 'lee' && c.criterion_id === 'greeting')!;
    expect(leeGreeting).toMatchObject({ count: 3, mean_normalized: 0, fail_rate: 1 });
    expect(report.coaching.every((c) => c.mean_normalized < report.threshold)).toBe(true);
    const behind = insightConversationsSchema.parse((await api().get(leeGreeting.conversations_path)).json);
    const lees = all.filter((c) => c.agent === 'lee');
    expect(behind.items.map((i) => `${i.batch_id}/${i.index}`).sort()).toEqual(lees.map((c) => `${c.batchId}/${c.index}`).sort());
    for (const item of behind.items) {
      expect(item).toMatchObject({ score: 0, label: 'no', normalized: 0, failed: true, reviewed: false });
      expect(item.evidence.length).toBeGreaterThan(0);
      expect((await api().get(item.scorecard_path)).status).toBe(200);
    }

    // A page at a time.
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await read(`group_by=agent&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.groups.length).toBeLessThanOrEqual(1);
      pages.push(...page.groups.map((g) => g.group));
      cursor = page.next_cursor;
    } while (cursor);
    expect(pages).toEqual(['dana', 'kim', 'lee']);

    // Another key of the same conversations.
    const byTeam = await read('group_by=team');
    expect(byTeam.groups.map((g) => [g.group, g.conversations])).toEqual([
      ['blue', all.filter((c) => c.agent === 'lee').length],
      ['red', all.filter((c) => c.agent !== 'lee').length],
    ]);

    // A review changes the figures to the reviewed score: dana's first call gets refund 0.
    const dana = all.find((c) => c.agent === 'dana')!;
    const reviewed = await api().post(`/v2/audits/${dana.batchId}/conversations/${dana.index}/reviews`, {
      expected_version: 0,
      decision: 'override',
      overrides: [{ criterion_id: 'refund', score: 0 }],
      comment: 'No refund was made.',
    });
    expect(reviewed.status).toBe(201);
    dana.scores = { ...dana.scores, refund: 0 };
    dana.overall = expectedOverall(dana.scores);
    const afterReview = await read('group_by=agent');
    checkGroups(afterReview);
    expect(afterReview.groups.map((g) => [g.group, g.reviewed])).toEqual([
      ['dana', 1],
      ['kim', 0],
      ['lee', 0],
    ]);
  }, 240_000);

  it('refuses a request without group_by, with an empty window, and for a rubric that is not the caller’s', async () => {
    const created = await api().post('/v2/rubrics', REVIEW_RUBRIC);
    const missing = await api().get(`/v2/rubrics/${created.json.id}/insights`);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([expect.objectContaining({ in: 'query', pointer: '/group_by' })]);
    expect((await api().get(`/v2/rubrics/${created.json.id}/insights?group_by=agent&from=2026-02-01&to=2026-01-01`)).status).toBe(400);
    expect((await api().get(`/v2/rubrics/${crypto.randomUUID()}/insights?group_by=agent`)).status).toBe(404);
    const empty = insightsSchema.parse((await api().get(`/v2/rubrics/${created.json.id}/insights?group_by=agent`)).json);
    expect(empty).toMatchObject({ groups: [], coaching: [], next_cursor: null });
  });
});
