import { TRANSCRIPT_LANGUAGES, TRANSCRIPT_LIMITS } from '../../schemas/transcripts';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { getTranscript, postTranscript, validRequest } from './support/transcripts-api';
import { waitFor } from '../support/wait';

/**
 * The transcript API's contract through the sandbox's HTTP server: validation with JSON pointers, limits at
 * their boundaries, idempotency (including 200 concurrent duplicates) and GET's 404s. Audio URLs here point
 * at a closed loopback port, so the jobs these tests accept fail fast in the fetch stage.
 */

let sandbox: Sandbox;
const DEAD_AUDIO_URL = 'http://127.0.0.1:9/call.wav';

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(() => sandbox.stop());

const pointersOf = (body: Record<string, unknown>) => (body.errors as { pointer: string }[]).map((e) => e.pointer).sort();

/** Jobs announced as pending (other status events of earlier jobs keep arriving in the background). */
const acceptedJobs = () => sandbox.publishedEvents().filter((e) => (e.detail as { status?: string }).status === 'pending').length;

const withConfig = (config: Record<string, unknown>, idempotencyKey?: string) =>
  validRequest(DEAD_AUDIO_URL, { config, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) });

/** Pipeline executions only: status events also start the callback deliverer's executions. */
const jobsStarted = () => sandbox.executions().filter((e) => e.stateMachineId === 'TranscriptJob').length;

