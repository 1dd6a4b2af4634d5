import { accessKeyIdOf, type AwsCaller, type PrincipalDirectory } from './aws-access';
import { SANDBOX_REGION } from './environment';
import { verifySignature, type SignatureFailure, type SignedRequest } from './sigv4';

/**
 * Who signed a request to an emulated AWS endpoint (DynamoDB, S3, Step Functions, EventBridge, SQS, Transcribe,
 * Bedrock Runtime). With SANDBOX_AUTH=sigv4 each endpoint checks the signature as AWS does, against the run's
 * principals (sandbox/aws-access.ts): a missing, unknown or wrong signature is refused in the service's own
 * words before anything else happens, and a known principal is then authorized by IAM. Without authentication
 * the key a request names is taken at its word, as the sandbox always did.
 */

export type EmulatorAuthentication = { readonly caller: AwsCaller } | { readonly rejected: SignatureFailure; readonly detail: string };

/** What one endpoint accepts: its signing names, how it encodes paths, and its clock skew. */
export interface EndpointSigning {
  readonly services: readonly string[];
  readonly uriEscapePath?: boolean;
  readonly maxSkewSeconds?: number;
}

export type EmulatorAuthenticator = (
  request: SignedRequest,
  body: Buffer | undefined,
  endpoint: EndpointSigning,
) => Promise<EmulatorAuthentication>;

export const emulatorAuthenticator =
  (directory: PrincipalDirectory, verify: boolean): EmulatorAuthenticator =>
  async (request, body, endpoint) => {
    if (!verify) return { caller: directory.callerOf(accessKeyIdOf(request.headers, request.url)) };
    const check = await verifySignature(request, body, { secretOf: directory.secretOf, region: SANDBOX_REGION, ...endpoint });
    return check.valid ? { caller: directory.callerOf(check.accessKeyId) } : { rejected: check.failure, detail: check.detail };
  };

/** Every request is whoever its key names: an emulator started on its own, without a sandbox around it (tests). */
export const unauthenticatedEmulator: EmulatorAuthenticator = async (request) => {
  const accessKeyId = accessKeyIdOf(request.headers, request.url);
  return { caller: { kind: 'external', ...(accessKeyId ? { accessKeyId } : {}) } };
};

/**
 * How AWS's JSON-protocol services (DynamoDB, Step Functions, EventBridge, SQS, Transcribe) and Bedrock name a
 * refused signature: the error type and its message.
 */
export const signatureErrorOf = (failure: SignatureFailure, detail: string): { readonly type: string; readonly message: string } => {
  switch (failure) {
    case 'missing':
      return { type: 'MissingAuthenticationTokenException', message: 'Request is missing Authentication Token' };
    case 'unknown-key':
      return { type: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' };
    case 'skewed':
    case 'expired':
      return { type: 'InvalidSignatureException', message: `Signature expired: ${detail}` };
    default:
      return {
        type: 'InvalidSignatureException',
        message: `The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. (${detail})`,
      };
  }
};
