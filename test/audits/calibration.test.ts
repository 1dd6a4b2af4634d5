import { calibrationReport, type HumanRating } from '../../src/audits/calibration';
import type { AuditError, AuditResult } from '../../src/audits/model';
import { ValidationError } from '../../src/core/errors';
import type { Rubric } from '../../src/rubrics/rubric';

const rubric: Rubric = {
  id: 'r1',
  version: '1.0.0',
  created_at: '2026-11-24T00:00:00Z',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greet',
      name: 'Greeting',
      weight: 0.5,
      prompt: 'Did the agent greet?',
      scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'] },
    },
    { id: 'resolve', name: 'Resolution', weight: 0.5, prompt: 'How well was it resolved?', scale: { type: 'continuous', range: [0, 10] } },
  ],
};

const evidence = [{ turn_index_start: 0, turn_index_end: 0, excerpt: 'hello', reasoning: 'greets' }];
const line = (id: string, greet: number, resolve: number, overall: number): AuditResult => ({
  conversation_id: id,
  rubric_version: '1.0.0',
  overall_score: overall,
  evaluator: 'test',
  criterion_scores: [
    { criterion_id: 'greet', score: greet, label: ['no', 'partial', 'yes'][greet]!, evidence },
    { criterion_id: 'resolve', score: resolve, evidence },
  ],
});
const failed: AuditError = { conversation_id: 'c4', error: { code: 'evaluator_failed', message: 'x' } };
const lines = [line('c1', 2, 8, 90), line('c2', 0, 2, 10), line('c3', 1, 5, 50), failed];

const a = (conversation_id: string, criterion_id: string, value: number | string): HumanRating => ({
  conversation_id,
  criterion_id,
  auditor_id: 'alice',
  ...(typeof value === 'string' ? { label: value } : { score: value }),
});
const b = (conversation_id: string, criterion_id: string, score: number): HumanRating => ({
  conversation_id,
  criterion_id,
  auditor_id: 'bob',
  score,
});

const ratings: HumanRating[] = [
  a('c1', 'greet', 'yes'),
  a('c1', 'resolve', 9),
  a('c2', 'greet', 'no'),
  a('c2', 'resolve', 4),
  a('c3', 'greet', 2),
  a('c3', 'resolve', 5),
  a('c4', 'greet', 2),
  b('c1', 'greet', 2),
  b('c2', 'greet', 1),
];

describe('calibration report', () => {
  const report = calibrationReport(rubric, lines, ratings);

  it('compares the machine with every human score of an ordinal criterion, and the humans with each other', () => {
    const greet = report.criteria[0]!;
    expect(greet.machine_vs_human).toMatchObject({ n: 5, exact_agreement: 0.6 });
    // Human (rows) vs machine (columns): alice 2/2, 0/0, 2/1; bob 2/2, 1/0.
    expect(greet.machine_vs_human).toHaveProperty('confusion_matrix', [
      [1, 0, 0],
      [1, 0, 0],
      [0, 1, 2],
    ]);
    expect(greet.human_vs_human).toMatchObject({
      n: 2,
      exact_agreement: 0.5,
      confusion_matrix: [
        [0, 1, 0],
        [0, 0, 0],
        [0, 0, 1],
      ],
    });
  });

  it('reports MAE and rank correlation on a continuous criterion; no human pair means no human bar', () => {
    const resolve = report.criteria[1]!;
    expect(resolve.machine_vs_human).toMatchObject({ n: 3, mae: 1, spearman: 1 });
    expect(resolve.human_vs_human).toBeNull();
  });

  it("computes a human's overall score with the rubric only where they scored every criterion", () => {
    // alice: c1 = 50·1 + 50·0.9 = 95, c2 = 0 + 50·0.4 = 20, c3 = 50 + 25 = 75 against 90, 10, 50.
    expect(report.overall.machine_vs_human).toMatchObject({ n: 3, mae: 13.333333, spearman: 1 });
    expect(report.overall.human_vs_human).toBeNull();
  });

  it('lists the largest disagreements with the machine evidence, biggest first', () => {
    expect(report.largest_disagreements.map((d) => [d.auditor_id, d.conversation_id, d.criterion_id, d.gap])).toEqual([
      ['alice', 'c3', 'greet', 0.5],
      ['bob', 'c2', 'greet', 0.5],
      ['alice', 'c2', 'resolve', 0.2],
      ['alice', 'c1', 'resolve', 0.1],
    ]);
    expect(report.largest_disagreements[0]).toMatchObject({ human_label: 'yes', machine_label: 'partial', machine_evidence: evidence });
  });

  it('leaves conversations the machine could not score out, and says so', () => {
    expect(report.unscored_conversations).toEqual(['c4']);
    expect(report).toMatchObject({ ratings: 9, conversations: 4, auditors: ['alice', 'bob'] });
  });

  it('refuses ratings that do not fit the batch or the rubric, naming each', () => {
    const bad: HumanRating[] = [
      a('c9', 'greet', 'yes'),
      a('c1', 'tone', 1),
      a('c1', 'greet', 'maybe'),
      a('c1', 'resolve', 11),
      a('c2', 'greet', 'no'),
      a('c2', 'greet', 'no'),
    ];
    let error: unknown;
    try {
      calibrationReport(rubric, lines, bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.pointer)).toEqual([
      '/ratings/0/conversation_id',
      '/ratings/1/criterion_id',
      '/ratings/2/label',
      '/ratings/3/score',
      '/ratings/5/criterion_id',
    ]);
  });
});

