import { rubricRuleViolations, type ExpectedScore, type RubricDefinition } from '../../src/rubrics/rubric';
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
    expect(issues).toEqual([
      { in: 'body', pointer: '/criteria/1/id', message: 'criterion ids must be unique ("greeting" is also criteria[0])' },
    ]);
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
    expect(messages(rubricDefinition({ minScore: 10, maxScore: 10 }))).toEqual(['min_score must be less than max_score (got 10 and 10)']);
  });

  it('requires a semantic version', () => {
    expect(messages(rubricDefinition({ version: '1.0' }))).toEqual(['version must be a semantic version such as 1.0.0 (got "1.0")']);
  });
});

describe('QA form fields', () => {
  const pointers = (definition: RubricDefinition) => rubricRuleViolations(definition).map((i) => i.pointer);

  it('accepts anchors, N/A guidance, a speaker and a critical threshold that fit the scale', () => {
    expect(
      pointers(
        rubricDefinition({
          criteria: [
            {
              ...greeting,
              speaker: 'agent',
              allowNotApplicable: true,
              notApplicableWhen: 'the call was transferred in',
              scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'], anchors: ['none', 'name only', 'name and company'] },
              critical: { failAtOrBelow: 0 },
            },
            {
              ...resolution,
              scale: {
                type: 'continuous',
                range: [0, 10],
                anchors: [
                  { from: 0, to: 4, description: 'unresolved' },
                  { from: 4, to: 10, description: 'resolved' },
                ],
              },
            },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('names each field that does not fit', () => {
    expect(
      pointers(
        rubricDefinition({
          criteria: [
            {
              ...greeting,
              notApplicableWhen: 'never',
              scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'], anchors: ['only one'] },
              critical: { failAtOrBelow: 2 },
            },
            {
              ...resolution,
              scale: { type: 'continuous', range: [0, 10], anchors: [{ from: 5, to: 11, description: 'beyond' }] },
              critical: { failAtOrBelow: 10 },
            },
          ],
        }),
      ),
    ).toEqual([
      '/criteria/0/scale/anchors',
      '/criteria/0/critical/fail_at_or_below',
      '/criteria/0/not_applicable_when',
      '/criteria/1/scale/anchors/0',
      '/criteria/1/critical/fail_at_or_below',
    ]);
  });
});

describe('examples (test cases)', () => {
  const turn = (role: string, text: string) => ({ role, text, timestamp: 0 });
  const example = (id: string, expected: readonly ExpectedScore[]) => ({
    id,
    transcript: [turn('agent', 'Hello, this is Dana from Acme.'), turn('customer', 'I want a refund.')],
    expected,
  });
  const issues = (examples: RubricDefinition['examples']) => rubricRuleViolations(rubricDefinition({ examples }));

  it('accepts expected labels, indices, continuous scores with a tolerance, and N/A where the criterion allows it', () => {
    const criteria = [{ ...greeting, allowNotApplicable: true }, resolution];
    const examples = [
      example('polite', [
        { criterionId: 'greeting', label: 'yes' },
        { criterionId: 'resolution', score: 8, tolerance: 1.5 },
      ]),
      example('no-greeting', [{ criterionId: 'greeting', score: null }]),
      example('partial', [{ criterionId: 'greeting', score: 1 }]),
    ];
    expect(rubricRuleViolations(rubricDefinition({ criteria, examples }))).toEqual([]);
  });

  it('names every expectation this version cannot give, and examples a batch would refuse', () => {
    expect(
      issues([
        example('a', [
          { criterionId: 'empathy', label: 'yes' },
          { criterionId: 'greeting', label: 'superb' },
          { criterionId: 'greeting', label: 'yes' },
          { criterionId: 'resolution', score: 11 },
        ]),
        example('a', [
          { criterionId: 'greeting', score: null },
          { criterionId: 'resolution', score: 5, tolerance: 1 },
          { criterionId: 'greeting', score: 2, tolerance: 1 } as never,
        ]),
        { id: 'silent', transcript: [turn('agent', '  ')], expected: [{ criterionId: 'resolution', score: 1 }] },
      ]).map((i) => [i.pointer, i.message]),
    ).toEqual([
      ['/examples/1/id', 'conversation ids must be unique ("a" is also examples[0])'],
      ['/examples/2/transcript', 'a transcript needs at least one turn with text'],
      ['/examples/0/expected/0/criterion_id', `criterion "empathy" is not in this version's criteria`],
      ['/examples/0/expected/1/label', 'label must be one of "no", "partial", "yes" for criterion "greeting"'],
      ['/examples/0/expected/2/criterion_id', 'criterion "greeting" is already expected at expected[1]'],
      ['/examples/0/expected/3/score', 'criterion "resolution" takes a score within [0, 10]'],
      ['/examples/1/expected/0/score', 'criterion "greeting" does not allow not applicable (no allow_not_applicable)'],
      ['/examples/1/expected/2/criterion_id', 'criterion "greeting" is already expected at expected[0]'],
      ['/examples/1/expected/2/tolerance', 'criterion "greeting" is ordinal: its expected label is met exactly, without a tolerance'],
    ]);
  });
});
