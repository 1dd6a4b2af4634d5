import { reconcileBatches } from '../src/audits/batches';
import { reconcileJobs } from '../src/transcripts/jobs';
import { logger } from './shared/observability';
import { taskHandler } from './shared/task';
import {
  batchCompletions,
  batchExecutions,
  batchRunner,
  batchStore,
  statusEvents,
  systemClock,
  transcriptExecutions,
  transcriptJobs,
  transcriptPipeline,
} from './wiring';

const jobDeps = {
  jobs: transcriptJobs(),
  executions: transcriptExecutions(),
  pipeline: transcriptPipeline(),
  events: statusEvents(),
  clock: systemClock,
};
const batchDeps = {
  batches: batchStore(),
  executions: batchExecutions(),
  runner: batchRunner(),
  completions: batchCompletions(),
  ...systemClock,
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
