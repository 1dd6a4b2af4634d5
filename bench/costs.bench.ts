/**
 * What one transcript job and one audited conversation cost in Step Functions transitions and in model tokens
 * (the usage the sandbox's Bedrock Converse emulation reports for the evaluator's calls: its offline stand-in
 * answers, so output tokens are the stand-in's, input tokens are the real prompt's), priced with
 * bench/prices.ts as dollars per 1,000 jobs / conversations. Reports, never asserts.
 */
import '../sandbox/polyfills';
import { startSandbox } from '../sandbox/runtime';
import type { ExecutionRecord } from '../sandbox/step-functions';
import { submitAndSettle } from '../test/audits/support/large-batch';
import { startFixtureServer } from '../test/transcripts/support/fixture-server';
import { postTranscript, validRequest } from '../test/transcripts/support/transcripts-api';
import { expressExecutionCost, PRICES, PRICES_AS_OF } from './prices';
import { table, type Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';
import { LIFTED_QUOTAS } from '../sandbox/bedrock/quota';

const CONVERSATIONS = Number(process.env.BENCH_COST_CONVERSATIONS ?? 500);

export interface CostFigures {
  readonly pricesAsOf: string;
  readonly transcriptJob: { status: string; transitions: number; dollarsPer1000: number };
  readonly audit: {
    conversations: number;
    status: string;
    parentTransitions: number;
    childExecutions: number;
    childTransitions: number;
    childType: 'STANDARD' | 'EXPRESS';
    meanChildMs: number;
    transitionsPerConversation: number;
    dollarsPer1000: number;
  };
  /** The evaluator's Converse usage per scored conversation, and its list price per 1,000 conversations. */
  readonly model: {
    calls: number;
    inputTokensPerConversation: number;
    outputTokensPerConversation: number;
    cacheReadTokensPerConversation: number;
    dollarsPer1000: number;
  };
}

/** The evaluator's default model (lib/config/stages.ts): Sonnet 4.5 through a geographic profile. */
const EVALUATOR_PRICE = PRICES.bedrock['claude-sonnet-4-5'];

const transitionsOf = (execution: ExecutionRecord | undefined) => execution?.transitions ?? 0;

const measure = async (): Promise<CostFigures | { error: string }> => {
  // The emulation's per-minute quotas are lifted: offline answers take milliseconds, a deployed batch minutes.
  const sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: LIFTED_QUOTAS } });
  const fixtures = await startFixtureServer();
  try {
    const submitted = await postTranscript(sandbox.url, validRequest(fixtures.url('call-agent-left.wav'), { config: { language: 'en', context: 'Acme Support calls' } }));
    await sandbox.waitForIdle();
    const jobId = String(submitted.body.jobId);
    const job = sandbox.executions().find((e) => JSON.stringify(e.input).includes(jobId));
    const jobTransitions = transitionsOf(job);
    const jobStatus = ((await (await fetch(`${sandbox.url}/v1/transcripts/${jobId}`)).json()) as { status?: string }).status ?? 'unknown';

    const callsBefore = sandbox.converseCalls().length;
    const { batch, execution } = await submitAndSettle(sandbox, CONVERSATIONS);
    const evaluatorCalls = sandbox
      .converseCalls()
      .slice(callsBefore)
      .filter((call) => call.caller.kind === 'function' && call.caller.id === 'AuditScoreConversation' && call.usage);
    const sum = (pick: (usage: NonNullable<(typeof evaluatorCalls)[number]['usage']>) => number) =>
      evaluatorCalls.reduce((total, call) => total + pick(call.usage!), 0) / CONVERSATIONS;
    const input = sum((u) => u.inputTokens);
    const output = sum((u) => u.outputTokens);
    const cacheRead = sum((u) => u.cacheReadInputTokens);
    const cacheWrite = sum((u) => u.cacheWriteInputTokens);
    const premium = 1 + PRICES.bedrock.geographicProfilePremium;
    const modelDollars =
      premium * (input * EVALUATOR_PRICE.input + output * EVALUATOR_PRICE.output + cacheRead * 0.1 * EVALUATOR_PRICE.input + cacheWrite * 1.25 * EVALUATOR_PRICE.input);
    const mapRun = execution?.mapRuns?.[0];
    const childExecutions = mapRun?.childExecutions ?? 0;
    const meanChildMs = childExecutions ? (mapRun?.childDurationMs ?? 0) / childExecutions : 0;
    const parentTransitions = transitionsOf(execution);
    const childTransitions = mapRun?.childTransitions ?? 0;
    const childCost = mapRun?.executionType === 'EXPRESS' ? childExecutions * expressExecutionCost(meanChildMs) : childTransitions * PRICES.stepFunctions.standardPerTransition;
    const auditCost = parentTransitions * PRICES.stepFunctions.standardPerTransition + childCost;
    return {
      pricesAsOf: PRICES_AS_OF,
      transcriptJob: { status: jobStatus, transitions: jobTransitions, dollarsPer1000: jobTransitions * PRICES.stepFunctions.standardPerTransition * 1000 },
      audit: {
        conversations: CONVERSATIONS,
        status: batch.status,
        parentTransitions,
        childExecutions,
        childTransitions,
        childType: mapRun?.executionType ?? 'STANDARD',
        meanChildMs,
        transitionsPerConversation: (parentTransitions + childTransitions) / CONVERSATIONS,
        dollarsPer1000: (auditCost / CONVERSATIONS) * 1000,
      },
      model: {
        calls: evaluatorCalls.length,
        inputTokensPerConversation: input,
        outputTokensPerConversation: output,
        cacheReadTokensPerConversation: cacheRead,
        dollarsPer1000: modelDollars * 1000,
      },
    };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await fixtures.stop();
    await sandbox.stop();
  }
};

