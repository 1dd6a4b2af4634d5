import type { Criterion, Rubric } from '../rubrics/rubric';
import { checkEvidence, type EvidenceClaim } from './evidence';
import type { AuditError, AuditResult, Conversation, CriterionScore, Evidence, ScoringErrorCode } from './model';
import { failedCriticalCriteria, overallScore } from './overall-score';

/** What an evaluator is asked: all criteria of one conversation in ONE call. */
export interface EvaluationRequest {
  readonly rubric: Rubric;
  readonly conversation: Conversation;
  /** On the retry: what was wrong with the first answer, so the evaluator can correct it. */
  readonly feedback: readonly string[];
}

/** What an evaluator answers when its answer was cut off at its output limit; the retry (with feedback) may be given a larger one. */
export const TRUNCATED_ANSWER: unique symbol = Symbol('truncated answer');

/** What an evaluator answered, and who answered it. */
export interface EvaluatorAnswer {
  /**
   * The structured answer as it came, keys in camelCase (it is checked here, not trusted): `{criteria:
   * [{criterionId, label | score | notApplicable, evidence: [{turnIndexStart, turnIndexEnd, excerpt, reasoning}]}]}`;
   * TRUNCATED_ANSWER when it was cut off; undefined when the answer had none.
   */
  readonly output: unknown;
  /** The model or engine that answered, reported with the result (e.g. "bedrock:<model id>"). */
  readonly answeredBy: string;
}

/**
 * The evaluator port. `evaluate` throws only when the evaluator could not be reached; Step Functions retries that.
 */
export interface Evaluator {
  evaluate(request: EvaluationRequest): Promise<EvaluatorAnswer>;
}

