import * as z from 'zod';
import { jobIdFromTranscribeJobName, readTranscribeJob } from '../src/adapters/speech/amazon-transcribe';
import { StageError } from '../src/transcripts/errors';
import { completeTranscription, type TranscriptionOutcome } from '../src/transcripts/pipeline';
import { logger } from './shared/observability';
import { stageHandler } from './transcript-stage';
import { sleep, taskResponder, TOKEN_RETRY_DELAY_MS, transcribeClient, transcriptJobs, transcriptObjects } from './wiring';

const transcribeEventSchema = z.object({
  detail: z.object({ TranscriptionJobName: z.string(), TranscriptionJobStatus: z.enum(['COMPLETED', 'FAILED']) }),
});

const client = transcribeClient();
const objects = transcriptObjects();
const deps = { jobs: transcriptJobs(), objects, tasks: taskResponder(), sleep, tokenRetryDelayMs: TOKEN_RETRY_DELAY_MS };

/** Step Functions' answer to a token whose Task has already ended (here: timed out into the polling fallback). */
const TASK_ALREADY_ENDED = new Set(['TaskTimedOut', 'TaskDoesNotExist']);

/**
 * "Transcribe Job State Change" (default bus): normalizes the finished provider job and answers the waiting
 * transcription task. An event that arrives after the Task gave up waiting finds the polling fallback in charge.
 */
export const handler = stageHandler(transcribeEventSchema, async (event) => {
  const jobId = jobIdFromTranscribeJobName(event.detail.TranscriptionJobName);
  if (!jobId) {
    logger.info('ignoring a Transcribe job of another application', { name: event.detail.TranscriptionJobName });
    return { ignored: true };
  }
  let outcome: TranscriptionOutcome;
  try {
    const progress = await readTranscribeJob({ client, objects }, jobId);
    outcome =
      progress.status === 'COMPLETED'
        ? { transcript: progress.transcript }
        : { error: new StageError('ENGINE_UNAVAILABLE', `Amazon Transcribe reported a finished job that is ${progress.status}.`) };
  } catch (error) {
    if (!(error instanceof StageError)) throw error;
    outcome = { error };
  }
  try {
    await completeTranscription(deps, jobId, outcome);
  } catch (error) {
    if (!TASK_ALREADY_ENDED.has((error as Error).name)) throw error;
    logger.info('the transcription task stopped waiting for this event; the polling fallback completes it', { jobId });
    return { ignored: true };
  }
  return { resumed: jobId };
});
