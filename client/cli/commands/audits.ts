import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Command } from 'commander';
import { ApiProblemError } from '../../errors';
import {
  INLINE_AUDIT_REQUEST_BYTES,
  type AuditBatch,
  type AuditResultLine,
  type BatchHandle,
  type Conversation,
  type Rubric,
  type SubmitAuditRequest,
} from '../../types';
import { contextOf, parsePositiveSeconds } from '../context';
import { readConversations } from '../conversations';
import { CliError, EXIT_CODES, plural } from '../output';
import { batchProgressReporter, uploadProgressReporter } from '../progress';
import { batchStatusLine, renderScorecard } from '../scorecard';

const DEFAULT_WAIT_SECONDS = 1800;

/** `<id>` or `<id>@<version>`. */
const parseRubricReference = (reference: string): { rubricId: string; version?: string } => {
  const [rubricId = '', version, ...rest] = reference.split('@');
  if (!rubricId || rest.length > 0 || version === '') throw new CliError(`--rubric must be <id> or <id>@<version>, got "${reference}".`);
  return { rubricId, ...(version ? { version } : {}) };
};

const describeBatch = (batch: AuditBatch): string =>
  `${batchStatusLine(batch)} (${plural(batch.conversation_count, 'conversation')}, rubric ${batch.rubric_id}@${batch.rubric_version})`;

interface SubmitOptions {
  readonly rubric: string;
  readonly fromJob?: string[];
  readonly fromJobs?: boolean;
  readonly since?: string;
  readonly until?: string;
  readonly metadata?: string;
  readonly onInvalid: 'refuse-batch' | 'skip-lines';
  readonly upload?: boolean;
  readonly callbackUrl?: string;
  readonly idempotencyKey?: string;
  readonly wait?: boolean;
  readonly timeout: number;
}

const DURATION_UNITS_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `24h`, `90m`, `7d` before now, or an RFC 3339 time. */
const parseTimeOrAgo = (value: string, option: string): string => {
  const ago = /^(\d+)([smhd])$/.exec(value);
  if (ago) return new Date(Date.now() - Number(ago[1]) * DURATION_UNITS_MS[ago[2]!]!).toISOString();
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime()))
    throw new CliError(`${option} takes a duration before now (24h, 90m, 7d) or an RFC 3339 time, got "${value}".`);
  return time.toISOString();
};

/** `field=value`: the value is JSON when it parses as JSON (a number, true, false, a quoted string), else text. */
const parseMetadataFilter = (value: string): { field: string; equals: string | number | boolean } => {
  const at = value.indexOf('=');
  if (at <= 0) throw new CliError(`--metadata takes field=value, got "${value}".`);
  const raw = value.slice(at + 1);
  let equals: unknown = raw;
  try {
    equals = JSON.parse(raw);
  } catch {
    // not JSON: the text itself
  }
  if (!['string', 'number', 'boolean'].includes(typeof equals)) equals = raw;
  return { field: value.slice(0, at), equals: equals as string | number | boolean };
};

const isJsonLines = (file: string) => /\.(jsonl|ndjson)(\.gz)?$/.test(file);

/** Where the batch's conversations come from, as POST /v2/audits takes it. */
const sourceOf = async (
  file: string | undefined,
  options: SubmitOptions,
  command: Command,
): Promise<Pick<SubmitAuditRequest, 'conversations' | 'transcript_jobs' | 'upload'>> => {
  const { client, output } = contextOf(command);
  if (options.fromJob) return { transcript_jobs: { job_ids: options.fromJob } };
  if (options.fromJobs) {
    if (!options.since) throw new CliError('--from-jobs needs --since (e.g. --since 24h).');
    return {
      transcript_jobs: {
        completed_after: parseTimeOrAgo(options.since, '--since'),
        ...(options.until ? { completed_before: parseTimeOrAgo(options.until, '--until') } : {}),
        ...(options.metadata ? { metadata: parseMetadataFilter(options.metadata) } : {}),
      },
    };
  }
  const path = file as string;
  const bytes = await stat(path).then(
    (stats) => stats.size,
    (error: Error) => {
      throw new CliError(`Cannot read ${path}: ${error.message}`);
    },
  );
  // A file that fits the inline limit travels in the request; a bigger one (or .gz) goes by upload.
  if (!options.upload && !path.endsWith('.gz') && bytes <= INLINE_AUDIT_REQUEST_BYTES) {
    const conversations: Conversation[] = await readConversations(path);
    if (Buffer.byteLength(JSON.stringify({ conversations })) + 1024 <= INLINE_AUDIT_REQUEST_BYTES) return { conversations };
  }
  if (!isJsonLines(path))
    throw new CliError(`${path} is too big to send inline; files are uploaded as JSON Lines (.jsonl, .ndjson, optionally .gz).`);
  const upload = await client.createAuditUpload();
  output.note(`Uploading ${path} (${bytes} bytes)...`);
  const progress = uploadProgressReporter();
  await client
    .uploadAuditFile(upload, { chunks: createReadStream(path), bytes }, { onProgress: (sent, total) => progress.update(sent, total) })
    .finally(() => progress.finish());
  return { upload: { upload_id: upload.upload_id, on_invalid: options.onInvalid === 'skip-lines' ? 'skip_lines' : 'refuse_batch' } };
};

