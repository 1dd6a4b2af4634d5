import type { AuditResult } from '../../client/types';

/** What a scorecard marks beyond scores: a criterion answered N/A, or a critical criterion failed. */
export interface ResultFlag {
  readonly kind: 'critical-failure' | 'not-applicable';
  readonly criterionId: string;
}

export const flagsOf = (line: AuditResult): readonly ResultFlag[] =>
  line.criterion_scores.flatMap((score): ResultFlag[] => [
    ...(score.not_applicable ? [{ kind: 'not-applicable' as const, criterionId: score.criterion_id }] : []),
    ...(score.critical_failed ? [{ kind: 'critical-failure' as const, criterionId: score.criterion_id }] : []),
  ]);

export const FLAG_TEXT: Record<ResultFlag['kind'], string> = { 'critical-failure': 'critical failure', 'not-applicable': 'N/A' };
