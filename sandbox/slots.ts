/**
 * At most a given number of tasks at once; the others wait for a slot in arrival order. The sandbox's API runs its
 * buffered invocations through one (sandbox/api-gateway.ts), and its bundle cache the checks and builds of bundles
 * (sandbox/lambda-bundles.ts).
 */
export class Slots {
  private free: number;
  private readonly queue: (() => void)[] = [];

  constructor(slots: number) {
    this.free = slots;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    try {
      return await task();
    } finally {
      // The slot goes straight to the next task waiting, so none can overtake it.
      const next = this.queue.shift();
      if (next) next();
      else this.free++;
    }
  }
}
