import { ApiProblemError, ClientConfigurationError, NetworkError, UnexpectedResponseError, WaitTimeoutError } from '../errors';

/** The CLI's exit codes (documented in --help and docs/client-and-cli.md). */
export const EXIT_CODES = {
  ok: 0,
  /** Bad arguments or input files, or a configuration that cannot work. */
  usage: 1,
  /** The API rejected the request (4xx): fix the request. */
  apiClientError: 2,
  /** The API failed (5xx) or could not be reached: retry later. */
  apiServerError: 3,
  /** The transcript job failed, or the audit batch did not score every conversation. */
  failed: 4,
  /** --wait gave up before the job or batch finished. */
  timeout: 5,
  /** `rubrics test`: an example missed one of its expected scores. */
  expectationsMissed: 6,
} as const;

export const EXIT_CODES_HELP = `Exit codes:
  0  success
  1  usage: bad arguments, unreadable input file, or a configuration that cannot work
  2  the API rejected the request (HTTP 4xx): the message says what to change
  3  the API failed (HTTP 5xx) or could not be reached: retry later
  4  the transcript job failed, or the audit batch finished without scoring every conversation
  5  --wait timed out before the job or batch finished
  6  rubrics test: an example missed one of its expected scores`;

/** `1 conversation`, `2 conversations`: a count with its noun. */
export const plural = (count: number, noun: string, nouns = `${noun}s`): string => `${count} ${count === 1 ? noun : nouns}`;

/** A failure the CLI itself detects, with the exit code it maps to. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT_CODES.usage,
  ) {
    super(message);
  }
}

/** Writes results to stdout (human text or JSON) and everything else to stderr, so stdout stays pipeable. */
export class Output {
  constructor(readonly json: boolean) {}

  result(data: unknown, human: () => string): void {
    process.stdout.write(this.json ? `${JSON.stringify(data, null, 2)}\n` : `${human()}\n`);
  }

  note(message: string): void {
    process.stderr.write(`${message}\n`);
  }
}

const NOTHING_ANSWERS = 'Start the sandbox (./scripts/sandbox, or npm start) or point ccp at your API with --endpoint or CCP_ENDPOINT.';

const describeProblem = (error: ApiProblemError): string => {
  const lines = [`Error: ${error.status} ${error.title}`];
  if (error.detail) lines.push(`  ${error.detail}`);
  for (const issue of error.errors) lines.push(`  - ${issue.in ? `${issue.in} ` : ''}${issue.pointer || '/'}: ${issue.message}`);
  if (error.retryAfterMs !== undefined) lines.push(`  retry after: ${Math.ceil(error.retryAfterMs / 1000)} s`);
  if (error.requestId) lines.push(`  request id: ${error.requestId} (quote it when reporting a problem)`);
  return lines.join('\n');
};

/** Prints an error the way a user can act on it and returns the exit code it maps to. */
export const reportFailure = (error: unknown, json: boolean): number => {
  const [exitCode, human, data] = ((): [number, string, unknown] => {
    if (error instanceof ApiProblemError) {
      const problem = {
        status: error.status,
        type: error.type,
        title: error.title,
        detail: error.detail,
        errors: error.errors,
        request_id: error.requestId,
      };
      return [error.family === 'client' ? EXIT_CODES.apiClientError : EXIT_CODES.apiServerError, describeProblem(error), { problem }];
    }
    if (error instanceof NetworkError && !error.requestMayHaveBeenSent) {
      // Nothing answered: most often no sandbox is running yet, or ccp is pointed at the wrong place.
      return [
        EXIT_CODES.apiServerError,
        `Error: ${error.message}\n  ${NOTHING_ANSWERS}`,
        { error: error.name, message: `${error.message}. ${NOTHING_ANSWERS}` },
      ];
    }
    if (error instanceof NetworkError || error instanceof UnexpectedResponseError) {
      return [EXIT_CODES.apiServerError, `Error: ${error.message}`, { error: error.name, message: error.message }];
    }
    if (error instanceof WaitTimeoutError) {
      return [EXIT_CODES.timeout, `Timed out: ${error.message}`, { error: error.name, message: error.message, lastSeen: error.lastSeen }];
    }
    if (error instanceof CliError) return [error.exitCode, `Error: ${error.message}`, { error: 'CliError', message: error.message }];
    if (error instanceof ClientConfigurationError)
      return [EXIT_CODES.usage, `Error: ${error.message}`, { error: error.name, message: error.message }];
    if (error instanceof Error && error.name === 'CredentialsProviderError') {
      const hint =
        'No AWS credentials to sign with. Use --profile (or AWS_PROFILE), set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or --sign none for an unauthenticated sandbox.';
      return [EXIT_CODES.usage, `Error: ${hint}\n  (${error.message})`, { error: error.name, message: hint }];
    }
    const message = error instanceof Error ? error.message : String(error);
    return [EXIT_CODES.usage, `Error: ${message}`, { error: 'Error', message }];
  })();
  process.stderr.write(json ? `${JSON.stringify(data)}\n` : `${human}\n`);
  return exitCode;
};
