/**
 * Receiver-side verification of the SigV4-signed callbacks this service sends. Give it the request exactly as
 * received (raw body bytes, before any JSON parsing) and the credentials the sender signs with; it recomputes
 * the signature with @smithy/signature-v4 over exactly the headers the sender signed.
 *
 * Dependencies: @smithy/signature-v4 and @aws-crypto/sha256-js (plus node:crypto).
 *
 * @example
 *   const result = await verifyCallbackSignature(
 *     { method: req.method, url: `http://${req.headers.host}${req.url}`, headers: req.headers, body: rawBody },
 *     { credentials: SANDBOX_SIGNING_CREDENTIALS, region: 'us-east-1', service: 'execute-api' },
 *   );
 *   if (!result.valid) return reply(401, result.reason);
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sigV4Signer, signableRequest } from './sigv4-request';

/**
 * The key pair the offline sandbox signs callbacks with (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY of its
 * handlers). Public on purpose: it lets a receiver test its verification before going live. Never valid in AWS.
 */
export const SANDBOX_SIGNING_CREDENTIALS = {
  accessKeyId: 'AKIASANDBOXLOCAL0001',
  secretAccessKey: 'sandbox-local-secret-key-do-not-use-in-aws',
  region: 'us-east-1',
} as const;

export interface ReceivedRequest {
  readonly method: string;
  /** The full URL the request was sent to; its path and query are part of the signature. */
  readonly url: string;
  /** Header names in any case; Node's IncomingMessage.headers fits as is. */
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The raw body, exactly as received. */
  readonly body: string | Uint8Array;
}

export interface ExpectedCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

export interface VerifyOptions {
  readonly credentials: ExpectedCredentials;
  /** Required signing region and service; when omitted, the ones named in the signature are accepted. */
  readonly region?: string;
  readonly service?: string;
  /** @default 300 (5 minutes) */
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
  | 'session-token-mismatch'
  | 'signature-mismatch';

export type VerificationResult =
  | { readonly valid: true; readonly signedAt: Date; readonly region: string; readonly service: string }
  | { readonly valid: false; readonly reason: VerificationFailureReason; readonly detail: string };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/([a-z0-9-]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const fail = (reason: VerificationFailureReason, detail: string): VerificationResult => ({ valid: false, reason, detail });

const lowerCaseHeaders = (headers: ReceivedRequest['headers']): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result[name.toLowerCase()] = typeof value === 'string' ? value : value.join(',');
  }
  return result;
};

const sameSecret = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Verifies a callback's SigV4 signature, its body hash and its age. Never throws for a bad request. */
export const verifyCallbackSignature = async (request: ReceivedRequest, options: VerifyOptions): Promise<VerificationResult> => {
  const headers = lowerCaseHeaders(request.headers);
  const authorization = headers.authorization;
  if (!authorization) return fail('missing-signature', 'no Authorization header');
  const parsed = AUTHORIZATION.exec(authorization);
  if (!parsed) return fail('malformed-signature', 'the Authorization header is not AWS4-HMAC-SHA256');
  const [, accessKeyId = '', scopeDate = '', region = '', service = '', signedHeaderList = '', signature = ''] = parsed;

  if (!sameSecret(accessKeyId, options.credentials.accessKeyId)) return fail('unknown-access-key', `signed by ${accessKeyId}`);
  if ((options.region && region !== options.region) || (options.service && service !== options.service)) {
    return fail('wrong-scope', `signed for ${service} in ${region}`);
  }

  const date = AMZ_DATE.exec(headers['x-amz-date'] ?? '');
  if (!date || !headers['x-amz-date']!.startsWith(scopeDate))
    return fail('malformed-signature', 'x-amz-date is missing or disagrees with the credential scope');
  const [, year, month, day, hour, minute, second] = date.map(Number) as number[];
  const signedAt = new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
  const skewSeconds = Math.abs((options.now ?? new Date()).getTime() - signedAt.getTime()) / 1000;
  if (skewSeconds > (options.maxClockSkewSeconds ?? 300)) return fail('clock-skew', `signed ${Math.round(skewSeconds)} s away from now`);

  const signedHeaders = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return fail('malformed-signature', `${required} is not signed`);
  }
  const bodyHash = createHash('sha256').update(request.body).digest('hex');
  if (headers['x-amz-content-sha256'] !== bodyHash) return fail('body-hash-mismatch', 'x-amz-content-sha256 does not match the body');
  const { sessionToken } = options.credentials;
  if (
    sessionToken &&
    !(signedHeaders.includes('x-amz-security-token') && sameSecret(headers['x-amz-security-token'] ?? '', sessionToken))
  ) {
    return fail('session-token-mismatch', 'x-amz-security-token is missing, unsigned or different');
  }

  const received: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = headers[name];
    if (value === undefined) return fail('malformed-signature', `signed header ${name} is missing`);
    received[name] = value;
  }
  // The token, when signed, is among the received headers already; leaving it out of the credentials keeps the
  // signer from adding one the sender did not sign.
  const credentials = { accessKeyId: options.credentials.accessKeyId, secretAccessKey: options.credentials.secretAccessKey };
  const recomputed = await sigV4Signer(service, region, credentials).sign(
    signableRequest({ method: request.method, url: new URL(request.url), headers: received, body: request.body }),
    { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
  );
  const expected = AUTHORIZATION.exec(String(recomputed.headers.authorization));
  if (!expected || expected[5] !== signedHeaderList || !sameSecret(expected[6] ?? '', signature)) {
    return fail('signature-mismatch', 'the signature does not match the request');
  }
  return { valid: true, signedAt, region, service };
};
