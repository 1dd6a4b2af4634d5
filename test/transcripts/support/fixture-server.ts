import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Seconds of /long.wav: longer than the duration cap the tests configure, yet small (8 kHz, 8-bit mono). */
const LONG_SECONDS = 20;

/** A PCM WAV of silence: 8 kHz, 8-bit, mono (8 kB per second). */
const silentWav = (seconds: number): Buffer => {
  const rate = 8000;
  const data = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data, 0x80)]);
};

/**
 * Serves test/fixtures/audio on loopback, as a caller's pre-signed URL would serve a recording, and `extra` files
 * a test made (by path, e.g. `/decoded/call.wav`).
 */
export const startFixtureServer = async (extra: Readonly<Record<string, Buffer>> = {}) => {
  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const made = extra[path];
    if (made) {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': made.length }).end(made);
      return;
    }
    if (path === '/large.wav') {
      // A WAV header followed by a megabyte of silence: larger than the cap the tests configure.
      const body = Buffer.alloc(1024 * 1024);
      body.write('RIFF', 0, 'latin1');
      body.write('WAVE', 8, 'latin1');
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(body);
      return;
    }
    if (path === '/long.wav') {
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav(LONG_SECONDS));
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
