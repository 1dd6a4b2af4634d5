import type { AuditResult } from '../../client/types';

/**
 * What a scorecard marks beyond scores: a criterion answered N/A, or a critical criterion failed. The result
 * lines carry neither yet (they come with the scoring-trust work, issue 10). When they do, read those fields
 * here: the conversation list, the filters and the scorecard already render whatever this returns.
 */
export interface ResultFlag {
  readonly kind: 'critical-failure' | 'not-applicable';
  readonly criterionId: string;
}

export const flagsOf = (_line: AuditResult): readonly ResultFlag[] => [];

export const FLAG_TEXT: Record<ResultFlag['kind'], string> = { 'critical-failure': 'critical failure', 'not-applicable': 'N/A' };
