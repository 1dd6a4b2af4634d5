/**
 * Child process of results-stream.bench.ts: runs the deployed results handler alone, as a Lambda sandbox
 * would, with the environment the sandbox gives AuditResults (its table names, AWS_ENDPOINT_URL_*), writing into a sink
 * that pushes back like a network client, and prints its own memory figures as JSON.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import '../sandbox/polyfills';

type StreamingHandler = (event: unknown, stream: Writable, context: unknown) => Promise<void>;

const [batchId, principal] = process.argv.slice(2) as [string, string];
const { handler } = (await import('../lambdas/audit-results')) as unknown as { handler: StreamingHandler };

const mb = (bytes: number) => bytes / (1024 * 1024);
let bytes = 0;
let lines = 0;
const sink = new Writable({
  highWaterMark: 64 * 1024,
  write(chunk: Buffer, _encoding, callback) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines += 1;
    setImmediate(callback);
  },
});

(globalThis as { gc?: () => void }).gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 10);
const started = performance.now();
await handler(
  {
    httpMethod: 'GET',
    path: `/v2/audits/${batchId}/results`,
    resource: '/v2/audits/{id}/results',
    headers: {},
    pathParameters: { id: batchId },
    queryStringParameters: null,
    body: null,
    isBase64Encoded: false,
    requestContext: { requestId: randomUUID(), identity: { userArn: principal } },
  },
  sink,
  { functionName: 'AuditResults', awsRequestId: randomUUID(), memoryLimitInMB: '512', getRemainingTimeInMillis: () => 900_000 },
);
await new Promise((resolve) => (sink.writableFinished ? resolve(undefined) : sink.once('finish', resolve)));
clearInterval(sampler);
console.log(
  JSON.stringify({
    lines,
    megabytes: mb(bytes),
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb: mb(before.rss),
    rssPeakMb: mb(peakRss),
    rssGrowthMb: mb(peakRss - before.rss),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
  }),
);
