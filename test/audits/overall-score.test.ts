import { normalizedScore, overallScore } from '../../src/audits/overall-score';
import { greeting, resolution, rubricDefinition } from '../rubrics/fixtures';

describe('overall score', () => {
  it('normalizes an ordinal label index by (n - 1) and a continuous score by its range', () => {
    expect(normalizedScore(greeting, 0)).toBe(0);
    expect(normalizedScore(greeting, 1)).toBe(0.5);
    expect(normalizedScore(greeting, 2)).toBe(1);
    expect(normalizedScore({ ...resolution, scale: { type: 'continuous', range: [-5, 5] } }, 0)).toBe(0.5);
  });

  it('maps the weighted aggregate into [min_score, max_score]', () => {
    const rubric = rubricDefinition({ minScore: 1, maxScore: 5 });
    // 0.4 · (1/2) + 0.6 · (7.5/10) = 0.65 → 1 + 4 · 0.65
    expect(overallScore(rubric, [1, 7.5])).toBeCloseTo(3.6, 12);
    expect(overallScore(rubric, [0, 0])).toBe(1);
    expect(overallScore(rubric, [2, 10])).toBe(5);
  });

  it('stays within the bounds when the weights sum to 1 within the tolerance', () => {
    const rubric = rubricDefinition({ criteria: [{ ...greeting, weight: 0.4009 }, resolution] });
    expect(overallScore(rubric, [2, 10])).toBe(100);
  });
});

it('is null when every criterion was answered not applicable', () => {
  expect(overallScore(rubricDefinition(), [null, null])).toBeNull();
});