/**
 * What a batch did not audit: transcript jobs per id (the first 500), rejected lines of an upload with their
 * numbers (the first 500), a selector's refusal; `ccp audits rejections` lists every one. A deployment from
 * before these fields existed (or any contract-shaped server) leaves them out.
 */
const reportExclusions = (
  batch: Pick<BatchHandle, 'batch_id'> & Partial<Pick<BatchHandle, 'excluded_transcript_jobs' | 'validation' | 'selection'>>,
  output: ReturnType<typeof contextOf>['output'],
): void => {
  const excluded = batch.excluded_transcript_jobs ?? [];
  for (const job of excluded) {
    output.note(
      `  not audited: transcript job ${job.job_id} (${job.reason === 'not_completed' ? `not completed: ${job.status ?? 'unknown'}` : job.reason.replace('_', ' ')})`,
    );
  }
  const selection = batch.selection;
  if (selection && selection.excluded > excluded.length) {
    output.note(`  ... and ${selection.excluded - excluded.length} more: ccp audits rejections ${batch.batch_id}`);
  }
  if (selection?.state === 'refused') output.note(`The batch was refused: ${selection.reason ?? 'no reason recorded'}`);
  const validation = batch.validation;
  if (!validation || validation.state === 'validating') return;
  if (validation.rejected > 0) {
    output.note(
      `${plural(validation.rejected, 'line')} rejected${validation.state === 'refused' ? '; the batch was refused (--on-invalid skip-lines scores the valid ones)' : ''}:`,
    );
    for (const line of validation.rejected_lines) output.note(`  line ${line.line} ${line.pointer || '(whole line)'}: ${line.rule}`);
    if (validation.rejected_lines.length < validation.rejected) {
      output.note(`  ... and more (${plural(validation.rejected, 'line')} in all): ccp audits rejections ${batch.batch_id}`);
    }
  }
};

/** Writes each line as NDJSON to `out` (or stdout) as it arrives, honouring backpressure; how many were written. */
const writeNdjson = async (lines: AsyncIterable<unknown>, out: string | undefined): Promise<number> => {
  const sink: Writable = out ? createWriteStream(out) : process.stdout;
  let count = 0;
  for await (const line of lines) {
    count++;
    if (!sink.write(`${JSON.stringify(line)}\n`)) await once(sink, 'drain');
  }
  if (out) {
    sink.end();
    await finished(sink);
  }
  return count;
};

