import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startSandbox } from '../../sandbox/runtime';
import { removeOrphanedTempDirs } from '../../sandbox/temp-dirs';
import { lambdaFixtureApplication } from './fixtures/lambda-application';
import { waitFor } from '../support/wait';

/**
 * The sandbox's temporary directories outlive a process that never stopped (kill -9): a later sandbox removes
 * them, and never those of a process still running.
 */

/** The id of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

it('removes the temporary directories of processes gone, and keeps those of running ones and all others', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'temp-dirs-'));
  try {
    const gone = endedPid();
    const names = [
      `ccp-sandbox-tmp-s3-socket-${gone}-Ab12Cd`,
      `ccp-sandbox-tmp-transcription-${gone}-xY34zW`,
      `ccp-sandbox-tmp-s3-${process.pid}-Qr56St`,
      `someone-else-${gone}-Ab12Cd`,
      'ccp-sandbox-tmp-unnamed',
    ];
    for (const name of names) await mkdir(path.join(root, name));
    const removed = await removeOrphanedTempDirs(root);
    expect(removed.map((file) => path.basename(file)).sort()).toEqual(names.slice(0, 2).sort());
    expect((await readdir(root)).sort()).toEqual(names.slice(2).sort());
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

it("a sandbox starting removes what a killed process's local S3 left behind", async () => {
  // A process makes the local S3's socket directory as the sandbox does, then is killed with SIGKILL.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      "import('./sandbox/temp-dirs.ts').then((m) => m.processTempDir('s3-socket')).then((dir) => { console.log(dir); setInterval(() => {}, 60_000); });",
    ],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const left = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  expect(existsSync(left)).toBe(true);
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await ended;
  const sandbox = await startSandbox({ application: lambdaFixtureApplication });
  try {
    await waitFor(
      () => existsSync(left),
      (exists) => !exists,
      { what: `${left} removed` },
    );
  } finally {
    await sandbox.stop();
  }
});
