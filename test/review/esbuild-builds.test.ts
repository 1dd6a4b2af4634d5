import { readdirSync, readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { buildThenRelease } from '../../review/esbuild-builds';
import { waitFor } from '../support/wait';

/**
 * The sandbox builds the review page and the functions' bundles with the one esbuild service of its process, and
 * ends that service when it is idle. A function's build that ended the service while the review page was still
 * building left GET /review hanging for good (seen once in a suite run: a signed GET /review unanswered after
 * 300 s). Here the page's build is held in esbuild by a plugin (a barrier) while another build finishes.
 */

/** The programs this process started that are still running, by pid (esbuild's service is `esbuild --service=…`). */
const children = (): [pid: string, command: string][] =>
  readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((pid) => {
        try {
          return [[pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')] as [string, string]];
        } catch {
          return [];
        }
      }),
  );
/** Services of earlier test files of this worker (each file loads its own esbuild) are not this file's. */
const earlier = new Set<string>();
const esbuildServices = () => children().filter(([pid, command]) => command.includes('--service=') && !earlier.has(pid));
beforeAll(() => esbuildServices().forEach(([pid]) => earlier.add(pid)));

it('lets a build still in esbuild finish when another build of the process ends first, then ends the service', async () => {
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const holding: Plugin = {
    name: 'hold',
    setup(build) {
      build.onLoad({ filter: /^held$/, namespace: 'held' }, async () => {
        held = true;
        await barrier;
        return { contents: 'export const page = "review";', loader: 'js' };
      });
      build.onResolve({ filter: /^held$/ }, () => ({ path: 'held', namespace: 'held' }));
    },
  };
  const slow = buildThenRelease({ stdin: { contents: 'export { page } from "held";' }, bundle: true, write: false, plugins: [holding] });
  await waitFor(() => held, Boolean, { what: 'the held build to reach its plugin' });

  const quick = await buildThenRelease({ stdin: { contents: 'export const fn = 1;' }, write: false });
  expect(quick.outputFiles[0]?.text).toContain('fn');
  expect(esbuildServices()).toHaveLength(1);

  release();
  const page = await slow;
  expect(page.outputFiles[0]?.text).toContain('review');
  await waitFor(esbuildServices, (services) => services.length === 0, { what: "esbuild's service to end once no build is in flight" });
});
