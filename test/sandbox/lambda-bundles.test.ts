import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { application } from '../../lib/definitions';
import { REPO_ROOT } from '../../sandbox/runtime';
import { deployedBundlesOptions, reachableFrom } from '../../sandbox/lambda-bundles';

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

/** By entry: each module a deployed build of that entry reads that imports child_process. All in one build. */
const programStarters = async (entries: readonly string[]): Promise<Map<string, Offender[]>> => {
  const { metafile } = await build({
    ...deployedBundlesOptions(
      Object.fromEntries(entries.map((entry, index) => [`${index}/index`, path.join(REPO_ROOT, entry)])),
      path.join(REPO_ROOT, 'scan'),
    ),
    absWorkingDir: REPO_ROOT,
    write: false,
    metafile: true,
  });
  const found = new Map<string, Offender[]>();
  for (const entry of entries) {
    const offenders: Offender[] = [];
    for (const module of reachableFrom(entry, metafile.inputs)) {
      if (!metafile.inputs[module]?.imports.some((imported) => CHILD_PROCESS.test(imported.path))) continue;
      const source = await readFile(path.join(REPO_ROOT, module), 'utf8');
      offenders.push({ module, programs: [...new Set([...source.matchAll(PROGRAM_LITERAL)].map((match) => match[2] as string))] });
    }
    if (offenders.length > 0) found.set(entry, offenders);
  }
  return found;
};

describe('deployed function bundles', () => {
  it('report a bundled module that starts a program (the check itself)', async () => {
    const probe = 'test/sandbox/fixtures/probe.ts';
    expect(await programStarters([probe])).toEqual(new Map([[probe, [{ module: probe, programs: [] }]]]));
  });

  it('start no program Lambda lacks', async () => {
    expect(await programStarters(application.functions.map((fn) => fn.entry))).toEqual(new Map());
  });
});
