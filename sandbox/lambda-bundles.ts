import { createHash, randomUUID } from 'node:crypto';
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { version as esbuildVersion, type BuildOptions, type Metafile } from 'esbuild';
import { buildThenRelease } from '../review/esbuild-builds';
import { Slots } from './slots';
import { FUNCTION_BUNDLING } from '../lib/constructs/bundling';

/** esbuild options of a deployed function's bundle: exactly what ServiceFunction hands to NodejsFunction. */
export const deployedBundleOptions = (entryPoint: string, outfile: string): BuildOptions => ({
  entryPoints: [entryPoint],
  outfile,
  bundle: true,
  platform: 'node',
  format: FUNCTION_BUNDLING.format,
  target: FUNCTION_BUNDLING.target,
  minify: FUNCTION_BUNDLING.minify,
  sourcemap: FUNCTION_BUNDLING.sourcemap,
  sourcesContent: FUNCTION_BUNDLING.sourcesContent,
  mainFields: [...FUNCTION_BUNDLING.mainFields],
  external: [...FUNCTION_BUNDLING.externalModules],
  banner: { js: FUNCTION_BUNDLING.banner },
  logLevel: 'error',
});

/**
 * The same, for several functions in one build: `entries` maps each output's name (`<dir>/index`, written as
 * `<dir>/index.mjs` under `outdir`) to its entry point. Each output is what its own build would write.
 */
export const deployedBundlesOptions = (entries: Readonly<Record<string, string>>, outdir: string): BuildOptions => {
  const { entryPoints: _one, outfile: _file, ...shared } = deployedBundleOptions('', '');
  return {
    ...shared,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    outdir,
    outExtension: { '.js': '.mjs' },
  };
};

/** The sandbox's own code that runs inside a function instance (the runtime bootstrap): readable, not minified. */
const runtimeBundleOptions = (entryPoint: string, outfile: string): BuildOptions => ({
  entryPoints: [entryPoint],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: FUNCTION_BUNDLING.target,
  sourcemap: true,
  logLevel: 'error',
});

export type BundleKind = 'function' | 'runtime';

/**
 * The AWS SDK v3 the Lambda runtime provides to the bundles (FUNCTION_BUNDLING leaves `@aws-sdk/*` external): the
 * repository's own packages — those its deployed functions depend on (the root package's `dependencies`) — built
 * from their ES module sources into one module per package with shared chunks. Each cold start then loads a few
 * files instead of resolving, detecting and compiling hundreds, and nothing but the SDK resolves, as in Lambda.
 */
const sdkBundleOptions = (packages: readonly string[], outdir: string): BuildOptions => ({
  entryPoints: packages.map((name) => ({ in: name, out: `${name}/index` })),
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: FUNCTION_BUNDLING.target,
  mainFields: ['module', 'main'],
  outExtension: { '.js': '.mjs' },
  chunkNames: '.chunks/[name]-[hash]',
  minifyWhitespace: true,
  minifySyntax: true,
  // CommonJS dependencies bundled into an ES module still call require() (for Node built-ins).
  banner: { js: "import { createRequire as __sdkCreateRequire } from 'node:module'; const require = __sdkCreateRequire(import.meta.url);" },
  logLevel: 'error',
});

interface FileStamp {
  readonly size: number;
  readonly mtimeMs: number;
}

interface Manifest {
  /** The content key of the last bundle of this entry. */
  readonly key: string;
  /** Every file esbuild read, relative to the repository root, with the size and mtime it had then. */
  readonly inputs: readonly (FileStamp & { readonly path: string })[];
  /** The installed dependency tree as npm records it (node_modules/.package-lock.json), when there is one. */
  readonly installed?: FileStamp;
}

/** A manifest as the last build of its entry wrote it; undefined when there is none. */
const readManifest = (file: string): Promise<Manifest | undefined> =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Manifest,
    () => undefined,
  );

