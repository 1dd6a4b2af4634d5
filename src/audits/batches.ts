import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../core/errors';
import type { Clock, IdSource } from '../core/clock';
import type { ExecutionLookup } from '../core/executions';
import { getRubric, type RubricStore } from '../rubrics/registry';
import { finalStatus, summaryAccumulator, type BatchCounts } from './batch';
import { conversationIssues } from './conversations';
import type { DeliveryLogReader, DeliveryRecord } from '../callbacks/ports';
import { isFinishedBatchStatus, type AuditError, type BatchSource, type BatchStatus, type Conversation, type ExcludedTranscriptJob, type OnInvalidLines, type TranscriptJobSelection, type UploadValidation } from './model';
import { fixedSelector, resolveTranscriptJobs, type TranscriptJobLimits, type TranscriptJobsRequest } from './transcript-jobs';
import type {
  BatchCompletionEvent,
  BatchRejections,
  RejectionLine,
  BatchCompletionPublisher,
  BatchInputStore,
  BatchLister,
  BatchPosition,
  BatchRecord,
  BatchRunInput,
  BatchRunner,
  BatchStore,
  ResultStore,
  RubricVersionSource,
  StreamedBatchInputs,
  SubmittedConversations,
  TranscriptJobSource,
  UnfinishedBatches,
  UploadedLines,
  UploadLocations,
} from './ports';

/** Exactly one of conversations, transcript_jobs and upload (the request schema checks). */
export interface SubmitBatchRequest {
  readonly rubric_id: string;
  readonly rubric_version?: string;
  readonly conversations?: readonly Conversation[];
  readonly transcript_jobs?: TranscriptJobsRequest;
  readonly upload?: { readonly upload_id: string; readonly on_invalid: OnInvalidLines };
  readonly callback_url?: string;
}

export interface BatchHandle {
  readonly batch_id: string;
  readonly status: BatchStatus;
  /** 0 for an upload until its validation has counted the accepted lines. */
  readonly conversation_count: number;
  readonly rubric_id: string;
  readonly rubric_version: string;
  readonly created_at: string;
  readonly source: BatchSource;
  readonly excluded_transcript_jobs: readonly ExcludedTranscriptJob[];
  readonly validation: UploadValidation | null;
  /** For a transcript-job selector: its resolution by the run (null for other sources). */
  readonly selection: TranscriptJobSelection | null;
}

export interface SubmitLimits {
  readonly transcriptJobs: TranscriptJobLimits;
  /** Bytes of an uploaded file as stored. */
  readonly uploadBytes: number;
}

export interface SubmitDeps extends Clock, IdSource {
  readonly rubrics: RubricStore;
  readonly inputs: BatchInputStore & StreamedBatchInputs;
  readonly batches: BatchStore;
  readonly runner: BatchRunner;
  readonly transcripts: TranscriptJobSource;
  readonly uploads: UploadLocations & Pick<UploadedLines, 'size'>;
  readonly limits: SubmitLimits;
}

const handleOf = (batch: BatchRecord): BatchHandle => ({
  batch_id: batch.batch_id,
  status: batch.status,
  conversation_count: batch.conversation_count,
  rubric_id: batch.rubric_id,
  rubric_version: batch.rubric_version,
  created_at: batch.created_at,
  source: batch.source ?? 'conversations',
  excluded_transcript_jobs: batch.excluded_transcript_jobs ?? [],
  validation: batch.validation ?? null,
  selection: batch.selection ?? null,
});

/** The record fields that depend on the batch's source; conversations are stored before the batch is recorded. */
type SourceFields = Pick<
  BatchRecord,
  'source' | 'conversation_count' | 'excluded_transcript_jobs' | 'upload_key' | 'validation' | 'selector' | 'selection' | 'conversations_key' | 'items_key'
> &
  Pick<BatchRunInput, 'upload'>;

const storedConversations = async (deps: SubmitDeps, batchId: string, conversations: readonly Conversation[], source: BatchSource, excluded: readonly ExcludedTranscriptJob[] = []): Promise<SourceFields> => ({
  source,
  conversation_count: conversations.length,
  ...(excluded.length > 0 ? { excluded_transcript_jobs: excluded } : {}),
  ...(await deps.inputs.put(batchId, conversations)),
});

