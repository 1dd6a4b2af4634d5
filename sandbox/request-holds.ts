import type { AwsCaller } from './aws-access';

/**
 * Barriers on the sandbox's emulated AWS requests, for tests that must force a race instead of hoping for one:
 * a barrier holds the requests it matches, each at the wire before it reaches the emulator, until `parties` of
 * them have arrived, then lets them all go at once. Two handlers that each read and then write, held at their
 * write, have therefore both read before either writes.
 */

/** A request as a barrier sees it: the API operation and who signed it. */
export interface HeldRequest {
  readonly operation?: string;
  readonly caller: AwsCaller;
}

export interface Barrier {
  /** Resolves when `parties` requests have arrived (and been let go). */
  readonly reached: Promise<void>;
  /** Lets go of the requests held so far and holds no more (a test that failed before the barrier filled). */
  release(): void;
}

interface Pending {
  readonly matches: (request: HeldRequest) => boolean;
  readonly parties: number;
  readonly held: (() => void)[];
  readonly reached: () => void;
}

export class RequestHolds {
  private readonly pending: Pending[] = [];

  /** A barrier for the next `parties` requests that `matches` accepts. */
  barrier(matches: (request: HeldRequest) => boolean, parties: number): Barrier {
    let reached!: () => void;
    const done = new Promise<void>((resolve) => (reached = resolve));
    const pending: Pending = { matches, parties, held: [], reached };
    this.pending.push(pending);
    return {
      reached: done,
      release: () => this.open(pending),
    };
  }

  /** Resolves at once unless a barrier holds the request; then when the barrier fills (or is released). */
  hold(request: HeldRequest): Promise<void> {
    const pending = this.pending.find((p) => p.matches(request));
    if (!pending) return Promise.resolve();
    return new Promise<void>((resolve) => {
      pending.held.push(resolve);
      if (pending.held.length >= pending.parties) this.open(pending);
    });
  }

  private open(pending: Pending): void {
    const at = this.pending.indexOf(pending);
    if (at >= 0) this.pending.splice(at, 1);
    for (const resolve of pending.held.splice(0)) resolve();
    pending.reached();
  }
}
