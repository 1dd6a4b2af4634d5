import { readFile } from 'node:fs/promises';
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

describe('the documented health event (test/events/health.json, used by `sam local invoke`)', () => {
  it('is a valid API Gateway proxy event for the Health handler', async () => {
    const event = JSON.parse(await readFile(new URL('../events/health.json', import.meta.url), 'utf8'));
    const result = (await sandbox.invoke('Health', event)) as { statusCode: number; body: string; headers: Record<string, string> };
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ status: 'healthy' });
    expect(result.headers['x-request-id']).toBe(event.requestContext.requestId);
  });
});
