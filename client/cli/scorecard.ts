import { describeEvaluator, isAuditError, rubricDisplayName, type AuditBatch, type AuditResultLine, type Rubric } from '../types';

/** Prose wrapped at word boundaries to fit `width` columns, each line indented. */
const wrapped = (text: string, indent: string, width = 110): string[] => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(`${indent}${word}`);
  }
  return lines;
};

const formatScore = (score: number | null) => (score === null ? 'N/A' : Number.isInteger(score) ? String(score) : score.toFixed(2));

/** `Audit batch <id>: <status>, <scored>/<total> scored, <failed> failed` */
export const batchStatusLine = (batch: AuditBatch): string =>
  `Audit batch ${batch.batch_id}: ${batch.status}, ${batch.counts.scored}/${batch.counts.total} scored, ${batch.counts.failed} failed`;

/**
 * A readable scorecard: the batch, then per conversation its overall score and every criterion with the
 * evidence quotes the score rests on. Criterion names come from the rubric when it could be read.
 */
export const renderScorecard = (batch: AuditBatch, results: readonly AuditResultLine[], rubric: Rubric | undefined): string => {
  const names = new Map(rubric?.criteria.map((c) => [c.id, c.name]) ?? []);
  const scale = rubric ? ` (scale ${rubric.min_score}–${rubric.max_score})` : '';
  const called = rubric && rubricDisplayName(rubric);
  const lines = [batchStatusLine(batch), `Rubric ${called ? `"${called}" ` : ''}${batch.rubric_id}@${batch.rubric_version}${scale}`];
  // Who scored the lines, before any score: a stand-in's numbers must never pass for a model's judgement.
  // (A server that keeps to the contract alone may not say: `evaluator` is this service's addition.)
  const evaluators = [
    ...new Set(results.flatMap((result) => (!isAuditError(result) && typeof result.evaluator === 'string' ? [result.evaluator] : []))),
  ];
  for (const evaluator of evaluators) lines.push(...wrapped(`Scored by ${describeEvaluator(evaluator).text}.`, ''));
  for (const result of results) {
    lines.push('');
    if (isAuditError(result)) {
      lines.push(`Conversation ${result.conversation_id}: not scored — ${result.error.code}: ${result.error.message}`);
      continue;
    }
    const autoFail = result.critical_failure ? ` — critical failure: ${result.critical_failure.criterion_ids.join(', ')}` : '';
    lines.push(
      `Conversation ${result.conversation_id}: overall ${formatScore(result.overall_score)}${scale ? ` of ${rubric?.max_score}` : ''}${autoFail}`,
    );
    if (result.review) {
      const changed = result.review.criterion_scores
        .filter((c) => c.overridden)
        .map((c) => `${c.criterion_id} ${c.label ?? formatScore(c.score)}`);
      lines.push(
        `  reviewed: overall ${formatScore(result.review.overall_score)} (review ${result.review.version} by ${result.review.reviewed_by}${changed.length > 0 ? `; changed ${changed.join(', ')}` : ''})`,
      );
    }
    for (const criterion of result.criterion_scores) {
      const name = names.get(criterion.criterion_id);
      const label =
        (criterion.label ? ` (${criterion.label})` : '') +
        (criterion.not_applicable ? ' not applicable' : '') +
        (criterion.critical_failed ? ' CRITICAL FAIL' : '');
      lines.push(`  ${name ? `${name} [${criterion.criterion_id}]` : criterion.criterion_id}: ${formatScore(criterion.score)}${label}`);
      for (const evidence of criterion.evidence) {
        const turns =
          evidence.turn_index_start === evidence.turn_index_end
            ? `turn ${evidence.turn_index_start}`
            : `turns ${evidence.turn_index_start}–${evidence.turn_index_end}`;
        lines.push(`    “${evidence.excerpt}” (${turns})`);
        if (evidence.reasoning) lines.push(...wrapped(evidence.reasoning, '      '));
      }
    }
  }
  if (results.length === 0) lines.push('', 'No results yet.');
  return lines.join('\n');
};
