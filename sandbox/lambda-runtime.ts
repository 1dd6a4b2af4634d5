import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FunctionDefinition } from '../lib/definitions';
import { localFunctionArn } from './environment';
import { LambdaBundles } from './lambda-bundles';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS } from './lambda-environment';
import type { FunctionError, HostMessage, InstanceData, InstanceMessage } from './lambda-protocol';
import { RecentRecords } from './recent-records';

/** What a streaming handler declared through awslambda.HttpResponseStream.from(). */
export interface StreamPrelude {
  readonly statusCode?: number;
  readonly headers?: Record<string, string>;
  readonly cookies?: string[];
}

/** Where a streaming invocation writes: the sandbox HTTP server, or a buffer for plain invokes. */
export interface ResponseSink {
  /**
   * Before the first write, as the Lambda runtime sends it: the prelude of awslambda.HttpResponseStream.from(),
   * or undefined when the handler writes without one. A handler that never writes sends no prelude at all.
   */
  start(prelude: StreamPrelude | undefined): void;
  /** Resolves when the sink can take more: the handler's writes wait for it, as Lambda's stream applies backpressure. */
  write(chunk: Buffer): void | Promise<void>;
  end(): void;
}

/** An error as Lambda reports it: `errorType` is what Step Functions matches in Retry/Catch. */
export class LambdaFunctionError extends Error {
  constructor(
    readonly errorType: string,
    readonly errorMessage: string,
    options?: ErrorOptions,
  ) {
    super(errorMessage, options);
    this.name = errorType;
  }
}

/** The Lambda service refusing an invocation before any code runs (e.g. RequestEntityTooLargeException). */
export class LambdaServiceError extends Error {
  constructor(
    name: string,
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = name;
  }
}

/** RequestResponse: synchronous (API Gateway, Step Functions Tasks). Event: asynchronous (event-rule targets). */
export type InvocationType = 'RequestResponse' | 'Event';

/** Lambda's request payload quotas: 6 MB (6 MiB) when synchronous, 256 KB when asynchronous. */
export const PAYLOAD_LIMIT_BYTES: Readonly<Record<InvocationType, number>> = { RequestResponse: 6_291_456, Event: 262_144 };
/** Lambda's synchronous response quota: 6 MiB plus 100 bytes, the figure its error message names. */
export const RESPONSE_LIMIT_BYTES = 6_291_556;

/**
 * Lambda's init phase: 10 s. An init that takes longer is not failed: Lambda runs it again within the first
 * invocation, under the function's timeout. So a slow init (a loaded machine) gets 10 s plus the function's
 * timeout here, and the invocation's own timeout starts once it is done.
 */
const INIT_PHASE_MS = 10_000;

/**
 * Invocations the sandbox's API runs at once: twice the machine's cores, from 4 to 8. Lambda runs every
 * concurrent invocation on capacity of its own; a laptop has a few cores, so here the API's requests wait for one
 * of these slots in one queue, in arrival order, whatever their route (sandbox/api-gateway.ts). A queue per
 * function put nearly all the waiting of callers alternating two routes behind whichever function was a little
 * slower: at 50 callers on 2 cores its p99 was 280-377 ms once warm; one queue spreads the wait over both
 * (docs/sandbox-performance-and-faults.md).
 */
export const CONCURRENT_INVOCATIONS = Math.min(8, 2 * Math.max(2, availableParallelism()));

/**
 * Instances of one function: one per core, from 2 to 8. A function adds them one at a time while its invocations
 * queue, and at most MAX_CONCURRENT_INITS initialise at once. Each instance is a V8 isolate of 30-45 MB that
 * compiles and warms up its code by itself: on 2 cores, 4 instances a function (one per slot) made the phase
 * that starts cold slower (p99 558-613 against 432 ms with 2) and the warm one too (206-221 against 182 ms), the
 * CPU being the limit either way. Idle ones past DEFAULT_MAX_IDLE_INSTANCES are reclaimed.
 */
