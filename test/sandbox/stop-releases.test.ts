import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../support/wait';

/**
 * A stopped sandbox lets the process it runs in end by itself, even with executions frozen in the middle of a Task.
 * (The executions are saved as they stood and resume on the next start; once saved they are ended, so that neither
 * their timeout nor their Task's, days away, keeps a test worker or an embedding process alive.)
 */
it('lets its process end by itself once stopped with an execution in the middle of a Task', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./fixtures/stop-mid-task.ts', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const report = await waitFor(
      () => output.split('\n').find((line) => line.startsWith('{"running"')) ?? output,
      (line) => line.startsWith('{"running"'),
      { what: 'the stopped sandbox to report what keeps its process alive' },
    );
    const { running, alive } = JSON.parse(report) as { running: number; alive: string[] };
    expect(running).toBeGreaterThanOrEqual(1);
    expect(alive.filter((resource) => resource === 'Timeout')).toEqual([]);
    expect(await exited).toBe(0);
  } finally {
    child.kill('SIGKILL');
  }
});
