import { AUDIT_BATCH_STATE_MACHINE_ID, AUDIT_BATCHES_TABLE } from './audits';
import { TRANSCRIPT_JOB_STATE_MACHINE_ID, TRANSCRIPT_JOBS_TABLE } from './transcripts';
import type { ServiceDefinition } from './types';

/** How often the work reconciler looks for accepted work whose execution never started or vanished. */
export const RECONCILE_RATE_MINUTES = 5;

/**
 * Accepted means finished: a handler can die between storing a job (or batch) and starting its execution, and
 * an execution can vanish. The reconciler finds such work and starts it, or fails it with a stated error.
 */
export const reconcilerService: ServiceDefinition = {
  functions: [
    {
      id: 'WorkReconciler',
      entry: 'lambdas/work-reconciler.ts',
      description: 'Every few minutes: starts the execution of accepted jobs and batches that have none, or fails them.',
      timeoutSeconds: 300,
      access: {
        tables: { [TRANSCRIPT_JOBS_TABLE.id]: 'readWrite', [AUDIT_BATCHES_TABLE.id]: 'readWrite' },
        stateMachines: { [TRANSCRIPT_JOB_STATE_MACHINE_ID]: ['start', 'read'], [AUDIT_BATCH_STATE_MACHINE_ID]: ['start', 'read'] },
        publishEvents: true,
      },
    },
  ],
  eventRules: [
    {
      id: 'ReconcileAcceptedWork',
      description: `Every ${RECONCILE_RATE_MINUTES} minutes: finish accepted work whose execution never started or vanished.`,
      bus: 'default',
      scheduleRateMinutes: RECONCILE_RATE_MINUTES,
      target: { functionId: 'WorkReconciler' },
      retryPolicy: { maximumEventAgeSeconds: RECONCILE_RATE_MINUTES * 60, maximumRetryAttempts: 0 },
    },
  ],
};
