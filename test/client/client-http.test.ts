import { createHash } from 'node:crypto';
import {
  ApiClientProblemError,
  ApiServerProblemError,
  ContactCenterClient,
  NetworkError,
  UnexpectedResponseError,
  WaitTimeoutError,
  type AuditResultLine,
} from '../../client';
import { resolveRegion } from '../../client/signing';
import { sendJson, startLocalServer, type LocalServer } from './local-server';

const RUBRIC = { version: '1.0.0', min_score: 0, max_score: 100, criteria: [] };
const FAST_RETRIES = { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 5 };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clientFor = (url: string) => new ContactCenterClient({ endpoint: url, sign: 'none', retry: FAST_RETRIES });

describe('problem+json errors', () => {
  it('turns a 400 problem into an ApiClientProblemError with its field errors and request id', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 400, {
        type: '/problems/validation-failed',
        title: 'Request validation failed',
        status: 400,
        detail: '1 field(s) of the request are not valid; see errors[].',
        request_id: 'req-123',
        errors: [{ in: 'body', pointer: '/criteria/0/weight', message: 'weight must be between 0 and 1' }],
      }),
    );
    const error = await clientFor(server.url)
      .createRubric(RUBRIC)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientProblemError);
    expect(error).toMatchObject({
      family: 'client',
      status: 400,
      type: '/problems/validation-failed',
      title: 'Request validation failed',
      requestId: 'req-123',
      errors: [{ pointer: '/criteria/0/weight', message: 'weight must be between 0 and 1' }],
    });
    expect(server.requests).toHaveLength(1);
  });

  it('builds a problem from a non-problem body (API Gateway message, HTML) and takes the request id from the header', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(403, { 'content-type': 'application/json', 'x-amzn-requestid': 'gw-1' });
      response.end(JSON.stringify({ message: 'The request signature we calculated does not match the signature you provided.' }));
    });
    const error = await clientFor(server.url)
      .getAudit('b-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientProblemError);
    expect(error).toMatchObject({ status: 403, requestId: 'gw-1', detail: expect.stringContaining('signature') as string });
  });
});

