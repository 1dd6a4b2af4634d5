import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSON_MAX_DEPTH } from '../../lambdas/shared/http';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { guardedRequest, outboundPolicy } from '../../src/adapters/http/guarded-http';
import { classifyAddress } from '../../src/adapters/http/address-classification';
import { getTranscript, postTranscript, validRequest } from '../transcripts/support/transcripts-api';
import { waitFor } from '../support/wait';

/**
 * Inputs an attacker would send: deep nesting, numbers JSON cannot carry, malformed percent-escapes,
 * `__proto__` keys. Each gets a 4xx naming what is wrong, and the sandbox keeps serving.
 */

let sandbox: Sandbox;
const DEAD_AUDIO_URL = 'http://127.0.0.1:9/call.wav';

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
});

const nested = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const post = async (path: string, body: string) => {
  const response = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, body: (await response.json()) as { type?: string; errors?: { pointer: string; message: string }[] } };
};

/** The server stays up: GET /v1/health answers 200 (a probe slower than its 2 s on a loaded machine answers 503: asked again). */
const healthy = () =>
  waitFor(
    async () => (await fetch(`${sandbox.url}/v1/health`)).status,
    (status) => status === 200,
    { what: 'GET /v1/health to answer 200' },
  );

describe('hostile JSON bodies', () => {
  it.each(['/v1/transcripts', '/v2/rubrics', '/v2/audits', '/v2/rubrics/4a0c2cf4-2a4e-4a7a-9a52-0d4e9b3c1f00/versions'])(
    'POST %s with metadata nested 6,000 deep → 400 naming the limit and where it is broken; the server stays up',
    async (path) => {
      const request = validRequest(DEAD_AUDIO_URL);
      const text = JSON.stringify(request).replace('"metadata":{', `"metadata":{"deep":${nested(6000)},`);
      const response = await post(path, text);
      expect(response.status).toBe(400);
      expect(response.body.type).toBe('/problems/validation-failed');
      expect(response.body.errors?.[0]?.message).toContain(`${JSON_MAX_DEPTH} levels`);
      expect(response.body.errors?.[0]?.pointer).toBe('/metadata/deep' + '/a'.repeat(JSON_MAX_DEPTH - 2));
      await healthy();
    },
  );

  it('accepts metadata nested just within the limit and returns it unchanged', async () => {
    const request = { ...validRequest(DEAD_AUDIO_URL), metadata: JSON.parse(nested(JSON_MAX_DEPTH - 1)) as Record<string, unknown> };
    const accepted = await postTranscript(sandbox.url, request);
    expect(accepted.status).toBe(202);
    expect((await getTranscript(sandbox.url, accepted.body.jobId as string)).body.metadata).toEqual(request.metadata);
  });

  it('refuses a number that overflows to infinity (it would come back as null) with 400 at its pointer', async () => {
    const text = JSON.stringify(validRequest(DEAD_AUDIO_URL)).replace('"metadata":{', '"metadata":{"huge":1e400,');
    const response = await post('/v1/transcripts', text);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/metadata/huge' })]);
  });

  it('keeps a "__proto__" metadata key, in GET as in what was posted', async () => {
    const text = JSON.stringify(validRequest(DEAD_AUDIO_URL)).replace('"metadata":{', '"metadata":{"__proto__":{"polluted":true},');
    const accepted = await post('/v1/transcripts', text);
    expect(accepted.status).toBe(202);
    const job = await fetch(`${sandbox.url}/v1/transcripts/${(accepted.body as { jobId: string }).jobId}`);
    const raw = await job.text();
    expect(raw).toContain('"metadata":{"__proto__":{"polluted":true},"ticket":"T-1"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('malformed percent-escapes in path parameters', () => {
  it.each(['/v1/transcripts/%E0%A4%A', '/v1/transcripts/%zz', '/v2/rubrics/%', '/v2/audits/%C0%AF/results', '/v2/rubrics/%ff/versions'])(
    'GET or POST %s → 400 problem, never a 5xx',
    async (path) => {
      const method = path.endsWith('/versions') ? 'POST' : 'GET';
      const response = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(((await response.json()) as { type: string }).type).toBe('/problems/validation-failed');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    },
  );
});

it('GET /openapi.json carries an x-request-id like every response', async () => {
  const response = await fetch(`${sandbox.url}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

describe('outbound requests', () => {
  it.each([
    ['::ffff:0:7f00:1', 'loopback'],
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:a9fe:a9fe', 'link-local'],
    ['::ffff:7f00:1', 'loopback'],
  ])('classifies the IPv4-translated or mapped form %s as %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('never sends Authorization or Cookie on to another origin after a redirect, but keeps them on the same origin', async () => {
    const seen: { port: number; path: string; authorization?: string; cookie?: string }[] = [];
    const listen = (handler: http.RequestListener) =>
      new Promise<{ server: http.Server; port: number }>((resolve) => {
        const server = http
          .createServer(handler)
          .listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
      });
    const record =
      (port: () => number): http.RequestListener =>
      (request, response) => {
        seen.push({
          port: port(),
          path: request.url ?? '',
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        });
        if (request.url === '/start') response.writeHead(302, { location: '/same' }).end();
        else if (request.url === '/same') response.writeHead(307, { location: `http://127.0.0.1:${other.port}/elsewhere` }).end();
        else response.writeHead(200).end('ok');
      };
    const other = await listen(record(() => other.port));
    const origin = await listen(record(() => origin.port));
    try {
      const response = await guardedRequest(`http://127.0.0.1:${origin.port}/start`, {
        method: 'GET',
        headers: { authorization: 'Bearer secret', cookie: 'session=secret', accept: 'audio/*' },
        timeoutMs: 60_000,
        maxRedirects: 3,
        maxResponseBytes: 1024,
        policy: outboundPolicy({ loopback: true }),
      });
      expect(response.status).toBe(200);
      expect(seen).toEqual([
        { port: origin.port, path: '/start', authorization: 'Bearer secret', cookie: 'session=secret' },
        { port: origin.port, path: '/same', authorization: 'Bearer secret', cookie: 'session=secret' },
        { port: other.port, path: '/elsewhere' },
      ]);
    } finally {
      origin.server.close();
      other.server.close();
    }
  });
});
