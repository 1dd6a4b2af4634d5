import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ContactCenterClient, isAuditError, type AuditResultLine, type Conversation, type CreateRubricRequest } from '../../client';
import { REVIEW_PATH } from '../../review/page';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { startLocalServer, sendJson, type LocalServer } from '../client/local-server';
import { launchChromium, loopbackOnlyContext, SCREENSHOTS_DIR, until, type Media, type WatchedContext } from './browser';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';

/**
 * The reviewer's page in headless Chromium against a real sandbox holding a real batch (scored by the sandbox's
 * evaluator) and a real transcript job (PocketSphinx on the committed sample call), with the browser's network
 * limited to loopback.
 */

let sandbox: Sandbox;
let browser: Browser;
let watched: WatchedContext;
let audio: LocalServer;
let client: ContactCenterClient;
let batchId: string;
let jobId: string;
/** The same call redacted (a WAV: its recording is silenced), and a redacted MP3 (withheld). */
let silencedJobId: string;
let withheldJobId: string;
let lines: AuditResultLine[];
let conversations: Conversation[];
let rubric: CreateRubricRequest & { id: string };

const rubricRequest: CreateRubricRequest = {
  name: 'support-qa',
  title: 'Support call QA',
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 0.3,
      prompt: 'Did the agent greet the customer, thank them for calling and give their name?',
      scale: { type: 'ordinal', labels: ['missing', 'partial', 'complete'] },
    },
    {
      id: 'resolution',
      name: 'Resolution',
      weight: 0.7,
      prompt: 'Did the agent resolve the problem: refund, replacement or delivery today, and explain the timeline?',
      scale: { type: 'continuous', range: [0, 5] },
    },
  ],
};

const at = (second: number) => `2026-03-01T10:00:${String(second).padStart(2, '0')}Z`;
const callConversations: Conversation[] = [
  {
    id: 'call-refund',
    transcript: [
      { role: 'agent', text: 'Good morning, thank you for calling Acme. My name is Priya, how can I help?', timestamp: at(0) },
      { role: 'customer', text: 'Hi Priya, I need a refund for a damaged blender.', timestamp: at(6) },
      { role: 'agent', text: 'I am sorry to hear that. I have processed the refund; it takes three to five business days.', timestamp: at(15) },
      { role: 'customer', text: 'Great, thanks.', timestamp: at(21) },
    ],
  },
  {
    id: 'call-parcel',
    transcript: [
      { role: 'customer', text: 'Where is my parcel? It was due yesterday.', timestamp: 0 },
      { role: 'agent', text: 'Let me check the tracking number for you.', timestamp: 5.5 },
    ],
  },
  {
    id: 'call-replacement',
    transcript: [
      { role: 'agent', text: 'Thank you for calling, this is Sam.', timestamp: 0 },
      { role: 'customer', text: 'My router never arrived.', timestamp: 3 },
      { role: 'agent', text: 'Sorry about that, I will send a replacement router today, delivery tomorrow.', timestamp: 8 },
    ],
  },
  { id: 'call-silent', transcript: [{ role: 'customer', text: 'Hello?', timestamp: 0 }] },
];