const MAX_INSTANCES_PER_FUNCTION = Math.min(8, Math.max(2, availableParallelism()));
const MAX_CONCURRENT_INITS = 2;

/**
 * The CPU niceness of the instances of functions no API route invokes (Step Functions' tasks, event targets):
 * in Lambda a batch's functions run on capacity of their own and never slow the API's; on a laptop they share
 * its cores, so they take what the API's leave. With the same priority, a 300-conversation batch starting halved
 * the API's throughput for 4 s (50 callers: p99 280-388 ms); at niceness 10, 225-285 ms. A batch under API load
 * progresses more slowly, as it would on a smaller machine; nothing a function does or sees changes.
 */
export const BACKGROUND_NICENESS = 10;

/**
 * How long an instance may sit idle before it is reclaimed, so that the next invocation cold-starts again.
 * Lambda keeps an idle execution environment "for some time" and publishes no figure; measurements put it
 * between 5 and 15 minutes.
 */
export const DEFAULT_IDLE_INSTANCE_MS = 10 * 60_000;

/**
 * How many idle instances the sandbox keeps warm in all, over every function. Lambda keeps idle environments at
 * no cost to the caller, but each instance here is a V8 isolate with its function's modules loaded (about 30 MB):
 * past this many, the ones idle the longest are reclaimed once they have been idle EXCESS_IDLE_MS, as Lambda
 * reclaims environments whenever it needs their capacity. Only cold starts become more frequent; what runs, and
 * how, does not change.
 */
export const DEFAULT_MAX_IDLE_INSTANCES = 8;

/**
 * How long an instance past the cap may stay idle. Reclaimed at once, a busy sandbox calling more functions than
 * the cap cold-started nearly every call (a run over every route took 150 s instead of 17 s); a sandbox left alone
 * still comes down to the cap within this.
 */
export const EXCESS_IDLE_MS = 30_000;

/**
 * An instance's young generation, the V8 heap space of newly made objects. V8 grows it up to 48 MB for a busy
 * isolate and keeps it; capped here it costs a few more minor collections and saves about 9 MB an instance.
 */
const INSTANCE_YOUNG_GENERATION_MB = 8;

/**
 * Lambda's asynchronous invocation (an event rule's function target): the event waits in the function's queue
 * and a function error — the handler's, or the runtime's such as a timeout — is retried twice, one minute after
 * the first attempt and two minutes after the second; then the event is discarded (sent to an on-failure
 * destination or dead-letter queue, where the function has one; ours have none). An event older than the
 * maximum event age (6 h by default) is discarded too.
 */
export const ASYNC_INVOCATION = { retryDelaysMs: [60_000, 120_000], maximumEventAgeMs: 6 * 60 * 60_000 } as const;

/** An event Lambda discarded after its asynchronous attempts failed (CloudWatch's AsyncEventsDropped). */
export interface DroppedAsyncEvent {
  readonly functionId: string;
  readonly event: unknown;
  readonly attempts: number;
  readonly errorType: string;
  readonly errorMessage: string;
  readonly droppedAt: string;
}

const functionError = (error: FunctionError): LambdaFunctionError => {
  const cause = Object.assign(new Error(error.errorMessage), { name: error.errorType, stack: error.trace.join('\n') });
  return new LambdaFunctionError(error.errorType, error.errorMessage, { cause });
};

/**
 * The Node options a function instance starts with: none of the sandbox's own, as Lambda's Node.js runtime starts
 * the deployed bundle with Node's loader alone (inheriting tsx would route every module an instance loads through
 * its hooks: seconds per cold start, tens of MB) — except Node's profilers, so that `node --cpu-prof` or
 * `--heap-prof` on the sandbox profiles its function instances too.
 */
const instanceExecArgv = (execArgv: readonly string[]): string[] => execArgv.filter((arg) => /^--(cpu|heap)-prof/.test(arg));

/** One execution environment of a function: a worker thread with the function's own environment and code. */
class Instance {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  alive = true;
  /** Set while the instance is idle: reclaims it when no invocation has come in time. */
  idleTimer?: NodeJS.Timeout;
  /** When it went idle, on the runtime's clock. */
  idleSince = 0;
  private onMessage?: (message: InstanceMessage) => void;
  private onFailure?: (error: Error) => void;

