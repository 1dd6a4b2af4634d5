import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFixtureServer } from '../transcripts/support/fixture-server';
import { dynamoDbLocalJvm, isRunning, startSandboxProcess, waitFor, type SandboxProcess } from './support/sandbox-process';

/**
 * DynamoDB Local dies under a running sandbox (kill -9 of its JVM), as a dependency goes down in AWS. The test
 * keeps it down by holding its port (the restart cannot bind) until it has seen what a caller sees, then lets
 * it come back: meanwhile the API answers 503 problem+json (never 500) and /v1/health names the tables; the
 * console says DynamoDB Local is being restarted and when it is back; the jobs accepted before the outage wait
 * it out and complete; a callback whose outcome could not be recorded is sent again, and every attempt the
 * delivery log counts is a request the receiver got.
 */

const JOB_FINAL = new Set(['completed', 'failed']);

let dataDir: string;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let sandbox: SandboxProcess | undefined;
let portHolder: Server | undefined;

/** A callback receiver that holds the first `transcribed` delivery until released, and answers everything 200. */
const startHoldingReceiver = async () => {
  const received: { eventId: string; type: string }[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding: Promise<void> | undefined;
  let held = false;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string };
      received.push({ eventId: String(request.headers['webhook-id']), type: body.type });
      if (!held && body.type.endsWith('.transcribed')) {
        held = true;
        holding = released;
        void released.then(() => response.writeHead(200).end());
        return;
      }
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    isHolding: () => holding !== undefined,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-dynamodb-outage-'));
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await new Promise<void>((resolve) => (portHolder ? portHolder.close(() => resolve()) : resolve()));
  await sandbox?.stop();
  await fixtures.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Listens on `port` as soon as `pid` (its owner) is gone. */
const holdPort = async (port: number, pid: number): Promise<Server> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Holds the port and drops whatever connects, as a port without a server would refuse it.
    const server = createTcpServer((socket) => socket.destroy());
    const outcome = await new Promise<Error | undefined>((resolve) =>
      server.once('error', resolve).listen(port, '127.0.0.1', () => resolve(undefined)),
    );
    if (!outcome) return server;
    if ((outcome as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw outcome;
    // Still the dying JVM's: try again in a moment (a busy wait on the kernel, not on the sandbox).
    await new Promise((resolve) => setTimeout(resolve, isRunning(pid) ? 5 : 1));
  }
};

const postJob = async (url: string, callback: { url: string; events: string[] }) => {
  const response = await fetch(`${url}/v1/transcripts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      callback,
      metadata: { test: 'dynamodb-outage' },
      idempotencyKey: `outage-${Math.random()}`,
      payload: { input: { audio_url: fixtures.url('call-mono.wav') }, config: { language: 'en' } },
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const getJson = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  };
};

it('answers 503 and names the tables while DynamoDB Local is down, restarts it, and finishes the accepted work', async () => {
  sandbox = await startSandboxProcess({ dataDir });
  const receiver = await startHoldingReceiver();
  try {
    const watched = await postJob(sandbox.url, { url: receiver.url, events: ['transcribed', 'completed'] });
    expect(watched.status).toBe(202);
    const others = await Promise.all([1, 2, 3].map(() => postJob(sandbox!.url, { url: 'http://127.0.0.1:9/unused', events: ['failed'] })));
    expect(others.map((job) => job.status)).toEqual([202, 202, 202]);
    const jobIds = [watched.body.jobId as string, ...others.map((job) => job.body.jobId as string)];

    // The watched job's first callback is being delivered (held by the receiver) when DynamoDB goes down.
    await waitFor('the transcribed callback to arrive', () => receiver.isHolding());
    const jvm = dynamoDbLocalJvm(sandbox.pid);
    const dynamoDbPort = Number(/-port (\d+)/.exec(jvm?.command ?? '')?.[1]);
    expect(dynamoDbPort).toBeGreaterThan(0);
    process.kill(jvm!.pid, 'SIGKILL');
    // Its restart cannot bind while the port is held: the outage lasts until the test lets it go. The port is
    // free once the JVM is gone, well before a new JVM gets as far as binding it.
    portHolder = await holdPort(dynamoDbPort, jvm!.pid);

    await waitFor('the console to say DynamoDB Local is being restarted', () => sandbox!.output().includes('DynamoDB Local exited'));
    const job = await getJson(`${sandbox.url}/v1/transcripts/${jobIds[1]}`);
    expect(job).toMatchObject({ status: 503, contentType: 'application/problem+json', retryAfter: expect.any(String) as string });
    expect(job.body).toMatchObject({ status: 503, type: '/problems/service-unavailable' });
    const health = await getJson(`${sandbox.url}/v1/health`);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unhealthy' });
    // Every table is named down (a bucket may be too, should its probe miss the 2 s it gets on a loaded machine).
    const checks = health.body.checks as { name: string; status: string }[];
    const tables = checks.filter((check) => check.name.startsWith('table:'));
    expect(tables.map((check) => check.name)).toContain('table:TranscriptJobs');
    expect(tables.filter((check) => check.status !== 'down')).toEqual([]);
    expect((await postJob(sandbox.url, { url: receiver.url, events: ['completed'] })).status).toBe(503);

    // The receiver takes the held callback now: the deliverer cannot record that, so the attempt runs again later.
    receiver.release();
    await new Promise<void>((resolve) => portHolder!.close(() => resolve()));
    portHolder = undefined;
    await waitFor('the console to say DynamoDB Local is back', () => sandbox!.output().includes('DynamoDB Local is back'), 180_000);
    await waitFor('GET /v1/health to answer healthy again', async () => (await getJson(`${sandbox!.url}/v1/health`)).status === 200);

    const finals = await waitFor(
      'every accepted job to finish',
      async () => {
        const views = await Promise.all(jobIds.map((id) => getJson(`${sandbox!.url}/v1/transcripts/${id}`)));
        return views.every((view) => JOB_FINAL.has(String(view.body.status))) ? views : undefined;
      },
      600_000,
    );
    expect(finals.map((view) => view.body.status)).toEqual(['completed', 'completed', 'completed', 'completed']);

    // Every attempt the delivery log counts reached the receiver: none was spent on the sandbox's own outage.
    const settled = await waitFor(
      'the watched job’s callbacks to be delivered',
      async () => {
        const deliveries = (await getJson(`${sandbox!.url}/v1/transcripts/${jobIds[0]}`)).body.callbackDeliveries as {
          eventId: string;
          state: string;
          attempts: number;
        }[];
        return deliveries.length === 2 && deliveries.every((d) => d.state === 'delivered') ? deliveries : undefined;
      },
      600_000,
    );
    for (const delivery of settled) {
      expect({ eventId: delivery.eventId, attempts: delivery.attempts }).toEqual({
        eventId: delivery.eventId,
        attempts: receiver.received.filter((request) => request.eventId === delivery.eventId).length,
      });
    }
    expect(sandbox.output()).not.toMatch(/Uncaught exception|Unhandled rejection/);
  } finally {
    receiver.release();
    await receiver.close();
  }
}, 900_000);
