import type { DeliveryLogReader, DeliveryRecord } from '../callbacks/ports';
import { NotFoundError } from '../core/errors';
import type { ExecutionLookup } from '../core/executions';
import type { CallbackEvent, ContextModel, JobStatus, TranscriptJob } from './model';
import {
  TransitionRefusedError,
  type Clock,
  type PipelineStarter,
  type StatusChange,
  type StatusEventPublisher,
  type TranscriptJobRepository,
  type TranscriptObjectStore,
  type UnfinishedJobs,
} from './ports';
import { TRANSITIONS } from './model';

export interface NewJob {
  readonly callback: { readonly url: string; readonly events: readonly CallbackEvent[] };
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly audioUrl: string;
  readonly language?: string;
  readonly keyterms?: readonly string[];
  readonly context?: string;
  readonly contextModel: ContextModel;
  readonly redactPii: boolean;
}

const statusChange = (job: TranscriptJob, previousStatus: JobStatus | null): StatusChange => ({
  jobId: job.jobId,
  status: job.status,
  previousStatus,
  owner: job.owner,
  occurredAt: job.updatedAt,
  metadata: job.metadata,
  callback: job.callback,
  ...(job.error ? { error: job.error } : {}),
});

/**
 * Accepts a job: stores it as `pending`, announces it and starts its pipeline. Idempotency (same key → same
 * job) is handled around this use case by the API layer.
 */
export const createJob = async (
  deps: {
    readonly jobs: TranscriptJobRepository;
    readonly events: StatusEventPublisher;
    readonly pipeline: PipelineStarter;
    readonly clock: Clock;
    readonly newId: () => string;
  },
  owner: string,
  input: NewJob,
): Promise<{ jobId: string }> => {
  const now = deps.clock.now().toISOString();
  const job: TranscriptJob = {
    jobId: deps.newId(),
    owner,
    status: 'pending',
    metadata: input.metadata,
    callback: input.callback,
    request: {
      audioUrl: input.audioUrl,
      ...(input.language ? { language: input.language } : {}),
      keyterms: input.keyterms ?? [],
      ...(input.context ? { context: input.context } : {}),
      contextModel: input.contextModel,
      redactPii: input.redactPii,
    },
    createdAt: now,
    updatedAt: now,
    history: [{ status: 'pending', at: now }],
  };
  await deps.jobs.create(job);
  await deps.events.publish(statusChange(job, null));
  await deps.pipeline.start({ jobId: job.jobId, hasContext: job.request.context !== undefined });
  return { jobId: job.jobId };
};

export interface JobView {
  readonly jobId: string;
  readonly status: JobStatus;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly history: TranscriptJob['history'];
  readonly result?: unknown;
  readonly error?: TranscriptJob['error'];
  /** One entry per callback event: attempts, state, last status and error (oldest first). */
  readonly callbackDeliveries: readonly DeliveryRecord[];
}

/**
 * A job as its owner sees it. Another principal's job is reported exactly like a missing one. The job and its
 * delivery log are read at once (one round trip instead of two; a log read for a job that turns out missing or
 * foreign is dropped unseen), then the result of a completed job.
 */
export const getJob = async (
  deps: {
    readonly jobs: TranscriptJobRepository;
    readonly objects: Pick<TranscriptObjectStore, 'getJson'>;
    readonly deliveries: DeliveryLogReader;
  },
  owner: string,
  jobId: string,
): Promise<JobView> => {
  const [job, callbackDeliveries] = await Promise.all([deps.jobs.get(jobId), deps.deliveries.listDeliveries('transcript-job', jobId)]);
  if (!job || job.owner !== owner) throw new NotFoundError(`No transcript job ${jobId}.`);
  const result = job.status === 'completed' && job.resultKey ? await deps.objects.getJson<unknown>(job.resultKey) : undefined;
  return {
    jobId: job.jobId,
    status: job.status,
    metadata: job.metadata,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    history: job.history,
    ...(result !== undefined ? { result } : {}),
    ...(job.error ? { error: job.error } : {}),
    callbackDeliveries,
  };
};

const predecessorsOf = (to: JobStatus): JobStatus[] =>
  (Object.keys(TRANSITIONS) as JobStatus[]).filter((from) => TRANSITIONS[from].includes(to));

/**
 * Writes a status (conditional on a status that may precede it) and publishes the change. A retried call
 * after a successful write re-publishes the same event (same id), so a lost PutEvents is never lost for good.
 */
export const advanceStatus = async (
  deps: { readonly jobs: TranscriptJobRepository; readonly events: StatusEventPublisher; readonly clock: Clock },
  change: {
    readonly jobId: string;
    readonly to: Exclude<JobStatus, 'pending'>;
    readonly resultKey?: string;
    readonly error?: TranscriptJob['error'];
  },
): Promise<TranscriptJob> => {
  const job = await deps.jobs.transition({
    jobId: change.jobId,
    from: predecessorsOf(change.to),
    to: change.to,
    at: deps.clock.now().toISOString(),
    ...(change.resultKey ? { resultKey: change.resultKey } : {}),
    ...(change.error ? { error: change.error } : {}),
  });
  const previous = job.history.length >= 2 ? job.history[job.history.length - 2]!.status : null;
  await deps.events.publish(statusChange(job, previous));
  return job;
};

/** The stage a job was in or about to start, by the last status it reached (for the reconciler's error). */
const STAGE_AFTER: Readonly<Record<JobStatus, string>> = {
  pending: 'fetch',
  processing: 'transcribe',
  transcribed: 'contextualize',
  contextualized: 'profile',
  profiled: 'finalize',
  completed: 'finalize',
  failed: 'finalize',
};

export interface ReconcileReport {
  /** Work whose execution had never started (or was lost) and has now been started. */
  readonly started: readonly string[];
  /** Work whose execution had ended without finishing it, now marked failed with a stated error. */
  readonly failed: readonly string[];
}

/**
 * Accepted means finished: finds every job that is neither completed nor failed and checks its execution
 * (named after the job). No execution — the accepting handler died before starting it, or it was lost — starts
 * it now (the same name and input as the handler's own start, so a late start by the handler is a no-op). An
 * execution that ended without finishing the job fails the job with a stated, retryable error.
 */
export const reconcileJobs = async (deps: {
  readonly jobs: TranscriptJobRepository & UnfinishedJobs;
  readonly executions: ExecutionLookup;
  readonly pipeline: PipelineStarter;
  readonly events: StatusEventPublisher;
  readonly clock: Clock;
}): Promise<ReconcileReport> => {
  const started: string[] = [];
  const failed: string[] = [];
  for await (const job of deps.jobs.unfinished()) {
    const state = await deps.executions.state(job.jobId);
    if (state === 'running') continue;
    if (state === 'absent') {
      await deps.pipeline.start({ jobId: job.jobId, hasContext: job.request.context !== undefined });
      started.push(job.jobId);
      continue;
    }
    try {
      await advanceStatus(deps, {
        jobId: job.jobId,
        to: 'failed',
        error: {
          code: 'INTERNAL_ERROR',
          message: "The job's pipeline stopped without recording an outcome (found by the reconciler); submit the job again.",
          stage: STAGE_AFTER[job.status],
          retryable: true,
        },
      });
      failed.push(job.jobId);
    } catch (error) {
      // It finished between the listing and now: nothing to do.
      if (!(error instanceof TransitionRefusedError)) throw error;
    }
  }
  return { started, failed };
};
