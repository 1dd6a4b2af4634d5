import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { InvalidArgumentError, type Command } from 'commander';
import { REVIEW_PATH, serveReviewPage } from '../../../review/page';
import { resolveRegion, sigV4Signer, type RequestSigner } from '../../signing';
import { contextOf } from '../context';

/** Response headers worth passing back to the page; hop-by-hop and signing details stay on this side. */
const FORWARDED_HEADERS = ['content-type', 'cache-control', 'x-request-id', 'retry-after', 'sunset', 'link'];

const problem = (response: ServerResponse, status: number, title: string, detail: string) =>
  response
    .writeHead(status, { 'content-type': 'application/problem+json' })
    .end(JSON.stringify({ type: 'about:blank', title, status, detail }));

/** The one write the page makes: a review of a conversation (POST …/conversations/{index}/reviews). */
const REVIEW_WRITE = /^\/v2\/audits\/[^/]+\/conversations\/\d+\/reviews$/;
/** The API's own bound on a review request (schemas/reviews.ts REVIEW_LIMITS.requestBytes). */
const MAX_REVIEW_BYTES = 64 * 1024;

/** The request's body, or null past `limit` bytes. */
const readBody = async (request: IncomingMessage, limit: number): Promise<Uint8Array | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
};

export interface ReviewServerOptions {
  /** The API: the sandbox, or a deployed stage with its path (https://….execute-api.….amazonaws.com/prod). */
  readonly endpoint: URL;
  /** Absent: requests are forwarded unsigned (the default sandbox). */
  readonly sign?: RequestSigner;
  readonly port: number;
}

/**
 * A local server on 127.0.0.1 for the review page: it serves the page and forwards the page's API reads
 * (GET /v1/…, /v2/…) and its one write (a review, POST …/conversations/{index}/reviews, from the page's own
 * origin only) to the endpoint, each signed here with the user's own AWS credentials, so the browser
 * never holds a credential and the deployed API gains no public surface. Only this origin's own requests are
 * forwarded: a Host other than the loopback address (DNS rebinding) or a cross-site fetch is refused.
 */
export const startReviewServer = async (options: ReviewServerOptions): Promise<{ url: string; close: () => Promise<void> }> => {
  let origin = '';
  const forward = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const write = request.method === 'POST' && REVIEW_WRITE.test(url.pathname);
    if (request.method !== 'GET' && !write) {
      return problem(
        response,
        405,
        'Method not allowed',
        'The review page reads, and writes only reviews: other requests are not forwarded.',
      );
    }
    // A write comes from the page itself: a same-origin fetch of JSON (no form or other site can send that).
    if (
      write &&
      (request.headers['sec-fetch-site'] !== 'same-origin' || !/^application\/json\b/.test(request.headers['content-type'] ?? ''))
    ) {
      return problem(response, 403, 'Forbidden', 'A review is forwarded only from the review page (a same-origin JSON request).');
    }
    const body = write ? await readBody(request, MAX_REVIEW_BYTES) : undefined;
    if (body === null) return problem(response, 413, 'Payload too large', `A review is at most ${MAX_REVIEW_BYTES} bytes.`);
    const target = new URL(`${options.endpoint.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`, options.endpoint.origin);
    const headers: Record<string, string> = {
      accept: request.headers.accept ?? 'application/json',
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
    const method = write ? 'POST' : 'GET';
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method,
        headers: options.sign ? await options.sign({ method, url: target, headers, ...(body ? { body } : {}) }) : headers,
        ...(body ? { body } : {}),
      });
    } catch (error) {
      return problem(response, 502, 'API unreachable', `Could not reach ${options.endpoint.origin}: ${(error as Error).message}`);
    }
    const forwarded = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => (upstream.headers.has(name) ? [[name, upstream.headers.get(name)!]] : [])),
    );
    response.writeHead(upstream.status, forwarded);
    if (!upstream.body) return response.end();
    Readable.fromWeb(upstream.body as WebReadableStream).pipe(response);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (request.headers.host !== new URL(origin).host) return problem(response, 403, 'Forbidden', `This server answers only as ${origin}.`);
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return problem(response, 403, 'Forbidden', 'Cross-site requests are refused.');
    if (url.pathname === '/') return void response.writeHead(302, { location: REVIEW_PATH }).end();
    if (url.pathname === REVIEW_PATH && request.method === 'GET') return void serveReviewPage(request, response);
    if (/^\/v[12]\//.test(url.pathname)) {
      return void forward(request, response, url).catch((error: Error) => {
        if (!response.headersSent) problem(response, 502, 'Forwarding failed', error.message);
        else response.destroy(error);
      });
    }
    problem(response, 404, 'Not found', `Open ${origin}${REVIEW_PATH}.`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${REVIEW_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

const parsePort = (value: string): number => {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError(`Expected a port number, got "${value}".`);
  return port;
};

export const registerReviewCommand = (program: Command): void => {
  program
    .command('review')
    .description("serve the reviewer's web page on 127.0.0.1, calling the API with your own credentials (SigV4 for a deployed stack)")
    .option('--port <port>', 'local port (0: any free port)', parsePort, 4600)
    .action(async (options: { port: number }, command: Command) => {
      const { endpoint, sign, region, profile, output } = contextOf(command);
      const signer =
        sign === 'sigv4' ? sigV4Signer({ region: resolveRegion(endpoint, region), ...(profile ? { profile } : {}) }) : undefined;
      const server = await startReviewServer({ endpoint, port: options.port, ...(signer ? { sign: signer } : {}) });
      output.result(
        { url: server.url, endpoint: endpoint.href, sign },
        () =>
          `Review page: ${server.url}\nReading ${endpoint.href} (${sign === 'sigv4' ? 'signed with your AWS credentials' : 'unsigned'}). Ctrl-C to stop.`,
      );
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await server.close();
    });
};
