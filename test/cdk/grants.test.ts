import type { FunctionAccess } from '../../lib/definitions';
import { FOLLOW_UP_STATE_MACHINE_ARN, richApplication } from './fixtures/application';
import { application } from '../../lib/definitions';
import {
  actionsOf,
  APPLICATIONS,
  arnAttributeOf,
  grants,
  resourcesOf,
  resourcesOfStatement,
  roleOf,
  statementsOfRole,
  synthesize,
} from './support';

/** IAM service prefixes each kind of declared access may produce; logs and X-Ray come with every function. */
const servicesFor = (access: FunctionAccess): Set<string> => {
  const services = new Set(['logs', 'xray']);
  if (access.tables) services.add('dynamodb');
  if (access.buckets) services.add('s3');
  if (access.queues) services.add('sqs');
  if (access.stateMachines) services.add('states');
  if (access.publishEvents) services.add('events');
  if (access.invokeBedrock) services.add('bedrock');
  if (access.transcribe || access.transcribeVocabularies || access.transcribeVocabularyCleanup) services.add('transcribe');
  if (access.signCallbacks) ['execute-api', 'lambda'].forEach((s) => services.add(s));
  if (access.batchInferenceJobs) services.add('bedrock');
  if (access.batchInferenceJobs?.passRole) services.add('iam');
  return services;
};

describe.each(APPLICATIONS)('function grants in the %s', (_name, definition) => {
  const { stack, template } = synthesize(definition);

  it.each(definition.functions.map((f) => [f.id, f] as const))('%s gets only the services its access declares', (_id, fn) => {
    const statements = statementsOfRole(template, roleOf(stack, stack.functions.get(fn.id)!));
    const services = new Set(statements.flatMap(actionsOf).map((action) => action.split(':')[0]));
    expect([...services].filter((service) => !servicesFor(fn.access).has(service!))).toEqual([]);
    expect(statements.flatMap(actionsOf).filter((action) => /^[\w-]+:\*$|^\*$/.test(action))).toEqual([]);
  });

  it.each(definition.functions.map((f) => [f.id, f] as const))('%s reaches only the tables and buckets it declares', (_id, fn) => {
    const statements = statementsOfRole(template, roleOf(stack, stack.functions.get(fn.id)!));
    const declared = new Set([...Object.keys(fn.access.tables ?? {}), ...Object.keys(fn.access.buckets ?? {})]);
    for (const [id, { resource }] of [...stack.resources.tables, ...stack.resources.buckets]) {
      const reached = statements.some((s) => JSON.stringify(s.Resource).includes(JSON.stringify(arnAttributeOf(stack, resource))));
      expect({ id, reached }).toEqual({ id, reached: declared.has(id) });
    }
  });

  it('gives Health metadata-only access: DescribeTable and ListBucket', () => {
    const statements = statementsOfRole(template, roleOf(stack, stack.functions.get('Health')!));
    const dataActions = statements.flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:') || a.startsWith('s3:'));
    expect(new Set(dataActions)).toEqual(
      new Set([
        ...(definition.tables.length > 0 ? ['dynamodb:DescribeTable'] : []),
        ...(definition.buckets.length > 0 ? ['s3:ListBucket'] : []),
      ]),
    );
    for (const { resource } of stack.resources.tables.values())
      expect(grants(statements, 'dynamodb:DescribeTable', arnAttributeOf(stack, resource))).toBe(true);
    for (const { resource } of stack.resources.buckets.values())
      expect(grants(statements, 's3:ListBucket', arnAttributeOf(stack, resource))).toBe(true);
  });

  it('injects every declared resource name into the function environment', () => {
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    for (const fn of definition.functions) {
      const logicalId = stack.getLogicalId(stack.functions.get(fn.id)!.function.node.defaultChild as never);
      const variables = Object.keys((functions[logicalId]?.Properties?.Environment as { Variables: object }).Variables);
      const expected = [
        'STAGE',
        'RUNTIME_MODE',
        'EVENT_BUS_NAME',
        'POWERTOOLS_SERVICE_NAME',
        ...Object.keys(fn.access.tables ?? {}).map((id) => stack.resources.tables.get(id)!.definition.envVar),
        ...Object.keys(fn.access.buckets ?? {}).map((id) => stack.resources.buckets.get(id)!.definition.envVar),
        ...Object.keys(fn.access.queues ?? {}).map((id) => stack.resources.queues.get(id)!.definition.envVar),
        ...Object.keys(fn.access.stateMachines ?? {}).map((id) => definition.stateMachines.find((m) => m.id === id)!.envVar),
        ...(fn.access.invokeBedrock ? ['BEDROCK_MODEL_FAST', 'BEDROCK_MODEL_MEDIUM', 'BEDROCK_MODEL_HIGH', 'BEDROCK_MODEL_EVALUATOR'] : []),
        ...(fn.access.batchInferenceJobs?.actions.includes('create') ? ['BEDROCK_MODEL_EVALUATOR'] : []),
        ...(fn.access.batchInferenceJobs?.passRole
          ? [definition.serviceRoles.find((r) => r.id === fn.access.batchInferenceJobs!.passRole)!.envVar]
          : []),
      ];
      expect(variables).toEqual(expect.arrayContaining(expected));
    }
  });
});

