import { readFile } from 'node:fs/promises';
import {
  BadRequestException,
  ConflictException,
  type GetTranscriptionJobCommand,
  type StartTranscriptionJobCommand,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import {
  amazonTranscribeEngine,
  jobIdFromTranscribeJobName,
  normalizeTranscribeOutput,
  readTranscribeJob,
  transcribeJobName,
  type TranscribeOutput,
} from '../../src/adapters/speech/amazon-transcribe';
import { TRANSCRIBE_JOB_NAME_PREFIX } from '../../lib/definitions/transcripts';
import { objectKeys } from '../../src/transcripts/keys';
import { JOB_ID, memoryObjects } from './support/fakes';

/** Amazon Transcribe is production-only: these tests use recorded outputs and a stubbed SDK client. */

const recorded = async (name: string) =>
  JSON.parse(await readFile(new URL(`../fixtures/transcribe/${name}.json`, import.meta.url), 'utf8')) as TranscribeOutput;

const stubClient = (answer: (command: unknown) => unknown) => {
  const sent: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      sent.push(command);
      return answer(command);
    },
  } as unknown as TranscribeClient;
  return { client, sent };
};

const audio = (channels: number) => ({ key: objectKeys.audio(JOB_ID), format: 'wav' as const, channels, durationMs: 4000, bytes: 1 });

describe('amazonTranscribeEngine', () => {
  it('starts a channel-identification job for stereo audio, named after our job, output into the results bucket', async () => {
    const { client, sent } = stubClient(() => ({}));
    const engine = amazonTranscribeEngine({ client, audioBucket: 'audio-b', resultsBucket: 'results-b', vocabularyName: 'contact-center' });
    await engine.start({ jobId: JOB_ID, audio: audio(2), language: 'en', redactPii: false });
    const input = (sent[0] as StartTranscriptionJobCommand).input;
    expect(input).toMatchObject({
      TranscriptionJobName: `transcript-${JOB_ID}`,
      Media: { MediaFileUri: `s3://audio-b/${objectKeys.audio(JOB_ID)}` },
      LanguageCode: 'en-US',
      OutputBucketName: 'results-b',
      OutputKey: objectKeys.providerOutput(JOB_ID),
      Settings: { ChannelIdentification: true, VocabularyName: 'contact-center' },
    });
    expect(input.Settings?.ShowSpeakerLabels).toBeUndefined();
    expect(input.ContentRedaction).toBeUndefined();
  });

  it('asks Transcribe to redact PII, writing only the redacted transcript, in a language it redacts', async () => {
    const { client, sent } = stubClient(() => ({}));
    await amazonTranscribeEngine({ client, audioBucket: 'a', resultsBucket: 'r' }).start({
      jobId: JOB_ID,
      audio: audio(2),
      language: 'es',
      redactPii: true,
    });
    expect((sent[0] as StartTranscriptionJobCommand).input).toMatchObject({
      LanguageCode: 'es-US',
      ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'redacted' },
    });
  });

  it('leaves redaction to the local pass in a language Transcribe does not redact, or when it identifies the language', async () => {
    const { client, sent } = stubClient(() => ({}));
    const engine = amazonTranscribeEngine({ client, audioBucket: 'a', resultsBucket: 'r' });
    await engine.start({ jobId: JOB_ID, audio: audio(2), language: 'nl', redactPii: true });
    await engine.start({ jobId: JOB_ID, audio: audio(2), redactPii: true });
    expect(sent.map((command) => (command as StartTranscriptionJobCommand).input.ContentRedaction)).toEqual([undefined, undefined]);
  });

  it('uses speaker labels for mono audio and language identification when no language was given', async () => {
    const { client, sent } = stubClient(() => ({}));
    await amazonTranscribeEngine({ client, audioBucket: 'a', resultsBucket: 'r' }).start({
      jobId: JOB_ID,
      audio: audio(1),
      redactPii: false,
    });
    const input = (sent[0] as StartTranscriptionJobCommand).input;
    expect(input).toMatchObject({ IdentifyLanguage: true, MediaFormat: 'wav', Settings: { ShowSpeakerLabels: true, MaxSpeakerLabels: 4 } });
    expect(input.LanguageCode).toBeUndefined();
  });

  it('treats an already existing job as started (a retried Lambda)', async () => {
    const { client } = stubClient(() => {
      throw new ConflictException({ message: 'exists', $metadata: {} });
    });
    await expect(
      amazonTranscribeEngine({ client, audioBucket: 'a', resultsBucket: 'r' }).start({ jobId: JOB_ID, audio: audio(2), redactPii: false }),
    ).resolves.toEqual({});
  });

  it("starts without the job's own vocabulary when Transcribe refuses it (deleted since it was prepared), and says so", async () => {
    const { client, sent } = stubClient((command) => {
      if ((command as StartTranscriptionJobCommand).input.Settings?.VocabularyName) {
        throw new BadRequestException({
          message: "The requested vocabulary couldn't be found. Check the vocabulary name and try your request again.",
          $metadata: {},
        });
      }
      return {};
    });
    const started = await amazonTranscribeEngine({ client, audioBucket: 'a', resultsBucket: 'r' }).start({
      jobId: JOB_ID,
      audio: audio(2),
      language: 'en',
      vocabularyName: 'ccp-gone',
      redactPii: false,
    });
    expect(started.vocabularyRefused).toMatch(/couldn't be found/);
    expect(sent.map((command) => (command as StartTranscriptionJobCommand).input.Settings?.VocabularyName)).toEqual([
      'ccp-gone',
      undefined,
    ]);
  });

  it('maps job names back to job ids and ignores other jobs', () => {
    expect(transcribeJobName(JOB_ID)).toBe(`${TRANSCRIBE_JOB_NAME_PREFIX}${JOB_ID}`);
    expect(jobIdFromTranscribeJobName(transcribeJobName(JOB_ID))).toBe(JOB_ID);
    expect(jobIdFromTranscribeJobName('someone-elses-job')).toBeUndefined();
  });
});

