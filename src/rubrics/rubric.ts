import { conversationIssues } from '../audits/conversations';
import type { Conversation } from '../audits/model';
import { ValidationError, type ValidationIssue } from '../core/errors';
import { parseSemVer } from './semver';

export type Scale =
  | {
      readonly type: 'ordinal';
      readonly labels: readonly string[];
      /** What earns each label, in label order (shown to the evaluator and to reviewers). */
      readonly anchors?: readonly string[];
    }
  | {
      readonly type: 'continuous';
      readonly range: readonly [number, number];
      /** What earns a score within each sub-range. */
      readonly anchors?: readonly ContinuousAnchor[];
    };

export interface ContinuousAnchor {
  readonly from: number;
  readonly to: number;
  readonly description: string;
}

/** Whose behaviour a criterion judges; its evidence must quote that speaker's turns. */
export const CRITERION_SPEAKERS = ['agent', 'customer', 'any'] as const;
export type CriterionSpeaker = (typeof CRITERION_SPEAKERS)[number];

/**
 * The contract's fields plus the optional ones QA forms have (Amazon Connect evaluation forms, MaestroQA): a
 * rubric without them scores exactly as the contract describes.
 */
export interface Criterion {
  readonly id: string;
  readonly name: string;
  readonly weight: number;
  readonly prompt: string;
  readonly scale: Scale;
  /** @default 'any' */
  readonly speaker?: CriterionSpeaker;
  /** The criterion may be answered "not applicable": it then leaves the overall score. @default false */
  readonly allowNotApplicable?: boolean;
  /** When the criterion does not apply (guidance for the evaluator and reviewers). */
  readonly notApplicableWhen?: string;
  /** Auto-fail: a score at or below the threshold (on the criterion's scale) sets the overall score to min_score. */
  readonly critical?: { readonly failAtOrBelow: number };
}

/** The score an example conversation should get on one criterion (a null score: not applicable). */
export interface ExpectedScore extends GivenScore {
  readonly criterionId: string;
  /** Continuous criteria: how far the machine's score may be from `score` and still meet the expectation. @default 0 */
  readonly tolerance?: number;
}

/** A test case of a rubric version: a conversation and the scores its authors expect it to get. */
export interface RubricExample extends Conversation {
  readonly expected: readonly ExpectedScore[];
}

/** What a caller submits for one version. */
export interface RubricDefinition {
  /** How people tell rubrics apart where they are listed; optional, never a reference. */
  readonly name?: string;
  readonly title?: string;
  readonly version: string;
  readonly criteria: readonly Criterion[];
  readonly minScore: number;
  readonly maxScore: number;
  /** Optional test cases (`ccp rubrics test`); they never reach the evaluator's prompt. */
  readonly examples?: readonly RubricExample[];
}

/** One immutable (id, version) of a rubric. */
export interface Rubric extends RubricDefinition {
  readonly id: string;
  readonly createdAt: string;
}

/** The contract's tolerance on the sum of weights (section 2.1). */
export const WEIGHT_SUM_TOLERANCE = 0.001;

const issue = (pointer: string, message: string): ValidationIssue => ({ in: 'body', pointer, message });

/** What the rules read: the criteria, and as much of the rest as a request gives (a new version may omit it). */
export type RubricRuleInput = Pick<RubricDefinition, 'criteria'> &
  Partial<Pick<RubricDefinition, 'version' | 'minScore' | 'maxScore' | 'examples'>>;

/** Criterion fields the rules never read: a request's other problems are reported together with a missing one. */
export const FIELDS_RULES_IGNORE = ['name', 'prompt', 'speaker'] as const;

/**
 * The rules of a rubric that span fields (the request schema checks types, bounds and lengths). Each issue names
 * the rule it breaks so that a caller can fix the rubric without guessing.
 */
