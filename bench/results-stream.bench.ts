/**
 * Results streaming memory: 100,000 result lines stored in the sandbox, streamed by the deployed
 * GET /v2/audits/{id}/results handler in a process of its own (as Lambda runs it) while its resident set size
 * is sampled. Goal: growth under 64 MB (the handler holds one DynamoDB page and one 64 KB chunk at a time).
 * Also streamed end to end over the sandbox's HTTP API for comparison. Reports, never asserts.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_BATCHES_BY_OWNER_INDEX, AUDIT_BATCHES_TABLE, AUDIT_RESULTS_TABLE } from '../lib/definitions/audits';
import '../sandbox/polyfills';
import { SANDBOX_PRINCIPAL } from '../sandbox/environment';
import { startSandbox } from '../sandbox/runtime';
import { createDocumentClient } from '../src/adapters/aws/clients';
import { dynamoDbBatchStore } from '../src/adapters/dynamodb/audit-batches';
import { toWire } from '../src/adapters/wire-case';
import type { AuditResult } from '../src/audits/model';
import type { Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 100_000);
const GOAL_MB = 64;
const WRITE_CONCURRENCY = 8;

const resultLine = (index: number): AuditResult => ({
  conversationId: `conv-${index}`,
  rubricVersion: '1.0.0',
  overallScore: (index % 100) + 0.5,
  evaluator: 'lexical-overlap',
  criterionScores: ['greeting', 'verification', 'resolution'].map((criterionId, c) => ({
    criterionId,
    score: (index + c) % 3,
    label: ['no', 'partly', 'yes'][(index + c) % 3] as string,
    evidence: [
      {
        turnIndexStart: c,
        turnIndexEnd: c,
        excerpt: 'Hello, thanks for calling support. Can you confirm your account name?',
        reasoning:
          'Lexical overlap, not a judgement: 3/5 criterion terms occur in the transcript (calling, account, name); turn 0 shares the most.',
      },
    ],
  })),
});

export interface ResultsStreamFigures {
  readonly lines: number;
  readonly megabytesStreamed: number;
  readonly seconds: number;
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
  readonly rssGrowthMb: number;
  readonly heapGrowthMb: number;
  readonly sandboxHttp: { lines: number; seconds: number; rssGrowthMb: number; arrayBufferGrowthMb: number };
  readonly goalMb: number;
  readonly metGoal: boolean;
}

const mb = (bytes: number) => bytes / (1024 * 1024);

interface Measured {
  readonly bytes: number;
  readonly lines: number;
  readonly status: number;
  readonly seconds: number;
  readonly rssGrowthMb: number;
  readonly heapGrowthMb: number;
  readonly arrayBufferGrowthMb: number;
}

/** Runs `read` while sampling memory every 10 ms; growth is peak minus the value just before. */
const sampleMemoryWhile = async (read: () => Promise<{ bytes: number; lines: number; status: number }>): Promise<Measured> => {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  const peak = { ...before };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  const outcome = await read();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  return {
    ...outcome,
    seconds,
    rssGrowthMb: mb(peak.rss - before.rss),
    heapGrowthMb: mb(peak.heapUsed - before.heapUsed),
    arrayBufferGrowthMb: mb(peak.arrayBuffers - before.arrayBuffers),
  };
};

interface HandlerFigures {
  readonly lines: number;
  readonly megabytes: number;
  readonly seconds: number;
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
  readonly rssGrowthMb: number;
  readonly heapGrowthMb: number;
}

