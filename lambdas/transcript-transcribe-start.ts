import * as z from 'zod';
import { transcribeTaskSchema } from '../schemas/transcripts';
import { amazonTranscribeEngine, createTranscribeClient } from '../src/adapters/speech/amazon-transcribe';
import { startTranscription } from '../src/transcripts/pipeline';
import { readConfig } from './shared/config';
import { audioBucket, resultsBucket, sleep, taskResponder, TOKEN_RETRY_DELAY_MS, transcriptJobs, transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const config = readConfig(z.object({ TRANSCRIBE_VOCABULARY_NAME: z.string().min(1).optional() }));

/** Amazon Transcribe everywhere: in the sandbox, AWS_ENDPOINT_URL_TRANSCRIBE points the client at its local emulation. */
const deps = {
  jobs: transcriptJobs(),
  objects: transcriptObjects(),
  tasks: taskResponder(),
  engine: amazonTranscribeEngine({
    client: createTranscribeClient(),
    audioBucket: audioBucket(),
    resultsBucket: resultsBucket(),
    ...(config.TRANSCRIBE_VOCABULARY_NAME ? { vocabularyName: config.TRANSCRIBE_VOCABULARY_NAME } : {}),
    // Within the function's 60 s: a vocabulary not READY by then is used by later jobs with the same key terms.
    vocabularyWait: { maxWaitMs: 30_000, pollMs: 2000, sleep },
  }),
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