  constructor(
    bootstrap: string,
    data: InstanceData,
    env: Readonly<Record<string, string>>,
    initLimitMs: number,
    onOutput: (stream: 'stdout' | 'stderr', text: string) => void,
  ) {
    this.worker = new Worker(bootstrap, {
      workerData: data,
      env: { ...env },
      execArgv: instanceExecArgv(process.execArgv),
      resourceLimits: { maxOldGenerationSizeMb: data.memoryMb, maxYoungGenerationSizeMb: INSTANCE_YOUNG_GENERATION_MB },
      stdout: true,
      stderr: true,
    });
    // What the function writes is what CloudWatch Logs would hold: kept (functionLogs) and passed on to the terminal.
    this.worker.stdout.on('data', (chunk: Buffer) => onOutput('stdout', chunk.toString('utf8')));
    this.worker.stderr.on('data', (chunk: Buffer) => onOutput('stderr', chunk.toString('utf8')));
    this.worker.on('message', (message: InstanceMessage) => this.onMessage?.(message));
    this.worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.onFailure?.(
        outOfMemory
          ? new LambdaFunctionError('Runtime.OutOfMemory', `Runtime exited with error: out of memory (${data.memoryMb} MB)`)
          : new LambdaFunctionError(error.name || 'Error', error.message),
      );
    });
    this.worker.on('exit', (code) => {
      this.alive = false;
      this.onFailure?.(
        new LambdaFunctionError('Runtime.ExitError', `RequestId: ${data.instanceId} Error: Runtime exited with error: exit status ${code}`),
      );
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new LambdaFunctionError('Sandbox.Timedout', `INIT timed out after ${(initLimitMs / 1000).toFixed(2)} seconds`));
        void this.terminate();
      }, initLimitMs);
      this.listen(
        (message) => {
          clearTimeout(timer);
          if (message.type === 'ready') return resolve();
          reject(
            message.type === 'initError' ? functionError(message.error) : new Error(`Unexpected ${message.type} before init finished.`),
          );
          void this.terminate();
        },
        (error) => {
          clearTimeout(timer);
          reject(error);
          void this.terminate();
        },
      );
    });
  }

  listen(onMessage: (message: InstanceMessage) => void, onFailure: (error: Error) => void): void {
    this.onMessage = onMessage;
    this.onFailure = onFailure;
  }

  post(message: HostMessage): void {
    this.worker.postMessage(message);
  }

  async terminate(): Promise<void> {
    this.alive = false;
    await this.worker.terminate();
  }
}

interface Pool {
  readonly idle: Instance[];
  /** Instances started or starting. */
  count: number;
  /** Instances initialising: while one is, queued invocations wait for it or for a busy one instead of adding more. */
  starting: number;
  /** Invocations waiting for an instance: woken to look again, or with the failure of the instance they waited for. */
  readonly waiting: ((failure?: Error) => void)[];
}

/**
 * A failure the sandbox injects into a function's invocations, to test what its callers do when Lambda fails:
 * `before` fails a matching invocation before its handler runs; `after` lets the handler run to its end, every
 * write it makes included, then fails the invocation, as a crash or a timeout at its very end would.
 */
export interface InvocationFault {
  readonly functionId: string;
  readonly when: 'before' | 'after';
  /** Which invocations fail, by the event they carry. @default every one */
  readonly matches?: (event: unknown) => boolean;
  /** The error the caller sees (what a state machine's Retry and Catch match). @default Sandbox.Timedout */
  readonly errorType?: string;
}

/** One chunk a function's instance wrote to stdout or stderr. */
export interface FunctionLogRecord {
  readonly functionId: string;
  readonly stream: 'stdout' | 'stderr';
  readonly text: string;
}

/** One invocation as Lambda bills it: the function's memory and how long the handler ran (init not included). */
export interface InvocationRecord {
  readonly functionId: string;
  readonly memoryMb: number;
  readonly durationMs: number;
  readonly failed: boolean;
}

