import { rubricRuleViolations } from '../../src/rubrics/rubric';
import { greeting, resolution, rubricDefinition } from './fixtures';

const messages = (...args: Parameters<typeof rubricRuleViolations>) => rubricRuleViolations(...args).map((i) => i.message);

describe('rubric rules', () => {
  it('accepts weights summing to 1.0009 and rejects 1.0011, naming the rule', () => {
    expect(messages(rubricDefinition({ criteria: [{ ...greeting, weight: 0.4009 }, resolution] }))).toEqual([]);
    expect(messages(rubricDefinition({ criteria: [{ ...greeting, weight: 0.3991 }, resolution] }))).toEqual([]);
    expect(messages(rubricDefinition({ criteria: [{ ...greeting, weight: 0.4011 }, resolution] }))).toEqual([
      'weights must sum to 1.0 ± 0.001 (got 1.0011)',
    ]);
    expect(messages(rubricDefinition({ criteria: [{ ...greeting, weight: 0.3989 }, resolution] }))).toEqual([
      'weights must sum to 1.0 ± 0.001 (got 0.9989)',
    ]);
  });

  it('requires unique criterion ids and points at the duplicate', () => {
    const issues = rubricRuleViolations(rubricDefinition({ criteria: [greeting, { ...resolution, id: 'greeting' }] }));
    expect(issues).toEqual([{ in: 'body', pointer: '/criteria/1/id', message: 'criterion ids must be unique ("greeting" is also criteria[0])' }]);
  });

  it('requires at least two unique ordinal labels', () => {
    const single = rubricDefinition({ criteria: [{ ...greeting, scale: { type: 'ordinal', labels: ['yes', 'yes'] } }, resolution] });
    expect(messages(single)).toEqual(['an ordinal scale needs at least 2 unique labels']);
    const repeated = rubricDefinition({ criteria: [{ ...greeting, scale: { type: 'ordinal', labels: ['no', 'yes', 'no'] } }, resolution] });
    expect(messages(repeated)).toEqual(['ordinal labels must be unique']);
  });

  it('requires lo < hi for continuous ranges and min_score < max_score', () => {
    const flat = rubricDefinition({ criteria: [greeting, { ...resolution, scale: { type: 'continuous', range: [5, 5] } }] });
    expect(messages(flat)).toEqual(['a continuous range [lo, hi] needs lo < hi (got [5, 5])']);
    expect(messages(rubricDefinition({ min_score: 10, max_score: 10 }))).toEqual(['min_score must be less than max_score (got 10 and 10)']);
  });

  it('requires a semantic version', () => {
    expect(messages(rubricDefinition({ version: '1.0' }))).toEqual(['version must be a semantic version such as 1.0.0 (got "1.0")']);
  });
});
