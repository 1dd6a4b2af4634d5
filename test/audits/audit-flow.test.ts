import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGNING_CREDENTIALS, verifyCallbackSignature } from '../../src/adapters/http/callback-verifier';
import { auditResultSchema, batchHandleSchema, batchViewSchema } from '../../schemas/audits';
import { auditBatchCompletedSchema } from '../../schemas/events';
import { rubricResponseSchema } from '../../schemas/rubrics';
import type { Conversation } from '../../src/audits/model';
import { apiClient, excerptIsVerbatim } from './api-client';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';
import { OFFLINE_MODEL_IDS } from '../../sandbox/bedrock/offline-engine';

/** The first run through a pipeline cold-starts every function on its path, each in its own instance. */
const COLD_PATH_TIMEOUT_MS = 90_000;

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  // The offline model answers in milliseconds, so a 300-conversation batch reaches in a second the request
  // count a deployed batch spreads over minutes: these tests are about the API, not the model's quota.
  sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: LIFTED_QUOTAS } });
  api = apiClient(sandbox.url);
});
afterAll(() => sandbox.stop());

const criteria = [
  {
    id: 'greeting',
    name: 'Greeting',
    weight: 0.3,
    prompt: 'Did the agent greet the customer and give their name?',
    scale: { type: 'ordinal', labels: ['missing', 'partial', 'complete'] },
  },
  {
    id: 'refund-handling',
    name: 'Refund handling',
    weight: 0.7,
    prompt: 'How well did the agent process the refund and explain the timeline?',
    scale: { type: 'continuous', range: [1, 5] },
  },
];

const conversations: Conversation[] = [
  {
    id: 'call-001',
    transcript: [
      { role: 'agent', text: 'Good morning, thank you for calling. My name is Priya, how can I help?', timestamp: '2026-03-01T10:00:00Z' },
      { role: 'customer', text: 'Hi Priya, I need a refund for a damaged blender.', timestamp: '2026-03-01T10:00:06Z' },
      { role: 'agent', text: 'I am sorry to hear that. I have processed the refund; it takes three to five business days.', timestamp: '2026-03-01T10:00:15Z' },
      { role: 'customer', text: 'Great, thanks.', timestamp: '2026-03-01T10:00:21Z' },
    ],
  },
  {
    id: 'call-002',
    transcript: [
      { role: 'customer', text: 'Where is my parcel?  It was due “yesterday”.', timestamp: 0 },
      { role: 'agent', text: 'Let me check the tracking number for you.', timestamp: 5.5 },
    ],
  },
  {
    id: 'call-003',
    transcript: [
      { role: 'agent', text: '', timestamp: 0 },
      { role: 'agent', text: 'Bonjour ! Je m’appelle Zoë. Le remboursement est effectué 👍', timestamp: 1 },
    ],
  },
];

const registerRubric = async (weights: [number, number] = [0.3, 0.7]) => {
  const response = await api.post('/v2/rubrics', {
    version: '1.0.0',
    criteria: criteria.map((c, i) => ({ ...c, weight: weights[i] })),
    min_score: 0,
    max_score: 100,
  });
  return response;
};

