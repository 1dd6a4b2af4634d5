import { stageConfig } from '../../lib/config/stages';
import { functionEnvironment } from '../../lib/constructs/function-environment';
import { application } from '../../lib/definitions';
import { PII_REDACTION_DEFAULT_ENV, VOCABULARY_MAX_WAIT_ENV, VOCABULARY_UNUSED_DAYS_ENV } from '../../lib/definitions/transcripts';

describe('stage settings', () => {
  it('turns PII redaction on by default only when the deployment says so, and refuses anything but on or off', () => {
    expect(stageConfig('dev').settings.piiRedactionDefault).toBe('off');
    expect(stageConfig('prod', 'us', 'on').settings.piiRedactionDefault).toBe('on');
    expect(() => stageConfig('dev', 'us', 'yes')).toThrow('Unknown piiRedaction "yes": use -c piiRedaction=on|off.');
  });

  it('reaches only the function that creates jobs, as the stage setting it declares', () => {
    const carriers = application.functions
      .filter((fn) => PII_REDACTION_DEFAULT_ENV in functionEnvironment(fn, application))
      .map((fn) => fn.id);
    expect(carriers).toEqual(['TranscriptsCreate']);
    const create = application.functions.find((fn) => fn.id === 'TranscriptsCreate')!;
    expect(functionEnvironment(create, application)[PII_REDACTION_DEFAULT_ENV]).toEqual({ stageSetting: 'piiRedactionDefault' });
  });

  it('waits at most 10 minutes for a new custom vocabulary and deletes one unused for 14 days, unless the deployment says otherwise', () => {
    expect(stageConfig('dev').settings).toMatchObject({ vocabularyMaxWaitSeconds: '600', vocabularyUnusedDays: '14' });
    expect(stageConfig('prod', 'us', undefined, { vocabularyMaxWaitSeconds: '0', vocabularyUnusedDays: '30' }).settings).toMatchObject({
      vocabularyMaxWaitSeconds: '0',
      vocabularyUnusedDays: '30',
    });
    expect(() => stageConfig('dev', 'us', undefined, { vocabularyMaxWaitSeconds: '5m' })).toThrow(
      'vocabularyMaxWaitSeconds must be a whole number of seconds',
    );
    expect(() => stageConfig('dev', 'us', undefined, { vocabularyUnusedDays: '0' })).toThrow(
      'vocabularyUnusedDays must be a whole number of days, at least 1',
    );
  });

  it('gives the vocabulary settings to the function that waits and the one that cleans up, and to no other', () => {
    const carriers = (variable: string) =>
      application.functions.filter((fn) => variable in functionEnvironment(fn, application)).map((fn) => fn.id);
    expect(carriers(VOCABULARY_MAX_WAIT_ENV)).toEqual(['TranscriptVocabulary']);
    expect(carriers(VOCABULARY_UNUSED_DAYS_ENV)).toEqual(['TranscribeVocabularyCleanup']);
  });
});
