import type { BatchProgress } from '../client';

const BAR_WIDTH = 30;

/**
 * The progress of an audit batch on stderr: a bar redrawn in place on a terminal, one line per change otherwise
 * (logs, CI, a parent process reading the output).
 */
export const batchProgressReporter = (stream: NodeJS.WriteStream = process.stderr) => {
  let last = '';
  return {
    update(progress: BatchProgress): void {
      const done = progress.scored + progress.failed;
      const filled = progress.total > 0 ? Math.round((done / progress.total) * BAR_WIDTH) : 0;
      const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
      const line = `${bar} ${progress.scored}/${progress.total} scored, ${progress.failed} failed (${progress.status})`;
      if (line === last) return;
      last = line;
      if (stream.isTTY) stream.write(`\r${line}`);
      else stream.write(`${line}\n`);
    },
    finish(): void {
      if (stream.isTTY && last) stream.write('\n');
    },
  };
};