/** What npm writes on every install: a dependency's files change only with it (or by hand, which npm undoes). */
const INSTALLED_TREE = path.join('node_modules', '.package-lock.json');
const isDependency = (input: string) => input.split('/').includes('node_modules');

/**
 * The package.json nearest to each of the repository's own inputs (paths relative to `repoRoot`): its
 * `sideEffects` decides which modules esbuild may leave out, so it is as much an input of a bundle as the code.
 */
export const governingManifests = (repoRoot: string, inputs: readonly string[]): string[] => {
  const found = new Set<string>();
  for (const input of inputs.filter((file) => !isDependency(file))) {
    for (let dir = path.dirname(input); ; dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(path.join(repoRoot, manifest))) {
        found.add(manifest);
        break;
      }
      if (dir === '.' || dir === path.dirname(dir)) break;
    }
  }
  return [...found];
};

/**
 * Bundles checked or built at once by one LambdaBundles: checking one reads its ~500 inputs together, and forty at
 * once (every function after an edit to shared code) ran the process out of file descriptors (EMFILE).
 */
const BUNDLES_AT_ONCE = 4;

/** Each checkout's bundle cache is a directory of the OS temp directory named so, plus a hash of the checkout's path. */
const CACHE_PREFIX = 'ccp-sandbox-lambda-';
/** In each cache: the checkout it serves, so that a cache whose checkout is gone can go too. */
const ROOT_FILE = 'root';
/**
 * How old what no sandbox will load again must be before it is removed: long past the milliseconds between a
 * sandbox finding a bundle and its instance loading it, and short enough that an afternoon of edits to shared
 * code (about 50 new bundles, 100 MB, each) does not pile up.
 */
export const STALE_CACHE_MS = 60 * 60_000;

/** A cache is swept at most this often: each sandbox start would otherwise read every manifest again. */
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** In each cache: a file whose mtime is when it was last swept. */
const SWEPT_FILE = 'swept';

/**
 * Removes, from the bundle caches under `cacheRoot`, what is STALE_CACHE_MS old and no sandbox will load again.
 * In `ownCache` (the cache of the checkout at `repoRoot`): manifests of functions whose code is gone (a deleted
 * handler or test fixture), bundles no manifest names (an edit superseded them), SDK builds its `node_modules` link
 * no longer points at, and staging a build never finished. And every other checkout's cache whose checkout is gone,
 * or that names none (as caches before this did). Returns what it removed; nothing when `ownCache` was swept less
 * than SWEEP_INTERVAL_MS before `now`. Without it, this machine held 4.6 GB of caches from fresh clones, and each
 * edit to shared code left about 100 MB behind.
 */
export const sweepBundleCaches = async (cacheRoot: string, ownCache: string, repoRoot: string, now: number): Promise<string[]> => {
  const old = async (file: string, ageMs = STALE_CACHE_MS) => {
    const stats = await lstat(file).catch(() => undefined);
    return stats !== undefined && now - stats.mtimeMs > ageMs;
  };
  const swept = path.join(ownCache, SWEPT_FILE);
  if (existsSync(swept) && !(await old(swept, SWEEP_INTERVAL_MS))) return [];
  await writeFile(swept, '');
  await utimes(swept, now / 1000, now / 1000);
  const removed: string[] = [];
  const remove = async (file: string) => {
    await rm(file, { recursive: true, force: true });
    removed.push(file);
  };

  const manifests = path.join(ownCache, 'manifests');
  const kept = new Set(['manifests', 'node_modules', ROOT_FILE, SWEPT_FILE]);
  for (const name of await readdir(manifests).catch(() => [])) {
    const file = path.join(manifests, name);
    const manifest = name.endsWith('.json') ? await readManifest(file) : undefined;
    const gone = manifest?.inputs.some((input) => !isDependency(input.path) && !existsSync(path.join(repoRoot, input.path)));
    if ((!manifest?.key || gone) && (await old(file))) await remove(file);
    else if (manifest?.key) kept.add(manifest.key);
  }
  const linked = await readlink(path.join(ownCache, 'node_modules')).catch(() => undefined);
  if (linked) kept.add(path.basename(path.dirname(linked)));
  for (const name of await readdir(ownCache).catch(() => [])) {
    const file = path.join(ownCache, name);
    if (!kept.has(name) && (await old(file))) await remove(file);
  }

  for (const name of await readdir(cacheRoot).catch(() => [])) {
    const cache = path.join(cacheRoot, name);
    if (!name.startsWith(CACHE_PREFIX) || cache === ownCache) continue;
    const checkout = await readFile(path.join(cache, ROOT_FILE), 'utf8').catch(() => undefined);
    if ((checkout === undefined || !existsSync(checkout)) && (await old(cache))) await remove(cache);
  }
  return removed;
};

