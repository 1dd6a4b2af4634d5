import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run demo` as a newcomer runs it: no sandbox yet, so it starts its own. */
const runDemo = () =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // Port 9 (discard) never answers HTTP here, so the demo starts its own sandbox.
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/demo.ts'], {
      cwd: root,
      env: { ...process.env, CCP_ENDPOINT: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });

describe('npm run demo', () => {
  it('goes from the sample recording to a scorecard whose quotes come from the transcript, with verified callbacks', async () => {
    const { code, output } = await runDemo();
    expect({ code, tail: output.slice(-2000) }).toEqual({ code: 0, tail: expect.any(String) });
    expect(output).toMatch(/callback transcript\.completed .*signature verified/);
    expect(output).toMatch(/callback batch\.completed .*signature verified/);
    expect(output).not.toMatch(/REJECTED/);

    const transcriptLines = [...output.matchAll(/^ {2}(?:agent|customer|other|unknown) +(.+)$/gm)].map((m) => m[1]!);
    const quotes = [...output.matchAll(/“(.+)” \(turn \d+\)/g)].map((m) => m[1]!);
    expect(transcriptLines.length).toBeGreaterThanOrEqual(2);
    expect(quotes.length).toBe(3);
    for (const quote of quotes) expect(transcriptLines.some((line) => line.includes(quote))).toBe(true);
    expect(output).toMatch(/overall [\d.]+ of 100/);
  });
});
