import { readFile } from 'node:fs/promises';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  BadRequestException,
  ConflictException,
  GetTranscriptionJobCommand,
  NotFoundException,
  StartTranscriptionJobCommand,
  TranscribeClient,
  type StartTranscriptionJobCommandInput,
  type TranscriptionJob,
} from '@aws-sdk/client-transcribe';
import * as z from 'zod';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { localBucketName } from '../../sandbox/environment';
import { waitFor } from '../support/wait';

/**
 * The local Amazon Transcribe at the wire level, through the real @aws-sdk/client-transcribe: validation and
 * error names as Transcribe's, the job lifecycle, the output document in Transcribe's documented shape, the
 * state-change events on the default bus, and the bound on concurrent recognitions.
 */

const MAX_CONCURRENT_JOBS = 2;
let sandbox: Sandbox;
let transcribe: TranscribeClient;
let s3: S3Client;
const AUDIO = localBucketName('TranscriptAudio');
const RESULTS = localBucketName('TranscriptResults');

const fixture = (name: string) => readFile(new URL(`../fixtures/audio/${name}`, import.meta.url));

beforeAll(async () => {
  // Every job runs the engine (none reuses a recognition of the run), so that jobs queue behind those recognizing.
  sandbox = await startSandbox({ transcribe: { maxConcurrentJobs: MAX_CONCURRENT_JOBS, recognitionCacheDir: false } });
  // The environment the handlers get: the SDK reads AWS_ENDPOINT_URL_TRANSCRIBE / _S3 from it.
  transcribe = new TranscribeClient({});
  s3 = new S3Client({ forcePathStyle: true });
  for (const name of ['call-agent-left.wav', 'call-mono.wav', 'tone.mp3', 'call-agent-right.flac']) {
    await s3.send(new PutObjectCommand({ Bucket: AUDIO, Key: `media/${name}`, Body: await fixture(name) }));
  }
});
afterAll(async () => {
  transcribe?.destroy();
  s3?.destroy();
  await sandbox?.stop();
});

let counter = 0;
const jobName = (label: string) => `test-${label}-${(counter += 1)}`;

const start = (input: Partial<StartTranscriptionJobCommandInput> & { TranscriptionJobName: string }) =>
  transcribe.send(
    new StartTranscriptionJobCommand({
      Media: { MediaFileUri: `s3://${AUDIO}/media/tone.mp3` },
      LanguageCode: 'en-US',
      OutputBucketName: RESULTS,
      OutputKey: `out/${input.TranscriptionJobName}.json`,
      ...input,
    }),
  );

const get = async (name: string): Promise<TranscriptionJob> =>
  (await transcribe.send(new GetTranscriptionJobCommand({ TranscriptionJobName: name }))).TranscriptionJob!;

const finished = async (name: string): Promise<TranscriptionJob> => {
  for (;;) {
    const job = await get(name);
    if (job.TranscriptionJobStatus === 'COMPLETED' || job.TranscriptionJobStatus === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The job's "Transcribe Job State Change" event, once the bus has it. */
const stateChange = (name: string) =>
  waitFor(
    () =>
      sandbox
        .publishedEvents()
        .find((e) => e.source === 'aws.transcribe' && (e.detail as { TranscriptionJobName?: string }).TranscriptionJobName === name),
    (event) => event !== undefined,
    { what: `the state change event of ${name}` },
  ).then((event) => event!);

const outputOf = async (name: string): Promise<unknown> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: RESULTS, Key: `out/${name}.json` }));
  return JSON.parse(await object.Body!.transformToString('utf8'));
};

