import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { transcriptStatusChangedSchema, TRANSCRIPT_STATUS_CHANGED } from '../../schemas/events';
import { OFFLINE_MODEL_IDS } from '../../sandbox/bedrock/offline-engine';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { startFixtureServer } from './support/fixture-server';
import { callScript, getTranscript, postTranscript, validRequest, wordErrorRate } from './support/transcripts-api';

/**
 * The whole pipeline through the sandbox's HTTP API: DynamoDB Local, local S3, the real ASL run by the local Step
 * Functions runner, and real PocketSphinx on the committed fixtures served from loopback. All jobs are
 * submitted at once and run concurrently; each test then reads one job as a client would.
 */

const MAX_AUDIO_BYTES = 900_000;
/** The call fixtures last about 13 s; /long.wav is longer. */
const MAX_AUDIO_SECONDS = 15;

let sandbox: Sandbox;
let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let unreachableUrl: string;
const jobs: Record<string, string> = {};

const submit = async (name: string, audioUrl: string, config: Record<string, unknown> = {}) => {
  const response = await postTranscript(sandbox.url, validRequest(audioUrl, { config, metadata: { case: name } }));
  expect(response.status).toBe(202);
  jobs[name] = response.body.jobId as string;
};

const KEYTERMS = ['Acme', 'router', 'replacement'];

