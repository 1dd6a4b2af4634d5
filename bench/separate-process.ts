import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a bench script in a Node process of its own and returns the JSON it prints last. Sandbox benches need
 * this: handler modules read their endpoints once at load, so two sandboxes cannot share a process, and a
 * memory figure is only meaningful for a process that holds nothing else.
 */
export const runInSeparateProcess = async <T>(
  scriptUrl: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<T> => {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(scriptUrl), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const last = output.trim().split('\n').pop() ?? '';
  if (code !== 0 || !last.startsWith('{')) throw new Error(`${fileURLToPath(scriptUrl)} exited with ${code}: ${output.slice(-500)}`);
  return JSON.parse(last) as T;
};

/** True when `moduleUrl` is the script Node was started with (the separate process), not an import. */
export const isEntryScript = (moduleUrl: string): boolean => process.argv[1] !== undefined && fileURLToPath(moduleUrl) === process.argv[1];