/** An upload is only checked to be there: its lines are validated and stored by the run, not in this call. */
const uploadedFile = async (deps: SubmitDeps, owner: string, batchId: string, upload: NonNullable<SubmitBatchRequest['upload']>): Promise<SourceFields> => {
  const key = deps.uploads.keyOf(owner, upload.upload_id);
  const size = await deps.uploads.size(key);
  if (size === undefined) throw new UnprocessableError(`No file was uploaded for upload ${upload.upload_id}: PUT it to the upload_url of POST /v2/audits/uploads first.`);
  if (size > deps.limits.uploadBytes) throw new UnprocessableError(`The uploaded file has ${size} bytes; at most ${deps.limits.uploadBytes} are accepted.`);
  return {
    source: 'upload',
    conversation_count: 0,
    upload_key: key,
    validation: { state: 'validating', on_invalid: upload.on_invalid, lines_read: 0, accepted: 0, rejected: 0, rejected_lines: [] },
    ...deps.inputs.keysOf(batchId),
    upload: { key, on_invalid: upload.on_invalid },
  };
};

/** A selector is only checked (its window): the run pages through the jobs and stores their conversations. */
const selectedJobs = (deps: SubmitDeps, batchId: string, request: TranscriptJobsRequest): SourceFields => ({
  source: 'transcript_jobs',
  conversation_count: 0,
  selector: fixedSelector(request, deps.limits.transcriptJobs, deps.now()),
  selection: { state: 'selecting', jobs_read: 0, selected: 0, excluded: 0, reason: null },
  ...deps.inputs.keysOf(batchId),
});

/**
 * Accepts a batch: checks it, resolves the rubric version (latest when none is pinned) and records it, stores
 * the conversations (inline ones, or the named transcript jobs' read server-side; an upload is validated and
 * a selector's jobs are read and stored by the run), then starts scoring. Nothing is stored when the request is rejected.
 */
export const submitBatch = async (deps: SubmitDeps, owner: string, request: SubmitBatchRequest): Promise<BatchHandle> => {
  if (request.conversations) {
    const issues = conversationIssues(request.conversations, '/conversations');
    if (issues.length > 0) throw new ValidationError(issues, `${issues.length} conversation(s) are not valid; see errors[].`);
  }
  const rubric = await getRubric(deps.rubrics, owner, request.rubric_id, request.rubric_version).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new UnprocessableError(error.message, { cause: error });
    throw error;
  });
  const batchId = deps.newId();
  let fields: SourceFields;
  if (request.transcript_jobs && !request.transcript_jobs.job_ids) {
    fields = selectedJobs(deps, batchId, request.transcript_jobs);
  } else if (request.transcript_jobs) {
    const { conversations, excluded } = await resolveTranscriptJobs(deps.transcripts, owner, { ...request.transcript_jobs, job_ids: request.transcript_jobs.job_ids! });
    fields = await storedConversations(deps, batchId, conversations, 'transcript_jobs', excluded);
  } else if (request.upload) {
    fields = await uploadedFile(deps, owner, batchId, request.upload);
  } else {
    fields = await storedConversations(deps, batchId, request.conversations ?? [], 'conversations');
  }
  const { upload, ...recorded } = fields;
  const batch: BatchRecord = {
    batch_id: batchId,
    owner,
    status: 'queued',
    rubric_id: rubric.id,
    rubric_version: rubric.version,
    ...(request.callback_url ? { callback_url: request.callback_url } : {}),
    created_at: deps.now().toISOString(),
    ...recorded,
    counts: { total: recorded.conversation_count, scored: 0, failed: 0 },
  };
  await deps.batches.create(batch);
  try {
    await deps.runner.start({
      batch_id: batchId,
      rubric_id: rubric.id,
      rubric_version: rubric.version,
      conversations_key: recorded.conversations_key!,
      items_key: recorded.items_key!,
      ...(upload ? { upload } : {}),
      ...(recorded.selector ? { transcript_jobs: { owner, selector: recorded.selector } } : {}),
    });
  } catch (error) {
    // The batch can never run: say so on the record instead of leaving it queued forever.
    await deps.batches.finish(batchId, { status: 'failed', counts: batch.counts, completed_at: deps.now().toISOString() });
    throw error;
  }
  return handleOf(batch);
};

export const ownedBatch = async (batches: BatchStore, owner: string, batchId: string): Promise<BatchRecord> => {
  const batch = await batches.get(batchId);
  if (!batch || batch.owner !== owner) throw new NotFoundError(`No audit batch ${batchId}.`);
  return batch;
};

