import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run demo` as a newcomer runs it: no sandbox yet, so it starts its own. Its stdout and stderr in one stream, in order. */
const runDemo = () =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    // Port 9 (discard) never answers HTTP here, so the demo starts its own sandbox.
    const child = spawn('sh', ['-c', 'exec "$0" scripts/demo.ts 2>&1', path.join(root, 'node_modules', '.bin', 'tsx')], {
      cwd: root,
      env: { ...process.env, CCP_ENDPOINT: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });

/** The demo's output as the README quotes it: the ```text block of its Demo section. */
const readmeDemoBlock = (): string => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Demo'));
  const block = /```text\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('README.md has no ```text block in its Demo section');
  return block[1]!;
};

/**
 * What stays the same from run to run and machine to machine: the commands, the order of what they print and the
 * shape of each line — not ids, ports, the words PocketSphinx heard or the scores they earned. Lines printed while
 * something runs in the background (callbacks arriving, progress bars) are compared as kinds, not as a sequence.
 */
const shapeOf = (text: string) => {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('$ npx ccp'));
  const sequence: string[] = [];
  const background = new Set<string>();
  for (const raw of lines.slice(start)) {
    const line = raw
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(:completed)?/g, '<id>')
      .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>');
    const callback = /^ {2}↳ callback (\S+) \(id <id>\): signature (verified|REJECTED)/.exec(line);
    if (callback) background.add(`callback ${callback[1]} ${callback[2]}`);
    else if (/^\[[#-]{30}\] \d+\/\d+ scored, \d+ failed \(\w+\)$/.test(line)) background.add('progress bar');
    else if (line.startsWith('(This sandbox stops with the demo')) {
      // Printed, with the blank line before it, only when the demo started a sandbox of its own.
      if (sequence.at(-1) === '') sequence.pop();
    } else if (/^ {6}\S/.test(line) && sequence.at(-1) === '      <reasoning>') continue;
    else {
      sequence.push(
        line
          .replace(/^( {2}(?:agent|customer|other|unknown)) +\S.*$/, '$1 <heard>')
          .replace(/^ {4}“.+” \(turns? [\d–]+\)$/, '    “<quote>” (turn <n>)')
          .replace(/^ {6}\S.*$/, '      <reasoning>')
          .replace(/^( {2}\S.* \[[\w-]+\]): .*$/, '$1: <score>')
          .replace(/overall [\d.]+ of/, 'overall <score> of'),
      );
    }
  }
  while (sequence.at(-1) === '') sequence.pop();
  return { sequence, background: [...background].sort() };
};

describe('npm run demo', () => {
  let run: { code: number | null; output: string };
  beforeAll(async () => {
    run = await runDemo();
  }, 180_000);

  it('goes from the sample recording to a scorecard whose quotes come from the transcript, with verified callbacks', () => {
    const { code, output } = run;
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

  it('prints what the README shows, line for line in shape', () => {
    const printed = shapeOf(run.output);
    expect(printed.sequence.length).toBeGreaterThan(20);
    expect(printed).toEqual(shapeOf(readmeDemoBlock()));
  });

  it('echoes commands a shell takes as they are: npx ccp, quoted JSON', () => {
    const commands = run.output.split('\n').filter((line) => line.startsWith('$ '));
    expect(commands.length).toBe(4);
    for (const command of commands) expect(command).toMatch(/^\$ npx ccp /);
    expect(run.output).toContain(`--metadata '{"source":"demo"}'`);
  });
});
