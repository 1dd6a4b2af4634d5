import { mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { deployedBundleOptions, LambdaBundles, STALE_CACHE_MS, sweepBundleCaches } from '../../sandbox/lambda-bundles';
import { REPO_ROOT } from '../../sandbox/runtime';

/**
 * A function's bundle is cached by content and checked at each cold start: an edit to the repository's code is in
 * the next instance, and an unchanged function starts from the bundle it had. The check looks at the repository's
 * own files and at npm's record of the installed tree, not at each of a bundle's hundreds of dependency files.
 */

let dir: string;
let entry: string;

beforeAll(async () => {
  // Inside the repository, as a function's code is (test-artifacts/ is ignored by git).
  await mkdir(path.join(REPO_ROOT, 'test-artifacts'), { recursive: true });
  dir = await mkdtemp(path.join(REPO_ROOT, 'test-artifacts', 'bundle-edit-'));
  // A package of its own whose modules may have side effects (the repository's declares that its own have none).
  await writeFile(path.join(dir, 'package.json'), '{ "sideEffects": true }\n');
  await writeFile(path.join(dir, 'part.ts'), "export const greeting: string = 'first version';\n");
  await writeFile(
    path.join(dir, 'handler.ts'),
    "import { z } from 'zod';\nimport { greeting } from './part';\nexport const handler = async () => z.string().parse(greeting);\n",
  );
  entry = path.relative(REPO_ROOT, path.join(dir, 'handler.ts'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('starts an unchanged function from its cached bundle, and an edited one from a new bundle with the edit', async () => {
  const bundles = new LambdaBundles(REPO_ROOT);
  const first = await bundles.bundle(entry, 'function');
  expect(await readFile(first, 'utf8')).toContain('first version');
  expect(await new LambdaBundles(REPO_ROOT).bundle(entry, 'function')).toBe(first);

  await writeFile(path.join(dir, 'part.ts'), "export const greeting: string = 'second version';\n");
  const edited = await bundles.bundle(entry, 'function');
  expect(edited).not.toBe(first);
  const code = await readFile(edited, 'utf8');
  expect(code).toContain('second version');
  expect(code).not.toContain('first version');
  // The dependency is bundled as deployed (only @aws-sdk/* stays external).
  expect(code).toMatch(/ZodString|ZodError/);
});

it('bundles many functions in one build, each as its own build would, and rebuilds one whose tree-shaken input changed', async () => {
  const write = (name: string, text: string) => writeFile(path.join(dir, name), text);
  await write('shared.ts', 'export const shared = (who: string): string => `hello ${who}`;\n');
  // Used only by code that is never called: esbuild reads it and keeps none of its bytes, until it gains a side effect.
  await write('unused.ts', 'export const unused = 1;\n');
  await write(
    'one.ts',
    "import { shared } from './shared';\nimport { unused } from './unused';\nconst never = () => unused;\nexport const handler = async () => shared('one');\n",
  );
  await write('two.ts', "import { shared } from './shared';\nexport const handler = async () => shared('two');\n");
  const entries = ['one.ts', 'two.ts'].map((name) => path.relative(REPO_ROOT, path.join(dir, name)));

  await new LambdaBundles(REPO_ROOT).bundleAll(entries);
  for (const fnEntry of entries) {
    // Found in the cache (no new build), and byte for byte what a build of this function alone writes.
    const cached = await new LambdaBundles(REPO_ROOT).bundle(fnEntry, 'function');
    const alone = await build({
      ...deployedBundleOptions(path.join(REPO_ROOT, fnEntry), cached),
      absWorkingDir: REPO_ROOT,
      write: false,
    });
    const written = Object.fromEntries(alone.outputFiles.map((file) => [path.basename(file.path), file.text]));
    expect(Object.keys(written).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    for (const [name, text] of Object.entries(written)) expect(await readFile(path.join(path.dirname(cached), name), 'utf8')).toBe(text);
  }

  await write('unused.ts', "console.log('now with a side effect');\nexport const unused = 1;\n");
  const bundles = new LambdaBundles(REPO_ROOT);
  expect(await readFile(await bundles.bundle(entries[0]!, 'function'), 'utf8')).toContain('now with a side effect');
  expect(await readFile(await bundles.bundle(entries[1]!, 'function'), 'utf8')).not.toContain('now with a side effect');
});

it('rebuilds a bundle when the package.json governing its files changes what esbuild may leave out', async () => {
  const pkg = path.join(dir, 'pkg');
  await mkdir(pkg, { recursive: true });
  await writeFile(
    path.join(pkg, 'effect.ts'),
    "export const unusedValue = 1;\n(globalThis as Record<string, unknown>).marker = 'the module ran';\n",
  );
  await writeFile(
    path.join(pkg, 'handler.ts'),
    "import { unusedValue } from './effect';\nconst never = () => unusedValue;\nexport const handler = async () => 'ok';\n",
  );
  const pkgEntry = path.relative(REPO_ROOT, path.join(pkg, 'handler.ts'));
  await writeFile(path.join(pkg, 'package.json'), '{ "sideEffects": true }\n');
  const kept = await new LambdaBundles(REPO_ROOT).bundle(pkgEntry, 'function');
  expect(await readFile(kept, 'utf8')).toContain('the module ran');

  // No code changed: only the declaration that its modules have no side effects.
  await writeFile(path.join(pkg, 'package.json'), '{ "sideEffects": false }\n');
  const leftOut = await new LambdaBundles(REPO_ROOT).bundle(pkgEntry, 'function');
  expect(leftOut).not.toBe(kept);
  expect(await readFile(leftOut, 'utf8')).not.toContain('the module ran');
});

it('sweeps away what no sandbox will load again once it is an hour old, and every cache of a checkout that is gone', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'bundle-sweep-'));
  try {
    const checkout = path.join(root, 'checkout');
    await mkdir(checkout);
    await writeFile(path.join(checkout, 'handler.ts'), 'export const handler = async () => 1;\n');
    const own = path.join(root, 'ccp-sandbox-lambda-own');
    const put = async (relative: string, text = '') => {
      await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
      await writeFile(path.join(root, relative), text);
    };
    const manifest = (key: string, input: string) => JSON.stringify({ key, inputs: [{ path: input, size: 1, mtimeMs: 1 }] });
    await put('ccp-sandbox-lambda-own/root', checkout);
    await put('ccp-sandbox-lambda-own/manifests/function-handler.json', manifest('current', 'handler.ts'));
    await put('ccp-sandbox-lambda-own/manifests/function-deleted.json', manifest('of-deleted', 'deleted.ts'));
    for (const bundle of ['current', 'of-deleted', 'superseded', 'just-superseded', 'staging-1'])
      await put(`ccp-sandbox-lambda-own/${bundle}/index.mjs`);
    for (const sdk of ['aws-sdk-now', 'aws-sdk-before']) await put(`ccp-sandbox-lambda-own/${sdk}/node_modules/@aws-sdk/x/index.mjs`);
    await symlink(path.join(own, 'aws-sdk-now', 'node_modules'), path.join(own, 'node_modules'), 'dir');
    await put('ccp-sandbox-lambda-gone/root', path.join(root, 'deleted-checkout'));
    await put('ccp-sandbox-lambda-live/root', checkout);
    await put('ccp-sandbox-lambda-unnamed/manifests/function-handler.json', manifest('current', 'handler.ts'));
    await put('something-else/root', path.join(root, 'deleted-checkout'));

    const now = Date.now();
    const hoursAgo = (now - 2 * STALE_CACHE_MS) / 1000;
    const everything = ['.', 'manifests', ...(await readdir(own))].map((name) => path.join(own, name));
    for (const file of [...everything, ...(await readdir(root)).map((name) => path.join(root, name))]) {
      if (!file.endsWith('node_modules') && !file.endsWith('just-superseded')) await utimes(file, hoursAgo, hoursAgo);
    }
    for (const name of await readdir(path.join(own, 'manifests'))) await utimes(path.join(own, 'manifests', name), hoursAgo, hoursAgo);

    const removed = await sweepBundleCaches(root, own, checkout, now);
    expect(removed.map((file) => path.relative(root, file)).sort()).toEqual(
      [
        'ccp-sandbox-lambda-gone',
        'ccp-sandbox-lambda-own/aws-sdk-before',
        'ccp-sandbox-lambda-own/manifests/function-deleted.json',
        'ccp-sandbox-lambda-own/of-deleted',
        'ccp-sandbox-lambda-own/staging-1',
        'ccp-sandbox-lambda-own/superseded',
        'ccp-sandbox-lambda-unnamed',
      ].sort(),
    );
    // What a sandbox loads stays: the current bundle, the SDK its link points at, and the live checkout's cache.
    expect((await readdir(own)).sort()).toEqual([
      'aws-sdk-now',
      'current',
      'just-superseded',
      'manifests',
      'node_modules',
      'root',
      'swept',
    ]);
    expect(await readFile(path.join(own, 'node_modules', '@aws-sdk', 'x', 'index.mjs'), 'utf8')).toBe('');
    expect((await readdir(root)).sort()).toEqual(['ccp-sandbox-lambda-live', 'ccp-sandbox-lambda-own', 'checkout', 'something-else']);

    // Swept again within ten minutes: nothing is read; the bundle superseded a moment ago goes once it is old.
    expect(await sweepBundleCaches(root, own, checkout, now + 60_000)).toEqual([]);
    expect(await sweepBundleCaches(root, own, checkout, now + STALE_CACHE_MS + 60_000)).toEqual([path.join(own, 'just-superseded')]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
