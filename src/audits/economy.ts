import type { Clock } from '../core/clock';
import type { BatchInference, InferenceJob, InferenceMode, OnDemandReason } from './model';
import { INFERENCE_JOB_ENDED_STATES } from './model';
import {
  InferenceInputTooLargeError,
  InferenceJobRefusedError,
  type BatchInputStore,
  type BatchStore,
  type ConversationStream,
  type InferenceAnswer,
  type InferenceJobControl,
  type InferenceJobStarter,
  type InferenceJobStatus,
  type InferenceOutput,
  type InferenceRecorder,
  type RubricVersionSource,
  type ScoringItem,
} from './ports';
import type { EvaluationRequest, Evaluator } from './score-conversation';

/**
 * The economy mode: a batch that needs no answer within the hour is scored by one Amazon Bedrock batch inference
 * job (half the on-demand token price, answers within 24 hours) instead of one model call per conversation. The
 * job's records are the same scoring requests the on-demand path sends; its answers go through the same checks
 * (scoreConversation), and a conversation the job did not answer, or whose answer fails them, is scored on demand,
 * so every conversation still gets exactly one line. A batch the job cannot take stays on demand and says why.
 */

/** What one batch inference job takes (BATCH_INFERENCE in lib/definitions/audits.ts), and how long it may run. */
export interface EconomyLimits {
  readonly minimumRecords: number;
  readonly maximumRecords: number;
  /** The job's own timeout, and how much longer the run waits before it stops the job. */
  readonly timeoutHours: number;
  readonly marginHours: number;
}

type Fallback = { readonly code: OnDemandReason; readonly message: string };

/** Why a batch of `count` conversations cannot be one batch inference job, if it cannot. */
export const recordCountFallback = (
  count: number,
  limits: Pick<EconomyLimits, 'minimumRecords' | 'maximumRecords'>,
): Fallback | undefined => {
  if (count < limits.minimumRecords) {
    return {
      code: 'below_minimum_records',
      message: `${count} conversation(s) are fewer than the ${limits.minimumRecords} records an Amazon Bedrock batch inference job needs at least: the batch is scored on demand.`,
    };
  }
  if (count > limits.maximumRecords) {
    return {
      code: 'above_maximum_records',
      message: `${count} conversations are more than the ${limits.maximumRecords} records one Amazon Bedrock batch inference job takes: the batch is scored on demand.`,
    };
  }
  return undefined;
};

const onDemand = (requested: InferenceMode, fallback: Fallback | null): BatchInference => ({
  requested,
  mode: 'on_demand',
  onDemandReason: fallback,
  job: null,
  scored: null,
});

/** The inference a batch is recorded with at submission: the mode asked for, unless its known size rules economy out. */
export const submittedInference = (requested: InferenceMode, knownCount: number | undefined, limits: EconomyLimits): BatchInference => {
  const fallback = requested === 'economy' && knownCount !== undefined ? recordCountFallback(knownCount, limits) : undefined;
  if (requested === 'on_demand' || fallback) return onDemand(requested, fallback ?? null);
  return { requested, mode: 'economy', onDemandReason: null, job: null, scored: null };
};

/** What a batch recorded before the economy mode existed is: on demand. */
export const ON_DEMAND_INFERENCE: BatchInference = onDemand('on_demand', null);

export interface EconomyRun {
  readonly batchId: string;
  readonly rubricId: string;
  readonly rubricVersion: string;
  readonly conversationsKey: string;
}

/** What the run does next: wait for the job it started, or score on demand. */
export type EconomyStart =
  { readonly mode: 'economy'; readonly jobRef: string; readonly submittedAt: string } | { readonly mode: 'on_demand' };

export interface StartEconomyDeps extends Clock {
  readonly batches: BatchStore & InferenceRecorder;
  readonly rubrics: RubricVersionSource;
  readonly inputs: ConversationStream;
  readonly jobs: InferenceJobStarter;
  readonly limits: EconomyLimits;
}

/**
 * Starts an economy batch's batch inference job (after its conversations are stored, so their number is known),
 * or records why the batch is scored on demand: too few or too many conversations for one job, a model without a
 * batch record format, records larger than a job takes, or Bedrock refusing the job.
 */
export const startEconomyScoring = async (deps: StartEconomyDeps, run: EconomyRun): Promise<EconomyStart> => {
  const batch = await deps.batches.get(run.batchId);
  if (!batch) throw new Error(`Audit batch ${run.batchId} is missing`);
  const rubric = await deps.rubrics.version(run.rubricId, run.rubricVersion);
  if (!rubric) throw new Error(`Rubric ${run.rubricId}@${run.rubricVersion} is missing`);
  const fallBack = async (fallback: Fallback): Promise<EconomyStart> => {
    await deps.batches.recordInference(run.batchId, onDemand('economy', fallback));
    return { mode: 'on_demand' };
  };
  const tooFew = recordCountFallback(batch.conversationCount, deps.limits);
  if (tooFew) return fallBack(tooFew);
  if (!deps.jobs.supportsEvaluatorModel) {
    return fallBack({
      code: 'model_not_supported',
      message: 'The evaluator model has no batch inference record format here: the batch is scored on demand.',
    });
  }
  const requests = async function* (): AsyncGenerator<EvaluationRequest> {
    for await (const conversation of deps.inputs.conversations(run.conversationsKey)) yield { rubric, conversation, feedback: [] };
  };
  let started;
  try {
    started = await deps.jobs.start(run.batchId, requests());
  } catch (error) {
    if (error instanceof InferenceInputTooLargeError) {
      return fallBack({ code: 'input_too_large', message: `${error.message}: the batch is scored on demand.` });
    }
    if (error instanceof InferenceJobRefusedError) {
      return fallBack({
        code: 'job_not_started',
        message: `Amazon Bedrock did not start the batch inference job (${error.code}): the batch is scored on demand.`,
      });
    }
    throw error;
  }
  const submittedAt = deps.now().toISOString();
  const job: InferenceJob = { state: 'Submitted', submittedAt, endedAt: null, records: null, checkedAt: submittedAt };
  await deps.batches.recordInference(run.batchId, { requested: 'economy', mode: 'economy', onDemandReason: null, job, scored: null });
  return { mode: 'economy', jobRef: started.jobRef, submittedAt };
};

