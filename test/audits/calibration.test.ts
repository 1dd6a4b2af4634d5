import { calibrationReport, type HumanRating } from '../../src/audits/calibration';
import type { AuditError, AuditResult } from '../../src/audits/model';
import { ValidationError } from '../../src/core/errors';
import type { Rubric } from '../../src/rubrics/rubric';

const rubric: Rubric = {
  id: 'r1',
  version: '1.0.0',
  createdAt: '2026-11-24T00:00:00Z',
  minScore: 0,
  maxScore: 100,
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

const evidence = [{ turnIndexStart: 0, turnIndexEnd: 0, excerpt: 'hello', reasoning: 'greets' }];
const line = (id: string, greet: number, resolve: number, overall: number): AuditResult => ({
  conversationId: id,
  rubricVersion: '1.0.0',
  overallScore: overall,
  evaluator: 'test',
  criterionScores: [
    { criterionId: 'greet', score: greet, label: ['no', 'partial', 'yes'][greet]!, evidence },
    { criterionId: 'resolve', score: resolve, evidence },
  ],
});
const failed: AuditError = { conversationId: 'c4', error: { code: 'evaluator_failed', message: 'x' } };
const lines = [line('c1', 2, 8, 90), line('c2', 0, 2, 10), line('c3', 1, 5, 50), failed];

const a = (conversationId: string, criterionId: string, value: number | string): HumanRating => ({
  conversationId,
  criterionId,
  auditorId: 'alice',
  ...(typeof value === 'string' ? { label: value } : { score: value }),
});
const b = (conversationId: string, criterionId: string, score: number): HumanRating => ({
  conversationId,
  criterionId,
  auditorId: 'bob',
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
    expect(greet.machineVsHuman).toMatchObject({ n: 5, exactAgreement: 0.6 });
    // Human (rows) vs machine (columns): alice 2/2, 0/0, 2/1; bob 2/2, 1/0.
    expect(greet.machineVsHuman).toHaveProperty('confusionMatrix', [
      [1, 0, 0],
      [1, 0, 0],
      [0, 1, 2],
    ]);
    expect(greet.humanVsHuman).toMatchObject({
      n: 2,
      exactAgreement: 0.5,
      confusionMatrix: [
        [0, 1, 0],
        [0, 0, 0],
        [0, 0, 1],
      ],
    });
  });

  it('reports MAE and rank correlation on a continuous criterion; no human pair means no human bar', () => {
    const resolve = report.criteria[1]!;
    expect(resolve.machineVsHuman).toMatchObject({ n: 3, mae: 1, spearman: 1 });
    expect(resolve.humanVsHuman).toBeNull();
  });

  it("computes a human's overall score with the rubric only where they scored every criterion", () => {
    // alice: c1 = 50·1 + 50·0.9 = 95, c2 = 0 + 50·0.4 = 20, c3 = 50 + 25 = 75 against 90, 10, 50.
    expect(report.overall.machineVsHuman).toMatchObject({ n: 3, mae: 13.333333, spearman: 1 });
    expect(report.overall.humanVsHuman).toBeNull();
  });

  it('lists the largest disagreements with the machine evidence, biggest first', () => {
    expect(report.largestDisagreements.map((d) => [d.auditorId, d.conversationId, d.criterionId, d.gap])).toEqual([
      ['alice', 'c3', 'greet', 0.5],
      ['bob', 'c2', 'greet', 0.5],
      ['alice', 'c2', 'resolve', 0.2],
      ['alice', 'c1', 'resolve', 0.1],
    ]);
    expect(report.largestDisagreements[0]).toMatchObject({ humanLabel: 'yes', machineLabel: 'partial', machineEvidence: evidence });
  });

  it('leaves conversations the machine could not score out, and says so', () => {
    expect(report.unscoredConversations).toEqual(['c4']);
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
    createdAt: '2026-11-24T00:00:00Z',
    minScore: 0,
    maxScore: 100,
    criteria: [
      {
        id: 'verify',
        name: 'Verification',
        weight: 0.5,
        prompt: 'Did the agent verify identity?',
        scale: { type: 'ordinal', labels: ['no', 'yes'] },
        allowNotApplicable: true,
      },
      {
        id: 'hold',
        name: 'Hold etiquette',
        weight: 0.5,
        prompt: 'How well was the hold handled?',
        scale: { type: 'continuous', range: [0, 10] },
        allowNotApplicable: true,
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
      ? { criterionId: criterion, score: null, notApplicable: true as const, evidence }
      : { criterionId: criterion, score, ...(criterion === 'verify' ? { label: ['no', 'yes'][score]! } : {}), evidence };
  const naLines: AuditResult[] = Object.entries(calls).map(([id, [verify, hold, overall]]) => ({
    conversationId: id,
    rubricVersion: '1.0.0',
    overallScore: overall,
    evaluator: 'test',
    criterionScores: [scoreOf('verify', verify[1]), scoreOf('hold', hold[1])],
  }));
  const humanRatings: HumanRating[] = Object.entries(calls).flatMap(([id, [verify, hold]]) => [
    { conversationId: id, criterionId: 'verify', auditorId: 'alice', score: verify[0] },
    { conversationId: id, criterionId: 'hold', auditorId: 'alice', score: hold[0] },
  ]);
  const report = calibrationReport(naRubric, naLines, [
    ...humanRatings,
    { conversationId: 'c1', criterionId: 'verify', auditorId: 'bob', score: null },
  ]);

  it('counts N/A as its own outcome in exact agreement and the confusion matrix, and leaves it out of κ', () => {
    const verify = report.criteria[0]!;
    // Scored pairs (1,1) (0,0) (1,0) (0,0): Cohen's κ = (0.75 − 0.5) / (1 − 0.5). Exact over all 8 pairs (alice's
    // 7 and bob's N/A on c1, where the machine said yes): c1, c2, c3 (both N/A) and c7 of alice's agree.
    expect(verify.machineVsHuman).toEqual({
      n: 4,
      exactAgreement: 0.5,
      quadraticWeightedKappa: 0.5,
      confusionMatrix: [
        [2, 0, 1],
        [1, 1, 0],
        [0, 2, 1],
      ],
      notApplicable: { both: 1, firstOnly: 2, secondOnly: 1 },
    });
    // bob's N/A against alice's "yes" on c1: one pair, no agreement, nothing scored on both sides.
    expect(verify.humanVsHuman).toMatchObject({ n: 0, exactAgreement: 0, notApplicable: { both: 0, firstOnly: 0, secondOnly: 1 } });
  });

  it('leaves pairs with an N/A side out of MAE and the correlations, and reports the N/A agreement count', () => {
    // Scored pairs (8,6) (2,4) (6,9) (4,4): MAE 7/4; r = 11 / √(20 · 16.75); ρ on ranks [4,1,3,2] vs [3,1.5,4,1.5] = 3.5 / √22.5.
    expect(report.criteria[1]!.machineVsHuman).toEqual({
      n: 4,
      mae: 1.75,
      pearson: 0.600994,
      spearman: 0.737865,
      notApplicable: { both: 1, firstOnly: 1, secondOnly: 1 },
    });
  });

  it("renormalises a human's overall score over the criteria they did not answer N/A", () => {
    // alice: c1 90, c2 10, c4 60, c5 0, c6 100, c7 20 (c3 all N/A: none) against 80, 20, 95, 70, 0, 20.
    expect(report.overall.machineVsHuman).toMatchObject({ n: 6, mae: 37.5 });
  });

  it('lists an N/A against a score as a disagreement of the largest gap, with the machine evidence', () => {
    expect(report.largestDisagreements).toContainEqual({
      conversationId: 'c4',
      criterionId: 'verify',
      auditorId: 'alice',
      humanScore: null,
      machineScore: 1,
      machineLabel: 'yes',
      gap: 1,
      machineEvidence: evidence,
    });
    expect(report.largestDisagreements.map((d) => d.gap)).toEqual([1, 1, 1, 1, 1, 1, 0.3, 0.2, 0.2]);
  });

  it('refuses N/A on a criterion that does not allow it, and N/A given with a label', () => {
    let error: unknown;
    try {
      calibrationReport(rubric, lines, [
        { conversationId: 'c1', criterionId: 'greet', auditorId: 'alice', score: null },
        { conversationId: 'c2', criterionId: 'greet', auditorId: 'alice', score: null, label: 'yes' },
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
