import type { IncomingMessage } from 'node:http';
import type { Authenticate, CallerIdentity } from './api-gateway';
import { SANDBOX_ACCOUNT, SANDBOX_REGION } from './environment';
import { verifySignature, type SignatureCheck } from './sigv4';

/**
 * `SANDBOX_AUTH=sigv4`: the sandbox checks each API request's SigV4 signature against these documented local
 * principals (and the operator, whose secret is the run's), as API Gateway's AWS_IAM authorization does in AWS,
 * and hands the handler the signer's identity — so data is scoped per principal offline too. None of these keys
 * is valid in AWS; they reach the API only: the stack grants these users nothing on its resources.
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

/** The operator, as an API caller: an IAM user of its own (its key pair is the run's, see aws-access.ts). */
export const operatorPrincipal = (credentials: { readonly accessKeyId: string; readonly secretAccessKey: string }): LocalPrincipal => ({
  name: 'sandbox-operator',
  ...credentials,
  userArn: `arn:aws:iam::${SANDBOX_ACCOUNT}:user/sandbox-operator`,
  userId: 'AIDASANDBOXOPERATOR1',
});

const REJECTIONS: Readonly<Record<Exclude<SignatureCheck, { valid: true }>['failure'], string>> = {
  missing: 'Missing authentication',
  malformed: 'Invalid signature',
  'unknown-key': 'Invalid signature',
  'wrong-scope': 'Invalid signature',
  expired: 'Invalid signature',
  skewed: 'Invalid signature',
  mismatch: 'Invalid signature',
};

/**
 * Authenticates requests against `principals`, as API Gateway's AWS_IAM authorization does: a missing or failing
 * signature → 403 problem+json. `operator` names the principal who may also read the sandbox's own routes.
 */
export const sigV4Authenticator = (principals: readonly LocalPrincipal[], operator?: LocalPrincipal): Authenticate => {
  const byKey = new Map([...principals, ...(operator ? [operator] : [])].map((p) => [p.accessKeyId, p]));
  return async (request: IncomingMessage, body: Buffer) => {
    const check = await verifySignature({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers }, body, {
      secretOf: (accessKeyId) => byKey.get(accessKeyId)?.secretAccessKey,
      region: SANDBOX_REGION,
      services: [SIGNING_SERVICE],
    });
    if (!check.valid) {
      const detail =
        check.failure === 'missing'
          ? 'Sign the request with AWS SigV4 (service execute-api); the sandbox runs with SANDBOX_AUTH=sigv4. See docs/sandbox-security.md for the local principals.'
          : check.failure === 'unknown-key'
            ? `Access key ${check.accessKeyId} is not one of the sandbox principals (see docs/sandbox-security.md).`
            : check.detail;
      return { rejected: { status: 403, title: REJECTIONS[check.failure], detail } };
    }
    const principal = byKey.get(check.accessKeyId)!;
    const identity: CallerIdentity = { userArn: principal.userArn, caller: principal.userId, accessKey: principal.accessKeyId };
    return { identity, operator: principal === operator };
  };
};
