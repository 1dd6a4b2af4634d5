import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * The SigV4 pieces the callback signer and the receiver-side verifier share, so that both canonicalise a
 * request the same way. Kept free of credential providers: the verifier's users need only these two packages.
 */

export type Credentials = ConstructorParameters<typeof SignatureV4>[0]['credentials'];
type SignableRequest = Parameters<SignatureV4['presign']>[0];

/** A request in the shape SignatureV4 signs. */
export const signableRequest = (request: {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array;
}): SignableRequest => {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(request.url.searchParams.keys())) {
    const values = request.url.searchParams.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  return {
    method: request.method,
    protocol: request.url.protocol,
    hostname: request.url.hostname,
    ...(request.url.port ? { port: Number(request.url.port) } : {}),
    path: request.url.pathname,
    query,
    headers: { ...request.headers },
    body: request.body,
  };
};

export const sigV4Signer = (service: string, region: string, credentials: Credentials): SignatureV4 =>
  // applyChecksum adds x-amz-content-sha256 (signed), so receivers can check the body against the signature.
  new SignatureV4({ service, region, credentials, sha256: Sha256, applyChecksum: true });
