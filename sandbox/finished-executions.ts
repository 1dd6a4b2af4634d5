import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { open, readFile, truncate } from 'node:fs/promises';

/** Where a finished execution's line is in the file. */
interface Place {
  readonly offset: number;
  readonly length: number;
}

/**
 * Finished executions on disk: Step Functions answers DescribeExecution for 90 days after an execution closes, and
 * so does the sandbox, but without holding them in memory or rewriting them at every change. Each one is appended
 * once, as a JSON line, when it ends; only its place in the file stays in memory, and it is read back when asked
 * for. A line torn by a crash is cut off when the file is opened (its execution is still in the running set's
 * file, saved before it ended, so it ends again).
 */
export class FinishedExecutions<T extends { readonly executionArn: string }> {
  private readonly places = new Map<string, Place>();
  private size = 0;
  /** Appends run one after another, so that each line's offset is known. */
  private appending: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {}

  /** Opens `file` (absent: empty), indexing every whole line; calls `found` with each execution ARN in file order. */
  static async open<T extends { readonly executionArn: string }>(
    file: string,
    found: (executionArn: string) => void,
  ): Promise<FinishedExecutions<T>> {
    const store = new FinishedExecutions<T>(file);
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return Buffer.alloc(0);
      throw error;
    });
    let offset = 0;
    for (let end = bytes.indexOf(10); end >= 0; end = bytes.indexOf(10, offset)) {
      const arn = arnOf(bytes.subarray(offset, end));
      if (arn === undefined) break;
      store.places.set(arn, { offset, length: end - offset });
      found(arn);
      offset = end + 1;
    }
    if (offset < bytes.length) {
      console.warn(`Sandbox: ${file} ended in an incomplete line (a crash while it was written); cut it off.`);
      await truncate(file, offset);
    }
    store.size = offset;
    return store;
  }

  has(executionArn: string): boolean {
    return this.places.has(executionArn);
  }

  /** Appends the execution; once written, `written` runs (before any later append starts). */
  append(record: T, written: () => void): Promise<void> {
    const line = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
    const next = this.appending
      .catch(() => undefined)
      .then(async () => {
        // Flushed before the execution leaves the running executions' file, which is flushed too: a power cut
        // loses neither.
        const handle = await open(this.file, 'a');
        try {
          await handle.write(line);
          await handle.sync();
        } finally {
          await handle.close();
        }
        this.places.set(record.executionArn, { offset: this.size, length: line.length - 1 });
        this.size += line.length;
        written();
      });
    this.appending = next;
    return next;
  }

  /** Resolves once every append asked for so far has ended. */
  async idle(): Promise<void> {
    await this.appending.catch(() => undefined);
  }

  read(executionArn: string): T | undefined {
    const place = this.places.get(executionArn);
    if (!place) return undefined;
    const bytes = Buffer.alloc(place.length);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, bytes, 0, place.length, place.offset);
    } finally {
      closeSync(fd);
    }
    return JSON.parse(bytes.toString('utf8')) as T;
  }

  /** Every finished execution, by ARN (one read of the file). */
  readAll(): Map<string, T> {
    const bytes = readFileSync(this.file);
    const all = new Map<string, T>();
    for (const [arn, { offset, length }] of this.places) {
      all.set(arn, JSON.parse(bytes.subarray(offset, offset + length).toString('utf8')) as T);
    }
    return all;
  }
}

const arnOf = (line: Buffer): string | undefined => {
  try {
    const arn = (JSON.parse(line.toString('utf8')) as { executionArn?: unknown }).executionArn;
    return typeof arn === 'string' ? arn : undefined;
  } catch {
    return undefined;
  }
};
