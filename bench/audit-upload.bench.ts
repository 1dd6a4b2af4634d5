/**
 * Audit by upload at scale: AUDIT_BENCH_CONVERSATIONS (default 100,000) generated five-minute calls (60 turns)
 * written to a JSON Lines file, submitted with `ccp audits submit` (pre-signed upload, server-side validation,
 * the Distributed Map over the JSONL item list), timed from the submission to the last NDJSON result line,
 * with the peak memory of every process involved (this one — the sandbox with its function instances in
 * worker threads —, DynamoDB Local's JVM, each ccp run).
 *
 * The sandbox's AWS limits stay on; no request limit is raised. Bedrock's default on-demand quota (200 requests
 * a minute) caps scoring at 200 conversations a minute, as in AWS: 100,000 take over 8 hours. Set
 * AUDIT_BENCH_LIFTED_QUOTAS=1 to measure the pipeline without it; the report says which was used.
 * Reports, never asserts.
 */
import '../sandbox/polyfills';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startSandbox } from '../sandbox/runtime';
import { DEFAULT_QUOTAS, LIFTED_QUOTAS } from '../sandbox/bedrock/quota';
import type { Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';

const CONVERSATIONS = Number(process.env.AUDIT_BENCH_CONVERSATIONS ?? 100_000);
const LIFTED = process.env.AUDIT_BENCH_LIFTED_QUOTAS === '1';
const TURNS = 60;
const SAMPLE_MS = 500;

const PHRASES = [
  'Hello, thanks for calling support, my name is Sam.',
  'I need a refund for my order, it arrived broken.',
  'Let me check the order status for you.',
  'The refund is processed today and takes three days.',
  'Can you confirm your account name please?',
  'Sorry for the delay on the delivery.',
  'Is there anything else I can do for you?',
  'Thank you, have a nice day.',
];

/** Writes the file a line at a time (100,000 calls are ~500 MB: never held whole). */
const writeConversations = async (file: string): Promise<number> => {
  const { createWriteStream } = await import('node:fs');
  const out = createWriteStream(file);
  for (let c = 0; c < CONVERSATIONS; c++) {
    const conversation = {
      id: `call-${c}`,
      transcript: Array.from({ length: TURNS }, (_, t) => ({
        role: t % 2 === 0 ? 'agent' : 'customer',
        text: PHRASES[(c * 7 + t * 3) % PHRASES.length] as string,
        timestamp: t * 5,
      })),
    };
    if (!out.write(JSON.stringify(conversation) + '\n')) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return (await stat(file)).size;
};

/** Peak resident memory (VmHWM) of this process and its descendants, sampled from /proc. */
const memorySampler = () => {
  const peaks = new Map<number, { command: string; peakKiB: number }>();
  const parentOf = async (pid: number) => Number((await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /s, '').split(' ')[1]);
  const sample = async () => {
    const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
    for (const pid of pids) {
      try {
        let ancestor = pid;
        while (ancestor > 1 && ancestor !== process.pid) ancestor = await parentOf(ancestor);
        if (ancestor !== process.pid) continue;
        const status = await readFile(`/proc/${pid}/status`, 'utf8');
        const peakKiB = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
        const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean).slice(0, 4).join(' ').slice(0, 120);
        const known = peaks.get(pid);
        if (!known || peakKiB > known.peakKiB) peaks.set(pid, { command, peakKiB });
      } catch {
        // the process ended between the listing and the read
      }
    }
  };
  const timer = setInterval(() => void sample(), SAMPLE_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await sample();
      return [...peaks.entries()].map(([pid, p]) => ({ pid, ...p, peakMiB: Math.round(p.peakKiB / 1024) }));
    },
  };
};

