import * as z from 'zod';
import { transcribeTaskSchema } from '../schemas/transcripts';
import { createS3Client } from '../src/adapters/aws/clients';
import { amazonTranscribeEngine, createTranscribeClient } from '../src/adapters/speech/amazon-transcribe';
import { pocketsphinxEngine } from '../src/adapters/speech/pocketsphinx';
import type { SpeechEngine } from '../src/transcripts/ports';
import { startTranscription } from '../src/transcripts/pipeline';
import { readConfig } from './shared/config';
import { audioBucket, resultsBucket, runtimeMode, sleep, taskResponder, TOKEN_RETRY_DELAY_MS, transcriptJobs, transcriptObjects } from './transcript-adapters';
import { stageHandler } from './transcript-stage';

const config = readConfig(z.object({ TRANSCRIBE_VOCABULARY_NAME: z.string().min(1).optional() }));

/** Amazon Transcribe in AWS; PocketSphinx in the sandbox (no network, no credentials). */
const engine: SpeechEngine =
  runtimeMode() === 'aws'
    ? amazonTranscribeEngine({
        client: createTranscribeClient(),
        audioBucket: audioBucket(),
        resultsBucket: resultsBucket(),
        ...(config.TRANSCRIBE_VOCABULARY_NAME ? { vocabularyName: config.TRANSCRIBE_VOCABULARY_NAME } : {}),
      })
    : pocketsphinxEngine({ s3: createS3Client(), audioBucket: audioBucket() });

const deps = {
  jobs: transcriptJobs(),
  objects: transcriptObjects(),
  tasks: taskResponder(),
  engine,
  sleep,
  tokenRetryDelayMs: TOKEN_RETRY_DELAY_MS,
};

/** transcribe stage (waitForTaskToken): the Task resumes when the transcription's outcome answers the token. */
export const handler = stageHandler(transcribeTaskSchema, async (input) => {
  await startTranscription(deps, input);
  return { started: true };
});
