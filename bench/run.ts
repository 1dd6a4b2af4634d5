// `npm run bench`: runs every bench/*.bench.ts in turn, prints its report and keeps a JSON copy in bench/out/.
// `npm run bench -- sandbox-load burst` runs only the named ones.
// Budgets are reported, never enforced: the exit code is non-zero only when a bench itself crashes.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench } from './report';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(benchDir, 'out');
mkdirSync(outDir, { recursive: true });

const only = process.argv.slice(2);
const modules = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts') && (only.length === 0 || only.includes(basename(file, '.bench.ts'))))
  .sort();
let crashed = 0;
for (const file of modules) {
  const name = basename(file, '.bench.ts');
  try {
    const { run } = (await import(pathToFileURL(join(benchDir, file)).href)) as { run: Bench };
    const report = await run();
    console.log(`\n== ${report.title} (${file})\n${report.lines.join('\n')}`);
    writeFileSync(
      join(outDir, `${name}.json`),
      `${JSON.stringify({ title: report.title, at: new Date().toISOString(), data: report.data }, null, 2)}\n`,
    );
  } catch (error) {
    crashed += 1;
    console.error(`\n== ${file} crashed:`, error);
  }
}
console.log(`\n${modules.length} bench module(s) run; reports in ${outDir}`);
process.exitCode = crashed > 0 ? 1 : 0;