export const rubricRuleViolations = (definition: RubricRuleInput): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (definition.version !== undefined && !parseSemVer(definition.version)) {
    issues.push(issue('/version', `version must be a semantic version such as 1.0.0 (got "${definition.version.slice(0, 64)}")`));
  }
  if (definition.minScore !== undefined && definition.maxScore !== undefined && !(definition.minScore < definition.maxScore)) {
    issues.push(issue('/min_score', `min_score must be less than max_score (got ${definition.minScore} and ${definition.maxScore})`));
  }
  const weightSum = definition.criteria.reduce((sum, c) => sum + c.weight, 0);
  if (Math.abs(weightSum - 1) > WEIGHT_SUM_TOLERANCE) {
    // Rounded for display only; the comparison above uses the exact sum.
    issues.push(issue('/criteria', `weights must sum to 1.0 ± ${WEIGHT_SUM_TOLERANCE} (got ${Number(weightSum.toFixed(6))})`));
  }
  const firstIndexById = new Map<string, number>();
  definition.criteria.forEach((criterion, index) => {
    const seenAt = firstIndexById.get(criterion.id);
    if (seenAt === undefined) firstIndexById.set(criterion.id, index);
    else issues.push(issue(`/criteria/${index}/id`, `criterion ids must be unique ("${criterion.id}" is also criteria[${seenAt}])`));
    issues.push(...scaleIssues(criterion, `/criteria/${index}`));
    if (criterion.notApplicableWhen !== undefined && criterion.allowNotApplicable !== true) {
      issues.push(issue(`/criteria/${index}/not_applicable_when`, 'not_applicable_when needs allow_not_applicable: true'));
    }
  });
  if (definition.examples) issues.push(...exampleIssues(definition.criteria, definition.examples));
  return issues;
};

/** Examples are conversations a batch accepts, expecting scores that this version's criteria can give. */
const exampleIssues = (criteria: readonly Criterion[], examples: readonly RubricExample[]): ValidationIssue[] => {
  const issues = conversationIssues(examples, '/examples');
  const byId = new Map(criteria.map((c) => [c.id, c]));
  examples.forEach((example, e) => {
    const seen = new Map<string, number>();
    example.expected.forEach((expected, x) => {
      const at = `/examples/${e}/expected/${x}`;
      const criterion = byId.get(expected.criterionId);
      if (!criterion) {
        issues.push(issue(`${at}/criterion_id`, `criterion "${expected.criterionId.slice(0, 128)}" is not in this version's criteria`));
        return;
      }
      const earlier = seen.get(criterion.id);
      if (earlier !== undefined)
        issues.push(issue(`${at}/criterion_id`, `criterion "${criterion.id}" is already expected at expected[${earlier}]`));
      else seen.set(criterion.id, x);
      const given = resolveGivenScore(criterion, expected);
      if (given.problems) issues.push(...given.problems.map((p) => issue(`${at}/${p.field}`, p.message)));
      if (expected.tolerance !== undefined && criterion.scale.type !== 'continuous') {
        issues.push(
          issue(`${at}/tolerance`, `criterion "${criterion.id}" is ordinal: its expected label is met exactly, without a tolerance`),
        );
      }
    });
  });
  return issues;
};