beforeAll(async () => {
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    env: { TRANSCRIPT_AUDIO_MAX_BYTES: String(MAX_AUDIO_BYTES), TRANSCRIPT_AUDIO_MAX_SECONDS: String(MAX_AUDIO_SECONDS) },
    // The key-term job's new vocabulary is built in a second, not Transcribe's minutes, and looked at every second
    // (test/transcripts/vocabulary-lifecycle.integration.test.ts meets the real pace).
    transcribe: { vocabularyReadyAfterMs: 1000 },
    stateSecondsOverrides: { WaitForVocabulary: 1 },
  });
  fixtures = await startFixtureServer();
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  unreachableUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/call.wav`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  await Promise.all([
    submit('stereo-agent-left', fixtures.url('call-agent-left.wav'), {
      language: 'en',
      keyterms: KEYTERMS,
      context: 'Calls to Acme Support about Router deliveries.',
    }),
    submit('stereo-agent-right', fixtures.url('call-agent-right.flac'), { keyterms: KEYTERMS }),
    submit('mono', fixtures.url('call-mono.wav')),
    submit('missing', fixtures.url('no-such-file.wav?X-Amz-Signature=secret-signature')),
    submit('unreachable', unreachableUrl),
    submit('not-audio', fixtures.url('not-audio.txt')),
    submit('too-large', fixtures.url('large.wav')),
    submit('too-long', fixtures.url('long.wav')),
    submit('private-address', 'https://10.0.0.1/call.wav'),
    submit('redirected-to-text', fixtures.url('redirect/not-audio.txt')),
    submit('redirect-loop', fixtures.url('loop')),
    submit('unsupported-language', fixtures.url('tone.mp3'), { language: 'de' }),
  ]);
  await sandbox.waitForIdle();
}, 180_000);

afterAll(async () => {
  await fixtures?.stop();
  await sandbox?.stop();
});

const job = async (name: string) => {
  const response = await getTranscript(sandbox.url, jobs[name]!);
  expect(response.status).toBe(200);
  return response.body;
};

describe('a completed stereo job (agent on the left channel)', () => {
  it('completes with metadata as given, a status history and a result that validates against the committed JSON Schema', async () => {
    const body = await job('stereo-agent-left');
    expect(body.status).toBe('completed');
    expect(body.metadata).toEqual({ case: 'stereo-agent-left' });
    expect(body.history.map((h) => h.status)).toEqual(['pending', 'processing', 'transcribed', 'contextualized', 'profiled', 'completed']);
    const schema = JSON.parse(await readFile(new URL('../../schemas/json/customer-interaction-v1.0.schema.json', import.meta.url), 'utf8'));
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate.errors ?? validate(body.result)).toBe(true);
    expect(body.result).toMatchObject({
      schema_type: 'CustomerInteraction@v1.0',
      job_id: jobs['stereo-agent-left'],
      language: 'en',
      audio: { channels: 2, format: 'wav' },
    });
    expect(body.error).toBeUndefined();
  });

  it('started it through the Amazon Transcribe API under the transcribe stage’s role, as the AWS call record shows', () => {
    const calls = sandbox.awsCalls().filter((call) => call.service === 'transcribe' && call.decision === 'allowed');
    expect(calls).toContainEqual(
      expect.objectContaining({
        action: 'transcribe:StartTranscriptionJob',
        caller: { kind: 'function', id: 'TranscriptTranscribeStart' },
      }),
    );
    expect(sandbox.awsCalls().filter((call) => call.decision === 'denied')).toEqual([]);
  });

  it('shows the delivery log of its callbacks: the subscribed completed event, retried, then dead-lettered (the receiver does not exist offline)', async () => {
    const body = await job('stereo-agent-left');
    expect(body.callbackDeliveries).toEqual([
      expect.objectContaining({
        type: 'transcript.completed',
        state: 'dead-lettered',
        lastError: expect.stringMatching(/ENOTFOUND|EAI_AGAIN/),
      }),
    ]);
    expect(body.callbackDeliveries[0]?.attempts).toBeGreaterThan(1);
  });

  it('labels the left channel agent and the right channel customer, turn by turn', async () => {
    const { result } = await job('stereo-agent-left');
    const script = await callScript();
    expect(result.participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'channel_0', channel: 0, role: 'agent', actor_type: 'human' }),
        expect.objectContaining({ id: 'channel_1', channel: 1, role: 'customer', actor_type: 'human' }),
      ]),
    );
    expect(result.turns.map((t) => t.role)).toEqual(script.map((s) => s.speaker));
    for (const turn of result.turns) {
      expect(turn.timestamp).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
      expect(turn.words.length).toBeGreaterThan(0);
    }
  });

  // The key terms reach Transcribe as a custom vocabulary (the local engine spots them in a keyword pass), then
  // key-term post-correction runs on what it heard.
  it('gives the key terms to Transcribe as a custom vocabulary, created by the vocabulary function under its own grant', async () => {
    const { result } = await job('stereo-agent-left');
    expect(result.keyterms.vocabulary).toEqual({ used: true, name: expect.stringMatching(/^ccp-[0-9a-f]{32}$/), phrases: KEYTERMS.length, waited_seconds: expect.any(Number) });
    const vocabularyCalls = sandbox.awsCalls().filter((c) => c.action === 'transcribe:CreateVocabulary' || c.action === 'transcribe:GetVocabulary');
    expect(vocabularyCalls.length).toBeGreaterThan(0);
    for (const call of vocabularyCalls) expect(call).toMatchObject({ caller: { kind: 'function', id: 'TranscriptVocabulary' }, decision: 'allowed' });
    // Without a language Transcribe identifies it, and a vocabulary needs one: the job says so and runs without.
    const { result: identified } = await job('stereo-agent-right');
    expect(identified.keyterms.vocabulary).toMatchObject({ used: false, fallback: 'no-language', reason: expect.stringContaining('language') });
  });

  it('hears close to what was said (WER under 35 %) and reports the key terms it matched, recording each correction', async () => {
    const { result } = await job('stereo-agent-left');
    const script = await callScript();
    const wer = wordErrorRate(script.map((s) => s.text).join(' '), result.turns.map((t) => t.text).join(' '));
    expect(wer).toBeLessThan(0.35);
    expect(result.keyterms.requested).toEqual(KEYTERMS);
    expect(result.keyterms.matched.map((m) => m.term)).toContain('replacement');
    for (const matched of result.keyterms.matched) expect(KEYTERMS).toContain(matched.term);
    for (const correction of result.corrections) {
      expect(correction).toEqual(
        expect.objectContaining({ turn_index: expect.any(Number), before: expect.any(String), after: expect.any(String) }),
      );
    }
    expect(result.provider).toMatchObject({
      engine: 'amazon-transcribe',
      // The sandbox's term matcher answered the medium tier's model: the result names the stand-in, not the model.
      contextualizer: { engine: 'amazon-bedrock', model: OFFLINE_MODEL_IDS.edits },
    });
  });

  it('published every status change once, in order, with the event schema the callback deliverer consumes', async () => {
    const events = sandbox
      .publishedEvents()
      .filter((e) => e.source === TRANSCRIPT_STATUS_CHANGED.source && (e.detail as { jobId: string }).jobId === jobs['stereo-agent-left']);
    expect(events.every((e) => e['detail-type'] === TRANSCRIPT_STATUS_CHANGED.detailType)).toBe(true);
    const details = events.map((e) => transcriptStatusChangedSchema.parse(e.detail));
    expect(details.map((d) => [d.previousStatus, d.status])).toEqual([
      [null, 'pending'],
      ['pending', 'processing'],
      ['processing', 'transcribed'],
      ['transcribed', 'contextualized'],
      ['contextualized', 'profiled'],
      ['profiled', 'completed'],
    ]);
    expect(new Set(details.map((d) => d.eventId)).size).toBe(details.length);
    expect(details[0]).toMatchObject({
      owner: 'arn:aws:iam::000000000000:user/sandbox',
      metadata: { case: 'stereo-agent-left' },
      callback: { url: 'https://callbacks.example.com/transcripts', events: ['completed', 'failed'] },
    });
  });
});

describe('the other channel order and mono', () => {
  it('labels the right channel agent when the agent was recorded on the right (FLAC input)', async () => {
    const body = await job('stereo-agent-right');
    expect(body.status).toBe('completed');
    expect(body.history.map((h) => h.status)).not.toContain('contextualized');
    const { result } = body;
    expect(result.audio).toEqual({ channels: 2, format: 'flac' });
    expect(result.participants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 1, role: 'agent' }),
        expect.objectContaining({ channel: 0, role: 'customer' }),
      ]),
    );
    const script = await callScript();
    expect(result.turns.map((t) => t.role)).toEqual(script.map((s) => s.speaker));
  });

  it('transcribes a mono recording in one pass and attributes turns from their content', async () => {
    const { status, result } = await job('mono');
    expect(status).toBe('completed');
    expect(result.audio.channels).toBe(1);
    const script = await callScript();
    expect(wordErrorRate(script.map((s) => s.text).join(' '), result.turns.map((t) => t.text).join(' '))).toBeLessThan(0.4);
    expect(result.turns[0]?.role).toBe('agent');
    expect(result.turns.map((t) => t.role)).toContain('customer');
    for (const participant of result.participants) expect(participant.confidence).toBeLessThanOrEqual(0.6);
  });
});

describe('failures end the job failed with error details', () => {
  it.each([
    ['missing', 'AUDIO_HTTP_ERROR', 'fetch', false],
    ['unreachable', 'AUDIO_UNREACHABLE', 'fetch', true],
    ['not-audio', 'AUDIO_NOT_AUDIO', 'fetch', false],
    ['too-large', 'AUDIO_TOO_LARGE', 'fetch', false],
    ['too-long', 'AUDIO_TOO_LONG', 'fetch', false],
    ['private-address', 'AUDIO_URL_REFUSED', 'fetch', false],
    ['redirected-to-text', 'AUDIO_NOT_AUDIO', 'fetch', false],
    ['redirect-loop', 'AUDIO_TOO_MANY_REDIRECTS', 'fetch', false],
    ['unsupported-language', 'TRANSCRIPTION_FAILED', 'transcribe', false],
  ])('%s → %s in the %s stage', async (name, code, stage, retryable) => {
    const body = await job(name);
    expect(body.status).toBe('failed');
    expect(body.error).toEqual({ code, stage, retryable, message: expect.any(String) });
    expect(body.result).toBeUndefined();
    expect(body.history.at(-1)?.status).toBe('failed');
    const failed = sandbox
      .publishedEvents()
      .find(
        (e) => (e.detail as { jobId: string; status: string }).jobId === jobs[name] && (e.detail as { status: string }).status === 'failed',
      );
    expect(failed?.detail).toMatchObject({ status: 'failed', error: { code, stage } });
  });

  it('never echoes the audio URL query string (pre-signed credentials) into the error', async () => {
    const body = await job('missing');
    expect(body.error.message).toContain('404');
    expect(body.error.message).not.toContain('secret-signature');
  });
});
