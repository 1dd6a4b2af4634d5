import { Sha256 } from '@aws-crypto/sha256-js';
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { signableRequest } from '../src/adapters/http/sigv4-request';
import { ClientConfigurationError } from './errors';

/** API Gateway with AWS_IAM authorization checks signatures for this service name. */
export const SIGNING_SERVICE = 'execute-api';

/** The offline sandbox's region (sandbox/environment.ts); a loopback endpoint is the sandbox. */
const SANDBOX_REGION = 'us-east-1';

export type Credentials = AwsCredentialIdentity | AwsCredentialIdentityProvider;

export interface OutgoingRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  /** Exactly the bytes that will be sent. */
  readonly body?: Uint8Array;
}

export type RequestSigner = (request: OutgoingRequest) => Promise<Record<string, string>>;

export const isLoopback = (url: URL): boolean => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The explicit option, then the region an execute-api host names (signing for any other fails), then the
 * sandbox's for a loopback endpoint, then AWS_REGION / AWS_DEFAULT_REGION (custom domains).
 */
export const resolveRegion = (endpoint: URL, explicit?: string): string => {
  const region =
    explicit ??
    /\.execute-api\.([a-z0-9-]+)\.amazonaws\.com$/.exec(endpoint.hostname)?.[1] ??
    (isLoopback(endpoint) ? SANDBOX_REGION : undefined) ??
    process.env.AWS_REGION ??
    process.env.AWS_DEFAULT_REGION;
  if (!region) {
    throw new ClientConfigurationError(`No AWS region for signing requests to ${endpoint.host}: pass region (--region) or set AWS_REGION.`);
  }
  return region;
};

/**
 * SigV4 for execute-api over the exact bytes sent. x-amz-content-sha256 carries the body hash (signed), so a
 * verifier can check the body without trusting anything else; credentials come from the default Node chain
 * (env, SSO, shared profile, container/instance roles) unless given.
 */
export const sigV4Signer = (options: {
  readonly region: string;
  readonly credentials?: Credentials;
  readonly profile?: string;
}): RequestSigner => {
  const signer = new SignatureV4({
    service: SIGNING_SERVICE,
    region: options.region,
    credentials: options.credentials ?? fromNodeProviderChain(options.profile ? { profile: options.profile } : {}),
    sha256: Sha256,
    applyChecksum: true,
  });
  return async (request) => {
    const signed = await signer.sign(
      signableRequest({
        method: request.method,
        url: request.url,
        // fetch sends Host itself, as url.host; it must be signed with the same value.
        headers: { ...request.headers, host: request.url.host },
        body: request.body ?? new Uint8Array(),
      }),
    );
    const { host: _host, ...headers } = signed.headers as Record<string, string>;
    return headers;
  };
};
