import type { ApplicationDefinition } from '../../lib/definitions';
import {
  localBucketName,
  localFunctionArn,
  localStateMachineArn,
  SANDBOX_ACCOUNT,
  SANDBOX_EVENT_BUS,
  SANDBOX_REGION,
} from '../environment';
import { localBucketArn, localEventBusArn, localQueueArn, localRoleArn, localRuleArn, localTableArn } from './arns';
import type { SynthesizedStack } from './synthesized-template';

export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: readonly Record<string, unknown>[];
}

export interface NamedPolicy {
  /** The template's policy name (or `<role>/<inline policy name>`), named in denial reasons. */
  readonly name: string;
  readonly policy: PolicyDocument;
}

/** The policies of the synthesized template, every intrinsic resolved to the sandbox's local ARNs. */
export interface RolePolicies {
  /** Identity policies of each function's execution role, by function id. */
  readonly functions: Readonly<Record<string, readonly NamedPolicy[]>>;
  /** Identity policies of each state machine's role, by state machine id. */
  readonly stateMachines: Readonly<Record<string, readonly NamedPolicy[]>>;
  /** Identity policies of the role an event rule's target runs with (state machine targets), by rule id. */
  readonly eventRules: Readonly<Record<string, readonly NamedPolicy[]>>;
  /** Each function's resource policy (its AWS::Lambda::Permission grants), by function id. */
  readonly functionPermissions: Readonly<Record<string, PolicyDocument>>;
  /** Roles AWS services assume, by id: their identity policies and their trust policy. */
  readonly serviceRoles: Readonly<Record<string, { readonly policies: readonly NamedPolicy[]; readonly trust: PolicyDocument }>>;
}

/** Thrown for a template construct this resolver cannot turn into a local value: evaluating around it would guess. */
export class UnresolvableTemplateError extends Error {}

interface LocalResource {
  readonly ref: string;
  readonly attributes: Readonly<Record<string, string>>;
}

const PSEUDO_PARAMETERS: Readonly<Record<string, string>> = {
  'AWS::Partition': 'aws',
  'AWS::Region': SANDBOX_REGION,
  'AWS::AccountId': SANDBOX_ACCOUNT,
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::StackName': 'sandbox',
};

/** The local resource each template logical id stands for, named as the sandbox names it. */
const localResources = (
  app: ApplicationDefinition,
  stack: SynthesizedStack,
  tableName: (id: string) => string,
): Map<string, LocalResource> => {
  const { logicalIds } = stack;
  const resources = new Map<string, LocalResource>();
  const add = (logicalId: string | undefined, ref: string, arn: string, attributes: Record<string, string> = {}) => {
    if (logicalId) resources.set(logicalId, { ref, attributes: { Arn: arn, ...attributes } });
  };
  for (const fn of app.functions) add(logicalIds.functions[fn.id], fn.id, localFunctionArn(fn.id));
  for (const machine of app.stateMachines) {
    add(logicalIds.stateMachines[machine.id], localStateMachineArn(machine.id), localStateMachineArn(machine.id), { Name: machine.id });
  }
  for (const table of app.tables) add(logicalIds.tables[table.id], tableName(table.id), localTableArn(tableName(table.id)));
  for (const bucket of app.buckets)
    add(logicalIds.buckets[bucket.id], localBucketName(bucket.id), localBucketArn(localBucketName(bucket.id)));
  const queue = (logicalId: string | undefined, name: string) =>
    add(logicalId, `https://sqs.${SANDBOX_REGION}.amazonaws.com/${SANDBOX_ACCOUNT}/${name}`, localQueueArn(name), { QueueName: name });
  for (const q of app.queues) queue(logicalIds.queues[q.id], q.id);
  for (const rule of app.eventRules) {
    queue(logicalIds.ruleDeadLetterQueues[rule.id], `${rule.id}-dlq`);
    add(logicalIds.eventRules[rule.id], rule.id, localRuleArn(rule.id, rule.bus));
  }
  add(logicalIds.eventBus, SANDBOX_EVENT_BUS, localEventBusArn(SANDBOX_EVENT_BUS), { Name: SANDBOX_EVENT_BUS });
  // A service role is named after its definition, so that the functions passing it get its ARN without the template.
  for (const role of app.serviceRoles) add(logicalIds.serviceRoles[role.id], role.id, localRoleArn(role.id));
  for (const [logicalId, resource] of Object.entries(stack.template.Resources)) {
    if (resources.has(logicalId)) continue;
    if (resource.Type === 'AWS::IAM::Role') add(logicalId, logicalId, localRoleArn(logicalId));
    else if (resource.Type === 'AWS::Logs::LogGroup')
      add(logicalId, logicalId, `arn:aws:logs:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:log-group:${logicalId}:*`);
    else add(logicalId, logicalId, `arn:aws:cloudformation:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:stack/sandbox/${logicalId}`);
  }
  return resources;
};

