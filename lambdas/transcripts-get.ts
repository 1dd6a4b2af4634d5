import { jobIdSchema } from '../schemas/transcripts';
import { NotFoundError } from '../src/core/errors';
import { getJob } from '../src/transcripts/jobs';
import { cachedResults } from '../src/transcripts/results';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';
import { deliveryLogReader, transcriptJobs, transcriptObjects } from './wiring';

/** Completed results a warm instance keeps (characters of JSON text): a few MB of a function's 128 MB. */
const RESULT_CACHE_CHARS = 4 * 1024 * 1024;

const deps = {
  jobs: transcriptJobs(),
  objects: cachedResults(transcriptObjects(), { maxChars: RESULT_CACHE_CHARS }),
  deliveries: deliveryLogReader(),
};

/** GET /v1/transcripts/{jobId}: the owner's view of the job and its callback delivery log; unknown, foreign and malformed ids are all 404. */
export const handler = httpHandler().handler(async (event) => {
  const raw = event.pathParameters?.jobId ?? '';
  const parsed = jobIdSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(`No transcript job ${raw.slice(0, 100)}.`);
  const view = await getJob(deps, callerPrincipal(event), parsed.data);
  return jsonResponse(200, view, { 'cache-control': 'no-store' });
});
