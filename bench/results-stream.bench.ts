/**
 * Results streaming memory: 100,000 stored result lines streamed from GET /v2/audits/{id}/results through the
 * sandbox, sampling the process's resident set size while the client reads. Goal: growth under 64 MB (the
 * handler holds one DynamoDB page and one 64 KB chunk at a time). Reports, never asserts.
 */
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import '../sandbox/polyfills';
import { SANDBOX_PRINCIPAL } from '../sandbox/environment';
import { startSandbox } from '../sandbox/runtime';
import { createDocumentClient } from '../src/adapters/aws/clients';
import { dynamoDbBatchStore } from '../src/adapters/dynamodb/audit-batches';
import type { AuditResult } from '../src/audits/model';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 100_000);
const GOAL_MB = 64;
const WRITE_CONCURRENCY = 8;

const resultLine = (index: number): AuditResult => ({
  conversation_id: `conv-${index}`,
  rubric_version: '1.0.0',
  overall_score: (index % 100) + 0.5,
  evaluator: 'lexical-overlap',
  criterion_scores: ['greeting', 'verification', 'resolution'].map((criterion_id, c) => ({
    criterion_id,
    score: (index + c) % 3,
    label: ['no', 'partly', 'yes'][(index + c) % 3] as string,
    evidence: [
      {
        turn_index_start: c,
        turn_index_end: c,
        excerpt: 'Hello, thanks for calling support. Can you confirm your account name?',
        reasoning: 'Lexical overlap, not a judgement: 3/5 criterion terms occur in the transcript (calling, account, name); turn 0 shares the most.',
      },
    ],
  })),
});

export interface ResultsStreamFigures {
  readonly lines: number;
  readonly megabytesStreamed: number;
  readonly seconds: number;
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
const measure = async (read: () => Promise<{ bytes: number; lines: number; status: number }>): Promise<Measured> => {
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

/**
 * Runs the results handler in a process of its own (bench/results-stream-handler.ts), as Lambda runs it: the
 * sandbox's dynalite and this process's seeding garbage stay out of the figures.
 */
const handlerInOwnProcess = async (batchId: string): Promise<HandlerFigures> => {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(new URL('./results-stream-handler.ts', import.meta.url)), batchId, SANDBOX_PRINCIPAL], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const last = output.trim().split('\n').pop() ?? '';
  if (code !== 0 || !last.startsWith('{')) throw new Error(`the handler process exited with ${code}: ${output.slice(-500)}`);
  return JSON.parse(last) as HandlerFigures;
};

export default async function resultsStreamBench(): Promise<ResultsStreamFigures | { error: string }> {
  const sandbox = await startSandbox();
  try {
    const documents = createDocumentClient();
    const batchId = randomUUID();
    await dynamoDbBatchStore(documents, process.env.AUDIT_BATCHES_TABLE_NAME as string).create({
      batch_id: batchId,
      owner: SANDBOX_PRINCIPAL,
      status: 'completed',
      rubric_id: randomUUID(),
      rubric_version: '1.0.0',
      conversation_count: RESULTS,
      created_at: new Date().toISOString(),
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
            return { PutRequest: { Item: { batch_id: batchId, seq: first + k, line: JSON.stringify(line), scored: true, overall: line.overall_score } } };
          });
          await documents.send(new BatchWriteCommand({ RequestItems: { [process.env.AUDIT_RESULTS_TABLE_NAME as string]: items } }));
        }
      }),
    );

    const viaHandler = await handlerInOwnProcess(batchId);
    const viaSandbox = await measure(async () => {
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
      rssGrowthMb: viaHandler.rssGrowthMb,
      heapGrowthMb: viaHandler.heapGrowthMb,
      sandboxHttp: { lines: viaSandbox.lines, seconds: viaSandbox.seconds, rssGrowthMb: viaSandbox.rssGrowthMb, arrayBufferGrowthMb: viaSandbox.arrayBufferGrowthMb },
      goalMb: GOAL_MB,
      metGoal: viaHandler.rssGrowthMb < GOAL_MB && viaHandler.lines === RESULTS,
    };
    console.log(
      [
        `results stream: ${RESULTS} result lines`,
        `  handler in its own process: ${viaHandler.lines} lines (${viaHandler.megabytes.toFixed(0)} MB) in ${viaHandler.seconds.toFixed(1)} s; RSS ${viaHandler.rssBeforeMb.toFixed(0)} → peak ${viaHandler.rssPeakMb.toFixed(0)} MB (+${viaHandler.rssGrowthMb.toFixed(1)} MB), JS heap +${viaHandler.heapGrowthMb.toFixed(1)} MB`,
        `  goal: growth < ${GOAL_MB} MB: ${figures.metGoal ? 'met' : 'NOT met'}`,
        `  end to end over sandbox HTTP (sandbox, handler and client in one process): ${viaSandbox.lines} lines in ${viaSandbox.seconds.toFixed(1)} s; RSS +${viaSandbox.rssGrowthMb.toFixed(1)} MB, array buffers +${viaSandbox.arrayBufferGrowthMb.toFixed(1)} MB`,
        '  (the sandbox response stream never pushes back, so it buffers what the client has not read yet)',
      ].join('\n'),
    );
    return figures;
  } catch (error) {
    console.log(`results stream bench failed: ${(error as Error).message}`);
    return { error: (error as Error).message };
  } finally {
    await sandbox.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await resultsStreamBench();