describe('POST /v1/transcripts', () => {
  it('accepts a valid request: 202 with a UUID jobId, a request id and the job readable as pending or later', async () => {
    const response = await postTranscript(
      sandbox.url,
      withConfig({ language: 'en', keyterms: ['Acme'], context: 'Acme', context_model: 'fast' }),
    );
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      jobId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const job = await getTranscript(sandbox.url, response.body.jobId as string);
    expect(job.status).toBe(200);
    expect(job.body.metadata).toEqual({ ticket: 'T-1', nested: { tags: ['a', 'b'], n: 1.5, none: null } });
    expect(job.body.history[0]?.status).toBe('pending');
  });

  it('lists every violation with its JSON pointer, stores nothing and starts nothing', async () => {
    const before = { executions: jobsStarted(), accepted: acceptedJobs() };
    const response = await postTranscript(sandbox.url, {
      callback: { url: 'http://callbacks.example.com/x', events: ['completed', 'completed', 'exploded'] },
      metadata: ['not', 'an', 'object'],
      idempotencyKey: '',
      payload: {
        input: { audio_url: 'ftp://example.com/a.wav' },
        config: {
          language: 'english',
          keyterms: ['', 'one two three four five six seven eight nine ten eleven'],
          context: 7,
          context_model: 'turbo',
        },
      },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body).toMatchObject({ type: '/problems/validation-failed', status: 400 });
    expect(pointersOf(response.body)).toEqual(
      [
        // (a duplicate is reported once every listed event is valid; see the callback.events cases below)
        '/callback/events/2',
        '/callback/url',
        '/idempotencyKey',
        '/metadata',
        '/payload/config/context',
        '/payload/config/context_model',
        '/payload/config/keyterms/0',
        '/payload/config/keyterms/1',
        '/payload/config/language',
        '/payload/input/audio_url',
      ].sort(),
    );
    expect((response.body.errors as { in: string }[]).every((e) => e.in === 'body')).toBe(true);
    expect({ executions: jobsStarted(), accepted: acceptedJobs() }).toEqual(before);
  });

  it('keeps metadata exactly as given, whatever its shape (huge numbers, deep nesting, empty keys)', async () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 40; level += 1) deep = { level, deep };
    const metadata = { huge: 'HUGE', tiny: 1e-300, empty: '', '': 'empty key', list: [], deep };
    // A number beyond 2^53 as a caller's JSON carries it (a JS literal could not).
    const body = JSON.stringify(validRequest(DEAD_AUDIO_URL, { metadata })).replace('"HUGE"', '12345678901234567890');
    const response = await postTranscript(sandbox.url, body);
    expect(response.status).toBe(202);
    expect((await getTranscript(sandbox.url, response.body.jobId as string)).body.metadata).toEqual(JSON.parse(body).metadata);
  });

  it('requires callback, metadata, idempotencyKey and the audio URL', async () => {
    const response = await postTranscript(sandbox.url, { payload: { input: {} } });
    expect(response.status).toBe(400);
    expect(pointersOf(response.body)).toEqual(['/callback', '/idempotencyKey', '/metadata', '/payload/input/audio_url']);
  });

  it.each([
    ['idempotencyKey of 256 characters', { idempotencyKey: 'k'.repeat(256) }, 202],
    ['idempotencyKey of 257 characters', { idempotencyKey: 'k'.repeat(257) }, 400],
    ['1000 key terms', { keyterms: Array.from({ length: TRANSCRIPT_LIMITS.keytermsMaxCount }, (_, i) => `term ${i}`) }, 202],
    ['1001 key terms', { keyterms: Array.from({ length: TRANSCRIPT_LIMITS.keytermsMaxCount + 1 }, (_, i) => `term ${i}`) }, 400],
    ['a key term of 10 words', { keyterms: ['one two three four five six seven eight nine ten'] }, 202],
    ['a key term of 11 words', { keyterms: ['one two three four five six seven eight nine ten eleven'] }, 400],
    [`context of ${TRANSCRIPT_LIMITS.contextMaxChars} characters`, { context: 'c'.repeat(TRANSCRIPT_LIMITS.contextMaxChars) }, 202],
    [`context of ${TRANSCRIPT_LIMITS.contextMaxChars + 1} characters`, { context: 'c'.repeat(TRANSCRIPT_LIMITS.contextMaxChars + 1) }, 400],
    ['an upper-case language code', { language: 'EN' }, 400],
    ['an unassigned language code', { language: 'xx' }, 400],
    ['a language Amazon Transcribe supports (Welsh)', { language: 'cy' }, 202],
    ['a language Amazon Transcribe does not support (Esperanto)', { language: 'eo' }, 400],
    ['no config at all', undefined, 202],
  ])('%s → %s', async (_name, change, expected) => {
    const { idempotencyKey, ...config } = (change ?? {}) as Record<string, unknown>;
    const body = withConfig(config, idempotencyKey as string | undefined);
    if (!change) delete (body.payload as { config?: unknown }).config;
    const response = await postTranscript(sandbox.url, body);
    expect(response.status).toBe(expected);
  });

  it('refuses a language Amazon Transcribe does not transcribe with a 400 that lists the supported ones', async () => {
    const response = await postTranscript(sandbox.url, withConfig({ language: 'yi' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const [error] = response.body.errors as { pointer: string; message: string }[];
    expect(error?.pointer).toBe('/payload/config/language');
    expect(error?.message).toContain(TRANSCRIPT_LANGUAGES.join(', '));
    expect(error?.message).not.toMatch(/\byi\b/);
  });

  it.each([
    ['no events', [], 400],
    ['an event twice', ['completed', 'completed'], 400],
    ['every event once', ['completed', 'failed', 'transcribed', 'contextualized', 'profiled'], 202],
  ])('callback.events with %s → %s', async (_name, events, expected) => {
    const body = withConfig({});
    body.callback.events = events as string[];
    expect((await postTranscript(sandbox.url, body)).status).toBe(expected);
  });

  it('takes https URLs anywhere and, in the sandbox only, http URLs of loopback hosts', async () => {
    expect((await postTranscript(sandbox.url, validRequest('https://audio.example.com/a.wav?X-Amz-Signature=abc'))).status).toBe(202);
    expect((await postTranscript(sandbox.url, validRequest('http://localhost:9/a.wav'))).status).toBe(202);
    expect((await postTranscript(sandbox.url, validRequest('http://audio.example.com/a.wav'))).status).toBe(400);
  });

  it('answers malformed JSON 400, another media type 415 and an oversized body 413', async () => {
    const malformed = await postTranscript(sandbox.url, '{"callback": ');
    expect([malformed.status, malformed.body.type]).toEqual([400, '/problems/malformed-json']);
    expect((await postTranscript(sandbox.url, JSON.stringify(withConfig({})), { 'content-type': 'text/plain' })).status).toBe(415);
    const huge = withConfig({ context: 'c'.repeat(TRANSCRIPT_LIMITS.requestMaxBytes) });
    expect((await postTranscript(sandbox.url, huge)).status).toBe(413);
  });
});

describe('idempotency (per principal and idempotencyKey)', () => {
  it('replays the same 202 and jobId for the same key and body, with its own request id, and creates no second job', async () => {
    const body = withConfig({ keyterms: ['replay'] }, 'replay-key');
    const first = await postTranscript(sandbox.url, body);
    const started = jobsStarted();
    const second = await postTranscript(sandbox.url, body);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-request-id')).toBeTruthy();
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(jobsStarted()).toBe(started);
  });

  it('rejects the same key with a different body: 422', async () => {
    await postTranscript(sandbox.url, withConfig({ keyterms: ['one'] }, 'reused-key'));
    const reused = await postTranscript(sandbox.url, withConfig({ keyterms: ['two'] }, 'reused-key'));
    expect(reused.status).toBe(422);
    expect(reused.body.type).toBe('/problems/idempotency-key-reused');
  });

  it('creates exactly one job from 200 concurrent identical requests (others: same 202, or 409 while in flight)', async () => {
    const before = jobsStarted();
    const body = withConfig({}, 'concurrent-key');
    const responses = await Promise.all(Array.from({ length: 200 }, () => postTranscript(sandbox.url, body)));
    const accepted = responses.filter((r) => r.status === 202);
    expect(accepted.length).toBeGreaterThan(0);
    expect(new Set(accepted.map((r) => r.body.jobId)).size).toBe(1);
    expect(responses.every((r) => r.status === 202 || r.status === 409)).toBe(true);
    for (const conflict of responses.filter((r) => r.status === 409)) {
      expect(conflict.body.type).toBe('/problems/request-in-progress');
      expect(conflict.headers.get('retry-after')).toBeTruthy();
    }
    expect(jobsStarted()).toBe(before + 1);
    const created = sandbox
      .publishedEvents()
      .filter((e) => (e.detail as { jobId: string; status: string }).jobId === accepted[0]!.body.jobId);
    expect(created.filter((e) => (e.detail as { status: string }).status === 'pending')).toHaveLength(1);
  });
});

describe('GET /v1/transcripts/{jobId}', () => {
  it('answers 404 problem+json for an unknown id and for a malformed one', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%27%20OR%201%3D1']) {
      const response = await getTranscript(sandbox.url, id);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body.type).toBe('/problems/not-found');
    }
  });

  it("answers 404 for another principal's job, exactly as for an unknown one", async () => {
    const { body } = await postTranscript(sandbox.url, withConfig({}));
    const asOther = (await sandbox.invoke('TranscriptsGet', {
      httpMethod: 'GET',
      path: `/v1/transcripts/${body.jobId}`,
      resource: '/v1/transcripts/{jobId}',
      pathParameters: { jobId: body.jobId },
      headers: {},
      requestContext: { requestId: 'other-principal', identity: { userArn: 'arn:aws:iam::111111111111:user/someone-else' } },
    })) as { statusCode: number; body: string };
    expect(asOther.statusCode).toBe(404);
    expect(JSON.parse(asOther.body).type).toBe('/problems/not-found');
  });
});

