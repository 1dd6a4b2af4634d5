import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  readonly method: string;
  /** The full URL as the receiver saw it. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface Receiver {
  readonly url: string;
  readonly received: ReceivedCallback[];
  close(): Promise<void>;
}

/**
 * A real loopback HTTP receiver. `statuses` are answered in order, the last one repeating (e.g. [500, 500, 200]).
 */
export const startReceiver = async (statuses: readonly number[] = [200], path = '/hooks/callback'): Promise<Receiver> => {
  const received: ReceivedCallback[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: new URL(request.url ?? '/', `http://${request.headers.host}`).toString(),
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** A loopback URL nobody listens on: a port that was just released. */
export const unreachableUrl = async (): Promise<string> => {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.url;
};
