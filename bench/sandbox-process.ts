/**
 * The sandbox as a user meets it, for benches: `npm start` in a process of its own (the tests' helper), and what
 * its processes hold (read from /proc, so Linux only). Reports, never asserts.
 */
import { readFileSync } from 'node:fs';
import { descendants, isRunning, startSandboxProcess, type SandboxProcess } from '../test/hardening/support/sandbox-process';

export interface ProcessFigures {
  readonly pid: number;
  /** What the process runs: node (the sandbox), java (DynamoDB Local), esbuild, pocketsphinx, sox, npm, sh… */
  readonly kind: string;
  readonly rssKb: number;
  /** User and system CPU time so far. */
  readonly cpuSeconds: number;
}

const CLOCK_TICKS = 100;

const figuresOf = (pid: number, command: string): ProcessFigures | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return { pid, kind: kindOf(command), rssKb, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
  } catch {
    return undefined;
  }
};

const kindOf = (command: string): string => {
  if (/^(\S*\/)?java\s/.test(command)) return 'java (DynamoDB Local)';
  if (/^(\/bin\/)?sh -c /.test(command) && command.includes(' dynamodb-local java ')) return 'sh (DynamoDB Local watchdog)';
  if (/esbuild/.test(command)) return 'esbuild';
  if (/pocketsphinx/.test(command)) return 'pocketsphinx';
  if (/\bsox\b/.test(command)) return 'sox';
  if (/^npm\b|npm-cli|\/npm /.test(command)) return 'npm (launcher)';
  if (/\.bin\/tsx /.test(command)) return 'tsx CLI (launcher)';
  if (/main\.ts/.test(command)) return 'node (sandbox)';
  if (/^(\/bin\/)?sh\b/.test(command)) return 'sh';
  return command.split(' ')[0] ?? 'unknown';
};

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
};

/** Every process in the tree under `root` (itself included). */
export const processTree = (root: number): ProcessFigures[] =>
  [{ pid: root, command: commandOf(root) }, ...descendants(root)].flatMap(({ pid, command }) => figuresOf(pid, command) ?? []);

const LAUNCHERS = new Set(['npm (launcher)', 'tsx CLI (launcher)', 'sh']);

export interface MemoryFigures {
  /** The sandbox's own processes: its Node process (worker threads included), DynamoDB Local, esbuild, engines. */
  readonly sandboxMb: number;
  /** npm and the shells npm runs scripts in, which start the sandbox. */
  readonly launchersMb: number;
  readonly byKind: Readonly<Record<string, number>>;
  readonly cpuSeconds: number;
}

export const memoryOf = (root: number): MemoryFigures => {
  const byKind: Record<string, number> = {};
  let sandboxKb = 0;
  let launchersKb = 0;
  let cpuSeconds = 0;
  for (const process of processTree(root)) {
    byKind[process.kind] = Math.round(((byKind[process.kind] ?? 0) * 1024 + process.rssKb) / 1024);
    if (LAUNCHERS.has(process.kind)) launchersKb += process.rssKb;
    else sandboxKb += process.rssKb;
    cpuSeconds += process.cpuSeconds;
  }
  return { sandboxMb: Math.round(sandboxKb / 1024), launchersMb: Math.round(launchersKb / 1024), byKind, cpuSeconds };
};

export interface StartedSandbox extends Pick<SandboxProcess, 'url' | 'pid' | 'output'> {
  /** SIGTERM to npm, then the milliseconds until every process of the tree is gone (ended by SIGKILL after 60 s). */
  stop(): Promise<number>;
}

/** `npm start` from the repository root, as the README has a user run it; resolves once GET /v1/health answers 200. */
export const startNpmSandbox = async (options: {
  readonly dataDir: string;
  readonly env?: Readonly<Record<string, string>>;
}): Promise<StartedSandbox> => {
  const sandbox = await startSandboxProcess({
    dataDir: options.dataDir,
    command: ['npm', 'start'],
    readyWithinMs: 180_000,
    // The handlers log as `npm start` has them log by default (the tests' helper quiets them to ERROR).
    env: { SANDBOX_LOG_LEVEL: 'WARN', ...options.env },
  });
  return {
    url: sandbox.url,
    pid: sandbox.pid,
    output: sandbox.output,
    stop: async () => {
      const tree = processTree(sandbox.pid).map((p) => p.pid);
      const started = performance.now();
      sandbox.signal('SIGTERM');
      await sandbox.exited;
      while (tree.some(isRunning) && performance.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
      const took = performance.now() - started;
      for (const pid of tree.filter(isRunning)) process.kill(pid, 'SIGKILL');
      return took;
    },
  };
};
