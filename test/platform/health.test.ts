import { startSandbox, type Sandbox } from '../../sandbox/runtime';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

describe('GET /v1/health', () => {
  it('answers 200 {"status":"healthy"} without authentication when every table and bucket answers', async () => {
    const response = await fetch(`${sandbox.url}/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'healthy' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
