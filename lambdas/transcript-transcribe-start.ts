import { transcribeTaskSchema } from '../schemas/transcripts';
import { startTranscription } from '../src/transcripts/pipeline';
import { stageHandler } from './transcript-stage';
import { sleep, taskResponder, TOKEN_RETRY_DELAY_MS, transcribeEngine, transcriptJobs, transcriptObjects } from './wiring';

const deps = {
  jobs: transcriptJobs(),
  objects: transcriptObjects(),
  tasks: taskResponder(),
  engine: transcribeEngine(),
  sleep,
  tokenRetryDelayMs: TOKEN_RETRY_DELAY_MS,
};

/**
 * transcribe stage (waitForTaskToken): stores the task token and starts the Transcribe job. The Task resumes on
 * the job's state-change event (transcript-transcribe-resume), or, should that event be lost, through the
 * state machine's polling fallback (transcript-transcribe-poll).
 */
export const handler = stageHandler(transcribeTaskSchema, async (input) => {
  await startTranscription(deps, input);
  return { started: true };
});
