import {
  checkEconomyJob,
  finishedInference,
  jobAnsweredEvaluator,
  recordCountFallback,
  submittedInference,
  type EconomyLimits,
} from '../../src/audits/economy';
import type { BatchInference, InferenceJobState } from '../../src/audits/model';
import type { BatchRecord, BatchStore, InferenceJobControl, InferenceJobStatus, InferenceRecorder } from '../../src/audits/ports';
import type { EvaluationRequest, Evaluator } from '../../src/audits/score-conversation';

// The economy mode's decisions, as pure functions and use cases over in-memory stores: which batches a batch
// inference job can take, how a running job's checks end (its own end, or the run's bound past its timeout), and
// which evaluator call a conversation's line comes from.

const LIMITS: EconomyLimits = { minimumRecords: 100, maximumRecords: 50_000, timeoutHours: 24, marginHours: 1 };
const HOUR = 3_600_000;
const SUBMITTED_AT = '2026-03-01T00:00:00.000Z';

describe('which batches one batch inference job takes', () => {
  it('takes from the minimum to the maximum number of records, and says why not otherwise', () => {
    expect(recordCountFallback(99, LIMITS)).toEqual({
      code: 'below_minimum_records',
      message: expect.stringContaining('99 conversation(s) are fewer than the 100'),
    });
    expect(recordCountFallback(100, LIMITS)).toBeUndefined();
    expect(recordCountFallback(50_000, LIMITS)).toBeUndefined();
    expect(recordCountFallback(50_001, LIMITS)).toEqual({
      code: 'above_maximum_records',
      message: expect.stringContaining('more than the 50000'),
    });
  });

  it('records an economy batch counted at submission as on demand when it is too small, and one counted by the run as economy', () => {
    expect(submittedInference('economy', 3, LIMITS)).toMatchObject({
      mode: 'on_demand',
      onDemandReason: { code: 'below_minimum_records' },
    });
    expect(submittedInference('economy', undefined, LIMITS)).toEqual({
      requested: 'economy',
      mode: 'economy',
      onDemandReason: null,
      job: null,
      scored: null,
    });
    expect(submittedInference('on_demand', 500, LIMITS)).toEqual({
      requested: 'on_demand',
      mode: 'on_demand',
      onDemandReason: null,
      job: null,
      scored: null,
    });
  });
});

/** A batch store holding one running economy batch, and a job service answering `statuses` in turn. */
const checking = (statuses: (InferenceJobStatus | undefined)[]) => {
  let inference: BatchInference = { requested: 'economy', mode: 'economy', onDemandReason: null, job: null, scored: null };
  const batch = { batchId: 'b1', conversationCount: 120 } as BatchRecord;
  const batches: BatchStore & InferenceRecorder = {
    create: async () => undefined,
    get: async () => ({ ...batch, inference }),
    finish: async () => undefined,
    recordInference: async (_id, recorded) => void (inference = recorded),
  };
  const stops: string[] = [];
  const jobs: InferenceJobControl = { status: async () => statuses.shift(), stop: async (jobRef) => void stops.push(jobRef) };
  const check = (hoursAfterSubmission: number) =>
    checkEconomyJob(
      { batches, jobs, limits: LIMITS, now: () => new Date(Date.parse(SUBMITTED_AT) + hoursAfterSubmission * HOUR) },
      { batchId: 'b1', jobRef: 'arn:job', submittedAt: SUBMITTED_AT },
    );
  return { check, stops, inference: () => inference };
};

const running = (state: InferenceJobState, processed?: number): InferenceJobStatus => ({
  state,
  ...(processed === undefined ? {} : { records: { total: 120, processed, succeeded: processed, failed: 0 } }),
});

