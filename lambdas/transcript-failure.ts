import { failureTaskSchema } from '../schemas/transcripts';
import { describeFailure, STAGES } from '../src/transcripts/errors';
import { advanceStatus } from '../src/transcripts/jobs';
import { discardUnredacted } from '../src/transcripts/pipeline';
import { logger } from './shared/observability';
import { stageHandler } from './transcript-stage';
import { recordings, statusEvents, systemClock, transcriptJobs, transcriptObjects } from './wiring';

const deps = { jobs: transcriptJobs(), events: statusEvents(), clock: systemClock, objects: transcriptObjects(), recordings: recordings() };

/** The Failed state: turns the caught {Error, Cause} of the failing stage into the job's error and marks it failed. */
export const handler = stageHandler(failureTaskSchema, async ({ jobId, failure }) => {
  const stage = STAGES.find((s) => failure[s] !== undefined) ?? 'fetch';
  const caught = failure[stage] ?? {};
  const error = describeFailure(stage, caught);
  // The caller sees a generic message for unexpected errors; the original stays in the logs.
  logger.warn('transcript job failed', {
    jobId,
    stage,
    code: error.code,
    caughtError: caught.Error,
    caughtCause: caught.Cause?.slice(0, 2000),
  });
  const job = await advanceStatus(deps, { jobId, to: 'failed', error });
  await discardUnredacted(deps, job);
  return { status: job.status, error: job.error };
});
