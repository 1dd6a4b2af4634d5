import fc from 'fast-check';
import { application } from '../../../lib/definitions';
import { waitFor } from '../../support/wait';

/**
 * The property every route must keep, whatever a client sends: no 5xx, and the server still answers. Requests
 * are generated per route of lib/definitions — valid bodies mutated field by field, arbitrary JSON, deep
 * nesting, huge and non-finite-looking numbers, `__proto__` keys, malformed JSON and percent-escapes, wrong
 * media types. Shared by the jest test (bounded) and `npm run bench` (longer).
 */

const AUDIO = 'http://127.0.0.1:9/call.wav';

const validBodies: Record<string, unknown> = {
  'POST /v1/transcripts': {
    callback: { url: 'http://127.0.0.1:9/hooks', events: ['completed'] },
    metadata: { ticket: 'T-1' },
    idempotencyKey: 'fuzz',
    payload: { input: { audio_url: AUDIO }, config: { language: 'en', keyterms: ['Acme'], context: 'Acme', context_model: 'fast' } },
  },
  'POST /v2/rubrics': {
    version: '1.0.0',
    min_score: 0,
    max_score: 100,
    criteria: [
      { id: 'greeting', name: 'Greeting', weight: 0.5, prompt: 'Greeted?', scale: { type: 'ordinal', labels: ['no', 'yes'] } },
      { id: 'resolution', name: 'Resolution', weight: 0.5, prompt: 'Resolved?', scale: { type: 'continuous', range: [0, 10] } },
    ],
  },
  'POST /v2/rubrics/{id}/versions': {
    bump: 'minor',
    criteria: [{ id: 'a', name: 'A', weight: 1, prompt: 'P', scale: { type: 'ordinal', labels: ['x', 'y'] } }],
  },
  'POST /v2/audits': {
    rubric_id: '00000000-0000-4000-8000-000000000000',
    conversations: [{ id: 'c1', transcript: [{ role: 'agent', text: 'Hello', timestamp: 0 }] }],
  },
};

/** Values that have broken parsers before: the edges of numbers, strings, nesting and prototypes. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    1e308,
    -1e308,
    1e-308,
    2 ** 63,
    -(2 ** 63),
    0,
    -0,
    1.5,
    '',
    ' ',
    '\u0000',
    '%zz',
    '__proto__',
    'constructor',
    null,
    true,
    [],
    {},
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Replaces or adds one value at a random place of `body` (or the whole body). */
const mutated = (body: unknown): fc.Arbitrary<unknown> =>
  fc.tuple(fc.nat(), nastyValue, fc.constantFrom('replace', 'add-key', 'proto-key')).map(([pick, value, how]) => {
    const copy = JSON.parse(JSON.stringify(body)) as Json;
    const containers: { [key: string]: Json }[] = [];
    const visit = (node: Json) => {
      if (node && typeof node === 'object') {
        if (!Array.isArray(node)) containers.push(node);
        for (const child of Object.values(node)) visit(child);
      }
    };
    visit(copy);
    if (containers.length === 0) return value;
    const target = containers[pick % containers.length]!;
    const keys = Object.keys(target);
    if (how === 'replace' && keys.length > 0) target[keys[pick % keys.length]!] = value as Json;
    else if (how === 'proto-key')
      Object.defineProperty(target, '__proto__', { value, enumerable: true, writable: true, configurable: true });
    else target[`extra${pick % 5}`] = value as Json;
    return copy;
  });

const bodyText = (route: string): fc.Arbitrary<string | undefined> => {
  const valid = validBodies[route];
  return fc.oneof(
    ...(valid ? [mutated(valid).map((b) => JSON.stringify(b)), mutated(valid).map((b) => JSON.stringify(b))] : []),
    fc.jsonValue({ maxDepth: 4 }).map((b) => JSON.stringify(b)),
    fc.integer({ min: 60, max: 20_000 }).map((depth) => `{"metadata":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
    fc.string({ maxLength: 200 }),
    fc.constant('{"a":1e400}'),
    fc.constant(undefined),
  );
};

const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('%E0%A4%A', '%zz', '%', '%00', '%2F', '..', '%C0%AF', 'x'.repeat(300), '00000000-0000-4000-8000-000000000000'),
  fc.string({ minLength: 1, maxLength: 20 }).map((s) => encodeURIComponent(s)),
);

export interface FuzzRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly body?: string;
}

/** The 21 retired v1 routes all answer 410 the same way: sampled less, so the live routes get most requests. */
const retired = application.routes.filter((route) => route.functionId === 'V1AuditsSunset');
const live = application.routes.filter((route) => route.functionId !== 'V1AuditsSunset');

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .oneof({ weight: 1, arbitrary: fc.constantFrom(...retired) }, { weight: 6, arbitrary: fc.constantFrom(...live) })
  .chain((route) =>
    fc.record({
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') },
      ),
      path: fc
        .tuple(...route.path.split('/').map((segment) => (segment.startsWith('{') ? pathSegment : fc.constant(segment))))
        .chain((segments) =>
          fc.oneof(
            fc.constant(segments.join('/')),
            fc
              .tuple(fc.constantFrom('version', 'x', '%zz'), fc.constantFrom('1.0.0', 'latest', '%E0%A4%A', ''))
              .map(([k, v]) => `${segments.join('/')}?${k}=${v}`),
          ),
        ),
      contentType: fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom('text/plain', '', 'application/json; charset=latin1', 'application/merge-patch+json') },
      ),
      body: route.method === 'GET' ? fc.constant(undefined) : bodyText(`${route.method} ${route.path}`),
    }),
  );

/**
 * GET /v1/health answers 503 with its report when a dependency does not answer within the probe's 2 s, which a
 * loaded machine can cause: that is the route working, not failing.
 */
const isHealthReport = (path: string, status: number, body: string) => {
  if (!(path.split('?')[0] === '/v1/health' && status === 503)) return false;
  try {
    return (JSON.parse(body) as { status?: unknown }).status === 'unhealthy';
  } catch {
    return false;
  }
};

export interface FuzzOutcome {
  readonly requests: number;
  readonly statuses: Record<string, number>;
}

/**
 * Runs `numRuns` generated requests against `baseUrl` (seeded, so a failure replays) and checks each answer
 * is below 500 and the health route still answers 200 at the end. Throws fast-check's report on a failure.
 */
export const fuzzRoutes = async (baseUrl: string, options: { readonly numRuns: number; readonly seed: number }): Promise<FuzzOutcome> => {
  const statuses: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(fuzzRequest, async (request) => {
      const response = await fetch(`${baseUrl}${request.path}`, {
        method: request.method,
        headers: request.contentType ? { 'content-type': request.contentType } : {},
        ...(request.body !== undefined && request.method !== 'GET' ? { body: request.body } : {}),
      });
      const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status >= 500 && !isHealthReport(request.path, response.status, body))
        throw new Error(`${request.method} ${request.path} answered ${response.status}`);
    }),
    { numRuns: options.numRuns, seed: options.seed, endOnFailure: true },
  );
  await waitFor(
    async () => (await fetch(`${baseUrl}/v1/health`)).status,
    (status) => status === 200,
    { what: 'GET /v1/health to answer 200 after the fuzz' },
  );
  return { requests: options.numRuns, statuses };
};
