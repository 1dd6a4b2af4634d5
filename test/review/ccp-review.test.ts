import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { ContactCenterClient, type CreateRubricRequest } from '../../client';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS, type LocalPrincipal } from '../../sandbox/sigv4-auth';
import { startLocalServer, sendJson, type LocalServer } from '../client/local-server';
import { launchChromium, loopbackOnlyContext, SCREENSHOTS_DIR, until, type Media, type WatchedContext } from './browser';
import { WAIT_CEILING_MS } from '../support/wait';

/**
 * `ccp review` against a sandbox that checks SigV4 like API Gateway's AWS_IAM: the local server signs the page's
 * reads with the user's credentials (here alice's, from the environment), so the page shows alice's batches
 * and never bob's, and the browser holds no credential.
 */

let sandbox: Sandbox;
let browser: Browser;
let watched: WatchedContext;
let review: ChildProcessWithoutNullStreams | undefined;
let reviewUrl: string | undefined;
let files: LocalServer | undefined;
const [alice, bob] = SANDBOX_SIGV4_PRINCIPALS as [LocalPrincipal, LocalPrincipal];

const rubric: CreateRubricRequest = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 1,
      prompt: 'Did the agent thank the caller for calling?',
      scale: { type: 'ordinal', labels: ['no', 'yes'] },
    },
  ],
};
const transcript = [
  { role: 'agent', text: 'Thank you for calling Acme.', timestamp: 0 },
  { role: 'customer', text: 'Hello.', timestamp: 2 },
];

const submitAs = async (principal: LocalPrincipal, conversationId: string) => {
  const client = new ContactCenterClient({ endpoint: sandbox.url, sign: 'sigv4', credentials: principal });
  const { id } = await client.createRubric(rubric);
  const handle = await client.submitAudit({ rubric_id: id, conversations: [{ id: conversationId, transcript }] });
  await client.waitForBatch(handle.batch_id, { intervalMs: 100 });
  return handle.batch_id;
};

/** Starts `ccp review` as a user would, with alice's keys in the environment; resolves with the page's URL. */
const startCcpReview = (principal: LocalPrincipal) =>
  new Promise<string>((resolve, reject) => {
    const { AWS_PROFILE: _profile, AWS_SESSION_TOKEN: _token, ...environment } = process.env;
    review = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'client/cli/bin.js'), 'review', '--endpoint', sandbox.url, '--sign', 'sigv4', '--port', '0', '--json'],
      {
        cwd: REPO_ROOT,
        env: {
          ...environment,
          AWS_ACCESS_KEY_ID: principal.accessKeyId,
          AWS_SECRET_ACCESS_KEY: principal.secretAccessKey,
          AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
          AWS_CONFIG_FILE: '/dev/null',
        },
      },
    );
    let stdout = '';
    let stderr = '';
    review.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      try {
        resolve((JSON.parse(stdout) as { url: string }).url);
      } catch {
        // Not the whole JSON document yet.
      }
    });
    review.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    review.on('exit', (code) => reject(new Error(`ccp review exited with ${code}: ${stderr}`)));
  });

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'sigv4' });
  browser = await launchChromium();
  watched = await loopbackOnlyContext(browser);
});

afterAll(async () => {
  if (review && review.exitCode === null) {
    const exited = new Promise((resolve) => review!.once('exit', resolve));
    review.kill('SIGTERM');
    await exited;
  }
  await browser?.close();
  await files?.close();
  await sandbox?.waitForIdle();
  await sandbox?.stop();
});

