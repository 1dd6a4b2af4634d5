import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../core/errors';
import type { Clock, IdSource } from '../core/clock';
import type { ExecutionLookup } from '../core/executions';
import { getRubric, type RubricStore } from '../rubrics/registry';
import type { Rubric } from '../rubrics/rubric';
import { finalStatus, summaryAccumulator, type BatchCounts } from './batch';
import { conversationIssues } from './conversations';
import { finishedInference, ON_DEMAND_INFERENCE, submittedInference, type EconomyLimits } from './economy';
import type { DeliveryLogReader, DeliveryRecord } from '../callbacks/ports';
import type { BatchReviewCounts, ReviewedScorecard, ReviewEntry, ReviewQueueSummary } from '../reviews/model';
import type { ReviewStore } from '../reviews/ports';
import { historyEntry } from '../reviews/scorecard';
import {
  isFinishedBatchStatus,
  type AuditError,
  type BatchCallbackEvent,
  type BatchInference,
  type BatchSource,
  type BatchStatus,
  type Conversation,
  type ExcludedTranscriptJob,
  type InferenceMode,
  type OnInvalidLines,
  type TranscriptJobSelection,
  type UploadValidation,
} from './model';
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
  OutcomeFollowUp,
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
  readonly rubricId: string;
  readonly rubricVersion?: string;
  readonly conversations?: readonly Conversation[];
  readonly transcriptJobs?: TranscriptJobsRequest;
  readonly upload?: { readonly uploadId: string; readonly onInvalid: OnInvalidLines };
  readonly callbackUrl?: string;
  /** Requires callbackUrl (the request schema checks). */
  readonly callbackEvents?: readonly BatchCallbackEvent[];
  readonly reviewSampleRate?: number;
  /** @default on_demand */
  readonly inference?: InferenceMode;
}

export interface BatchHandle {
  readonly batchId: string;
  readonly status: BatchStatus;
  /** 0 for an upload until its validation has counted the accepted lines. */
  readonly conversationCount: number;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly createdAt: string;
  readonly source: BatchSource;
  readonly excludedTranscriptJobs: readonly ExcludedTranscriptJob[];
  readonly validation: UploadValidation | null;
  /** For a transcript-job selector: its resolution by the run (null for other sources). */
  readonly selection: TranscriptJobSelection | null;
  /** How the batch is scored (on demand, or economy: a batch inference job), and the job's progress. */
  readonly inference: BatchInference;
}

export interface SubmitLimits {
  readonly transcriptJobs: TranscriptJobLimits;
  /** Bytes of an uploaded file as stored. */
  readonly uploadBytes: number;
  readonly economy: EconomyLimits;
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
  batchId: batch.batchId,
  status: batch.status,
  conversationCount: batch.conversationCount,
  rubricId: batch.rubricId,
  rubricVersion: batch.rubricVersion,
  createdAt: batch.createdAt,
  source: batch.source ?? 'conversations',
  excludedTranscriptJobs: batch.excludedTranscriptJobs ?? [],
  validation: batch.validation ?? null,
  selection: batch.selection ?? null,
  inference: batch.inference ?? ON_DEMAND_INFERENCE,
});

/** The record fields that depend on the batch's source; conversations are stored before the batch is recorded. */
type SourceFields = Pick<
  BatchRecord,
  | 'source'
  | 'conversationCount'
  | 'excludedTranscriptJobs'
  | 'uploadKey'
  | 'validation'
  | 'selector'
  | 'selection'
  | 'conversationsKey'
  | 'itemsKey'
> &
  Pick<BatchRunInput, 'upload'>;

const storedConversations = async (
  deps: SubmitDeps,
  batchId: string,
  conversations: readonly Conversation[],
  source: BatchSource,
  excluded: readonly ExcludedTranscriptJob[] = [],
): Promise<SourceFields> => ({
  source,
  conversationCount: conversations.length,
  ...(excluded.length > 0 ? { excludedTranscriptJobs: excluded } : {}),
  ...(await deps.inputs.put(batchId, conversations)),
});

