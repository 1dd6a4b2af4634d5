import { UnprocessableError, ValidationError, type ValidationIssue } from '../core/errors';
import type { Conversation, ExcludedTranscriptJob } from './model';
import type { TranscriptJobSource, TranscriptJobSummary } from './ports';
import { hasSpokenText } from './conversations';
import { conversationFromInteraction } from './transcript-conversation';

/** Finished transcript jobs to audit: named by id, or selected by completion window and one metadata field. */
export interface TranscriptJobsRequest {
  readonly job_ids?: readonly string[];
  readonly completed_after?: string;
  readonly completed_before?: string;
  readonly metadata?: { readonly field: string; readonly equals: string | number | boolean };
  /** The result lines' conversation_id per job id (default: the job id). */
  readonly conversation_ids?: Readonly<Record<string, string>>;
}

export interface TranscriptJobLimits {
  readonly jobs: number;
  readonly windowDays: number;
}

/** Interactions read at once: 1,000 jobs in a few seconds of the submit call's 29. */
const READ_CONCURRENCY = 32;

const DAY_MS = 24 * 60 * 60 * 1000;

const pointer = (path: string): ValidationIssue['pointer'] => `/transcript_jobs${path}`;

const selectedJobs = async (
  source: TranscriptJobSource,
  owner: string,
  request: TranscriptJobsRequest,
  limits: TranscriptJobLimits,
  now: Date,
): Promise<TranscriptJobSummary[]> => {
  const from = new Date(request.completed_after!);
  const to = request.completed_before === undefined ? now : new Date(request.completed_before);
  if (to.getTime() <= from.getTime()) {
    throw new ValidationError([{ in: 'body', pointer: pointer('/completed_before'), message: 'must be later than completed_after' }], 'The selector window is empty.');
  }
  if (to.getTime() - from.getTime() > limits.windowDays * DAY_MS) {
    throw new ValidationError(
      [{ in: 'body', pointer: pointer('/completed_after'), message: `the window spans at most ${limits.windowDays} days` }],
      `The selector window spans more than ${limits.windowDays} days.`,
    );
  }
  const completed = await source.completedBetween(owner, { from: from.toISOString(), to: to.toISOString() }, limits.jobs);
  if (completed.length > limits.jobs) {
    throw new UnprocessableError(
      `More than ${limits.jobs} transcript jobs completed between ${from.toISOString()} and ${to.toISOString()}; narrow the window (one batch reads at most ${limits.jobs}).`,
    );
  }
  const { metadata } = request;
  return metadata ? completed.filter((job) => Object.is(job.metadata[metadata.field], metadata.equals)) : completed;
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
 * The conversations of the caller's finished transcript jobs, read where the transcript pipeline stored each
 * CustomerInteraction, in the order named (or of completion, for a selector). A named job that is unknown,
 * another principal's, not completed, or without speech is listed in `excluded` — never silently dropped.
 * Throws when no job is usable: ValidationError naming each id, or UnprocessableError for an empty selection.
 */
export const resolveTranscriptJobs = async (
  source: TranscriptJobSource,
  owner: string,
  request: TranscriptJobsRequest,
  limits: TranscriptJobLimits,
  now: Date,
): Promise<{ conversations: Conversation[]; excluded: ExcludedTranscriptJob[] }> => {
  let candidates: { jobId: string; job: TranscriptJobSummary | undefined }[];
  if (request.job_ids) {
    const ids = [...new Set(request.job_ids)];
    const found = await source.jobs(ids);
    candidates = ids.map((jobId) => ({ jobId, job: found.get(jobId) }));
  } else {
    candidates = (await selectedJobs(source, owner, request, limits, now)).map((job) => ({ jobId: job.jobId, job }));
    if (candidates.length === 0) throw new UnprocessableError('No completed transcript job of yours matches the selector.');
  }

  const excluded: ExcludedTranscriptJob[] = [];
  const readable: { jobId: string; resultKey: string }[] = [];
  for (const { jobId, job } of candidates) {
    if (!job || job.owner !== owner) excluded.push({ job_id: jobId, reason: 'not_found' });
    else if (job.status !== 'completed' || !job.resultKey) excluded.push({ job_id: jobId, reason: 'not_completed', status: job.status });
    else readable.push({ jobId, resultKey: job.resultKey });
  }
  const read = await mapConcurrently(readable, READ_CONCURRENCY, async ({ jobId, resultKey }) => ({
    jobId,
    conversation: conversationFromInteraction(await source.interaction(resultKey), request.conversation_ids?.[jobId] ?? jobId),
  }));
  const conversations: Conversation[] = [];
  const jobOfConversation = new Map<string, string>();
  for (const { jobId, conversation } of read) {
    if (!hasSpokenText(conversation)) {
      excluded.push({ job_id: jobId, reason: 'no_speech' });
      continue;
    }
    const other = jobOfConversation.get(conversation.id);
    if (other !== undefined) {
      throw new ValidationError(
        [{ in: 'body', pointer: pointer('/conversation_ids'), message: `jobs ${other} and ${jobId} map to the same conversation id "${conversation.id}"` }],
        'Conversation ids must be unique within a batch.',
      );
    }
    jobOfConversation.set(conversation.id, jobId);
    conversations.push(conversation);
  }

  if (conversations.length === 0) {
    const indexOf = new Map(request.job_ids?.map((id, i) => [id, i]));
    throw new ValidationError(
      excluded.map((job) => ({
        in: 'body' as const,
        pointer: request.job_ids ? pointer(`/job_ids/${indexOf.get(job.job_id)}`) : pointer(''),
        message: `transcript job ${job.job_id}: ${job.reason === 'not_completed' ? `not completed (${job.status})` : job.reason === 'no_speech' ? 'completed without speech' : 'not found'}`,
      })),
      'None of the named transcript jobs can be audited; see errors[].',
    );
  }
  return { conversations, excluded };
};