/**
 * Builds what deploys — each function's esbuild bundle — and caches it by content: the key hashes the build
 * options and every input file, so an unchanged function starts from its cached bundle and any edit (to the
 * handler, src/, a dependency) rebuilds it. Bundles live in the OS temp directory, next to a `node_modules` link
 * to the prebuilt SDK, so the external `@aws-sdk/*` imports resolve as the Lambda runtime provides them; what no
 * sandbox will load again is swept away (sweepBundleCaches).
 */
export class LambdaBundles {
  private readonly cacheDir: string;
  private readonly building = new Map<string, Promise<string>>();
  private prepared?: Promise<void>;
  private readonly checks = new Slots(BUNDLES_AT_ONCE);

  constructor(private readonly repoRoot: string) {
    const rootKey = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
    this.cacheDir = path.join(tmpdir(), `${CACHE_PREFIX}${rootKey}`);
  }

  /** The bundle of `entry` (relative to the repository root): its index.mjs path. */
  bundle(entry: string, kind: BundleKind): Promise<string> {
    const id = `${kind}:${entry}`;
    let pending = this.building.get(id);
    if (!pending) {
      pending = this.checks.run(() => this.cachedOrBuilt(entry, kind)).finally(() => this.building.delete(id));
      this.building.set(id, pending);
    }
    return pending;
  }

  private prepare(): Promise<void> {
    this.prepared ??= (async () => {
      await mkdir(path.join(this.cacheDir, 'manifests'), { recursive: true });
      await writeFile(path.join(this.cacheDir, ROOT_FILE), this.repoRoot);
      // In the background: a first sweep may have gigabytes to remove, and nothing it removes is needed now.
      void sweepBundleCaches(tmpdir(), this.cacheDir, this.repoRoot, Date.now()).catch(() => undefined);
      // The bundles' `node_modules`: the prebuilt SDK, swapped in by an atomic rename of the link.
      const sdk = await this.sdkModules();
      const link = path.join(this.cacheDir, 'node_modules');
      const draft = `${link}.${randomUUID()}`;
      await symlink(sdk, draft, 'dir');
      await rename(draft, link);
    })();
    return this.prepared;
  }