/** An upload is only checked to be there: its lines are validated and stored by the run, not in this call. */
const uploadedFile = async (
  deps: SubmitDeps,
  owner: string,
  batchId: string,
  upload: NonNullable<SubmitBatchRequest['upload']>,
): Promise<SourceFields> => {
  const key = deps.uploads.keyOf(owner, upload.uploadId);
  const size = await deps.uploads.size(key);
  if (size === undefined)
    throw new UnprocessableError(
      `No file was uploaded for upload ${upload.uploadId}: PUT it to the upload_url of POST /v2/audits/uploads first.`,
    );
  if (size > deps.limits.uploadBytes)
    throw new UnprocessableError(`The uploaded file has ${size} bytes; at most ${deps.limits.uploadBytes} are accepted.`);
  return {
    source: 'upload',
    conversationCount: 0,
    uploadKey: key,
    validation: { state: 'validating', onInvalid: upload.onInvalid, linesRead: 0, accepted: 0, rejected: 0, rejectedLines: [] },
    ...deps.inputs.keysOf(batchId),
    upload: { key, onInvalid: upload.onInvalid },
  };
};

/** A selector is only checked (its window): the run pages through the jobs and stores their conversations. */
const selectedJobs = (deps: SubmitDeps, batchId: string, request: TranscriptJobsRequest): SourceFields => ({
  source: 'transcript_jobs',
  conversationCount: 0,
  selector: fixedSelector(request, deps.limits.transcriptJobs, deps.now()),
  selection: { state: 'selecting', jobsRead: 0, selected: 0, excluded: 0, reason: null },
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
  const rubric = await getRubric(deps.rubrics, owner, request.rubricId, request.rubricVersion).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new UnprocessableError(error.message, { cause: error });
    throw error;
  });
  const batchId = deps.newId();
  let fields: SourceFields;
  if (request.transcriptJobs && !request.transcriptJobs.jobIds) {
    fields = selectedJobs(deps, batchId, request.transcriptJobs);
  } else if (request.transcriptJobs) {
    const { conversations, excluded } = await resolveTranscriptJobs(deps.transcripts, owner, {
      ...request.transcriptJobs,
      jobIds: request.transcriptJobs.jobIds!,
    });
    fields = await storedConversations(deps, batchId, conversations, 'transcript_jobs', excluded);
  } else if (request.upload) {
    fields = await uploadedFile(deps, owner, batchId, request.upload);
  } else {
    fields = await storedConversations(deps, batchId, request.conversations ?? [], 'conversations');
  }
  const { upload, ...recorded } = fields;
  // An upload or a selector is counted by the run, which decides then whether the economy mode can take it.
  const inference = submittedInference(
    request.inference ?? 'on_demand',
    recorded.conversationCount > 0 ? recorded.conversationCount : undefined,
    deps.limits.economy,
  );
  const batch: BatchRecord = {
    batchId,
    owner,
    status: 'queued',
    rubricId: rubric.id,
    rubricVersion: rubric.version,
    ...(request.callbackUrl ? { callbackUrl: request.callbackUrl } : {}),
    ...(request.callbackEvents ? { callbackEvents: request.callbackEvents } : {}),
    ...(request.reviewSampleRate !== undefined ? { reviewSampleRate: request.reviewSampleRate } : {}),
    createdAt: deps.now().toISOString(),
    ...recorded,
    counts: { total: recorded.conversationCount, scored: 0, failed: 0 },
    inference,
  };
  await deps.batches.create(batch);
  try {
    await deps.runner.start({
      batchId,
      rubricId: rubric.id,
      rubricVersion: rubric.version,
      conversationsKey: recorded.conversationsKey!,
      itemsKey: recorded.itemsKey!,
      ...(upload ? { upload } : {}),
      ...(recorded.selector ? { transcriptJobs: { owner, selector: recorded.selector } } : {}),
      ...(inference.mode === 'economy' ? { inference: 'economy' as const } : {}),
    });
  } catch (error) {
    // The batch can never run: say so on the record instead of leaving it queued forever.
    await deps.batches.finish(batchId, { status: 'failed', counts: batch.counts, completedAt: deps.now().toISOString() });
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
  readonly startedAt: string | null;
  readonly completedAt: string | null;
  readonly counts: BatchCounts;
  readonly summary: BatchRecord['summary'] | null;
  readonly callbackUrl: string | null;
  readonly callbackEvents: readonly BatchCallbackEvent[];
  readonly reviewQueue: ReviewQueueSummary | null;
  readonly reviews: BatchReviewCounts;
  /** The batch.completed callback's delivery log (empty until the batch finishes, or without callback_url). */
  readonly callbackDeliveries: readonly CallbackDeliveryView[];
}

/** A delivery log entry of a batch's callback. */
export interface CallbackDeliveryView {
  readonly eventId: string;
  readonly type: string;
  readonly state: DeliveryRecord['state'];
  readonly attempts: number;
  readonly lastStatus: number | null;
  readonly lastError: string | null;
  readonly firstAttemptAt: string;
  readonly lastAttemptAt: string;
  readonly deliveredAt: string | null;
  readonly nextAttemptBy: string | null;
  readonly deadLetteredAt: string | null;
}

