/**
 * The sandbox under load, as a user starts it (`npm start`, SANDBOX_AUTH=sigv4, a data directory): what all its
 * processes hold idle, how fast signed GETs of job status and of the batch list answer with 50 and 200 callers
 * at once (idle, and while a 300-conversation audit batch runs), and whether memory stays flat over ten batches
 * of 1,000 conversations. Budgets (docs/sandbox-performance-and-faults.md): idle ≤ 600 MB for all the sandbox's processes;
 * 50 callers for 20 s p99 ≤ 300 ms with no error, idle and during the batch; 200 callers p99 ≤ 1 s.
 * Reports, never asserts. BENCH_LOAD_SECONDS shortens the load phases, BENCH_LOAD_BATCHES the memory phase.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sigV4Signer } from '../client/signing';
import { EXCESS_IDLE_MS } from '../sandbox/lambda-runtime';
import { SANDBOX_SIGV4_PRINCIPALS } from '../sandbox/sigv4-auth';
import { startFixtureServer } from '../test/transcripts/support/fixture-server';
import { generatedConversations } from './conversations';
import { table, type Bench } from './report';
import { memoryOf, startNpmSandbox, type MemoryFigures, type StartedSandbox } from './sandbox-process';

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const MEMORY_BATCHES = Number(process.env.BENCH_LOAD_BATCHES ?? 10);
const BUDGETS = { idleMb: 600, p99Ms50: 300, p99Ms200: 1000 } as const;
const FINAL_BATCH = new Set(['completed', 'completed_with_errors', 'failed']);
const FINAL_JOB = new Set(['completed', 'failed']);

const alice = SANDBOX_SIGV4_PRINCIPALS[0]!;
const sign = sigV4Signer({ region: 'us-east-1', credentials: alice });

/** A caller signs each request; one signature per URL and minute keeps the load generator's own CPU small. */
const signatures = new Map<string, { at: number; headers: Record<string, string> }>();
const signedGetHeaders = async (url: URL) => {
  const cached = signatures.get(url.href);
  if (cached && Date.now() - cached.at < 60_000) return cached.headers;
  const headers = await sign({ method: 'GET', url, headers: {} });
  signatures.set(url.href, { at: Date.now(), headers });
  return headers;
};

