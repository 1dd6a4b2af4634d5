import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApplicationDefinition } from '../../lib/definitions';
import { processTempDir } from '../temp-dirs';

/** A CloudFormation template, as `cdk synth` writes it. */
export interface CfnTemplate {
  readonly Resources: Readonly<Record<string, { readonly Type: string; readonly Properties?: Readonly<Record<string, unknown>> }>>;
}

/** Which template logical id each resource of lib/definitions became, by definition id. */
export interface LogicalIds {
  readonly functions: Readonly<Record<string, string>>;
  readonly stateMachines: Readonly<Record<string, string>>;
  readonly tables: Readonly<Record<string, string>>;
  readonly buckets: Readonly<Record<string, string>>;
  readonly queues: Readonly<Record<string, string>>;
  readonly eventRules: Readonly<Record<string, string>>;
  /** An event rule's dead-letter queue, by rule id. */
  readonly ruleDeadLetterQueues: Readonly<Record<string, string>>;
  readonly eventBus: string;
  /** Roles AWS services assume (ServiceRoleDefinition), by id. */
  readonly serviceRoles: Readonly<Record<string, string>>;
}

export interface SynthesizedStack {
  readonly template: CfnTemplate;
  readonly logicalIds: LogicalIds;
}

/** The stage whose stack the sandbox evaluates IAM against. */
const STAGE = 'dev';

const filesUnder = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(directory, entry.name)) : [path.join(directory, entry.name)])),
  );
  return nested.flat().sort();
};

/**
 * What the template depends on: the stack code and definitions (lib/), the ASL files, cdk.json, the CDK
 * version, this module, and the application itself (tests start sandboxes with their own definitions).
 */
const contentHash = async (app: ApplicationDefinition, repoRoot: string): Promise<string> => {
  const hash = createHash('sha256');
  const cdkVersion = JSON.parse(await readFile(path.join(repoRoot, 'node_modules/aws-cdk-lib/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`${STAGE}\n${cdkVersion.version}\n${JSON.stringify(app)}\n`);
  const files = [
    ...(await filesUnder(path.join(repoRoot, 'lib'))),
    ...(await filesUnder(path.join(repoRoot, 'statemachines'))),
    ...app.stateMachines.map((machine) => path.join(repoRoot, machine.file)),
    path.join(repoRoot, 'cdk.json'),
    new URL(import.meta.url).pathname,
  ];
  for (const file of files) hash.update(`${path.relative(repoRoot, file)}\n`).update(await readFile(file));
  return hash.digest('hex').slice(0, 32);
};

/**
 * Synthesizes the CDK stack in-process, as `cdk synth` would for the dev stage but without bundling the
 * functions (IAM does not depend on the bundles), and names the logical id of every defined resource.
 */
const synthesize = async (app: ApplicationDefinition, repoRoot: string): Promise<SynthesizedStack> => {
  // Loaded only on a cache miss: aws-cdk-lib takes seconds to import.
  const [{ App, Stack }, { ContactCenterStack }, { stageConfig }] = await Promise.all([
    import('aws-cdk-lib'),
    import('../../lib/contact-center-stack'),
    import('../../lib/config/stages'),
  ]);
  const cdkJson = JSON.parse(await readFile(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  // The template is the same without CDK's built-in CloudFormation validation, which takes most of synth's time.
  // The cloud assembly is only read here: its folder goes once the template is read (CDK would leave one behind).
  const outdir = await processTempDir('synth');
  const cdkApp = new App({
    outdir,
    context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stack = new ContactCenterStack(cdkApp, `ContactCenterPipelines-${STAGE}`, {
    config: stageConfig(STAGE),
    application: app,
    rootDir: repoRoot,
  });
  const logicalId = (construct: { node: { defaultChild?: unknown } }) => Stack.of(stack).getLogicalId(construct.node.defaultChild as never);
  const byId = <T>(entries: Iterable<[string, T]>, construct: (value: T) => { node: { defaultChild?: unknown } }) =>
    Object.fromEntries([...entries].map(([id, value]) => [id, logicalId(construct(value))]));
  const rules = stack.node.findChild('EventRules');
  let template: CfnTemplate;
  try {
    template = cdkApp.synth().getStackByName(stack.stackName).template as CfnTemplate;
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
  return {
    template,
    logicalIds: {
      functions: byId(stack.functions, (fn) => fn.function),
      stateMachines: byId(stack.stateMachines, (machine) => machine),
      tables: byId(stack.resources.tables, (table) => table.resource),
      buckets: byId(stack.resources.buckets, (bucket) => bucket.resource),
      queues: byId(stack.resources.queues, (queue) => queue.resource),
      eventRules: Object.fromEntries(app.eventRules.map((rule) => [rule.id, logicalId(rules.node.findChild(rule.id))])),
      ruleDeadLetterQueues: Object.fromEntries(
        app.eventRules.map((rule) => [rule.id, logicalId(rules.node.findChild(`${rule.id}DeadLetters`))]),
      ),
      eventBus: logicalId(stack.resources.eventBus),
      serviceRoles: byId(stack.resources.serviceRoles, (role) => role.resource),
    },
  };
};

/**
 * The synthesized stack of `app`, from `cacheDir` when nothing it depends on changed: synthesis takes about
 * ten seconds, and every jest file starts its own sandbox.
 */
export const synthesizedStack = async (app: ApplicationDefinition, repoRoot: string, cacheDir: string): Promise<SynthesizedStack> => {
  const file = path.join(cacheDir, `stack-${await contentHash(app, repoRoot)}.json`);
  const cached = await readFile(file, 'utf8').catch(() => undefined);
  if (cached) return JSON.parse(cached) as SynthesizedStack;
  const synthesized = await synthesize(app, repoRoot);
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a concurrent sandbox never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(synthesized));
  await rename(partial, file);
  return synthesized;
};
