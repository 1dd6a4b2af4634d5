import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import type { CallbackSigner } from '../../callbacks/ports';
import { signingScopeFor, type SigningScope } from '../../callbacks/signing-scope';
import { signableRequest, sigV4Signer, type Credentials } from './sigv4-request';

/**
 * Signs callbacks with AWS SigV4 using the function's own credentials (the Lambda role in AWS, the documented
 * local key pair in the sandbox), for the service and region the target URL names or the configured fallback.
 */
export const sigV4CallbackSigner = (options: {
  readonly fallbackScope: SigningScope;
  /** @default the default credential provider chain, as the AWS SDK clients use it */
  readonly credentials?: Credentials;
}): CallbackSigner => {
  const credentials = options.credentials ?? fromNodeProviderChain();
  return {
    async sign(request, signingDate) {
      const { service, region } = signingScopeFor(request.url, options.fallbackScope);
      const signed = await sigV4Signer(service, region, credentials).sign(signableRequest(request), { signingDate });
      return { ...request, headers: signed.headers };
    },
  };
};
