import { ValidationError, type ValidationIssue } from '../core/errors';
import { REJECTED_LINES_KEPT, type Conversation, type ExcludedTranscriptJob, type TranscriptJobSelection } from './model';
import type {
  BatchRejections,
  SelectionRecorder,
  StreamedBatchInputs,
  TranscriptJobSelector,
  TranscriptJobSource,
  TranscriptJobSummary,
} from './ports';
import { hasSpokenText } from './conversations';
import { conversationFromInteraction } from './transcript-conversation';

/** Finished transcript jobs to audit: named by id, or selected by completion window and one metadata field. */
export interface TranscriptJobsRequest {
  readonly jobIds?: readonly string[];
  readonly completedAfter?: string;
  readonly completedBefore?: string;
  readonly metadata?: { readonly field: string; readonly equals: string | number | boolean };
  /** The result lines' conversation_id per job id (default: the job id). */
  readonly conversationIds?: Readonly<Record<string, string>>;
}

/** Named jobs are bounded by the request schema (AUDIT_LIMITS.transcriptJobs); a selector by its window here. */
export interface TranscriptJobLimits {
  readonly windowDays: number;
}

/** Interactions read at once: 1,000 named jobs in a few seconds of the submit call's 29. */
const READ_CONCURRENCY = 32;

const DAY_MS = 24 * 60 * 60 * 1000;

const pointer = (path: string): ValidationIssue['pointer'] => `/transcript_jobs${path}`;

/**
 * The selector with its window fixed (completed_before defaults to now), checked here, in the submit call; the
 * jobs themselves are read by the run (selectTranscriptJobs), which has 15 minutes instead of 29 s.
 */
export const fixedSelector = (request: TranscriptJobsRequest, limits: TranscriptJobLimits, now: Date): TranscriptJobSelector => {
  const from = new Date(request.completedAfter!);
  const to = request.completedBefore === undefined ? now : new Date(request.completedBefore);
  if (to.getTime() <= from.getTime()) {
    throw new ValidationError(
      [{ in: 'body', pointer: pointer('/completed_before'), message: 'must be later than completed_after' }],
      'The selector window is empty.',
    );
  }
  if (to.getTime() - from.getTime() > limits.windowDays * DAY_MS) {
    throw new ValidationError(
      [{ in: 'body', pointer: pointer('/completed_after'), message: `the window spans at most ${limits.windowDays} days` }],
      `The selector window spans more than ${limits.windowDays} days.`,
    );
  }
  return {
    completedAfter: from.toISOString(),
    completedBefore: to.toISOString(),
    ...(request.metadata ? { metadata: request.metadata } : {}),
    ...(request.conversationIds ? { conversationIds: request.conversationIds } : {}),
  };
};

/** Runs `work` over `items` with at most `concurrency` in flight, keeping the input order in the output. */
const mapConcurrently = async <T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return out;
};

/**
 * The conversations of the caller's named transcript jobs (at most AUDIT_LIMITS.transcriptJobs, read in the submit
 * call), read where the transcript pipeline stored each CustomerInteraction, in the order named. A named job
 * that is unknown, another principal's, not completed, or without speech is listed in `excluded` — never
 * silently dropped. Throws ValidationError naming each id when no job is usable.
 */
export const resolveTranscriptJobs = async (
  source: TranscriptJobSource,
  owner: string,
  request: TranscriptJobsRequest & { readonly jobIds: readonly string[] },
): Promise<{ conversations: Conversation[]; excluded: ExcludedTranscriptJob[] }> => {
  const ids = [...new Set(request.jobIds)];
  const found = await source.jobs(ids);
  const candidates = ids.map((jobId) => ({ jobId, job: found.get(jobId) }));

  const excluded: ExcludedTranscriptJob[] = [];
  const readable: { jobId: string; resultKey: string; metadata: TranscriptJobSummary['metadata'] }[] = [];
  for (const { jobId, job } of candidates) {
    if (!job || job.owner !== owner) excluded.push({ jobId, reason: 'not_found' });
    else if (job.status !== 'completed' || !job.resultKey) excluded.push({ jobId, reason: 'not_completed', status: job.status });
    else readable.push({ jobId, resultKey: job.resultKey, metadata: job.metadata });
  }
  const read = await mapConcurrently(readable, READ_CONCURRENCY, async ({ jobId, resultKey, metadata }) => ({
    jobId,
    conversation: conversationFromInteraction(await source.interaction(resultKey), request.conversationIds?.[jobId] ?? jobId, metadata),
  }));
  const conversations: Conversation[] = [];
  const jobOfConversation = new Map<string, string>();
  for (const { jobId, conversation } of read) {
    if (!hasSpokenText(conversation)) {
      excluded.push({ jobId, reason: 'no_speech' });
      continue;
    }
    const other = jobOfConversation.get(conversation.id);
    if (other !== undefined) {
      throw new ValidationError(
        [
          {
            in: 'body',
            pointer: pointer('/conversation_ids'),
            message: `jobs ${other} and ${jobId} map to the same conversation id "${conversation.id}"`,
          },
        ],
        'Conversation ids must be unique within a batch.',
      );
    }
    jobOfConversation.set(conversation.id, jobId);
    conversations.push(conversation);
  }

  if (conversations.length === 0) {
    const indexOf = new Map(request.jobIds.map((id, i) => [id, i]));
    throw new ValidationError(
      excluded.map((job) => ({
        in: 'body' as const,
        pointer: pointer(`/job_ids/${indexOf.get(job.jobId)}`),
        message: `transcript job ${job.jobId}: ${job.reason === 'not_completed' ? `not completed (${job.status})` : job.reason === 'no_speech' ? 'completed without speech' : 'not found'}`,
      })),
      'None of the named transcript jobs can be audited; see errors[].',
    );
  }
  return { conversations, excluded };
};

