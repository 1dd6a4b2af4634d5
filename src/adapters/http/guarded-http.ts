import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * An outbound HTTP client that cannot be pointed at our own infrastructure (SSRF guard), for every URL a
 * caller gives us (audio URLs, callback URLs). Each hop: the URL's scheme is checked, its host resolved, every
 * resolved address checked against the non-public ranges below, and the connection made to the checked address
 * (a pinned lookup, so a second DNS answer — DNS rebinding — cannot swap it). Redirects are followed only up to
 * a limit and each target is checked again. Bodies are capped while they stream in.
 */

export interface OutboundPolicy {
  /** Loopback destinations (127.0.0.0/8, ::1) are allowed, over http or https. The sandbox's one relaxation. */
  readonly allowLoopback: boolean;
}

/** Production: public https destinations only. Sandbox: also loopback, so local files can be served. */
export const outboundPolicy = (runtimeMode: 'aws' | 'sandbox'): OutboundPolicy => ({ allowLoopback: runtimeMode === 'sandbox' });

export type GuardedRequestFailure = 'invalid-url' | 'refused' | 'unreachable' | 'timeout' | 'too-many-redirects' | 'too-large';

export class GuardedRequestError extends Error {
  override readonly name = 'GuardedRequestError';
  constructor(
    readonly reason: GuardedRequestFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// Separate lists per family: a BlockList treats IPv4 addresses as IPv4-mapped IPv6 ones, so IPv6 ranges such as
// 64:ff9b::/96 would otherwise swallow every IPv4 address.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the 169.254.169.254 metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including broadcast
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  // IPv4-mapped addresses (::ffff:0:0/96) are unmapped and checked as IPv4 in classifyAddress.
  ['64:ff9b::', 96], // NAT64 — could reach any IPv4 address, including private ones
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 — embeds an arbitrary IPv4 address
  ['fc00::', 7], // unique local, including AWS's fd00:ec2::254 metadata endpoint
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}


const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet('127.0.0.0', 8, 'ipv4');
const LOOPBACK_V6 = new BlockList();
LOOPBACK_V6.addAddress('::1', 'ipv6');

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_IPV4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** The IPv4 address an IPv4-mapped IPv6 address stands for (both `::ffff:1.2.3.4` and `::ffff:102:304`). */
const unmapIpv4 = (address: string): string | undefined => {
  const dotted = MAPPED_IPV4.exec(address);
  if (dotted) return dotted[1];
  const hex = MAPPED_IPV4_HEX.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

export type AddressClass = 'public' | 'loopback' | 'non-public' | 'invalid';

export const classifyAddress = (raw: string): AddressClass => {
  const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 0) return 'invalid';
  const mapped = family === 6 ? unmapIpv4(address) : undefined;
  if (mapped) return classifyAddress(mapped);
  if (family === 4) {
    if (LOOPBACK_V4.check(address, 'ipv4')) return 'loopback';
    return NON_PUBLIC_V4.check(address, 'ipv4') ? 'non-public' : 'public';
  }
  if (LOOPBACK_V6.check(address, 'ipv6')) return 'loopback';
  return NON_PUBLIC_V6.check(address, 'ipv6') ? 'non-public' : 'public';
};

export const isAllowedAddress = (address: string, policy: OutboundPolicy): boolean => {
  const kind = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && policy.allowLoopback);
};

export type Resolver = (hostname: string) => Promise<readonly { readonly address: string; readonly family: number }[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Resolves and checks one URL; returns the address to connect to. */
const checkDestination = async (url: URL, policy: OutboundPolicy, resolve: Resolver): Promise<{ address: string; family: number }> => {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new GuardedRequestError('refused', `The scheme ${url.protocol} is not allowed; use https.`);
  }
  if (url.username || url.password) throw new GuardedRequestError('refused', 'URLs with credentials are not allowed.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let candidates: readonly { address: string; family: number }[];
  if (isIP(host)) {
    candidates = [{ address: host, family: isIP(host) }];
  } else {
    try {
      candidates = await resolve(host);
    } catch (cause) {
      throw new GuardedRequestError('unreachable', `The host ${host} could not be resolved.`, { cause });
    }
  }
  const allowed = candidates.find((c) => isAllowedAddress(c.address, policy));
  if (!allowed) {
    throw new GuardedRequestError('refused', `The host ${host} resolves to an address that is not publicly routable.`);
  }
  const loopback = classifyAddress(allowed.address) === 'loopback';
  if (url.protocol === 'http:' && !loopback) {
    throw new GuardedRequestError('refused', 'Only https URLs are allowed.');
  }
  return allowed;
};

export interface GuardedRequestOptions {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** For the whole exchange, redirects included. */
  readonly timeoutMs: number;
  readonly maxRedirects: number;
  readonly maxResponseBytes: number;
  readonly policy: OutboundPolicy;
  /** DNS resolution; injectable so tests can simulate answers (e.g. rebinding to a private address). */
  readonly resolve?: Resolver;
}

export interface GuardedResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
  /** The URL that answered, after redirects. */
  readonly url: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const pinnedLookup =
  (address: string, family: number): LookupFunction =>
  (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };

const exchange = (
  url: URL,
  destination: { address: string; family: number },
  options: GuardedRequestOptions & { method: string },
  signal: AbortSignal,
): Promise<GuardedResponse> =>
  new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: options.method,
        headers: { ...options.headers, ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}) },
        lookup: pinnedLookup(destination.address, destination.family),
        signal,
        agent: false,
      },
      (response) => {
        const declared = Number(response.headers['content-length'] ?? NaN);
        if (declared > options.maxResponseBytes) {
          response.destroy();
          reject(new GuardedRequestError('too-large', `The response declares ${declared} bytes; the limit is ${options.maxResponseBytes}.`));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxResponseBytes) {
            response.destroy();
            reject(new GuardedRequestError('too-large', `The response exceeds the limit of ${options.maxResponseBytes} bytes.`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), url: url.toString() }),
        );
        response.on('error', (cause) =>
          reject(
            signal.aborted
              ? new GuardedRequestError('timeout', `No complete answer within ${options.timeoutMs} ms.`, { cause })
              : new GuardedRequestError('unreachable', 'The response was cut off.', { cause }),
          ),
        );
      },
    );
    request.on('error', (cause) => {
      if (signal.aborted) reject(new GuardedRequestError('timeout', `No complete answer within ${options.timeoutMs} ms.`, { cause }));
      else reject(new GuardedRequestError('unreachable', `Could not connect to ${url.host}: ${(cause as Error).message}`, { cause }));
    });
    request.end(options.body);
  });

/**
 * One guarded HTTP exchange. Non-2xx answers are returned, not thrown; refusals, connection failures,
 * time-outs, redirect loops and oversized bodies throw GuardedRequestError.
 */
export const guardedRequest = async (rawUrl: string, options: GuardedRequestOptions): Promise<GuardedResponse> => {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch (cause) {
    throw new GuardedRequestError('invalid-url', 'The URL is not valid.', { cause });
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  let method = (options.method ?? 'GET').toUpperCase();
  let body = options.body;
  for (let hop = 0; ; hop += 1) {
    const destination = await checkDestination(url, options.policy, options.resolve ?? systemResolver);
    const response = await exchange(url, destination, { ...options, method, body }, signal);
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.status) || typeof location !== 'string') return response;
    if (hop >= options.maxRedirects) {
      throw new GuardedRequestError('too-many-redirects', `More than ${options.maxRedirects} redirects.`);
    }
    url = new URL(location, url);
    if (response.status === 303) {
      method = 'GET';
      body = undefined;
    }
  }
};
