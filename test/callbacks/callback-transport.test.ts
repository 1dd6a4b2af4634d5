import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedCallbackTransport } from '../../src/adapters/http/callback-transport';
import { guardedRequest, outboundPolicy, OutboundRequestRefusedError } from '../../src/adapters/http/guarded-http';
import { startReceiver, unreachableUrl, type Receiver } from './receiver';

const post = (url: string) => ({ url: new URL(url), method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: '{}' });

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('the guarded callback transport', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver([202]);
  });
  afterAll(() => receiver.close());

  it('reaches a loopback receiver in the sandbox', async () => {
    const result = await guardedCallbackTransport(outboundPolicy({ loopback: true })).send(post(receiver.url), 1000);
    expect(result).toEqual({ kind: 'answered', status: 202 });
    expect(receiver.received.at(-1)).toMatchObject({ method: 'POST', body: Buffer.from('{}') });
  });

  it('reaches loopback through a host name that resolves to it', async () => {
    const url = receiver.url.replace('127.0.0.1', 'localhost');
    expect(await guardedCallbackTransport(outboundPolicy({ loopback: true })).send(post(url), 1000)).toEqual({ kind: 'answered', status: 202 });
  });

  it('refuses loopback, and plain http, in AWS', async () => {
    const before = receiver.received.length;
    const aws = guardedCallbackTransport(outboundPolicy({ loopback: false }));
    expect(await aws.send(post(receiver.url), 1000)).toEqual({ kind: 'refused', reason: 'http: URLs are not allowed' });
    expect(await aws.send(post(receiver.url.replace('http:', 'https:')), 1000)).toEqual({
      kind: 'refused',
      reason: '127.0.0.1 resolves to a loopback address (127.0.0.1)',
    });
    expect(receiver.received.length).toBe(before);
  });

  it.each([
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/latest',
    'http://[fd00:ec2::254]/latest',
    'http://0.0.0.0:8080/',
    'ftp://127.0.0.1/',
    'http://user:secret@127.0.0.1/',
  ])('refuses %s even in the sandbox', async (url) => {
    expect(await guardedCallbackTransport(outboundPolicy({ loopback: true })).send(post(url), 1000)).toMatchObject({ kind: 'refused' });
  });

  it("refuses the sandbox's own loopback ports before connecting, under any loopback name, and only those", async () => {
    const before = receiver.received.length;
    const port = Number(new URL(receiver.url).port);
    const closed = Number(new URL(await unreachableUrl()).port);
    const sandbox = guardedCallbackTransport(outboundPolicy({ loopback: true, excludedLoopbackPorts: [port, closed] }));
    for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost'), `http://127.0.0.1:${closed}/`]) {
      const refused = await sandbox.send(post(url), 1000);
      // The same answer whether something listens there or not.
      expect(refused).toEqual({ kind: 'refused', reason: `port ${new URL(url).port} on a loopback address is reserved` });
    }
    expect(receiver.received.length).toBe(before);
    const elsewhere = guardedCallbackTransport(outboundPolicy({ loopback: true, excludedLoopbackPorts: [closed] }));
    expect(await elsewhere.send(post(receiver.url), 1000)).toEqual({ kind: 'answered', status: 202 });
  });

  it('reports a receiver that is down as unreachable', async () => {
    const result = await guardedCallbackTransport(outboundPolicy({ loopback: true })).send(post(await unreachableUrl()), 1000);
    expect(result).toMatchObject({ kind: 'unreachable', reason: expect.stringContaining('ECONNREFUSED') });
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    const url = await listen(silent);
    try {
      expect(await guardedCallbackTransport(outboundPolicy({ loopback: true })).send(post(url), 200)).toEqual({
        kind: 'unreachable',
        reason: 'no answer within the attempt timeout',
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('does not follow redirects', async () => {
    const redirecting = createServer((_request, response) => response.writeHead(307, { location: receiver.url }).end());
    const url = await listen(redirecting);
    try {
      expect(await guardedCallbackTransport(outboundPolicy({ loopback: true })).send(post(url), 1000)).toEqual({ kind: 'answered', status: 307 });
    } finally {
      redirecting.close();
    }
  });
});

describe('guardedRequest', () => {
  const options = { method: 'GET', timeoutMs: 1000, maxRedirects: 2, maxResponseBytes: 5, policy: outboundPolicy({ loopback: true }) };
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/to-metadata') response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else if (request.url === '/moved') response.writeHead(301, { location: '/body' }).end();
      else response.end('0123456789');
    });
    base = await listen(server);
  });
  afterAll(() => server.close());

  it('follows redirects up to the limit and keeps at most maxResponseBytes', async () => {
    const response = await guardedRequest(`${base}/moved`, options);
    expect({ status: response.status, body: response.body.toString(), truncated: response.truncated }).toEqual({ status: 200, body: '01234', truncated: true });
  });

  it('checks every redirect target against the policy', async () => {
    await expect(guardedRequest(`${base}/to-metadata`, options)).rejects.toThrow(OutboundRequestRefusedError);
  });
});
