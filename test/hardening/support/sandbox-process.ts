import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createConnection } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../../sandbox/free-port';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SandboxProcess {
  readonly url: string;
  /** The process the command started (npm, when started as `npm start`). */
  readonly pid: number;
  readonly output: () => string;
  /** Resolves when the started process has exited. */
  readonly exited: Promise<void>;
  signal(signal: NodeJS.Signals): void;
  /** Stops reading the sandbox's output, as a terminal or a pipe's reader that went away. */
  closeConsole(): void;
  /** kill -9: no shutdown code runs. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** node itself with tsx's loader: what `npm start` ends up running (sandbox/package.json), minus npm. */
const SANDBOX_MAIN = [process.execPath, '--import', 'tsx', 'sandbox/main.ts'];

interface StartOptions {
  /**
   * The sandbox's API port. @default a free port, and another one if a process of the run takes it between the
   * look and the sandbox's bind (the operating system hands a free port to the next outgoing connection too).
   */
  readonly port?: number;
  readonly dataDir: string;
  readonly readyWithinMs?: number;
  readonly command?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** How the sandbox refuses a port another process holds (sandbox/main.ts). */
const PORT_TAKEN = /Port \d+ is in use/;

/**
 * The sandbox in a child process on `port` with its data under `dataDir`, started by `command` (the sandbox's
 * main by default; `['npm', 'start']` for the command users type); resolves once GET /v1/health answers 200.
 * Rejects with the process output when it exits or is not healthy in time.
 */
export const startSandboxProcess = async (options: StartOptions): Promise<SandboxProcess> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort({ ...options, port: options.port ?? (await freeLoopbackPort()) });
    } catch (error) {
      if (options.port !== undefined || attempt === 3 || !PORT_TAKEN.test((error as Error).message)) throw error;
    }
  }
};

const startOnPort = async (options: StartOptions & { readonly port: number }): Promise<SandboxProcess> => {
  // Not the tsx CLI: it runs the program in a child process, which a SIGKILL of the CLI would leave running (an
  // orphan still serving the port and writing the data directory).
  const [program, ...args] = options.command ?? SANDBOX_MAIN;
  const child = spawn(program!, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(options.port),
      SANDBOX_DATA_DIR: options.dataDir,
      SANDBOX_LOG_LEVEL: 'ERROR',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${url}/v1/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The sandbox was not healthy in time (last status ${status}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    exited,
    signal: (signal) => child.kill(signal),
    closeConsole: () => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** A process as /proc shows it (Linux). */
export interface ProcessInfo {
  readonly pid: number;
  readonly command: string;
}

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

/** Whether `pid` is a running process (a zombie waiting for its parent counts as gone). */
export const isRunning = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/** Every process under `root` (not itself), read from /proc. */
export const descendants = (root: number): ProcessInfo[] => {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
  const found: ProcessInfo[] = [];
  const below = new Set([root]);
  // Parents precede children in no particular order: sweep until nothing new turns up.
  for (let grew = true; grew;) {
    grew = false;
    for (const pid of all) {
      if (below.has(pid)) continue;
      const parent = parentOf(pid);
      if (parent === undefined || !below.has(parent)) continue;
      below.add(pid);
      grew = true;
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      } catch {
        // Gone meanwhile.
      }
      found.push({ pid, command });
    }
  }
  return found;
};

/** DynamoDB Local's JVM among the sandbox's processes (not the watchdog shell whose arguments name it too). */
export const dynamoDbLocalJvm = (root: number): ProcessInfo | undefined =>
  descendants(root).find((p) => /^(\S*\/)?java\s/.test(p.command) && p.command.includes('DynamoDBLocal.jar'));

/** The TCP ports the given processes listen on, from /proc/net/tcp{,6} and their open sockets. */
export const listeningPorts = (pids: readonly number[]): number[] => {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        if (socket) inodes.add(socket);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // st 0A is LISTEN; local_address is HEXIP:HEXPORT.
      if (fields[3] === '0A' && inodes.has(fields[9] ?? '')) ports.add(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
};

/** Whether something accepts connections on the loopback port. */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Polls `condition` until it holds (then its value) or `withinMs` passes (then throws naming `what`). */
export const waitFor = async <T>(what: string, condition: () => T | undefined | Promise<T | undefined>, withinMs = 120_000): Promise<T> => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await condition();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${withinMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
