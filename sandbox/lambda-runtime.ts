import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import type { FunctionDefinition } from '../lib/definitions';
import { localFunctionArn } from './environment';
import { isStreamingHandler } from './polyfills';

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

type BufferedHandler = (event: unknown, context: Context) => Promise<unknown>;
type StreamingHandler = (event: unknown, responseStream: Writable, context: Context) => Promise<unknown>;

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

const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;

/**
 * Runs the deployed handler modules in-process, as the Lambda runtime would: the module is loaded once (its
 * init code runs once), each invocation gets a Lambda context with the function's timeout, and a handler
 * that exceeds it fails with Lambda's "Task timed out" error.
 */
export class LocalLambdaRuntime {
  private readonly handlers = new Map<string, BufferedHandler | StreamingHandler>();
  private readonly definitions: Map<string, FunctionDefinition>;

  constructor(
    functions: readonly FunctionDefinition[],
    private readonly repoRoot: string,
  ) {
    this.definitions = new Map(functions.map((f) => [f.id, f]));
  }

  /** Imports every handler module; a missing module or `handler` export is a start-up error. */
  async load(): Promise<void> {
    for (const fn of this.definitions.values()) {
      const moduleUrl = pathToFileURL(path.join(this.repoRoot, fn.entry)).href;
      const loaded = (await import(moduleUrl)) as { handler?: unknown };
      if (typeof loaded.handler !== 'function') throw new Error(`${fn.entry} does not export a handler function (function ${fn.id}).`);
      this.handlers.set(fn.id, loaded.handler as BufferedHandler);
    }
  }

  has(functionId: string): boolean {
    return this.definitions.has(functionId);
  }

  isStreaming(functionId: string): boolean {
    const handler = this.handlers.get(functionId);
    return handler !== undefined && isStreamingHandler(handler);
  }

  /** Invokes and returns the result; a streaming handler's output is collected into {statusCode, headers, body}. */
  async invoke(functionId: string, event: unknown): Promise<unknown> {
    if (!this.isStreaming(functionId)) return this.run(functionId, (handler, context) => (handler as BufferedHandler)(event, context));
    let prelude: StreamPrelude | undefined;
    const chunks: Buffer[] = [];
    await this.invokeStreaming(functionId, event, {
      start: (p) => (prelude = p),
      write: (chunk) => void chunks.push(chunk),
      end: () => undefined,
    });
    return { statusCode: prelude?.statusCode ?? 200, headers: prelude?.headers ?? {}, body: Buffer.concat(chunks).toString('utf8') };
  }

  /** Invokes a streaming handler, passing its writes to `sink` as they happen. */
  async invokeStreaming(functionId: string, event: unknown, sink: ResponseSink): Promise<void> {
    // As the Node.js runtime does: HttpResponseStream.from() only records the prelude, sent before the first write.
    let prelude: StreamPrelude | undefined;
    let started = false;
    const responseStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (!started) sink.start(prelude);
        started = true;
        Promise.resolve(sink.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))).then(() => callback(), callback);
      },
      final(callback) {
        sink.end();
        callback();
      },
    });
    (responseStream as Writable & { setPrelude?: (p: StreamPrelude) => void }).setPrelude = (p) => (prelude = p);
    await this.run(functionId, async (handler, context) => {
      await (handler as StreamingHandler)(event, responseStream, context);
      if (!responseStream.writableFinished) {
        await new Promise<void>((resolve) => {
          if (responseStream.writableEnded) responseStream.once('finish', resolve);
          else responseStream.end(resolve);
        });
      }
    });
  }

  private async run<T>(functionId: string, call: (handler: BufferedHandler | StreamingHandler, context: Context) => Promise<T>): Promise<T> {
    const definition = this.definitions.get(functionId);
    const handler = this.handlers.get(functionId);
    if (!definition || !handler) throw new Error(`No local function ${functionId}: it is not in lib/definitions.`);
    const timeoutMs = (definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
    const deadline = Date.now() + timeoutMs;
    const requestId = randomUUID();
    const context: Context = {
      callbackWaitsForEmptyEventLoop: true,
      functionName: definition.id,
      functionVersion: '$LATEST',
      invokedFunctionArn: localFunctionArn(definition.id),
      memoryLimitInMB: String(definition.memoryMb ?? DEFAULT_MEMORY_MB),
      awsRequestId: requestId,
      logGroupName: `/aws/lambda/${definition.id}`,
      logStreamName: `sandbox/${requestId}`,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done: () => undefined,
      fail: () => undefined,
      succeed: () => undefined,
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new LambdaFunctionError('Sandbox.Timeout', `Task timed out after ${timeoutMs / 1000} seconds`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([call(handler, context), timeout]);
    } catch (error) {
      if (error instanceof LambdaFunctionError) throw error;
      const cause = error instanceof Error ? error : new Error(String(error));
      throw new LambdaFunctionError(cause.name || 'Error', cause.message, { cause });
    } finally {
      clearTimeout(timer);
    }
  }
}
