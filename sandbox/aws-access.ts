import { createHash } from 'node:crypto';
import type { ApplicationDefinition } from '../lib/definitions';
import { SANDBOX_CREDENTIALS } from './environment';

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
  /** An AWS service acting with a service role it assumed (Bedrock running a batch inference job). */
  | { readonly kind: 'serviceRole'; readonly id: string }
  /** A request signed with a key no function owns (the CLI, tests, the sandbox itself). */
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
  /** Condition keys the request carries (iam:PassedToService for iam:PassRole). */
  readonly context?: Readonly<Record<string, string>>;
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
    case 'serviceRole':
      return `arn:aws:sts::000000000000:assumed-role/${caller.id}/service`;
    default:
      return `arn:aws:iam::000000000000:user/${caller.accessKeyId ?? 'anonymous'}`;
  }
};

/** Access keys are 20 upper-case characters; a function's is derived from its id so it is stable across runs. */
export const functionAccessKeyId = (functionId: string): string =>
  `AKIASBX${createHash('sha256').update(functionId).digest('hex').slice(0, 13).toUpperCase()}`;

/** The key pair a sandbox function signs its AWS calls with: its own id, the sandbox's documented secret. */
export const functionCredentials = (functionId: string) => ({
  accessKeyId: functionAccessKeyId(functionId),
  secretAccessKey: SANDBOX_CREDENTIALS.secretAccessKey,
});

/** The function that signs callbacks, with the documented sandbox key pair receivers verify callbacks with. */
export const callbackSigner = (app: ApplicationDefinition): string | undefined => app.functions.find((f) => f.access.signCallbacks)?.id;

/**
 * Maps the access key of a signed request back to the function that owns it. `sandboxKeyOwner` is the function
 * that signs with the documented SANDBOX_CREDENTIALS pair (callbackSigner), when only that function does;
 * without it that key identifies no function.
 */
export const callerResolver = (app: ApplicationDefinition, sandboxKeyOwner?: string) => {
  const byKey = new Map(app.functions.map((f) => [functionAccessKeyId(f.id), f.id]));
  if (sandboxKeyOwner) byKey.set(SANDBOX_CREDENTIALS.accessKeyId, sandboxKeyOwner);
  return (accessKeyId: string | undefined): AwsCaller => {
    const id = accessKeyId ? byKey.get(accessKeyId) : undefined;
    return id ? { kind: 'function', id } : { kind: 'external', ...(accessKeyId ? { accessKeyId } : {}) };
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
