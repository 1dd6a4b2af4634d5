import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Programs a function can start in Lambda's nodejs22.x runtime: the Node.js binary it runs on. The image
 * has a shell and coreutils too, but nothing this project deploys needs them, and a shell command line
 * could start any program of the developer's machine, so the sandbox refuses them as well.
 */
const isLambdaProgram = (program: string): boolean =>
  program === process.execPath || program === 'node' || program === '/var/lang/bin/node';

/** Where a refused program is "looked up": nowhere, so Node itself produces the ENOENT a missing binary gives. */
const missing = (program: string): string => `/sandbox/not-in-lambda-nodejs22.x/${path.basename(program)}`;

const DEFAULT_SHELL = '/bin/sh';

type Options = { shell?: boolean | string; execPath?: string } & Record<string, unknown>;

const isOptions = (value: unknown): value is Options => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The program a spawn-style call (file, args?, options?, ...) starts: the shell when `shell` is set. */
const programOf = (file: string, rest: readonly unknown[]): string => {
  const shell = rest.find(isOptions)?.shell;
  if (!shell) return file;
  return typeof shell === 'string' ? shell : DEFAULT_SHELL;
};

/** The same call aimed at a missing binary, without a shell (which exists and would report 127 instead). */
const refusedArgs = (program: string, rest: readonly unknown[]): unknown[] => [
  missing(program),
  ...rest.map((arg) => (isOptions(arg) ? { ...arg, shell: false } : arg)),
];

type AnyFunction = (...args: never[]) => unknown;

/**
 * Makes every child_process entry point refuse programs the deployed function would not find, exactly as
 * Node reports a missing binary (ENOENT: an `error` event, a thrown error or a callback error). Installed in
 * each function instance before its code loads; ES module imports see it through syncBuiltinESMExports.
 */
export const installProgramGuard = (): void => {
  const original = { ...childProcess };
  const spawnStyle =
    <F extends AnyFunction>(call: F) =>
    (file: string, ...rest: unknown[]) => {
      const program = programOf(file, rest);
      const args = isLambdaProgram(program) ? [file, ...rest] : refusedArgs(program, rest);
      return (call as unknown as (...a: unknown[]) => unknown)(...args);
    };
  const shellStyle =
    <F extends AnyFunction>(execFileStyle: F) =>
    (_command: string, ...rest: unknown[]) => {
      const options = rest.find(isOptions);
      const shell = typeof options?.shell === 'string' ? options.shell : DEFAULT_SHELL;
      return (execFileStyle as unknown as (...a: unknown[]) => unknown)(missing(shell), [], ...refusedArgs(shell, rest).slice(1));
    };

  const execFile = spawnStyle(original.execFile);
  // promisify(execFile) resolves {stdout, stderr} through this symbol; keep that contract for the guarded one.
  Object.defineProperty(execFile, promisify.custom, {
    value: (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        execFile(...(args as [string]), (error: Error | null, stdout: unknown, stderr: unknown) =>
          error ? reject(Object.assign(error, { stdout, stderr })) : resolve({ stdout, stderr }),
        );
      }),
  });
  const exec = shellStyle(original.execFile);
  Object.defineProperty(exec, promisify.custom, {
    value: (command: string, ...args: unknown[]) =>
      new Promise((resolve, reject) => {
        exec(command, ...args, (error: Error | null, stdout: unknown, stderr: unknown) =>
          error ? reject(Object.assign(error, { stdout, stderr })) : resolve({ stdout, stderr }),
        );
      }),
  });

  Object.assign(childProcess, {
    spawn: spawnStyle(original.spawn),
    spawnSync: spawnStyle(original.spawnSync),
    execFile,
    execFileSync: spawnStyle(original.execFileSync),
    exec,
    execSync: shellStyle(original.execFileSync),
    fork: (modulePath: string, ...rest: unknown[]) => {
      const execPath = rest.find(isOptions)?.execPath ?? process.execPath;
      if (isLambdaProgram(execPath)) return (original.fork as unknown as (...a: unknown[]) => unknown)(modulePath, ...rest);
      return (original.spawn as unknown as (...a: unknown[]) => unknown)(missing(execPath), [], { stdio: 'ignore' });
    },
  });
  syncBuiltinESMExports();
};
