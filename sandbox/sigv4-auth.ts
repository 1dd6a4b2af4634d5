import type { IncomingMessage } from 'node:http';
import { verifyCallbackSignature } from '../src/adapters/http/callback-verifier';
import type { Authenticate, CallerIdentity } from './api-gateway';
import { SANDBOX_ACCOUNT, SANDBOX_REGION } from './environment';

/**
 * `SANDBOX_AUTH=sigv4`: the sandbox checks each API request's SigV4 signature against these documented local
 * principals, as API Gateway's AWS_IAM authorization does in AWS, and hands the handler the signer's identity —
 * so data is scoped per principal offline too. None of these keys is valid in AWS.
 */
export interface LocalPrincipal {
  readonly name: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly userArn: string;
  /** The IAM user id API Gateway reports as `caller`. */
  readonly userId: string;
}

const localPrincipal = (name: string, accessKeyId: string, userId: string): LocalPrincipal => ({
  name,
  accessKeyId,
  secretAccessKey: `sandbox-${name}-secret-key-do-not-use-in-aws`,
  userArn: `arn:aws:iam::${SANDBOX_ACCOUNT}:user/${name}`,
  userId,
});

export const SANDBOX_SIGV4_PRINCIPALS: readonly LocalPrincipal[] = [
  localPrincipal('alice', 'AKIASANDBOXALICE0001', 'AIDASANDBOXALICE0001'),
  localPrincipal('bob', 'AKIASANDBOXBOB0000001', 'AIDASANDBOXBOB0000001'),
];

/** What the deployed API's authorization checks: execute-api in the stack's region. */
const SIGNING_SERVICE = 'execute-api';

/** The access key id of an `AWS4-HMAC-SHA256 Credential=<key>/<scope>, …` header: it says whose secret to verify with. */
const signingAccessKeyId = (authorization: string) => /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\//.exec(authorization)?.[1];

/** Authenticates requests against `principals`; a missing or failing signature → 403 problem+json. */
export const sigV4Authenticator =
  (principals: readonly LocalPrincipal[] = SANDBOX_SIGV4_PRINCIPALS): Authenticate =>
  async (request: IncomingMessage, body: Buffer) => {
    const authorization = request.headers.authorization;
    if (!authorization) {
      return {
        rejected: {
          status: 403,
          title: 'Missing authentication',
          detail: 'Sign the request with AWS SigV4 (service execute-api); the sandbox runs with SANDBOX_AUTH=sigv4. The local credentials are in docs/sandbox.md (Sandbox with SigV4).',
        },
      };
    }
    const accessKeyId = signingAccessKeyId(authorization);
    const principal = principals.find((p) => p.accessKeyId === accessKeyId);
    if (!principal) {
      const detail = accessKeyId
        ? `Access key ${accessKeyId} is not one of the sandbox principals (docs/sandbox.md, Sandbox with SigV4).`
        : 'The Authorization header is not an AWS4-HMAC-SHA256 signature.';
      return { rejected: { status: 403, title: 'Invalid signature', detail } };
    }
    // The same verifier callback receivers use (issue 4): one implementation of SigV4 checking in the repo.
    const verification = await verifyCallbackSignature(
      { method: request.method ?? 'GET', url: `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, headers: request.headers, body },
      { credentials: principal, region: SANDBOX_REGION, service: SIGNING_SERVICE },
    );
    if (!verification.valid) return { rejected: { status: 403, title: 'Invalid signature', detail: verification.detail } };
    const identity: CallerIdentity = { userArn: principal.userArn, caller: principal.userId, accessKey: principal.accessKeyId };
    return { identity };
  };
