import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type CfnElement, type Environment } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { Template } from 'aws-cdk-lib/assertions';
import { stageConfig, type StageName, type StageOptions } from '../../lib/config/stages';
import { ContactCenterStack } from '../../lib/contact-center-stack';
import { application, type ApplicationDefinition } from '../../lib/definitions';
import { richApplication } from './fixtures/application';

export const STAGES: readonly StageName[] = ['dev', 'prod'];

/** The services' real definitions and the richer fixture: every template test runs against both. */
export const APPLICATIONS: readonly (readonly [string, ApplicationDefinition])[] = [
  ['application', application],
  ['rich fixture', richApplication],
];

export interface Synthesized {
  readonly app: App;
  readonly stack: ContactCenterStack;
  readonly template: Template;
}

/** The feature flags `cdk synth` applies, so tests see the template the CLI produces. */
const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

/**
 * Where this file's apps write their cloud assembly: one folder, removed after the file (without an outdir, CDK makes
 * a new cdk.out* folder in the temp directory for every app and leaves it there, 2 MB each).
 */
let outdir: string | undefined;
afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

/**
 * Synthesizes the stack without bundling (the bench and `npm run synth` exercise esbuild) and, unless asked, without
 * CDK's built-in CloudFormation validation: its engine costs about 6 s of CPU on a file's first synthesis and 0.5 s on
 * each after, so one test (template-rules.test.ts) runs it, strictly, and the others check what they are about.
 */
export const synthesize = (
  definition: ApplicationDefinition = application,
  stage: StageName = 'dev',
  env?: Environment,
  options: StageOptions = {},
  { cloudFormationValidation = false } = {},
): Synthesized => {
  outdir ??= mkdtempSync(path.join(tmpdir(), 'ccp-test-cdk-'));
  const app = new App({
    outdir,
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: cloudFormationValidation,
  });
  const stack = new ContactCenterStack(app, `Test-${stage}`, {
    config: stageConfig(stage, 'us', undefined, options),
    application: definition,
    env,
  });
  return { app, stack, template: Template.fromStack(stack) };
};

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }>;

export const resourcesOf = (template: Template, type: string): Resources => template.findResources(type) as Resources;

/** `GET /v1/jobs/{jobId}` for each AWS::ApiGateway::Method, rebuilt from the resource tree. */
export const methodRoutes = (template: Template): Map<string, Record<string, unknown>> => {
  const apiResources = resourcesOf(template, 'AWS::ApiGateway::Resource');
  const pathOf = (resourceRef: unknown): string => {
    const id = (resourceRef as { Ref?: string }).Ref;
    const resource = id ? apiResources[id] : undefined;
    if (!resource) return '';
    return `${pathOf(resource.Properties?.ParentId)}/${String(resource.Properties?.PathPart)}`;
  };
  const routes = new Map<string, Record<string, unknown>>();
  for (const method of Object.values(resourcesOf(template, 'AWS::ApiGateway::Method'))) {
    const properties = method.Properties ?? {};
    routes.set(`${String(properties.HttpMethod)} ${pathOf(properties.ResourceId) || '/'}`, properties);
  }
  return routes;
};

export interface PolicyStatementJson {
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Effect: string;
}

/** Every statement of the inline policies attached to a role (by the role's logical id). */
export const statementsOfRole = (template: Template, roleLogicalId: string): PolicyStatementJson[] =>
  Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties?.Roles as { Ref: string }[]).some((role) => role.Ref === roleLogicalId))
    .flatMap((policy) => (policy.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement);

export const actionsOf = (statement: PolicyStatementJson): string[] => [statement.Action].flat();

export const resourcesOfStatement = (statement: PolicyStatementJson): unknown[] => [statement.Resource].flat();

/** `{ "Fn::GetAtt": [logicalId, "Arn"] }` of a construct's CloudFormation resource. */
export const arnAttributeOf = (stack: ContactCenterStack, construct: IConstruct): unknown => ({
  'Fn::GetAtt': [stack.getLogicalId(construct.node.defaultChild as CfnElement), 'Arn'],
});

const actionMatches = (granted: string, wanted: string): boolean =>
  new RegExp(
    `^${granted
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(wanted);

/** Whether some Allow statement grants `action` on exactly `resource` (a literal ARN or an intrinsic). */
export const grants = (statements: readonly PolicyStatementJson[], action: string, resource: unknown): boolean =>
  statements.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      actionsOf(statement).some((granted) => actionMatches(granted, action)) &&
      resourcesOfStatement(statement).some((granted) => JSON.stringify(granted) === JSON.stringify(resource)),
  );

/** Role logical id of a function or state machine construct. */
export const roleOf = (stack: ContactCenterStack, construct: { role: IConstruct } | { readonly role: unknown }): string =>
  stack.getLogicalId((construct.role as IConstruct).node.defaultChild as CfnElement);

/** Logical ids a resource refers to through Ref, Fn::GetAtt or DependsOn. */
const referencesOf = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => referencesOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') found.add(inner);
      else if (key === 'Fn::GetAtt' && Array.isArray(inner)) found.add(String(inner[0]));
      else if (key === 'DependsOn') [inner].flat().forEach((id) => found.add(String(id)));
      else referencesOf(inner, found);
    }
  }
  return found;
};

/** A dependency cycle among the template's resources (CloudFormation rejects those at deploy time), or none. */
export const findDependencyCycle = (template: Template): string[] | undefined => {
  const resources = template.toJSON().Resources as Record<string, unknown>;
  const edges = new Map(
    Object.entries(resources).map(([id, resource]) => [id, [...referencesOf(resource)].filter((ref) => ref in resources)]),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next, [...path, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
};
