import { describeFailure, ERROR_CODES, StageError } from '../../src/transcripts/errors';

describe('describeFailure', () => {
  it('keeps our code and message from a Lambda error as Step Functions records it in AWS (JSON cause)', () => {
    const cause = JSON.stringify({ errorType: 'AUDIO_HTTP_ERROR', errorMessage: 'Fetching https://x/a.wav answered HTTP 404.', trace: [] });
    expect(describeFailure('fetch', { Error: 'AUDIO_HTTP_ERROR', Cause: cause })).toEqual({
      code: 'AUDIO_HTTP_ERROR',
      message: 'Fetching https://x/a.wav answered HTTP 404.',
      stage: 'fetch',
      retryable: false,
    });
  });

  it('accepts a plain-text cause (SendTaskFailure, the sandbox)', () => {
    expect(describeFailure('transcribe', { Error: 'TRANSCRIPTION_FAILED', Cause: 'English only' })).toMatchObject({
      code: 'TRANSCRIPTION_FAILED',
      message: 'English only',
    });
  });

  it('hides unexpected errors behind a generic message and maps time-outs', () => {
    const internal = describeFailure('profile', { Error: 'TypeError', Cause: 'Cannot read properties of undefined (reading secretThing)' });
    expect(internal).toMatchObject({ code: 'INTERNAL_ERROR', stage: 'profile', retryable: true });
    expect(internal.message).not.toContain('secretThing');
    expect(describeFailure('transcribe', { Error: 'States.Timeout' })).toMatchObject({ code: 'STAGE_TIMEOUT', retryable: true });
    expect(describeFailure('fetch', { Error: 'Sandbox.Timedout' }).code).toBe('STAGE_TIMEOUT');
  });

  it('names StageErrors by their code, which is what Retry and Catch match', () => {
    const error = new StageError('AUDIO_UNREACHABLE', 'no route');
    expect([error.name, error.retryable]).toEqual(['AUDIO_UNREACHABLE', true]);
    expect(Object.keys(ERROR_CODES).every((code) => /^[A-Z_]+$/.test(code))).toBe(true);
  });
});
