import type { Browser, Page } from 'playwright-core';
import { conversationReviewsSchema, insightsSchema, reviewQueueSchema } from '../../schemas/reviews';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { apiClient } from '../audits/api-client';
import { call, expectedOverall, REVIEW_RUBRIC, scored, scoresOf } from '../reviews/support';
import {
  expectQuietPages,
  launchChromium,
  loopbackOnlyContext,
  openReviewPage,
  saveScreenshot,
  until,
  type WatchedContext,
} from './browser';

/**
 * The review page's reviewing views in headless Chromium against a sandbox holding three scored batches of one
 * rubric (agents dana, kim and lee, a week apart): the override control saves and shows the history, by mouse and by
 * keyboard alone, a stale review shows its 409 and how to go on, the review queue and the insights render the
 * API's own figures, and no page logs a console error. Network limited to loopback.
 */

let sandbox: Sandbox;
let browser: Browser;
let watched: WatchedContext;
let api: ReturnType<typeof apiClient>;
let rubricId: string;
const batches: { batchId: string; lines: Awaited<ReturnType<typeof scored>>['lines'] }[] = [];

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  api = apiClient(sandbox.url);
  browser = await launchChromium();
  watched = await loopbackOnlyContext(browser);
  rubricId = (await api.post('/v2/rubrics', REVIEW_RUBRIC)).json.id as string;
  // lee never greets (the critical criterion fails: the queue's first reason, and the coaching list's); kim never shows empathy (N/A).
  for (const days of [2, 9, 16]) {
    const conversations = [
      call(`dana-${days}`, { agent: 'dana', team: 'blue', occurredAt: daysAgo(days) }),
      call(`lee-${days}`, { agent: 'lee', team: 'red', fails: true, occurredAt: daysAgo(days) }),
      call(`kim-${days}`, { agent: 'kim', team: 'red', empathy: false, occurredAt: daysAgo(days) }),
    ];
    batches.push(await scored(sandbox, api, { rubric_id: rubricId, conversations, review_sample_rate: 0 }));
  }
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.waitForIdle();
  await sandbox?.stop();
});

// Every page loads and works without a console error, and nothing but loopback was ever asked for.
afterEach(() => expectQuietPages(watched));

const open = (hash: string) => openReviewPage(watched, sandbox.url, hash);
const screenshot = saveScreenshot;
const reviewsOf = async (batchId: string, index: number) =>
  conversationReviewsSchema.parse((await api.get(`/v2/audits/${batchId}/conversations/${index}/reviews`)).json);

/** An attribute (or the text) of the element that has the focus, '' when nothing has. */
const focused = async (page: Page, attribute: 'id' | 'class' | 'text'): Promise<string> => {
  const element = page.locator(':focus');
  if ((await element.count()) === 0) return '';
  return (attribute === 'text' ? await element.textContent() : await element.getAttribute(attribute)) ?? '';
};

