import { createWriteStream, type WriteStream } from 'node:fs';
import { runSimulation, runUnsafeSimulation, type SimulationIdentityPolicy } from '@cloud-copilot/iam-simulate';
import { AccessDeniedError, callerArn, type AwsAccess, type AwsCallRecord, type AwsCallRequest, type AwsCaller } from '../aws-access';
import { localFunctionArn, SANDBOX_ACCOUNT } from '../environment';
import { RecentRecords } from '../recent-records';
import type { StorageMonitor } from '../storage';
import { localRoleArn } from './arns';
import { decisionKeys, type DecisionKeys } from './decision-key';
import type { NamedPolicy, PolicyDocument, RolePolicies } from './role-policies';

export interface IamAccess extends AwsAccess {
  /**
   * EventBridge invoking a rule's function target, allowed (or not) by the function's resource policy (its
   * AWS::Lambda::Permission grants) for that rule: recorded, and AccessDeniedError when the template grants none.
   */
  authorizeRuleInvoke(ruleId: string, ruleArn: string, functionId: string): Promise<void>;
  /**
   * An AWS service assuming a role it was passed (sts:AssumeRole under the role's trust policy, with the
   * service's source account and resource): the caller its calls are then evaluated as, or AccessDeniedError when
   * the role is not a service role of the template or its trust policy does not let the service assume it.
   */
  assumeServiceRole(roleArn: string, service: string, sourceArn: string): Promise<AwsCaller>;
  /** Flushes the call record file. */
  close(): Promise<void>;
}

export interface IamAccessOptions {
  /** Every call is appended to this file as one JSON line. */
  readonly callsFile?: string;
  /** The disk of the calls file: while it is full, calls are kept in memory only. */
  readonly storage?: Pick<StorageMonitor, 'outage' | 'noteFailure'>;
}

/** The calls kept in memory (GET /sandbox/aws-calls, awsCalls()); the calls file keeps every one. */
const RECENT_CALLS_KEPT = 10_000;

/** Cached decisions: S3 object keys vary per job, so the cache is emptied when it grows past this. */
const DECISION_CACHE_LIMIT = 20_000;

/** AWS's own wording of a denial. */
const denialReason = (action: string, result: string) =>
  result === 'ExplicitlyDenied' ? `an explicit deny in an identity-based policy` : `no identity-based policy allows the ${action} action`;

/** runSimulation validates the policies it is given: once per role, at start. */
const validated = async (owner: string, policies: readonly NamedPolicy[]): Promise<SimulationIdentityPolicy[]> => {
  const identityPolicies = policies.map(({ name, policy }) => ({ name, policy }));
  const check = await runSimulation(
    {
      request: {
        principal: callerArn({ kind: 'external' }),
        action: 'sts:GetCallerIdentity',
        resource: { resource: '*', accountId: SANDBOX_ACCOUNT },
        contextVariables: {},
      },
      identityPolicies,
      serviceControlPolicies: [],
      resourceControlPolicies: [],
    },
    {},
  );
  if (check.resultType === 'error')
    throw new Error(`${owner}: a policy of the synthesized template is not valid IAM: ${JSON.stringify(check.errors)}`);
  return identityPolicies;
};

/**
 * IAM evaluated offline: each call a function, state machine or event rule makes is checked against its role's
 * policies from the synthesized template with iam-simulate's evaluation engine, and recorded. Calls signed by
 * anyone else (tests, the CLI, the sandbox itself) are recorded as external and allowed.
 *
 * The engine runs through runUnsafeSimulation, synchronously (every emulator authorizes inline before acting);
 * what runSimulation adds is input validation, done here once per policy at start, and by the tests for the
 * actions and resources the emulators name. It also lets SendTaskSuccess/Failure/Heartbeat be evaluated on the
 * state machine ARN, as AWS does (its AccessDenied names the state machine) though the Service Authorization
 * Reference lists no resource type for them.
 */
