import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Command } from 'commander';
import { ApiProblemError } from '../../errors';
import type { AuditBatch, AuditResultLine, Conversation, Rubric } from '../../types';
import { contextOf, parsePositiveSeconds } from '../context';
import { conversationFromJob, readConversations } from '../conversations';
import { CliError, EXIT_CODES } from '../output';
import { batchProgressReporter } from '../progress';
import { batchStatusLine, renderScorecard } from '../scorecard';

const DEFAULT_WAIT_SECONDS = 1800;

/** `<id>` or `<id>@<version>`. */
const parseRubricReference = (reference: string): { rubricId: string; version?: string } => {
  const [rubricId = '', version, ...rest] = reference.split('@');
  if (!rubricId || rest.length > 0 || version === '') throw new CliError(`--rubric must be <id> or <id>@<version>, got "${reference}".`);
  return { rubricId, ...(version ? { version } : {}) };
};

const describeBatch = (batch: AuditBatch): string =>
  `${batchStatusLine(batch)} (${batch.conversation_count} conversations, rubric ${batch.rubric_id}@${batch.rubric_version})`;

interface SubmitOptions {
  readonly rubric: string;
  readonly fromJob?: string;
  readonly callbackUrl?: string;
  readonly idempotencyKey?: string;
  readonly wait?: boolean;
  readonly timeout: number;
}

export const registerAuditCommands = (program: Command): void => {
  const audits = program.command('audits').description('audit batches: submit conversations, follow progress, read scorecards');

  audits
    .command('submit')
    .description('score conversations (a .jsonl/.json file, or --from-job <transcript job>) against a rubric')
    .argument('[conversations]', 'JSON Lines or JSON file of {id, transcript: [{role, text, timestamp}]}')
    .requiredOption('--rubric <id[@version]>', 'the rubric, pinned to a version with @ (recommended)')
    .option('--from-job <jobId>', 'audit the transcript of a completed transcript job')
    .option('--callback-url <url>', 'HTTPS endpoint that receives batch.completed')
    .option('--idempotency-key <key>', 'Idempotency-Key header (default: generated)')
    .option('--wait', 'wait for the batch to finish, with a progress bar of scored conversations on stderr')
    .option('--timeout <seconds>', 'how long --wait waits', parsePositiveSeconds, DEFAULT_WAIT_SECONDS)
    .action(async (file: string | undefined, options: SubmitOptions, command: Command) => {
      if ((file === undefined) === (options.fromJob === undefined)) throw new CliError('Give either a conversations file or --from-job <jobId>, not both or neither.');
      const { rubricId, version } = parseRubricReference(options.rubric);
      const { client, output } = contextOf(command);
      const conversations: Conversation[] = options.fromJob ? [conversationFromJob(await client.getTranscriptJob(options.fromJob))] : await readConversations(file as string);
      const handle = await client.submitAudit(
        {
          rubric_id: rubricId,
          ...(version ? { rubric_version: version } : {}),
          conversations,
          ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
        },
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {},
      );
      if (!options.wait) {
        output.result(handle, () => `Audit batch ${handle.batch_id} ${handle.status}: ${handle.conversation_count} conversation(s), rubric version ${handle.rubric_version}.\nFollow it with: ccp audits show ${handle.batch_id}`);
        return;
      }
      output.note(`Audit batch ${handle.batch_id} submitted; scoring ${handle.conversation_count} conversation(s)...`);
      const progress = batchProgressReporter();
      const batch = await client.waitForBatch(handle.batch_id, { timeoutMs: options.timeout * 1000, onProgress: (p) => progress.update(p) }).finally(() => progress.finish());
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
      const sink: Writable = options.out ? createWriteStream(options.out) : process.stdout;
      let count = 0;
      for await (const line of client.streamAuditResults(batchId)) {
        count++;
        if (!sink.write(`${JSON.stringify(line)}\n`)) await once(sink, 'drain');
      }
      if (options.out) {
        sink.end();
        await finished(sink);
        output.note(`Wrote ${count} result line(s) to ${options.out}.`);
      }
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
      const rubric: Rubric | undefined = await client.getRubric(batch.rubric_id, { version: batch.rubric_version }).catch((error: unknown) => {
        if (error instanceof ApiProblemError) return undefined;
        throw error;
      });
      output.result({ batch, results }, () => renderScorecard(batch, results, rubric));
      if (batch.status === 'failed' || batch.status === 'completed_with_errors') process.exitCode = EXIT_CODES.failed;
    });
};
