/**
 * `npm run demo`: from a recording to a scorecard, through the `ccp` CLI, as a user would run it.
 *
 * Uses the sandbox at CCP_ENDPOINT (default http://127.0.0.1:3000) when it answers, otherwise starts one in
 * this process. A local receiver takes the SigV4-signed callbacks and checks each signature with the
 * documented sandbox key. Then: transcribe the committed sample call, register the sample rubric, audit the
 * transcript against it, and print the scorecard with its evidence quotes.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reviewUrlOfBatch } from '../review/page';
import { SANDBOX_SIGNING_CREDENTIALS, verifyCallbackSignature } from '../src/adapters/http/callback-verifier';

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

/** Runs `ccp <args>`, echoing the command; stderr (progress) goes to the terminal, stdout is returned. */
const ccp = (endpoint: string, args: readonly string[], options: { show?: boolean } = {}) =>
  new Promise<string>((resolve, reject) => {
    console.log(`\n$ ccp ${args.join(' ')}`);
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

/** Receives callbacks on loopback and reports each one with the outcome of its signature check. */
const startCallbackReceiver = async () => {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      void verifyCallbackSignature(
        { method: request.method ?? 'POST', url: `http://${request.headers.host}${request.url}`, headers: request.headers, body },
        { credentials: SANDBOX_SIGNING_CREDENTIALS, region: SANDBOX_SIGNING_CREDENTIALS.region, service: 'execute-api' },
      ).then((result) => {
        const event = JSON.parse(body.toString('utf8')) as { type: string; id: string };
        console.error(`  ↳ callback ${event.type} (id ${event.id}): signature ${result.valid ? 'verified' : `REJECTED (${result.reason})`}`);
        response.writeHead(result.valid ? 204 : 401).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, close: () => server.close() };
};

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
  const receiver = await startCallbackReceiver();
  try {
    const job = JSON.parse(
      await ccp(endpoint, [
        'transcribe', SAMPLE_CALL, '--language', 'en', '--keyterm', 'Acme', '--keyterm', 'router',
        '--callback-url', receiver.url, '--callback-events', 'transcribed', '--callback-events', 'completed',
        '--metadata', '{"source":"demo"}', '--wait', '--json',
      ]),
    ) as { jobId: string; result?: { turns: { role: string; text: string }[] } };
    for (const turn of job.result?.turns ?? []) console.log(`  ${turn.role.padEnd(9)} ${turn.text}`);

    const rubric = JSON.parse(await ccp(endpoint, ['rubrics', 'create', SAMPLE_RUBRIC, '--json'])) as { id: string; version: string };
    console.log(`  rubric ${rubric.id} version ${rubric.version}`);

    const batch = JSON.parse(
      await ccp(endpoint, ['audits', 'submit', '--from-job', job.jobId, '--rubric', `${rubric.id}@${rubric.version}`, '--callback-url', receiver.url, '--wait', '--json']),
    ) as { batch_id: string };

    await ccp(endpoint, ['audits', 'show', batch.batch_id], { show: true });
    if (stopSandbox) console.log('\n(This sandbox stops with the demo: run `npm start` first to keep the review page open.)');
    console.log(`\nReview it in a browser: ${reviewUrlOfBatch(endpoint.replace(/\/$/, ''), batch.batch_id)}`);
  } finally {
    receiver.close();
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
