import * as z from 'zod';
import { AUDIT_BATCH_STATE_MACHINE_ARN_ENV } from '../lib/definitions/audits';
import { createSfnClient } from '../src/adapters/aws/clients';
import { stepFunctionsBatchRunner } from '../src/adapters/sfn/audit-batch-runner';
import { stepFunctionsExecutions } from '../src/adapters/sfn/execution-lookup';
import { stepFunctionsPipeline } from '../src/adapters/sfn/transcript-pipeline';
import { reconcileBatches } from '../src/audits/batches';
import { reconcileJobs } from '../src/transcripts/jobs';
import { batchStoreFromEnv, clock } from './audit-adapters';
import { readConfig } from './shared/config';
import { logger } from './shared/observability';
import { taskHandler } from './shared/task';
import { statusEvents, systemClock, transcriptJobs } from './transcript-adapters';

const config = readConfig(
  z.object({ TRANSCRIPT_JOB_STATE_MACHINE_ARN: z.string().min(1), [AUDIT_BATCH_STATE_MACHINE_ARN_ENV]: z.string().min(1) }),
);

const sfn = createSfnClient();
const jobDeps = {
  jobs: transcriptJobs(),
  executions: stepFunctionsExecutions(sfn, config.TRANSCRIPT_JOB_STATE_MACHINE_ARN),
  pipeline: stepFunctionsPipeline(sfn, config.TRANSCRIPT_JOB_STATE_MACHINE_ARN),
  events: statusEvents(),
  clock: systemClock,
};
const batchDeps = {
  batches: batchStoreFromEnv(),
  executions: stepFunctionsExecutions(sfn, config[AUDIT_BATCH_STATE_MACHINE_ARN_ENV]),
  runner: stepFunctionsBatchRunner(sfn, config[AUDIT_BATCH_STATE_MACHINE_ARN_ENV]),
  now: clock.now,
};

/**
 * The schedule rule (and, in the sandbox, start-up): accepted jobs and batches whose execution never started
 * or vanished are started, or failed with a stated error. What it did is logged, one line per kind of work.
 */
export const handler = taskHandler<unknown, { jobs: unknown; batches: unknown }>().handler(async () => {
  const [jobs, batches] = await Promise.all([reconcileJobs(jobDeps), reconcileBatches(batchDeps)]);
  if (jobs.started.length + jobs.failed.length > 0) logger.warn('reconciled transcript jobs', { ...jobs });
  if (batches.started.length + batches.failed.length > 0) logger.warn('reconciled audit batches', { ...batches });
  return { jobs, batches };
});
