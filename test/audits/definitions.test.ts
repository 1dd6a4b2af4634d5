import { readFile } from 'node:fs/promises';
import { AUDIT_BATCH_COMPLETED_DETAIL_TYPE, auditsService, SCORING_MODEL_CALLS } from '../../lib/definitions/audits';
import { EVENT_SOURCES } from '../../lib/definitions';
import { AUDIT_BATCH_COMPLETED } from '../../schemas/events';

describe('audit definitions', () => {
  it('publish batch.completed under the names the event schema declares', () => {
    expect({ source: EVENT_SOURCES.audits, detailType: AUDIT_BATCH_COMPLETED_DETAIL_TYPE }).toEqual(AUDIT_BATCH_COMPLETED);
  });

  it('fill every placeholder of the state machine, and only those', async () => {
    const [machine] = auditsService.stateMachines ?? [];
    const text = await readFile(new URL(`../../${machine!.file}`, import.meta.url), 'utf8');
    const placeholders = new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    expect([...placeholders].sort()).toEqual(Object.keys(machine!.substitutions).sort());
    expect(() => JSON.parse(text)).not.toThrow();
  });
});

describe('scoring time limits', () => {
  const scoring = auditsService.functions!.find((f) => f.id === 'AuditScoreConversation')!;
  const child = async () => {
    const [machine] = auditsService.stateMachines ?? [];
    const asl = JSON.parse(await readFile(new URL(`../../${machine!.file}`, import.meta.url), 'utf8'));
    return asl.States.ScoreConversations.ItemProcessor as { ProcessorConfig: { ExecutionType: string }; States: Record<string, AslTask> };
  };
  interface AslTask {
    TimeoutSeconds?: number;
    Retry?: { ErrorEquals: string[]; IntervalSeconds: number; MaxAttempts: number; BackoffRate: number; MaxDelaySeconds?: number }[];
  }
  /** The longest a state's retries wait in total. */
  const retryWaits = (task: AslTask) =>
    (task.Retry ?? []).reduce(
      (sum, r) =>
        sum +
        Array.from({ length: r.MaxAttempts }, (_, i) =>
          Math.min(r.IntervalSeconds * r.BackoffRate ** i, r.MaxDelaySeconds ?? Infinity),
        ).reduce((a, b) => a + b, 0),
      0,
    );

  it('give the scoring function time for both sequential model calls, each with its whole budget', () => {
    expect(SCORING_MODEL_CALLS.attemptTimeoutSeconds).toBeLessThanOrEqual(SCORING_MODEL_CALLS.callBudgetSeconds);
    expect(scoring.timeoutSeconds).toBeGreaterThan(SCORING_MODEL_CALLS.sequentialCalls * SCORING_MODEL_CALLS.callBudgetSeconds);
  });

  it("wait out a model that stays throttled through the function's own retries, in a child that may run that long", async () => {
    const { ProcessorConfig, States } = await child();
    const score = States.ScoreConversation!;
    expect(score.TimeoutSeconds).toBe(scoring.timeoutSeconds);
    const throttled = { ...score, Retry: score.Retry!.filter((r) => r.ErrorEquals.includes('ThrottlingException')) };
    // Minutes of waiting, not seconds: a busy requests-per-minute quota frees up within a minute or two.
    expect(retryWaits(throttled)).toBeGreaterThanOrEqual(10 * 60);
    // An EXPRESS child would be stopped at 5 minutes, long before those retries end.
    expect(ProcessorConfig.ExecutionType).toBe('STANDARD');
  });
});