export interface LambdaRuntimeOptions {
  readonly functions: readonly FunctionDefinition[];
  readonly repoRoot: string;
  /** The complete environment of a function's instances (sandbox/lambda-environment.ts). */
  readonly environment: (fn: FunctionDefinition) => Promise<Readonly<Record<string, string>>>;
  /** How long an idle instance is kept. @default DEFAULT_IDLE_INSTANCE_MS */
  readonly idleInstanceMs?: number;
  /** The clock idle time is measured on, in ms (tests move it themselves). @default Date.now */
  readonly now?: () => number;
  /** The functions behind the API's routes; the others' instances run at BACKGROUND_NICENESS. @default every function */
  readonly apiFunctions?: ReadonlySet<string>;
  /** How many idle instances are kept over all functions. @default DEFAULT_MAX_IDLE_INSTANCES */
  readonly maxIdleInstances?: number;
  /** Replaces the waits between asynchronous attempts (tests). @default ASYNC_INVOCATION.retryDelaysMs */
  readonly asyncRetryDelayMs?: number;
  /** Whether what the instances write also goes to this process's stdout and stderr; it is kept either way (`logs()`). @default true */
  readonly echoLogs?: boolean;
}

/** The runtime's own code in each instance (its bootstrap), bundled like a function. */
const RUNTIME_ENTRY = 'sandbox/lambda-instance.ts';

/**
 * Builds, or finds cached, every bundle a sandbox of these functions starts (tests do it once before any suite,
 * so that no two workers build the same bundle at once).
 */
export const buildBundles = async (repoRoot: string, functions: readonly FunctionDefinition[]): Promise<void> => {
  const bundles = new LambdaBundles(repoRoot);
  await Promise.all([bundles.bundle(RUNTIME_ENTRY, 'runtime'), bundles.bundleAll(functions.map((fn) => fn.entry))]);
};

/**
 * The sandbox's Lambda service. Each function runs as Lambda runs it: in its own instances (worker threads)
 * started on first use (a cold start: the deployed bundle's module init runs once per instance), with exactly
 * its deployed environment, no programs Lambda's image lacks, Lambda's payload quotas, and its timeout — an
 * invocation that exceeds it fails with Sandbox.Timedout and its instance is discarded, as Lambda does. An
 * instance left idle is reclaimed after a while, and asynchronous invocations get Lambda's own retries.
 */
export class LocalLambdaRuntime {
  private readonly definitions: Map<string, FunctionDefinition>;
  private readonly pools = new Map<string, Pool>();
  /**
   * Every instance whose worker thread has not exited: idle, busy, initialising, or ending (timed out, reclaimed,
   * crashed). stop() waits for all of them, so no thread outlives the runtime, however it was ending.
   */
  private readonly threads = new Set<Instance>();
  private readonly bundles: LambdaBundles;
  private bootstrap?: Promise<string>;
  private stopped = false;
  private initialising = 0;
  private readonly initQueue: (() => void)[] = [];
  /** Every idle instance with its pool, the longest idle first. */
  private readonly idleOrder = new Map<Instance, Pool>();
  private trimTimer: NodeJS.Timeout | undefined;
  private readonly asyncInFlight = new Set<Promise<void>>();
  private readonly asyncWaits = new Set<() => void>();
  private readonly dropped: DroppedAsyncEvent[] = [];
  /** The most recent output of the instances: 10,000 chunks, at most 8 MB. */
  private readonly logRecords = new RecentRecords<FunctionLogRecord>({
    count: 10_000,
    bytes: 8 * 1024 * 1024,
    sizeOf: (record) => record.text.length,
  });
  private readonly faults = new Set<InvocationFault>();
  /** The most recent invocations (100,000, a few MB): a sandbox serving for days must not keep every one. */
  private readonly invocationRecords = new RecentRecords<InvocationRecord>({ count: 100_000 });