describe('a check of a running job', () => {
  it('records its state and record counts on the batch until it ends, then is done', async () => {
    const { check, inference } = checking([
      running('Scheduled'),
      running('InProgress', 40),
      { state: 'Completed', endedAt: '2026-03-01T02:00:00.000Z', records: { total: 120, processed: 120, succeeded: 120, failed: 0 } },
    ]);
    expect(await check(0.1)).toEqual({ done: false });
    expect(inference().job).toMatchObject({ state: 'Scheduled', records: null, submittedAt: SUBMITTED_AT });
    expect(await check(1)).toEqual({ done: false });
    expect(inference().job).toMatchObject({ state: 'InProgress', records: { processed: 40 }, checkedAt: '2026-03-01T01:00:00.000Z' });
    expect(await check(2)).toEqual({ done: true });
    expect(inference()).toMatchObject({
      mode: 'economy',
      onDemandReason: null,
      job: { state: 'Completed', endedAt: '2026-03-01T02:00:00.000Z' },
    });
  });

  it('says the batch is partly scored on demand when the job ended without answering every record', async () => {
    const { check, inference } = checking([
      { state: 'PartiallyCompleted', records: { total: 120, processed: 90, succeeded: 88, failed: 2 } },
    ]);
    expect(await check(24)).toEqual({ done: true });
    expect(inference().onDemandReason).toEqual({
      code: 'job_incomplete',
      message: expect.stringContaining('ended PartiallyCompleted with 88 of 120 records answered'),
    });
  });

  it('stops a job still running past its timeout and the margin, and goes on without it once another margin has passed', async () => {
    const { check, stops, inference } = checking([
      running('InProgress', 10),
      running('InProgress', 11),
      running('Stopping', 11),
      running('Stopping', 11),
    ]);
    expect(await check(24.5)).toEqual({ done: false });
    expect(stops).toEqual([]);
    expect(await check(25.1)).toEqual({ done: false });
    expect(stops).toEqual(['arn:job']);
    expect(await check(25.5)).toEqual({ done: false });
    expect(stops).toEqual(['arn:job']);
    expect(await check(26.1)).toEqual({ done: true });
    expect(inference().onDemandReason).toMatchObject({ code: 'job_incomplete' });
  });

  it('is done when Bedrock no longer knows the job, and says so', async () => {
    const { check, inference } = checking([undefined]);
    expect(await check(3)).toEqual({ done: true });
    expect(inference().onDemandReason).toEqual({
      code: 'job_incomplete',
      message: expect.stringContaining('no longer knows the batch inference job'),
    });
  });
});

describe('the evaluator of a conversation in an economy batch', () => {
  const request: EvaluationRequest = { rubric: {} as EvaluationRequest['rubric'], conversation: { id: 'c', transcript: [] }, feedback: [] };
  const onDemand = () => {
    const calls: EvaluationRequest[] = [];
    const evaluator: Evaluator = { evaluate: async (r) => (calls.push(r), { output: 'on demand', answeredBy: 'bedrock:model' }) };
    return { evaluator, calls };
  };
  const answer = { output: 'from the job', answeredBy: 'bedrock:model' };

  it("answers first with the job's answer, and retries on demand", async () => {
    const { evaluator, calls } = onDemand();
    const scoring = jobAnsweredEvaluator({ answer }, evaluator);
    expect(await scoring.evaluate(request)).toBe(answer);
    expect(scoring.answeredAlone()).toBe(true);
    expect(await scoring.evaluate({ ...request, feedback: ['quote exactly'] })).toEqual({
      output: 'on demand',
      answeredBy: 'bedrock:model',
    });
    expect(calls).toHaveLength(1);
    expect(scoring.answeredAlone()).toBe(false);
  });

  it('asks on demand from the start for a record the job failed, or a conversation it did not reach', async () => {
    for (const given of [{ failed: 'Internal server error' }, undefined]) {
      const { evaluator, calls } = onDemand();
      const scoring = jobAnsweredEvaluator(given, evaluator);
      expect((await scoring.evaluate(request)).output).toBe('on demand');
      expect(calls).toEqual([request]);
      expect(scoring.answeredAlone()).toBe(false);
    }
  });
});

describe('the inference of a finished batch', () => {
  const economy: BatchInference = {
    requested: 'economy',
    mode: 'economy',
    onDemandReason: null,
    job: { state: 'Completed', submittedAt: SUBMITTED_AT, endedAt: SUBMITTED_AT, records: null, checkedAt: SUBMITTED_AT },
    scored: null,
  };

  it("counts an economy batch's conversations scored by the job alone and on demand", () => {
    expect(finishedInference(economy, { conversationCount: 120, scoredByJob: 117, runFailed: false })?.scored).toEqual({
      byJob: 117,
      onDemand: 3,
    });
  });

  it('says an economy batch whose job never started was scored on demand (unless its run failed)', () => {
    const pending = { ...economy, job: null };
    expect(finishedInference(pending, { conversationCount: 120, scoredByJob: 0, runFailed: false })).toMatchObject({
      mode: 'on_demand',
      onDemandReason: { code: 'job_not_started' },
    });
    expect(finishedInference(pending, { conversationCount: 0, scoredByJob: 0, runFailed: true })).toBe(pending);
  });

  it('leaves an on-demand batch as it is', () => {
    expect(finishedInference(undefined, { conversationCount: 3, scoredByJob: 0, runFailed: false })).toBeUndefined();
  });
});
