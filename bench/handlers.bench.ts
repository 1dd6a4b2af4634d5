// Per function: the deployed bundle's minified size and its cold module-initialisation time, against the API
// handler budget. Bundles are built with the exact esbuild settings of ServiceFunction.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { stageConfig } from '../lib/config/stages';
import { functionEnvironment, resolveEnvironment, stageBedrockModel } from '../lib/constructs/function-environment';
import { application, type FunctionDefinition } from '../lib/definitions';
import { deployedBundleOptions } from '../sandbox/lambda-bundles';
import { type BenchReport, median, table } from './report';

const BUDGET = { bundleKb: 350, initMs: 60 } as const;
const COLD_STARTS = 7;

const round = (value: number): number => Math.round(value * 10) / 10;

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the repository, so the external @aws-sdk/* packages resolve from node_modules as the runtime provides them.
const outDir = join(root, 'bench', 'out', 'handlers');

interface Bundle {
  readonly path: string;
  readonly sizeKb: number;
  /** Modules left to the runtime (@aws-sdk/*), imported by the bundle. */
  readonly externalImports: readonly string[];
  /** Bytes in the bundle per package (or `project` for this repository's code), largest first. */
  readonly contributorsKb: readonly (readonly [string, number])[];
}

const packageOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match?.[1] ?? 'project';
};

const bundle = async (fn: FunctionDefinition): Promise<Bundle> => {
  const outfile = join(outDir, fn.id, 'index.mjs');
  const { metafile } = await build({ ...deployedBundleOptions(join(root, fn.entry), outfile), metafile: true });
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith('index.mjs'))?.[1];
  if (!output) throw new Error(`esbuild wrote no index.mjs for ${fn.id}`);
  const bytesByPackage = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    bytesByPackage.set(packageOf(input), (bytesByPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
  }
  return {
    path: outfile,
    sizeKb: statSync(outfile).size / 1024,
    externalImports: [...new Set(output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path))],
    contributorsKb: [...bytesByPackage].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, bytes / 1024] as const),
  };
};

/** The environment the deployed function starts with, with stand-in resource names. */
const environmentOf = (fn: FunctionDefinition): NodeJS.ProcessEnv => {
  const config = stageConfig('dev');
  const standIn = (kind: string) => (id: string) => `bench-${kind}-${id}`;
  return {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    ...resolveEnvironment(functionEnvironment(fn, application), {
      names: {
        table: standIn('table'),
        bucket: standIn('bucket'),
        queue: (id) => `https://sqs.us-east-1.amazonaws.com/123456789012/bench-${id}`,
        stateMachineArn: (id) => `arn:aws:states:us-east-1:123456789012:stateMachine:bench-${id}`,
        serviceRoleArn: (id) => `arn:aws:iam::123456789012:role/bench-${id}`,
      },
      stage: config.stage,
      runtimeMode: 'aws',
      eventBusName: 'bench-bus',
      bedrockModel: stageBedrockModel(config.bedrock),
      stageSetting: (setting) => config.settings[setting],
    }),
  };
};

/** Milliseconds from `import()` of the given modules to their having run, in a fresh node process. */
const IMPORT_TIMER =
  'const t = performance.now(); for (const m of process.argv.slice(1)) await import(m); process.stdout.write(String(performance.now() - t));';

/**
 * What the Lambda Node.js runtime provides before a handler loads (the `awslambda` global that streaming
 * handlers call at import), built from the sandbox's polyfills so both emulate the runtime the same way.
 */
const RUNTIME_GLOBALS = join(outDir, 'lambda-runtime-globals.mjs');

