/**
 * The sandbox as a user meets it, for benches: `npm start` in a process of its own, and what its processes hold
 * (read from /proc, so Linux only). Reports, never asserts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ProcessFigures {
  readonly pid: number;
  /** What the process runs: node (the sandbox), java (DynamoDB Local), esbuild, pocketsphinx, sox, npm, sh… */
  readonly kind: string;
  readonly rssKb: number;
  /** User and system CPU time so far. */
  readonly cpuSeconds: number;
}

const CLOCK_TICKS = 100;

const readProcess = (pid: number): { ppid: number; cpuSeconds: number; rssKb: number; command: string } | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { ppid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS, rssKb, command };
  } catch {
    return undefined;
  }
};

const kindOf = (command: string): string => {
  if (/\bjava\b/.test(command)) return 'java (DynamoDB Local)';
  if (/esbuild/.test(command)) return 'esbuild';
  if (/pocketsphinx/.test(command)) return 'pocketsphinx';
  if (/\bsox\b/.test(command)) return 'sox';
  if (/^npm\b|npm-cli|\/npm /.test(command)) return 'npm (launcher)';
  if (/\.bin\/tsx /.test(command)) return 'tsx CLI (launcher)';
  if (/main\.ts/.test(command)) return 'node (sandbox)';
  if (/^(\/bin\/)?sh\b/.test(command)) return 'sh';
  return command.split(' ')[0] ?? 'unknown';
};

/** Every process in the tree under `root` (itself included). */
export const processTree = (root: number): ProcessFigures[] => {
  const children = new Map<number, number[]>();
  const found = new Map<number, NonNullable<ReturnType<typeof readProcess>>>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcess(Number(entry));
    if (!info) continue;
    found.set(Number(entry), info);
    children.set(info.ppid, [...(children.get(info.ppid) ?? []), Number(entry)]);
  }
  const tree: ProcessFigures[] = [];
  const visit = (pid: number) => {
    const info = found.get(pid);
    if (!info) return;
    tree.push({ pid, kind: kindOf(info.command), rssKb: info.rssKb, cpuSeconds: info.cpuSeconds });
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
};

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

/** A free loopback port, as the operating system hands it out. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

export interface StartedSandbox {
  readonly url: string;
  readonly pid: number;
  readonly output: () => string;
  /** SIGTERM, then the milliseconds until every process of the tree is gone. */
  stop(): Promise<number>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** `npm start` from the repository root, as the README has a user run it; resolves once GET /v1/health answers 200. */
export const startNpmSandbox = async (options: {
  readonly dataDir: string;
  readonly env?: Readonly<Record<string, string>>;
}): Promise<StartedSandbox> => {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), SANDBOX_DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${url}/v1/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The sandbox was not healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    output: () => output,
    stop: async () => {
      const tree = processTree(pid).map((p) => p.pid);
      const started = performance.now();
      child.kill('SIGTERM');
      await exited(child);
      while (tree.some((p) => readProcess(p) !== undefined) && performance.now() - started < 60_000)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const took = performance.now() - started;
      for (const p of tree) if (readProcess(p)) process.kill(p, 'SIGKILL');
      return took;
    },
  };
};