const ccp = (endpoint: string, ...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'node',
      ['client/cli/bin.js', '--endpoint', endpoint, ...args],
      { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

export interface AuditUploadFigures {
  readonly conversations: number;
  readonly fileBytes: number;
  readonly quotas: string;
  readonly submitSeconds: number;
  readonly totalSeconds: number;
  readonly resultLines: number;
  readonly status: string;
  readonly scored: number;
  /** Conversations with an error line: with the default quota, calls still throttled after their retries. */
  readonly failed: number;
  readonly processes: readonly { pid: number; command: string; peakMiB: number }[];
}

const measure = async (): Promise<AuditUploadFigures | { error: string }> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'audit-upload-bench-'));
  const sampler = memorySampler();
  const sandbox = await startSandbox(LIFTED ? { bedrock: { quotas: LIFTED_QUOTAS } } : {});
  try {
    const file = path.join(dir, 'calls.jsonl');
    const fileBytes = await writeConversations(file);
    const rubricFile = path.join(dir, 'rubric.json');
    await writeFile(
      rubricFile,
      JSON.stringify({
        version: '1.0.0',
        min_score: 0,
        max_score: 100,
        criteria: [
          {
            id: 'greeting',
            name: 'Greeting',
            weight: 0.5,
            prompt: 'Did the agent greet the caller and give their name?',
            scale: { type: 'ordinal', labels: ['no', 'partly', 'yes'] },
          },
          {
            id: 'resolution',
            name: 'Resolution',
            weight: 0.5,
            prompt: 'Was the refund resolved and its timeline explained?',
            scale: { type: 'continuous', range: [0, 10] },
          },
        ],
      }),
    );
    const rubric = await ccp(sandbox.url, '--json', 'rubrics', 'create', rubricFile);
    const rubricId = (JSON.parse(rubric.stdout) as { id: string }).id;

    const started = performance.now();
    const submitted = await ccp(
      sandbox.url,
      'audits',
      'submit',
      file,
      '--rubric',
      `${rubricId}@1.0.0`,
      '--wait',
      '--timeout',
      String(24 * 3600),
    );
    const batchId = /Audit batch (\S+): /.exec(submitted.stdout)?.[1];
    if (!batchId) return { error: `ccp audits submit exited ${submitted.code}: ${submitted.stderr.slice(-500)}` };
    const scored = performance.now();
    const out = path.join(dir, 'results.ndjson');
    await ccp(sandbox.url, 'audits', 'results', batchId, '--out', out);
    const finished = performance.now();
    let resultLines = 0;
    for (const byte of await readFile(out)) if (byte === 0x0a) resultLines += 1;
    return {
      conversations: CONVERSATIONS,
      fileBytes,
      quotas: LIFTED
        ? 'LIFTED_QUOTAS (AUDIT_BENCH_LIFTED_QUOTAS=1): the pipeline without the Bedrock quota'
        : `default (${DEFAULT_QUOTAS.requestsPerMinute} requests, ${DEFAULT_QUOTAS.tokensPerMinute} tokens a minute)`,
      submitSeconds: (scored - started) / 1000,
      totalSeconds: (finished - started) / 1000,
      resultLines,
      status: /Audit batch \S+: (\S+),/.exec(submitted.stdout)?.[1] ?? 'unknown',
      scored: Number(/, (\d+)\/\d+ scored, \d+ failed/.exec(submitted.stdout)?.[1] ?? 0),
      failed: Number(/, \d+\/\d+ scored, (\d+) failed/.exec(submitted.stdout)?.[1] ?? 0),
      processes: (await sampler.stop()).map(({ pid, command, peakMiB }) => ({ pid, command, peakMiB })),
    };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await sandbox.stop();
    await rm(dir, { recursive: true, force: true });
  }
};

const report = (figures: AuditUploadFigures | { error: string }): string[] =>
  'error' in figures
    ? [`failed: ${figures.error}`]
    : [
        `${figures.conversations} conversations × ${TURNS} turns, ${(figures.fileBytes / 2 ** 20).toFixed(1)} MiB JSONL, uploaded by ccp, lexical evaluator, sandbox with AWS limits on`,
        `Bedrock quotas: ${figures.quotas}`,
        `submission (upload, validation, scoring) → batch ${figures.status} (${figures.scored} scored, ${figures.failed} failed): ${figures.submitSeconds.toFixed(1)} s; → last of ${figures.resultLines} result lines: ${figures.totalSeconds.toFixed(1)} s`,
        'peak resident memory per process (VmHWM):',
        ...figures.processes.map((p) => `  ${String(p.peakMiB).padStart(6)} MiB  ${p.command}`),
      ];

export const run: Bench = async () => {
  const figures = await runInSeparateProcess<AuditUploadFigures | { error: string }>(import.meta.url);
  return {
    title: `Audit by upload: ${CONVERSATIONS} conversations, submission to last NDJSON line`,
    lines: report(figures),
    data: figures,
  };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure()));