export interface BatchView extends BatchHandle {
  readonly started_at: string | null;
  readonly completed_at: string | null;
  readonly counts: BatchCounts;
  readonly summary: BatchRecord['summary'] | null;
  readonly callback_url: string | null;
  /** The batch.completed callback's delivery log (empty until the batch finishes, or without callback_url). */
  readonly callback_deliveries: readonly CallbackDeliveryView[];
}

/** A delivery log entry in this API's snake_case. */
export interface CallbackDeliveryView {
  readonly event_id: string;
  readonly type: string;
  readonly state: DeliveryRecord['state'];
  readonly attempts: number;
  readonly last_status: number | null;
  readonly last_error: string | null;
  readonly first_attempt_at: string;
  readonly last_attempt_at: string;
  readonly delivered_at: string | null;
  readonly next_attempt_by: string | null;
  readonly dead_lettered_at: string | null;
}

const deliveryView = (record: DeliveryRecord): CallbackDeliveryView => ({
  event_id: record.eventId,
  type: record.type,
  state: record.state,
  attempts: record.attempts,
  last_status: record.lastStatus ?? null,
  last_error: record.lastError ?? null,
  first_attempt_at: record.firstAttemptAt,
  last_attempt_at: record.lastAttemptAt,
  delivered_at: record.deliveredAt ?? null,
  next_attempt_by: record.nextAttemptBy ?? null,
  dead_lettered_at: record.deadLetteredAt ?? null,
});

export const batchStatus = async (
  deps: { readonly batches: BatchStore; readonly deliveries: DeliveryLogReader },
  owner: string,
  batchId: string,
): Promise<BatchView> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  const deliveries = await deps.deliveries.listDeliveries('audit-batch', batchId);
  const { excluded_transcript_jobs, validation, selection } = handleOf(batch);
  return { ...listItemOf(batch), excluded_transcript_jobs, validation, selection, callback_deliveries: deliveries.map(deliveryView) };
};

/**
 * A batch in the caller's list: the batch view without the delivery log (one read per page, not per batch) and
 * without the per-job and per-line reports (up to hundreds of KB each: a page of 100 must stay far below
 * Lambda's 6 MB response).
 */
export type BatchListItem = Omit<BatchView, 'callback_deliveries' | 'excluded_transcript_jobs' | 'validation'> & {
  readonly validation: Omit<UploadValidation, 'rejected_lines'> | null;
};

export interface BatchPage {
  readonly items: readonly BatchListItem[];
  /** Pass as `cursor` for the next page; null on the last page. */
  readonly next_cursor: string | null;
}

export const BATCH_PAGE_LIMITS = { default: 20, max: 100 } as const;