const readResults = async (batchId: string) => {
  const response = await api.get(`/v2/audits/${batchId}/results`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x-ndjson');
  return response.text.split('\n').filter(Boolean).map((line) => JSON.parse(line));
};

describe('rubric registry', () => {
  it('registers a rubric, bumps it and serves the latest or a pinned version with the version list', async () => {
    const created = await registerRubric();
    expect(created.status).toBe(201);
    const rubric = rubricResponseSchema.parse(created.json);
    expect(rubric).toMatchObject({ version: '1.0.0', latest_version: '1.0.0', versions: ['1.0.0'], min_score: 0, max_score: 100 });
    expect(created.headers.get('location')).toBe(`/v2/rubrics/${rubric.id}`);

    const bumped = await api.post(`/v2/rubrics/${rubric.id}/versions`, { version: '1.1.0', criteria });
    expect(bumped.status).toBe(201);
    expect(bumped.json).toMatchObject({ version: '1.1.0', min_score: 0, max_score: 100, versions: ['1.0.0', '1.1.0'] });
    const byLevel = await api.post(`/v2/rubrics/${rubric.id}/versions`, { bump: 'major', criteria });
    expect(byLevel.json).toMatchObject({ version: '2.0.0', latest_version: '2.0.0' });
    const byDefault = await api.post(`/v2/rubrics/${rubric.id}/versions`, { criteria });
    expect(byDefault.json).toMatchObject({ version: '2.1.0', latest_version: '2.1.0' });
    expect((await api.post(`/v2/rubrics/${rubric.id}/versions`, { version: '3.0.0', bump: 'major', criteria })).status).toBe(400);

    expect((await api.get(`/v2/rubrics/${rubric.id}`)).json).toMatchObject({ version: '2.1.0', versions: ['1.0.0', '1.1.0', '2.0.0', '2.1.0'] });
    expect((await api.get(`/v2/rubrics/${rubric.id}?version=1.0.0`)).json).toMatchObject({ version: '1.0.0', latest_version: '2.1.0' });
    expect((await api.get(`/v2/rubrics/${rubric.id}?version=latest`)).json).toMatchObject({ version: '2.1.0' });
    expect((await api.get(`/v2/rubrics/${rubric.id}?version=9.9.9`)).status).toBe(404);
  });

  it('rejects a weight sum of 1.0011 naming the rule, and accepts 1.0009', async () => {
    expect((await registerRubric([0.3009, 0.7])).status).toBe(201);
    const rejected = await registerRubric([0.3011, 0.7]);
    expect(rejected.status).toBe(400);
    expect(rejected.headers.get('content-type')).toBe('application/problem+json');
    expect(rejected.json.errors).toEqual([{ in: 'body', pointer: '/criteria', message: 'weights must sum to 1.0 ± 0.001 (got 1.0011)' }]);
  });

  it('rejects other rule violations with pointers', async () => {
    const response = await api.post('/v2/rubrics', {
      version: 'one',
      criteria: [
        { ...criteria[0], weight: 1.2, prompt: '   ' },
        { ...criteria[0], scale: { type: 'ordinal', labels: ['only'] } },
      ],
      min_score: 0,
      max_score: 100,
    });
    expect(response.status).toBe(400);
    const pointers = response.json.errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/criteria/0/weight', '/criteria/0/prompt']));
  });

  it('refuses a version that is not greater than the latest, and lets only one of two concurrent bumps win', async () => {
    const rubric = (await registerRubric()).json;
    const lower = await api.post(`/v2/rubrics/${rubric.id}/versions`, { version: '0.9.0', criteria });
    expect(lower.status).toBe(400);
    expect(lower.json.errors[0].message).toContain('greater than the latest version 1.0.0');

    // Two warm instances, as concurrent requests to a deployed function get: the bumps below then really race
    // (a cold start would delay the second until the first is stored).
    const warmUp = await Promise.all(['0.9.1', '0.9.2'].map((version) => api.post(`/v2/rubrics/${rubric.id}/versions`, { version, criteria })));
    expect(warmUp.map((r) => r.status)).toEqual([400, 400]);
    const sameVersion = await Promise.all([1, 2].map(() => api.post(`/v2/rubrics/${rubric.id}/versions`, { version: '1.0.1', criteria })));
    expect(sameVersion.map((r) => r.status).sort()).toEqual([201, 409]);
    const differentVersions = await Promise.all(['1.1.0', '1.2.0'].map((version) => api.post(`/v2/rubrics/${rubric.id}/versions`, { version, criteria })));
    expect(differentVersions.map((r) => r.status).sort()).toEqual([201, 409]);
    const head = (await api.get(`/v2/rubrics/${rubric.id}`)).json;
    expect(head.versions).toHaveLength(3);
    expect(new Set(head.versions).size).toBe(3);
  });

  it('replays POST /v2/rubrics for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const body = { version: '1.0.0', criteria, min_score: 0, max_score: 100 };
    const first = await api.post('/v2/rubrics', body, { 'idempotency-key': 'rubric-key-1' });
    const replay = await api.post('/v2/rubrics', body, { 'idempotency-key': 'rubric-key-1' });
    expect(first.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    expect((await api.post('/v2/rubrics', { ...body, max_score: 10 }, { 'idempotency-key': 'rubric-key-1' })).status).toBe(422);
    const withoutKey = await Promise.all([1, 2].map(() => api.post('/v2/rubrics', body)));
    expect(withoutKey[0]!.json.id).not.toBe(withoutKey[1]!.json.id);
  });

  it('hides another principal\'s rubric behind 404', async () => {
    const rubric = (await registerRubric()).json;
    const event = {
      httpMethod: 'GET',
      path: `/v2/rubrics/${rubric.id}`,
      headers: {},
      pathParameters: { id: rubric.id },
      queryStringParameters: null,
      requestContext: { requestId: 'r-1', identity: { userArn: 'arn:aws:iam::111111111111:user/someone-else' } },
      body: null,
    };
    expect(await sandbox.invoke('RubricGet', event)).toMatchObject({ statusCode: 404 });
  });
});

describe('audit batches', () => {
  it('scores a batch against the latest version and streams one verified result per conversation in order', async () => {
    const rubric = (await registerRubric()).json;
    await api.post(`/v2/rubrics/${rubric.id}/versions`, { version: '1.1.0', criteria });

    const submitted = await api.post('/v2/audits', { rubric_id: rubric.id, conversations, callback_url: 'https://example.com/hooks/audits' });
    expect(submitted.status).toBe(202);
    const handle = batchHandleSchema.parse(submitted.json);
    expect(handle).toMatchObject({ status: 'queued', conversation_count: 3, rubric_version: '1.1.0' });

    await sandbox.waitForIdle();
    const view = batchViewSchema.parse((await api.get(`/v2/audits/${handle.batch_id}`)).json);
    expect(view).toMatchObject({ status: 'completed', counts: { total: 3, scored: 3, failed: 0 } });
    expect(view.started_at).not.toBeNull();
    expect(view.completed_at).not.toBeNull();
    expect(Object.keys(view.summary!.criterion_means)).toEqual(['greeting', 'refund-handling']);
    // The callback receiver cannot be reached offline: the batch.completed delivery is retried, then dead-lettered.
    expect(view.callback_deliveries).toEqual([
      expect.objectContaining({ event_id: `${handle.batch_id}:completed`, type: 'batch.completed', state: 'dead-lettered', last_error: expect.stringMatching(/ENOTFOUND|EAI_AGAIN/) }),
    ]);

    const lines = await readResults(handle.batch_id);
    expect(lines.map((l) => l.conversation_id)).toEqual(['call-001', 'call-002', 'call-003']);
    const { BEDROCK_MODEL_EVALUATOR: evaluatorModel } = await sandbox.functionEnvironment('AuditScoreConversation');
    lines.forEach((line, i) => {
      const result = auditResultSchema.parse(line);
      expect(result.rubric_version).toBe('1.1.0');
      expect(result.overall_score).toBeGreaterThanOrEqual(0);
      expect(result.overall_score).toBeLessThanOrEqual(100);
      expect(result.criterion_scores.map((s) => s.criterion_id)).toEqual(['greeting', 'refund-handling']);
      for (const score of result.criterion_scores) {
        for (const evidence of score.evidence) {
          expect({ evidence, verbatim: excerptIsVerbatim(conversations[i]!.transcript, evidence) }).toEqual({ evidence, verbatim: true });
          expect(evidence.reasoning.length).toBeLessThanOrEqual(240);
          expect(evidence.reasoning).toMatch(/^Lexical overlap, not a judgement/);
        }
      }
      // The production evaluator scored it, through the sandbox's Bedrock Runtime, whose lexical stand-in answered.
      expect(result.evaluator).toBe(`bedrock:${OFFLINE_MODEL_IDS.assessment}`);
    });
    const served = sandbox.converseCalls().filter((c) => c.modelId === evaluatorModel);
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(served.every((c) => c.outcome === 'answered' && c.stopReason === 'tool_use' && c.usage!.outputTokens > 0)).toBe(true);
    const mean = lines.reduce((sum, l) => sum + l.overall_score, 0) / lines.length;
    expect(view.summary!.mean_overall_score).toBeCloseTo(mean, 5);

    const completed = sandbox.publishedEvents().filter((e) => e['detail-type'] === 'Audit Batch Completed');
    expect(completed).toHaveLength(1);
    expect(auditBatchCompletedSchema.parse(completed[0]!.detail)).toMatchObject({
      batchId: handle.batch_id,
      status: 'completed',
      rubricVersion: '1.1.0',
      callbackUrl: 'https://example.com/hooks/audits',
      counts: { total: 3, scored: 3, failed: 0 },
    });
  }, COLD_PATH_TIMEOUT_MS);

  it('delivers a signed batch.completed callback to a loopback receiver (the sandbox relaxation) and logs it as delivered', async () => {
    const received: { headers: IncomingHttpHeaders; body: Buffer; url: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks), url: `http://${request.headers.host}${request.url}` });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const rubric = (await registerRubric()).json;
      const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/audits`;
      const submitted = await api.post('/v2/audits', { rubric_id: rubric.id, conversations, callback_url: callbackUrl });
      expect(submitted.status).toBe(202);
      const handle = batchHandleSchema.parse(submitted.json);
      await sandbox.waitForIdle();

      expect(received).toHaveLength(1);
      const [callback] = received;
      const verification = await verifyCallbackSignature(
        { method: 'POST', url: callback!.url, headers: callback!.headers, body: callback!.body },
        { credentials: SANDBOX_SIGNING_CREDENTIALS, region: SANDBOX_SIGNING_CREDENTIALS.region, service: 'execute-api' },
      );
      expect(verification.valid).toBe(true);
      expect(JSON.parse(callback!.body.toString('utf8'))).toMatchObject({
        type: 'batch.completed',
        data: { batch_id: handle.batch_id, status: 'completed', counts: { total: 3, scored: 3, failed: 0 } },
      });
      const view = batchViewSchema.parse((await api.get(`/v2/audits/${handle.batch_id}`)).json);
      expect(view.callback_deliveries).toEqual([expect.objectContaining({ type: 'batch.completed', state: 'delivered', attempts: 1, last_status: 204 })]);
    } finally {
      receiver.close();
    }
  });

  it('keeps a finished batch\'s counts exact when later scoring flushes progress counters', async () => {
    const rubric = (await registerRubric()).json;
    const first = (await api.post('/v2/audits', { rubric_id: rubric.id, conversations })).json;
    await sandbox.waitForIdle();
    // Progress increments are flushed at most once a second, so some of the first batch's are still pending.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await api.post('/v2/audits', { rubric_id: rubric.id, conversations });
    await sandbox.waitForIdle();
    expect((await api.get(`/v2/audits/${first.batch_id}`)).json.counts).toEqual({ total: 3, scored: 3, failed: 0 });
  });

  it('applies a pinned rubric version', async () => {
    const rubric = (await registerRubric()).json;
    await api.post(`/v2/rubrics/${rubric.id}/versions`, { version: '2.0.0', criteria });
    const handle = (await api.post('/v2/audits', { rubric_id: rubric.id, rubric_version: '1.0.0', conversations })).json;
    expect(handle.rubric_version).toBe('1.0.0');
    const latest = (await api.post('/v2/audits', { rubric_id: rubric.id, rubric_version: 'latest', conversations })).json;
    expect(latest.rubric_version).toBe('2.0.0');
    await sandbox.waitForIdle();
    expect((await readResults(handle.batch_id)).every((l) => l.rubric_version === '1.0.0')).toBe(true);
  });

  it('deduplicates by Idempotency-Key only when the header is sent', async () => {
    const rubric = (await registerRubric()).json;
    const body = { rubric_id: rubric.id, conversations };
    const first = await api.post('/v2/audits', body, { 'idempotency-key': 'batch-key-1' });
    const replay = await api.post('/v2/audits', body, { 'Idempotency-Key': 'batch-key-1' });
    expect(first.status).toBe(202);
    expect(replay.status).toBe(202);
    expect(replay.json).toEqual(first.json);
    const changed = await api.post('/v2/audits', { ...body, conversations: conversations.slice(1) }, { 'idempotency-key': 'batch-key-1' });
    expect(changed.status).toBe(422);

    const withoutKey = await Promise.all([1, 2].map(() => api.post('/v2/audits', body)));
    expect(withoutKey.map((r) => r.status)).toEqual([202, 202]);
    expect(withoutKey[0]!.json.batch_id).not.toBe(withoutKey[1]!.json.batch_id);
    await sandbox.waitForIdle();
  });

  it('answers a concurrent duplicate (same Idempotency-Key) with 409 or the same handle, never a second batch', async () => {
    const rubric = (await registerRubric()).json;
    const many = Array.from({ length: 300 }, (_, i) => ({ ...conversations[0]!, id: `bulk-${i}` }));
    const executionsBefore = sandbox.executions().length;
    const responses = await Promise.all([1, 2, 3].map(() => api.post('/v2/audits', { rubric_id: rubric.id, conversations: many }, { 'idempotency-key': 'concurrent-key' })));
    const accepted = responses.filter((r) => r.status === 202);
    expect(accepted.length).toBeGreaterThan(0);
    expect(new Set(accepted.map((r) => r.json.batch_id)).size).toBe(1);
    for (const other of responses.filter((r) => r.status !== 202)) {
      expect(other.status).toBe(409);
      expect(other.headers.get('retry-after')).toBe('1');
    }
    await sandbox.waitForIdle();
    expect(sandbox.executions().length - executionsBefore).toBe(1);
  });

  it('rejects bad batches with problem+json and stores nothing', async () => {
    const rubric = (await registerRubric()).json;
    const executionsBefore = sandbox.executions().length;
    const cases: [unknown, number, string][] = [
      [{ rubric_id: '5b7f1f8e-8f43-4e53-9f7f-4f5f3c1b2a10', conversations }, 422, 'No rubric'],
      [{ rubric_id: rubric.id, rubric_version: '7.0.0', conversations }, 422, 'no version 7.0.0'],
      [{ rubric_id: rubric.id, conversations: [conversations[0], conversations[0]] }, 400, 'conversation ids must be unique'],
      [{ rubric_id: rubric.id, conversations: [{ id: 'empty', transcript: [] }] }, 400, 'a transcript needs at least one turn'],
      [{ rubric_id: rubric.id, conversations: [{ id: 'blank', transcript: [{ role: 'agent', text: '  ', timestamp: 0 }] }] }, 400, 'at least one turn with text'],
      [{ rubric_id: rubric.id, conversations: [{ id: 7, transcript: 'hello' }] }, 400, ''],
      [{ rubric_id: rubric.id, conversations, callback_url: 'http://insecure.example.com' }, 400, 'must be an https URL'],
    ];
    for (const [body, status, text] of cases) {
      const response = await api.post('/v2/audits', body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(response.text).toContain(text);
    }
    expect((await api.request('POST', '/v2/audits', 'not json', { 'content-type': 'application/json' })).status).toBe(400);
    // Over the route's 5 MiB but within Lambda's 6 MB request quota (a larger body never reaches the handler).
    expect((await api.request('POST', '/v2/audits', 'x'.repeat(5.5 * 1024 * 1024), { 'content-type': 'application/json' })).status).toBe(413);
    expect(sandbox.executions()).toHaveLength(executionsBefore);
  });

  it('answers 404 for an unknown batch', async () => {
    expect((await api.get('/v2/audits/5b7f1f8e-8f43-4e53-9f7f-4f5f3c1b2a10')).status).toBe(404);
    expect((await api.get('/v2/audits/5b7f1f8e-8f43-4e53-9f7f-4f5f3c1b2a10/results')).status).toBe(404);
  });
});

describe('v1 sunset', () => {
  it.each([
    ['GET', '/v1/audits'],
    ['POST', '/v1/audits'],
    ['GET', '/v1/audits/abc/results'],
    ['DELETE', '/v1/rubrics/r-1'],
    ['PUT', '/v1/rubrics/r-1/versions/2'],
    ['GET', '/v1/rubrics'],
    ['POST', '/audits/evaluate'],
  ])('%s %s → 410 with Sunset and Link', async (method, path) => {
    const response = await api.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.status).toBe(410);
    expect(response.headers.get('sunset')).toBe('Tue, 01 Sep 2026 00:00:00 GMT');
    expect(response.headers.get('link')).toMatch(/^<https:\/\/.+>; rel="sunset"$/);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.json).toMatchObject({ status: 410, type: '/problems/gone' });
  });

  it('leaves /v1/health alone', async () => {
    expect((await api.get('/v1/health')).status).not.toBe(410);
  });
});