/**
 * Physical names the stack gives (`ccp-dev-TranscriptJob`) and the sandbox's names for the same resources:
 * some ARNs are built from names rather than references (a state machine's ARN, to avoid a dependency cycle).
 * One pattern for all of them: every string of every policy passes through it at each sandbox start.
 */
const physicalNames = (app: ApplicationDefinition, { template, logicalIds }: SynthesizedStack): ((text: string) => string) => {
  const nameOf = (logicalId: string | undefined, property: string) => template.Resources[logicalId ?? '']?.Properties?.[property];
  const pairs: [unknown, string][] = [
    ...app.functions.map((fn): [unknown, string] => [nameOf(logicalIds.functions[fn.id], 'FunctionName'), fn.id]),
    ...app.stateMachines.map((m): [unknown, string] => [nameOf(logicalIds.stateMachines[m.id], 'StateMachineName'), m.id]),
    [nameOf(logicalIds.eventBus, 'Name'), SANDBOX_EVENT_BUS],
  ];
  const locals = new Map(pairs.filter((pair): pair is [string, string] => typeof pair[0] === 'string'));
  if (locals.size === 0) return (text) => text;
  const alternatives = [...locals.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<=[:/])(?:${alternatives.join('|')})(?=$|[:/])`, 'g');
  return (text) => text.replace(pattern, (physical) => locals.get(physical) ?? physical);
};

/** Resolves Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select and the pseudo parameters against local resources. */
const resolver = (resources: Map<string, LocalResource>, rename: (text: string) => string) => {
  const ref = (name: string): string => {
    const value = PSEUDO_PARAMETERS[name] ?? resources.get(name)?.ref;
    if (value === undefined) throw new UnresolvableTemplateError(`Ref ${name} names nothing the sandbox knows.`);
    return value;
  };
  const attribute = (logicalId: string, name: string): string => {
    const value = resources.get(logicalId)?.attributes[name];
    if (value === undefined) throw new UnresolvableTemplateError(`Fn::GetAtt ${logicalId}.${name} has no local value.`);
    return value;
  };
  const sub = (text: string, variables: Record<string, unknown>): string =>
    text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
      if (name in variables) return String(resolve(variables[name]));
      const [logicalId, attr] = name.split('.');
      return attr ? attribute(logicalId as string, attr) : ref(name);
    });
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string') return rename(value);
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value);
    const [key, argument] = entries[0] ?? [];
    if (entries.length === 1 && (key === 'Ref' || key?.startsWith('Fn::'))) {
      const args = argument as unknown[];
      switch (key) {
        case 'Ref':
          return ref(argument as string);
        case 'Fn::GetAtt':
          return attribute(String(args[0]), String(args[1]));
        case 'Fn::Join':
          return rename((resolve(args[1]) as unknown[]).join(String(args[0])));
        case 'Fn::Sub':
          return rename(typeof argument === 'string' ? sub(argument, {}) : sub(String(args[0]), args[1] as Record<string, unknown>));
        case 'Fn::Select':
          return (resolve(args[1]) as unknown[])[Number(resolve(args[0]))];
        case 'Fn::Split':
          return String(resolve(args[1])).split(String(args[0]));
        default:
          throw new UnresolvableTemplateError(`${key} is not supported in IAM policies offline.`);
      }
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, resolve(v)]));
  };
  return resolve;
};

const refOf = (value: unknown): string | undefined => {
  const record = value as { Ref?: unknown; 'Fn::GetAtt'?: unknown[] } | undefined;
  if (typeof record?.Ref === 'string') return record.Ref;
  return Array.isArray(record?.['Fn::GetAtt']) ? String(record['Fn::GetAtt'][0]) : undefined;
};

/**
 * Every role policy of the synthesized template, per function, state machine and event-rule target, with
 * intrinsics resolved to the sandbox's ARNs: what AWS would evaluate, naming local resources.
 */
/** `tableName` names each table as the sandbox's DynamoDB does (its own prefix on a shared DynamoDB Local). */
export const rolePolicies = (
  app: ApplicationDefinition,
  stack: SynthesizedStack,
  tableName: (id: string) => string = (id) => id,
): RolePolicies => {
  const { template, logicalIds } = stack;
  const resolve = resolver(localResources(app, stack, tableName), physicalNames(app, stack));
  const resources = Object.entries(template.Resources);

  const policiesOfRole = (roleLogicalId: string): NamedPolicy[] => {
    const role = template.Resources[roleLogicalId];
    if (role?.Type !== 'AWS::IAM::Role') throw new UnresolvableTemplateError(`${roleLogicalId} is not a role of the template.`);
    const attachedTo = (policy: Record<string, unknown> | undefined) =>
      ((policy?.Roles as unknown[] | undefined) ?? []).some((r) => refOf(r) === roleLogicalId);
    const inline = ((role.Properties?.Policies as { PolicyName: string; PolicyDocument: unknown }[] | undefined) ?? []).map((p) => ({
      name: `${roleLogicalId}/${p.PolicyName}`,
      policy: resolve(p.PolicyDocument) as PolicyDocument,
    }));
    const attached = resources
      .filter(([, r]) => (r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::ManagedPolicy') && attachedTo(r.Properties))
      .map(([id]) => id);
    const managed = ((role.Properties?.ManagedPolicyArns as unknown[] | undefined) ?? []).map((arn) => {
      const logicalId = refOf(arn);
      // An AWS-managed policy's statements are not in the template; evaluating without them would be a guess.
      if (!logicalId || template.Resources[logicalId]?.Type !== 'AWS::IAM::ManagedPolicy') {
        throw new UnresolvableTemplateError(
          `Role ${roleLogicalId} attaches ${JSON.stringify(arn)}, whose statements the template does not hold.`,
        );
      }
      return logicalId;
    });
    const documents = [...new Set([...attached, ...managed])].map((id) => ({
      name: id,
      policy: resolve(template.Resources[id]?.Properties?.PolicyDocument) as PolicyDocument,
    }));
    return [...inline, ...documents];
  };
  const roleOf = (logicalId: string | undefined, property: string): string => {
    const role = logicalId ? refOf(template.Resources[logicalId]?.Properties?.[property]) : undefined;
    if (!role) throw new UnresolvableTemplateError(`${logicalId} has no ${property} in the template.`);
    return role;
  };

  const functionPermissions: Record<string, PolicyDocument> = {};
  for (const fn of app.functions) {
    const arn = localFunctionArn(fn.id);
    const statements = resources
      .filter(([, r]) => r.Type === 'AWS::Lambda::Permission')
      .map(([, r]) => resolve(r.Properties) as Record<string, string>)
      .filter((permission) => permission.FunctionName === arn || permission.FunctionName === fn.id)
      .map((permission) => ({
        Effect: 'Allow',
        Principal: permission.Principal?.endsWith('.amazonaws.com') ? { Service: permission.Principal } : { AWS: permission.Principal },
        Action: permission.Action,
        Resource: arn,
        ...(permission.SourceArn ? { Condition: { ArnLike: { 'AWS:SourceArn': permission.SourceArn } } } : {}),
      }));
    if (statements.length > 0) functionPermissions[fn.id] = { Version: '2012-10-17', Statement: statements };
  }

  const eventRules: Record<string, NamedPolicy[]> = {};
  for (const rule of app.eventRules) {
    const targets =
      (template.Resources[logicalIds.eventRules[rule.id] ?? '']?.Properties?.Targets as { RoleArn?: unknown }[] | undefined) ?? [];
    const role = targets.map((target) => refOf(target.RoleArn)).find(Boolean);
    if (role) eventRules[rule.id] = policiesOfRole(role);
  }

  const serviceRoles = Object.fromEntries(
    app.serviceRoles.map((role) => {
      const logicalId = logicalIds.serviceRoles[role.id];
      if (!logicalId) throw new UnresolvableTemplateError(`Service role ${role.id} is not in the template.`);
      const trust = resolve(template.Resources[logicalId]?.Properties?.AssumeRolePolicyDocument) as PolicyDocument;
      return [role.id, { policies: policiesOfRole(logicalId), trust }];
    }),
  );

  return {
    serviceRoles,
    functions: Object.fromEntries(app.functions.map((fn) => [fn.id, policiesOfRole(roleOf(logicalIds.functions[fn.id], 'Role'))])),
    stateMachines: Object.fromEntries(
      app.stateMachines.map((m) => [m.id, policiesOfRole(roleOf(logicalIds.stateMachines[m.id], 'RoleArn'))]),
    ),
    eventRules,
    functionPermissions,
  };
};