beforeAll(async () => {
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    bedrock: { quotas: LIFTED_QUOTAS },
    // The key-term job's vocabulary is built in a second here, not Transcribe's minutes.
    transcribe: { vocabularyReadyAfterMs: 1000 },
    stateSecondsOverrides: { WaitForVocabulary: 1 },
  });
  client = new ContactCenterClient({ endpoint: sandbox.url, sign: 'none' });
  browser = await launchChromium();
  watched = await loopbackOnlyContext(browser);

  // A real transcript job: the sample call served from loopback, transcribed by PocketSphinx.
  const wav = await readFile(path.join(REPO_ROOT, 'test/fixtures/audio/call-agent-left.wav'));
  const mp3 = await readFile(path.join(REPO_ROOT, 'test/fixtures/audio/tone.mp3'));
  audio = await startLocalServer((request, response) => {
    if (request.url === '/call.wav') return void response.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
    if (request.url === '/tone.mp3') return void response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    sendJson(response, 200, {});
  });
  const { jobId: createdJob } = await client.createTranscriptJob({
    callback: { url: `${audio.url}/hooks`, events: ['completed'] },
    metadata: { source: 'review-page-test' },
    payload: { input: { audio_url: `${audio.url}/call.wav` }, config: { language: 'en', keyterms: ['Acme', 'router'] } },
  });
  jobId = createdJob;
  const redacted = (file: string) =>
    client.createTranscriptJob({
      callback: { url: `${audio.url}/hooks`, events: ['completed'] },
      metadata: { source: 'review-page-test' },
      payload: { input: { audio_url: `${audio.url}/${file}` }, config: { language: 'en', redact_pii: true } },
    });
  [silencedJobId, withheldJobId] = (await Promise.all([redacted('call.wav'), redacted('tone.mp3')])).map((created) => created.jobId) as [string, string];
  await Promise.all([silencedJobId, withheldJobId].map((id) => client.waitForJob(id, { intervalMs: 250, timeoutMs: 300_000 })));
  const job = await client.waitForJob(jobId, { intervalMs: 250, timeoutMs: 300_000 });
  expect(job.status).toBe('completed');
  const fromJob: Conversation = { id: jobId, transcript: (job.result?.turns ?? []).map((t) => ({ role: t.role, text: t.text, timestamp: t.start_ms / 1000 })) };

  rubric = { ...rubricRequest, id: (await client.createRubric(rubricRequest)).id };
  conversations = [...callConversations, fromJob];
  const handle = await client.submitAudit({ rubric_id: rubric.id, rubric_version: '1.0.0', conversations });
  batchId = handle.batch_id;
  await client.waitForBatch(batchId, { intervalMs: 100, timeoutMs: 60_000 });
  lines = [];
  for await (const line of client.streamAuditResults(batchId)) lines.push(line);
  // Three recognitions (the call, its redacted copy, the MP3) on a shared machine: minutes, not seconds.
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await audio?.close();
  await sandbox?.waitForIdle();
  await sandbox?.stop();
}, 120_000);

const open = async (hash: string): Promise<Page> => {
  const page = await watched.newPage();
  await page.goto(`${sandbox.url}${REVIEW_PATH}${hash}`);
  return page;
};

const screenshot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });

afterEach(() => {
  // Every page loads without console errors, and nothing but loopback was ever asked for.
  expect(watched.problems).toEqual([]);
  expect(watched.blocked).toEqual([]);
});

