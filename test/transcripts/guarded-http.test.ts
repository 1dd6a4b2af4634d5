import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { classifyAddress, guardedRequest, GuardedRequestError, outboundPolicy, type Resolver } from '../../src/adapters/http/guarded-http';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'non-public'],
    ['172.16.0.1', 'non-public'],
    ['172.31.255.255', 'non-public'],
    ['192.168.1.1', 'non-public'],
    ['169.254.169.254', 'non-public'],
    ['100.64.0.1', 'non-public'],
    ['0.0.0.0', 'non-public'],
    ['224.0.0.1', 'non-public'],
    ['255.255.255.255', 'non-public'],
    ['198.18.0.1', 'non-public'],
    ['::', 'non-public'],
    ['fd00:ec2::254', 'non-public'],
    ['fc00::1', 'non-public'],
    ['fe80::1', 'non-public'],
    ['ff02::1', 'non-public'],
    ['::ffff:10.0.0.1', 'non-public'],
    ['::ffff:a9fe:a9fe', 'non-public'],
    ['64:ff9b::a00:1', 'non-public'],
    ['2002:a00:1::', 'non-public'],
    ['2001:db8::1', 'non-public'],
    ['not an address', 'invalid'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('keeps 172.32.0.1 public (just outside 172.16.0.0/12)', () => {
    expect(classifyAddress('172.32.0.1')).toBe('public');
  });
});

describe('guardedRequest', () => {
  let server: http.Server;
  let base: string;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/ok') return void response.end('hello');
      if (path === '/big') return void response.end(Buffer.alloc(2048));
      if (path.startsWith('/hop/')) {
        const n = Number(path.slice(5));
        response.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/ok' });
        return void response.end();
      }
      if (path === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return void response.end();
      }
      if (path === '/slow') return void setTimeout(() => response.end('late'), 2000).unref();
      if (path === '/echo') {
        let body = '';
        request.on('data', (c) => (body += c));
        request.on('end', () => response.end(`${request.method} ${body}`));
        return;
      }
      response.writeHead(404).end('missing');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const sandbox = { timeoutMs: 1000, maxRedirects: 3, maxResponseBytes: 1024, policy: outboundPolicy('sandbox') };
  const production = { ...sandbox, policy: outboundPolicy('aws') };

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GuardedRequestError);
    return error as GuardedRequestError;
  };

  it('fetches from loopback in the sandbox and returns non-2xx answers as they are', async () => {
    const ok = await guardedRequest(`${base}/ok`, sandbox);
    expect([ok.status, ok.body.toString()]).toEqual([200, 'hello']);
    expect((await guardedRequest(`${base}/nothing`, sandbox)).status).toBe(404);
  });

  it('sends a method and body', async () => {
    const echo = await guardedRequest(`${base}/echo`, { ...sandbox, method: 'POST', body: 'payload' });
    expect(echo.body.toString()).toBe('POST payload');
  });

  it('refuses loopback, plain http and private addresses in production', async () => {
    expect((await failure(guardedRequest(`${base}/ok`, production))).reason).toBe('refused');
    expect((await failure(guardedRequest(`https://127.0.0.1:${port}/ok`, production))).reason).toBe('refused');
    expect((await failure(guardedRequest('https://10.0.0.1/x', production))).reason).toBe('refused');
    expect((await failure(guardedRequest('https://[::ffff:169.254.169.254]/x', production))).reason).toBe('refused');
    expect((await failure(guardedRequest('ftp://example.com/x', production))).reason).toBe('refused');
    expect((await failure(guardedRequest('https://user:pw@example.com/x', production))).reason).toBe('refused');
  });

  it('refuses http to a public host even in the sandbox', async () => {
    const resolve: Resolver = async () => [{ address: '93.184.215.14', family: 4 }];
    expect((await failure(guardedRequest('http://example.com/x', { ...sandbox, resolve }))).reason).toBe('refused');
  });

  it('checks the resolved address, not the name (a public name pointing inside is refused)', async () => {
    const resolve: Resolver = async () => [{ address: '169.254.169.254', family: 4 }];
    expect((await failure(guardedRequest('https://innocent.example/x', { ...production, resolve }))).reason).toBe('refused');
  });

  it('connects to the address it checked (DNS rebinding cannot swap it)', async () => {
    let calls = 0;
    // First answer: loopback (allowed in the sandbox); any later answer would point elsewhere.
    const resolve: Resolver = async () => (calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]);
    const response = await guardedRequest(`http://rebind.test:${port}/ok`, { ...sandbox, resolve });
    expect(response.body.toString()).toBe('hello');
    expect(calls).toBe(1);
  });

  it('follows a limited number of redirects and re-checks each target', async () => {
    expect((await guardedRequest(`${base}/hop/2`, sandbox)).body.toString()).toBe('hello');
    expect((await failure(guardedRequest(`${base}/hop/5`, sandbox))).reason).toBe('too-many-redirects');
    expect((await failure(guardedRequest(`${base}/to-metadata`, sandbox))).reason).toBe('refused');
  });

  it('caps the body size and the time', async () => {
    expect((await failure(guardedRequest(`${base}/big`, sandbox))).reason).toBe('too-large');
    expect((await failure(guardedRequest(`${base}/slow`, { ...sandbox, timeoutMs: 200 }))).reason).toBe('timeout');
  });

  it('reports an unreachable host', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await failure(guardedRequest(`http://127.0.0.1:${closedPort}/`, sandbox))).reason).toBe('unreachable');
    const resolve: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect((await failure(guardedRequest('https://no-such-host.invalid/', { ...production, resolve }))).reason).toBe('unreachable');
  });
});
