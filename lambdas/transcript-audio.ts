import { jobIdSchema } from '../schemas/transcripts';
import { NotFoundError } from '../src/core/errors';
import { playableAudio } from '../src/transcripts/audio';
import { callerPrincipal, httpHandler, jsonResponse } from './shared/http';
import { audioLinks, systemClock, transcriptJobs } from './wiring';

const deps = { jobs: transcriptJobs(), audio: audioLinks(), clock: systemClock };

/** GET /v1/transcripts/{jobId}/audio: a pre-signed link to the owner's recording; unknown, foreign and malformed ids are all 404. */
export const handler = httpHandler().handler(async (event) => {
  const raw = event.pathParameters?.jobId ?? '';
  const parsed = jobIdSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(`No transcript job ${raw.slice(0, 100)}.`);
  return jsonResponse(200, await playableAudio(deps, callerPrincipal(event), parsed.data), { 'cache-control': 'no-store' });
});