const scaleIssues = (criterion: Criterion, at: string): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  const scale = criterion.scale;
  const threshold = criterion.critical?.failAtOrBelow;
  if (scale.type === 'ordinal') {
    const unique = new Set(scale.labels);
    if (unique.size < 2) issues.push(issue(`${at}/scale/labels`, 'an ordinal scale needs at least 2 unique labels'));
    else if (unique.size !== scale.labels.length) issues.push(issue(`${at}/scale/labels`, 'ordinal labels must be unique'));
    if (scale.anchors && scale.anchors.length !== scale.labels.length) {
      issues.push(
        issue(
          `${at}/scale/anchors`,
          `give one anchor per label, in label order (${scale.labels.length} labels, ${scale.anchors.length} anchors)`,
        ),
      );
    }
    if (threshold !== undefined && !(Number.isInteger(threshold) && threshold >= 0 && threshold < scale.labels.length - 1)) {
      issues.push(
        issue(
          `${at}/critical/fail_at_or_below`,
          `a critical ordinal threshold is a label index from 0 to ${scale.labels.length - 2} (the top label cannot fail)`,
        ),
      );
    }
    return issues;
  }
  const [lo, hi] = scale.range;
  if (!(lo < hi)) {
    issues.push(issue(`${at}/scale/range`, `a continuous range [lo, hi] needs lo < hi (got [${lo}, ${hi}])`));
    return issues;
  }
  scale.anchors?.forEach((anchor, a) => {
    if (!(lo <= anchor.from && anchor.from < anchor.to && anchor.to <= hi)) {
      issues.push(
        issue(
          `${at}/scale/anchors/${a}`,
          `an anchor covers [from, to] with ${lo} ≤ from < to ≤ ${hi} (got [${anchor.from}, ${anchor.to}])`,
        ),
      );
    }
  });
  if (threshold !== undefined && !(lo <= threshold && threshold < hi)) {
    issues.push(issue(`${at}/critical/fail_at_or_below`, `a critical continuous threshold lies within [${lo}, ${hi}) (got ${threshold})`));
  }
  return issues;
};

/**
 * A score on a criterion as people give it (human auditors, a rubric's expected example scores): an ordinal label
 * or its 0-based index, a continuous value, or null for "not applicable".
 */
export interface GivenScore {
  readonly score?: number | null;
  readonly label?: string;
}

export interface GivenScoreProblem {
  readonly field: 'score' | 'label';
  readonly message: string;
}

/**
 * What a given score stands for on the criterion's scale — a label index, a continuous value, or null (not
 * applicable, only where the criterion allows it) — or every problem with it.
 */
export const resolveGivenScore = (
  criterion: Criterion,
  given: GivenScore,
): { readonly score: number | null; readonly problems?: undefined } | { readonly problems: readonly GivenScoreProblem[] } => {
  const problem = (field: GivenScoreProblem['field'], message: string) => ({ problems: [{ field, message }] });
  if (given.score === null) {
    if (given.label !== undefined) return problem('label', 'give a label or not applicable (a null score), not both');
    return criterion.allowNotApplicable
      ? { score: null }
      : problem('score', `criterion "${criterion.id}" does not allow not applicable (no allow_not_applicable)`);
  }
  const scale = criterion.scale;
  if (scale.type === 'ordinal') {
    if (given.label !== undefined) {
      const labelIndex = scale.labels.indexOf(given.label);
      if (labelIndex < 0)
        return problem('label', `label must be one of ${scale.labels.map((l) => `"${l}"`).join(', ')} for criterion "${criterion.id}"`);
      if (given.score !== undefined && given.score !== labelIndex)
        return problem('score', `score ${given.score} disagrees with label "${given.label}" (index ${labelIndex})`);
      return { score: labelIndex };
    }
    if (given.score === undefined || !Number.isInteger(given.score) || given.score < 0 || given.score >= scale.labels.length) {
      return problem(
        'score',
        `criterion "${criterion.id}" is ordinal: give a label or an integer label index 0..${scale.labels.length - 1}`,
      );
    }
    return { score: given.score };
  }
  if (given.label !== undefined) return problem('label', `criterion "${criterion.id}" is continuous: give a score, not a label`);
  const [lo, hi] = scale.range;
  if (given.score === undefined || given.score < lo || given.score > hi)
    return problem('score', `criterion "${criterion.id}" takes a score within [${lo}, ${hi}]`);
  return { score: given.score };
};

/** `examplesNote` is added to the issues of examples the caller did not send (a new version inherits them). */
export const assertValidRubric = (definition: RubricDefinition, examplesNote?: string): void => {
  const issues = rubricRuleViolations(definition).map((i) =>
    examplesNote && i.pointer.startsWith('/examples') ? { ...i, message: `${i.message} (${examplesNote})` } : i,
  );
  if (issues.length > 0)
    throw new ValidationError(issues, `The rubric breaks ${issues.length} rule(s): ${issues.map((i) => i.message).join('; ')}.`);
};
