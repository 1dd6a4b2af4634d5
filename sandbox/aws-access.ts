import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ApplicationDefinition } from '../lib/definitions';
import { SANDBOX_CREDENTIALS, SANDBOX_OPERATOR_CREDENTIALS } from './environment';

/**
 * Who calls AWS in the sandbox, and whether the deployed role would let them. Every emulated AWS endpoint
 * (DynamoDB, S3, Step Functions, EventBridge, SQS, Transcribe, Bedrock) and every state machine Task asks
 * `AwsAccess.authorize` before doing anything, and each call is recorded, allowed or denied, so a user can see
 * what a run would call in AWS.
 */

export type AwsCaller =
  | { readonly kind: 'function'; readonly id: string }
  | { readonly kind: 'stateMachine'; readonly id: string }
  /** EventBridge delivering to a rule's target: with the target's role, or under the target's resource policy. */
  | { readonly kind: 'eventRule'; readonly id: string }
  /** An IAM user of the sandbox's SigV4 principals (sandbox/sigv4-auth.ts): it may call the API, and nothing else. */
  | { readonly kind: 'user'; readonly id: string }
  /** The operator (tests, tools, the sandbox itself), or any key when emulator authentication is off. */
  | { readonly kind: 'external'; readonly accessKeyId?: string };

export interface AwsCallRequest {
  /** IAM service prefix: dynamodb, s3, states, events, sqs, transcribe, bedrock, lambda. */
  readonly service: string;
  /** IAM action, e.g. dynamodb:PutItem. */
  readonly action: string;
  /** The API operation, when the IAM action does not name it (Converse → bedrock:InvokeModel, TransactWriteItems → dynamodb:PutItem…). */
  readonly operation?: string;
  /** The ARNs IAM evaluates the action against. */
  readonly resources: readonly string[];
  readonly caller: AwsCaller;
}

export interface AwsCallRecord extends AwsCallRequest {
  readonly at: string;
  readonly decision: 'allowed' | 'denied';
  /** Why it was denied (no statement allowed it, an explicit deny...). */
  readonly reason?: string;
}

/** AWS's answer to a call the caller's policies do not allow; emulators map it to their service's error shape. */
export class AccessDeniedError extends Error {
  override readonly name = 'AccessDeniedException';
  constructor(
    readonly request: AwsCallRequest,
    reason: string,
  ) {
    super(
      `User: ${callerArn(request.caller)} is not authorized to perform: ${request.action} on resource: ${request.resources.join(', ')} because ${reason}`,
    );
  }
}

export interface AwsAccess {
  /** Records the call; throws AccessDeniedError when the deployed role would be denied. */
  authorize(request: AwsCallRequest): void;
  calls(): readonly AwsCallRecord[];
}

/** The principal ARN AWS would name for a caller (in AccessDenied messages, and to the policy evaluator). */
export const callerArn = (caller: AwsCaller): string => {
  switch (caller.kind) {
    case 'function':
      return `arn:aws:sts::000000000000:assumed-role/${caller.id}Role/${caller.id}`;
    case 'stateMachine':
      return `arn:aws:sts::000000000000:assumed-role/${caller.id}Role/states`;
    case 'eventRule':
      return `arn:aws:sts::000000000000:assumed-role/${caller.id}TargetRole/events`;
    case 'user':
      return `arn:aws:iam::000000000000:user/${caller.id}`;
    default:
      return `arn:aws:iam::000000000000:user/${caller.accessKeyId ?? 'anonymous'}`;
  }
};