describe('calibration with not-applicable answers', () => {
  // Identity verification (no / yes) and hold handling (0–10), both allowing N/A, weighted equally on 0–100.
  const naRubric: Rubric = {
    id: 'r2',
    version: '1.0.0',
    created_at: '2026-11-24T00:00:00Z',
    min_score: 0,
    max_score: 100,
    criteria: [
      {
        id: 'verify',
        name: 'Verification',
        weight: 0.5,
        prompt: 'Did the agent verify identity?',
        scale: { type: 'ordinal', labels: ['no', 'yes'] },
        allow_not_applicable: true,
      },
      {
        id: 'hold',
        name: 'Hold etiquette',
        weight: 0.5,
        prompt: 'How well was the hold handled?',
        scale: { type: 'continuous', range: [0, 10] },
        allow_not_applicable: true,
      },
    ],
  };
  type Pair = [human: number | null, machine: number | null];
  // Per conversation: [verify, hold] as (human, machine); null is N/A.
  const calls: Record<string, [verify: Pair, hold: Pair, machineOverall: number | null]> = {
    c1: [[1, 1], [8, 6], 80],
    c2: [[0, 0], [2, 4], 20],
    c3: [[null, null], [null, null], null],
    c4: [[null, 1], [6, 9], 95],
    c5: [[0, null], [null, 7], 70],
    c6: [[1, 0], [10, null], 0],
    c7: [[0, 0], [4, 4], 20],
  };
  const scoreOf = (criterion: 'verify' | 'hold', score: number | null) =>
    score === null
      ? { criterion_id: criterion, score: null, not_applicable: true as const, evidence }
      : { criterion_id: criterion, score, ...(criterion === 'verify' ? { label: ['no', 'yes'][score]! } : {}), evidence };
  const naLines: AuditResult[] = Object.entries(calls).map(([id, [verify, hold, overall]]) => ({
    conversation_id: id,
    rubric_version: '1.0.0',
    overall_score: overall,
    evaluator: 'test',
    criterion_scores: [scoreOf('verify', verify[1]), scoreOf('hold', hold[1])],
  }));
  const humanRatings: HumanRating[] = Object.entries(calls).flatMap(([id, [verify, hold]]) => [
    { conversation_id: id, criterion_id: 'verify', auditor_id: 'alice', score: verify[0] },
    { conversation_id: id, criterion_id: 'hold', auditor_id: 'alice', score: hold[0] },
  ]);
  const report = calibrationReport(naRubric, naLines, [
    ...humanRatings,
    { conversation_id: 'c1', criterion_id: 'verify', auditor_id: 'bob', score: null },
  ]);

  it('counts N/A as its own outcome in exact agreement and the confusion matrix, and leaves it out of κ', () => {
    const verify = report.criteria[0]!;
    // Scored pairs (1,1) (0,0) (1,0) (0,0): Cohen's κ = (0.75 − 0.5) / (1 − 0.5). Exact over all 8 pairs (alice's
    // 7 and bob's N/A on c1, where the machine said yes): c1, c2, c3 (both N/A) and c7 of alice's agree.
    expect(verify.machine_vs_human).toEqual({
      n: 4,
      exact_agreement: 0.5,
      quadratic_weighted_kappa: 0.5,
      confusion_matrix: [
        [2, 0, 1],
        [1, 1, 0],
        [0, 2, 1],
      ],
      not_applicable: { both: 1, first_only: 2, second_only: 1 },
    });
    // bob's N/A against alice's "yes" on c1: one pair, no agreement, nothing scored on both sides.
    expect(verify.human_vs_human).toMatchObject({ n: 0, exact_agreement: 0, not_applicable: { both: 0, first_only: 0, second_only: 1 } });
  });

  it('leaves pairs with an N/A side out of MAE and the correlations, and reports the N/A agreement count', () => {
    // Scored pairs (8,6) (2,4) (6,9) (4,4): MAE 7/4; r = 11 / √(20 · 16.75); ρ on ranks [4,1,3,2] vs [3,1.5,4,1.5] = 3.5 / √22.5.
    expect(report.criteria[1]!.machine_vs_human).toEqual({
      n: 4,
      mae: 1.75,
      pearson: 0.600994,
      spearman: 0.737865,
      not_applicable: { both: 1, first_only: 1, second_only: 1 },
    });
  });

  it("renormalises a human's overall score over the criteria they did not answer N/A", () => {
    // alice: c1 90, c2 10, c4 60, c5 0, c6 100, c7 20 (c3 all N/A: none) against 80, 20, 95, 70, 0, 20.
    expect(report.overall.machine_vs_human).toMatchObject({ n: 6, mae: 37.5 });
  });

  it('lists an N/A against a score as a disagreement of the largest gap, with the machine evidence', () => {
    expect(report.largest_disagreements).toContainEqual({
      conversation_id: 'c4',
      criterion_id: 'verify',
      auditor_id: 'alice',
      human_score: null,
      machine_score: 1,
      machine_label: 'yes',
      gap: 1,
      machine_evidence: evidence,
    });
    expect(report.largest_disagreements.map((d) => d.gap)).toEqual([1, 1, 1, 1, 1, 1, 0.3, 0.2, 0.2]);
  });

  it('refuses N/A on a criterion that does not allow it, and N/A given with a label', () => {
    let error: unknown;
    try {
      calibrationReport(rubric, lines, [
        { conversation_id: 'c1', criterion_id: 'greet', auditor_id: 'alice', score: null },
        { conversation_id: 'c2', criterion_id: 'greet', auditor_id: 'alice', score: null, label: 'yes' },
      ]);
    } catch (caught) {
      error = caught;
    }
    expect((error as ValidationError).issues).toEqual([
      expect.objectContaining({ pointer: '/ratings/0/score', message: expect.stringContaining('does not allow not applicable') }),
      expect.objectContaining({ pointer: '/ratings/1/label' }),
    ]);
  });
});
