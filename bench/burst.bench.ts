/**
 * A burst of transcript jobs against the sandbox: how responsive GET /v1/transcripts/{id} stays while the local
 * Transcribe works through its queue (goal: p99 under 1 s while 120 jobs are queued), and the most recognitions
 * that ran at once against the configured limit (goal: never above it). Reports, never asserts.
 */
import { availableParallelism } from 'node:os';
import '../sandbox/polyfills';
import { startSandbox } from '../sandbox/runtime';
import { startFixtureServer } from '../test/transcripts/support/fixture-server';
import { postTranscript, validRequest } from '../test/transcripts/support/transcripts-api';
import { table, type Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';

const JOBS = Number(process.env.BENCH_BURST_JOBS ?? 120);
const ENGINE_LIMIT = availableParallelism();
const P99_GOAL_MS = 1000;

export interface BurstFigures {
  readonly jobs: number;
  readonly accepted: number;
  readonly engineLimit: number;
  readonly enginePeak: number;
  readonly gets: number;
  readonly getP50Ms: number;
  readonly getP99Ms: number;
  readonly getMaxMs: number;
  readonly secondsToDrain: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const measure = async (): Promise<BurstFigures | { error: string }> => {
  const sandbox = await startSandbox({ retryIntervalMs: 5, transcribe: { maxConcurrentJobs: ENGINE_LIMIT } });
  const fixtures = await startFixtureServer();
  const started = Date.now();
  try {
    const submitted = await Promise.all(
      Array.from({ length: JOBS }, () =>
        postTranscript(sandbox.url, validRequest(fixtures.url('call-agent-left.wav'), { config: { language: 'en' } })),
      ),
    );
    const jobIds = submitted.filter((r) => r.status === 202).map((r) => String(r.body.jobId));
    // Poll the jobs as a caller would while the queue drains: every latency counts.
    const latencies: number[] = [];
    let pending = jobIds;
    while (pending.length > 0 && Date.now() - started < 30 * 60 * 1000) {
      const still: string[] = [];
      for (const jobId of pending) {
        const t0 = performance.now();
        const response = await fetch(`${sandbox.url}/v1/transcripts/${jobId}`);
        const body = (await response.json()) as { status?: string };
        latencies.push(performance.now() - t0);
        if (body.status !== 'completed' && body.status !== 'failed') still.push(jobId);
      }
      pending = still;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await sandbox.waitForIdle();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      jobs: JOBS,
      accepted: jobIds.length,
      engineLimit: ENGINE_LIMIT,
      enginePeak: sandbox.transcribeRecognitions().peak,
      gets: latencies.length,
      getP50Ms: percentile(sorted, 50),
      getP99Ms: percentile(sorted, 99),
      getMaxMs: sorted.at(-1) ?? 0,
      secondsToDrain: (Date.now() - started) / 1000,
    };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await fixtures.stop();
    await sandbox.stop();
  }
};

const report = (figures: BurstFigures | { error: string }): string[] => {
  if ('error' in figures) return [`failed: ${figures.error}`];
  return [
    ...table(
      ['Measure', 'Value', 'Goal'],
      [
        ['jobs accepted', `${figures.accepted} of ${figures.jobs}`, 'all'],
        ['recognitions at once (peak)', String(figures.enginePeak), `≤ ${figures.engineLimit} (the limit)`],
        [
          `GET /v1/transcripts/{id} p50 / p99 / max (${figures.gets} requests)`,
          `${figures.getP50Ms.toFixed(0)} / ${figures.getP99Ms.toFixed(0)} / ${figures.getMaxMs.toFixed(0)} ms`,
          `p99 < ${P99_GOAL_MS} ms`,
        ],
        ['burst drained in', `${figures.secondsToDrain.toFixed(0)} s`, 'report only'],
      ],
    ),
    figures.getP99Ms < P99_GOAL_MS && figures.enginePeak <= figures.engineLimit
      ? 'Both goals met.'
      : 'A goal is NOT met on this machine: see the figures above.',
  ];
};

export const run: Bench = async () => {
  const figures = await runInSeparateProcess<BurstFigures | { error: string }>(import.meta.url);
  return {
    title: `A burst of ${JOBS} transcript jobs: GET latency while queued, and the engine's concurrency`,
    lines: report(figures),
    data: figures,
  };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure()));
