/**
 * The most recent records of something the sandbox observes (AWS calls, function logs, bus events, model calls),
 * kept in memory for tests and for GET /sandbox/aws-calls up to a count and a size: a sandbox that runs for days
 * must not grow with every call it ever served. Older records are dropped first; what the sandbox also writes to
 * its data directory (aws-calls.jsonl) keeps everything.
 */
export class RecentRecords<T> {
  private items: T[] = [];
  private first = 0;
  private bytes = 0;

  constructor(private readonly limits: { readonly count: number; readonly bytes?: number; readonly sizeOf?: (record: T) => number }) {}

  push(record: T): void {
    this.items.push(record);
    this.bytes += this.limits.sizeOf?.(record) ?? 0;
    while (
      this.items.length - this.first > this.limits.count ||
      (this.limits.bytes !== undefined && this.bytes > this.limits.bytes && this.items.length - this.first > 1)
    ) {
      this.bytes -= this.limits.sizeOf?.(this.items[this.first] as T) ?? 0;
      this.first++;
    }
    // Compacted now and then, so that dropping stays O(1) per record.
    if (this.first > 1024 && this.first * 2 > this.items.length) {
      this.items = this.items.slice(this.first);
      this.first = 0;
    }
  }

  /** The kept records, oldest first (a copy). */
  list(): T[] {
    return this.items.slice(this.first);
  }
}
