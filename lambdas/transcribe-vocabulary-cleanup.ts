import { VOCABULARY_UNUSED_DAYS_ENV } from '../lib/definitions/transcripts';
import { cleanUpVocabularies } from '../src/transcripts/vocabulary';
import { logger } from './shared/observability';
import { taskHandler } from './shared/task';
import { setting, systemClock, customVocabularies } from './wiring';

const deps = { vocabularies: customVocabularies(), clock: systemClock, unusedDays: setting(VOCABULARY_UNUSED_DAYS_ENV) };

/**
 * The schedule rule (and, in the sandbox, start-up): deletes this service's custom vocabularies that no job has
 * used for `vocabularyUnusedDays`, so that new key terms find room under the account's quota of 100.
 */
export const handler = taskHandler<unknown, { deleted: string[]; kept: number }>().handler(async () => {
  const outcome = await cleanUpVocabularies(deps);
  if (outcome.deleted.length > 0) logger.info('deleted unused custom vocabularies', { ...outcome });
  return outcome;
});
