import { vocabularyTaskSchema } from '../schemas/transcripts';
import { checkVocabulary, prepareVocabulary } from '../src/transcripts/vocabulary';
import { stageHandler } from './transcript-stage';
import { customVocabularies, setting, systemClock, transcriptJobs } from './wiring';
import { VOCABULARY_MAX_WAIT_ENV } from '../lib/definitions/transcripts';

const deps = {
  jobs: transcriptJobs(),
  vocabularies: customVocabularies(),
  clock: systemClock,
  maxWaitSeconds: setting(VOCABULARY_MAX_WAIT_ENV),
};

/**
 * PrepareVocabulary (the job only) and CheckVocabulary (the pending step too): where the job's custom vocabulary
 * stands. The state machine waits between two looks (WaitForVocabulary), so this function never sleeps.
 */
export const handler = stageHandler(vocabularyTaskSchema, async ({ jobId, vocabulary }) =>
  vocabulary ? checkVocabulary(deps, vocabulary) : prepareVocabulary(deps, jobId),
);
