import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LambdaBundles } from '../../sandbox/lambda-bundles';
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
