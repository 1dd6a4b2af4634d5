/**
 * `npm run demo`: from a recording to a scorecard, through the `ccp` CLI, as a user would run it.
 *
 * Uses the sandbox at CCP_ENDPOINT (default http://127.0.0.1:3000) when it answers, otherwise starts one in
 * this process. Transcribes the committed sample call (ccp receives the job's SigV4-signed callbacks itself),
 * registers the sample rubric, audits the transcript against it (the batch's callback comes to a receiver here),
 * and prints the scorecard with its evidence quotes. Every callback's signature is checked with the documented
 * sandbox key. Each command is echoed as it can be pasted into a shell.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FINAL_CALLBACK_WAIT_MS, startCallbackReceiver } from '../client/cli/callback-receiver';
import { reviewUrlOfBatch } from '../review/page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLE_CALL = 'test/fixtures/audio/call-agent-left.wav';
const SAMPLE_RUBRIC = 'examples/qa-rubric.json';
const CLI = path.join(root, 'client', 'cli', 'bin.js');

const answers = async (endpoint: string): Promise<boolean> => {
  try {
    return (await fetch(`${endpoint}/v1/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};

/** A word as a POSIX shell reads it back: quoted only when it holds something the shell would interpret. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`);

/** The command as it can be pasted into a shell: `npx ccp …`, wrapped with `\` continuations to fit 110 columns. */
const pastableCommand = (args: readonly string[]): string => {
  const lines = ['$ npx ccp'];
  for (const word of args.map(shellWord)) {
    if (`${lines.at(-1)!} ${word} \\`.length > 110) lines.push('   ');
    lines[lines.length - 1] += ` ${word}`;
  }
  return lines.join(' \\\n');
};

/** Runs `ccp <args>`, echoing the command; stderr (progress) goes to the terminal, stdout is returned. */
const ccp = (endpoint: string, args: readonly string[], options: { show?: boolean } = {}) =>
  new Promise<string>((resolve, reject) => {
    console.log(`\n${pastableCommand(args)}`);
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: root,
      env: { ...process.env, CCP_ENDPOINT: endpoint },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (options.show) process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`ccp ${args[0]} exited with ${code}`))));
  });

const main = async () => {
  let endpoint = process.env.CCP_ENDPOINT ?? 'http://127.0.0.1:3000';
  let stopSandbox: (() => Promise<void>) | undefined;
  if (await answers(endpoint)) {
    console.log(`Using the sandbox at ${endpoint}.`);
  } else {
    console.log(`No sandbox answers at ${endpoint}: starting one in this process (in memory)...`);
    const { startSandbox } = await import('../sandbox/runtime');
    // Amazon Transcribe takes minutes to build the custom vocabulary of new key terms, and the job waits for it
    // (docs/vocabularies.md); the demo's own sandbox builds it in 5 s and looks every 2 s.
    const sandbox = await startSandbox({ transcribe: { vocabularyReadyAfterMs: 5000 }, stateSecondsOverrides: { WaitForVocabulary: 2 } });
    endpoint = sandbox.url;
    stopSandbox = () => sandbox.stop();
    console.log(`Sandbox ready at ${endpoint}.`);
  }
  // ccp receives the transcript job's callbacks itself; the audit batch's come here.
  const receiver = await startCallbackReceiver((line) => console.error(line));
  try {
    const job = JSON.parse(
      await ccp(endpoint, [
        'transcribe',
        SAMPLE_CALL,
        '--language',
        'en',
        '--keyterm',
        'Acme',
        '--keyterm',
        'router',
        '--callback-events',
        'transcribed',
        '--callback-events',
        'completed',
        '--metadata',
        '{"source":"demo"}',
        '--wait',
        '--json',
      ]),
    ) as { jobId: string; result?: { turns: { role: string; text: string }[] } };
    for (const turn of job.result?.turns ?? []) console.log(`  ${turn.role.padEnd(9)} ${turn.text}`);

    const rubric = JSON.parse(await ccp(endpoint, ['rubrics', 'create', SAMPLE_RUBRIC, '--json'])) as {
      id: string;
      version: string;
      title?: string;
    };
    console.log(`  rubric "${rubric.title}" ${rubric.id} version ${rubric.version}`);

    const batch = JSON.parse(
      await ccp(endpoint, [
        'audits',
        'submit',
        '--from-job',
        job.jobId,
        '--rubric',
        `${rubric.id}@${rubric.version}`,
        '--callback-url',
        receiver.url,
        '--wait',
        '--json',
      ]),
    ) as { batch_id: string };
    // The callback is delivered after the batch's status changes (EventBridge, then the deliverer), so it can come
    // after `--wait` returns; the receiver stays open until it does.
    if (!(await receiver.next('batch.completed', FINAL_CALLBACK_WAIT_MS))) {
      console.error(`  (no batch.completed callback within ${FINAL_CALLBACK_WAIT_MS / 1000} s; the batch's status is its own)`);
    }

    await ccp(endpoint, ['audits', 'show', batch.batch_id], { show: true });
    if (stopSandbox) console.log('\n(This sandbox stops with the demo: run `npm start` first to keep the review page open.)');
    console.log(`\nReview it in a browser: ${reviewUrlOfBatch(endpoint.replace(/\/$/, ''), batch.batch_id)}`);
  } finally {
    await receiver.close();
    await stopSandbox?.();
  }
};

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`\nThe demo stopped: ${error.message}`);
    process.exit(1);
  },
);