export const deliveryView = (record: DeliveryRecord): CallbackDeliveryView => ({
  eventId: record.eventId,
  type: record.type,
  state: record.state,
  attempts: record.attempts,
  lastStatus: record.lastStatus ?? null,
  lastError: record.lastError ?? null,
  firstAttemptAt: record.firstAttemptAt,
  lastAttemptAt: record.lastAttemptAt,
  deliveredAt: record.deliveredAt ?? null,
  nextAttemptBy: record.nextAttemptBy ?? null,
  deadLetteredAt: record.deadLetteredAt ?? null,
});

export const batchStatus = async (
  deps: { readonly batches: BatchStore; readonly deliveries: DeliveryLogReader },
  owner: string,
  batchId: string,
): Promise<BatchView> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  const deliveries = await deps.deliveries.listDeliveries('audit-batch', batchId);
  const { excludedTranscriptJobs, validation, selection } = handleOf(batch);
  return { ...listItemOf(batch), excludedTranscriptJobs, validation, selection, callbackDeliveries: deliveries.map(deliveryView) };
};

/**
 * A batch in the caller's list: the batch view without the delivery log (one read per page, not per batch) and
 * without the per-job and per-line reports (up to hundreds of KB each: a page of 100 must stay far below
 * Lambda's 6 MB response).
 */
export type BatchListItem = Omit<BatchView, 'callbackDeliveries' | 'excludedTranscriptJobs' | 'validation'> & {
  readonly validation: Omit<UploadValidation, 'rejectedLines'> | null;
};

export interface BatchPage {
  readonly items: readonly BatchListItem[];
  /** Pass as `cursor` for the next page; null on the last page. */
  readonly nextCursor: string | null;
}

export const BATCH_PAGE_LIMITS = { default: 20, max: 100 } as const;