/** Transcribe's batch output as documented (how-input.html#how-it-works-output, channel-id, diarization-output-batch). */
const decimalSeconds = z.string().regex(/^\d+(\.\d+)?$/);
const item = z.object({
  id: z.number().int(),
  type: z.enum(['pronunciation', 'punctuation']),
  start_time: decimalSeconds,
  end_time: decimalSeconds,
  alternatives: z.array(z.object({ confidence: z.string().regex(/^(0(\.\d+)?|1(\.0+)?)$/), content: z.string().min(1) })).length(1),
  channel_label: z
    .string()
    .regex(/^ch_\d$/)
    .optional(),
  speaker_label: z
    .string()
    .regex(/^spk_\d+$/)
    .optional(),
});
const outputDocument = z.object({
  jobName: z.string(),
  accountId: z.string().regex(/^\d{12}$/),
  status: z.literal('COMPLETED'),
  results: z.object({
    transcripts: z.array(z.object({ transcript: z.string() })).length(1),
    items: z.array(item).min(1),
    audio_segments: z.array(
      z.object({
        id: z.number().int(),
        transcript: z.string(),
        start_time: decimalSeconds,
        end_time: decimalSeconds,
        items: z.array(z.number().int()).min(1),
      }),
    ),
    language_code: z.string(),
    channel_labels: z
      .object({ channels: z.array(z.object({ channel_label: z.string(), items: z.array(item) })), number_of_channels: z.number().int() })
      .optional(),
    speaker_labels: z
      .object({
        speakers: z.number().int(),
        segments: z.array(
          z.object({
            start_time: decimalSeconds,
            end_time: decimalSeconds,
            speaker_label: z.string(),
            items: z.array(z.object({ start_time: decimalSeconds, end_time: decimalSeconds, speaker_label: z.string() })),
          }),
        ),
      })
      .optional(),
  }),
});

describe('StartTranscriptionJob refuses what Transcribe refuses, with its error names', () => {
  it.each([
    ['a job name with a space', { TranscriptionJobName: 'bad name' }],
    ['an unsupported LanguageCode', { LanguageCode: 'xx-XX' as never }],
    ['no language and no identification', { LanguageCode: undefined }],
    ['both a LanguageCode and IdentifyLanguage', { IdentifyLanguage: true }],
    ['an unknown MediaFormat', { MediaFormat: 'aiff' as never }],
    [
      'ChannelIdentification with ShowSpeakerLabels',
      { Settings: { ChannelIdentification: true, ShowSpeakerLabels: true, MaxSpeakerLabels: 2 } },
    ],
    ['ShowSpeakerLabels without MaxSpeakerLabels', { Settings: { ShowSpeakerLabels: true } }],
    ['an https media URL', { Media: { MediaFileUri: 'https://example.com/call.wav' } }],
    ['media in a bucket that does not exist', { Media: { MediaFileUri: 's3://no-such-bucket-here/call.wav' } }],
    ['media that does not exist', { Media: { MediaFileUri: `s3://${AUDIO}/media/missing.wav` } }],
    ['an output bucket that does not exist', { OutputBucketName: 'no-such-bucket-here' }],
    [
      'ContentRedaction in a language Transcribe does not redact',
      { LanguageCode: 'nl-NL' as never, ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'redacted' } },
    ],
    [
      'ContentRedaction with language identification',
      { LanguageCode: undefined, IdentifyLanguage: true, ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'redacted' } },
    ],
    ['a RedactionType other than PII', { ContentRedaction: { RedactionType: 'PHI' as never, RedactionOutput: 'redacted' } }],
    ['an unknown RedactionOutput', { ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'everything' as never } }],
    [
      'an unknown PiiEntityType',
      { ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'redacted', PiiEntityTypes: ['PASSPORT' as never] } },
    ],
  ] as [string, Partial<StartTranscriptionJobCommandInput>][])('%s → BadRequestException', async (_case, change) => {
    await expect(start({ TranscriptionJobName: jobName('refused'), ...change })).rejects.toBeInstanceOf(BadRequestException);
  });

  it('a job name already used → ConflictException; an unknown one → NotFoundException', async () => {
    const name = jobName('conflict');
    await start({ TranscriptionJobName: name });
    await expect(start({ TranscriptionJobName: name })).rejects.toBeInstanceOf(ConflictException);
    await expect(get('test-never-started')).rejects.toBeInstanceOf(NotFoundException);
    await finished(name);
  });
});

