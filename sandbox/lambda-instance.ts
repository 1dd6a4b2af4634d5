// The runtime inside one sandbox function instance (a worker thread), doing what Lambda's Node.js runtime does
// for the deployed bundle: provide the `awslambda` global, refuse programs the image lacks, load the handler
// once (its module init is the cold start) and run one invocation at a time. Messages: sandbox/lambda-protocol.ts.
import './polyfills';
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { installProgramGuard } from './lambda-programs';
import type { FunctionError, HostMessage, InstanceData, InstanceMessage, InvokeMessage } from './lambda-protocol';
import { isStreamingHandler } from './polyfills';

type Handler = (event: unknown, ...rest: unknown[]) => Promise<unknown>;

const port = parentPort;
if (!port) throw new Error('sandbox/lambda-instance.ts runs only as a function instance (a worker thread).');
const data = workerData as InstanceData;
const send = (message: InstanceMessage, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

const describe = (error: unknown): FunctionError => {
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    errorType: failure.name || 'Error',
    errorMessage: failure.message,
    trace: (failure.stack ?? '').split('\n'),
  };
};

/** Resolves when the host has taken a streamed chunk (the response sink's backpressure). */
let chunkTaken: ((error?: Error) => void) | undefined;

const invoke = async (handler: Handler, message: InvokeMessage): Promise<void> => {
  const deadline = Date.now() + message.timeoutMs;
  const context: Context = {
    callbackWaitsForEmptyEventLoop: true,
    functionName: data.functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: data.functionArn,
    memoryLimitInMB: String(data.memoryMb),
    awsRequestId: message.requestId,
    logGroupName: `/aws/lambda/${data.functionName}`,
    logStreamName: `sandbox/${data.instanceId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  const event = JSON.parse(message.event) as unknown;
  if (!isStreamingHandler(handler)) {
    const result = await handler(event, context);
    send({ type: 'result', payload: JSON.stringify(result) ?? 'null' });
    return;
  }
  // As the Node.js runtime does: HttpResponseStream.from() only records the prelude; it goes out before the first
  // write, and a handler that never writes sends none.
  let written = false;
  const responseStream = new Writable({
    write(chunk: Buffer | string, encoding, callback) {
      written = true;
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding);
      const copy = new Uint8Array(bytes);
      chunkTaken = (error) => callback(error);
      send({ type: 'chunk', data: copy }, [copy.buffer]);
    },
  });
  (responseStream as Writable & { setPrelude?: (prelude: unknown) => void }).setPrelude = (prelude) => {
    if (!written) send({ type: 'prelude', prelude: (prelude ?? {}) as Record<string, unknown> });
  };
  await handler(event, responseStream, context);
  if (!responseStream.writableFinished) {
    await new Promise<void>((resolve, reject) => {
      responseStream.once('error', reject);
      if (responseStream.writableEnded) responseStream.once('finish', resolve);
      else responseStream.end(resolve);
    });
  }
  send({ type: 'end' });
};

// On Linux each thread has a niceness of its own, set by its thread id; elsewhere instances keep the process's.
// Only ever lowered: raising a priority needs privileges, and a sandbox started under `nice` stays as nice.
if (process.platform === 'linux') {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (data.niceness > getPriority(thread)) setPriority(thread, data.niceness);
}
installProgramGuard();
let handler: Handler | undefined;
try {
  const loaded = (await import(pathToFileURL(data.bundle).href)) as { handler?: unknown };
  if (typeof loaded.handler !== 'function') {
    throw Object.assign(new Error(`index.handler is undefined or not exported (${data.entry}).`), { name: 'Runtime.HandlerNotFound' });
  }
  handler = loaded.handler as Handler;
  if (isStreamingHandler(handler) !== data.streaming) {
    throw Object.assign(
      new Error(
        `${data.entry}: the definition says streaming: ${data.streaming}, the handler ${data.streaming ? 'is not' : 'is'} wrapped by awslambda.streamifyResponse.`,
      ),
      { name: 'Runtime.HandlerNotFound' },
    );
  }
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'initError', error: describe(error) });
}

port.on('message', (message: HostMessage) => {
  if (message.type === 'chunkTaken') {
    const taken = chunkTaken;
    chunkTaken = undefined;
    taken?.(message.error === undefined ? undefined : new Error(message.error));
    return;
  }
  if (!handler) return;
  invoke(handler, message).catch((error: unknown) => send({ type: 'error', error: describe(error) }));
});
