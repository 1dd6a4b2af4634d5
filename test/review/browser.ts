import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REVIEW_PATH } from '../../review/page';
import { REPO_ROOT } from '../../sandbox/runtime';
import { WAIT_CEILING_MS, waitFor } from '../support/wait';

/** Debian's Chromium, installed by ./scripts/test (scripts/lib/prepare.sh) when run as root. */
export const CHROMIUM = '/usr/bin/chromium';

export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'test-artifacts', 'review');

export const launchChromium = async (): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `${CHROMIUM} is missing: the review page's tests drive Debian's Chromium. Install it as root with \`apt-get install -y chromium\` (./scripts/test does).`,
    );
  }
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
};

export interface WatchedContext {
  readonly context: BrowserContext;
  /** Console errors and uncaught exceptions of every page, with the page's URL. */
  readonly problems: string[];
  /** Requests to anything but 127.0.0.1, which the context refused. */
  readonly blocked: string[];
  newPage(): Promise<Page>;
}

/** A browser context whose network is limited to loopback, recording console errors and blocked requests. */
export const loopbackOnlyContext = async (browser: Browser): Promise<WatchedContext> => {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  // Waits and navigations wait for what they wait for; the ceiling only catches a page that never gets there.
  context.setDefaultTimeout(WAIT_CEILING_MS);
  const problems: string[] = [];
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'blob:' || url.protocol === 'data:') return route.continue();
    blocked.push(url.href);
    return route.abort('blockedbyclient');
  });
  return {
    context,
    problems,
    blocked,
    async newPage() {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
      return page;
    },
  };
};

/** Opens the review page at `hash` (`#/batches/…`) of the server at `origin`, in the watched context. */
export const openReviewPage = async (watched: WatchedContext, origin: string, hash: string): Promise<Page> => {
  const page = await watched.newPage();
  await page.goto(`${origin}${REVIEW_PATH}${hash}`);
  return page;
};

export const saveScreenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });

/** What every test checks after it: no page logged a console error, and nothing but loopback was asked for. */
export const expectQuietPages = (watched: WatchedContext) => {
  expect(watched.problems).toEqual([]);
  expect(watched.blocked).toEqual([]);
};

/** What the tests read and drive of the page's <audio> element. */
export interface Media {
  readonly paused: boolean;
  readonly readyState: number;
  readonly duration: number;
  currentTime: number;
  pause(): void;
}

/** Reads `read()` until `done` holds (the page reacting to media events) and returns that value. */
export const until = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  waitFor(read, done, { what: 'the page to react to its media', intervalMs: 100 });
