import { request } from 'node:http';
import { startReviewServer } from '../../client/cli/commands/review';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';

/** The local server behind `ccp review`: it forwards the page's own reads and nothing else. */

let sandbox: Sandbox;
let server: Awaited<ReturnType<typeof startReviewServer>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  server = await startReviewServer({ endpoint: new URL(sandbox.url), port: 0 });
});
afterAll(async () => {
  await server.close();
  await sandbox.stop();
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  new Promise<{ status: number; body: string; contentType: string | undefined }>((resolve, reject) => {
    const url = new URL(path, server.url);
    const outgoing = request(url, { method, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, contentType: response.headers['content-type'] }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

describe('the ccp review server', () => {
  it('serves the page and forwards its API reads with the API answer unchanged', async () => {
    const page = await get('/review');
    expect(page.status).toBe(200);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    const list = await get('/v2/audits?limit=5');
    expect(list).toMatchObject({ status: 200, contentType: 'application/json' });
    expect(JSON.parse(list.body)).toEqual({ items: [], next_cursor: null });
    const missing = await get('/v2/audits/00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, contentType: 'application/problem+json' });
  });

  it('refuses another Host (DNS rebinding), cross-site requests and anything but GET', async () => {
    expect((await get('/v2/audits', { host: 'attacker.example' })).status).toBe(403);
    expect((await get('/v2/audits', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await get('/v2/audits', {}, 'POST')).status).toBe(405);
  });

  it("forwards the page's one write, a review, only as a same-origin JSON request", async () => {
    const path = '/v2/audits/00000000-0000-4000-8000-000000000000/conversations/0/reviews';
    const review = JSON.stringify({ expected_version: 0, decision: 'accept' });
    const json = { 'content-type': 'application/json' };
    // Forwarded: the API itself answers (no such batch), not the local server.
    const forwarded = await get(path, { ...json, 'sec-fetch-site': 'same-origin' }, 'POST', review);
    expect(forwarded).toMatchObject({ status: 404, contentType: 'application/problem+json' });
    expect(JSON.parse(forwarded.body).detail).toMatch(/00000000-0000-4000-8000-000000000000/);
    // Refused: no Sec-Fetch-Site (not a browser's fetch from the page), a form's content type, another site.
    expect((await get(path, json, 'POST', review)).status).toBe(403);
    expect((await get(path, { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' }, 'POST', review)).status).toBe(403);
    expect((await get(path, { ...json, 'sec-fetch-site': 'same-site' }, 'POST', review)).status).toBe(403);
    expect((await get(path, { ...json, 'sec-fetch-site': 'same-origin' }, 'POST', 'x'.repeat(70 * 1024))).status).toBe(413);
  });
});
