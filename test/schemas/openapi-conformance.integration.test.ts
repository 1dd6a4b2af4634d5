import { readFile } from 'node:fs/promises';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { openApiPath } from '../../schemas/openapi';
import { apiClient } from '../audits/api-client';
import { startReceiver, type Receiver } from '../callbacks/receiver';

/** The first run through a pipeline cold-starts every function on its path, each in its own instance. */
const COLD_PATH_TIMEOUT_MS = 90_000;

/**
 * Every route of the sandbox answers as the OpenAPI document it serves says: status, content type, required
 * headers and body (each NDJSON line on its own), checked with ajv against the document's own schemas.
 */

type Json = Record<string, unknown>;
interface Reference {
  readonly $ref: string;
}
interface ResponseObject {
  readonly headers?: Record<string, Reference | { readonly required?: boolean }>;
  readonly content?: Record<string, unknown>;
}
type Answer = Awaited<ReturnType<ReturnType<typeof apiClient>['request']>>;

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;
let document: Json;
let ajv: Ajv2020;
let callbacks: Receiver;
let missingAudio: Receiver;

/** A value of the served document by JSON pointer (`#/components/…`), with its pointer, following one $ref. */
const resolve = <T>(pointer: string): { value: T; pointer: string } => {
  let value: unknown = document;
  for (const segment of pointer.replace(/^#\//, '').split('/')) {
    value = (value as Json)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  const { $ref } = value as Partial<Reference>;
  return $ref ? resolve<T>($ref) : { value: value as T, pointer };
};

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const validate = (schemaPointer: string, value: unknown) => {
  const check = ajv.getSchema(`openapi.json${schemaPointer}`) ?? ajv.compile({ $ref: `openapi.json${schemaPointer}` });
  return check(value) ? [] : check.errors;
};

/** Asserts that `answer` is a documented response of the operation `method` `path` (an API Gateway resource path). */
const expectDocumented = (method: string, resourcePath: string, answer: Answer) => {
  const operation = `#/paths/${escape(openApiPath(resourcePath))}/${method.toLowerCase()}`;
  const responses = resolve<Record<string, unknown>>(`${operation}/responses`).value;
  expect({ operation: `${method} ${resourcePath}`, documented: Object.keys(responses) }).toEqual({
    operation: `${method} ${resourcePath}`,
    documented: expect.arrayContaining([String(answer.status)]),
  });
  expectResponse(resolve<ResponseObject>(`${operation}/responses/${answer.status}`), answer);
};

const expectResponse = ({ value: response, pointer }: { value: ResponseObject; pointer: string }, answer: Answer) => {
  const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  expect(Object.keys(response.content ?? {})).toContain(mediaType);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    const { required } = '$ref' in header ? resolve<{ required?: boolean }>(header.$ref).value : header;
    if (required) expect({ [name]: answer.headers.get(name) }).toEqual({ [name]: expect.any(String) });
  }
  const schema = `${pointer}/content/${escape(mediaType)}/schema`;
  const bodies = mediaType === 'application/x-ndjson' ? answer.text.split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [JSON.parse(answer.text)];
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect({ body, errors: validate(schema, body) }).toEqual({ body, errors: [] });
};

/** Answers of no operation (the gateway's 404 and 405): problem documents with a request id. */
const expectGatewayProblem = (answer: Answer) => {
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
  expect(answer.headers.get('x-request-id')).toEqual(expect.any(String));
  expect(validate('#/components/schemas/Problem', answer.json)).toEqual([]);
};

const criteria = [
  { id: 'greeting', name: 'Greeting', weight: 0.4, prompt: 'Did the agent greet the caller?', scale: { type: 'ordinal', labels: ['missing', 'partial', 'complete'] } },
  { id: 'refund', name: 'Refund handling', weight: 0.6, prompt: 'How well was the refund handled?', scale: { type: 'continuous', range: [1, 5] } },
];
const conversation = (id: string) => ({
  id,
  transcript: [
    { role: 'agent', text: 'Hello, thank you for calling, my name is Sam.', timestamp: '00:00:01.000' },
    { role: 'customer', text: 'I would like a refund for my order.', timestamp: 3.5 },
    { role: 'agent', text: 'I have issued the refund to your card.', timestamp: '2026-03-01T10:00:09Z' },
  ],
});

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  api = apiClient(sandbox.url);
  callbacks = await startReceiver();
  missingAudio = await startReceiver([404], '/missing.wav');
  const served = await api.get('/openapi.json');
  document = served.json;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
});