const signedJson = async (method: string, url: string, body?: unknown) => {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const target = new URL(url);
  const headers = await sign({
    method,
    url: target,
    headers: text === undefined ? {} : { 'content-type': 'application/json' },
    ...(text === undefined ? {} : { body: new TextEncoder().encode(text) }),
  });
  const response = await fetch(target, { method, headers, ...(text === undefined ? {} : { body: text }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>, withinMs: number): Promise<T> => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const submitBatch = async (url: string, rubricId: string, count: number, seed: number) => {
  const response = await signedJson('POST', `${url}/v2/audits`, {
    rubric_id: rubricId,
    conversations: generatedConversations(count, seed),
  });
  if (response.status !== 202) throw new Error(`POST /v2/audits answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.batch_id as string;
};

const batchStatus = async (url: string, batchId: string) => String((await signedJson('GET', `${url}/v2/audits/${batchId}`)).body.status);

const waitForBatch = (url: string, batchId: string, withinMs = 30 * 60_000) =>
  waitFor(
    `batch ${batchId}`,
    async () => {
      const status = await batchStatus(url, batchId);
      return FINAL_BATCH.has(status) ? status : undefined;
    },
    withinMs,
  );

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface LoadFigures {
  readonly callers: number;
  readonly seconds: number;
  readonly requests: number;
  readonly perSecond: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** CPU seconds the sandbox's processes used during the phase. */
  readonly sandboxCpuSeconds: number;
  /** Per WINDOW_SECONDS of the phase, by when requests started: p99 and requests over the 50-caller budget. */
  readonly windows: readonly { readonly p99Ms: number; readonly over: number }[];
}

/** The width of the windows a load phase is also reported in: where in the phase its slow requests are. */
const WINDOW_SECONDS = 2;

/** How long the load generator warms up against its own server before the first load (warmLoadGenerator). */
const WARM_UP_SECONDS = 3;

/** `callers` loops, each GETting job status and the batch list in turn, signed, for `seconds`. */
const load = async (
  sandbox: Pick<StartedSandbox, 'url' | 'pid'>,
  callers: number,
  seconds: number,
  jobIds: readonly string[],
): Promise<LoadFigures> => {
  const urls = [...jobIds.map((id) => new URL(`${sandbox.url}/v1/transcripts/${id}`)), new URL(`${sandbox.url}/v2/audits?limit=20`)];
  const latencies: number[] = [];
  const started: number[] = [];
  let errors = 0;
  const cpuBefore = memoryOf(sandbox.pid).cpuSeconds;
  const begins = performance.now();
  const ends = begins + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let i = caller; performance.now() < ends; i++) {
        // Every other request is the batch list; the rest spread over the jobs.
        const url = i % 2 === 0 ? urls[urls.length - 1]! : urls[(i >> 1) % (urls.length - 1)]!;
        const headers = await signedGetHeaders(url);
        const t0 = performance.now();
        try {
          const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          if (response.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
        started.push(t0 - begins);
      }
    }),
  );
  const windows = Array.from({ length: Math.ceil(seconds / WINDOW_SECONDS) }, (_, w) =>
    latencies.filter((_, k) => Math.floor(started[k]! / (WINDOW_SECONDS * 1000)) === w).sort((a, b) => a - b),
  ).map((window) => ({ p99Ms: Math.round(percentile(window, 99)), over: window.filter((ms) => ms > BUDGETS.p99Ms50).length }));
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    windows,
    callers,
    seconds,
    requests: sorted.length,
    perSecond: Math.round(sorted.length / seconds),
    errors,
    p50Ms: Math.round(percentile(sorted, 50)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? 0),
    sandboxCpuSeconds: Math.round((memoryOf(sandbox.pid).cpuSeconds - cpuBefore) * 10) / 10,
  };
};

/**
 * The load generator's own warm-up. Its fetch client and signer run cold for their first thousand requests (V8
 * compiling them), which counted as the sandbox's latency and took CPU from it on the two shared cores: with the
 * client warm, the cold phase's requests over 300 ms went from 116-144 to 60-80 in three runs of each (27 Nov).
 * So the same callers first run against a server of the bench's own on loopback, never the sandbox, whose
 * functions start the measured phase exactly as cold as before.
 */
const warmLoadGenerator = async (callers: number, jobIds: readonly string[]) => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"items":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    await load({ url: `http://127.0.0.1:${port}`, pid: process.pid }, callers, WARM_UP_SECONDS, jobIds);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
};

/** Idle memory is the highest of a few samples, a second apart. */
const idleMemory = async (pid: number): Promise<MemoryFigures> => {
  let highest = memoryOf(pid);
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sample = memoryOf(pid);
    if (sample.sandboxMb > highest.sandboxMb) highest = sample;
  }
  return highest;
};

export interface SandboxLoadFigures {
  readonly startedMemory: MemoryFigures;
  readonly idleMemory: MemoryFigures;
  readonly idle50: LoadFigures;
  readonly idle200: LoadFigures;
  readonly during300: LoadFigures & { readonly batchStillRunning: boolean };
  readonly afterLoadMemory: MemoryFigures;
  readonly stopMs: number;
  readonly batches: readonly {
    readonly batch: number;
    readonly status: string;
    readonly seconds: number;
    readonly memory: MemoryFigures;
  }[];
  readonly batchesStopMs: number;
}

const seedWork = async (sandbox: StartedSandbox, audioUrl: string) => {
  const rubric = await signedJson(
    'POST',
    `${sandbox.url}/v2/rubrics`,
    JSON.parse(await readFile(new URL('../examples/qa-rubric.json', import.meta.url), 'utf8')),
  );
  if (rubric.status !== 201) throw new Error(`POST /v2/rubrics answered ${rubric.status}`);
  const rubricId = rubric.body.id as string;
  const jobIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const job = await signedJson('POST', `${sandbox.url}/v1/transcripts`, {
      callback: { url: 'http://127.0.0.1:9/hooks', events: ['completed'] },
      metadata: { bench: i },
      idempotencyKey: `bench-${i}-${Date.now()}`,
      payload: { input: { audio_url: audioUrl }, config: { language: 'en' } },
    });
    if (job.status !== 202) throw new Error(`POST /v1/transcripts answered ${job.status}: ${JSON.stringify(job.body)}`);
    jobIds.push(job.body.jobId as string);
  }
  const seeded = [];
  for (let i = 0; i < 3; i++) seeded.push(await submitBatch(sandbox.url, rubricId, 20, i));
  for (const batchId of seeded) await waitForBatch(sandbox.url, batchId);
  for (const jobId of jobIds) {
    await waitFor(
      `job ${jobId}`,
      async () => {
        const status = String((await signedJson('GET', `${sandbox.url}/v1/transcripts/${jobId}`)).body.status);
        return FINAL_JOB.has(status) ? status : undefined;
      },
      10 * 60_000,
    );
  }
  return { rubricId, jobIds };
};

const measure = async (): Promise<SandboxLoadFigures> => {
  const fixtures = await startFixtureServer();
  const dataDirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-sandbox-load-'));
    dataDirs.push(dir);
    return dir;
  };
  try {
    // As a user runs it: every default (Bedrock's per-minute quotas included), SigV4 on.
    const sandbox = await startNpmSandbox({ dataDir: await dataDir(), env: { SANDBOX_AUTH: 'sigv4' } });
    let stopMs: number;
    let figures: Omit<SandboxLoadFigures, 'batches' | 'batchesStopMs' | 'stopMs'>;
    try {
      const startedMemory = memoryOf(sandbox.pid);
      const { rubricId, jobIds } = await seedWork(sandbox, fixtures.url('call-mono.wav'));
      // Idle: past the grace an instance over the warm cap gets (EXCESS_IDLE_MS), as a sandbox left alone is.
      await new Promise((resolve) => setTimeout(resolve, EXCESS_IDLE_MS + 5000));
      const idle = await idleMemory(sandbox.pid);
      await warmLoadGenerator(50, jobIds);
      const idle50 = await load(sandbox, 50, LOAD_SECONDS, jobIds);
      const idle200 = await load(sandbox, 200, LOAD_SECONDS, jobIds);
      const running = await submitBatch(sandbox.url, rubricId, 300, 99);
      const during = await load(sandbox, 50, LOAD_SECONDS, jobIds);
      const batchStillRunning = !FINAL_BATCH.has(await batchStatus(sandbox.url, running));
      await waitForBatch(sandbox.url, running);
      figures = {
        startedMemory,
        idleMemory: idle,
        idle50,
        idle200,
        during300: { ...during, batchStillRunning },
        afterLoadMemory: await idleMemory(sandbox.pid),
      };
    } finally {
      stopMs = await sandbox.stop();
    }

    // Memory over many batches: the per-minute quota is lifted so that ten batches of 1,000 take minutes, not an
    // hour (a deployed batch spreads them over model latency); every other limit is AWS's.
    const busy = await startNpmSandbox({
      dataDir: await dataDir(),
      env: { SANDBOX_AUTH: 'sigv4', SANDBOX_BEDROCK_REQUESTS_PER_MINUTE: '1000000', SANDBOX_BEDROCK_TOKENS_PER_MINUTE: '10000000000' },
    });
    const batches: SandboxLoadFigures['batches'][number][] = [];
    let batchesStopMs: number;
    try {
      const rubric = await signedJson(
        'POST',
        `${busy.url}/v2/rubrics`,
        JSON.parse(await readFile(new URL('../examples/qa-rubric.json', import.meta.url), 'utf8')),
      );
      for (let batch = 1; batch <= MEMORY_BATCHES; batch++) {
        const started = performance.now();
        const status = await waitForBatch(busy.url, await submitBatch(busy.url, rubric.body.id as string, 1000, batch));
        const seconds = Math.round((performance.now() - started) / 100) / 10;
        await new Promise((resolve) => setTimeout(resolve, 2000));
        batches.push({ batch, status, seconds, memory: memoryOf(busy.pid) });
      }
    } finally {
      batchesStopMs = await busy.stop();
    }
    return { ...figures, stopMs, batches, batchesStopMs };
  } finally {
    await fixtures.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }
};

const loadRow = (name: string, figures: LoadFigures, budgetMs: number): string[] => [
  name,
  String(figures.requests),
  `${figures.perSecond}/s`,
  `${figures.p50Ms} ms`,
  `${figures.p99Ms} ms`,
  `${figures.maxMs} ms`,
  String(figures.errors),
  `${figures.sandboxCpuSeconds} s`,
  figures.p99Ms <= budgetMs && figures.errors === 0 ? `met (p99 ≤ ${budgetMs} ms, 0 errors)` : `NOT met (p99 ≤ ${budgetMs} ms, 0 errors)`,
];

const windowLine = (name: string, figures: LoadFigures) => `${name}: ${figures.windows.map((w) => `${w.p99Ms}/${w.over}`).join(', ')}`;

const memoryLine = (name: string, memory: MemoryFigures) =>
  `${name}: ${memory.sandboxMb} MB (${Object.entries(memory.byKind)
    .map(([kind, mb]) => `${kind} ${mb}`)
    .join(', ')})`;

const report = (figures: SandboxLoadFigures): string[] => {
  const first = figures.batches[0]?.memory.sandboxMb ?? 0;
  const last = figures.batches.at(-1)?.memory.sandboxMb ?? 0;
  const highest = Math.max(...figures.batches.map((b) => b.memory.sandboxMb));
  return [
    `npm start, SANDBOX_AUTH=sigv4, data directory; loads of ${LOAD_SECONDS} s of signed GETs (job status and batch list, alternating), the load generator warmed up for ${WARM_UP_SECONDS} s against a server of its own first`,
    memoryLine('RSS just started', figures.startedMemory),
    memoryLine(
      `RSS idle after 6 jobs and 3 batches (budget ≤ ${BUDGETS.idleMb} MB: ${figures.idleMemory.sandboxMb <= BUDGETS.idleMb ? 'met' : 'NOT met'})`,
      figures.idleMemory,
    ),
    memoryLine('RSS after the loads', figures.afterLoadMemory),
    `launchers (npm and its shells, not counted above): ${figures.idleMemory.launchersMb} MB`,
    ...table(
      ['load', 'requests', 'rate', 'p50', 'p99', 'max', 'errors', 'sandbox CPU', 'budget'],
      [
        loadRow('50 callers, idle', figures.idle50, BUDGETS.p99Ms50),
        loadRow('200 callers, idle', figures.idle200, BUDGETS.p99Ms200),
        loadRow(
          `50 callers, 300-conversation batch running${figures.during300.batchStillRunning ? '' : ' (it ended before the load)'}`,
          figures.during300,
          BUDGETS.p99Ms50,
        ),
      ],
    ),
    `by ${WINDOW_SECONDS}-s window of each 50-caller load (p99 ms / requests over ${BUDGETS.p99Ms50} ms): where its slow requests are`,
    windowLine('  idle', figures.idle50),
    windowLine('  batch running', figures.during300),
    `SIGTERM to every process gone: ${Math.round(figures.stopMs)} ms (busy sandbox: ${Math.round(figures.batchesStopMs)} ms)`,
    `${figures.batches.length} batches of 1,000 conversations (Bedrock quota lifted): RSS after each ${figures.batches.map((b) => b.memory.sandboxMb).join(', ')} MB; first ${first}, last ${last}, highest ${highest}`,
    `  node ${figures.batches.map((b) => b.memory.byKind['node (sandbox)'] ?? 0).join(', ')} MB; java ${figures.batches.map((b) => b.memory.byKind['java (DynamoDB Local)'] ?? 0).join(', ')} MB; seconds ${figures.batches.map((b) => b.seconds).join(', ')}; ${figures.batches.map((b) => b.status).join(', ')}`,
  ];
};

export const run: Bench = async () => {
  const figures = await measure();
  return { title: 'Sandbox under load: memory and signed GET latency (npm start, SigV4)', lines: report(figures), data: figures };
};