export interface KeyPair {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/**
 * The secrets one sandbox signs with. Without authentication, the documented ones (environment.ts); with
 * SANDBOX_AUTH=sigv4, secrets drawn at random for the run, so that no published key reaches its emulators: the
 * operator's, the callback signer's (with its documented access key id) and each function's.
 */
export interface RunSecrets {
  readonly operator: KeyPair;
  readonly callbackSigner: KeyPair;
  functionSecret(functionId: string): string;
}

export const documentedSecrets = (): RunSecrets => ({
  operator: SANDBOX_OPERATOR_CREDENTIALS,
  callbackSigner: SANDBOX_CREDENTIALS,
  functionSecret: () => SANDBOX_CREDENTIALS.secretAccessKey,
});

export const randomSecrets = (): RunSecrets => {
  const seed = randomBytes(32);
  const secret = (label: string) => createHmac('sha256', seed).update(label).digest('base64url');
  return {
    operator: { accessKeyId: SANDBOX_OPERATOR_CREDENTIALS.accessKeyId, secretAccessKey: secret('operator') },
    callbackSigner: { accessKeyId: SANDBOX_CREDENTIALS.accessKeyId, secretAccessKey: secret('callback-signer') },
    functionSecret: (functionId) => secret(`function:${functionId}`),
  };
};

let activeSecrets = documentedSecrets();

/**
 * The secrets of the sandbox this process runs (one per process, as its AWS_* variables): what tests and tools in
 * its process sign with, through functionCredentials() and operatorCredentials().
 */
export const useSecrets = (secrets: RunSecrets): void => {
  activeSecrets = secrets;
};

/** The key pair of whoever drives this process's sandbox from outside its functions (tests, tools beside it). */
export const operatorCredentials = (): KeyPair => activeSecrets.operator;

/** The key pair this process's sandbox signs callbacks with (documented unless SANDBOX_AUTH=sigv4). */
export const callbackSignerCredentials = (): KeyPair => activeSecrets.callbackSigner;

/** Access keys are 20 upper-case characters; a function's is derived from its id so it is stable across runs. */
export const functionAccessKeyId = (functionId: string): string =>
  `AKIASBX${createHash('sha256').update(functionId).digest('hex').slice(0, 13).toUpperCase()}`;

/** The key pair a function of this process's sandbox signs its AWS calls with. */
export const functionCredentials = (functionId: string): KeyPair => ({
  accessKeyId: functionAccessKeyId(functionId),
  secretAccessKey: activeSecrets.functionSecret(functionId),
});

/** The function that signs callbacks, with the callback signer's key pair. */
export const callbackSigner = (app: ApplicationDefinition): string | undefined => app.functions.find((f) => f.access.signCallbacks)?.id;

/** The key pair a function's instances get: the callback signer's for the function that signs callbacks. */
export const keyPairOf = (fn: ApplicationDefinition['functions'][number]): KeyPair =>
  fn.access.signCallbacks ? callbackSignerCredentials() : functionCredentials(fn.id);

/** Who signs with which key, and its secret: what every emulated endpoint asks about the key of a request. */
export interface PrincipalDirectory {
  /** A known principal's caller; any other key is external (which only a sandbox without authentication lets through). */
  callerOf(accessKeyId: string | undefined): AwsCaller;
  /** The secret of a known principal's key. */
  secretOf(accessKeyId: string): string | undefined;
}

/**
 * The principals of a sandbox run: each function (the callback signer with its own pair), the operator, and the
 * API's IAM users (`users`, named by `name`).
 */
export const principalDirectory = (
  app: ApplicationDefinition,
  users: readonly (KeyPair & { readonly name: string })[] = [],
): PrincipalDirectory => {
  const principals = new Map<string, { caller: AwsCaller; secret: string }>();
  for (const fn of app.functions) {
    const { accessKeyId, secretAccessKey } = keyPairOf(fn);
    // Only one function signs callbacks; should a test application give two that flag, the first owns the key.
    if (!principals.has(accessKeyId)) principals.set(accessKeyId, { caller: { kind: 'function', id: fn.id }, secret: secretAccessKey });
  }
  const operator = operatorCredentials();
  principals.set(operator.accessKeyId, {
    caller: { kind: 'external', accessKeyId: operator.accessKeyId },
    secret: operator.secretAccessKey,
  });
  for (const user of users) principals.set(user.accessKeyId, { caller: { kind: 'user', id: user.name }, secret: user.secretAccessKey });
  return {
    callerOf: (accessKeyId) => principals.get(accessKeyId ?? '')?.caller ?? { kind: 'external', ...(accessKeyId ? { accessKeyId } : {}) },
    secretOf: (accessKeyId) => principals.get(accessKeyId)?.secret,
  };
};

/** The access key id of a SigV4-signed request (Authorization header or X-Amz-Credential query parameter). */
export const accessKeyIdOf = (headers: Readonly<Record<string, string | string[] | undefined>>, url?: string): string | undefined => {
  const authorization = headers.authorization;
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const fromHeader = header?.match(/Credential=([^/,\s]+)\//)?.[1];
  if (fromHeader) return fromHeader;
  const credential = url ? new URL(url, 'http://localhost').searchParams.get('X-Amz-Credential') : null;
  return credential?.split('/')[0] || undefined;
};

/** Records every call and allows it: the sandbox before IAM evaluation is wired in, and pure unit tests. */
export const allowAllAccess = (): AwsAccess => {
  const records: AwsCallRecord[] = [];
  return {
    authorize: (request) => void records.push({ ...request, at: new Date().toISOString(), decision: 'allowed' }),
    calls: () => records,
  };
};
