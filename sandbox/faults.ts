import type { AwsCaller } from './aws-access';

/**
 * Wire-level faults for tests: hold requests at a barrier, or fail the next matching ones, on the sandbox's
 * authorizing proxies in front of DynamoDB and S3 (sandbox/iam/proxy.ts) — the endpoints every function and the
 * test process reach. Nothing in the handlers changes: a held request is a slow network, a failure is the answer
 * the service itself gives (or a reset connection), before or after the emulator acted on the request.
 *
 * - `barrier({ ...which, count })`: the first `count` matching requests wait until all `count` have arrived, then
 *   go on together. Two handlers that read and then write, with a barrier on their write, have both read before
 *   either writes: a race forced, not hoped for.
 * - `failNext({ ...which, times, when, answer })`: the next `times` matching requests are answered with an error
 *   — `when: 'before'` without reaching the emulator, `when: 'after'` once the emulator has done the work (a
 *   write that happened, whose answer was lost).
 *
 * A request is matched after IAM has allowed it. Calls the sandbox makes itself (state machine DynamoDB Tasks,
 * the local Transcribe's S3 reads) do not go through the proxies.
 */

/** A request as faults see it. */
export interface WireCall {
  /** IAM service prefix: dynamodb or s3. */
  readonly service: string;
  /** The API operation: X-Amz-Target's for DynamoDB (PutItem, TransactWriteItems…), the SDK's x-id for S3 (PutObject…). */
  readonly operation?: string;
  /** The IAM actions the request needs (dynamodb:PutItem…). */
  readonly actions: readonly string[];
  /** The ARNs those actions are evaluated against. */
  readonly resources: readonly string[];
  readonly caller: AwsCaller;
  /** A DynamoDB request's JSON input (TableName, Key, Item, TransactItems…); undefined for S3. */
  readonly input?: Readonly<Record<string, unknown>>;
}

/** Which requests a fault applies to: every given field must match. */
export interface CallMatcher {
  readonly service: 'dynamodb' | 's3';
  readonly operation?: string;
  /** One of the IAM actions the request needs, e.g. dynamodb:PutItem (a TransactWriteItems with a Put matches). */
  readonly action?: string;
  /** The calling function's id, or `external` for the test process and tools. */
  readonly caller?: string;
  readonly match?: (call: WireCall) => boolean;
}

/** How a failed request is answered: the service's 500 (retried by the SDK), another error, or a reset connection. */
export type FaultAnswer = 'internal-error' | 'reset' | { readonly status: number; readonly code: string; readonly message?: string };

export interface Barrier {
  /** Matching requests that have arrived so far (at most `count`). */
  readonly arrived: number;
  /** Resolves when the barrier lets its requests go: `count` arrived, or release() was called. */
  readonly released: Promise<void>;
  /** Lets the held requests go now, however many arrived (clean-up). */
  release(): void;
}

export interface Failure {
  /** Requests answered with the failure so far. */
  readonly hits: number;
  /** Resolves once `times` requests have been failed. */
  readonly done: Promise<void>;
  /** Stops failing requests. */
  cancel(): void;
}

export interface SandboxFaults {
  barrier(options: CallMatcher & { readonly count: number }): Barrier;
  failNext(options: CallMatcher & { readonly times?: number; readonly when?: 'before' | 'after'; readonly answer?: FaultAnswer }): Failure;
  /** Releases every barrier and cancels every failure. */
  clear(): void;
}

/** What the proxy does with one request: go on (maybe after a wait), and whether to fail it before or after forwarding. */
export interface FaultDecision {
  readonly fail?: { readonly when: 'before' | 'after'; readonly answer: FaultAnswer };
}

const callerName = (caller: AwsCaller) => ('id' in caller ? caller.id : caller.kind);

const matches = (matcher: CallMatcher, call: WireCall) =>
  matcher.service === call.service &&
  (matcher.operation === undefined || matcher.operation === call.operation) &&
  (matcher.action === undefined || call.actions.includes(matcher.action)) &&
  (matcher.caller === undefined || matcher.caller === callerName(call.caller)) &&
  (matcher.match === undefined || matcher.match(call));

interface ActiveBarrier {
  readonly matcher: CallMatcher;
  readonly count: number;
  arrived: number;
  readonly open: () => void;
  readonly released: Promise<void>;
}

interface ActiveFailure {
  readonly matcher: CallMatcher;
  readonly times: number;
  readonly when: 'before' | 'after';
  readonly answer: FaultAnswer;
  hits: number;
  readonly finish: () => void;
}

/** The faults of one sandbox: `faults` for tests, `intercept` for the proxies. */
export const wireFaults = (): { faults: SandboxFaults; intercept: (call: WireCall) => Promise<FaultDecision> } => {
  const barriers = new Set<ActiveBarrier>();
  const failures = new Set<ActiveFailure>();

  const faults: SandboxFaults = {
    barrier: ({ count, ...matcher }) => {
      if (!(Number.isInteger(count) && count >= 1)) throw new Error(`A barrier needs a count of at least 1, not ${count}.`);
      let open!: () => void;
      const released = new Promise<void>((resolve) => (open = resolve));
      const barrier: ActiveBarrier = { matcher, count, arrived: 0, open, released };
      barriers.add(barrier);
      void released.then(() => barriers.delete(barrier));
      return {
        get arrived() {
          return barrier.arrived;
        },
        released,
        release: open,
      };
    },
    failNext: ({ times = 1, when = 'before', answer = 'internal-error', ...matcher }) => {
      let finish!: () => void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const failure: ActiveFailure = { matcher, times, when, answer, hits: 0, finish };
      failures.add(failure);
      void done.then(() => failures.delete(failure));
      return {
        get hits() {
          return failure.hits;
        },
        done,
        cancel: finish,
      };
    },
    clear: () => {
      for (const barrier of [...barriers]) barrier.open();
      for (const failure of [...failures]) failure.finish();
    },
  };

  const intercept = async (call: WireCall): Promise<FaultDecision> => {
    const failure = [...failures].find((f) => f.hits < f.times && matches(f.matcher, call));
    if (failure) {
      failure.hits += 1;
      if (failure.hits >= failure.times) failure.finish();
      return { fail: { when: failure.when, answer: failure.answer } };
    }
    const barrier = [...barriers].find((b) => b.arrived < b.count && matches(b.matcher, call));
    if (barrier) {
      barrier.arrived += 1;
      if (barrier.arrived >= barrier.count) barrier.open();
      await barrier.released;
    }
    return {};
  };

  return { faults, intercept };
};
