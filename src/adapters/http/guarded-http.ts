import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress, type AddressClass } from './address-classification';

/** Which destinations outbound requests made on a caller's behalf may reach, per scheme. */
export interface OutboundPolicy {
  readonly httpsTo: readonly AddressClass[];
  readonly httpTo: readonly AddressClass[];
  /** Ports never reached on a loopback address, whatever the scheme. */
  readonly excludedLoopbackPorts?: readonly number[];
}

/**
 * https to public addresses only; with `loopback` (offline only), also loopback hosts over http(s), for local
 * receivers, except on `excludedLoopbackPorts`.
 */
export const outboundPolicy = (options: {
  readonly loopback: boolean;
  readonly excludedLoopbackPorts?: readonly number[];
}): OutboundPolicy =>
  options.loopback
    ? { httpsTo: ['public', 'loopback'], httpTo: ['loopback'], excludedLoopbackPorts: options.excludedLoopbackPorts ?? [] }
    : { httpsTo: ['public'], httpTo: [] };

/** The policy forbids the request; retrying cannot help. */
export class OutboundRequestRefusedError extends Error {
  override readonly name = 'OutboundRequestRefusedError';
}

export interface GuardedRequestOptions {
  readonly method: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** Whole request, from DNS lookup to the last body byte. */
  readonly timeoutMs: number;
  /** Redirects followed (each target checked against the policy again); 0 returns the 3xx itself. */
  readonly maxRedirects: number;
  /** Response bytes kept; past this the connection is dropped and `truncated` is set. */
  readonly maxResponseBytes: number;
  readonly policy: OutboundPolicy;
}

export interface GuardedResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
  readonly truncated: boolean;
}

interface VettedAddress {
  readonly address: string;
  readonly family: number;
}

/**
 * Resolves the host once and checks every address it resolves to, so that a name with one public and one
 * private record cannot slip through; the connection is then pinned to these addresses (no second lookup a
 * rebinding DNS server could answer differently).
 */
const vetDestination = async (url: URL, policy: OutboundPolicy): Promise<VettedAddress[]> => {
  const allowed = url.protocol === 'https:' ? policy.httpsTo : url.protocol === 'http:' ? policy.httpTo : [];
  if (allowed.length === 0) throw new OutboundRequestRefusedError(`${url.protocol} URLs are not allowed`);
  if (url.username || url.password) throw new OutboundRequestRefusedError('URLs with credentials are not allowed');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  for (const { address } of addresses) {
    const addressClass = classifyAddress(address);
    if (!allowed.includes(addressClass)) {
      throw new OutboundRequestRefusedError(`${url.hostname} resolves to a ${addressClass} address (${address})`);
    }
    if (addressClass === 'loopback' && policy.excludedLoopbackPorts?.includes(port)) {
      throw new OutboundRequestRefusedError(`port ${port} on a loopback address is reserved`);
    }
  }
  return addresses;
};

const pinnedLookup =
  (addresses: readonly VettedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all)
      callback(
        null,
        addresses.map((a) => ({ address: a.address, family: a.family })),
      );
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Headers that carry the caller's credentials: never sent on to another origin, as browsers' fetch does. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-amz-security-token']);

const withoutCredentials = (headers: Readonly<Record<string, string>> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));

const sendOnce = (url: URL, options: GuardedRequestOptions, addresses: readonly VettedAddress[], signal: AbortSignal) =>
  new Promise<GuardedResponse>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method: options.method, headers: options.headers, lookup: pinnedLookup(addresses), signal },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = (truncated: boolean) =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), truncated });
        response.on('data', (chunk: Buffer) => {
          const room = options.maxResponseBytes - size;
          chunks.push(chunk.subarray(0, Math.max(room, 0)));
          size += chunk.length;
          if (size > options.maxResponseBytes) {
            finish(true);
            response.destroy();
          }
        });
        response.on('end', () => finish(false));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });

/**
 * An HTTP request that only reaches destinations the policy allows, checked after DNS resolution and on every
 * redirect. Throws OutboundRequestRefusedError for a forbidden destination, and the network error (or an
 * AbortError/TimeoutError past `timeoutMs`) when there is no answer.
 */
export const guardedRequest = async (target: string | URL, options: GuardedRequestOptions): Promise<GuardedResponse> => {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(target);
  let current = options;
  for (let redirects = 0; ; redirects += 1) {
    const response = await sendOnce(url, current, await vetDestination(url, options.policy), signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.status) || !location || redirects >= options.maxRedirects) return response;
    const next = new URL(location, url);
    if (next.origin !== url.origin) current = { ...current, headers: withoutCredentials(current.headers) };
    url = next;
    // 307/308 repeat the request as is; the others turn it into a GET without a body, as browsers do.
    if (response.status !== 307 && response.status !== 308) current = { ...current, method: 'GET', body: undefined };
  }
};
