import { randomUUID } from 'node:crypto';
import type { AuditBatchCompleted, TranscriptStatusChanged, TranscriptStatus } from '../../schemas/events';

/** Events as the transcript and audit services publish them (schemas/events.ts), for callback tests. */

export const transcriptStatusChanged = (
  status: TranscriptStatus,
  overrides: Partial<TranscriptStatusChanged> & { callback: TranscriptStatusChanged['callback'] },
): TranscriptStatusChanged => {
  const jobId = overrides.jobId ?? randomUUID();
  return {
    eventId: `${jobId}:${status}`,
    jobId,
    status,
    previousStatus: null,
    owner: 'arn:aws:iam::123456789012:user/tester',
    occurredAt: '2026-11-21T08:00:00.000Z',
    metadata: { ticket: 'T-1', nested: { tags: ['a', 'b'], score: 0.5 } },
    ...overrides,
  };
};

export const auditBatchCompleted = (callbackUrl: string, overrides: Partial<AuditBatchCompleted> = {}): AuditBatchCompleted => {
  const batchId = overrides.batchId ?? randomUUID();
  return {
    eventId: `${batchId}:completed`,
    batchId,
    owner: 'arn:aws:iam::123456789012:user/tester',
    status: 'completed_with_errors',
    counts: { total: 3, scored: 2, failed: 1 },
    rubricId: randomUUID(),
    rubricVersion: '1.2.0',
    completedAt: '2026-11-21T08:00:00.000Z',
    callbackUrl,
    ...overrides,
  };
};