/** The measurement itself; runs in a process of its own (see `run`). */
const measure = async (): Promise<ResultsStreamFigures | { error: string }> => {
  const sandbox = await startSandbox();
  try {
    const documents = createDocumentClient();
    const batchId = randomUUID();
    // Table names as the results function gets them (each sandbox has its own tables).
    const resultsEnvironment = await sandbox.functionEnvironment('AuditResults');
    const tableOf = (table: { envVar: string }) => resultsEnvironment[table.envVar] as string;
    await dynamoDbBatchStore(documents, tableOf(AUDIT_BATCHES_TABLE), AUDIT_BATCHES_BY_OWNER_INDEX).create({
      batchId,
      owner: SANDBOX_PRINCIPAL,
      status: 'completed',
      rubricId: randomUUID(),
      rubricVersion: '1.0.0',
      conversationCount: RESULTS,
      createdAt: new Date().toISOString(),
      counts: { total: RESULTS, scored: RESULTS, failed: 0 },
    });
    // Seeded directly (25 items per BatchWriteItem): scoring 100,000 conversations is the other bench's job.
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITE_CONCURRENCY }, async () => {
        while (next < RESULTS) {
          const first = next;
          next = Math.min(RESULTS, next + 25);
          const items = Array.from({ length: next - first }, (_, k) => {
            const line = resultLine(first + k);
            return {
              PutRequest: {
                Item: { batch_id: batchId, seq: first + k, line: JSON.stringify(toWire(line)), scored: true, overall: line.overallScore },
              },
            };
          });
          await documents.send(new BatchWriteCommand({ RequestItems: { [tableOf(AUDIT_RESULTS_TABLE)]: items } }));
        }
      }),
    );

    const viaHandler = await runInSeparateProcess<HandlerFigures>(
      new URL('./results-stream-handler.ts', import.meta.url).href,
      [batchId, SANDBOX_PRINCIPAL],
      {
        ...process.env,
        ...resultsEnvironment,
      },
    );
    const viaSandbox = await sampleMemoryWhile(async () => {
      const response = await fetch(`${sandbox.url}/v2/audits/${batchId}/results`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines += 1;
      }
      return { bytes, lines, status: response.status };
    });

    const figures: ResultsStreamFigures = {
      lines: viaHandler.lines,
      megabytesStreamed: viaHandler.megabytes,
      seconds: viaHandler.seconds,
      rssBeforeMb: viaHandler.rssBeforeMb,
      rssPeakMb: viaHandler.rssPeakMb,
      rssGrowthMb: viaHandler.rssGrowthMb,
      heapGrowthMb: viaHandler.heapGrowthMb,
      sandboxHttp: {
        lines: viaSandbox.lines,
        seconds: viaSandbox.seconds,
        rssGrowthMb: viaSandbox.rssGrowthMb,
        arrayBufferGrowthMb: viaSandbox.arrayBufferGrowthMb,
      },
      goalMb: GOAL_MB,
      metGoal: viaHandler.rssGrowthMb < GOAL_MB && viaHandler.lines === RESULTS,
    };
    return figures;
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await sandbox.stop();
  }
};

const report = (figures: ResultsStreamFigures | { error: string }): string[] =>
  'error' in figures
    ? [`failed: ${figures.error}`]
    : [
        `handler in its own process: ${figures.lines} lines (${figures.megabytesStreamed.toFixed(0)} MB) in ${figures.seconds.toFixed(1)} s; RSS ${figures.rssBeforeMb.toFixed(0)} → peak ${figures.rssPeakMb.toFixed(0)} MB: growth ${figures.rssGrowthMb.toFixed(1)} MB (JS heap +${figures.heapGrowthMb.toFixed(1)} MB)`,
        `goal: growth < ${figures.goalMb} MB: ${figures.metGoal ? 'met' : 'NOT met'}`,
        `end to end over sandbox HTTP (sandbox, handler and client in one process, with backpressure): ${figures.sandboxHttp.lines} lines in ${figures.sandboxHttp.seconds.toFixed(1)} s; RSS +${figures.sandboxHttp.rssGrowthMb.toFixed(1)} MB, array buffers +${figures.sandboxHttp.arrayBufferGrowthMb.toFixed(1)} MB`,
      ];

export const run: Bench = async () => {
  const figures = await runInSeparateProcess<ResultsStreamFigures | { error: string }>(import.meta.url);
  return { title: 'Results stream: peak RSS growth while streaming 100,000 results', lines: report(figures), data: figures };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure()));
