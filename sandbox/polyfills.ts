// What the Lambda runtime and Node 22 provide and Node 20 does not: loaded by the sandbox process and, before the
// function's bundle, by every function instance (sandbox/lambda-instance.ts).

// aws-local-stepfunctions 3 calls Promise.withResolvers (Node 22+). Without it on Node 20 every Task throws
// and silently takes its Catch path.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

const STREAMING = Symbol.for('sandbox.lambda.streaming');

/** True for handlers wrapped by awslambda.streamifyResponse (Lambda response streaming). */
export const isStreamingHandler = (handler: unknown): boolean =>
  typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[STREAMING] === true;

interface PreludeStream {
  setPrelude?: (prelude: unknown) => void;
}

// The `awslambda` global of the Node.js Lambda runtime, for response-streaming handlers. Merged into any
// object already there (@aws/lambda-invoke-store, used by Powertools, creates one).
interface AwsLambdaGlobal {
  streamifyResponse?: unknown;
  HttpResponseStream?: unknown;
}
const globals = globalThis as { awslambda?: AwsLambdaGlobal };
const awslambda = (globals.awslambda ??= {});
awslambda.streamifyResponse ??= <H extends (...args: never[]) => unknown>(handler: H): H => {
  Object.defineProperty(handler, STREAMING, { value: true });
  return handler;
};
awslambda.HttpResponseStream ??= {
  from: <S extends PreludeStream>(stream: S, prelude: unknown): S => {
    stream.setPrelude?.(prelude);
    return stream;
  },
};