interface Interpretation {
  readonly scores: CriterionScore[];
  /** Criteria with a span repaired, or one that could not be verified (which asks for a retry, or is dropped on it). */
  readonly repaired: string[];
  readonly failures: string[];
  /** True when every failure is about evidence (the answer was otherwise well-formed). */
  readonly onlyEvidenceFailures: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The label's index: exact, else ignoring case and surrounding spaces when that names exactly one label. */
const labelIndex = (labels: readonly string[], label: string): number => {
  const exact = labels.indexOf(label);
  if (exact >= 0) return exact;
  const wanted = label.trim().toLowerCase();
  const matches = labels.flatMap((candidate, i) => (candidate.trim().toLowerCase() === wanted ? [i] : []));
  return matches.length === 1 ? (matches[0] as number) : -1;
};

/** The score of one criterion on its scale: an ordinal label (or its index), or a value within the range. */
const scoreOnScale = (criterion: Criterion, answer: Record<string, unknown>): { score: number; label?: string } | string => {
  const scale = criterion.scale;
  if (scale.type === 'ordinal') {
    const byLabel = typeof answer.label === 'string' ? labelIndex(scale.labels, answer.label) : -1;
    const index = byLabel >= 0 ? byLabel : answer.score;
    if (Number.isInteger(index) && (index as number) >= 0 && (index as number) < scale.labels.length) {
      return { score: index as number, label: scale.labels[index as number] as string };
    }
    return `label must be one of ${JSON.stringify(scale.labels)} (got ${JSON.stringify(answer.label ?? answer.score)})`;
  }
  const [lo, hi] = scale.range;
  if (typeof answer.score === 'number' && Number.isFinite(answer.score) && answer.score >= lo && answer.score <= hi) {
    return { score: answer.score };
  }
  return `score must be a number within [${lo}, ${hi}] (got ${JSON.stringify(answer.score)})`;
};

/** "Not applicable" is an answer only for a criterion that allows it. */
const notApplicable = (criterion: Criterion): { score: null; notApplicable: true } | string =>
  criterion.allowNotApplicable
    ? { score: null, notApplicable: true }
    : 'this criterion does not allow "not applicable": give a label or score on its scale';

/** Turn roles are free text on the wire; a criterion's speaker matches them case-insensitively. */
const speakerOf = (criterion: Criterion) => {
  const role = criterion.speaker;
  if (role === undefined || role === 'any') return undefined;
  return { role, eligible: (turn: { readonly role: string }) => turn.role.trim().toLowerCase() === role };
};

/**
 * Checks an evaluator's answer against the rubric and the transcript: one entry per criterion, each score on
 * its scale, each criterion with at least one verified (possibly repaired) evidence span. With
 * `dropUnverifiable`, spans that cannot be repaired are left out as long as the criterion keeps one.
 */
const interpret = (rubric: Rubric, conversation: Conversation, output: unknown, dropUnverifiable: boolean): Interpretation => {
  const failures: string[] = [];
  let onlyEvidenceFailures = true;
  const structural = (message: string) => {
    failures.push(message);
    onlyEvidenceFailures = false;
  };
  if (output === TRUNCATED_ANSWER) {
    structural('the answer was cut off at its length limit before it was complete: keep every excerpt and reasoning short');
    return { scores: [], repaired: [], failures, onlyEvidenceFailures };
  }
  const answers = isRecord(output) && Array.isArray(output.criteria) ? output.criteria : undefined;
  if (!answers) {
    structural('the answer must be an object with a criteria array');
    return { scores: [], repaired: [], failures, onlyEvidenceFailures };
  }
  const scores: CriterionScore[] = [];
  const repaired: string[] = [];
  for (const criterion of rubric.criteria) {
    const answer = answers.find((a): a is Record<string, unknown> => isRecord(a) && a.criterionId === criterion.id);
    if (!answer) {
      structural(`criterion "${criterion.id}": missing from the answer`);
      continue;
    }
    const scored = answer.notApplicable === true ? notApplicable(criterion) : scoreOnScale(criterion, answer);
    if (typeof scored === 'string') structural(`criterion "${criterion.id}": ${scored}`);
    const speaker = speakerOf(criterion);
    const claims = Array.isArray(answer.evidence) ? answer.evidence : [];
    if (claims.length === 0) structural(`criterion "${criterion.id}": needs at least one evidence span`);
    const evidence: Evidence[] = [];
    const evidenceFailures: string[] = [];
    claims.forEach((claim, j) => {
      const outcome = checkEvidence(
        conversation.transcript,
        isRecord(claim) ? (claim as EvidenceClaim) : {},
        `criterion "${criterion.id}" evidence[${j}]`,
        speaker,
      );
      if (outcome.verified) evidence.push(outcome.evidence);
      else evidenceFailures.push(outcome.failure);
      if (!outcome.verified || outcome.repaired) repaired.push(criterion.id);
    });
    if (!dropUnverifiable || evidence.length === 0) failures.push(...evidenceFailures);
    if (typeof scored !== 'string') scores.push({ criterionId: criterion.id, ...scored, evidence });
  }
  return { scores, repaired: [...new Set(repaired)], failures, onlyEvidenceFailures };
};

/**
 * Scores one conversation against every criterion: one evaluator call; if the answer has failures that repair
 * cannot fix, one retry naming them; if the retry still fails, an error line. Never returns an unverified span.
 */
export const scoreConversation = async (
  evaluator: Evaluator,
  rubric: Rubric,
  conversation: Conversation,
): Promise<AuditResult | AuditError> => {
  const firstAnswer = await evaluator.evaluate({ rubric, conversation, feedback: [] });
  const first = interpret(rubric, conversation, firstAnswer.output, false);
  const finalAnswer =
    first.failures.length === 0 ? firstAnswer : await evaluator.evaluate({ rubric, conversation, feedback: first.failures });
  const final = finalAnswer === firstAnswer ? first : interpret(rubric, conversation, finalAnswer.output, true);
  if (final.failures.length > 0) {
    const code: ScoringErrorCode = final.onlyEvidenceFailures ? 'evidence_unverifiable' : 'evaluator_output_invalid';
    const message = `after one retry: ${final.failures.slice(0, 5).join('; ')}`.slice(0, 1000);
    return { conversationId: conversation.id, error: { code, message } };
  }
  const scores = final.scores.map((s) => s.score);
  // What the retry corrected counts as repaired too: the first answer's evidence did not hold.
  const repaired = rubric.criteria
    .map((c) => c.id)
    .filter((id) => final.repaired.includes(id) || (final !== first && first.repaired.includes(id)));
  const failedCritical = failedCriticalCriteria(rubric, scores);
  return {
    conversationId: conversation.id,
    rubricVersion: rubric.version,
    overallScore: overallScore(rubric, scores),
    ...(failedCritical.length > 0 ? { criticalFailure: { criterionIds: failedCritical } } : {}),
    criterionScores: final.scores.map((s) => (failedCritical.includes(s.criterionId) ? { ...s, criticalFailed: true as const } : s)),
    ...(repaired.length > 0 ? { evidenceRepaired: { criterionIds: repaired } } : {}),
    evaluator: finalAnswer.answeredBy,
  };
};

export const isAuditError = (line: AuditResult | AuditError): line is AuditError => 'error' in line;