/** Median cold import time. --no-warnings only hides the AWS SDK's Node-version notice on this Node 20 machine. */
const coldImportMs = (modules: readonly string[], env: NodeJS.ProcessEnv): number => {
  if (modules.length === 0) return 0;
  const args = ['--no-warnings', '--import', pathToFileURL(RUNTIME_GLOBALS).href, '--input-type=module', '-e', IMPORT_TIMER, ...modules];
  return median(
    Array.from({ length: COLD_STARTS }, () => Number(execFileSync(process.execPath, args, { env, encoding: 'utf8', cwd: root }))),
  );
};

interface HandlerResult {
  readonly functionId: string;
  readonly routes: readonly string[];
  readonly sizeKb: number;
  readonly initMsMedian: number;
  readonly sdkInitMsMedian: number;
  readonly externalImports: readonly string[];
  readonly largestContributorsKb: readonly { readonly name: string; readonly kb: number }[];
  /** Only functions serving a route have a budget. */
  readonly budgeted: boolean;
  readonly withinBudget: boolean;
}

const measure = async (fn: FunctionDefinition, routes: readonly string[]): Promise<HandlerResult> => {
  const built = await bundle(fn);
  const env = environmentOf(fn);
  const initMs = coldImportMs([pathToFileURL(built.path).href], env);
  const budgeted = routes.length > 0;
  return {
    functionId: fn.id,
    routes,
    sizeKb: round(built.sizeKb),
    initMsMedian: round(initMs),
    sdkInitMsMedian: round(coldImportMs(built.externalImports, env)),
    externalImports: built.externalImports,
    largestContributorsKb: built.contributorsKb.slice(0, 5).map(([name, kb]) => ({ name, kb: round(kb) })),
    budgeted,
    withinBudget: !budgeted || (built.sizeKb <= BUDGET.bundleKb && initMs <= BUDGET.initMs),
  };
};

export const run = async (): Promise<BenchReport> => {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(root, 'sandbox', 'polyfills.ts')],
    outfile: RUNTIME_GLOBALS,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
  });
  const routesOf = (fn: FunctionDefinition) => application.routes.filter((r) => r.functionId === fn.id).map((r) => `${r.method} ${r.path}`);

  const results: HandlerResult[] = [];
  const failures: { functionId: string; error: string }[] = [];
  for (const fn of application.functions) {
    try {
      results.push(await measure(fn, routesOf(fn)));
    } catch (error) {
      // One handler failing to load (e.g. missing configuration) should not hide the others' figures.
      const message = (error as { stderr?: string }).stderr?.split('\n').find((line) => /Error/.test(line)) ?? String(error);
      failures.push({ functionId: fn.id, error: message.trim() });
    }
  }

  const verdict = (r: HandlerResult) => (!r.budgeted ? 'no budget (not an API handler)' : r.withinBudget ? 'within budget' : 'OVER BUDGET');
  const lines = [
    `Budget per API handler: <= ${BUDGET.bundleKb} KB minified bundle, <= ${BUDGET.initMs} ms cold module init`,
    `(median of ${COLD_STARTS} fresh node ${process.version} processes; "of which SDK" imports only the bundle's external @aws-sdk/* modules).`,
    '',
    ...table(
      ['function', 'routes', 'bundle KB', 'init ms', 'of which SDK ms', 'verdict', 'largest contributors (KB)'],
      results.map((r) => [
        r.functionId,
        r.routes.length > 1 ? `${r.routes[0]} (+${r.routes.length - 1})` : (r.routes[0] ?? '-'),
        r.sizeKb.toFixed(1),
        r.initMsMedian.toFixed(1),
        r.sdkInitMsMedian.toFixed(1),
        verdict(r),
        r.largestContributorsKb
          .slice(0, 3)
          .map((c) => `${c.name} ${c.kb.toFixed(0)}`)
          .join(', '),
      ]),
    ),
    ...failures.map((f) => `${f.functionId}: could not be measured: ${f.error}`),
  ];
  return {
    title: 'Handler bundles: size and cold module init',
    lines,
    data: { budget: BUDGET, coldStarts: COLD_STARTS, node: process.version, results, failures },
  };
};
