import { Option, type Command } from 'commander';
import type { CallbackEvent, CreateTranscriptJobRequest, LanguageCode, TranscriptJob } from '../../types';
import { isLoopback } from '../../signing';
import { audioSourceFor } from '../audio-source';
import { FINAL_CALLBACK_WAIT_MS, startCallbackReceiver, type CallbackReceiver } from '../callback-receiver';
import { collect, contextOf, parseJsonText, parsePositiveSeconds } from '../context';
import { CliError, EXIT_CODES } from '../output';

const DEFAULT_WAIT_SECONDS = 900;
const CALLBACK_EVENTS: readonly CallbackEvent[] = ['completed', 'failed', 'transcribed', 'contextualized', 'profiled'];
const DEFAULT_CALLBACK_EVENTS: readonly CallbackEvent[] = ['completed', 'failed'];

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
  const parsed = parseJsonText(value, '--metadata');
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  throw new CliError(`--metadata must be a JSON object, e.g. '{"call":"1234"}'.`);
};

interface TranscribeOptions {
  readonly language?: string;
  readonly keyterm: string[];
  readonly context?: string;
  readonly contextModel?: 'fast' | 'medium' | 'high';
  readonly callbackUrl?: string;
  readonly callbackEvents: string[];
  readonly metadata?: string;
  readonly idempotencyKey?: string;
  readonly uploadBucket?: string;
  readonly wait?: boolean;
  readonly timeout: number;
}

/**
 * Without --callback-url, who receives the job's callbacks: ccp itself while it waits on a sandbox on this machine;
 * anything else cannot work, and is refused before a job is created.
 */
const selfReceivedCallbacks = (options: TranscribeOptions, endpoint: URL): boolean => {
  if (options.callbackUrl) return false;
  if (!options.wait) {
    throw new CliError(
      'Every job needs a callback URL (--callback-url https://…). With --wait against a local sandbox, ccp receives the callbacks itself.',
    );
  }
  if (!isLoopback(endpoint)) {
    throw new CliError(
      `${endpoint.origin} delivers callbacks only to a public https endpoint, which ccp on this machine is not: pass your receiver's --callback-url (--wait still follows the job by polling it).`,
    );
  }
  return true;
};

export const registerTranscriptCommands = (program: Command): void => {
  program
    .command('transcribe')
    .description(
      'start a transcript job for an audio file or URL (a local file is served from loopback for the sandbox, or uploaded with --upload-bucket)',
    )
    .argument('<file-or-url>', 'local audio file, or an http(s) URL the pipeline can fetch')
    .option('--language <code>', 'ISO 639-1 language code (default: detected)')
    .option('--keyterm <term>', 'a term that biases transcription (repeatable)', collect, [])
    .option('--context <text>', 'natural-language context; enables the LLM correction step')
    .addOption(new Option('--context-model <tier>', 'LLM tier of the correction step').choices(['fast', 'medium', 'high']))
    .option(
      '--callback-url <url>',
      'HTTPS endpoint that receives SigV4-signed callbacks; the API requires one, and with --wait against a local sandbox ccp receives them itself when none is given',
    )
    .addOption(
      new Option('--callback-events <event>', `callback event (repeatable; ${CALLBACK_EVENTS.join(', ')})`)
        .argParser(collect)
        .default([], DEFAULT_CALLBACK_EVENTS.join(', ')),
    )
    .option('--metadata <json>', 'caller metadata, a JSON object passed through to status and callbacks')
    .option('--idempotency-key <key>', 'deduplication key (default: generated)')
    .option('--upload-bucket <bucket>', 'S3 bucket to upload a local file to (deployed stacks)')
    .option('--wait', 'wait until the job is completed or failed, printing status changes on stderr')
    .option('--timeout <seconds>', 'how long --wait waits', parsePositiveSeconds, DEFAULT_WAIT_SECONDS)
    .action(async (source: string, options: TranscribeOptions, command: Command) => {
      const { client, output, endpoint, region, profile } = contextOf(command);
      const unknownEvent = options.callbackEvents.find((e) => !CALLBACK_EVENTS.includes(e as CallbackEvent));
      if (unknownEvent) throw new CliError(`Unknown callback event "${unknownEvent}"; use ${CALLBACK_EVENTS.join(', ')}.`);
      const events = options.callbackEvents.length > 0 ? (options.callbackEvents as CallbackEvent[]) : [...DEFAULT_CALLBACK_EVENTS];
      const metadata = options.metadata ? parseMetadata(options.metadata) : {};
      const selfReceived = selfReceivedCallbacks(options, endpoint);
      const audio = await audioSourceFor(source, {
        endpoint,
        ...(options.uploadBucket ? { uploadBucket: options.uploadBucket } : {}),
        ...(region ? { region } : {}),
        ...(profile ? { profile } : {}),
      });
      let receiver: CallbackReceiver | undefined;
      try {
        if (selfReceived) receiver = await startCallbackReceiver((line) => output.note(line));
        const config = {
          // The service validates the code and names the field when it is not ISO 639-1.
          ...(options.language ? { language: options.language as LanguageCode } : {}),
          ...(options.keyterm.length > 0 ? { keyterms: options.keyterm } : {}),
          ...(options.context ? { context: options.context } : {}),
          ...(options.contextModel ? { context_model: options.contextModel } : {}),
        };
        const request: CreateTranscriptJobRequest = {
          metadata,
          payload: { input: { audio_url: audio.url }, ...(Object.keys(config).length > 0 ? { config } : {}) },
          callback: { url: options.callbackUrl ?? receiver!.url, events },
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
        output.note(`Job ${jobId} accepted; waiting${receiver ? ', with its callbacks sent to ccp itself' : ''}...`);
        // Every status the job went through, from its history (a poll may come after several changes); a server
        // that keeps no history (the contract does not require one) shows each status a poll sees.
        let shown = 0;
        let last: string | undefined;
        const show = (status: string) => output.note(`  ${(last = status)}`);
        const job = await client.waitForJob(jobId, {
          timeoutMs: options.timeout * 1000,
          onProgress: (progress) => {
            if (!progress.history) {
              if (progress.status !== last) show(progress.status);
              return;
            }
            for (const entry of progress.history.slice(shown)) show(entry.status);
            shown = Math.max(shown, progress.history.length);
          },
        });
        const finalEvent = job.status as CallbackEvent;
        if (receiver && events.includes(finalEvent) && !(await receiver.next(`transcript.${finalEvent}`, FINAL_CALLBACK_WAIT_MS))) {
          output.note(
            `  (no transcript.${finalEvent} callback within ${FINAL_CALLBACK_WAIT_MS / 1000} s; the status above is the job's own)`,
          );
        }
        output.result(job, () => describeJob(job));
        if (job.status === 'failed') process.exitCode = EXIT_CODES.failed;
      } finally {
        await audio.close();
        await receiver?.close();
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
