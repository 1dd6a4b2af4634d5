// Adds lockfile entries for unrs-resolver's platform bindings that the registry mirror here does not serve.
// Run it after `npm install` changes package-lock.json: some registry mirrors omit these optional bindings,
// which makes `npm ci` refuse the lockfile as out of sync ("Missing: @unrs/resolver-binding-… from lock file").
import fs from 'node:fs';
interface LockEntry {
  version: string;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
const parent = lock.packages['node_modules/unrs-resolver'];
for (const [name, version] of Object.entries(parent?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os = '', cpu = '', abi] = (name.split('resolver-binding-')[1] ?? '').split('-');
  const entry: LockEntry = { version, cpu: [cpu], dev: true, license: 'MIT', optional: true, os: [os] };
  if (abi?.startsWith('gnu')) entry.libc = ['glibc'];
  if (abi?.startsWith('musl')) entry.libc = ['musl'];
  lock.packages[key] = entry;
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
