import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { buildThenRelease } from './esbuild-builds';

/**
 * The reviewer's web app as one self-contained HTML document: esbuild bundles app/ (preact, chart.js, the CSS)
 * in memory and the script and styles are inlined, so the page needs nothing but the same-origin API — no CDN,
 * no network, no built files to go stale. Built once per process, on the first request.
 */

/** Where the page is served, by the sandbox and by `ccp review`; its views are hash routes below it. */
export const REVIEW_PATH = '/review';

const APP_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app', 'main.tsx');

/** The page's address for a batch (what `npm run demo` prints). */
export const reviewUrlOfBatch = (origin: string, batchId: string) => `${origin}${REVIEW_PATH}#/batches/${encodeURIComponent(batchId)}`;

/**
 * Where recordings play from: GET /v1/transcripts/{id}/audio answers a pre-signed S3 URL — S3's own host for a
 * deployed stack, the sandbox's local S3 on a loopback port offline.
 */
const AUDIO_SOURCES = ['https://*.amazonaws.com', 'http://127.0.0.1:*'];

/** `</script` inside inlined code would end the element early. */
const inlineSafe = (code: string) => code.replace(/<\/(script|style)/gi, '<\\/$1');

export interface ReviewPage {
  readonly html: string;
  /** Allows exactly the inlined script and styles (by hash) and same-origin API calls: nothing else loads. */
  readonly contentSecurityPolicy: string;
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export /**
 * The page's icon, inline (img-src allows data:): without one, the browser asks for /favicon.ico, which neither the
 * sandbox nor `ccp review` serves, and logs the 404 as a console error on every load.
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1f4e79"/><path d="M4 8.5l2.5 2.5L12 5" stroke="#fff" stroke-width="2" fill="none"/></svg>',
)}`;

const buildReviewPage = async (): Promise<ReviewPage> => {
  const result = await buildThenRelease({
    entryPoints: [APP_ENTRY],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const output = (extension: string) => inlineSafe(result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '');
  const script = output('.js');
  const styles = output('.css');
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src ${cspHash(script)}`,
    // Chart.js and preact set element styles through the CSSOM, which style-src does not restrict.
    `style-src ${cspHash(styles)}`,
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    `media-src ${AUDIO_SOURCES.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Audit review</title>
<link rel="icon" href="${FAVICON}">
<style>${styles}</style>
</head>
<body>
<div id="app"></div>
<script type="module">${script}</script>
</body>
</html>`;
  return { html, contentSecurityPolicy };
};

let page: Promise<ReviewPage> | undefined;

/** Serves the page (GET /review); a build failure answers 500 with its message and is retried next time. */
export const serveReviewPage = async (_request: IncomingMessage, response: ServerResponse): Promise<void> => {
  page ??= buildReviewPage();
  try {
    const { html, contentSecurityPolicy } = await page;
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': contentSecurityPolicy,
    });
    response.end(html);
  } catch (error) {
    page = undefined;
    response
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end(`The review page could not be built: ${(error as Error).message}`);
  }
};
