import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ContactCenterClient, type CreateRubricRequest } from '../../client';
import { REVIEW_PATH } from '../../review/page';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { startLocalServer, sendJson, type LocalServer } from '../client/local-server';
import { launchChromium, loopbackOnlyContext, SCREENSHOTS_DIR, until, type Media, type WatchedContext } from './browser';
import { WAIT_CEILING_MS } from '../support/wait';

/**
 * Batches that did not travel inline, in headless Chromium against a real sandbox (network limited to loopback):
 * a batch naming real transcript jobs (PocketSphinx on the committed sample call) shows the jobs it did not audit
 * and plays each scored job's recording beside its scorecard; an uploaded file with invalid lines, accepted with
 * skip_lines, lists each rejected line.
 */

let sandbox: Sandbox;
let browser: Browser;
let watched: WatchedContext;
let files: LocalServer;
let client: ContactCenterClient;
let rubricId: string;

const rubric: CreateRubricRequest = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 1,
      prompt: 'Did the agent thank the caller for calling and give their name?',
      scale: { type: 'ordinal', labels: ['missing', 'partial', 'complete'] },
    },
  ],
};

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  client = new ContactCenterClient({ endpoint: sandbox.url, sign: 'none' });
  browser = await launchChromium();
  watched = await loopbackOnlyContext(browser);
  const audio = path.join(REPO_ROOT, 'test/fixtures/audio');
  const [wav, notAudio] = await Promise.all([
    readFile(path.join(audio, 'call-agent-left.wav')),
    readFile(path.join(audio, 'not-audio.txt')),
  ]);
  files = await startLocalServer((request, response) => {
    if (request.url === '/call.wav') return void response.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
    if (request.url === '/not-audio.wav') return void response.writeHead(200, { 'content-type': 'audio/wav' }).end(notAudio);
    sendJson(response, 200, {});
  });
  rubricId = (await client.createRubric(rubric)).id;
});

afterAll(async () => {
  await browser?.close();
  // The jobs' callbacks go to `files`: closed first, every delivery would retry its whole backoff schedule.
  await sandbox?.waitForIdle();
  await files?.close();
  await sandbox?.stop();
});

afterEach(() => {
  // Every page loads without console errors, and nothing but loopback was ever asked for.
  expect(watched.problems).toEqual([]);
  expect(watched.blocked).toEqual([]);
});

const open = async (hash: string): Promise<Page> => {
  const page = await watched.newPage();
  await page.goto(`${sandbox.url}${REVIEW_PATH}${hash}`);
  return page;
};

const screenshot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });

const transcribe = async (file: string) => {
  const { jobId } = await client.createTranscriptJob({
    callback: { url: `${files.url}/hooks`, events: ['completed', 'failed'] },
    metadata: { source: 'review-sources-test' },
    payload: { input: { audio_url: `${files.url}/${file}` }, config: { language: 'en' } },
  });
  return client.waitForJob(jobId, { intervalMs: 250, timeoutMs: WAIT_CEILING_MS });
};

const tableRows = (page: Page, name: string) =>
  page
    .locator(`table[aria-label="${name}"] tbody tr`)
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));