describe('grants of the rich fixture', () => {
  const { stack, template } = synthesize(richApplication);
  const statementsOf = (id: string) => statementsOfRole(template, roleOf(stack, stack.functions.get(id)!));

  it('grants a function invoked by the state machine access to it through the ARN built from its name', () => {
    const workerPolicy = JSON.stringify(statementsOf('Worker'));
    expect(workerPolicy).toContain(':stateMachine:ccp-dev-Pipeline');
    expect(workerPolicy).not.toContain(stack.getLogicalId(stack.stateMachines.get('Pipeline')!.node.defaultChild as never));
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', { StateMachineName: 'ccp-dev-Pipeline' });
  });

  it('grants Bedrock on the stage model inference profiles and their foundation models only', () => {
    const bedrock = statementsOf('Worker').filter((s) => actionsOf(s).includes('bedrock:InvokeModel'));
    const resources = JSON.stringify(bedrock.map((s) => s.Resource));
    expect(resources).toContain('inference-profile/us.anthropic.claude-haiku-4-5');
    expect(resources).toContain(':bedrock:*::foundation-model/anthropic.claude-sonnet-4-5');
    expect(resources).not.toMatch(/foundation-model\/\*|inference-profile\/\*/);
  });

  it('keeps wildcard resources to the actions that cannot be scoped', () => {
    for (const fn of richApplication.functions) {
      const wildcardActions = statementsOf(fn.id)
        .filter((s) => s.Resource === '*')
        .flatMap(actionsOf);
      const allowed = [
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
        'transcribe:StartTranscriptionJob',
        'transcribe:GetTranscriptionJob',
        'transcribe:CreateVocabulary',
        'transcribe:ListVocabularies',
        'execute-api:Invoke',
        'lambda:InvokeFunctionUrl',
        'lambda:InvokeFunction',
      ];
      expect(wildcardActions.filter((a) => !allowed.includes(a))).toEqual([]);
    }
  });

  it('does not leak the follow-up state machine into function grants', () => {
    expect(JSON.stringify(statementsOf('CreateJob'))).not.toContain(FOLLOW_UP_STATE_MACHINE_ARN);
  });
});

describe('grants of the economy mode (Bedrock batch inference)', () => {
  const { stack, template } = synthesize(application);
  const statementsOf = (id: string) => statementsOfRole(template, roleOf(stack, stack.functions.get(id)!));
  const role = stack.resources.serviceRoles.get('AuditBatchInference')!.resource;
  const roleArn = arnAttributeOf(stack, role);
  const jobs = JSON.stringify({
    'Fn::Join': [
      '',
      ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':model-invocation-job/*'],
    ],
  });

  it('lets the start function create jobs of the evaluator model and pass the service role to Bedrock only', () => {
    const statements = statementsOf('AuditStartBatchInference');
    const create = statements.filter((s) => actionsOf(s).includes('bedrock:CreateModelInvocationJob'));
    const resources = JSON.stringify(create.flatMap(resourcesOfStatement));
    expect(resources).toContain(jobs.slice(1, -1));
    expect(resources).toContain('foundation-model/anthropic.claude-sonnet-4-5');
    expect(resources).not.toContain('inference-profile');
    expect(resources).not.toContain('haiku');
    const passRole = statements.filter((s) => actionsOf(s).includes('iam:PassRole'));
    expect(passRole).toEqual([
      expect.objectContaining({ Resource: roleArn, Condition: { StringEquals: { 'iam:PassedToService': 'bedrock.amazonaws.com' } } }),
    ]);
    expect(statements.flatMap(actionsOf)).not.toEqual(expect.arrayContaining(['bedrock:GetModelInvocationJob']));
  });

  it('lets the check function read and stop jobs, and create none', () => {
    const actions = statementsOf('AuditCheckBatchInference')
      .flatMap(actionsOf)
      .filter((a) => a.startsWith('bedrock:') || a.startsWith('iam:'));
    expect(new Set(actions)).toEqual(new Set(['bedrock:GetModelInvocationJob', 'bedrock:StopModelInvocationJob']));
  });

  it("trusts Bedrock for this account's batch inference jobs only, and lets it read input, write output and invoke the evaluator", () => {
    const trust = (
      resourcesOf(template, 'AWS::IAM::Role')[stack.getLogicalId(role.node.defaultChild as never)]?.Properties
        ?.AssumeRolePolicyDocument as {
        Statement: { Principal: unknown; Condition: { StringEquals: Record<string, unknown>; ArnLike: Record<string, unknown> } }[];
      }
    ).Statement;
    expect(trust).toHaveLength(1);
    expect(trust[0]?.Principal).toEqual({ Service: 'bedrock.amazonaws.com' });
    expect(trust[0]?.Condition.StringEquals).toEqual({ 'aws:SourceAccount': { Ref: 'AWS::AccountId' } });
    expect(JSON.stringify(trust[0]?.Condition.ArnLike['aws:SourceArn'])).toContain(':model-invocation-job/*');
    const statements = statementsOfRole(template, stack.getLogicalId(role.node.defaultChild as never));
    const bucket = stack.resources.buckets.get('AuditInputs')!.resource;
    const objects = (pattern: string) => ({ 'Fn::Join': ['', [arnAttributeOf(stack, bucket), `/${pattern}`]] });
    expect(grants(statements, 's3:GetObject', objects('batch-inference/*/input/*'))).toBe(true);
    expect(grants(statements, 's3:PutObject', objects('batch-inference/*/output/*'))).toBe(true);
    expect(grants(statements, 's3:ListBucket', arnAttributeOf(stack, bucket))).toBe(true);
    expect(new Set(statements.flatMap(actionsOf))).toEqual(
      new Set(['s3:ListBucket', 's3:GetObject', 's3:PutObject', 'bedrock:InvokeModel']),
    );
    expect(JSON.stringify(statements.filter((s) => actionsOf(s).includes('bedrock:InvokeModel')))).not.toContain('haiku');
  });
});
