import { jobTaskSchema } from '../schemas/transcripts';
import { readTranscribeJob } from '../src/adapters/speech/amazon-transcribe';
import { StageError } from '../src/transcripts/errors';
import { storeTranscript } from '../src/transcripts/pipeline';
import { TRANSCRIBE_STAGE_LIMIT_SECONDS } from '../lib/definitions/transcripts';
import { stageHandler } from './transcript-stage';
import { transcribeClient, transcriptJobs, transcriptObjects } from './wiring';

const client = transcribeClient();
const objects = transcriptObjects();
const jobs = transcriptJobs();

/**
 * The fallback for a lost "Transcribe Job State Change" event (EventBridge delivers AWS service events on a
 * best-effort basis): once the transcribe Task has waited long enough, the state machine asks here every so
 * often. `{status: QUEUED|IN_PROGRESS}` means ask again; `{status: COMPLETED, transcriptKey}` is the same output
 * the event path gives the Task. A FAILED job throws TRANSCRIPTION_FAILED; a job running past the stage's limit
 * STAGE_TIMEOUT.
 */
export const handler = stageHandler(jobTaskSchema, async ({ jobId }) => {
  const progress = await readTranscribeJob({ client, objects }, jobId);
  if (progress.status !== 'COMPLETED') {
    if (progress.createdAt && Date.now() - progress.createdAt.getTime() > TRANSCRIBE_STAGE_LIMIT_SECONDS * 1000) {
      throw new StageError('STAGE_TIMEOUT', `Amazon Transcribe has not finished within ${TRANSCRIBE_STAGE_LIMIT_SECONDS / 3600} h.`);
    }
    return { status: progress.status };
  }
  return { status: progress.status, ...(await storeTranscript({ jobs, objects }, jobId, progress.transcript)) };
});