afterAll(async () => {
  await sandbox?.stop();
  await callbacks?.close();
  await missingAudio?.close();
});

describe('GET /openapi.json on the sandbox', () => {
  it('serves the committed OpenAPI 3.1 document as JSON', async () => {
    const served = await api.get('/openapi.json');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/json');
    expect(served.text).toBe(await readFile(new URL('../../openapi.json', import.meta.url), 'utf8'));
    expect(served.json.openapi).toBe('3.1.0');
  });
});

describe('the sandbox answers as its OpenAPI document says', () => {
  it('GET /v1/health', async () => {
    expectDocumented('GET', '/v1/health', await api.get('/v1/health'));
  });

  it('transcript jobs: 400, 413, 202, pending and failed records, 404, and the transcript.failed callback', async () => {
    expectDocumented('POST', '/v1/transcripts', await api.post('/v1/transcripts', { metadata: {}, payload: {} }));
    expectDocumented('POST', '/v1/transcripts', await api.post('/v1/transcripts', 'not json'));
    const tooLarge = await api.post('/v1/transcripts', { metadata: { padding: 'x'.repeat(300 * 1024) } });
    expect(tooLarge.status).toBe(413);
    expectDocumented('POST', '/v1/transcripts', tooLarge);

    const created = await api.post('/v1/transcripts', {
      callback: { url: callbacks.url, events: ['failed'] },
      metadata: { ticket: 'T-1', nested: { n: 1.5 } },
      idempotencyKey: 'openapi-conformance',
      payload: { input: { audio_url: missingAudio.url } },
    });
    expect(created.status).toBe(202);
    expectDocumented('POST', '/v1/transcripts', created);
    const jobPath = `/v1/transcripts/${created.json.jobId}`;
    expectDocumented('GET', '/v1/transcripts/{jobId}', await api.get(jobPath));

    await sandbox.waitForIdle();
    const failed = await api.get(jobPath);
    expect(failed.json).toMatchObject({ status: 'failed', error: { code: 'AUDIO_HTTP_ERROR' } });
    expectDocumented('GET', '/v1/transcripts/{jobId}', failed);
    expectDocumented('GET', '/v1/transcripts/{jobId}', await api.get('/v1/transcripts/00000000-0000-4000-8000-000000000000'));

    const [callback] = callbacks.received;
    const webhook = '#/webhooks/transcript.failed/post';
    expect(validate(`${webhook}/requestBody/content/application~1json/schema`, JSON.parse(callback!.body.toString('utf8')))).toEqual([]);
    const { value: parameters } = resolve<{ name: string; required: boolean }[]>(`${webhook}/parameters`);
    for (const { name } of parameters.filter((p) => p.required)) expect({ [name]: callback!.headers[name] }).toEqual({ [name]: expect.any(String) });
  }, COLD_PATH_TIMEOUT_MS);

  it('rubrics: 201, 400, 200, 404, a version bump and the 409 of a concurrent one', async () => {
    expectDocumented('POST', '/v2/rubrics', await api.post('/v2/rubrics', { version: '1.0.0', criteria: [], min_score: 0, max_score: 1 }));
    const created = await api.post('/v2/rubrics', { version: '1.0.0', criteria, min_score: 0, max_score: 100 }, { 'idempotency-key': 'openapi-rubric' });
    expect(created.status).toBe(201);
    expectDocumented('POST', '/v2/rubrics', created);
    expectDocumented('GET', '/v2/rubrics/{id}', await api.get(`/v2/rubrics/${created.json.id}?version=1.0.0`));
    expectDocumented('GET', '/v2/rubrics/{id}', await api.get('/v2/rubrics/00000000-0000-4000-8000-000000000000'));
    const longVersion = await api.get(`/v2/rubrics/${created.json.id}?version=${'9'.repeat(65)}`);
    expect(longVersion.status).toBe(400);
    expectDocumented('GET', '/v2/rubrics/{id}', longVersion);

    const versions = `/v2/rubrics/${created.json.id}/versions`;
    expectDocumented('POST', '/v2/rubrics/{id}/versions', await api.post(versions, { bump: 'minor', criteria }));
    // Two warm instances, as concurrent requests to a deployed function get, so the bumps below really race.
    const warmUp = await Promise.all(['0.1.0', '0.2.0'].map((version) => api.post(versions, { version, criteria })));
    for (const answer of warmUp) expectDocumented('POST', '/v2/rubrics/{id}/versions', answer);
    const concurrent = await Promise.all([1, 2].map(() => api.post(versions, { version: '2.0.0', criteria })));
    expect(concurrent.map((r) => r.status).sort()).toEqual([201, 409]);
    for (const answer of concurrent) expectDocumented('POST', '/v2/rubrics/{id}/versions', answer);
    expectDocumented('POST', '/v2/rubrics/{id}/versions', await api.post(versions, { version: '1.5.0', criteria }));
  });

  it('audits: 415, 422, 202, the batch record, 404 and the NDJSON results', async () => {
    const rubric = (await api.post('/v2/rubrics', { version: '1.0.0', criteria, min_score: 0, max_score: 100 })).json;
    const batch = { rubric_id: rubric.id, rubric_version: '1.0.0', conversations: [conversation('call-1'), conversation('call-2')] };
    expectDocumented('POST', '/v2/audits', await api.request('POST', '/v2/audits', JSON.stringify(batch), { 'content-type': 'text/plain' }));
    expectDocumented('POST', '/v2/audits', await api.post('/v2/audits', { ...batch, rubric_version: '9.9.9' }));

    const submitted = await api.post('/v2/audits', batch, { 'idempotency-key': 'openapi-audit' });
    expect(submitted.status).toBe(202);
    expectDocumented('POST', '/v2/audits', submitted);
    const batchPath = `/v2/audits/${submitted.json.batch_id}`;
    // Before the batch finishes: 409, or 200 if it was already done; either must be documented.
    expectDocumented('GET', '/v2/audits/{id}/results', await api.get(`${batchPath}/results`));

    await sandbox.waitForIdle();
    const finished = await api.get(batchPath);
    expect(finished.json.status).toBe('completed');
    expectDocumented('GET', '/v2/audits/{id}', finished);
    const results = await api.get(`${batchPath}/results`);
    expect(results.status).toBe(200);
    expect(results.text.trim().split('\n')).toHaveLength(2);
    expectDocumented('GET', '/v2/audits/{id}/results', results);
    expectDocumented('GET', '/v2/audits/{id}', await api.get('/v2/audits/00000000-0000-4000-8000-000000000000'));
    const longId = await api.get(`/v2/audits/${'x'.repeat(129)}`);
    expect(longId.status).toBe(400);
    expectDocumented('GET', '/v2/audits/{id}', longId);
    expectDocumented('GET', '/v2/audits/{id}/results', await api.get('/v2/audits/00000000-0000-4000-8000-000000000000/results'));
  }, COLD_PATH_TIMEOUT_MS);

  it(
    'reviews, the review queue, agreement from reviews and insights: 201, 400, 404, 409, 200, and the conversation.reviewed callback',
    async () => {
      const rubric = (await api.post('/v2/rubrics', { version: '1.0.0', criteria, min_score: 0, max_score: 100 })).json;
      const submitted = await api.post('/v2/audits', {
        rubric_id: rubric.id,
        conversations: [{ ...conversation('call-r'), metadata: { agent: 'sam', tenure_years: 2 }, occurred_at: '2026-03-01T10:00:00Z' }],
        callback_url: callbacks.url,
        callback_events: ['conversation.reviewed'],
      });
      expect(submitted.status).toBe(202);
      const batchPath = `/v2/audits/${submitted.json.batch_id}`;
      const reviews = `${batchPath}/conversations/0/reviews`;
      const reviewRoute = '/v2/audits/{id}/conversations/{index}/reviews';
      // Before the batch finishes: 409, or 201 if it was already done; either must be documented.
      expectDocumented('GET', '/v2/audits/{id}/review-queue', await api.get(`${batchPath}/review-queue`));
      await sandbox.waitForIdle();
      const received = callbacks.received.length;

      expectDocumented('GET', reviewRoute, await api.get(reviews));
      expectDocumented(
        'POST',
        reviewRoute,
        await api.post(reviews, { expected_version: 0, decision: 'override', overrides: [{ criterion_id: 'refund', score: 9 }] }),
      );
      const reviewed = await api.post(reviews, {
        expected_version: 0,
        decision: 'override',
        overrides: [{ criterion_id: 'refund', score: 2 }],
        comment: 'Promised only.',
      });
      expect(reviewed.status).toBe(201);
      expectDocumented('POST', reviewRoute, reviewed);
      const stale = await api.post(reviews, { expected_version: 0, decision: 'accept' });
      expect(stale.status).toBe(409);
      expectDocumented('POST', reviewRoute, stale);
      expectDocumented(
        'POST',
        reviewRoute,
        await api.post(`/v2/audits/00000000-0000-4000-8000-000000000000/conversations/0/reviews`, {
          expected_version: 0,
          decision: 'accept',
        }),
      );
      expectDocumented('GET', '/v2/audits/{id}/conversations/{index}', await api.get(`${batchPath}/conversations/0`));
      expectDocumented('GET', '/v2/audits/{id}/results', await api.get(`${batchPath}/results`));
      expectDocumented('GET', '/v2/audits/{id}', await api.get(batchPath));
      expectDocumented('GET', '/v2/audits/{id}/review-queue', await api.get(`${batchPath}/review-queue?limit=10`));
      expectDocumented('GET', '/v2/audits/{id}/review-calibration', await api.get(`${batchPath}/review-calibration`));
      expectDocumented(
        'GET',
        '/v2/rubrics/{id}/review-agreement',
        await api.get(`/v2/rubrics/${rubric.id}/review-agreement?from=2026-01-01`),
      );
      const insights = await api.get(`/v2/rubrics/${rubric.id}/insights?group_by=agent&from=2026-02-01&to=2026-04-01&threshold=1`);
      expect(insights.json.groups.map((g: { group: string }) => g.group)).toEqual(['sam']);
      expectDocumented('GET', '/v2/rubrics/{id}/insights', insights);
      expectDocumented('GET', '/v2/rubrics/{id}/insights', await api.get(`/v2/rubrics/${rubric.id}/insights`));
      expectDocumented('GET', '/v2/rubrics/{id}/insights/conversations', await api.get(insights.json.coaching[0].conversations_path));

      await sandbox.waitForIdle();
      const [callback] = callbacks.received.slice(received);
      expect(callbacks.received).toHaveLength(received + 1);
      const body = JSON.parse(callback!.body.toString('utf8'));
      expect(body).toMatchObject({ type: 'conversation.reviewed', data: { batch_id: submitted.json.batch_id, index: 0, version: 1 } });
      expect(validate('#/webhooks/conversation.reviewed/post/requestBody/content/application~1json/schema', body)).toEqual([]);
      // Its delivery is logged with the conversation (a batch's own log stays small).
    const afterDelivery = await api.get(reviews);
    expectDocumented('GET', reviewRoute, afterDelivery);
    expect(afterDelivery.json.callback_deliveries).toEqual([expect.objectContaining({ event_id: body.id, type: 'conversation.reviewed', state: 'delivered' })]);
    expect((await api.get(batchPath)).json.callback_deliveries).toEqual([]);
    // Its callback_events leave batch.completed out: the batch's completion was not delivered.
      const types = callbacks.received
        .map((c) => JSON.parse(c.body.toString('utf8')))
        .filter((b) => b.data?.batch_id === submitted.json.batch_id);
      expect(types.map((b) => b.type)).toEqual(['conversation.reviewed']);
    },
    COLD_PATH_TIMEOUT_MS,
  );

  it('retired v1 routes: 410 with Sunset and Link', async () => {
    const gone = await api.get('/v1/audits');
    expectDocumented('GET', '/v1/audits', gone);
    for (const header of ['Sunset', 'Link']) {
      expect(gone.headers.get(header)).toBe(resolve<{ example: string }>(`#/components/headers/${header}`).value.example);
    }
    expectDocumented('DELETE', '/v1/rubrics/{proxy+}', await api.request('DELETE', '/v1/rubrics/abc/criteria'));
    expectDocumented('POST', '/audits/evaluate', await api.post('/audits/evaluate', {}));
  });

  it('unknown routes and methods: problem documents', async () => {
    const unknown = await api.get('/v3/nothing');
    expect(unknown.status).toBe(404);
    expectGatewayProblem(unknown);
    const wrongMethod = await api.request('DELETE', '/v2/rubrics');
    expect(wrongMethod.status).toBe(405);
    expectGatewayProblem(wrongMethod);
  });
});