describe('status writes (DynamoDB conditional transitions)', () => {
  it('refuses to move a failed job on, and treats a repeated failure write as already done', async () => {
    const { body } = await postTranscript(sandbox.url, withConfig({}));
    const jobId = body.jobId as string;
    await sandbox.waitForIdle();
    const failed = await getTranscript(sandbox.url, jobId);
    expect(failed.body).toMatchObject({ status: 'failed', error: { code: 'AUDIO_UNREACHABLE', stage: 'fetch' } });
    await expect(sandbox.invoke('TranscriptStatus', { jobId, status: 'transcribed' })).rejects.toMatchObject({
      name: 'TransitionRefusedError',
    });
    const repeated = (await sandbox.invoke('TranscriptFailure', {
      jobId,
      failure: { fetch: { Error: 'AUDIO_UNREACHABLE', Cause: 'again' } },
    })) as {
      status: string;
    };
    expect(repeated.status).toBe('failed');
    const after = await getTranscript(sandbox.url, jobId);
    expect(after.body.history).toEqual(failed.body.history);
    expect(after.body.error).toEqual(failed.body.error);
  });
});

describe('GET /v1/health', () => {
  it('is healthy when the tables and buckets answer', async () => {
    // Each probe has 2 s: on a loaded machine one may answer later, and the route answers 503 until it does not.
    const health = async () => {
      const response = await fetch(`${sandbox.url}/v1/health`);
      return { status: response.status, body: (await response.json()) as { status: string } };
    };
    const answer = await waitFor(health, ({ status }) => status !== 503, { what: 'GET /v1/health to find every probe answering' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('healthy');
  });
});
