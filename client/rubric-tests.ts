import {
  isAuditError,
  type AuditBatch,
  type AuditResult,
  type AuditResultLine,
  type Calibration,
  type HumanRating,
  type Rubric,
  type RubricExample,
} from './types';

/**
 * A rubric version's examples as a test: they are scored as an audit batch, the batch is calibrated against the
 * expected scores (auditor `expected`), and every expectation the machine missed is listed with what it gave
 * instead. Pure helpers here; ContactCenterClient.testRubric runs the calls.
 */

/** The auditor id the expected scores are calibrated as. */
export const EXPECTED_AUDITOR = 'expected';

type Expected = RubricExample['expected'][number];
type MachineScore = AuditResult['criterion_scores'][number];

export interface MissedExpectation {
  readonly example_id: string;
  readonly criterion_id: string;
  readonly expected: Expected;
  /** What the machine gave (score null: not applicable); absent when it could not score the example. */
  readonly machine?: Pick<MachineScore, 'score' | 'label' | 'evidence'>;
  /** Why the example was not scored (its result line's error). */
  readonly error?: { readonly code: string; readonly message: string };
}

export interface RubricTestReport {
  readonly rubric_id: string;
  readonly rubric_version: string;
  readonly batch: AuditBatch;
  /** Agreement with the expected scores; null when the batch scored no example (a failed batch cannot be calibrated). */
  readonly calibration: Calibration | null;
  readonly expectations: number;
  readonly met: number;
  readonly missed: readonly MissedExpectation[];
}

/** The conversations of the examples, as an audit batch takes them. */
export const exampleConversations = (examples: readonly RubricExample[]) =>
  examples.map(({ expected: _expected, ...conversation }) => conversation);

/** The expected scores as calibration ratings (tolerances are the test's own: calibration compares exact scores). */
export const expectationRatings = (examples: readonly RubricExample[]): HumanRating[] =>
  examples.flatMap((example) =>
    example.expected.map(({ criterion_id, score, label }) => ({
      conversation_id: example.id,
      criterion_id,
      auditor_id: EXPECTED_AUDITOR,
      ...(score !== undefined ? { score } : {}),
      ...(label !== undefined ? { label } : {}),
    })),
  );

/** Whether the machine's score meets one expectation: the same label, N/A for N/A, a continuous score within the tolerance. */
const meets = (rubric: Rubric, expected: Expected, machine: MachineScore): boolean => {
  if (expected.score === null || machine.score === null) return expected.score === null && machine.score === null;
  const criterion = rubric.criteria.find((c) => c.id === expected.criterion_id);
  if (criterion?.scale.type === 'ordinal') {
    const index = expected.label !== undefined ? criterion.scale.labels.indexOf(expected.label) : expected.score;
    return machine.score === index;
  }
  return Math.abs(machine.score - (expected.score as number)) <= (expected.tolerance ?? 0);
};

/** Every expectation of the examples the batch's result lines miss, in example order. */
export const missedExpectations = (
  rubric: Rubric,
  examples: readonly RubricExample[],
  lines: readonly AuditResultLine[],
): MissedExpectation[] => {
  const byConversation = new Map(lines.map((line) => [line.conversation_id, line]));
  return examples.flatMap((example) =>
    example.expected.flatMap((expected): MissedExpectation[] => {
      const line = byConversation.get(example.id);
      const missed = { example_id: example.id, criterion_id: expected.criterion_id, expected };
      if (!line) return [{ ...missed, error: { code: 'missing', message: 'the batch has no result line for this example' } }];
      if (isAuditError(line)) return [{ ...missed, error: line.error }];
      const machine = line.criterion_scores.find((s) => s.criterion_id === expected.criterion_id);
      if (!machine) return [{ ...missed, error: { code: 'missing', message: 'the result line has no score for this criterion' } }];
      if (meets(rubric, expected, machine)) return [];
      return [
        {
          ...missed,
          machine: { score: machine.score, evidence: machine.evidence, ...(machine.label !== undefined ? { label: machine.label } : {}) },
        },
      ];
    }),
  );
};