/** The cursor is opaque to callers: the position of the page's last batch, base64url-encoded JSON. */
const encodeCursor = (position: BatchPosition): string =>
  btoa(JSON.stringify([position.created_at, position.batch_id])).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const decodeCursor = (cursor: string): BatchPosition => {
  const invalid = (cause?: unknown) =>
    new ValidationError([{ in: 'query', pointer: '/cursor', message: 'not a cursor this API returned (pass next_cursor unchanged)' }], 'The cursor is not valid.', { cause });
  let position: unknown;
  try {
    position = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch (error) {
    throw invalid(error);
  }
  if (!Array.isArray(position) || position.length !== 2 || !position.every((part) => typeof part === 'string')) throw invalid();
  const [created_at, batch_id] = position as [string, string];
  return { created_at, batch_id };
};

const listItemOf = (batch: BatchRecord): BatchListItem => {
  const { excluded_transcript_jobs: _jobs, validation, ...handle } = handleOf(batch);
  let progress: BatchListItem['validation'] = null;
  if (validation) {
    const { rejected_lines: _lines, ...rest } = validation;
    progress = rest;
  }
  return {
    ...handle,
    validation: progress,
    started_at: batch.started_at ?? null,
    completed_at: batch.completed_at ?? null,
    counts: batch.counts,
    summary: batch.summary ?? null,
    callback_url: batch.callback_url ?? null,
  };
};

/** The caller's batches, newest first, `limit` at a time; `cursor` continues after the previous page. */
export const listBatches = async (
  deps: { readonly batches: BatchLister },
  owner: string,
  page: { readonly limit?: number; readonly cursor?: string },
): Promise<BatchPage> => {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const { batches, next } = await deps.batches.listByOwner(owner, { limit: page.limit ?? BATCH_PAGE_LIMITS.default, ...(after ? { after } : {}) });
  return { items: batches.map(listItemOf), next_cursor: next ? encodeCursor(next) : null };
};

export interface BatchConversation {
  readonly batch_id: string;
  /** The submission index: the conversation's position in the request and in the result lines. */
  readonly index: number;
  readonly conversation_id: string;
  readonly transcript: Conversation['transcript'];
  readonly transcript_job_id?: string;
}

/**
 * One conversation of the caller's batch exactly as submitted, by submission index, so that a scorecard can
 * show the transcript its evidence points into. Kept as long as the batch's input (AUDIT_INPUTS_BUCKET expiry).
 */
export const batchConversation = async (
  deps: { readonly batches: BatchStore; readonly conversations: SubmittedConversations },
  owner: string,
  batchId: string,
  index: number,
): Promise<BatchConversation> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  const conversation = index < batch.conversation_count ? await deps.conversations.conversationAt(batchId, index) : undefined;
  if (!conversation) {
    throw new NotFoundError(
      index < batch.conversation_count
        ? `The conversations of audit batch ${batchId} are no longer stored (they expire with the batch's input).`
        : `Audit batch ${batchId} has ${batch.conversation_count} conversation(s): no index ${index}.`,
    );
  }
  return {
    batch_id: batchId,
    index,
    conversation_id: conversation.id,
    transcript: conversation.transcript,
    ...(conversation.transcript_job_id ? { transcript_job_id: conversation.transcript_job_id } : {}),
  };
};


/**
 * The results of a finished batch, as NDJSON lines in submission order. Before the batch finishes the lines
 * are incomplete and out of order, so the request is refused with the current status (409).
 */
export const batchResultLines = async (
  deps: { batches: BatchStore; results: ResultStore },
  owner: string,
  batchId: string,
): Promise<AsyncIterable<string>> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  if (!isFinishedBatchStatus(batch.status)) {
    throw new ConflictError(
      `Audit batch ${batchId} is ${batch.status} (${batch.counts.scored + batch.counts.failed} of ${batch.counts.total} conversations done); results are available once it is completed, completed_with_errors or failed.`,
    );
  }
  return deps.results.lines(batchId);
};

/**
 * What a batch did not take, complete, as NDJSON lines in the order found: every rejected line of an upload
 * (line, pointer, rule), or every transcript job not audited (job_id, reason). Streamed from the report the run
 * wrote; named jobs (resolved in the submit call, at most 1,000) and batches without a report answer from the
 * record, which then holds them all. Refused (409) while an upload is validated or a selector resolved.
 */
export const batchRejectionLines = async (
  deps: { batches: BatchStore; rejections: BatchRejections },
  owner: string,
  batchId: string,
): Promise<AsyncIterable<string> | Iterable<string>> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  if (batch.validation?.state === 'validating' || batch.selection?.state === 'selecting') {
    throw new ConflictError(`Audit batch ${batchId} is still ${batch.validation ? 'validating its upload' : 'selecting its transcript jobs'}; its rejections are complete once that is done.`);
  }
  const stored = await deps.rejections.lines(batchId);
  if (stored) return stored;
  const recorded: readonly RejectionLine[] = batch.validation?.rejected_lines ?? batch.excluded_transcript_jobs ?? [];
  return recorded.map((line) => JSON.stringify(line));
};

/** The batch.completed event's content; without callbackUrl when the batch has none, and then nothing is published. */
export type BatchCompletion = Omit<BatchCompletionEvent, 'callbackUrl'> & { readonly callbackUrl?: string };

/** One id per batch completion, however it finished (state machine or reconciler): receivers dedupe on it. */
const completionOf = (
  batch: BatchRecord,
  outcome: { readonly status: BatchCompletion['status']; readonly counts: BatchCounts; readonly completedAt: string },
): BatchCompletion => ({
  eventId: `${batch.batch_id}:completed`,
  batchId: batch.batch_id,
  owner: batch.owner,
  ...outcome,
  rubricId: batch.rubric_id,
  rubricVersion: batch.rubric_version,
  ...(batch.callback_url ? { callbackUrl: batch.callback_url } : {}),
});

