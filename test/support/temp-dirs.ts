import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The temporary directories of one test file, removed once its tests are done (files that made their own and
 * kept them left about fifteen in the temp directory per run). Call it at the top level of the test file.
 */
export const testFileTempDirs = () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));
  return {
    /** A new directory named `prefix` and six random characters. */
    make: async (prefix: string): Promise<string> => {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
  };
};