describe('retries', () => {
  it('retries 503 and 429 (honouring Retry-After) and resends the same idempotency key', async () => {
    server = await startLocalServer((_request, response, index) => {
      if (index === 0)
        return sendJson(
          response,
          503,
          { type: '/problems/service-unavailable', title: 'Unavailable', status: 503 },
          { 'retry-after': '0' },
        );
      if (index === 1) return sendJson(response, 429, { type: '/problems/throttled', title: 'Too many requests', status: 429 });
      sendJson(response, 202, { batch_id: 'b-1', status: 'queued' });
    });
    const handle = await clientFor(server.url).submitAudit({ rubric_id: 'r', conversations: [] });
    expect(handle.batch_id).toBe('b-1');
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('puts the generated key of POST /v1/transcripts in the body and keeps it across retries', async () => {
    server = await startLocalServer((_request, response, index) =>
      index === 0 ? sendJson(response, 502, { title: 'Bad gateway', status: 502 }) : sendJson(response, 202, { jobId: 'j-1' }),
    );
    await clientFor(server.url).createTranscriptJob({
      callback: { url: 'https://example.com/hook', events: ['completed'] },
      metadata: {},
      payload: { input: { audio_url: 'https://example.com/a.wav' } },
    });
    const keys = server.requests.map((r) => (JSON.parse(r.body.toString()) as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps a caller-given idempotency key', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 201, { id: 'r-1' }));
    await clientFor(server.url).createRubric(RUBRIC, { idempotencyKey: 'my-key' });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('my-key');
  });

  it('retries a GET whose connection drops mid-request, then gives up with a typed network error', async () => {
    server = await startLocalServer((_request, response) => {
      response.socket?.destroy();
    });
    const error = await clientFor(server.url)
      .getTranscriptJob('j-1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).requestMayHaveBeenSent).toBe(true);
    expect(server.requests).toHaveLength(FAST_RETRIES.maxAttempts);
  });

  it('never resends a rubric version bump once the request was sent (5xx or dropped connection)', async () => {
    server = await startLocalServer((_request, response, index) =>
      index === 0
        ? sendJson(response, 503, { title: 'Unavailable', status: 503 }, { 'retry-after': '0' })
        : void response.socket?.destroy(),
    );
    const client = clientFor(server.url);
    await expect(client.bumpRubric('r-1', { bump: 'minor', criteria: [] })).rejects.toBeInstanceOf(ApiServerProblemError);
    await expect(client.bumpRubric('r-1', { bump: 'minor', criteria: [] })).rejects.toMatchObject({ requestMayHaveBeenSent: true });
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    server = await startLocalServer((_request, response) =>
      sendJson(response, 404, { type: '/problems/not-found', title: 'Resource not found', status: 404 }),
    );
    await expect(clientFor(server.url).getRubric('r-1', { version: '1.0.0' })).rejects.toMatchObject({ status: 404 });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/v2/rubrics/r-1?version=1.0.0');
  });

  it('reports a refused connection as not sent', async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const error = await clientFor(closed.url)
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).requestMayHaveBeenSent).toBe(false);
  });
});

describe('SigV4 signing', () => {
  it('signs for execute-api over the exact body bytes, below the endpoint stage path', async () => {
    server = await startLocalServer((_request, response) => sendJson(response, 201, { id: 'r-1' }));
    const client = new ContactCenterClient({
      endpoint: `${server.url}/prod`,
      sign: 'sigv4',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    await client.createRubric(RUBRIC);
    const [request] = server.requests;
    expect(request?.url).toBe('/prod/v2/rubrics');
    expect(request?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/execute-api\/aws4_request, SignedHeaders=[^,]*host[^,]*idempotency-key[^,]*x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(request?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256')
        .update(request?.body ?? '')
        .digest('hex'),
    );
  });

  it('signs for the region the endpoint names, the sandbox region on loopback, else AWS_REGION', () => {
    const saved = process.env.AWS_REGION;
    process.env.AWS_REGION = 'ap-southeast-2';
    try {
      expect(resolveRegion(new URL('https://abc123.execute-api.eu-central-1.amazonaws.com/prod'))).toBe('eu-central-1');
      expect(resolveRegion(new URL('http://127.0.0.1:3000'))).toBe('us-east-1');
      expect(resolveRegion(new URL('https://api.example.com'))).toBe('ap-southeast-2');
      expect(resolveRegion(new URL('http://127.0.0.1:3000'), 'eu-west-1')).toBe('eu-west-1');
    } finally {
      if (saved === undefined) delete process.env.AWS_REGION;
      else process.env.AWS_REGION = saved;
    }
  });
});

describe('NDJSON results', () => {
  it('yields lines while the stream is still arriving and parses lines split across chunks', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let serverFinished = false;
    server = await startLocalServer(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const line = (i: number) => JSON.stringify({ conversation_id: `c-${i}`, overall_score: i }) + '\n';
      // The first line arrives in two chunks: the parser must join them.
      const first = line(0);
      response.write(first.slice(0, 10));
      response.write(first.slice(10));
      for (let i = 1; i < 500; i++) response.write(line(i));
      await released;
      for (let i = 500; i < 5000; i++) response.write(line(i));
      serverFinished = true;
      response.end();
    });
    const seen: AuditResultLine[] = [];
    for await (const line of clientFor(server.url).streamAuditResults('b-1')) {
      if (seen.length === 0) {
        expect(serverFinished).toBe(false);
        release();
      }
      seen.push(line);
    }
    expect(seen).toHaveLength(5000);
    expect(seen[4999]).toEqual({ conversation_id: 'c-4999', overall_score: 4999 });
    expect(server.requests[0]?.headers.accept).toBe('application/x-ndjson');
  });

  it('closes the connection when the caller stops early', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.on('close', closed);
      const timer = setInterval(() => response.write('{"conversation_id":"c"}\n'), 5);
      response.on('close', () => clearInterval(timer));
    });
    for await (const _line of clientFor(server.url).streamAuditResults('b-1')) break;
    await connectionClosed;
  });

  it('rejects a malformed line with a typed error', async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.end('{"conversation_id":"c-1"}\nnot json\n');
    });
    const lines: AuditResultLine[] = [];
    const consume = async () => {
      for await (const line of clientFor(server!.url).streamAuditResults('b-1')) lines.push(line);
    };
    await expect(consume()).rejects.toBeInstanceOf(UnexpectedResponseError);
    expect(lines).toHaveLength(1);
  });
});

describe('waiting', () => {
  it('waitForBatch reports counts until a terminal status', async () => {
    const states = [
      { status: 'queued', counts: { total: 3, scored: 0, failed: 0 } },
      { status: 'running', counts: { total: 3, scored: 1, failed: 0 } },
      { status: 'completed_with_errors', counts: { total: 3, scored: 2, failed: 1 } },
    ];
    server = await startLocalServer((_request, response, index) =>
      sendJson(response, 200, { batch_id: 'b-1', conversation_count: 3, ...states[Math.min(index, states.length - 1)] }),
    );
    const progress: string[] = [];
    const batch = await clientFor(server.url).waitForBatch('b-1', {
      intervalMs: 1,
      onProgress: (p) => progress.push(`${p.status} ${p.scored}/${p.total} failed ${p.failed}`),
    });
    expect(batch.status).toBe('completed_with_errors');
    expect(progress).toEqual(['queued 0/3 failed 0', 'running 1/3 failed 0', 'completed_with_errors 2/3 failed 1']);
  });

  it('waitForJob returns a failed job and times out with a typed error carrying the last status', async () => {
    server = await startLocalServer((request, response) =>
      sendJson(
        response,
        200,
        request.url.endsWith('/j-failed')
          ? { jobId: 'j-failed', status: 'failed', error: { code: 'x' } }
          : { jobId: 'j', status: 'processing' },
      ),
    );
    const client = clientFor(server.url);
    await expect(client.waitForJob('j-failed', { intervalMs: 1 })).resolves.toMatchObject({ status: 'failed' });
    const error = await client.waitForJob('j-slow', { intervalMs: 5, timeoutMs: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimeoutError);
    expect((error as WaitTimeoutError).lastSeen).toMatchObject({ status: 'processing' });
  });
});
