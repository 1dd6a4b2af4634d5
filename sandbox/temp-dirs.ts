import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The sandbox's temporary directories (a local S3 without a data directory and its socket, a transcription's
 * audio, DynamoDB Local's native library, a synthesis) are named with the id of the process that made them. Their
 * owner removes them when it stops; a process that never stopped (kill -9, a second SIGTERM, a test worker ended
 * mid-file) left them for good: this machine held 366 socket directories, 79 transcriptions' audio, 70 copies of
 * SQLite's library and 21 local S3 stores, up to 1 GB each. A sandbox starting removes those of processes gone.
 */
const PREFIX = 'ccp-sandbox-tmp-';
const OWNED = /^ccp-sandbox-tmp-[a-z0-9-]+?-(\d+)-[A-Za-z0-9]{6}$/;

/** A new temporary directory of this process, for `purpose` (lower-case words and hyphens). */
export const processTempDir = (purpose: string): Promise<string> => mkdtemp(path.join(tmpdir(), `${PREFIX}${purpose}-${process.pid}-`));

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the temporary directories under `root` whose process is gone; returns them. */
export const removeOrphanedTempDirs = async (root = tmpdir()): Promise<string[]> => {
  const removed: string[] = [];
  for (const name of await readdir(root).catch(() => [])) {
    const owner = OWNED.exec(name)?.[1];
    if (owner === undefined || running(Number(owner))) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed.push(path.join(root, name));
  }
  return removed;
};