describe('batches by reference and by upload in the review page', () => {
  it("shows the transcript jobs a batch did not audit, and plays each scored job's recording beside its scorecard", async () => {
    const [completed, failed] = await Promise.all([transcribe('call.wav'), transcribe('not-audio.wav')]);
    expect([completed.status, failed.status]).toEqual(['completed', 'failed']);
    const unknown = '0b6e3c0e-4f7a-4d7c-8d8e-6a1b2c3d4e5f';
    const handle = await client.submitAudit({
      rubric_id: rubricId,
      transcript_jobs: { job_ids: [completed.jobId, failed.jobId, unknown] },
    });
    const batch = await client.waitForBatch(handle.batch_id, { intervalMs: 100, timeoutMs: WAIT_CEILING_MS });
    expect(batch.excluded_transcript_jobs.map((job) => job.job_id)).toEqual([failed.jobId, unknown]);

    const page = await open(`#/batches/${batch.batch_id}`);
    const excluded = page.getByRole('table', { name: 'Transcript jobs not audited' });
    await excluded.waitFor();
    expect(await page.locator('[data-source]').getAttribute('data-source')).toBe('transcript_jobs');
    expect(await tableRows(page, 'Transcript jobs not audited')).toEqual(
      batch.excluded_transcript_jobs.map((job) => [
        job.job_id,
        expect.stringMatching(job.reason === 'not_found' ? /not found/ : /not completed/),
        job.status ?? '—',
      ]),
    );
    // The caller's own failed job opens its job page; an unknown (or another principal's) id is not a link.
    await expect(excluded.getByRole('link', { name: unknown }).count()).resolves.toBe(0);
    await screenshot(page, 'batch-by-reference');
    await excluded.getByRole('link', { name: failed.jobId }).click();
    await page.waitForURL(`**#/jobs/${failed.jobId}`);
    await page.locator('ol.history li').first().waitFor();
    expect((await page.locator('ol.history li').allInnerTexts()).join('\n')).toContain('failed');

    // The scored job's scorecard links to its job and plays its recording; a turn's time seeks there.
    await page.goto(`${sandbox.url}${REVIEW_PATH}#/batches/${batch.batch_id}/conversations/0`);
    await page.getByRole('link', { name: completed.jobId }).waitFor();
    const element = page.locator('audio');
    await element.waitFor();
    const loaded = () =>
      element.evaluate((node) => (node as unknown as Media).readyState >= 1 && Number.isFinite((node as unknown as Media).duration));
    expect(await until(loaded, (done) => done)).toBe(true);
    const turns = completed.result!.turns;
    const target = turns.length - 1;
    await page.locator(`[data-turn-index="${target}"] button.seek`).click();
    const startsAt = turns[target]!.start_ms / 1000;
    const playingAt = () => element.evaluate((node) => ((node as unknown as Media).paused ? -1 : (node as unknown as Media).currentTime));
    expect(await until(playingAt, (t) => t > startsAt + 0.2)).toBeGreaterThan(startsAt + 0.2);
    await element.evaluate((node) => (node as unknown as Media).pause());
    await screenshot(page, 'scorecard-by-reference');
    await page.getByRole('link', { name: completed.jobId }).click();
    await page.waitForURL(`**#/jobs/${completed.jobId}`);
    await page.getByRole('heading', { name: 'Participants' }).waitFor();
    await page.close();
  });

  it('lists each rejected line of an upload accepted with skip_lines: its number, JSON pointer and rule', async () => {
    const valid = (id: string) =>
      JSON.stringify({ id, transcript: [{ role: 'agent', text: 'Thank you for calling Acme, my name is Sam.', timestamp: 0 }] });
    const file = Buffer.from(
      [
        valid('ok-1'),
        '{"id": "broken", "transcript": [',
        valid('ok-2'),
        JSON.stringify({ id: 'empty', transcript: [] }),
        valid('ok-1'),
        valid('ok-3'),
      ].join('\n') + '\n',
    );
    const submitUpload = async (onInvalid: 'skip_lines' | 'refuse_batch') => {
      const upload = await client.createAuditUpload();
      await client.uploadAuditFile(upload, {
        chunks: (async function* () {
          yield file;
        })(),
        bytes: file.length,
      });
      const handle = await client.submitAudit({ rubric_id: rubricId, upload: { upload_id: upload.upload_id, on_invalid: onInvalid } });
      return client.waitForBatch(handle.batch_id, { intervalMs: 100, timeoutMs: WAIT_CEILING_MS });
    };
    const batch = await submitUpload('skip_lines');
    const validation = batch.validation!;
    expect(validation).toMatchObject({ state: 'accepted', lines_read: 6, accepted: 3, rejected: 3 });

    const page = await open(`#/batches/${batch.batch_id}`);
    await page.getByRole('table', { name: 'Rejected lines' }).waitFor();
    expect(await page.locator('[data-source]').getAttribute('data-source')).toBe('upload');
    const counts = await page
      .locator('.validation [data-count]')
      .evaluateAll((spans) => spans.map((span) => [span.getAttribute('data-count'), Number(span.textContent)]));
    expect(Object.fromEntries(counts)).toEqual({
      lines_read: validation.lines_read,
      accepted: validation.accepted,
      rejected: validation.rejected,
    });
    expect(await tableRows(page, 'Rejected lines')).toEqual(
      validation.rejected_lines.map((rejected) => [String(rejected.line), rejected.pointer || 'the whole line', rejected.rule]),
    );
    expect(validation.rejected_lines.map((rejected) => rejected.line)).toEqual([2, 4, 5]);
    // The valid lines were scored and are listed as conversations.
    const listed = await page
      .locator('table[aria-label="Conversations"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-conversation-id')));
    expect(listed).toEqual(['ok-1', 'ok-2', 'ok-3']);
    await screenshot(page, 'batch-upload');
    await page.close();

    // By default the same file is refused whole: the page says so and lists the same lines.
    const refused = await submitUpload('refuse_batch');
    expect(refused).toMatchObject({ status: 'failed', validation: { state: 'refused', rejected: 3 } });
    const refusedPage = await open(`#/batches/${refused.batch_id}`);
    await refusedPage.getByRole('table', { name: 'Rejected lines' }).waitFor();
    expect(await refusedPage.locator('.validation').getAttribute('data-state')).toBe('refused');
    expect(await tableRows(refusedPage, 'Rejected lines')).toEqual(
      refused.validation!.rejected_lines.map((rejected) => [String(rejected.line), rejected.pointer || 'the whole line', rejected.rule]),
    );
    await screenshot(refusedPage, 'batch-upload-refused');
    await refusedPage.close();
  });
});
