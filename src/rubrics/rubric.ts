import { ValidationError, type ValidationIssue } from '../core/errors';
import { parseSemVer } from './semver';

/** Field names follow the wire contract (snake_case) so that rubrics travel unchanged between layers. */
export type Scale =
  | { readonly type: 'ordinal'; readonly labels: readonly string[] }
  | { readonly type: 'continuous'; readonly range: readonly [number, number] };

export interface Criterion {
  readonly id: string;
  readonly name: string;
  readonly weight: number;
  readonly prompt: string;
  readonly scale: Scale;
}

/** What a caller submits for one version. */
export interface RubricDefinition {
  readonly version: string;
  readonly criteria: readonly Criterion[];
  readonly min_score: number;
  readonly max_score: number;
}

/** One immutable (id, version) of a rubric. */
export interface Rubric extends RubricDefinition {
  readonly id: string;
  readonly created_at: string;
}

/** The contract's tolerance on the sum of weights (section 2.1). */
export const WEIGHT_SUM_TOLERANCE = 0.001;

const issue = (pointer: string, message: string): ValidationIssue => ({ in: 'body', pointer, message });

/**
 * The rules of a rubric that span fields (the request schema has already checked types, bounds and lengths).
 * Each issue names the rule it breaks so that a caller can fix the rubric without guessing.
 */
export const rubricRuleViolations = (definition: RubricDefinition): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (!parseSemVer(definition.version)) {
    issues.push(issue('/version', `version must be a semantic version such as 1.0.0 (got "${definition.version.slice(0, 64)}")`));
  }
  if (!(definition.min_score < definition.max_score)) {
    issues.push(issue('/min_score', `min_score must be less than max_score (got ${definition.min_score} and ${definition.max_score})`));
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
    const scale = criterion.scale;
    if (scale.type === 'ordinal') {
      const unique = new Set(scale.labels);
      if (unique.size < 2) issues.push(issue(`/criteria/${index}/scale/labels`, 'an ordinal scale needs at least 2 unique labels'));
      else if (unique.size !== scale.labels.length) issues.push(issue(`/criteria/${index}/scale/labels`, 'ordinal labels must be unique'));
    } else if (!(scale.range[0] < scale.range[1])) {
      issues.push(issue(`/criteria/${index}/scale/range`, `a continuous range [lo, hi] needs lo < hi (got [${scale.range[0]}, ${scale.range[1]}])`));
    }
  });
  return issues;
};

export const assertValidRubric = (definition: RubricDefinition): void => {
  const issues = rubricRuleViolations(definition);
  if (issues.length > 0) throw new ValidationError(issues, `The rubric breaks ${issues.length} rule(s): ${issues.map((i) => i.message).join('; ')}.`);
};