/** Registers `ccp audits …` and returns the `audits` command, which other command groups extend. */
export const registerAuditCommands = (program: Command): Command => {
  const audits = program.command('audits').description('audit batches: submit conversations, follow progress, read scorecards');

  audits
    .command('submit')
    .description('score conversations (a file, transcript jobs by id, or your jobs completed in a window) against a rubric')
    .argument(
      '[conversations]',
      'JSON Lines (optionally .gz) or JSON file of {id, transcript: [{role, text, timestamp}]}; uploaded when too big to send inline',
    )
    .requiredOption('--rubric <id[@version]>', 'the rubric, pinned to a version with @ (recommended)')
    .option('--from-job <jobId...>', 'audit completed transcript jobs (read by the service; each one not completed is reported)')
    .option('--from-jobs', 'audit your transcript jobs completed since --since (and before --until)')
    .option('--since <24h|time>', 'with --from-jobs: a duration before now (s, m, h, d) or an RFC 3339 time')
    .option('--until <24h|time>', 'with --from-jobs: end of the window (default now)')
    .option('--metadata <field=value>', 'with --from-jobs: only jobs whose metadata field equals value')
    .option(
      '--on-invalid <refuse-batch|skip-lines>',
      'an uploaded file with invalid lines: refuse the batch, or score the valid lines',
      'refuse-batch',
    )
    .option('--upload', 'upload the file even when it would fit inline')
    .option('--callback-url <url>', 'HTTPS endpoint that receives batch.completed')
    .option('--idempotency-key <key>', 'Idempotency-Key header (default: generated)')
    .option('--wait', 'wait for the batch to finish, with a progress bar of scored conversations on stderr')
    .option('--timeout <seconds>', 'how long --wait waits', parsePositiveSeconds, DEFAULT_WAIT_SECONDS)
    .action(async (file: string | undefined, options: SubmitOptions, command: Command) => {
      const sources = [file !== undefined, options.fromJob !== undefined, options.fromJobs === true].filter(Boolean).length;
      if (sources !== 1) throw new CliError('Give one of: a conversations file, --from-job <jobId...>, or --from-jobs --since <24h>.');
      if (!['refuse-batch', 'skip-lines'].includes(options.onInvalid))
        throw new CliError(`--on-invalid is refuse-batch or skip-lines, got "${options.onInvalid}".`);
      const { rubricId, version } = parseRubricReference(options.rubric);
      const { client, output } = contextOf(command);
      const handle = await client.submitAudit(
        {
          rubric_id: rubricId,
          ...(version ? { rubric_version: version } : {}),
          ...(await sourceOf(file, options, command)),
          ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
        },
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
      );
      reportExclusions(handle, output);
      const pending =
        handle.source === 'upload' ? 'validating the uploaded file' : handle.selection ? 'selecting your transcript jobs' : undefined;
      if (!options.wait) {
        const counted = pending ?? plural(handle.conversation_count, 'conversation');
        output.result(
          handle,
          () =>
            `Audit batch ${handle.batch_id} ${handle.status}: ${counted}, rubric version ${handle.rubric_version}.\nFollow it with: ccp audits show ${handle.batch_id}`,
        );
        return;
      }
      output.note(
        `Audit batch ${handle.batch_id} submitted; ${pending ?? `scoring ${plural(handle.conversation_count, 'conversation')}`}...`,
      );
      const progress = batchProgressReporter();
      const batch = await client
        .waitForBatch(handle.batch_id, { timeoutMs: options.timeout * 1000, onProgress: (p) => progress.update(p) })
        .finally(() => progress.finish());
      // Named jobs were reported at submission; an upload's and a selector's report comes with the run.
      if (batch.validation || batch.selection)
        reportExclusions(batch.validation ? { ...batch, excluded_transcript_jobs: [] } : batch, output);
      output.result(batch, () => `${describeBatch(batch)}\nScorecard: ccp audits show ${batch.batch_id}`);
      if (batch.status !== 'completed') process.exitCode = EXIT_CODES.failed;
    });

  audits
    .command('results')
    .description('stream the per-conversation results as NDJSON (to stdout, or --out)')
    .argument('<batchId>')
    .option('--out <file>', 'write the NDJSON to this file')
    .action(async (batchId: string, options: { out?: string }, command: Command) => {
      const { client, output } = contextOf(command);
      const count = await writeNdjson(client.streamAuditResults(batchId), options.out);
      if (options.out) output.note(`Wrote ${plural(count, 'result line')} to ${options.out}.`);
    });

  audits
    .command('rejections')
    .description('every rejected upload line (line, pointer, rule) or transcript job not audited, as NDJSON (to stdout, or --out)')
    .argument('<batchId>')
    .option('--out <file>', 'write the NDJSON to this file')
    .action(async (batchId: string, options: { out?: string }, command: Command) => {
      const { client, output } = contextOf(command);
      const count = await writeNdjson(client.streamAuditRejections(batchId), options.out);
      // An empty stream is a complete answer, but a person reading the terminal should be told so.
      if (count === 0) output.note(`Nothing was rejected: batch ${batchId} took every conversation it was given.`);
      else if (options.out) output.note(`Wrote ${plural(count, 'rejection')} to ${options.out}.`);
    });

  audits
    .command('show')
    .description('a readable scorecard: overall score, each criterion, its evidence quotes')
    .argument('<batchId>')
    .action(async (batchId: string, _options: unknown, command: Command) => {
      const { client, output } = contextOf(command);
      const batch = await client.getAudit(batchId);
      const results: AuditResultLine[] = [];
      for await (const line of client.streamAuditResults(batchId)) results.push(line);
      // Criterion names make the scorecard readable; without the rubric it still shows the criterion ids.
      const rubric: Rubric | undefined = await client
        .getRubric(batch.rubric_id, { version: batch.rubric_version })
        .catch((error: unknown) => {
          if (error instanceof ApiProblemError) return undefined;
          throw error;
        });
      output.result({ batch, results }, () => renderScorecard(batch, results, rubric));
      if (batch.status === 'failed' || batch.status === 'completed_with_errors') process.exitCode = EXIT_CODES.failed;
    });

  return audits;
};
