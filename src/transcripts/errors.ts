/**
 * Why a job failed, as its `error.code`. The pipeline's stage functions throw StageError; its `name` is the
 * code, which is what Step Functions matches in Retry/Catch (`ErrorEquals`) and records in a Catch. The
 * failure-recording state turns that back into the job's `error` through describeFailure().
 */

export const STAGES = ['fetch', 'transcribe', 'contextualize', 'profile', 'finalize'] as const;
export type Stage = (typeof STAGES)[number];

export const ERROR_CODES = {
  AUDIO_URL_REFUSED: { retryable: false, summary: 'The audio URL points at a scheme or address the service will not fetch (SSRF guard).' },
  AUDIO_UNREACHABLE: { retryable: true, summary: 'The audio host could not be resolved or connected to, or did not answer in time.' },
  AUDIO_HTTP_ERROR: { retryable: false, summary: 'The audio URL answered with a non-success HTTP status (e.g. 403 expired, 404).' },
  AUDIO_TOO_MANY_REDIRECTS: { retryable: false, summary: 'The audio URL redirected more times than allowed.' },
  AUDIO_TOO_LARGE: { retryable: false, summary: 'The audio is larger than the size cap.' },
  AUDIO_TOO_LONG: { retryable: false, summary: 'The recording is longer than the duration cap.' },
  AUDIO_NOT_AUDIO: { retryable: false, summary: 'The file is not WAV, MP3, FLAC or OGG audio (checked from its bytes).' },
  AUDIO_UNDECODABLE: { retryable: false, summary: 'The file looked like audio but could not be decoded.' },
  TRANSCRIPTION_FAILED: { retryable: false, summary: 'The speech-to-text engine failed on this recording.' },
  ENGINE_UNAVAILABLE: { retryable: true, summary: 'The speech-to-text engine could not be started or reached.' },
  CONTEXTUALIZATION_FAILED: { retryable: true, summary: 'The LLM correction step failed.' },
  RESULT_INVALID: { retryable: false, summary: 'The assembled CustomerInteraction did not validate against its schema.' },
  STAGE_TIMEOUT: { retryable: true, summary: 'A stage did not finish within its time limit.' },
  INTERNAL_ERROR: { retryable: true, summary: 'An unexpected error; details are in the service logs, not in the job.' },
} as const satisfies Record<string, { retryable: boolean; summary: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export class StageError extends Error {
  override readonly name: ErrorCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = code;
  }

  get retryable(): boolean {
    return ERROR_CODES[this.code].retryable;
  }
}

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ERROR_CODES, value);

const MAX_MESSAGE_CHARS = 500;

/** A Task's TimeoutSeconds, a heartbeat, or the Lambda function's own timeout. */
const TIMEOUT_ERRORS = new Set(['States.Timeout', 'States.HeartbeatTimeout', 'Sandbox.Timedout']);

/** Step Functions wraps a Lambda error's message as JSON in `Cause` ({errorMessage, ...}); a plain string otherwise. */
const messageFromCause = (cause: string | undefined): string | undefined => {
  if (!cause) return undefined;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    return typeof parsed.errorMessage === 'string' ? parsed.errorMessage : undefined;
  } catch {
    return cause;
  }
};

/**
 * The job error for a failure a Catch recorded (`{Error, Cause}`). Our own codes keep their message; anything
 * else becomes STAGE_TIMEOUT or INTERNAL_ERROR with a generic message, so internals never reach the caller.
 */
export const describeFailure = (stage: Stage, failure: { readonly Error?: string; readonly Cause?: string }) => {
  const name = failure.Error ?? '';
  if (isErrorCode(name)) {
    const message = messageFromCause(failure.Cause) ?? ERROR_CODES[name].summary;
    return { code: name, message: message.slice(0, MAX_MESSAGE_CHARS), stage, retryable: ERROR_CODES[name].retryable };
  }
  const code: ErrorCode = TIMEOUT_ERRORS.has(name) ? 'STAGE_TIMEOUT' : 'INTERNAL_ERROR';
  return { code, message: `The ${stage} stage failed: ${ERROR_CODES[code].summary}`, stage, retryable: ERROR_CODES[code].retryable };
};
