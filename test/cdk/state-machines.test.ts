import { readFileSync } from 'node:fs';
import { Match } from 'aws-cdk-lib/assertions';
import type { StateMachineDefinition, Substitution } from '../../lib/definitions';
import type { ContactCenterStack } from '../../lib/contact-center-stack';
import {
  APPLICATIONS,
  arnAttributeOf,
  findDependencyCycle,
  grants,
  roleOf,
  statementsOfRole,
  synthesize,
  type PolicyStatementJson,
} from './support';

type Json = Record<string, unknown>;

/** Every Task (and Map ItemReader) of an ASL document, walked independently of the stack's own parser. */
const tasksOf = (states: Json): Json[] =>
  Object.values(states as Record<string, Json>).flatMap((state) => [
    ...(state.Type === 'Task' ? [state] : []),
    ...(state.ItemReader ? [state.ItemReader as Json] : []),
    ...((state.Branches as Json[] | undefined) ?? []).flatMap((branch) => tasksOf(branch.States as Json)),
    ...(state.ItemProcessor ? tasksOf((state.ItemProcessor as Json).States as Json) : []),
  ]);

/** The (action, resource) pairs a Task needs, resolved through the definition's substitutions. */
const requiredGrants = (stack: ContactCenterStack, definition: StateMachineDefinition, task: Json): [string, unknown][] => {
  const parameters = (task.Parameters ?? {}) as Json;
  const substitution = (value: unknown): Substitution => {
    const name = /^\$\{(\w+)\}$/.exec(String(value))?.[1];
    const found = name === undefined ? undefined : definition.substitutions[name];
    if (!found) throw new Error(`no substitution for ${String(value)}`);
    return found;
  };
  const resource = String(task.Resource);
  const functionArn = (value: unknown): [string, unknown][] => {
    const sub = substitution(value);
    if (!('functionArn' in sub)) throw new Error(`${String(value)} is not a function`);
    return [['lambda:InvokeFunction', arnAttributeOf(stack, stack.functions.get(sub.functionArn)!.function)]];
  };
  if (resource.startsWith('${')) return functionArn(resource);
  if (resource.startsWith('arn:aws:states:::lambda:invoke')) return functionArn(parameters.FunctionName);
  const [service, call] = resource.replace('arn:aws:states:::', '').split(':') as [string, string];
  const action = `${service}:${call.charAt(0).toUpperCase()}${call.slice(1)}`;
  if (service === 'dynamodb') {
    const sub = substitution(parameters.TableName) as { tableName: string };
    return [[action, arnAttributeOf(stack, stack.resources.tables.get(sub.tableName)!.resource)]];
  }
  if (service === 'sqs') {
    const sub = substitution(parameters.QueueUrl) as { queueUrl: string };
    return [[action, arnAttributeOf(stack, stack.resources.queues.get(sub.queueUrl)!.resource)]];
  }
  if (service === 'events') return [[action, arnAttributeOf(stack, stack.resources.eventBus)]];
  if (service === 'states') {
    const arn = String(parameters.StateMachineArn);
    return [[action, arn.startsWith('${') ? (substitution(arn) as { value: string }).value : arn]];
  }
  if (service === 's3') {
    const sub = substitution(parameters.Bucket) as { bucketName: string };
    const bucketArn = arnAttributeOf(stack, stack.resources.buckets.get(sub.bucketName)!.resource);
    return [
      [call === 'getObject' ? 's3:GetObject' : 's3:ListBucket', call === 'getObject' ? { 'Fn::Join': ['', [bucketArn, '/*']] } : bucketArn],
    ];
  }
  throw new Error(`Task resource ${resource} is not covered by this test`);
};

describe.each(APPLICATIONS)('state machines of the %s', (_name, definition) => {
  const { stack, template } = synthesize(definition);

  it('has no dependency cycle (functions may both serve and call a state machine)', () => {
    expect(findDependencyCycle(template)).toBeUndefined();
  });

  // Loops rather than it.each: the services may not declare a state machine yet.
  it('grants each state machine role every Task resource of its ASL file', () => {
    for (const machine of definition.stateMachines) {
      const asl = JSON.parse(readFileSync(machine.file, 'utf8')) as Json;
      const statements: PolicyStatementJson[] = statementsOfRole(template, roleOf(stack, stack.stateMachines.get(machine.id)!));
      const tasks = tasksOf(asl.States as Json);
      expect(tasks.length).toBeGreaterThan(0);
      for (const task of tasks) {
        for (const [action, resource] of requiredGrants(stack, machine, task)) {
          expect({ task: task.Resource, action, granted: grants(statements, action, resource) }).toEqual({
            task: task.Resource,
            action,
            granted: true,
          });
        }
      }
    }
  });

  it('makes each state machine STANDARD, logging its errors, traced, time-limited and alarmed', () => {
    for (const machine of definition.stateMachines) {
      const logicalId = stack.getLogicalId(stack.stateMachines.get(machine.id)!.node.defaultChild as never);
      template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
        StateMachineName: stack.resources.stateMachines.get(machine.id)!.name,
        StateMachineType: 'STANDARD',
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: Match.objectLike({ Level: 'ERROR', IncludeExecutionData: false }),
        DefinitionString: Match.stringLikeRegexp(`"TimeoutSeconds":${machine.timeoutSeconds}`),
      });
      for (const metricName of ['ExecutionsFailed', 'ExecutionsTimedOut']) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          MetricName: metricName,
          Namespace: 'AWS/States',
          Dimensions: [{ Name: 'StateMachineArn', Value: { Ref: logicalId } }],
          AlarmActions: Match.anyValue(),
        });
      }
    }
  });
});