  /** The prebuilt SDK's node_modules directory (sdkBundleOptions), built once per installed dependency tree. */
  private async sdkModules(): Promise<string> {
    const manifest = JSON.parse(await readFile(path.join(this.repoRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const packages = Object.keys(manifest.dependencies ?? {})
      .filter((name) => name.startsWith('@aws-sdk/'))
      .sort();
    // What npm installed (npm ci writes node_modules/.package-lock.json): a changed dependency tree rebuilds it.
    const installed = await readFile(path.join(this.repoRoot, 'node_modules', '.package-lock.json')).catch(() =>
      readFile(path.join(this.repoRoot, 'package-lock.json')),
    );
    const key = createHash('sha256')
      .update(`${esbuildVersion}\n${JSON.stringify(sdkBundleOptions(packages, 'out'))}\n`)
      .update(installed)
      .digest('hex')
      .slice(0, 32);
    const final = path.join(this.cacheDir, `aws-sdk-${key}`);
    const modules = path.join(final, 'node_modules');
    if (existsSync(modules)) return modules;
    const staging = path.join(this.cacheDir, `staging-${randomUUID()}`);
    await buildThenRelease({
      ...sdkBundleOptions(packages, path.join(staging, 'node_modules')),
      absWorkingDir: this.repoRoot,
      metafile: true,
    });
    for (const name of packages) {
      await writeFile(
        path.join(staging, 'node_modules', name, 'package.json'),
        JSON.stringify({ name, type: 'module', exports: './index.mjs' }),
      );
    }
    // Another sandbox may have built it meanwhile: both are identical, keep the first.
    await rename(staging, final).catch(async (error: NodeJS.ErrnoException) => {
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(modules)) throw error;
    });
    return modules;
  }

  /** Hashes the build options and every input's content; undefined when an input is gone. */
  private async key(kind: BundleKind, inputs: readonly string[]): Promise<string | undefined> {
    const contents = await Promise.all(inputs.map((input) => readFile(path.join(this.repoRoot, input)).catch(() => undefined)));
    const hash = createHash('sha256').update(`${esbuildVersion}\n${kind}\n${JSON.stringify(this.options(kind, 'entry', 'out'))}\n`);
    for (const [index, content] of contents.entries()) {
      if (!content) return undefined;
      hash.update(`${inputs[index]}\n${content.length}\n`).update(content);
    }
    return hash.digest('hex').slice(0, 32);
  }

  private async manifest(key: string, inputs: readonly string[]): Promise<Manifest> {
    const stats = await Promise.all(inputs.map((input) => stat(path.join(this.repoRoot, input))));
    const installed = await this.stamp(INSTALLED_TREE);
    return {
      key,
      inputs: inputs.map((input, index) => ({ path: input, size: stats[index]!.size, mtimeMs: stats[index]!.mtimeMs })),
      ...(installed ? { installed } : {}),
    };
  }

  private async stamp(file: string): Promise<FileStamp | undefined> {
    const stats = await stat(path.join(this.repoRoot, file)).catch(() => undefined);
    return stats && { size: stats.size, mtimeMs: stats.mtimeMs };
  }

  /**
   * True when no input's size or mtime changed since the manifest was written (then its key still holds). Each
   * instance's cold start asks, and most of a bundle's ~500 inputs are dependencies: while npm's record of the
   * installed tree is unchanged, only the repository's own inputs are looked at.
   */
  private async unchanged(manifest: Manifest): Promise<boolean> {
    const same = (stamp: FileStamp | undefined, expected: FileStamp) => stamp?.size === expected.size && stamp.mtimeMs === expected.mtimeMs;
    const installed = manifest.installed && same(await this.stamp(INSTALLED_TREE), manifest.installed);
    const inputs = installed ? manifest.inputs.filter((input) => !isDependency(input.path)) : manifest.inputs;
    const stamps = await Promise.all(inputs.map((input) => this.stamp(input.path)));
    return inputs.every((input, index) => same(stamps[index], input));
  }

  private async saveManifest(file: string, manifest: Manifest): Promise<void> {
    const draft = `${file}.${randomUUID()}`;
    await writeFile(draft, JSON.stringify(manifest));
    await rename(draft, file);
  }

  private options(kind: BundleKind, entryPoint: string, outfile: string): BuildOptions {
    return kind === 'function' ? deployedBundleOptions(entryPoint, outfile) : runtimeBundleOptions(entryPoint, outfile);
  }

  private manifestFile(entry: string, kind: BundleKind): string {
    return path.join(this.cacheDir, 'manifests', `${kind}-${entry.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
  }

  /** The cached bundle of `entry` while its inputs hold the content it was built from; undefined otherwise. */
  private async cached(entry: string, kind: BundleKind): Promise<string | undefined> {
    await this.prepare();
    const manifestFile = this.manifestFile(entry, kind);
    const manifest = await readManifest(manifestFile);
    if (!manifest?.key) return undefined;
    const previous = path.join(this.cacheDir, manifest.key, 'index.mjs');
    if (existsSync(previous) && (await this.unchanged(manifest))) return previous;
    // Touched files: the content decides (a checkout rewrites files without changing them).
    const inputs = manifest.inputs.map((input) => input.path);
    const key = await this.key(kind, inputs);
    const cached = key && path.join(this.cacheDir, key, 'index.mjs');
    if (!key || !cached || !existsSync(cached)) return undefined;
    await this.saveManifest(manifestFile, await this.manifest(key, inputs));
    return cached;
  }

  private async cachedOrBuilt(entry: string, kind: BundleKind): Promise<string> {
    const cached = await this.cached(entry, kind);
    if (cached) return cached;
    // Built one level below the cache directory, like its final place, so the source map's paths stay valid.
    const staging = path.join(this.cacheDir, `staging-${randomUUID()}`);
    const result = await buildThenRelease({
      ...this.options(kind, path.join(this.repoRoot, entry), path.join(staging, 'index.mjs')),
      absWorkingDir: this.repoRoot,
      metafile: true,
    });
    return this.keep(entry, kind, staging, Object.keys(result.metafile.inputs));
  }

  /**
   * Every function bundle of `entries` not cached yet, in one esbuild build: each module the functions share is
   * parsed once instead of once per function (49 functions on a fresh clone: about 20 s of CPU in separate builds).
   * Each output is the bytes its own build would write, and is cached under the same key.
   */
  async bundleAll(entries: readonly string[]): Promise<void> {
    const cached = await Promise.all(entries.map((entry) => this.checks.run(() => this.cached(entry, 'function'))));
    const missing = entries.filter((_entry, index) => !cached[index]);
    if (missing.length === 0) return;
    const staging = `staging-${randomUUID()}`;
    const result = await buildThenRelease({
      // Each output one level below the cache directory, like its final place (see cachedOrBuilt).
      ...deployedBundlesOptions(
        Object.fromEntries(missing.map((entry, index) => [`${staging}-${index}/index`, path.join(this.repoRoot, entry)])),
        this.cacheDir,
      ),
      absWorkingDir: this.repoRoot,
      metafile: true,
    });
    const { inputs } = result.metafile;
    for (const [index, entry] of missing.entries()) {
      await this.keep(entry, 'function', path.join(this.cacheDir, `${staging}-${index}`), reachableFrom(entry, inputs));
    }
  }

  /** Moves a bundle built in `staging` to its place by content key, and records its inputs for the next start. */
  private async keep(entry: string, kind: BundleKind, staging: string, builtFrom: readonly string[]): Promise<string> {
    const inputs = [...new Set([...builtFrom, ...governingManifests(this.repoRoot, builtFrom)])].sort();
    const key = await this.key(kind, inputs);
    if (!key) throw new Error(`${entry}: an input changed while it was being bundled; invoke again.`);
    const final = path.join(this.cacheDir, key);
    // Another sandbox may have built the same bundle meanwhile: both are identical, keep the first.
    await rename(staging, final).catch(async (error: NodeJS.ErrnoException) => {
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(final)) throw error;
    });
    await this.saveManifest(this.manifestFile(entry, kind), await this.manifest(key, inputs));
    return path.join(final, 'index.mjs');
  }
}

/**
 * The inputs a build of `entry` alone reads: every module reachable from it through the imports esbuild resolved
 * (a build's metafile lists what it read, tree-shaken or not; an output's own list has only what kept bytes).
 */
export const reachableFrom = (entry: string, inputs: Metafile['inputs']): string[] => {
  const seen = new Set<string>();
  const pending = [entry];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const input = inputs[next];
    if (seen.has(next) || !input) continue;
    seen.add(next);
    for (const imported of input.imports) if (!imported.external) pending.push(imported.path);
  }
  return [...seen];
};
