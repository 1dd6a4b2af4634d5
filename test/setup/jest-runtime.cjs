// Jest's module runtime (jest.config.js `runtime`) with a V8 code cache for what it compiles. Each test file gets a
// module registry of its own, so every file compiled the sandbox, its dependencies and the sources again from
// source text (about 0.1 s of CPU of the half second a sandbox file spends loading modules). Here jest's
// compilations — CommonJS through vm.compileFunction, ES modules through vm.SourceTextModule, both in the test
// file's context — read the code V8 compiled for the same source before, kept by content under
// node_modules/.cache/jest-code-cache. V8 checks the data and recompiles from source when it does not fit (another
// Node or V8 flags); what runs is the same source either way.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const CACHE_DIR = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'jest-code-cache');

// V8 rejects data made by another V8 or under other flags; an ES module cannot say that it did, so they are in the key.
const RUNTIME = `${process.version}\0${process.execArgv.join(' ')}\0${process.env.NODE_OPTIONS ?? ''}`;

const cacheFile = (identifier, kind, code) =>
  path.join(CACHE_DIR, createHash('sha256').update(`${RUNTIME}\0${identifier}\0${kind}\0`).update(code).digest('hex').slice(0, 40));

const readCache = (file) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** Written whole under a name of this process, then renamed: a reader sees all of it or nothing. */
const writeCache = (file, data) => {
  const draft = `${file}.${process.pid}`;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(draft, data);
    renameSync(draft, file);
  } catch {
    // A cache that cannot be written (a full or read-only disk) only means compiling from source next time.
    rmSync(draft, { force: true });
  }
};

/**
 * Node 20 loses a compilation's dynamic import() callback when V8 takes its code from the cache
 * (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING): code that may call import() is always compiled from source.
 */
const mayImportDynamically = (code) => /\bimport\s*\(/.test(code);

const compileFunction = vm.compileFunction;
vm.compileFunction = function compileFunctionWithCache(code, params = [], options = {}) {
  // Only jest's own compilations (they name the test file's context); anything else compiles as it asked.
  if (!options.parsingContext || !options.filename || options.cachedData || options.produceCachedData || mayImportDynamically(code)) {
    return compileFunction.call(this, code, params, options);
  }
  const file = cacheFile(options.filename, params.join(','), code);
  const cachedData = readCache(file);
  if (cachedData) {
    const compiled = compileFunction.call(this, code, params, { ...options, cachedData });
    if (!compiled.cachedDataRejected) return compiled;
  }
  const compiled = compileFunction.call(this, code, params, { ...options, produceCachedData: true });
  if (compiled.cachedData) writeCache(file, compiled.cachedData);
  return compiled;
};

// Defined only with --experimental-vm-modules, which `npm test` sets for jest's ES modules.
const { SourceTextModule } = vm;
if (SourceTextModule) {
  vm.SourceTextModule = class SourceTextModuleWithCache extends SourceTextModule {
    constructor(code, options = {}) {
      if (!options.context || !options.identifier || options.cachedData || mayImportDynamically(code)) {
        super(code, options);
        return;
      }
      const file = cacheFile(options.identifier, 'module', code);
      const cachedData = readCache(file);
      super(code, cachedData ? { ...options, cachedData } : options);
      if (!cachedData) writeCache(file, this.createCachedData());
    }
  };
}

module.exports = require('jest-runtime');