describe('ccp review against a SigV4-mode sandbox', () => {
  it("shows only the signer's batches, and opens them through the signing server", async () => {
    const alicesBatch = await submitAs(alice, 'alice-call');
    const bobsBatch = await submitAs(bob, 'bob-call');
    const url = await startCcpReview(alice);
    reviewUrl = url;
    expect(new URL(url).hostname).toBe('127.0.0.1');

    const page = await watched.newPage();
    await page.goto(url);
    await page.locator('tr[data-batch-id]').first().waitFor();
    const listed = await page.locator('tr[data-batch-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-batch-id')));
    expect(listed).toEqual([alicesBatch]);
    expect(listed).not.toContain(bobsBatch);
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ccp-review-batches.png'), fullPage: true });

    // The results stream and the transcript come through the signing server too.
    await page.getByRole('link', { name: alicesBatch.slice(0, 8) }).click();
    await page.getByRole('link', { name: 'alice-call' }).click();
    await page.locator('button.evidence').first().click();
    expect(await page.locator('mark.evidence-highlight').textContent()).toBe(
      await page.locator('button.evidence').first().getAttribute('data-excerpt'),
    );

    // Bob's batch, asked for by its id, is not found for alice.
    await page.goto(`${url}#/batches/${bobsBatch}`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/not found|No audit batch/i);
    watched.problems.splice(0, watched.problems.length, ...watched.problems.filter((problem) => !/status of 404/.test(problem)));
    expect(watched.problems).toEqual([]);
    expect(watched.blocked).toEqual([]);

    // No credential reaches the browser: the page's own requests carry no signature. Each request's headers are read
    // while the page is open (read after it closes, they reject).
    const headersRead: Promise<Record<string, string>>[] = [];
    const onRequest = (request: Request) => void headersRead.push(request.allHeaders());
    page.on('request', onRequest);
    await page.goto(url);
    await page.locator('tr[data-batch-id]').first().waitFor();
    page.off('request', onRequest);
    const requests = (await Promise.all(headersRead)).map((headers) => JSON.stringify(headers));
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.join('\n')).not.toMatch(/AWS4-HMAC-SHA256|x-amz-|AKIA/i);
    await page.close();
  });

  it("plays a transcript job's recording beside the scorecard of a batch that audited it by reference", async () => {
    const wav = await readFile(path.join(REPO_ROOT, 'test/fixtures/audio/call-agent-left.wav'));
    files = await startLocalServer((request, response) => {
      if (request.url === '/call.wav') return void response.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
      sendJson(response, 200, {});
    });
    const client = new ContactCenterClient({ endpoint: sandbox.url, sign: 'sigv4', credentials: alice });
    const { jobId } = await client.createTranscriptJob({
      callback: { url: `${files.url}/hooks`, events: ['completed'] },
      metadata: { source: 'ccp-review-test' },
      payload: { input: { audio_url: `${files.url}/call.wav` }, config: { language: 'en' } },
    });
    expect((await client.waitForJob(jobId, { intervalMs: 250, timeoutMs: WAIT_CEILING_MS })).status).toBe('completed');
    const { id } = await client.createRubric(rubric);
    const handle = await client.submitAudit({ rubric_id: id, transcript_jobs: { job_ids: [jobId] } });
    await client.waitForBatch(handle.batch_id, { intervalMs: 100 });

    // The job, its audio link and the scorecard are read through the signing server; the recording itself comes
    // from the pre-signed link (the sandbox's S3, on loopback).
    const url = reviewUrl ?? (await startCcpReview(alice));
    const page = await watched.newPage();
    await page.goto(`${url}#/batches/${handle.batch_id}/conversations/0`);
    await page.getByRole('link', { name: jobId }).waitFor();
    const element = page.locator('audio');
    await element.waitFor();
    const loaded = () =>
      element.evaluate((node) => (node as unknown as Media).readyState >= 1 && Number.isFinite((node as unknown as Media).duration));
    expect(await until(loaded, (done) => done)).toBe(true);
    await page.locator('[data-turn-index="0"] button.seek').click();
    const playingAt = () => element.evaluate((node) => ((node as unknown as Media).paused ? -1 : (node as unknown as Media).currentTime));
    expect(await until(playingAt, (t) => t > 0.2)).toBeGreaterThan(0.2);
    await element.evaluate((node) => (node as unknown as Media).pause());
    await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ccp-review-scorecard-player.png'), fullPage: true });
    expect(watched.problems).toEqual([]);
    expect(watched.blocked).toEqual([]);
    await page.close();
  });
});