export const iamAccess = async (policies: RolePolicies, options: IamAccessOptions = {}): Promise<IamAccess> => {
  const identityPolicies = new Map<string, SimulationIdentityPolicy[]>();
  const keysOfCaller = new Map<string, DecisionKeys>();
  for (const [kind, byId] of [
    ['function', policies.functions],
    ['stateMachine', policies.stateMachines],
    ['eventRule', policies.eventRules],
  ] as const) {
    for (const [id, list] of Object.entries(byId)) {
      identityPolicies.set(`${kind}:${id}`, await validated(`${kind} ${id}`, list));
      keysOfCaller.set(`${kind}:${id}`, decisionKeys(list));
    }
  }
  for (const [id, role] of Object.entries(policies.serviceRoles)) {
    identityPolicies.set(`serviceRole:${id}`, await validated(`service role ${id}`, role.policies));
    keysOfCaller.set(`serviceRole:${id}`, decisionKeys(role.policies));
  }
  const records = new RecentRecords<AwsCallRecord>({ count: RECENT_CALLS_KEPT });
  const decisions = new Map<string, string>();
  let file: WriteStream | undefined;

  // A failed write (a full disk) drops the stream; the next call opens a new one once there is space.
  const openCallsFile = (path: string) => {
    const stream = createWriteStream(path, { flags: 'a' });
    stream.on('error', (error) => {
      if (file === stream) file = undefined;
      if (!options.storage?.noteFailure(error)) console.error(`Sandbox: could not append to ${path}: ${error.message}`);
    });
    return stream;
  };

  // The lines of one turn of the event loop go to the file in one write: under load a handler's AWS calls come by
  // the hundred a second, and a write each cost the sandbox's one thread a system call each.
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0 || !options.callsFile) return;
    file ??= openCallsFile(options.callsFile);
    file.write(pending.join(''));
    pending = [];
  };
  const record = (entry: AwsCallRecord) => {
    records.push(entry);
    if (options.callsFile && !options.storage?.outage()) {
      if (pending.length === 0) setImmediate(flush);
      pending.push(`${JSON.stringify(entry)}\n`);
    }
  };

  const evaluate = (request: AwsCallRequest, resource: string, policiesOfCaller: SimulationIdentityPolicy[]): string => {
    const context = request.context ?? {};
    const callerKey = `${request.caller.kind}:${'id' in request.caller ? request.caller.id : ''}`;
    const resourceKey = keysOfCaller.get(callerKey)?.resourceKey(resource) ?? resource;
    const key = `${callerKey}|${request.action}|${resourceKey}|${JSON.stringify(context)}`;
    let result = decisions.get(key);
    if (result === undefined) {
      result = runUnsafeSimulation(
        {
          request: {
            principal: callerArn(request.caller),
            action: request.action,
            resource: { resource, accountId: SANDBOX_ACCOUNT },
            contextVariables: context,
          },
          identityPolicies: policiesOfCaller,
          serviceControlPolicies: [],
          resourceControlPolicies: [],
        },
        {},
      );
      if (decisions.size >= DECISION_CACHE_LIMIT) decisions.clear();
      decisions.set(key, result);
    }
    return result;
  };

  const deny = (request: AwsCallRequest, reason: string, deniedResource: string): never => {
    record({ ...request, at: new Date().toISOString(), decision: 'denied', reason });
    throw new AccessDeniedError({ ...request, resources: [deniedResource] }, reason);
  };

  return {
    authorize: (request) => {
      const { caller } = request;
      // An IAM user of the API holds no grant on the stack's resources, as the API's callers in AWS do not.
      if (caller.kind === 'user') return deny(request, denialReason(request.action, 'ImplicitlyDenied'), request.resources[0] ?? '*');
      if (caller.kind !== 'external') {
        const callerPolicies = identityPolicies.get(`${caller.kind}:${caller.id}`);
        if (!callerPolicies)
          return deny(request, `${caller.kind} ${caller.id} has no role in the synthesized template`, request.resources[0] ?? '*');
        for (const resource of request.resources.length > 0 ? request.resources : ['*']) {
          const result = evaluate(request, resource, callerPolicies);
          if (result !== 'Allowed') deny(request, denialReason(request.action, result), resource);
        }
      }
      record({ ...request, at: new Date().toISOString(), decision: 'allowed' });
    },

    authorizeRuleInvoke: async (ruleId, ruleArn, functionId) => {
      const resource = localFunctionArn(functionId);
      const request: AwsCallRequest = {
        service: 'lambda',
        action: 'lambda:InvokeFunction',
        resources: [resource],
        caller: { kind: 'eventRule', id: ruleId },
      };
      const resourcePolicy = policies.functionPermissions[functionId];
      // A resource policy with a service principal: the path of iam-simulate that is asynchronous.
      const simulation = resourcePolicy
        ? await runSimulation(
            {
              request: {
                principal: 'events.amazonaws.com',
                action: request.action,
                resource: { resource, accountId: SANDBOX_ACCOUNT },
                contextVariables: { 'aws:SourceArn': ruleArn, 'aws:SourceAccount': SANDBOX_ACCOUNT },
              },
              identityPolicies: [],
              serviceControlPolicies: [],
              resourceControlPolicies: [],
              resourcePolicy,
            },
            {},
          )
        : undefined;
      if (simulation?.resultType === 'error') throw new Error(`iam-simulate refused the rule target check: ${simulation.errors.message}`);
      if (simulation?.overallResult !== 'Allowed')
        return deny(request, `no resource-based policy of function ${functionId} allows events.amazonaws.com for rule ${ruleId}`, resource);
      record({ ...request, at: new Date().toISOString(), decision: 'allowed' });
    },

    assumeServiceRole: async (roleArn, service, sourceArn) => {
      const id = Object.keys(policies.serviceRoles).find((roleId) => localRoleArn(roleId) === roleArn);
      const trust: PolicyDocument | undefined = id ? policies.serviceRoles[id]?.trust : undefined;
      const request: AwsCallRequest = {
        service: 'sts',
        action: 'sts:AssumeRole',
        resources: [roleArn],
        caller: { kind: 'external', accessKeyId: service },
      };
      const simulation = trust
        ? await runSimulation(
            {
              request: {
                principal: service,
                action: 'sts:AssumeRole',
                resource: { resource: roleArn, accountId: SANDBOX_ACCOUNT },
                contextVariables: { 'aws:SourceArn': sourceArn, 'aws:SourceAccount': SANDBOX_ACCOUNT },
              },
              identityPolicies: [],
              serviceControlPolicies: [],
              resourceControlPolicies: [],
              resourcePolicy: trust,
            },
            {},
          )
        : undefined;
      if (simulation?.resultType === 'error') throw new Error(`iam-simulate refused the trust policy check: ${simulation.errors.message}`);
      if (!id || simulation?.overallResult !== 'Allowed') {
        return deny(
          request,
          `${id ? `the trust policy of ${id}` : 'no service role of the template'} does not let ${service} assume it for ${sourceArn}`,
          roleArn,
        );
      }
      record({ ...request, at: new Date().toISOString(), decision: 'allowed' });
      return { kind: 'serviceRole', id };
    },

    calls: () => records.list(),

    close: () =>
      new Promise<void>((resolve) => {
        flush();
        const open = file;
        file = undefined;
        if (open) open.end(resolve);
        else resolve();
      }),
  };
};
