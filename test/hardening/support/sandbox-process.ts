import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A free loopback port, as the operating system hands it out. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

export interface SandboxProcess {
  readonly url: string;
  readonly output: () => string;
  /** kill -9: no shutdown code runs. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * `npm start` in a child process (tsx sandbox/main.ts) on `port` with its data under `dataDir`; resolves once
 * GET /v1/health answers 200. Rejects with the process output when it exits or is not healthy in time.
 */
export const startSandboxProcess = async (options: { readonly port: number; readonly dataDir: string; readonly readyWithinMs?: number }): Promise<SandboxProcess> => {
  // node itself with tsx's loader, not the tsx CLI: the CLI runs the program in a child process, which a SIGKILL
  // of the CLI would leave running (an orphan still serving the port and writing the data directory).
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(options.port), SANDBOX_DATA_DIR: options.dataDir, SANDBOX_LOG_LEVEL: 'ERROR' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyWithinMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${url}/v1/health`).then((r) => r.status, () => 0);
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The sandbox was not healthy in time (last status ${status}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};
