import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RECOGNITION_CACHE_ENV } from '../../sandbox/transcribe/server';
import { startFixtureServer } from '../transcripts/support/fixture-server';
import {
  accepts,
  descendants,
  dynamoDbLocalJvm,
  isRunning,
  listeningPorts,
  startSandboxProcess,
  waitFor,
  type SandboxProcess,
} from './support/sandbox-process';

/**
 * SIGTERM to the command a user starts the sandbox with (`npm start`, which runs it through npm workspaces):
 * the signal reaches the sandbox, which stops with work in flight and leaves no process and no listening port
 * behind — DynamoDB Local's JVM and the speech engines included — and the work it froze resumes on the next
 * start. A second signal exits at once, even while a dependency hangs the stop.
 */

const NPM_START = ['npm', 'start'];
/** Signals closer together than this count as one (sandbox/main.ts): a terminal's Ctrl-C reaches npm and the sandbox both. */
const SAME_REQUEST_MS = 500;

let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
const dataDirs: string[] = [];
const started: SandboxProcess[] = [];

beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  for (const sandbox of started) await sandbox.kill9();
  await fixtures.stop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const start = async (options: { dataDir?: string; command?: readonly string[] } = {}) => {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'sandbox-shutdown-')));
  if (!dataDirs.includes(dataDir)) dataDirs.push(dataDir);
  const sandbox = await startSandboxProcess({
    dataDir,
    ...(options.command ? { command: options.command } : {}),
    // The speech engine runs for every job (not the run's kept recognitions), so that work is in flight at the signal.
    env: { [RECOGNITION_CACHE_ENV]: '' },
  });
  started.push(sandbox);
  return { sandbox, dataDir };
};

const submitJobs = (url: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${url}/v1/transcripts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          callback: { url: 'http://127.0.0.1:9/unused', events: ['failed'] },
          metadata: { test: 'shutdown', i },
          idempotencyKey: `shutdown-${i}-${Math.random()}`,
          payload: {
            input: { audio_url: fixtures.url(i % 2 === 0 ? 'call-mono.wav' : 'call-agent-left.wav') },
            config: { language: 'en' },
          },
        }),
      });
      expect(response.status).toBe(202);
      return ((await response.json()) as { jobId: string }).jobId;
    }),
  );

/** Everything the started command runs, and the ports those processes listen on. */
const footprint = (sandbox: SandboxProcess) => {
  const pids = [sandbox.pid, ...descendants(sandbox.pid).map((p) => p.pid)];
  return { pids, ports: listeningPorts(pids) };
};

const leftBehind = async ({ pids, ports }: ReturnType<typeof footprint>) => {
  const running = pids.filter(isRunning);
  const listening = (await Promise.all(ports.map(async (port) => ((await accepts(port)) ? port : undefined)))).filter(
    (port) => port !== undefined,
  );
  return running.length + listening.length === 0 ? undefined : { running, listening };
};

it('stops on SIGTERM to `npm start` with jobs in flight, leaving no process or port, and resumes the jobs on the next start', async () => {
  const { sandbox, dataDir } = await start({ command: NPM_START });
  const port = Number(new URL(sandbox.url).port);
  const jobIds = await submitJobs(sandbox.url, 3);
  // Work in flight: a speech engine runs for one of the jobs.
  await waitFor('a speech engine to run', () => descendants(sandbox.pid).some((p) => /pocketsphinx|(^|\/)sox /.test(p.command)));
  const before = footprint(sandbox);
  expect(before.pids.length).toBeGreaterThan(3);
  expect(before.ports.length).toBeGreaterThanOrEqual(5);
  expect(before.ports).toContain(port);

  sandbox.signal('SIGTERM');
  await sandbox.exited;
  const remaining = await waitFor('every process and port of the sandbox to be gone', async () =>
    (await leftBehind(before)) ? undefined : true,
  ).catch(async () => leftBehind(before));
  expect(remaining).toBe(true);
  expect(sandbox.output()).toContain('SIGTERM: stopping the sandbox');

  // Nothing accepted was lost: the frozen jobs carry on where they were saved.
  const { sandbox: again } = await start({ dataDir });
  const statuses = await waitFor(
    'the jobs to finish after the restart',
    async () => {
      const views = await Promise.all(
        jobIds.map(async (id) => ((await (await fetch(`${again.url}/v1/transcripts/${id}`)).json()) as { status: string }).status),
      );
      return views.every((status) => status === 'completed' || status === 'failed') ? views : undefined;
    },
    600_000,
  );
  expect(statuses).toEqual(['completed', 'completed', 'completed']);
}, 900_000);

it('exits at once on a second signal while the stop hangs on a dependency, and still leaves nothing behind', async () => {
  const { sandbox } = await start({ command: NPM_START });
  const before = footprint(sandbox);
  // DynamoDB Local stops answering signals (SIGSTOP): the graceful stop waits for it.
  const jvm = dynamoDbLocalJvm(sandbox.pid)!;
  process.kill(jvm.pid, 'SIGSTOP');
  try {
    const firstAt = Date.now();
    sandbox.signal('SIGTERM');
    await waitFor('the sandbox to start stopping', () => sandbox.output().includes('stopping the sandbox'));
    // A second signal counts as one only once the first one's window is over.
    await waitFor('the first signal’s window to pass', () => Date.now() - firstAt > SAME_REQUEST_MS);
    sandbox.signal('SIGTERM');
    await sandbox.exited;
    expect(sandbox.output()).toContain('SIGTERM again: exiting now');
  } finally {
    process.kill(jvm.pid, 'SIGCONT');
  }
  const remaining = await waitFor('every process and port of the sandbox to be gone', async () =>
    (await leftBehind(before)) ? undefined : true,
  ).catch(async () => leftBehind(before));
  expect(remaining).toBe(true);
}, 600_000);

it('stops by itself, leaving nothing behind, when nobody reads its console any more (the reader of its output went away)', async () => {
  const { sandbox } = await start();
  const before = footprint(sandbox);
  sandbox.closeConsole();
  // The sandbox logs a line per request: writing it finds the console gone (EPIPE).
  await fetch(`${sandbox.url}/v1/health`).then((response) => response.text());
  await waitFor('the sandbox to stop by itself', () => !isRunning(sandbox.pid) || undefined);
  const remaining = await waitFor('every process and port of the sandbox to be gone', async () =>
    (await leftBehind(before)) ? undefined : true,
  ).catch(async () => leftBehind(before));
  expect(remaining).toBe(true);
}, 600_000);