describe('a transcription job', () => {
  it('with channel identification: QUEUED, then COMPLETED with the documented output per channel and a state-change event', async () => {
    const name = jobName('stereo');
    const { TranscriptionJob: started } = await start({
      TranscriptionJobName: name,
      Media: { MediaFileUri: `s3://${AUDIO}/media/call-agent-left.wav` },
      MediaFormat: 'wav',
      Settings: { ChannelIdentification: true },
    });
    expect(started?.TranscriptionJobStatus).toBe('QUEUED');
    const job = await finished(name);
    expect(job).toMatchObject({
      TranscriptionJobStatus: 'COMPLETED',
      LanguageCode: 'en-US',
      MediaFormat: 'wav',
      MediaSampleRateHertz: expect.any(Number),
    });
    expect(job.CompletionTime!.getTime()).toBeGreaterThanOrEqual(job.StartTime!.getTime());
    const output = outputDocument.parse(await outputOf(name));
    expect(output.results.channel_labels?.channels.map((c) => c.channel_label)).toEqual(['ch_0', 'ch_1']);
    expect(output.results.channel_labels?.number_of_channels).toBe(2);
    expect(output.results.transcripts[0]!.transcript).toMatch(/thank you for calling/);
    expect(output.results.items.every((i) => i.channel_label)).toBe(true);
    expect(output.results.items.some((i) => Number(i.alternatives[0]!.confidence) < 1)).toBe(true);
    // EventBridge delivers the state change after the job shows it, as in AWS: waited for, not assumed.
    const event = await stateChange(name);
    expect(event).toMatchObject({
      'detail-type': 'Transcribe Job State Change',
      detail: { TranscriptionJobName: name, TranscriptionJobStatus: 'COMPLETED' },
    });
  });

  it('with speaker labels and language identification: speaker_labels, and the language the local model has', async () => {
    const name = jobName('speakers');
    await start({
      TranscriptionJobName: name,
      Media: { MediaFileUri: `s3://${AUDIO}/media/call-mono.wav` },
      LanguageCode: undefined,
      IdentifyLanguage: true,
      Settings: { ShowSpeakerLabels: true, MaxSpeakerLabels: 4 },
    });
    const job = await finished(name);
    expect(job).toMatchObject({ TranscriptionJobStatus: 'COMPLETED', LanguageCode: 'en-US', IdentifyLanguage: true });
    const output = outputDocument.parse(await outputOf(name));
    expect(output.results.speaker_labels?.segments.length).toBeGreaterThan(0);
    expect(output.results.items.every((i) => i.speaker_label === 'spk_0')).toBe(true);
  });

  it('FAILS with a reason for a supported language the local engine has no model for, and for media not in the stated format', async () => {
    const german = jobName('german');
    const mislabelled = jobName('mislabelled');
    await start({ TranscriptionJobName: german, LanguageCode: 'de-DE' });
    await start({ TranscriptionJobName: mislabelled, MediaFormat: 'flac' });
    expect(await finished(german)).toMatchObject({
      TranscriptionJobStatus: 'FAILED',
      FailureReason: expect.stringContaining('only an en-US model'),
    });
    expect(await finished(mislabelled)).toMatchObject({
      TranscriptionJobStatus: 'FAILED',
      FailureReason: expect.stringContaining('does not match the detected media format'),
    });
    const event = await stateChange(german);
    expect(event.detail).toEqual({ TranscriptionJobName: german, TranscriptionJobStatus: 'FAILED' });
  });

  it("is recorded as the caller's calls: the job, and the media read and output written with the caller's permissions", async () => {
    const calls = sandbox
      .awsCalls()
      .filter(
        (c) => c.service === 'transcribe' || (c.service === 's3' && c.resources.some((r) => r.includes('/media/call-agent-left.wav'))),
      );
    expect(calls.map((c) => c.action)).toEqual(
      expect.arrayContaining(['transcribe:StartTranscriptionJob', 'transcribe:GetTranscriptionJob', 's3:GetObject']),
    );
    expect(calls.find((c) => c.action === 'transcribe:StartTranscriptionJob')?.resources[0]).toMatch(
      /^arn:aws:transcribe:us-east-1:000000000000:transcription-job\/test-/,
    );
  });
});

describe('bounded concurrency', () => {
  it(`recognizes at most ${MAX_CONCURRENT_JOBS} jobs at once and keeps the rest QUEUED, as Transcribe queues past its quota`, async () => {
    const names = Array.from({ length: MAX_CONCURRENT_JOBS * 3 }, () => jobName('burst'));
    await Promise.all(names.map((name) => start({ TranscriptionJobName: name })));
    const seen = new Set<string>();
    let mostInProgress = 0;
    for (;;) {
      const statuses = await Promise.all(names.map(async (name) => (await get(name)).TranscriptionJobStatus!));
      statuses.forEach((status) => seen.add(status));
      mostInProgress = Math.max(mostInProgress, statuses.filter((s) => s === 'IN_PROGRESS').length);
      expect(sandbox.transcribeRecognitions().running).toBeLessThanOrEqual(MAX_CONCURRENT_JOBS);
      if (statuses.every((s) => s === 'COMPLETED')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toContain('QUEUED');
    expect(mostInProgress).toBeLessThanOrEqual(MAX_CONCURRENT_JOBS);
    expect(sandbox.transcribeRecognitions().peak).toBe(MAX_CONCURRENT_JOBS);
  });
});