  constructor(private readonly options: LambdaRuntimeOptions) {
    this.definitions = new Map(options.functions.map((f) => [f.id, f]));
    this.bundles = new LambdaBundles(options.repoRoot);
  }

  /** Checks that every handler module exists and prepares the instance runtime; instances start on first invoke. */
  async load(): Promise<void> {
    for (const fn of this.definitions.values()) {
      if (!existsSync(path.join(this.options.repoRoot, fn.entry))) throw new Error(`${fn.entry} does not exist (function ${fn.id}).`);
    }
    await this.runtimeBundle();
  }

  /** The last 100,000 invocations that reached a handler, in the order they ended, with duration and memory (benches price them). */
  invocations(): readonly InvocationRecord[] {
    return this.invocationRecords.list();
  }

  /** Everything the functions' instances wrote, in order (their CloudWatch Logs, offline). */
  logs(): readonly FunctionLogRecord[] {
    return this.logRecords.list();
  }

  has(functionId: string): boolean {
    return this.definitions.has(functionId);
  }

  isStreaming(functionId: string): boolean {
    return this.definitions.get(functionId)?.streaming === true;
  }

  /** Fails the function's matching invocations until the returned function removes the fault (tests). */
  injectFault(fault: InvocationFault): () => void {
    this.definition(fault.functionId);
    this.faults.add(fault);
    return () => void this.faults.delete(fault);
  }

  /** Invokes and returns the result, or fails as an injected fault says. */
  async invoke(functionId: string, event: unknown, invocationType: InvocationType = 'RequestResponse'): Promise<unknown> {
    const fault = [...this.faults].find((f) => f.functionId === functionId && (f.matches?.(event) ?? true));
    const failure = () =>
      new LambdaFunctionError(
        fault?.errorType ?? 'Sandbox.Timedout',
        `The sandbox failed this invocation of ${functionId} ${fault?.when} its handler ran (an injected fault).`,
      );
    if (fault?.when === 'before') throw failure();
    const result = await this.invokeHandler(functionId, event, invocationType);
    if (fault?.when === 'after') throw failure();
    return result;
  }

  /** A streaming handler's output is collected into {statusCode, headers, body}. */
  private async invokeHandler(functionId: string, event: unknown, invocationType: InvocationType): Promise<unknown> {
    if (!this.isStreaming(functionId)) {
      const payload = await this.run(functionId, event, invocationType);
      if (Buffer.byteLength(payload ?? '') > RESPONSE_LIMIT_BYTES) {
        throw new LambdaFunctionError(
          'Function.ResponseSizeTooLarge',
          `Response payload size exceeded maximum allowed payload size (${RESPONSE_LIMIT_BYTES} bytes).`,
        );
      }
      return JSON.parse(payload ?? 'null') as unknown;
    }
    let prelude: StreamPrelude | undefined;
    const chunks: Buffer[] = [];
    await this.run(functionId, event, invocationType, {
      start: (p) => (prelude = p),
      write: (chunk) => void chunks.push(chunk),
      end: () => undefined,
    });
    return { statusCode: prelude?.statusCode ?? 200, headers: prelude?.headers ?? {}, body: Buffer.concat(chunks).toString('utf8') };
  }

  /**
   * Invoke with InvocationType Event: Lambda checks the request (the function exists, the 256 KB quota) and
   * answers at once; the event then runs from the function's queue with Lambda's asynchronous retries.
   */
  invokeAsync(functionId: string, event: unknown): void {
    this.definition(functionId);
    const eventText = JSON.stringify(event) ?? 'null';
    this.checkPayload(eventText, 'Event');
    const queued = this.runQueued(functionId, JSON.parse(eventText) as unknown);
    this.asyncInFlight.add(queued);
    void queued.finally(() => this.asyncInFlight.delete(queued));
  }

  /** Events whose asynchronous attempts all failed, oldest first. */
  droppedAsyncEvents(): readonly DroppedAsyncEvent[] {
    return this.dropped;
  }

  /** Whether asynchronous invocations are running or waiting for a retry. */
  busy(): boolean {
    return this.asyncInFlight.size > 0;
  }

