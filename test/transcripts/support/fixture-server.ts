import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves test/fixtures/audio on loopback, as a caller's pre-signed URL would serve a recording. */
export const startFixtureServer = async () => {
  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/large.wav') {
      // A WAV header followed by a megabyte of silence: larger than the cap the tests configure.
      const body = Buffer.alloc(1024 * 1024);
      body.write('RIFF', 0, 'latin1');
      body.write('WAVE', 8, 'latin1');
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(body);
      return;
    }
    if (path === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
      return;
    }
    if (path.startsWith('/redirect/')) {
      response.writeHead(302, { location: `/${path.slice('/redirect/'.length)}` }).end();
      return;
    }
    try {
      const body = await readFile(new URL(`../../fixtures/audio${path}`, import.meta.url));
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (file: string) => `${base}/${file}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
