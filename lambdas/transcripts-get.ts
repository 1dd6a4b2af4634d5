import { jobIdSchema } from '../schemas/transcripts';
import { NotFoundError } from '../src/core/errors';
import { getJob } from '../src/transcripts/jobs';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';
import { deliveryLogReader, transcriptJobs, transcriptObjects } from './wiring';

const deps = { jobs: transcriptJobs(), objects: transcriptObjects(), deliveries: deliveryLogReader() };

/** GET /v1/transcripts/{jobId}: the owner's view of the job and its callback delivery log; unknown, foreign and malformed ids are all 404. */
export const handler = httpHandler().handler(async (event) => {
  const raw = event.pathParameters?.jobId ?? '';
  const parsed = jobIdSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(`No transcript job ${raw.slice(0, 100)}.`);
  const view = await getJob(deps, callerPrincipal(event), parsed.data);
  return jsonResponse(200, view, { 'cache-control': 'no-store' });
});
