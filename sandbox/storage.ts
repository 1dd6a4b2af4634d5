import { statfs } from 'node:fs/promises';

/**
 * The disk under the sandbox's data directory, where DynamoDB Local, the local S3, the queues and the executions
 * keep what they store. When it is full (less than RESERVE_BYTES free, or a write just failed with ENOSPC), the
 * emulated services that store there answer as an AWS service that cannot take work answers — 503
 * ServiceUnavailable in the service's own wire shape, which the SDKs retry — instead of failing halfway through
 * a write, and the console says so; when space returns they serve again, and what was retried proceeds.
 */
export interface StorageMonitor {
  /** Why the services that store in the data directory cannot serve now; undefined while they can. */
  outage(): string | undefined;
  /** Takes note of a failed write: true (and the disk counts as full) when it failed for lack of space. */
  noteFailure(error: unknown): boolean;
  close(): void;
}

/** Below this much free space the disk counts as full: DynamoDB Local's SQLite needs room for its journal. */
const RESERVE_BYTES = 16 * 1024 * 1024;
const CHECK_INTERVAL_MS = 1000;

const isOutOfSpace = (error: unknown) => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Watches the disk of `directory`, checking its free space every second; `log` gets one line per change. */
export const watchStorage = (directory: string, log: (line: string) => void): StorageMonitor => {
  let full: string | undefined;
  let checking = false;
  const enter = (why: string) => {
    if (full) return;
    full = `the disk of the sandbox's data directory (${directory}) is full: ${why}`;
    log(
      `Sandbox: ${full}. DynamoDB, S3 and the queues answer 503 ServiceUnavailable until space returns; accepted work waits and retries.`,
    );
  };
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const stats = await statfs(directory);
      const free = stats.bavail * stats.bsize;
      if (free < RESERVE_BYTES || stats.ffree === 0) enter(`${megabytes(free)} free`);
      else if (full) {
        full = undefined;
        log(`Sandbox: the data directory has space again (${megabytes(free)} free): DynamoDB, S3 and the queues serve again.`);
      }
    } catch {
      // The directory is being replaced or removed (tests clean up): the next check tells.
    } finally {
      checking = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), CHECK_INTERVAL_MS).unref();
  return {
    outage: () => full,
    noteFailure: (error) => {
      if (!isOutOfSpace(error)) return false;
      enter('a write failed with ENOSPC');
      return true;
    },
    close: () => clearInterval(timer),
  };
};
