import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { application } from '../../lib/definitions';
import { REPO_ROOT } from '../../sandbox/runtime';
import { deployedBundleOptions } from '../../sandbox/lambda-bundles';

/**
 * Lambda's nodejs22.x image ships no program a handler could use but node itself (no sox, ffmpeg,
 * pocketsphinx...), and a bundle carries no binaries. So a deployed bundle must not contain code that starts
 * programs: any bundled module importing child_process is reported, with the program names it spells out.
 */
const CHILD_PROCESS = /^(node:)?child_process$/;
const PROGRAM_LITERAL = /\b(?:spawn|spawnSync|execFile|execFileSync|exec|execSync|fork|run)\(\s*(['"`])([^'"`]+)\1/g;

interface Offender {
  readonly module: string;
  readonly programs: readonly string[];
}

const programStarters = async (entry: string): Promise<Offender[]> => {
  const { metafile } = await build({
    ...deployedBundleOptions(path.join(REPO_ROOT, entry), path.join(REPO_ROOT, 'scan', 'index.mjs')),
    absWorkingDir: REPO_ROOT,
    write: false,
    metafile: true,
  });
  const offenders: Offender[] = [];
  for (const [module, input] of Object.entries(metafile.inputs)) {
    if (!input.imports.some((imported) => CHILD_PROCESS.test(imported.path))) continue;
    const source = await readFile(path.join(REPO_ROOT, module), 'utf8');
    offenders.push({ module, programs: [...new Set([...source.matchAll(PROGRAM_LITERAL)].map((match) => match[2] as string))] });
  }
  return offenders;
};

describe('deployed function bundles', () => {
  it('report a bundled module that starts a program (the check itself)', async () => {
    expect(await programStarters('test/sandbox/fixtures/probe.ts')).toEqual([{ module: 'test/sandbox/fixtures/probe.ts', programs: [] }]);
  });

  it('start no program Lambda lacks', async () => {
    const found: Record<string, Offender[]> = {};
    for (const fn of application.functions) {
      const offenders = await programStarters(fn.entry);
      if (offenders.length > 0) found[fn.id] = offenders;
    }
    expect(found).toEqual({});
  });
});