/** The cursor is opaque to callers: the position of the page's last batch, base64url-encoded JSON. */
const encodeCursor = (position: BatchPosition): string =>
  btoa(JSON.stringify([position.createdAt, position.batchId]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const decodeCursor = (cursor: string): BatchPosition => {
  const invalid = (cause?: unknown) =>
    new ValidationError(
      [{ in: 'query', pointer: '/cursor', message: 'not a cursor this API returned (pass next_cursor unchanged)' }],
      'The cursor is not valid.',
      { cause },
    );
  let position: unknown;
  try {
    position = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
  } catch (error) {
    throw invalid(error);
  }
  if (!Array.isArray(position) || position.length !== 2 || !position.every((part) => typeof part === 'string')) throw invalid();
  const [createdAt, batchId] = position as [string, string];
  return { createdAt, batchId };
};

const listItemOf = (batch: BatchRecord): BatchListItem => {
  const { excludedTranscriptJobs: _jobs, validation, ...handle } = handleOf(batch);
  let progress: BatchListItem['validation'] = null;
  if (validation) {
    const { rejectedLines: _lines, ...rest } = validation;
    progress = rest;
  }
  return {
    ...handle,
    validation: progress,
    startedAt: batch.startedAt ?? null,
    completedAt: batch.completedAt ?? null,
    counts: batch.counts,
    summary: batch.summary ?? null,
    callbackUrl: batch.callbackUrl ?? null,
    callbackEvents: callbackEventsOf(batch),
    reviewQueue: batch.reviewQueue ?? null,
    reviews: batch.reviews ?? { conversationsReviewed: 0, reviews: 0, sampleReviewed: 0 },
  };
};

/** The caller's batches, newest first, `limit` at a time; `cursor` continues after the previous page. */
export const listBatches = async (
  deps: { readonly batches: BatchLister },
  owner: string,
  page: { readonly limit?: number; readonly cursor?: string },
): Promise<BatchPage> => {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const { batches, next } = await deps.batches.listByOwner(owner, {
    limit: page.limit ?? BATCH_PAGE_LIMITS.default,
    ...(after ? { after } : {}),
  });
  return { items: batches.map(listItemOf), nextCursor: next ? encodeCursor(next) : null };
};

export interface BatchConversation {
  readonly batchId: string;
  /** The submission index: the conversation's position in the request and in the result lines. */
  readonly index: number;
  readonly conversationId: string;
  readonly transcript: Conversation['transcript'];
  readonly transcriptJobId?: string;
  readonly metadata?: Conversation['metadata'];
  readonly occurredAt?: string;
  /** 0 until a first review. */
  readonly reviewVersion: number;
  readonly review: ReviewedScorecard | null;
  /** Oldest first. */
  readonly reviewHistory: readonly ReviewEntry[];
}

/**
 * One conversation of the caller's batch exactly as submitted, by submission index, so that a scorecard can
 * show the transcript its evidence points into. Kept as long as the batch's results (AUDIT_INPUTS_BUCKET).
 */
export const batchConversation = async (
  deps: {
    readonly batches: BatchStore;
    readonly conversations: SubmittedConversations;
    readonly reviews: Pick<ReviewStore, 'scored' | 'history'>;
  },
  owner: string,
  batchId: string,
  index: number,
): Promise<BatchConversation> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  const conversation = index < batch.conversationCount ? await deps.conversations.conversationAt(batchId, index) : undefined;
  if (!conversation) {
    throw new NotFoundError(
      index < batch.conversationCount
        ? `The conversations of audit batch ${batchId} are no longer stored.`
        : `Audit batch ${batchId} has ${batch.conversationCount} conversation(s): no index ${index}.`,
    );
  }
  const [scored, history] = await Promise.all([deps.reviews.scored(batchId, index), deps.reviews.history(batchId, index)]);
  return {
    batchId,
    index,
    conversationId: conversation.id,
    transcript: conversation.transcript,
    ...(conversation.transcriptJobId ? { transcriptJobId: conversation.transcriptJobId } : {}),
    ...(conversation.metadata ? { metadata: conversation.metadata } : {}),
    ...(conversation.occurredAt ? { occurredAt: conversation.occurredAt } : {}),
    reviewVersion: scored?.reviewVersion ?? 0,
    review: scored?.review ?? null,
    reviewHistory: history.map(historyEntry),
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
 * What a batch did not take, complete, in the order found: every rejected line of an upload (line, pointer,
 * rule), or every transcript job not audited (job id, reason). The NDJSON lines of the report the run wrote, as
 * stored; named jobs (resolved in the submit call, at most 1,000) and batches without a report answer with the
 * lines of the record, which then holds them all. Refused (409) while an upload is validated or a selector resolved.
 */
export const batchRejectionLines = async (
  deps: { batches: BatchStore; rejections: BatchRejections },
  owner: string,
  batchId: string,
): Promise<AsyncIterable<string> | readonly RejectionLine[]> => {
  const batch = await ownedBatch(deps.batches, owner, batchId);
  if (batch.validation?.state === 'validating' || batch.selection?.state === 'selecting') {
    throw new ConflictError(
      `Audit batch ${batchId} is still ${batch.validation ? 'validating its upload' : 'selecting its transcript jobs'}; its rejections are complete once that is done.`,
    );
  }
  const stored = await deps.rejections.lines(batchId);
  if (stored) return stored;
  return batch.validation?.rejectedLines ?? batch.excludedTranscriptJobs ?? [];
};

/** The batch.completed event's content; without callbackUrl when the batch has none (or its callback_events leave batch.completed out), and then nothing is published. */
export type BatchCompletion = Omit<BatchCompletionEvent, 'callbackUrl'> & { readonly callbackUrl?: string };

/** What the batch's callback_url receives: batch.completed unless it chose otherwise; nothing without a callback_url. */
export const callbackEventsOf = (batch: Pick<BatchRecord, 'callbackUrl' | 'callbackEvents'>): readonly BatchCallbackEvent[] =>
  batch.callbackUrl === undefined ? [] : (batch.callbackEvents ?? ['batch.completed']);

/** One id per batch completion, however it finished (state machine or reconciler): receivers dedupe on it. */
const completionOf = (
  batch: BatchRecord,
  outcome: { readonly status: BatchCompletion['status']; readonly counts: BatchCounts; readonly completedAt: string },
): BatchCompletion => ({
  eventId: `${batch.batchId}:completed`,
  batchId: batch.batchId,
  owner: batch.owner,
  ...outcome,
  rubricId: batch.rubricId,
  rubricVersion: batch.rubricVersion,
  ...(batch.callbackUrl && callbackEventsOf(batch).includes('batch.completed') ? { callbackUrl: batch.callbackUrl } : {}),
});

export interface CompleteDeps extends Clock {
  readonly batches: BatchStore;
  readonly results: ResultStore;
  readonly inputs: BatchInputStore;
  readonly rubrics: RubricVersionSource;
  /** What a finished batch prepares besides its counts (its review queue and score insights). */
  readonly followUp?: (batch: BatchRecord, rubric: Rubric) => OutcomeFollowUp;
}

/** Why a conversation has no line when the aggregate step runs. */
const MISSING_LINE_MESSAGES = {
  runFailed: 'the batch run failed before this conversation was scored',
  iterationFailed: 'the scoring of this conversation ended without a result (its Map iteration failed)',
} as const;

/**
 * The aggregate step: gives each conversation still without a line an error line (a Map iteration that failed
 * outright, which the Map tolerates, or a run that failed), so that the results hold exactly one line per
 * conversation; then reads every stored outcome once (page by page) for exact counts and the summary, marks the
 * batch finished and returns the batch.completed content.
 */
export const completeBatch = async (
  deps: CompleteDeps,
  run: { batchId: string; itemsKey: string; runFailed: boolean },
): Promise<BatchCompletion> => {
  const batch = await deps.batches.get(run.batchId);
  if (!batch) throw new Error(`Audit batch ${run.batchId} is missing`);
  const rubric = await deps.rubrics.version(batch.rubricId, batch.rubricVersion);
  if (!rubric) throw new Error(`Rubric ${batch.rubricId}@${batch.rubricVersion} of batch ${batch.batchId} is missing`);
  // An upload that failed validation before storing any conversation has no items to give error lines to.
  if (batch.conversationCount > 0) {
    const done = new Set<number>();
    for await (const { index } of deps.results.outcomes(batch.batchId)) done.add(index);
    if (done.size < batch.conversationCount) {
      const message = MISSING_LINE_MESSAGES[run.runFailed ? 'runFailed' : 'iterationFailed'];
      for (const item of await deps.inputs.readItems(run.itemsKey)) {
        if (done.has(item.index)) continue;
        const line: AuditError = { conversationId: item.conversationId, error: { code: 'evaluator_failed', message } };
        await deps.results.record(batch.batchId, item.index, line);
      }
    }
  }
  const accumulator = summaryAccumulator(rubric.criteria.map((c) => c.id));
  // A batch finished already (the step retried after marking it) keeps what it prepared: reviews may have begun.
  const followUp = run.runFailed || isFinishedBatchStatus(batch.status) ? undefined : deps.followUp?.(batch, rubric);
  let scoredByJob = 0;
  for await (const { index, outcome, byBatchJob } of deps.results.outcomes(batch.batchId)) {
    accumulator.add(outcome);
    await followUp?.add(index, outcome);
    if (byBatchJob) scoredByJob += 1;
  }
  const { counts, summary } = accumulator.result(batch.conversationCount);
  const status = finalStatus(counts, run.runFailed);
  const prepared = await followUp?.commit();
  const completedAt = deps.now().toISOString();
  const inference = finishedInference(batch.inference, {
    conversationCount: batch.conversationCount,
    scoredByJob,
    runFailed: run.runFailed,
  });
  await deps.batches.finish(batch.batchId, { status, counts, summary, completedAt, ...prepared, ...(inference ? { inference } : {}) });
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
    const state = await deps.executions.state(batch.batchId);
    if (state === 'running') continue;
    if (state === 'absent' && batch.conversationsKey && batch.itemsKey) {
      const { batchId, rubricId, rubricVersion, conversationsKey, itemsKey, uploadKey, validation } = batch;
      // An upload not yet validated is validated (again, from its first line) by the restarted run.
      const upload = uploadKey && validation?.state === 'validating' ? { upload: { key: uploadKey, onInvalid: validation.onInvalid } } : {};
      // So is a selector not yet resolved.
      const selected =
        batch.selector && batch.selection?.state === 'selecting'
          ? { transcriptJobs: { owner: batch.owner, selector: batch.selector } }
          : {};
      // An economy batch whose job was not started yet tries again (Bedrock returns the same job if it was).
      const economy = batch.inference?.mode === 'economy' ? { inference: 'economy' as const } : {};
      await deps.runner.start({ batchId, rubricId, rubricVersion, conversationsKey, itemsKey, ...upload, ...selected, ...economy });
      started.push(batch.batchId);
      continue;
    }
    // Read again: the execution may have finished the batch since the listing.
    const current = await deps.batches.get(batch.batchId);
    if (!current || isFinishedBatchStatus(current.status)) continue;
    const completedAt = deps.now().toISOString();
    await deps.batches.finish(batch.batchId, { status: 'failed', counts: current.counts, completedAt });
    const completion = completionOf(current, { status: 'failed', counts: current.counts, completedAt });
    if (completion.callbackUrl) await deps.completions.publish({ ...completion, callbackUrl: completion.callbackUrl });
    failed.push(batch.batchId);
  }
  return { started, failed };
};