export interface CompleteDeps extends Clock {
  readonly batches: BatchStore;
  readonly results: ResultStore;
  readonly inputs: BatchInputStore;
  readonly rubrics: RubricVersionSource;
}

/**
 * The aggregate step: reads every stored outcome once (page by page) for exact counts and the summary, marks
 * the batch finished and returns the batch.completed content. After a failed run, each conversation without a
 * line gets an error line first, so that the results still hold one line per conversation.
 */
export const completeBatch = async (
  deps: CompleteDeps,
  run: { batch_id: string; items_key: string; run_failed: boolean },
): Promise<BatchCompletion> => {
  const batch = await deps.batches.get(run.batch_id);
  if (!batch) throw new Error(`Audit batch ${run.batch_id} is missing`);
  const rubric = await deps.rubrics.version(batch.rubric_id, batch.rubric_version);
  if (!rubric) throw new Error(`Rubric ${batch.rubric_id}@${batch.rubric_version} of batch ${batch.batch_id} is missing`);
  // An upload that failed validation before storing any conversation has no items to give error lines to.
  if (run.run_failed && batch.conversation_count > 0) {
    const done = new Set<number>();
    for await (const { index } of deps.results.outcomes(batch.batch_id)) done.add(index);
    for (const item of await deps.inputs.readItems(run.items_key)) {
      if (done.has(item.index)) continue;
      const line: AuditError = {
        conversation_id: item.conversation_id,
        error: { code: 'evaluator_failed', message: 'the batch run failed before this conversation was scored' },
      };
      await deps.results.record(batch.batch_id, item.index, line);
    }
  }
  const accumulator = summaryAccumulator(rubric.criteria.map((c) => c.id));
  for await (const { outcome } of deps.results.outcomes(batch.batch_id)) accumulator.add(outcome);
  const { counts, summary } = accumulator.result(batch.conversation_count);
  const status = finalStatus(counts, run.run_failed);
  const completedAt = deps.now().toISOString();
  await deps.batches.finish(batch.batch_id, { status, counts, summary, completed_at: completedAt });
  return completionOf(batch, { status, counts, completedAt });
};

/**
 * Accepted means finished: every batch still queued or running gets its execution (named after the batch)
 * checked. None — the submitting handler died before starting it, or it was lost — starts it now with the
 * stored input; an execution that ended while the batch is unfinished, or a batch whose input location was
 * never recorded, marks the batch failed and, when it has a callback_url, publishes its batch.completed event as
 * the state machine would have.
 */
export const reconcileBatches = async (
  deps: Clock & {
    readonly batches: BatchStore & UnfinishedBatches;
    readonly executions: ExecutionLookup;
    readonly runner: BatchRunner;
    readonly completions: BatchCompletionPublisher;
  },
): Promise<{ readonly started: readonly string[]; readonly failed: readonly string[] }> => {
  const started: string[] = [];
  const failed: string[] = [];
  for await (const batch of deps.batches.unfinished()) {
    const state = await deps.executions.state(batch.batch_id);
    if (state === 'running') continue;
    if (state === 'absent' && batch.conversations_key && batch.items_key) {
      const { batch_id, rubric_id, rubric_version, conversations_key, items_key, upload_key, validation } = batch;
      // An upload not yet validated is validated (again, from its first line) by the restarted run.
      const upload = upload_key && validation?.state === 'validating' ? { upload: { key: upload_key, on_invalid: validation.on_invalid } } : {};
      // So is a selector not yet resolved.
      const selected = batch.selector && batch.selection?.state === 'selecting' ? { transcript_jobs: { owner: batch.owner, selector: batch.selector } } : {};
      await deps.runner.start({ batch_id, rubric_id, rubric_version, conversations_key, items_key, ...upload, ...selected });
      started.push(batch.batch_id);
      continue;
    }
    // Read again: the execution may have finished the batch since the listing.
    const current = await deps.batches.get(batch.batch_id);
    if (!current || isFinishedBatchStatus(current.status)) continue;
    const completedAt = deps.now().toISOString();
    await deps.batches.finish(batch.batch_id, { status: 'failed', counts: current.counts, completed_at: completedAt });
    if (current.callback_url) {
      await deps.completions.publish({ ...completionOf(current, { status: 'failed', counts: current.counts, completedAt }), callbackUrl: current.callback_url });
    }
    failed.push(batch.batch_id);
  }
  return { started, failed };
};
