import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * AWS Signature Version 4 checked as AWS's front doors check it: the Authorization header (`AWS4-HMAC-SHA256
 * Credential=…, SignedHeaders=…, Signature=…` with X-Amz-Date) or a pre-signed URL's query (X-Amz-Credential,
 * X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders, X-Amz-Signature). The signature is recomputed with
 * @smithy/signature-v4 over exactly the headers the signer signed, with the secret of the access key it names.
 */

export type SignatureFailure =
  /** Neither an Authorization header nor a pre-signed query. */
  | 'missing'
  | 'malformed'
  | 'unknown-key'
  /** Signed for another region or service than the endpoint's. */
  | 'wrong-scope'
  /** A pre-signed URL past its X-Amz-Expires. */
  | 'expired'
  /** A header signature dated too far from now. */
  | 'skewed'
  | 'mismatch';

export type SignatureCheck =
  | { readonly valid: true; readonly accessKeyId: string; readonly presigned: boolean }
  | { readonly valid: false; readonly failure: SignatureFailure; readonly detail: string; readonly accessKeyId?: string };

export interface SignedRequest {
  readonly method: string;
  /** Path and query exactly as on the request line. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface VerifyOptions {
  /** The secret of an access key, or undefined for a key nobody owns. */
  readonly secretOf: (accessKeyId: string) => string | undefined;
  readonly region: string;
  /** Signing names this endpoint answers for (the credential scope's service). */
  readonly services: readonly string[];
  /** S3 signs the path as sent; every other service encodes it once more. @default true */
  readonly uriEscapePath?: boolean;
  /** How far a header signature's date may be from now. @default 300 (5 minutes; S3 allows 15) */
  readonly maxSkewSeconds?: number;
  readonly now?: Date;
}

/** A pre-signed URL may not last longer than a week. */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;:._-]+),\s*Signature=([0-9a-f]{64})$/;
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const fail = (failure: SignatureFailure, detail: string, accessKeyId?: string): SignatureCheck => ({
  valid: false,
  failure,
  detail,
  ...(accessKeyId ? { accessKeyId } : {}),
});

type HashInput = string | ArrayBuffer | ArrayBufferView;

const bytesOf = (data: HashInput): Buffer =>
  typeof data === 'string'
    ? Buffer.from(data, 'utf8')
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/**
 * SHA-256, or HMAC-SHA256 with a secret, from Node's crypto, in the shape the signer takes (what
 * @smithy/hash-node gives the SDK in Node): every request to every endpoint is checked on the sandbox's one
 * thread, where a pure-JavaScript SHA-256 cost several times as much.
 */
class NodeSha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: HashInput) {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.secret));
  }

  update(data: HashInput): void {
    this.hash.update(bytesOf(data));
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }

  reset(): void {
    this.hash = this.fresh();
  }
}

/**
 * One signer per key, scope and path encoding: a signer keeps the signing key it derived for a day (four HMACs),
 * so a principal's requests reuse it. Bounded, as the keys are the run's principals.
 */
const signers = new Map<string, SignatureV4>();
const MAX_SIGNERS = 1000;

const signerFor = (scope: Scope, secret: string, uriEscapePath: boolean): SignatureV4 => {
  const key = JSON.stringify([scope.accessKeyId, secret, scope.service, scope.region, uriEscapePath]);
  let signer = signers.get(key);
  if (!signer) {
    if (signers.size >= MAX_SIGNERS) signers.clear();
    signer = new SignatureV4({
      service: scope.service,
      region: scope.region,
      credentials: { accessKeyId: scope.accessKeyId, secretAccessKey: secret },
      sha256: NodeSha256,
      // Only what the signer signed: no x-amz-content-sha256 of our own.
      applyChecksum: false,
      uriEscapePath,
    });
    signers.set(key, signer);
  }
  return signer;
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const dateOf = (amzDate: string | undefined): Date | undefined => {
  const parts = AMZ_DATE.exec(amzDate ?? '');
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
};

/** The query as the signer saw it: names and values decoded (`+` stays a plus, as SigV4 encodes a space as %20). */
const queryOf = (search: string): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.replace(/^\?/, '').split('&').filter(Boolean)) {
    const separator = pair.indexOf('=');
    const [name, value] = (separator < 0 ? [pair, ''] : [pair.slice(0, separator), pair.slice(separator + 1)]).map(decodeURIComponent) as [
      string,
      string,
    ];
    const existing = query[name];
    query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
};

const headerValue = (headers: SignedRequest['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

interface Scope {
  readonly accessKeyId: string;
  readonly date: string;
  readonly region: string;
  readonly service: string;
}

/** The key's secret and a scope this endpoint answers for, or why not. */
const checkScope = (scope: Scope, options: VerifyOptions): { secret: string } | SignatureCheck => {
  const secret = options.secretOf(scope.accessKeyId);
  if (secret === undefined)
    return fail('unknown-key', `The access key ${scope.accessKeyId} is not a principal of this sandbox.`, scope.accessKeyId);
  if (scope.region !== options.region || !options.services.includes(scope.service)) {
    return fail(
      'wrong-scope',
      `Signed for ${scope.service} in ${scope.region}; this endpoint is ${options.services.join(' or ')} in ${options.region}.`,
      scope.accessKeyId,
    );
  }
  return { secret };
};

/** Verifies the request's SigV4 signature; `body` is needed when the signer did not send x-amz-content-sha256. */
export const verifySignature = async (
  request: SignedRequest,
  body: Buffer | undefined,
  options: VerifyOptions,
): Promise<SignatureCheck> => {
  const queryStart = request.url.indexOf('?');
  const path = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
  let query: Record<string, string | string[]>;
  try {
    query = queryOf(queryStart < 0 ? '' : request.url.slice(queryStart));
  } catch {
    return fail('malformed', 'The query string is not valid percent-encoding.');
  }
  const host = headerValue(request.headers, 'host') ?? headerValue(request.headers, ':authority') ?? '';
  const now = options.now ?? new Date();
  const authorization = headerValue(request.headers, 'authorization');
  const single = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);

  if (authorization === undefined && single('X-Amz-Signature') === undefined) {
    return fail('missing', 'The request carries no signature: sign it with AWS SigV4.');
  }
  const presigned = authorization === undefined;
  let scope: Scope;
  let signedHeaders: string[];
  let signature: string;
  let signedAt: Date | undefined;
  if (presigned) {
    const credential = CREDENTIAL.exec(single('X-Amz-Credential') ?? '');
    if (!credential || single('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      return fail('malformed', 'X-Amz-Algorithm or X-Amz-Credential is missing or malformed.');
    scope = { accessKeyId: credential[1]!, date: credential[2]!, region: credential[3]!, service: credential[4]! };
    signedHeaders = (single('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
    signature = single('X-Amz-Signature') ?? '';
    signedAt = dateOf(single('X-Amz-Date'));
  } else {
    const parsed = AUTHORIZATION.exec(authorization);
    if (!parsed) return fail('malformed', 'The Authorization header is not an AWS4-HMAC-SHA256 signature.');
    scope = { accessKeyId: parsed[1]!, date: parsed[2]!, region: parsed[3]!, service: parsed[4]! };
    signedHeaders = parsed[5]!.split(';');
    signature = parsed[6]!;
    signedAt = dateOf(headerValue(request.headers, 'x-amz-date'));
  }
  const { accessKeyId } = scope;
  const scoped = checkScope(scope, options);
  if (!('secret' in scoped)) return scoped;
  if (!signedAt || !(presigned ? single('X-Amz-Date') : headerValue(request.headers, 'x-amz-date'))!.startsWith(scope.date)) {
    return fail('malformed', 'X-Amz-Date is missing or disagrees with the credential scope.', accessKeyId);
  }
  // HTTP/2 clients (the Bedrock Runtime SDK) sign the :authority pseudo-header instead of host.
  if (!signedHeaders.includes('host') && !signedHeaders.includes(':authority'))
    return fail('malformed', 'The host header is not signed.', accessKeyId);

  const received: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = name === 'host' ? host : headerValue(request.headers, name);
    if (value === undefined) return fail('malformed', `The signed header ${name} is missing.`, accessKeyId);
    received[name] = value;
  }
  // A header signature covers the body through x-amz-content-sha256 when the signer sent one: the body must match it.
  const declaredHash = received['x-amz-content-sha256'];
  if (
    body !== undefined &&
    declaredHash &&
    /^[0-9a-f]{64}$/.test(declaredHash) &&
    createHash('sha256').update(body).digest('hex') !== declaredHash
  ) {
    return fail('mismatch', 'x-amz-content-sha256 does not match the body.', accessKeyId);
  }
  const signer = signerFor(scope, scoped.secret, options.uriEscapePath ?? true);
  const target = { method: request.method, protocol: 'http:', hostname: host.replace(/:\d+$/, ''), path, query, headers: received };

  if (presigned) {
    const expiresIn = Number(single('X-Amz-Expires'));
    if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_EXPIRES_SECONDS) {
      return fail('malformed', `X-Amz-Expires must be 1 to ${MAX_EXPIRES_SECONDS} seconds.`, accessKeyId);
    }
    // A pre-signed URL never signs its payload; its auth parameters are recomputed, not copied.
    const { 'X-Amz-Signature': _signature, ...unsigned } = query;
    const recomputed = await signer.presign(
      { ...target, query: unsigned, headers: { ...received, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
      {
        signingDate: signedAt,
        expiresIn,
        unsignableHeaders: new Set(['x-amz-content-sha256']),
        // What the signer signed as headers stays headers (a presigner hoists only what it did not sign).
        unhoistableHeaders: new Set([...signedHeaders, 'x-amz-content-sha256']),
        signableHeaders: new Set(signedHeaders),
      },
    );
    const computed = String(recomputed.query?.['X-Amz-Signature']);
    if (recomputed.query?.['X-Amz-SignedHeaders'] !== signedHeaders.join(';') || !sameText(computed, signature)) {
      return fail('mismatch', "The signature does not match the request and the key's secret.", accessKeyId);
    }
    if (now.getTime() > signedAt.getTime() + expiresIn * 1000)
      return fail(
        'expired',
        `The pre-signed URL expired at ${new Date(signedAt.getTime() + expiresIn * 1000).toISOString()}.`,
        accessKeyId,
      );
    return { valid: true, accessKeyId, presigned };
  }

  const skewSeconds = Math.abs(now.getTime() - signedAt.getTime()) / 1000;
  if (skewSeconds > (options.maxSkewSeconds ?? 300))
    return fail('skewed', `Signed ${Math.round(skewSeconds)} s away from the sandbox's clock.`, accessKeyId);
  if (!('x-amz-content-sha256' in received) && body === undefined) {
    return fail('malformed', 'x-amz-content-sha256 is not signed and the body was not read.', accessKeyId);
  }
  const recomputed = await signer.sign(
    { ...target, body: body ?? Buffer.alloc(0) },
    { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
  );
  const expected = AUTHORIZATION.exec(String(recomputed.headers.authorization));
  if (!expected || expected[5] !== signedHeaders.join(';') || !sameText(expected[6]!, signature)) {
    return fail('mismatch', "The signature does not match the request and the key's secret.", accessKeyId);
  }
  return { valid: true, accessKeyId, presigned };
};