const report = (figures: CostFigures | { error: string }): string[] => {
  if ('error' in figures) return [`failed: ${figures.error}`];
  const { transcriptJob: job, audit, model } = figures;
  return [
    ...table(
      ['Unit', 'Step Functions', '$ per 1,000 (Step Functions)'],
      [
        [`transcript job (${job.status})`, `${job.transitions} standard transitions`, job.dollarsPer1000.toFixed(4)],
        [
          `audited conversation (batch of ${audit.conversations}, ${audit.status})`,
          `${(audit.parentTransitions / audit.conversations).toFixed(3)} standard transitions + 1 ${audit.childType.toLowerCase()} child (${audit.meanChildMs.toFixed(0)} ms, ${(audit.childTransitions / audit.conversations).toFixed(1)} states)`,
          audit.dollarsPer1000.toFixed(4),
        ],
      ],
    ),
    `Prices as of ${figures.pricesAsOf} (bench/prices.ts): standard $${PRICES.stepFunctions.standardPerTransition * 1000} per 1,000 transitions; express $1 per million requests + $${PRICES.stepFunctions.expressPerGbSecond} per GB-s (64 MB, 100 ms steps).`,
    audit.childType === 'EXPRESS'
      ? 'Express child durations are sandbox wall times (the lexical evaluator in-process), not Bedrock latencies: in AWS they are longer and cost more.'
      : 'Standard children are billed per transition, whatever their duration: a slow model costs no more in Step Functions.',
    `Model tokens per audited conversation (the evaluator's Converse usage, ${model.calls} calls): ${model.inputTokensPerConversation.toFixed(0)} input, ${model.outputTokensPerConversation.toFixed(0)} output, ${model.cacheReadTokensPerConversation.toFixed(0)} cache-read → $${model.dollarsPer1000.toFixed(2)} per 1,000 conversations at Sonnet 4.5's $${EVALUATOR_PRICE.input * 1e6}/$${EVALUATOR_PRICE.output * 1e6} per million input/output tokens (+${PRICES.bedrock.geographicProfilePremium * 100} % geographic profile). Input tokens are the real prompt's (estimated at 4 characters a token); output tokens are the offline stand-in's, shorter than a model's reasoning.`,
    job.status === 'completed' ? '' : `The transcript job ended ${job.status} here (is PocketSphinx installed?): its transitions are those of that path, not of a completed job.`,
  ].filter(Boolean);
};

export const run: Bench = async () => {
  const figures = await runInSeparateProcess<CostFigures | { error: string }>(import.meta.url);
  return { title: 'Cost per 1,000: Step Functions transitions and model tokens per transcript job and per audited conversation', lines: report(figures), data: figures };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure()));
