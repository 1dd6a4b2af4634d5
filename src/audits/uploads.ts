import type { Conversation, OnInvalidLines, RejectedLine, UploadValidation } from './model';
import { REJECTED_LINES_KEPT } from './model';
import type { BatchRejections, StreamedBatchInputs, UploadedLines, ValidationRecorder } from './ports';
import { hasSpokenText } from './conversations';

/**
 * The contract's per-conversation rules (the request schema's, in schemas/): a conversation, or where and how
 * the value breaks them. Injected so that domain code stays free of the schema library.
 */
export type ConversationCheck = (
  value: unknown,
) => { readonly conversation: Conversation } | { readonly issues: readonly Omit<RejectedLine, 'line'>[] };

export interface ValidateUploadDeps {
  readonly lines: UploadedLines;
  readonly inputs: StreamedBatchInputs;
  readonly batches: ValidationRecorder;
  readonly rejections: BatchRejections;
  readonly check: ConversationCheck;
}

export interface ValidateUploadInput {
  readonly batchId: string;
  readonly upload: { readonly key: string; readonly onInvalid: OnInvalidLines };
}

/** How often progress reaches the batch record: one write per this many lines. */
const PROGRESS_EVERY_LINES = 2000;

/** A rule's message is cut here on the record (a zod message quoting a value can be long). */
const RULE_MAX_CHARS = 300;

/**
 * Validates an uploaded JSON Lines file one line at a time, with the rules inline conversations are held to
 * (the conversation schema, unique ids, a transcript with text, the batch size), storing each accepted
 * conversation as it goes: memory stays bounded whatever the file's size. Every rejected line is reported (line
 * number, JSON pointer, rule): the first REJECTED_LINES_KEPT on the record, all of them in the batch's
 * rejections report, written whether the batch is accepted or refused. With on_invalid refuse_batch, one rejected line fails the whole batch; with
 * skip_lines the valid lines are scored. A file with no valid line fails the batch either way: `accepted` false
 * sends the run to its failed-run aggregate, which marks the batch failed and announces it.
 */
export const validateUpload = async (
  deps: ValidateUploadDeps,
  input: ValidateUploadInput,
  limits: { readonly conversations: number },
): Promise<{ readonly accepted: boolean; readonly validation: UploadValidation }> => {
  const writer = deps.inputs.writer(input.batchId);
  const report = deps.rejections.writer(input.batchId);
  const ids = new Set<string>();
  const rejectedLines: RejectedLine[] = [];
  let linesRead = 0;
  let accepted = 0;
  let rejected = 0;
  const snapshot = (state: UploadValidation['state']): UploadValidation => ({
    state,
    onInvalid: input.upload.onInvalid,
    linesRead,
    accepted,
    rejected,
    rejectedLines,
  });
  const reject = async (line: number, issues: readonly Omit<RejectedLine, 'line'>[]) => {
    rejected += 1;
    for (const issue of issues) {
      const rejection = { line, pointer: issue.pointer, rule: issue.rule.slice(0, RULE_MAX_CHARS) };
      if (rejectedLines.length < REJECTED_LINES_KEPT) rejectedLines.push(rejection);
      await report.append(rejection);
    }
  };

  try {
    for await (const text of deps.lines.lines(input.upload.key)) {
      linesRead += 1;
      if (linesRead % PROGRESS_EVERY_LINES === 0) await deps.batches.recordValidation(input.batchId, snapshot('validating'));
      if (text.trim() === '') continue; // a blank line (often the last) holds no conversation
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        await reject(linesRead, [{ pointer: '', rule: `not JSON: ${(error as Error).message}` }]);
        continue;
      }
      const checked = deps.check(value);
      if ('issues' in checked) {
        await reject(linesRead, checked.issues);
        continue;
      }
      const { conversation } = checked;
      if (ids.has(conversation.id))
        await reject(linesRead, [{ pointer: '/id', rule: `conversation ids must be unique ("${conversation.id}" is on an earlier line)` }]);
      else if (!hasSpokenText(conversation))
        await reject(linesRead, [{ pointer: '/transcript', rule: 'a transcript needs at least one turn with text' }]);
      else if (accepted >= limits.conversations)
        await reject(linesRead, [{ pointer: '', rule: `at most ${limits.conversations} conversations per batch` }]);
      else {
        ids.add(conversation.id);
        accepted += 1;
        await writer.append(conversation);
      }
    }
    await report.close();
  } catch (error) {
    await writer.abort();
    await report.abort();
    throw error;
  }

  if (accepted === 0 || (rejected > 0 && input.upload.onInvalid === 'refuse_batch')) {
    await writer.abort();
    const validation = snapshot('refused');
    await deps.batches.recordValidation(input.batchId, validation);
    return { accepted: false, validation };
  }
  await writer.close();
  const validation = snapshot('accepted');
  await deps.batches.recordValidation(input.batchId, validation, accepted);
  return { accepted: true, validation };
};