/** Presses Tab until the element with `id` has the focus (at most 300 times), as a keyboard user would get there. */
const tabTo = async (page: Page, id: string) => {
  for (let presses = 0; presses < 300; presses++) {
    if ((await focused(page, 'id')) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
};

describe('reviewing on the review page', () => {
  it('saves an override of a criterion and shows the reviewed score beside the machine’s, and the history', async () => {
    const { batchId, lines } = batches[0]!;
    const index = lines.findIndex((line) => line.conversation_id.startsWith('lee-'));
    const page = await open(`#/batches/${batchId}/conversations/${index}`);
    await page.getByRole('form', { name: 'Review this scorecard' }).waitFor();
    await page.getByText("Not reviewed yet: the machine's scorecard stands.").waitFor();

    // The controls by their labels (each criterion's article is labelled by its name too).
    await page.getByRole('combobox', { name: 'Greeting' }).selectOption({ label: 'yes' });
    // A refund score the machine did not give (else it would be no change).
    const refund = scoresOf(lines[index]!).refund === 7.5 ? 2.5 : 7.5;
    await page.getByRole('spinbutton', { name: 'Refund' }).fill(String(refund));
    await page.getByRole('textbox', { name: 'Comment' }).fill('The agent greeted the caller; the refund was handled well.');
    await page.getByRole('button', { name: 'Save override' }).click();

    const status = page.getByRole('status').filter({ hasText: 'Saved review version 1' });
    await status.waitFor();
    const expected = expectedOverall({ ...scoresOf(lines[index]!), greeting: 1, refund })!;
    // What the API stored is what the page shows.
    const stored = await reviewsOf(batchId, index);
    expect(stored.review_version).toBe(1);
    expect(stored.review!.overall_score).toBeCloseTo(expected, 5);
    expect(stored.history).toHaveLength(1);
    expect(stored.history[0]).toMatchObject({
      decision: 'override',
      comment: 'The agent greeted the caller; the refund was handled well.',
    });

    await expect(page.locator('.reviewed-overall strong').innerText()).resolves.toBe(
      Number.isInteger(expected) ? String(expected) : expected.toFixed(2),
    );
    await expect(page.locator('.reviewed-overall').innerText()).resolves.toContain(`the machine's ${lines[index]!.overall_score}`);
    await expect(page.locator('[data-reviewed-criterion="greeting"]').innerText()).resolves.toContain('Reviewed: yes (2 of 2)');
    const history = page.locator('ol.review-history > li');
    await expect(history.count()).resolves.toBe(1);
    const entry = history.first();
    await expect(entry.getAttribute('data-version')).resolves.toBe('1');
    await expect(entry.innerText()).resolves.toContain(stored.history[0]!.reviewer);
    await expect(entry.locator('li[data-criterion-id="greeting"]').innerText()).resolves.toBe('Greeting: no (1 of 2) → yes (2 of 2)');
    await expect(entry.locator('li[data-criterion-id="refund"]').innerText()).resolves.toMatch(
      new RegExp(`^Refund: .* on 0–10 → ${refund.toFixed(2)} on 0–10$`),
    );
    await expect(entry.locator('blockquote').innerText()).resolves.toBe(stored.history[0]!.comment);

    // Reloaded, the page shows the same: it came from the API, not from the form.
    await page.reload();
    await page.locator('ol.review-history > li').first().waitFor();
    await expect(page.locator('[data-reviewed-criterion="greeting"]').innerText()).resolves.toContain('yes');
    await screenshot(page, 'scorecard-reviewed');
    await page.close();
  });

  it('is used with the keyboard alone: values, N/A, comment and save, then a 409 shown with what to do, and an out-of-range score named', async () => {
    const { batchId, lines } = batches[1]!;
    const index = lines.findIndex((line) => line.conversation_id.startsWith('dana-'));
    const page = await open(`#/batches/${batchId}/conversations/${index}`);
    await page.getByRole('form', { name: 'Review this scorecard' }).waitFor();

    // A score out of the refund's range: the API's 400 is shown, naming the criterion.
    await tabTo(page, 'review-refund');
    await page.keyboard.type('42');
    await tabTo(page, 'review-comment');
    await page.keyboard.type('Too generous.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const invalid = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await invalid.waitFor();
    await expect(invalid.innerText()).resolves.toMatch(/Refund \(score\): .*10/);
    expect((await reviewsOf(batchId, index)).review_version).toBe(0);

    // Fix it from the keyboard: a score in range, and empathy N/A (allowed on that criterion), chosen by typing.
    await tabTo(page, 'review-refund');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await tabTo(page, 'review-empathy');
    await page.keyboard.type('N/A');
    expect(await page.locator('#review-empathy').inputValue()).toBe('na');

    // Meanwhile another reviewer accepts the scorecard: the page's review is now stale.
    const other = await api.post(`/v2/audits/${batchId}/conversations/${index}/reviews`, { expected_version: 0, decision: 'accept' });
    expect(other.status).toBe(201);
    await tabTo(page, 'review-comment');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const conflict = page.getByRole('alert').filter({ hasText: 'another review was saved first' });
    await conflict.waitFor();
    await expect(conflict.innerText()).resolves.toContain('now at review version 1, not 0');
    // The message took the focus; the way on is the next control.
    await until(
      () => focused(page, 'class'),
      (name) => name.includes('review-message'),
    );
    await page.keyboard.press('Tab');
    await expect(focused(page, 'text')).resolves.toBe('Load the latest version');
    await page.keyboard.press('Enter');
    await page.locator('.reviewed-overall[data-review-version="1"]').waitFor();
    await expect(page.locator('ol.review-history > li').count()).resolves.toBe(1);
    // The reviewer's choices survived the reload: saving again makes version 2 on top of the other review.
    expect(await page.locator('#review-empathy').inputValue()).toBe('na');
    await tabTo(page, 'review-comment');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved review version 2' }).waitFor();
    const stored = await reviewsOf(batchId, index);
    expect(stored.history.map((e) => e.decision)).toEqual(['accept', 'override']);
    expect(stored.review!.criterion_scores.find((s) => s.criterion_id === 'empathy')).toMatchObject({ score: null, not_applicable: true });
    expect(stored.review!.overall_score).toBeCloseTo(expectedOverall({ ...scoresOf(lines[index]!), refund: 3, empathy: null })!, 5);
    await expect(page.locator('ol.review-history > li[data-version="2"] li[data-criterion-id="empathy"]').innerText()).resolves.toMatch(
      /→ N\/A$/,
    );

    // Accepting is one more key press away.
    await tabTo(page, 'review-comment');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focused(page, 'text')).resolves.toBe('Accept as is');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Saved review version 3 (accepted)' }).waitFor();
    await screenshot(page, 'scorecard-keyboard-review');
    // Chromium reports every refused request on the console itself: exactly the two this test provoked, nothing else.
    expect(watched.problems.splice(0)).toEqual([
      expect.stringMatching(/console error: Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/),
      expect.stringMatching(/console error: Failed to load resource: the server responded with a status of 409 \(Conflict\)$/),
    ]);
    await page.close();
  });

  it("lists a batch's review queue with the API's items and reasons, each linking to its scorecard", async () => {
    const { batchId } = batches[2]!;
    const queue = reviewQueueSchema.parse((await api.get(`/v2/audits/${batchId}/review-queue`)).json);
    expect(queue.items.some((item) => item.reasons.some((r) => r.code === 'critical_failed'))).toBe(true);

    const batchPage = await open(`#/batches/${batchId}`);
    await batchPage.getByRole('link', { name: /Review queue/ }).click();
    const rows = batchPage.locator('table[aria-label="Review queue"] tbody tr');
    await rows.first().waitFor();
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        index: Number(tr.getAttribute('data-index')),
        priority: Number(tr.querySelector('td')!.textContent),
        reasons: [...tr.querySelectorAll('li[data-reason]')].map((li) => li.getAttribute('data-reason')),
      })),
    );
    expect(shown).toEqual(
      queue.items.map((item) => ({ index: item.index, priority: item.priority, reasons: item.reasons.map((r) => r.code) })),
    );
    const critical = queue.items.find((item) => item.reasons.some((r) => r.code === 'critical_failed'))!;
    await expect(rows.nth(queue.items.indexOf(critical)).locator('li[data-reason="critical_failed"]').innerText()).resolves.toBe(
      'critical criterion failed: Greeting',
    );
    await expect(batchPage.locator('dd[data-fact="size"]').innerText()).resolves.toBe(
      `${queue.queue.size} ${queue.queue.size === 1 ? 'conversation' : 'conversations'}`,
    );
    await screenshot(batchPage, 'review-queue');

    await batchPage.getByRole('link', { name: critical.conversation_id }).click();
    await batchPage.getByRole('heading', { name: `Scorecard: ${critical.conversation_id}` }).waitFor();
    await batchPage.getByRole('form', { name: 'Review this scorecard' }).waitFor();
    await batchPage.close();
  });

  it('shows insights by agent: a chart per criterion by week, the figures of the API, and the coaching list opening the scorecards and evidence', async () => {
    const insights = insightsSchema.parse((await api.get(`/v2/rubrics/${rubricId}/insights?group_by=agent`)).json);
    expect(insights.groups.map((g) => g.group)).toEqual(['dana', 'kim', 'lee']);

    const page = await open(`#/rubrics/${rubricId}/insights?group_by=agent`);
    const groupRows = page.locator('table[aria-label="Groups over the window"] tbody tr');
    await groupRows.first().waitFor();
    const groups = await groupRows.evaluateAll((trs) =>
      trs.map((tr) => ({
        group: tr.getAttribute('data-group'),
        conversations: Number(tr.querySelectorAll('td')[0]!.textContent),
        reviewed: Number(tr.querySelectorAll('td')[1]!.textContent),
        overall: tr.querySelector('td[data-overall-mean]')!.getAttribute('data-overall-mean'),
      })),
    );
    expect(groups).toEqual(
      insights.groups.map((g) => ({
        group: g.group,
        conversations: g.conversations,
        reviewed: g.reviewed,
        overall: String(g.overall.mean ?? ''),
      })),
    );
    expect(groups.find((g) => g.group === 'lee')).toMatchObject({ conversations: 3, reviewed: 1 });

    // One chart per criterion, and its figures: each group's weekly mean, as the API reports it.
    await expect(page.locator('figure.trend canvas').count()).resolves.toBe(REVIEW_RUBRIC.criteria.length);
    for (const criterion of REVIEW_RUBRIC.criteria) {
      const cells = await page
        .locator(`figure.trend[data-criterion-id="${criterion.id}"] tbody td`)
        .evaluateAll((tds) =>
          tds.map((td) => [td.closest('tr')!.getAttribute('data-group'), td.getAttribute('data-week'), td.getAttribute('data-value')]),
        );
      const expected = insights.groups.flatMap((g) =>
        g.weeks.map((w) => [g.group, w.week_start, String(w.criteria.find((c) => c.criterion_id === criterion.id)?.mean_normalized ?? '')]),
      );
      // Every week the API reports is in the table with its value; the other weeks of the window are empty.
      for (const cell of expected) expect(cells).toContainEqual(cell);
      expect(cells.filter((cell) => cell[2] !== '')).toHaveLength(expected.filter((cell) => cell[2] !== '').length);
    }

    // Coaching: lee on the greeting (two of three calls still fail it), opening the scorecards behind the figure.
    const coaching = insights.coaching.find((c) => c.group === 'lee' && c.criterion_id === 'greeting')!;
    expect(coaching).toBeDefined();
    const item = page.locator('ul.coaching > li[data-group="lee"][data-criterion-id="greeting"]');
    await item.getByRole('button', { name: 'Show scorecards' }).click();
    const conversations = item.locator('ol.coaching-conversations > li');
    await conversations.first().waitFor();
    const behind = (await api.get(coaching.conversations_path)).json as {
      items: { batch_id: string; index: number; evidence: { excerpt: string }[] }[];
    };
    await expect(
      conversations.evaluateAll((lis) => lis.map((li) => `${li.getAttribute('data-batch-id')}/${li.getAttribute('data-index')}`)),
    ).resolves.toEqual(behind.items.map((c) => `${c.batch_id}/${c.index}`));
    await expect(conversations.first().locator('q').allInnerTexts()).resolves.toEqual(behind.items[0]!.evidence.map((e) => e.excerpt));
    await screenshot(page, 'insights');

    await conversations.first().getByRole('link').click();
    await page.getByRole('form', { name: 'Review this scorecard' }).waitFor();
    expect(page.url()).toContain(`#/batches/${behind.items[0]!.batch_id}/conversations/${behind.items[0]!.index}`);
    await page.close();
  });
});