const HOUR_MS = 60 * 60 * 1000;

const hasEnded = (status: InferenceJobStatus) => (INFERENCE_JOB_ENDED_STATES as readonly string[]).includes(status.state);

export interface CheckEconomyDeps extends Clock {
  readonly batches: BatchStore & InferenceRecorder;
  readonly jobs: InferenceJobControl;
  readonly limits: Pick<EconomyLimits, 'timeoutHours' | 'marginHours'>;
}

/**
 * One check of a running job: its state and record counts go on the batch (its progress in GET /v2/audits/{id}).
 * Done once the job has ended; a job still running `marginHours` past its own timeout is stopped, and once it
 * has not stopped after another margin the run goes on without it. What the job did not answer is scored on
 * demand, and the batch says so.
 */
export const checkEconomyJob = async (
  deps: CheckEconomyDeps,
  run: { readonly batchId: string; readonly jobRef: string; readonly submittedAt: string },
): Promise<{ readonly done: boolean }> => {
  const batch = await deps.batches.get(run.batchId);
  if (!batch) throw new Error(`Audit batch ${run.batchId} is missing`);
  const now = deps.now();
  const status = await deps.jobs.status(run.jobRef);
  const overdue = now.getTime() - Date.parse(run.submittedAt) - (deps.limits.timeoutHours + deps.limits.marginHours) * HOUR_MS;
  if (status && !hasEnded(status) && overdue > 0 && status.state !== 'Stopping') await deps.jobs.stop(run.jobRef);
  const done = !status || hasEnded(status) || overdue > deps.limits.marginHours * HOUR_MS;
  const previous = batch.inference ?? ON_DEMAND_INFERENCE;
  const job: InferenceJob = {
    state: status?.state ?? previous.job?.state ?? 'Submitted',
    submittedAt: run.submittedAt,
    endedAt: status?.endedAt ?? null,
    records: status?.records ?? null,
    checkedAt: now.toISOString(),
  };
  const incomplete = done && (status?.state !== 'Completed' || (status.records !== undefined && status.records.failed > 0));
  const reason: Fallback | null = incomplete
    ? {
        code: 'job_incomplete',
        message: status
          ? `The batch inference job ended ${status.state}${status.records ? ` with ${status.records.succeeded} of ${status.records.total} records answered` : ''}: the conversations it did not answer are scored on demand.`
          : 'Amazon Bedrock no longer knows the batch inference job: the conversations are scored on demand.',
      }
    : null;
  await deps.batches.recordInference(run.batchId, { ...previous, job, onDemandReason: reason ?? previous.onDemandReason });
  return { done };
};

/**
 * After the job: each conversation's item with where the job's answer to it is, in the item list the scoring Map
 * reads (a conversation without an answer is scored on demand). Returns that list's key.
 */
export const collectEconomyAnswers = async (
  deps: { readonly inputs: Pick<BatchInputStore, 'readItems'>; readonly output: Pick<InferenceOutput, 'answers' | 'putScoringItems'> },
  run: { readonly batchId: string; readonly jobRef: string; readonly itemsKey: string },
): Promise<string> => {
  const answers = new Map<number, ScoringItem['answer']>();
  for await (const { index, location } of deps.output.answers(run.batchId, run.jobRef)) answers.set(index, location);
  const items = (await deps.inputs.readItems(run.itemsKey)).map((item): ScoringItem => {
    const answer = answers.get(item.index);
    return answer ? { ...item, answer } : item;
  });
  return deps.output.putScoringItems(run.batchId, items);
};

/**
 * The evaluator of a conversation the batch inference job answered: its first answer is the job's; a retry (the
 * answer failed the checks) is an on-demand call, as it would be for an on-demand batch. `answeredAlone` says
 * whether the line came from the job's answer without an on-demand call.
 */
export const jobAnsweredEvaluator = (
  answer: InferenceAnswer | undefined,
  onDemandEvaluator: Evaluator,
): Evaluator & { answeredAlone(): boolean } => {
  let calledOnDemand = false;
  return {
    evaluate(request) {
      if (answer && 'answer' in answer && request.feedback.length === 0) return Promise.resolve(answer.answer);
      calledOnDemand = true;
      return onDemandEvaluator.evaluate(request);
    },
    answeredAlone: () => answer !== undefined && 'answer' in answer && !calledOnDemand,
  };
};

/**
 * The inference of a finished batch: for an economy batch, how many conversations were scored from the job's
 * answers alone and how many on demand; an economy batch whose run scored it without starting a job says so.
 */
export const finishedInference = (
  inference: BatchInference | undefined,
  run: { readonly conversationCount: number; readonly scoredByJob: number; readonly runFailed: boolean },
): BatchInference | undefined => {
  if (!inference || inference.requested === 'on_demand') return undefined;
  if (inference.mode === 'economy' && !inference.job) {
    if (run.runFailed) return inference;
    return onDemand('economy', {
      code: 'job_not_started',
      message: 'The batch inference job could not be started: the batch is scored on demand.',
    });
  }
  return inference.mode === 'economy'
    ? { ...inference, scored: { byJob: run.scoredByJob, onDemand: run.conversationCount - run.scoredByJob } }
    : inference;
};