  async idle(): Promise<void> {
    while (this.asyncInFlight.size > 0) await Promise.allSettled([...this.asyncInFlight]);
  }

  private async runQueued(functionId: string, event: unknown): Promise<void> {
    const queuedAt = Date.now();
    for (let attempt = 1; ; attempt++) {
      try {
        await this.invoke(functionId, event, 'Event');
        return;
      } catch (error) {
        if (this.stopped) return;
        const delay = this.options.asyncRetryDelayMs ?? ASYNC_INVOCATION.retryDelaysMs[attempt - 1];
        if (
          delay === undefined ||
          attempt > ASYNC_INVOCATION.retryDelaysMs.length ||
          Date.now() + delay - queuedAt > ASYNC_INVOCATION.maximumEventAgeMs
        ) {
          const { errorType, errorMessage } =
            error instanceof LambdaFunctionError ? error : { errorType: (error as Error).name, errorMessage: (error as Error).message };
          this.dropped.push({ functionId, event, attempts: attempt, errorType, errorMessage, droppedAt: new Date().toISOString() });
          return;
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            this.asyncWaits.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, delay);
          this.asyncWaits.add(wake);
        });
        if (this.stopped) return;
      }
    }
  }

  /** Invokes a streaming handler, passing its writes to `sink` as they happen (exempt from the 6 MB response quota). */
  async invokeStreaming(functionId: string, event: unknown, sink: ResponseSink): Promise<void> {
    await this.run(functionId, event, 'RequestResponse', sink);
  }

  /** Ends every instance (sandbox shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.trimTimer);
    // Asynchronous events waiting for a retry are given up, as the sandbox's own queue ends with it.
    for (const wake of [...this.asyncWaits]) wake();
    // Queued invocations wake up and fail: the sandbox is stopping.
    for (const pool of this.pools.values()) for (const wake of pool.waiting.splice(0)) wake();
    for (const wake of this.initQueue.splice(0)) wake();
    await Promise.all([...this.threads].map((instance) => instance.terminate()));
  }

  private runtimeBundle(): Promise<string> {
    this.bootstrap ??= this.bundles.bundle(RUNTIME_ENTRY, 'runtime');
    return this.bootstrap;
  }

  private refuseIfStopped(): void {
    if (this.stopped) throw new LambdaServiceError('ServiceException', 'The sandbox is stopping.', 500);
  }

  private definition(functionId: string): FunctionDefinition {
    const definition = this.definitions.get(functionId);
    if (!definition) throw new LambdaServiceError('ResourceNotFoundException', `Function not found: ${localFunctionArn(functionId)}`, 404);
    return definition;
  }

  private pool(functionId: string): Pool {
    let pool = this.pools.get(functionId);
    if (!pool) {
      pool = { idle: [], count: 0, starting: 0, waiting: [] };
      this.pools.set(functionId, pool);
    }
    return pool;
  }

  /**
   * A warm instance, or the first one to become free. While the function has fewer instances than its maximum and
   * none starting, a new one starts (a cold start); whoever waits takes whichever is free first, the new one or a
   * busy one finishing. Bound to the instance it started, an invocation waited out a whole cold start (300-400 ms
   * on a loaded laptop) beside an instance free again in 15 ms, holding one of the API's slots all along.
   */
  private async acquire(fn: FunctionDefinition): Promise<Instance> {
    const pool = this.pool(fn.id);
    for (;;) {
      this.refuseIfStopped();
      const idle = pool.idle.pop();
      clearTimeout(idle?.idleTimer);
      if (idle) this.idleOrder.delete(idle);
      if (idle?.alive && this.idleFor(idle) < this.idleLimitMs()) return idle;
      if (idle) {
        // It ended while idle (a crash after its last invocation), or stayed idle too long: its slot is free again.
        if (idle.alive) void idle.terminate();
        pool.count--;
        continue;
      }
      if (pool.count < MAX_INSTANCES_PER_FUNCTION && pool.starting === 0) this.scaleUp(fn, pool);
      const failure = await new Promise<Error | undefined>((resolve) => pool.waiting.push(resolve));
      if (failure) throw failure;
    }
  }

  /**
   * Starts an instance for the function's queue. Ready, it is released to the first invocation waiting; failed
   * (an init error, a timed-out init), the first invocation waiting fails with it, as the invocation that meets a
   * failed init does in Lambda, and the next one waiting may start another.
   */
  private scaleUp(fn: FunctionDefinition, pool: Pool): void {
    pool.count++;
    pool.starting++;
    this.start(fn).then(
      (instance) => {
        pool.starting--;
        this.release(fn, instance);
      },
      (error: unknown) => {
        pool.starting--;
        pool.count--;
        pool.waiting.shift()?.(error instanceof Error ? error : new Error(String(error)));
        pool.waiting.shift()?.();
      },
    );
  }

  private release(fn: FunctionDefinition, instance: Instance): void {
    const pool = this.pool(fn.id);
    if (instance.alive && !this.stopped) {
      pool.idle.push(instance);
      instance.idleSince = this.now();
      this.reclaimLater(pool, instance, this.idleLimitMs());
      this.idleOrder.set(instance, pool);
      this.trimExcessIdle();
    } else {
      pool.count--;
    }
    pool.waiting.shift()?.();
  }

  /** Past the cap, reclaims the instances idle the longest once they have been idle EXCESS_IDLE_MS. */
  private trimExcessIdle(): void {
    const max = this.options.maxIdleInstances ?? DEFAULT_MAX_IDLE_INSTANCES;
    // A Map iterates in insertion order: the longest idle first.
    for (const [instance, pool] of this.idleOrder) {
      if (this.idleOrder.size <= max || this.stopped) return;
      const left = EXCESS_IDLE_MS - this.idleFor(instance);
      if (left > 0) {
        this.trimTimer ??= setTimeout(() => {
          this.trimTimer = undefined;
          this.trimExcessIdle();
        }, left);
        this.trimTimer.unref();
        return;
      }
      this.reclaim(pool, instance, true);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private idleLimitMs(): number {
    return this.options.idleInstanceMs ?? DEFAULT_IDLE_INSTANCE_MS;
  }

  private idleFor(instance: Instance): number {
    return this.now() - instance.idleSince;
  }

  private reclaimLater(pool: Pool, instance: Instance, delayMs: number): void {
    instance.idleTimer = setTimeout(() => this.reclaim(pool, instance), delayMs);
    instance.idleTimer.unref();
  }

  /** Ends an instance that stayed idle: the function's next invocation cold-starts a new one. */
  private reclaim(pool: Pool, instance: Instance, evict = false): void {
    const index = pool.idle.indexOf(instance);
    if (index < 0) return;
    // Idle time is measured on the runtime's clock, which need not be the timers'; past the cap, the longest idle goes now.
    const left = evict ? 0 : this.idleLimitMs() - this.idleFor(instance);
    if (left > 0) return this.reclaimLater(pool, instance, left);
    clearTimeout(instance.idleTimer);
    this.idleOrder.delete(instance);
    pool.idle.splice(index, 1);
    pool.count--;
    void instance.terminate();
    pool.waiting.shift()?.();
  }

  private async start(fn: FunctionDefinition): Promise<Instance> {
    const [bootstrap, bundle, env] = await Promise.all([
      this.runtimeBundle(),
      this.bundles.bundle(fn.entry, 'function'),
      this.options.environment(fn),
    ]);
    while (!this.stopped && this.initialising >= MAX_CONCURRENT_INITS) await new Promise<void>((resolve) => this.initQueue.push(resolve));
    // The runtime may have stopped while this waited for its bundle, environment or turn: an instance started now
    // would outlive it (a worker thread nothing ends, keeping the process alive).
    this.refuseIfStopped();
    this.initialising++;
    try {
      return await this.initialise(fn, bootstrap, bundle, env);
    } finally {
      this.initialising--;
      this.initQueue.shift()?.();
    }
  }

  private async initialise(
    fn: FunctionDefinition,
    bootstrap: string,
    bundle: string,
    env: Readonly<Record<string, string>>,
  ): Promise<Instance> {
    const data: InstanceData = {
      functionName: fn.id,
      functionArn: localFunctionArn(fn.id),
      entry: fn.entry,
      bundle,
      streaming: fn.streaming === true,
      memoryMb: fn.memoryMb ?? DEFAULT_MEMORY_MB,
      instanceId: randomUUID(),
      niceness: (this.options.apiFunctions?.has(fn.id) ?? true) ? 0 : BACKGROUND_NICENESS,
    };
    const instance = new Instance(bootstrap, data, env, INIT_PHASE_MS + this.timeoutMs(fn), (stream, text) => {
      this.logRecords.push({ functionId: fn.id, stream, text });
      if (this.options.echoLogs !== false) (stream === 'stdout' ? process.stdout : process.stderr).write(text);
    });
    this.threads.add(instance);
    instance.worker.once('exit', () => this.threads.delete(instance));
    await instance.ready;
    return instance;
  }

  private checkPayload(eventText: string, invocationType: InvocationType): void {
    const limit = PAYLOAD_LIMIT_BYTES[invocationType];
    if (Buffer.byteLength(eventText) > limit) {
      throw new LambdaServiceError(
        'RequestEntityTooLargeException',
        `Request must be smaller than ${limit} bytes for the ${invocationType === 'Event' ? 'InvokeAsync' : 'InvokeFunction'} operation`,
        413,
      );
    }
  }

  private timeoutMs(fn: FunctionDefinition): number {
    return (fn.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  }

  /** One invocation on one instance: the result's JSON text, or undefined for a streamed response. */
  private async run(functionId: string, event: unknown, invocationType: InvocationType, sink?: ResponseSink): Promise<string | undefined> {
    const fn = this.definition(functionId);
    const eventText = JSON.stringify(event) ?? 'null';
    this.checkPayload(eventText, invocationType);
    const instance = await this.acquire(fn);
    const timeoutMs = this.timeoutMs(fn);
    const requestId = randomUUID();
    const started = performance.now();
    let failed = true;
    try {
      return await new Promise<string | undefined>((resolve, reject) => {
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          outcome();
        };
        const timer = setTimeout(() => {
          settle(() =>
            reject(
              new LambdaFunctionError(
                'Sandbox.Timedout',
                `${new Date().toISOString()} ${requestId} Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`,
              ),
            ),
          );
          // As in Lambda, a timed-out environment is not reused: the next invocation starts a new one.
          void instance.terminate();
        }, timeoutMs);
        let started = false;
        let prelude: StreamPrelude | undefined;
        let streamed = Promise.resolve();
        instance.listen(
          (message) => {
            switch (message.type) {
              case 'result':
                return settle(() => resolve(message.payload));
              case 'error':
                return settle(() => reject(functionError(message.error)));
              case 'prelude':
                if (!started) prelude = message.prelude as StreamPrelude;
                return;
              case 'chunk':
                streamed = streamed.then(async () => {
                  if (!started) sink?.start(prelude);
                  started = true;
                  try {
                    await sink?.write(Buffer.from(message.data));
                    instance.post({ type: 'chunkTaken' });
                  } catch (error) {
                    instance.post({ type: 'chunkTaken', error: (error as Error).message });
                  }
                });
                return;
              case 'end':
                void streamed.then(() =>
                  settle(() => {
                    sink?.end();
                    resolve(undefined);
                  }),
                );
                return;
              default:
                return;
            }
          },
          (error) => settle(() => reject(error)),
        );
        instance.post({ type: 'invoke', requestId, event: eventText, timeoutMs });
      }).then((payload) => {
        failed = false;
        return payload;
      });
    } finally {
      this.invocationRecords.push({
        functionId,
        memoryMb: fn.memoryMb ?? DEFAULT_MEMORY_MB,
        durationMs: performance.now() - started,
        failed,
      });
      this.release(fn, instance);
    }
  }
}
