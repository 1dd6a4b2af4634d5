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
    Retry?: { ErrorEquals: string[]; IntervalSeconds: number; MaxAttempts: number; BackoffRate: number }[];
  }
  /** The longest a state's retries wait in total. */
  const retryWaits = (task: AslTask) =>
    (task.Retry ?? []).reduce((sum, r) => sum + Array.from({ length: r.MaxAttempts }, (_, i) => r.IntervalSeconds * r.BackoffRate ** i).reduce((a, b) => a + b, 0), 0);

  it('give the scoring function time for both sequential model calls, each with its whole budget', () => {
    expect(SCORING_MODEL_CALLS.attemptTimeoutSeconds).toBeLessThanOrEqual(SCORING_MODEL_CALLS.callBudgetSeconds);
    expect(scoring.timeoutSeconds).toBeGreaterThan(SCORING_MODEL_CALLS.sequentialCalls * SCORING_MODEL_CALLS.callBudgetSeconds);
  });

  it('fit the worst case of a conversation into the 5 minutes of an EXPRESS child workflow', async () => {
    const { ProcessorConfig, States } = await child();
    expect(ProcessorConfig.ExecutionType).toBe('EXPRESS');
    const score = States.ScoreConversation!;
    expect(score.TimeoutSeconds).toBe(scoring.timeoutSeconds);
    // Only failures to invoke the function (which happen before it runs) are retried: a retried full attempt would not fit.
    expect(score.Retry!.flatMap((r) => r.ErrorEquals).every((name) => name.startsWith('Lambda.'))).toBe(true);
    const failurePath = retryWaits(States.RecordScoringFailure!) + retryWaits(States.CountScoringFailure!);
    expect(score.TimeoutSeconds! + retryWaits(score) + failurePath).toBeLessThan(5 * 60);
  });
});
