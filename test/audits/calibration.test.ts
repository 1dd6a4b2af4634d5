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
