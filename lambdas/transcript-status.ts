import { statusTaskSchema } from '../schemas/transcripts';
import { advanceStatus } from '../src/transcripts/jobs';
import { stageHandler } from './transcript-stage';
import { statusEvents, systemClock, transcriptJobs } from './wiring';

const deps = { jobs: transcriptJobs(), events: statusEvents(), clock: systemClock };

/** The status states of the pipeline: one conditional write and one published event per status. */
export const handler = stageHandler(statusTaskSchema, async ({ jobId, status, resultKey }) => {
  const job = await advanceStatus(deps, { jobId, to: status, ...(resultKey ? { resultKey } : {}) });
  return { status: job.status };
});
