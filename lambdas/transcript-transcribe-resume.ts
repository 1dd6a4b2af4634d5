import * as z from 'zod';
import { collectTranscribeResult, createTranscribeClient, jobIdFromTranscribeJobName } from '../src/adapters/speech/amazon-transcribe';
import { StageError } from '../src/transcripts/errors';
import { completeTranscription, type TranscriptionOutcome } from '../src/transcripts/pipeline';
import { logger } from './shared/observability';
import { sleep, taskResponder, TOKEN_RETRY_DELAY_MS, transcriptJobs, transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const transcribeEventSchema = z.object({
  detail: z.object({ TranscriptionJobName: z.string(), TranscriptionJobStatus: z.enum(['COMPLETED', 'FAILED']) }),
});

const client = createTranscribeClient();
const objects = transcriptObjects();
const deps = { jobs: transcriptJobs(), objects, tasks: taskResponder(), sleep, tokenRetryDelayMs: TOKEN_RETRY_DELAY_MS };

/**
 * "Transcribe Job State Change" (default bus): normalizes the finished provider job and answers the waiting
 * transcription task — the same completion path the local engine takes inline.
 */
export const handler = stageHandler(transcribeEventSchema, async (event) => {
  const jobId = jobIdFromTranscribeJobName(event.detail.TranscriptionJobName);
  if (!jobId) {
    logger.info('ignoring a Transcribe job of another application', { name: event.detail.TranscriptionJobName });
    return { ignored: true };
  }
  let outcome: TranscriptionOutcome;
  try {
    outcome = { transcript: await collectTranscribeResult({ client, objects }, jobId) };
  } catch (error) {
    if (!(error instanceof StageError)) throw error;
    outcome = { error };
  }
  await completeTranscription(deps, jobId, outcome);
  return { resumed: jobId };
});
