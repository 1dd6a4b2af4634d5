import { spawnSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFixtureServer } from '../transcripts/support/fixture-server';
import { startSandboxProcess, waitFor, type SandboxProcess } from './support/sandbox-process';

/**
 * The sandbox's data directory on a small disk of its own (a 48 MB tmpfs in a mount namespace of the sandbox's
 * process, so nothing is mounted on the machine), filled up with a real file until writes fail with ENOSPC:
 * the API answers 503 problem+json and /v1/health says unhealthy, naming the tables, the console says the disk
 * is full, and nothing is logged as an uncaught exception; once the file is deleted, the sandbox serves again
 * and the jobs accepted before the disk filled complete.
 */

const DISK = '48m';
/** unshare -m needs root; an unprivileged user gets a mount namespace inside a user namespace (-U -r). */
const UNSHARE = ['unshare', ...(process.getuid?.() === 0 ? ['-m'] : ['-U', '-r', '-m']), '--propagation', 'private'];

/** Whether this machine lets a process mount a tmpfs in a namespace of its own. */
const canMountOwnDisk = (() => {
  const probe = spawnSync(UNSHARE[0]!, [...UNSHARE.slice(1), 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs "$1"', 'probe', tmpdir()], {
    stdio: 'ignore',
  });
  return probe.status === 0;
})();
if (!canMountOwnDisk) console.warn('disk-full.test.ts is skipped: this machine lets no process mount a tmpfs of its own (unshare -m).');
const itWithOwnDisk = canMountOwnDisk ? it : it.skip;

let dataDir: string;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let sandbox: SandboxProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-disk-full-'));
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await sandbox?.stop();
  await fixtures.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Writes zeros into `file` until the disk refuses with ENOSPC. */
const fillDisk = async (file: string) => {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (let size = chunk.length; size >= 4096;) {
      try {
        await handle.write(chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        size /= 2;
      }
    }
  } finally {
    await handle.close();
  }
};

const postJob = async (url: string) => {
  const response = await fetch(`${url}/v1/transcripts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      callback: { url: 'http://127.0.0.1:9/unused', events: ['failed'] },
      metadata: { test: 'disk-full' },
      idempotencyKey: `disk-full-${Math.random()}`,
      payload: { input: { audio_url: fixtures.url('call-mono.wav') }, config: { language: 'en' } },
    }),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

itWithOwnDisk(
  'answers 503 and says unhealthy while the data directory’s disk is full, and finishes the accepted jobs once space returns',
  async () => {
    sandbox = await startSandboxProcess({
      dataDir,
      // The sandbox's main, with its data directory on a disk of its own.
      command: [
        ...UNSHARE,
        'sh',
        '-c',
        `mount -t tmpfs -o size=${DISK} tmpfs "$SANDBOX_DATA_DIR" && exec "$@"`,
        'sandbox',
        process.execPath,
        '--import',
        'tsx',
        'sandbox/main.ts',
      ],
    });
    const accepted = await Promise.all([1, 2].map(() => postJob(sandbox!.url)));
    expect(accepted.map((job) => job.status)).toEqual([202, 202]);

    // The file is written into the sandbox's own view of the data directory.
    const ballast = path.join(`/proc/${sandbox.pid}/root`, dataDir, 'ballast');
    await fillDisk(ballast);
    await waitFor('the console to say the disk is full', () => sandbox!.output().includes('is full'));
    const health = await waitFor('GET /v1/health to answer unhealthy', async () => {
      const response = await fetch(`${sandbox!.url}/v1/health`);
      return response.status === 503
        ? ((await response.json()) as { status: string; checks: { name: string; status: string }[] })
        : undefined;
    });
    expect(health.status).toBe('unhealthy');
    expect(health.checks.filter((check) => check.name.startsWith('table:') && check.status !== 'down')).toEqual([]);
    const job = await fetch(`${sandbox.url}/v1/transcripts/${accepted[0]!.body.jobId as string}`);
    expect({ status: job.status, type: job.headers.get('content-type') }).toEqual({ status: 503, type: 'application/problem+json' });
    const refused = await postJob(sandbox.url);
    expect({ status: refused.status, type: refused.contentType }).toEqual({ status: 503, type: 'application/problem+json' });

    await rm(ballast);
    await waitFor('the console to say there is space again', () => sandbox!.output().includes('has space again'));
    await waitFor('GET /v1/health to answer healthy again', async () => (await fetch(`${sandbox!.url}/v1/health`)).status === 200);
    const statuses = await waitFor(
      'the accepted jobs to finish',
      async () => {
        const views = await Promise.all(
          accepted.map(
            async (j) =>
              (await (await fetch(`${sandbox!.url}/v1/transcripts/${j.body.jobId as string}`)).json()) as {
                status: string;
                error?: unknown;
              },
          ),
        );
        return views.every((view) => view.status === 'completed' || view.status === 'failed') ? views : undefined;
      },
      600_000,
    );
    // A failed job's error says what went wrong.
    expect(statuses.map((view) => ({ status: view.status, error: view.error }))).toEqual([
      { status: 'completed' },
      { status: 'completed' },
    ]);
    expect(sandbox.output()).not.toMatch(/Uncaught exception|Unhandled rejection/);
  },
  900_000,
);