describe('the review page in Chromium, network limited to loopback', () => {
  it('lists the batch with its status, counts, rubric (by its title, not its id) and mean score', async () => {
    const page = await open('#/');
    const row = page.locator(`tr[data-batch-id="${batchId}"]`);
    await row.waitFor();
    const batch = await client.getAudit(batchId);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[2]).toBe(batch.status.replace(/_/g, ' '));
    expect(cells[3]).toContain(`${batch.counts.scored + batch.counts.failed}/${batch.counts.total}`);
    expect(cells.slice(4, 6)).toEqual([String(batch.counts.scored), String(batch.counts.failed)]);
    expect(cells[0]).toContain(`${conversations.length} conversations`);
    const rubricCell = row.locator('td').nth(6);
    await rubricCell.getByText('Support call QA').waitFor();
    expect(await rubricCell.innerText()).toBe('Support call QA (support-qa) v1.0.0');
    expect(Number(cells[7])).toBeCloseTo(batch.summary!.mean_overall_score!, 2);
    await screenshot(page, 'batches');
    await page.close();
  });

  it("shows a histogram whose counts equal the batch's results, and the conversations sortable by score", async () => {
    const page = await open(`#/batches/${batchId}`);
    const rows = page.locator('table[aria-label="Score distribution"] tbody tr');
    await rows.first().waitFor();
    const bins = await rows.evaluateAll((trs) => trs.map((tr) => ({ low: Number(tr.getAttribute('data-low')), high: Number(tr.getAttribute('data-high')), count: Number(tr.querySelector('td')!.textContent) })));
    const scores = lines.flatMap((line) => (isAuditError(line) || line.overall_score === null ? [] : [line.overall_score]));
    expect(bins).toHaveLength(10);
    bins.forEach((bin, i) => {
      const last = i === bins.length - 1;
      expect(bin.count).toBe(scores.filter((score) => score >= bin.low && (last ? score <= bin.high : score < bin.high)).length);
    });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(scores.length);
    await expect(page.locator('canvas').count()).resolves.toBe(1);

    const listed = () => page.locator('table[aria-label="Conversations"] tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-conversation-id')));
    expect(await listed()).toEqual(lines.map((line) => line.conversation_id));
    await page.getByRole('button', { name: /Overall score/ }).click();
    const byScoreDescending = [...lines].sort((a, b) => (isAuditError(b) ? -Infinity : (b.overall_score ?? -Infinity)) - (isAuditError(a) ? -Infinity : (a.overall_score ?? -Infinity)));
    expect(await listed()).toEqual(byScoreDescending.map((line) => line.conversation_id));
    await screenshot(page, 'batch');

    // Filter by a criterion outcome: each greeting label in turn.
    await page.getByLabel('Criterion', { exact: true }).selectOption('greeting');
    for (const [labelIndex, label] of ['missing', 'partial', 'complete'].entries()) {
      await page.getByLabel('Outcome', { exact: true }).selectOption({ label });
      const withLabel = lines.filter((line) => !isAuditError(line) && line.criterion_scores.find((s) => s.criterion_id === 'greeting')?.score === labelIndex);
      expect((await listed()).sort()).toEqual(withLabel.map((line) => line.conversation_id).sort());
    }

    // The CSV holds one row per conversation.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const csvRows = csv.trim().split('\r\n');
    expect(csvRows[0]).toBe('index,conversation_id,overall_score,greeting.score,greeting.label,resolution.score,resolution.label,error_code,error_message');
    expect(csvRows.slice(1).map((row) => row.split(',')[1])).toEqual(lines.map((line) => line.conversation_id));
    await page.close();
  });

  it('highlights exactly each evidence excerpt inside its turn, by mouse and by keyboard', async () => {
    let evidenceChecked = 0;
    for (const [index, line] of lines.entries()) {
      if (isAuditError(line)) continue;
      const page = await open(`#/batches/${batchId}/conversations/${index}`);
      const buttons = page.locator('button.evidence');
      await page.locator('article.criterion').first().waitFor();
      const count = await buttons.count();
      expect(count).toBe(line.criterion_scores.reduce((sum, s) => sum + s.evidence.length, 0));
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        const [excerpt, start, end] = await Promise.all(['data-excerpt', 'data-turn-start', 'data-turn-end'].map((name) => button.getAttribute(name)));
        if (i % 2 === 0) await button.click();
        else {
          await button.focus();
          await page.keyboard.press('Enter');
        }
        await expect(button.getAttribute('aria-pressed')).resolves.toBe('true');
        const marks = page.locator('mark.evidence-highlight');
        await expect(marks.count()).resolves.toBe(1);
        expect(await marks.textContent()).toBe(excerpt);
        const turnIndex = Number(await marks.evaluate((mark) => mark.closest('[data-turn-index]')!.getAttribute('data-turn-index')));
        expect(turnIndex).toBeGreaterThanOrEqual(Number(start));
        expect(turnIndex).toBeLessThanOrEqual(Number(end));
        // The highlighted turn is the conversation's own turn, as submitted, and holds the excerpt verbatim.
        expect(conversations[index]!.transcript[turnIndex]!.text).toContain(excerpt!);
        expect(await page.locator(`[data-turn-index="${turnIndex}"] .turn-text`).textContent()).toBe(conversations[index]!.transcript[turnIndex]!.text);
        await expect(marks.isVisible()).resolves.toBe(true);
        evidenceChecked++;
      }
      if (line.conversation_id === 'call-refund') await screenshot(page, 'scorecard');
      if (line.conversation_id === jobId) {
        await page.getByRole('link', { name: jobId }).waitFor();
        await screenshot(page, 'scorecard-from-job');
      }
      await page.close();
    }
    expect(evidenceChecked).toBeGreaterThan(0);
  }, 60_000);

  it('follows a running batch without a reload until its results are in', async () => {
    // Big enough to be scoring for a few seconds; the pages are opened once and never reloaded.
    const many = Array.from({ length: 600 }, (_, i) => ({ ...callConversations[i % callConversations.length]!, id: `bulk-${i}` }));
    const handle = await client.submitAudit({ rubric_id: rubric.id, rubric_version: '1.0.0', conversations: many });
    const list = await open('#/');
    const batchPage = await open(`#/batches/${handle.batch_id}`);
    await list.locator(`tr[data-batch-id="${handle.batch_id}"] .status-completed`).waitFor({ timeout: 90_000 });
    await batchPage.locator('table[aria-label="Score distribution"]').waitFor({ timeout: 90_000 });
    const counts = await batchPage.locator('table[aria-label="Score distribution"] tbody td').allTextContents();
    expect(counts.reduce((sum, count) => sum + Number(count), 0)).toBe(many.length);
    await list.close();
    await batchPage.close();
  }, 120_000);

  it("shows a calibration's figures as GET calibration reports them, and links each disagreement to its scorecard", async () => {
    // Two auditors: lee agrees with the machine, dana disagrees on every score, so both pairs have figures.
    const scored = lines.flatMap((line) => (isAuditError(line) ? [] : [line]));
    const ratings = scored.flatMap((line) =>
      line.criterion_scores.flatMap((score) => {
        if (score.score === null) return [];
        const disagreeing = score.criterion_id === 'greeting' ? (score.score + 1) % 3 : 5 - score.score;
        return [
          { conversation_id: line.conversation_id, criterion_id: score.criterion_id, auditor_id: 'lee', score: score.score },
          { conversation_id: line.conversation_id, criterion_id: score.criterion_id, auditor_id: 'dana', score: disagreeing },
        ];
      }),
    );
    const calibration = await client.createCalibration(batchId, { ratings });
    const report = calibration.report;

    const batchPage = await open(`#/batches/${batchId}`);
    const link = batchPage.getByRole('table', { name: 'Calibrations of this batch' }).getByRole('link');
    await link.first().waitFor();
    await expect(link.count()).resolves.toBe(1);
    await link.click();
    await batchPage.waitForURL(`**#/batches/${batchId}/calibrations/${calibration.calibration_id}`);
    await batchPage.getByRole('heading', { name: 'Largest disagreements' }).waitFor();
    const page = batchPage;

    const shown = (text: string | null) => (text === '—' ? null : Number(text));
    const expectFigure = (text: string | null, value: number | null) => {
      if (value === null) expect(shown(text)).toBeNull();
      else expect(shown(text)).toBeCloseTo(value, 3);
    };
    for (const [pair, agreement] of [['machine-human', report.overall.machine_vs_human], ['human-human', report.overall.human_vs_human!]] as const) {
      const row = page.locator(`table[aria-label="Overall score agreement"] tr[data-pair="${pair}"]`);
      for (const stat of ['mae', 'pearson', 'spearman'] as const) expectFigure(await row.locator(`[data-stat="${stat}"]`).textContent(), agreement[stat]);
    }
    for (const criterion of report.criteria) {
      const cells = page.locator(`table[aria-label="Agreement per criterion"] tr[data-criterion-id="${criterion.criterion_id}"] td[data-stat]`);
      const figures = await cells.evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-stat'), td.textContent]));
      const expected = [criterion.machine_vs_human, criterion.human_vs_human!].flatMap((agreement) =>
        'confusion_matrix' in agreement
          ? [['exact_agreement', agreement.exact_agreement], ['quadratic_weighted_kappa', agreement.quadratic_weighted_kappa]]
          : [['mae', agreement.mae], ['spearman', agreement.spearman]],
      );
      expect(figures.map(([stat]) => stat)).toEqual(expected.map(([stat]) => stat));
      figures.forEach(([, text], i) => expectFigure(text, expected[i]![1] as number | null));
      if ('confusion_matrix' in criterion.machine_vs_human) {
        const matrix = await page
          .locator(`table.confusion[data-criterion-id="${criterion.criterion_id}"] tbody tr`)
          .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))));
        expect(matrix).toEqual(criterion.machine_vs_human.confusion_matrix);
      }
    }
    const disagreementRows = page.locator('table[aria-label="Largest disagreements"] tbody tr');
    expect(
      await disagreementRows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-conversation-id'), tr.getAttribute('data-criterion-id')])),
    ).toEqual(report.largest_disagreements.map((d) => [d.conversation_id, d.criterion_id]));
    await screenshot(page, 'calibration');

    // The largest disagreement opens the scorecard of its conversation.
    const largest = report.largest_disagreements[0]!;
    await disagreementRows.first().getByRole('link', { name: largest.conversation_id }).click();
    const index = lines.findIndex((line) => line.conversation_id === largest.conversation_id);
    await page.waitForURL(`**#/batches/${batchId}/conversations/${index}`);
    await page.getByRole('heading', { name: `Scorecard: ${largest.conversation_id}` }).waitFor();
    await page.close();
  });

  it("plays the job's recording beside the scorecard: a turn's time seeks, the highlighted turn follows the playback", async () => {
    const job = await client.getTranscriptJob(jobId);
    const timings = job.result!.turns.map((turn) => ({ start: turn.start_ms / 1000, end: turn.end_ms / 1000 }));
    // The turn being heard at t: the latest-starting turn whose span holds t.
    const heardAt = (t: number) =>
      timings.reduce<number | null>((found, timing, i) => (timing.start <= t && t < timing.end && (found === null || timing.start >= timings[found]!.start) ? i : found), null);
    const index = lines.findIndex((line) => line.conversation_id === jobId);

    for (const hash of [`#/batches/${batchId}/conversations/${index}`, `#/jobs/${jobId}`]) {
      const page = await open(hash);
      const element = page.locator('audio');
      await element.waitFor();
      const highlighted = () => page.locator('[data-turn-index][aria-current="true"]').evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-turn-index'))));
      // The recording loads through loopback only (the context refuses anything else).
      const loaded = () => element.evaluate((node) => (node as unknown as Media).readyState >= 1 && Number.isFinite((node as unknown as Media).duration));
      expect(await until(loaded, (done) => done)).toBe(true);

      // Activating a turn's time plays from its start (a user gesture: no autoplay exception needed).
      const target = timings.length - 1;
      await page.locator(`[data-turn-index="${target}"] button.seek`).click();
      const playingAt = () => element.evaluate((node) => ((node as unknown as Media).paused ? -1 : (node as unknown as Media).currentTime));
      expect(await until(playingAt, (t) => t > timings[target]!.start + 0.2)).toBeGreaterThan(timings[target]!.start + 0.2);
      const pausedAt = await element.evaluate((node) => {
        (node as unknown as Media).pause();
        return (node as unknown as Media).currentTime;
      });
      expect(pausedAt).toBeGreaterThanOrEqual(timings[target]!.start);
      const heard = heardAt(pausedAt);
      expect(await until(highlighted, (turns) => turns.join() === String(heard ?? ''))).toEqual(heard === null ? [] : [heard]);

      // Wherever the playback is, the highlighted turn is the one being heard.
      for (const timing of timings) {
        const middle = (timing.start + timing.end) / 2;
        await element.evaluate((node, t) => {
          (node as unknown as Media).currentTime = t;
        }, middle);
        expect(await until(highlighted, (turns) => turns.join() === String(heardAt(middle)))).toEqual([heardAt(middle)]);
      }
      await screenshot(page, hash.startsWith('#/jobs') ? 'job-player' : 'scorecard-player');
      await page.close();
    }
  });

  it("shows a transcript job's status history, participants with roles and cues, and corrections", async () => {
    const job = await client.getTranscriptJob(jobId);
    const page = await open(`#/jobs/${jobId}`);
    await page.getByRole('heading', { name: 'Participants' }).waitFor();
    expect(await page.locator('ol.history li').allInnerTexts()).toEqual(job.history.map((entry) => expect.stringContaining(entry.status) as unknown as string));
    const participants = await page.locator('table[aria-label="Participants"] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => cell.textContent)),
    );
    expect(participants).toEqual(job.result!.participants.map((p) => [p.id, p.role, p.actor_type, String(p.channel ?? '—'), expect.any(String), p.cues.length ? p.cues.join('; ') : '—']));
    const corrections = page.locator('table[aria-label="Corrections"] tbody tr');
    await expect(corrections.count()).resolves.toBe(job.result!.corrections.length);
    await screenshot(page, 'job');
    await expect(page.getByText('Personal data was not redacted').count()).resolves.toBe(1);
    await page.close();
  });

  it('says which engine scored, before any score: the sandbox\'s stand-in, never a Bedrock model', async () => {
    const index = lines.findIndex((line) => !isAuditError(line));
    const evaluator = (lines[index] as { evaluator: string }).evaluator;
    expect(evaluator).toBe('bedrock:sandbox.lexical-overlap');
    for (const hash of [`#/batches/${batchId}`, `#/batches/${batchId}/conversations/${index}`]) {
      const page = await open(hash);
      const scoredBy = page.locator('p.scored-by');
      await scoredBy.first().waitFor();
      expect(await scoredBy.allInnerTexts()).toEqual([expect.stringMatching(/^Scored by sandbox\.lexical-overlap, the offline sandbox's stand-in for a model: .*not a judgement\.$/)]);
      expect(await scoredBy.first().getAttribute('class')).toContain('scored-by-offline-stand-in');
      expect(await page.locator('main').innerText()).not.toMatch(/claude|anthropic/i);
      // The rubric by its title; its id only in the tooltip.
      expect(await page.locator('.rubric-label').first().innerText()).toBe('Support call QA (support-qa) v1.0.0');
      await page.close();
    }
  });

  it('loads with no console error at all on a first visit: its icon is inline, so nothing asks for /favicon.ico', async () => {
    // A browser of its own: Chromium remembers a missing favicon across pages and contexts.
    const fresh = await launchChromium();
    try {
      const page = await fresh.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${sandbox.url}${REVIEW_PATH}#/batches/${batchId}`, { waitUntil: 'networkidle' });
      await page.locator('table[aria-label="Conversations"]').waitFor();
      expect(errors).toEqual([]);
      const icon = page.locator('link[rel="icon"]');
      expect(await icon.count()).toBe(1);
      expect(await icon.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    } finally {
      await fresh.close();
    }
  });

  it("says whether a redacting job's recording is silenced or withheld, and what was redacted", async () => {
    const silenced = await open(`#/jobs/${silencedJobId}`);
    await silenced.locator('audio').waitFor({ state: 'attached' });
    await expect(silenced.getByRole('note').innerText()).resolves.toMatch(/silenced in this recording/);
    await expect(silenced.getByText(/Personal data (redacted|redaction was on)/).count()).resolves.toBe(1);
    await silenced.close();
    const withheld = await open(`#/jobs/${withheldJobId}`);
    await withheld.getByRole('note').waitFor();
    await expect(withheld.getByRole('note').innerText()).resolves.toMatch(/not served/);
    await expect(withheld.locator('audio').count()).resolves.toBe(0);
    await screenshot(withheld, 'job-recording-withheld');
    await withheld.close();
  });
});
