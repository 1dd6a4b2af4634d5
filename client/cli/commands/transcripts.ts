import { Option, type Command } from 'commander';
import type { CallbackEvent, CreateTranscriptJobRequest, LanguageCode, TranscriptJob } from '../../types';
import { audioSourceFor } from '../audio-source';
import { collect, contextOf, parsePositiveSeconds } from '../context';
import { CliError, EXIT_CODES } from '../output';

const DEFAULT_WAIT_SECONDS = 900;
const CALLBACK_EVENTS: readonly CallbackEvent[] = ['completed', 'failed', 'transcribed', 'contextualized', 'profiled'];

export const describeJob = (job: TranscriptJob): string => {
  const lines = [`Job ${job.jobId}: ${job.status}`];
  if (job.metadata && Object.keys(job.metadata).length > 0) lines.push(`  metadata: ${JSON.stringify(job.metadata)}`);
  if (job.error) lines.push(`  error: ${job.error.code}: ${job.error.message} (stage ${job.error.stage})`);
  for (const [index, turn] of (job.result?.turns ?? []).entries()) {
    lines.push(`  [${index}] ${turn.role} ${(turn.start_ms / 1000).toFixed(1)}s: ${turn.text}`);
  }
  return lines.join('\n');
};

const parseMetadata = (value: string): Record<string, unknown> => {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Reported below with the expected shape.
  }
  throw new CliError(`--metadata must be a JSON object, e.g. '{"call":"1234"}'.`);
};

interface TranscribeOptions {
  readonly language?: string;
  readonly keyterm: string[];
  readonly context?: string;
  readonly contextModel?: 'fast' | 'medium' | 'high';
  readonly callbackUrl: string;
  readonly callbackEvents: string[];
  readonly metadata?: string;
  readonly idempotencyKey?: string;
  readonly uploadBucket?: string;
  readonly wait?: boolean;
  readonly timeout: number;
}

export const registerTranscriptCommands = (program: Command): void => {
  program
    .command('transcribe')
    .description('start a transcript job for an audio file or URL (a local file is served from loopback for the sandbox, or uploaded with --upload-bucket)')
    .argument('<file-or-url>', 'local audio file, or an http(s) URL the pipeline can fetch')
    .option('--language <code>', 'ISO 639-1 language code (default: detected)')
    .option('--keyterm <term>', 'a term that biases transcription (repeatable)', collect, [])
    .option('--context <text>', 'natural-language context; enables the LLM correction step')
    .addOption(new Option('--context-model <tier>', 'LLM tier of the correction step').choices(['fast', 'medium', 'high']))
    .requiredOption(
      '--callback-url <url>',
      'HTTPS endpoint that receives SigV4-signed callbacks; the API requires one (with the sandbox, an http://127.0.0.1 receiver works)',
    )
    .option('--callback-events <event>', `callback event (repeatable; ${CALLBACK_EVENTS.join(', ')}) (default: completed, failed)`, collect, [])
    .option('--metadata <json>', 'caller metadata, a JSON object passed through to status and callbacks')
    .option('--idempotency-key <key>', 'deduplication key (default: generated)')
    .option('--upload-bucket <bucket>', 'S3 bucket to upload a local file to (deployed stacks)')
    .option('--wait', 'wait until the job is completed or failed, printing status changes on stderr')
    .option('--timeout <seconds>', 'how long --wait waits', parsePositiveSeconds, DEFAULT_WAIT_SECONDS)
    .action(async (source: string, options: TranscribeOptions, command: Command) => {
      const { client, output, endpoint, region, profile } = contextOf(command);
      const unknownEvent = options.callbackEvents.find((e) => !CALLBACK_EVENTS.includes(e as CallbackEvent));
      if (unknownEvent) throw new CliError(`Unknown callback event "${unknownEvent}"; use ${CALLBACK_EVENTS.join(', ')}.`);
      const audio = await audioSourceFor(source, {
        endpoint,
        ...(options.uploadBucket ? { uploadBucket: options.uploadBucket } : {}),
        ...(region ? { region } : {}),
        ...(profile ? { profile } : {}),
      });
      try {
        const config = {
          // The service validates the code and names the field when it is not ISO 639-1.
          ...(options.language ? { language: options.language as LanguageCode } : {}),
          ...(options.keyterm.length > 0 ? { keyterms: options.keyterm } : {}),
          ...(options.context ? { context: options.context } : {}),
          ...(options.contextModel ? { context_model: options.contextModel } : {}),
        };
        const request: CreateTranscriptJobRequest = {
          metadata: options.metadata ? parseMetadata(options.metadata) : {},
          payload: { input: { audio_url: audio.url }, ...(Object.keys(config).length > 0 ? { config } : {}) },
          callback: {
            url: options.callbackUrl,
            events: options.callbackEvents.length > 0 ? (options.callbackEvents as CallbackEvent[]) : ['completed', 'failed'],
          },
          ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
        };
        const { jobId } = await client.createTranscriptJob(request);
        if (!options.wait) {
          if (audio.servedLocally) {
            // The pipeline fetches the audio asynchronously: keep serving until it has it, or the job ended.
            output.note(`Job ${jobId} accepted; serving ${source} until the pipeline has fetched it...`);
            const stopPolling = new AbortController();
            const jobEnded = client.waitForJob(jobId, { timeoutMs: options.timeout * 1000, signal: stopPolling.signal });
            await Promise.race([audio.fetched, jobEnded]).finally(() => stopPolling.abort());
          }
          output.result({ jobId }, () => `Job ${jobId} accepted. Follow it with: ccp jobs get ${jobId}`);
          return;
        }
        output.note(`Job ${jobId} accepted; waiting...`);
        let lastStatus = '';
        const job = await client.waitForJob(jobId, {
          timeoutMs: options.timeout * 1000,
          onProgress: (progress) => {
            if (progress.status !== lastStatus) output.note(`  ${(lastStatus = progress.status)}`);
          },
        });
        output.result(job, () => describeJob(job));
        if (job.status === 'failed') process.exitCode = EXIT_CODES.failed;
      } finally {
        await audio.close();
      }
    });

  program
    .command('jobs')
    .description('transcript jobs')
    .command('get')
    .description('show a transcript job: status, metadata, error or transcript')
    .argument('<jobId>')
    .action(async (jobId: string, _options: unknown, command: Command) => {
      const { client, output } = contextOf(command);
      const job = await client.getTranscriptJob(jobId);
      output.result(job, () => describeJob(job));
      if (job.status === 'failed') process.exitCode = EXIT_CODES.failed;
    });
};