export interface SelectTranscriptJobsDeps {
  readonly transcripts: TranscriptJobSource;
  readonly inputs: StreamedBatchInputs;
  readonly rejections: BatchRejections;
  readonly batches: SelectionRecorder;
}

export interface SelectTranscriptJobsInput {
  readonly batchId: string;
  readonly transcriptJobs: { readonly owner: string; readonly selector: TranscriptJobSelector };
}

/** Jobs read from the index before their interactions are read (READ_CONCURRENCY at a time) and stored in order. */
const SELECTION_CHUNK = 256;
/** How often progress reaches the batch record: one write per this many jobs read. */
const SELECTION_PROGRESS_EVERY = 1000;

/**
 * Resolves a transcript-job selector in the run, not in the submit call: pages through the owner's jobs completed
 * in the window (one index range, oldest first), keeps those whose metadata matches, reads each one's
 * CustomerInteraction and stores it as the batch's input, streaming (memory bounded by one chunk). A completed
 * job without speech is excluded and reported (first REJECTED_LINES_KEPT on the record, all of them in the
 * batch's rejections report). The batch is refused (`accepted` false: the failed-run aggregate marks it failed
 * and announces it) when nothing matches, when more than `limits.conversations` jobs match (the caller is told
 * to narrow the window: a partial audit of a day would look like a complete one), or when two jobs map to one
 * conversation id.
 */
export const selectTranscriptJobs = async (
  deps: SelectTranscriptJobsDeps,
  input: SelectTranscriptJobsInput,
  limits: { readonly conversations: number },
): Promise<{ readonly accepted: boolean; readonly selection: TranscriptJobSelection }> => {
  const { owner, selector } = input.transcriptJobs;
  const writer = deps.inputs.writer(input.batchId);
  const report = deps.rejections.writer(input.batchId);
  const excludedKept: ExcludedTranscriptJob[] = [];
  const jobOfConversation = new Map<string, string>();
  let jobsRead = 0;
  let excluded = 0;
  const snapshot = (state: TranscriptJobSelection['state'], reason: string | null = null): TranscriptJobSelection => ({
    state,
    jobsRead,
    selected: jobOfConversation.size,
    excluded,
    reason,
  });
  const exclude = async (job: ExcludedTranscriptJob) => {
    excluded += 1;
    if (excludedKept.length < REJECTED_LINES_KEPT) excludedKept.push(job);
    await report.append(job);
  };
  /** Stores a chunk's conversations in completion order; the reason to refuse the batch, if any. */
  const store = async (jobs: readonly TranscriptJobSummary[]): Promise<string | undefined> => {
    const read = await mapConcurrently(jobs, READ_CONCURRENCY, async (job) =>
      job.resultKey
        ? conversationFromInteraction(
            await deps.transcripts.interaction(job.resultKey),
            selector.conversationIds?.[job.jobId] ?? job.jobId,
            job.metadata,
          )
        : undefined,
    );
    for (const [i, conversation] of read.entries()) {
      const job = jobs[i]!;
      if (!conversation) await exclude({ jobId: job.jobId, reason: 'not_completed', status: job.status });
      else if (!hasSpokenText(conversation)) await exclude({ jobId: job.jobId, reason: 'no_speech' });
      else if (jobOfConversation.has(conversation.id)) {
        return `transcript jobs ${jobOfConversation.get(conversation.id)} and ${job.jobId} map to the same conversation id "${conversation.id}"; conversation ids must be unique within a batch.`;
      } else if (jobOfConversation.size >= limits.conversations) {
        return `More than ${limits.conversations} transcript jobs match the selector (completed between ${selector.completedAfter} and ${selector.completedBefore}); one batch audits at most ${limits.conversations}: narrow the window and submit several batches.`;
      } else {
        jobOfConversation.set(conversation.id, job.jobId);
        await writer.append(conversation);
      }
    }
    return undefined;
  };

  let refusal: string | undefined;
  try {
    let chunk: TranscriptJobSummary[] = [];
    for await (const job of deps.transcripts.completedBetween(owner, { from: selector.completedAfter, to: selector.completedBefore })) {
      jobsRead += 1;
      if (jobsRead % SELECTION_PROGRESS_EVERY === 0) await deps.batches.recordSelection(input.batchId, snapshot('selecting'), excludedKept);
      if (selector.metadata && !Object.is(job.metadata[selector.metadata.field], selector.metadata.equals)) continue;
      chunk.push(job);
      if (chunk.length < SELECTION_CHUNK) continue;
      refusal = await store(chunk);
      chunk = [];
      if (refusal) break;
    }
    if (!refusal && chunk.length > 0) refusal = await store(chunk);
    if (!refusal && jobOfConversation.size === 0) {
      refusal =
        excluded === 0
          ? `No completed transcript job of yours matches the selector (completed between ${selector.completedAfter} and ${selector.completedBefore}${selector.metadata ? `, metadata ${selector.metadata.field} = ${JSON.stringify(selector.metadata.equals)}` : ''}).`
          : `None of the ${excluded} matching transcript jobs can be audited; see the rejections report.`;
    }
    await report.close();
  } catch (error) {
    await writer.abort();
    await report.abort();
    throw error;
  }

  if (refusal) {
    await writer.abort();
    const selection = snapshot('refused', refusal);
    await deps.batches.recordSelection(input.batchId, selection, excludedKept);
    return { accepted: false, selection };
  }
  await writer.close();
  const selection = snapshot('accepted');
  await deps.batches.recordSelection(input.batchId, selection, excludedKept, jobOfConversation.size);
  return { accepted: true, selection };
};
