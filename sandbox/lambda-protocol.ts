/** Messages between the sandbox's Lambda service (sandbox/lambda-runtime.ts) and a function instance (sandbox/lambda-instance.ts). */

/** What an instance is started with (workerData). */
export interface InstanceData {
  readonly functionName: string;
  readonly functionArn: string;
  readonly entry: string;
  /** The function's bundle (index.mjs). */
  readonly bundle: string;
  readonly streaming: boolean;
  readonly memoryMb: number;
  readonly instanceId: string;
  /** The CPU niceness its thread runs at (sandbox/lambda-runtime.ts, BACKGROUND_NICENESS). */
  readonly niceness: number;
}

/** An error as the Lambda runtime reports it; `errorType` is what Step Functions matches in Retry/Catch. */
export interface FunctionError {
  readonly errorType: string;
  readonly errorMessage: string;
  readonly trace: readonly string[];
}

export interface InvokeMessage {
  readonly type: 'invoke';
  readonly requestId: string;
  /** The event as JSON text: what Lambda hands over, byte for byte. */
  readonly event: string;
  readonly timeoutMs: number;
}

/** The host took a streamed chunk, or could not (the client went away): the handler's write fails with `error`. */
export type HostMessage = InvokeMessage | { readonly type: 'chunkTaken'; readonly error?: string };

export type InstanceMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'initError'; readonly error: FunctionError }
  /** The handler's result as JSON text (its size is what Lambda's response limit applies to). */
  | { readonly type: 'result'; readonly payload: string }
  | { readonly type: 'error'; readonly error: FunctionError }
  | { readonly type: 'prelude'; readonly prelude: Readonly<Record<string, unknown>> }
  | { readonly type: 'chunk'; readonly data: Uint8Array }
  | { readonly type: 'end' };