describe('normalizeTranscribeOutput', () => {
  it('turns channel-identification output into per-channel turns with punctuation glued to words', async () => {
    const transcript = normalizeTranscribeOutput(await recorded('channel-identification'), 'en-US');
    expect(transcript).toMatchObject({ engine: { name: 'amazon-transcribe' }, language: 'en', layout: 'per-channel', durationMs: 3900 });
    expect(transcript.segments.map((s) => [s.speaker, s.channel, s.words.map((w) => w.text).join(' ')])).toEqual([
      ['channel_0', 0, 'Thank you for calling. How can I help?'],
      ['channel_1', 1, 'My rooter never arrived.'],
    ]);
    expect(transcript.segments[1]!.words[1]).toEqual({ text: 'rooter', startMs: 2700, endMs: 3100, confidence: 0.62 });
  });

  it("keeps each word's confidence, and leaves it out where the output gives none (key-term correction then treats the word as sure)", () => {
    const item = (content: string, start: string, confidence?: string) => ({
      type: 'pronunciation' as const,
      start_time: start,
      end_time: String(Number(start) + 0.2),
      alternatives: [{ content, ...(confidence !== undefined ? { confidence } : {}) }],
    });
    const transcript = normalizeTranscribeOutput({ results: { items: [item('Contoso', '0.0', '0.41'), item('bank', '0.3')] } }, 'en-US');
    expect(transcript.segments[0]!.words).toEqual([
      { text: 'Contoso', startMs: 0, endMs: 200, confidence: 0.41 },
      { text: 'bank', startMs: 300, endMs: 500 },
    ]);
  });

  it('groups speaker-labelled output into turns by speaker and long pauses', async () => {
    const transcript = normalizeTranscribeOutput(await recorded('speaker-labels'));
    expect(transcript.layout).toBe('mixed');
    expect(transcript.language).toBe('en');
    expect(transcript.segments.map((s) => [s.speaker, s.words.map((w) => w.text).join(' ')])).toEqual([
      ['spk_0', 'Hello, thanks for calling.'],
      ['spk_1', 'Hi there'],
      ['spk_1', 'anyway'],
    ]);
  });
});

describe('readTranscribeJob', () => {
  it('reads the finished job output from the results bucket', async () => {
    const { store } = memoryObjects();
    await store.putJson(objectKeys.providerOutput(JOB_ID), await recorded('channel-identification'));
    const { client, sent } = stubClient(() => ({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED', LanguageCode: 'en-US' } }));
    const progress = await readTranscribeJob({ client, objects: store }, JOB_ID);
    expect((sent[0] as GetTranscriptionJobCommand).input.TranscriptionJobName).toBe(`transcript-${JOB_ID}`);
    expect(progress.status === 'COMPLETED' && progress.transcript.segments).toHaveLength(2);
  });

  it("reads a redacted job's transcript from where Transcribe says it wrote it, keeping each redaction's type", async () => {
    const { store } = memoryObjects();
    const redactedKey = `jobs/${JOB_ID}/provider/redacted-amazon-transcribe.json`;
    await store.putJson(redactedKey, {
      results: {
        items: [
          { id: 0, type: 'pronunciation', start_time: '0.5', end_time: '0.9', alternatives: [{ confidence: '0.99', content: 'card' }] },
          {
            id: 1,
            type: 'pronunciation',
            start_time: '1.0',
            end_time: '4.0',
            alternatives: [{ content: '[PII]', redactions: [{ confidence: '0.98', type: 'CREDIT_DEBIT_NUMBER', category: 'PII' }] }],
          },
        ],
      },
    });
    const { client } = stubClient(() => ({
      TranscriptionJob: {
        TranscriptionJobStatus: 'COMPLETED',
        LanguageCode: 'en-US',
        ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'redacted' },
        Transcript: { RedactedTranscriptFileUri: `https://s3.us-east-1.amazonaws.com/results-b/${redactedKey}` },
      },
    }));
    const progress = await readTranscribeJob({ client, objects: store }, JOB_ID);
    expect(progress.status === 'COMPLETED' && progress.transcript.segments[0]!.words.map((w) => [w.text, w.redaction])).toEqual([
      ['card', undefined],
      ['[PII]', 'CREDIT_DEBIT_NUMBER'],
    ]);
  });

  it('reports a job still running with its status, for the polling fallback', async () => {
    const { client } = stubClient(() => ({ TranscriptionJob: { TranscriptionJobStatus: 'QUEUED' } }));
    await expect(readTranscribeJob({ client, objects: memoryObjects().store }, JOB_ID)).resolves.toEqual({ status: 'QUEUED' });
  });

  it('reports a failed provider job as TRANSCRIPTION_FAILED with its reason', async () => {
    const { client } = stubClient(() => ({ TranscriptionJob: { TranscriptionJobStatus: 'FAILED', FailureReason: 'Unsupported media' } }));
    await expect(readTranscribeJob({ client, objects: memoryObjects().store }, JOB_ID)).rejects.toMatchObject({
      code: 'TRANSCRIPTION_FAILED',
      message: expect.stringContaining('Unsupported media'),
    });
  });
});
