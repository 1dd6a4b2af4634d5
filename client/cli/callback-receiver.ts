import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_SIGNING_CREDENTIALS, verifyCallbackSignature } from '../../src/adapters/http/callback-verifier';

/** What a received callback said, and whether its signature held. */
export interface ReceivedCallback {
  readonly type: string;
  readonly id: string;
  readonly verified: boolean;
}

/** How long a waiting command gives a final event's callback to arrive after the status it reports has changed. */
export const FINAL_CALLBACK_WAIT_MS = 30_000;

export interface CallbackReceiver {
  /** The loopback URL to give the API as the callback URL. */
  readonly url: string;
  /** Resolves with the first callback of this type (a verified one, or a rejected one), or undefined after `withinMs`. */
  next(type: string, withinMs: number): Promise<ReceivedCallback | undefined>;
  close(): Promise<void>;
}

/** `  ↳ callback transcript.completed (id …): signature verified` */
const describe = (callback: ReceivedCallback, reason?: string) =>
  `  ↳ callback ${callback.type} (id ${callback.id}): signature ${callback.verified ? 'verified' : `REJECTED (${reason})`}`;

/**
 * A receiver on 127.0.0.1 for the offline sandbox's callbacks: it checks each signature with the sandbox's documented
 * key (as a receiver in AWS would let IAM check it), answers 204 (401 when the signature does not hold) and reports
 * each one through `report`. Only a sandbox on this machine can reach it.
 */
export const startCallbackReceiver = async (report: (line: string) => void): Promise<CallbackReceiver> => {
  const received: ReceivedCallback[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      void verifyCallbackSignature(
        { method: request.method ?? 'POST', url: `http://${request.headers.host}${request.url}`, headers: request.headers, body },
        { credentials: SANDBOX_SIGNING_CREDENTIALS, region: SANDBOX_SIGNING_CREDENTIALS.region, service: 'execute-api' },
      ).then((result) => {
        const event = (() => {
          try {
            return JSON.parse(body.toString('utf8')) as { type?: unknown; id?: unknown };
          } catch {
            return {};
          }
        })();
        const callback = { type: String(event.type ?? '(not JSON)'), id: String(event.id ?? '?'), verified: result.valid };
        report(describe(callback, result.valid ? undefined : result.reason));
        received.push(callback);
        for (const wake of waiters) wake();
        response.writeHead(result.valid ? 204 : 401).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ccp-callbacks`,
    next: (type, withinMs) =>
      new Promise((resolve) => {
        const check = () => {
          const found = received.find((callback) => callback.type === type);
          if (!found) return false;
          settle(found);
          return true;
        };
        const timer = setTimeout(() => settle(undefined), withinMs);
        const settle = (callback: ReceivedCallback | undefined) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(callback);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
