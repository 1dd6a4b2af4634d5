import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Verifies an AWS SigV4 Authorization header the way API Gateway's AWS_IAM authorization does: recomputes the
 * signature with @smithy/signature-v4 over exactly the headers the sender signed, checks the body against its
 * hash and the signing time against the clock. Same contract as the callback receiver's verifier (issue 4,
 * `verifyCallbackSignature`), so either can replace the other.
 */

export interface ReceivedRequest {
  readonly method: string;
  /** The full URL the request was sent to; its path and query are part of the signature. */
  readonly url: string;
  /** Header names in any case; Node's IncomingMessage.headers fits as is. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The raw body, exactly as received. */
  readonly body: string | Uint8Array;
}

export interface VerifyOptions {
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Required signing region and service; when omitted, the ones named in the signature are accepted. */
  readonly region?: string;
  readonly service?: string;
  /** @default 300 (5 minutes, as AWS allows) */
  readonly maxClockSkewSeconds?: number;
  /** @default the current time */
  readonly now?: Date;
}

export type VerificationFailureReason =
  | 'missing-signature'
  | 'malformed-signature'
  | 'unknown-access-key'
  | 'wrong-scope'
  | 'clock-skew'
  | 'body-hash-mismatch'
  | 'signature-mismatch';

export type VerificationResult =
  | { readonly valid: true; readonly signedAt: Date; readonly region: string; readonly service: string }
  | { readonly valid: false; readonly reason: VerificationFailureReason; readonly detail: string };

export interface ParsedAuthorization {
  readonly accessKeyId: string;
  readonly scopeDate: string;
  readonly region: string;
  readonly service: string;
  readonly signedHeaders: readonly string[];
  readonly signature: string;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** The parts of an `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header, or undefined. */
export const parseAuthorization = (authorization: string | undefined): ParsedAuthorization | undefined => {
  const match = AUTHORIZATION.exec(authorization ?? '');
  if (!match) return undefined;
  const [, accessKeyId = '', scopeDate = '', region = '', service = '', signedHeaders = '', signature = ''] = match;
  return { accessKeyId, scopeDate, region, service, signedHeaders: signedHeaders.split(';'), signature };
};

const constantTimeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const failure = (reason: VerificationFailureReason, detail: string): VerificationResult => ({ valid: false, reason, detail });

/** Never throws for a bad request: every rejection comes back as a reason. */
export const verifySigV4 = async (request: ReceivedRequest, options: VerifyOptions): Promise<VerificationResult> => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = typeof value === 'string' ? value : value.join(',');
  }
  if (!headers.authorization) return failure('missing-signature', 'The request has no Authorization header.');
  const parsed = parseAuthorization(headers.authorization);
  if (!parsed) return failure('malformed-signature', 'The Authorization header is not AWS4-HMAC-SHA256 with Credential, SignedHeaders and Signature.');
  if (!constantTimeEqual(parsed.accessKeyId, options.credentials.accessKeyId)) return failure('unknown-access-key', `Access key ${parsed.accessKeyId} is not known.`);
  if ((options.region && parsed.region !== options.region) || (options.service && parsed.service !== options.service)) {
    return failure('wrong-scope', `Signed for ${parsed.service} in ${parsed.region}; expected ${options.service ?? parsed.service} in ${options.region ?? parsed.region}.`);
  }

  const amzDate = headers['x-amz-date'] ?? '';
  const dateParts = AMZ_DATE.exec(amzDate)?.slice(1).map(Number);
  if (!dateParts || !amzDate.startsWith(parsed.scopeDate)) return failure('malformed-signature', 'X-Amz-Date is missing, malformed or outside the credential scope date.');
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = dateParts;
  const signedAt = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const skewSeconds = Math.abs((options.now ?? new Date()).getTime() - signedAt.getTime()) / 1000;
  if (skewSeconds > (options.maxClockSkewSeconds ?? 300)) return failure('clock-skew', `The signature is ${Math.round(skewSeconds)} s away from the server's clock.`);

  for (const required of ['host', 'x-amz-date']) {
    if (!parsed.signedHeaders.includes(required)) return failure('malformed-signature', `The ${required} header must be signed.`);
  }
  // A signed x-amz-content-sha256 is what the signature covers in place of the body: it must be the body's hash.
  // Without it the signature is computed over the body's hash directly.
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  if (headers['x-amz-content-sha256'] !== undefined && headers['x-amz-content-sha256'] !== bodyHash) {
    return failure('body-hash-mismatch', 'X-Amz-Content-Sha256 does not match the body.');
  }

  const signedHeaderValues: Record<string, string> = {};
  for (const name of parsed.signedHeaders) {
    const value = headers[name];
    if (value === undefined) return failure('malformed-signature', `The signed header ${name} is missing.`);
    signedHeaderValues[name] = value;
  }
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  // applyChecksum stays off: the recomputation must not add a header the sender did not sign.
  const signer = new SignatureV4({ service: parsed.service, region: parsed.region, credentials: options.credentials, sha256: Sha256 });
  const recomputed = await signer.sign(
    { method: request.method, protocol: url.protocol, hostname: url.hostname, path: url.pathname, query, headers: signedHeaderValues, body: request.body },
    { signingDate: signedAt, signableHeaders: new Set(parsed.signedHeaders) },
  );
  const expected = parseAuthorization(String(recomputed.headers.authorization));
  if (!expected || expected.signedHeaders.join(';') !== parsed.signedHeaders.join(';') || !constantTimeEqual(expected.signature, parsed.signature)) {
    return failure('signature-mismatch', 'The signature does not match the request.');
  }
  return { valid: true, signedAt, region: parsed.region, service: parsed.service };
};
