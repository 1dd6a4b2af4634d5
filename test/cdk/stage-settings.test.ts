import { stageConfig } from '../../lib/config/stages';
import { functionEnvironment } from '../../lib/constructs/function-environment';
import { application } from '../../lib/definitions';
import { PII_REDACTION_DEFAULT_ENV } from '../../lib/definitions/transcripts';

describe('stage settings', () => {
  it('turns PII redaction on by default only when the deployment says so, and refuses anything but on or off', () => {
    expect(stageConfig('dev').settings.piiRedactionDefault).toBe('off');
    expect(stageConfig('prod', 'us', 'on').settings.piiRedactionDefault).toBe('on');
    expect(() => stageConfig('dev', 'us', 'yes')).toThrow('Unknown piiRedaction "yes": use -c piiRedaction=on|off.');
  });

  it('reaches only the function that creates jobs, as the stage setting it declares', () => {
    const carriers = application.functions.filter((fn) => PII_REDACTION_DEFAULT_ENV in functionEnvironment(fn, application)).map((fn) => fn.id);
    expect(carriers).toEqual(['TranscriptsCreate']);
    const create = application.functions.find((fn) => fn.id === 'TranscriptsCreate')!;
    expect(functionEnvironment(create, application)[PII_REDACTION_DEFAULT_ENV]).toEqual({ stageSetting: 'piiRedactionDefault' });
  });
});
