import type { BatchProgress } from '../client';

const BAR_WIDTH = 30;

const barOf = (done: number, total: number) => {
  const filled = total > 0 ? Math.min(BAR_WIDTH, Math.round((done / total) * BAR_WIDTH)) : 0;
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
};

/**
 * A progress line on stderr: redrawn in place on a terminal, one line per change otherwise (logs, CI, a parent
 * process reading the output).
 */
const progressLine = (stream: NodeJS.WriteStream) => {
  let last = '';
  return {
    show(line: string): void {
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

/** The progress of an audit batch: an uploaded file's validation while it runs, then the scored conversations. */
export const batchProgressReporter = (stream: NodeJS.WriteStream = process.stderr) => {
  const line = progressLine(stream);
  return {
    update(progress: BatchProgress): void {
      const validation = progress.batch.validation;
      if (validation?.state === 'validating') {
        line.show(
          `validating upload: ${validation.lines_read} lines read, ${validation.accepted} accepted, ${validation.rejected} rejected`,
        );
        return;
      }
      const done = progress.scored + progress.failed;
      line.show(
        `${barOf(done, progress.total)} ${progress.scored}/${progress.total} scored, ${progress.failed} failed (${progress.status})`,
      );
    },
    finish: line.finish,
  };
};

const MIB = 1024 * 1024;

/** The bytes of an upload sent so far, redrawn at most once per whole percent. */
export const uploadProgressReporter = (stream: NodeJS.WriteStream = process.stderr) => {
  const line = progressLine(stream);
  return {
    update(sent: number, total: number): void {
      const percent = total > 0 ? Math.floor((sent / total) * 100) : 100;
      line.show(`${barOf(sent, total)} uploaded ${percent}% of ${(total / MIB).toFixed(1)} MiB`);
    },
    finish: line.finish,
  };
};
