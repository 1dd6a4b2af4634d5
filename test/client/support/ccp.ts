import { execFile } from 'node:child_process';
import { REPO_ROOT } from '../../../sandbox/runtime';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The `ccp` CLI in a child process, as a user runs it, against the endpoint `endpoint()` names when it runs
 * (the sandbox a test file starts in beforeAll), with this process's environment and `environment` over it (another
 * principal's keys, say). Jest's NODE_OPTIONS are not passed on.
 */
export const ccpAgainst =
  (endpoint: () => string, environment: Readonly<Record<string, string>> = {}) =>
  (...args: string[]): Promise<CliRun> =>
    new Promise((resolve) => {
      const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
      const env = { ...inherited, ...environment };
      execFile('node', ['client/cli/bin.js', '--endpoint', endpoint(), ...args], { cwd: REPO_ROOT, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

/** A line `ccp audits results` prints: the fields these tests read. */
export interface ResultLine {
  conversation_id: string;
  criterion_scores: { criterion_id: string; score: number | null; label?: string }[];
}
