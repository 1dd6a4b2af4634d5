import { rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { LanguageCode, MediaFormat } from '@aws-sdk/client-transcribe';
import { AccessDeniedError, type AwsAccess, type AwsCaller } from '../aws-access';
import { signatureErrorOf, type EmulatorAuthenticator } from '../emulator-auth';
import { SANDBOX_ACCOUNT, SANDBOX_REGION } from '../environment';
import type { PutEventsEntry } from '../event-bus';
import { transcribeOutput } from './output';
import { mergeKeywordHits, prepareKeyphrases, spotKeywords } from './keyword-spotting';
import { detectMediaFormat, MEDIA_HEAD_BYTES, type TranscribeMediaFormat } from './media-format';
import { POCKETSPHINX_MODEL, recognize, RecognizerUnavailableError, type Utterance } from './pocketsphinx';
import { redactUtterances, TRANSCRIBE_PII_ENTITY_TYPES } from './redaction';
import { probeMedia, recognizerWav } from './sox';
import { processTempDir } from '../temp-dirs';
import {
  badRequest,
  DEFAULT_VOCABULARY_READY_AFTER_MS,
  describeVocabulary,
  MAX_VOCABULARIES,
  TranscribeApiError,
  VOCABULARY_NOT_FOUND,
  vocabularyArn,
  VocabularyStore,
  type CreateVocabularyInput,
  type VocabularyEntry,
} from './vocabularies';

/**
 * A local Amazon Transcribe, at the wire level (JSON 1.1, `X-Amz-Target: Transcribe.<Operation>`), reached by
 * handlers through AWS_ENDPOINT_URL_TRANSCRIBE. It validates StartTranscriptionJob as Transcribe does, runs
 * jobs QUEUED → IN_PROGRESS → COMPLETED | FAILED with at most `maxConcurrentJobs` recognitions at once (the
 * rest wait QUEUED, as Transcribe queues past its concurrency quota), writes Transcribe's output document to
 * OutputBucketName/OutputKey and publishes "Transcribe Job State Change" on the default bus. PocketSphinx
 * recognizes; it has only an en-US model, so a job in any other supported language FAILS with that reason.
 */

export const TRANSCRIBE_CONCURRENCY_ENV = 'SANDBOX_TRANSCRIBE_CONCURRENCY';
/** Seconds a new custom vocabulary stays PENDING when `vocabularyReadyAfterMs` is not given (npm start). */
export const VOCABULARY_READY_ENV = 'SANDBOX_TRANSCRIBE_VOCABULARY_READY_SECONDS';
/** A directory where the engine's outputs are kept for the same recording recognized again (test runs set it). */
export const RECOGNITION_CACHE_ENV = 'SANDBOX_RECOGNITION_CACHE_DIR';

export interface LocalTranscribeOptions {
  /** The local S3, which the service reads media from and writes output to. */
  readonly s3: S3Client;
  /** The local S3's public endpoint, where TranscriptFileUri points. */
  readonly s3Endpoint: string;
  readonly access: AwsAccess;
  /** Who signed a request. */
  readonly authenticate: EmulatorAuthenticator;
  readonly putEvents: (entries: readonly PutEventsEntry[]) => unknown;
  /** At most this many jobs recognize at once. @default SANDBOX_TRANSCRIBE_CONCURRENCY or os.availableParallelism() */
  readonly maxConcurrentJobs?: number;
  /** EventBridge delivers Transcribe's events on a best-effort basis: true drops every one (tests of the fallback). */
  readonly loseStateChangeEvents?: boolean;
  /**
   * How long a new custom vocabulary stays PENDING before it is READY (or FAILED), as Transcribe builds it in the
   * background. @default SANDBOX_TRANSCRIBE_VOCABULARY_READY_SECONDS, else 3 minutes (Transcribe takes minutes)
   */
  readonly vocabularyReadyAfterMs?: number;
  /** The account's quota of custom vocabularies. @default 100, Transcribe's */
  readonly maxVocabularies?: number;
  /** The clock vocabularies are processed on: a test moves its own to hold them PENDING. @default Date.now */
  readonly vocabularyNow?: () => number;
  /**
   * Where the engine's outputs are kept to be reused for the same recording (RecognizerOptions.cacheDir); false
   * recognizes every time (tests that need the engine running). @default SANDBOX_RECOGNITION_CACHE_DIR, else none
   */
  readonly recognitionCacheDir?: string | false;
}

type JobStatus = 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

interface StartRequest {
  TranscriptionJobName?: unknown;
  LanguageCode?: unknown;
  IdentifyLanguage?: unknown;
  IdentifyMultipleLanguages?: unknown;
  LanguageOptions?: unknown;
  MediaFormat?: unknown;
  MediaSampleRateHertz?: unknown;
  Media?: { MediaFileUri?: unknown };
  OutputBucketName?: unknown;
  OutputKey?: unknown;
  Settings?: { ChannelIdentification?: unknown; ShowSpeakerLabels?: unknown; MaxSpeakerLabels?: unknown; VocabularyName?: unknown };
  ContentRedaction?: { RedactionType?: unknown; RedactionOutput?: unknown; PiiEntityTypes?: unknown };
}

interface ContentRedaction {
  readonly RedactionType: 'PII';
  readonly RedactionOutput: 'redacted' | 'redacted_and_unredacted';
  readonly PiiEntityTypes?: string[];
}

interface Job {
  readonly name: string;
  readonly caller: AwsCaller;
  readonly request: StartRequest;
  readonly media: { bucket: string; key: string; uri: string };
  readonly output: { bucket: string; key: string };
  /** The custom vocabulary's entries, spotted in a second pass. */
  readonly vocabularyEntries?: readonly VocabularyEntry[];
  /** Where the redacted transcript goes: `redacted-` before the output file's name, as Transcribe names it. */
  readonly redactedOutputKey?: string;
  readonly contentRedaction?: ContentRedaction;
  status: JobStatus;
  languageCode?: string;
  mediaFormat?: string;
  sampleRate?: number;
  failureReason?: string;
  readonly creationTime: number;
  startTime?: number;
  completionTime?: number;
}

const JOB_NAME = /^[0-9a-zA-Z._-]{1,200}$/;
const BUCKET_NAME = /^[a-z0-9][.\-a-z0-9]{1,61}[a-z0-9]$/;
const OUTPUT_KEY = /^[a-zA-Z0-9-_.!*'()/]{1,1024}$/;
const LANGUAGE_CODES = new Set<string>(Object.values(LanguageCode));
const MEDIA_FORMATS = new Set<string>(Object.values(MediaFormat));
/** Diarization's documented range. */
const MAX_SPEAKER_LABELS = 30;

const jobArn = (name: string) => `arn:aws:transcribe:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:transcription-job/${name}`;
const objectArn = (bucket: string, key: string) => `arn:aws:s3:::${bucket}/${key}`;
const epochSeconds = (ms: number | undefined) => (ms === undefined ? undefined : ms / 1000);

/** `s3://bucket/key` → its parts; Transcribe also names https S3 URLs, which the sandbox's S3 has none of. */
const parseMediaUri = (uri: unknown): { bucket: string; key: string; uri: string } => {
  if (typeof uri !== 'string' || uri.length < 1 || uri.length > 2000) throw badRequest('Media.MediaFileUri must be 1 to 2000 characters.');
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match) throw badRequest("The S3 URI can't be accessed. Make sure that you have read permission and try your request again.");
  return { bucket: match[1]!, key: decodeURIComponent(match[2]!), uri };
};

/**
 * The locales in which Transcribe redacts PII in batch jobs: US English and US Spanish, and since May 2026 French,
 * Canadian French, German, Swiss German, Italian, Portuguese and Brazilian Portuguese
 * (https://docs.aws.amazon.com/transcribe/latest/dg/pii-redaction-batch.html and the guide's document history).
 */
const REDACTION_LOCALES: readonly string[] = ['en-US', 'es-US', 'fr-FR', 'fr-CA', 'de-DE', 'de-CH', 'it-IT', 'pt-PT', 'pt-BR'];

/** The formats the local engine's decoder (sox) reads; Transcribe itself also takes AMR, WebM, MP4 and M4A. */
const LOCALLY_DECODABLE: ReadonlySet<TranscribeMediaFormat> = new Set(['wav', 'flac', 'ogg', 'mp3']);

const REDACTION_OUTPUTS = ['redacted', 'redacted_and_unredacted'];
/** PiiEntityTypes' documented bound. */
const MAX_PII_ENTITY_TYPES = 11;

/** ContentRedaction as Transcribe validates it: PII only, a known output, known entity types, a redacting locale. */
const contentRedactionOf = (input: StartRequest): ContentRedaction | undefined => {
  const redaction = input.ContentRedaction;
  if (redaction === undefined) return undefined;
  if (redaction.RedactionType !== 'PII') {
    throw badRequest(
      `1 validation error detected: Value '${String(redaction.RedactionType)}' at 'contentRedaction.redactionType' failed to satisfy constraint: Member must satisfy enum value set: [PII].`,
    );
  }
  if (!REDACTION_OUTPUTS.includes(String(redaction.RedactionOutput))) {
    throw badRequest(
      `1 validation error detected: Value '${String(redaction.RedactionOutput)}' at 'contentRedaction.redactionOutput' failed to satisfy constraint: Member must satisfy enum value set: [${REDACTION_OUTPUTS.join(', ')}].`,
    );
  }
  const types = redaction.PiiEntityTypes;
  if (
    types !== undefined &&
    (!Array.isArray(types) ||
      types.length > MAX_PII_ENTITY_TYPES ||
      types.some((t) => !(TRANSCRIBE_PII_ENTITY_TYPES as readonly unknown[]).includes(t)))
  ) {
    throw badRequest(`PiiEntityTypes must list at most ${MAX_PII_ENTITY_TYPES} of ${TRANSCRIBE_PII_ENTITY_TYPES.join(', ')}.`);
  }
  if (input.IdentifyLanguage === true || input.IdentifyMultipleLanguages === true) {
    throw badRequest("Content redaction isn't supported with language identification. Specify a LanguageCode and try your request again.");
  }
  if (!REDACTION_LOCALES.includes(String(input.LanguageCode))) {
    throw badRequest(
      `Content redaction isn't supported for the language code ${String(input.LanguageCode)}. Supported language codes: ${REDACTION_LOCALES.join(', ')}.`,
    );
  }
  return {
    RedactionType: 'PII',
    RedactionOutput: redaction.RedactionOutput as ContentRedaction['RedactionOutput'],
    ...(types ? { PiiEntityTypes: types as string[] } : {}),
  };
};

/** `dir/name.json` → `dir/redacted-name.json`. */
const redactedKeyOf = (key: string): string => key.replace(/[^/]*$/, (file) => `redacted-${file}`);

/** OutputKey ending in `/` is a folder (the file is `<job name>.json` inside it); otherwise the file name itself. */
const outputKeyFor = (outputKey: unknown, jobName: string): string => {
  if (outputKey === undefined) return `${jobName}.json`;
  if (typeof outputKey !== 'string' || !OUTPUT_KEY.test(outputKey)) throw badRequest("OutputKey must match [a-zA-Z0-9-_.!*'()/]{1,1024}.");
  if (outputKey.endsWith('/')) return `${outputKey}${jobName}.json`;
  return outputKey.endsWith('.json') ? outputKey : `${outputKey}.json`;
};

export class LocalTranscribe {
  private readonly jobs = new Map<string, Job>();
  private readonly queue: Job[] = [];
  private running = 0;
  private peak = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  readonly maxConcurrentJobs: number;
  readonly vocabularies: VocabularyStore;
  private readonly recognitionCacheDir: string | undefined;

  constructor(private readonly options: LocalTranscribeOptions) {
    this.recognitionCacheDir =
      options.recognitionCacheDir === false
        ? undefined
        : (options.recognitionCacheDir ?? (process.env[RECOGNITION_CACHE_ENV] || undefined));
    const readySeconds = process.env[VOCABULARY_READY_ENV];
    const readyAfterMs = options.vocabularyReadyAfterMs ?? (readySeconds ? Number(readySeconds) * 1000 : DEFAULT_VOCABULARY_READY_AFTER_MS);
    if (!Number.isFinite(readyAfterMs) || readyAfterMs < 0) throw new Error(`${VOCABULARY_READY_ENV} must be a number of seconds.`);
    this.vocabularies = new VocabularyStore({
      readyAfterMs,
      maxVocabularies: options.maxVocabularies ?? MAX_VOCABULARIES,
      ...(options.vocabularyNow ? { now: options.vocabularyNow } : {}),
    });
    const configured = options.maxConcurrentJobs ?? Number(process.env[TRANSCRIBE_CONCURRENCY_ENV] || availableParallelism());
    if (!Number.isInteger(configured) || configured < 1) throw new Error(`${TRANSCRIBE_CONCURRENCY_ENV} must be a positive integer.`);
    this.maxConcurrentJobs = configured;
  }

  /** Recognitions running now, and the most that ever ran at once (the engine's own bookkeeping). */
  recognitions(): { readonly running: number; readonly peak: number } {
    return { running: this.running, peak: this.peak };
  }

  async startTranscriptionJob(input: StartRequest, caller: AwsCaller): Promise<unknown> {
    const name = input.TranscriptionJobName;
    if (typeof name !== 'string' || !JOB_NAME.test(name)) {
      throw badRequest('TranscriptionJobName must be 1 to 200 characters of letters, digits, ".", "_" and "-".');
    }
    this.options.access.authorize({ service: 'transcribe', action: 'transcribe:StartTranscriptionJob', resources: [jobArn(name)], caller });
    if (this.jobs.has(name))
      throw new TranscribeApiError('ConflictException', 'The requested job name already exists. Use a different job name.');
    const languageChoices = [
      input.LanguageCode !== undefined,
      input.IdentifyLanguage === true,
      input.IdentifyMultipleLanguages === true,
    ].filter(Boolean);
    if (languageChoices.length !== 1) {
      throw badRequest('Specify exactly one of LanguageCode, IdentifyLanguage or IdentifyMultipleLanguages.');
    }
    if (input.LanguageCode !== undefined && !LANGUAGE_CODES.has(String(input.LanguageCode))) {
      throw badRequest(
        `1 validation error detected: Value '${String(input.LanguageCode)}' at 'languageCode' failed to satisfy constraint: Member must satisfy enum value set.`,
      );
    }
    if (input.MediaFormat !== undefined && !MEDIA_FORMATS.has(String(input.MediaFormat))) {
      throw badRequest(
        `1 validation error detected: Value '${String(input.MediaFormat)}' at 'mediaFormat' failed to satisfy constraint: Member must satisfy enum value set: [${[...MEDIA_FORMATS].join(', ')}].`,
      );
    }
    const settings = input.Settings ?? {};
    if (settings.ChannelIdentification === true && settings.ShowSpeakerLabels === true) {
      throw badRequest(
        "You can't use both channel identification and speaker labels in the same request. Remove one and try your request again.",
      );
    }
    if (settings.ShowSpeakerLabels === true) {
      const max = settings.MaxSpeakerLabels;
      if (typeof max !== 'number' || !Number.isInteger(max) || max < 2 || max > MAX_SPEAKER_LABELS) {
        throw badRequest(`When ShowSpeakerLabels is true, MaxSpeakerLabels must be an integer from 2 to ${MAX_SPEAKER_LABELS}.`);
      }
    }
    const vocabulary =
      settings.VocabularyName === undefined ? undefined : this.jobVocabulary(String(settings.VocabularyName), input.LanguageCode);
    const contentRedaction = contentRedactionOf(input);
    const media = parseMediaUri(input.Media?.MediaFileUri);
    const outputBucket = input.OutputBucketName;
    if (outputBucket !== undefined && (typeof outputBucket !== 'string' || !BUCKET_NAME.test(outputBucket))) {
      throw badRequest('OutputBucketName is not a valid bucket name.');
    }
    if (outputBucket === undefined) throw badRequest('The sandbox has no service-managed bucket: give OutputBucketName.');
    const output = { bucket: outputBucket, key: outputKeyFor(input.OutputKey, name) };
    const redactedOutputKey = contentRedaction ? redactedKeyOf(output.key) : undefined;
    // Transcribe reads the media and writes the output with the caller's permissions.
    this.options.access.authorize({ service: 's3', action: 's3:GetObject', resources: [objectArn(media.bucket, media.key)], caller });
    this.options.access.authorize({
      service: 's3',
      action: 's3:PutObject',
      resources: [objectArn(output.bucket, redactedOutputKey ?? output.key)],
      caller,
    });
    if (!(await this.exists(new HeadBucketCommand({ Bucket: output.bucket })))) {
      throw badRequest(`The specified S3 bucket does not exist: ${output.bucket}. Check the bucket name and try your request again.`);
    }
    if (!(await this.exists(new HeadObjectCommand({ Bucket: media.bucket, Key: media.key })))) {
      throw badRequest("The S3 URI can't be accessed. Make sure that you have read permission and try your request again.");
    }
    const job: Job = {
      name,
      caller,
      request: input,
      media,
      output,
      ...(vocabulary ? { vocabularyEntries: vocabulary.entries } : {}),
      ...(contentRedaction ? { contentRedaction, redactedOutputKey } : {}),
      status: 'QUEUED',
      creationTime: Date.now(),
    };
    if (typeof input.LanguageCode === 'string') job.languageCode = input.LanguageCode;
    if (typeof input.MediaFormat === 'string') job.mediaFormat = input.MediaFormat;
    this.jobs.set(name, job);
    this.queue.push(job);
    const described = this.describe(job);
    setImmediate(() => this.schedule());
    return { TranscriptionJob: described };
  }

  /** A job's vocabulary must exist, be READY and be in the job's language (Transcribe's checks). */
  private jobVocabulary(name: string, languageCode: unknown) {
    const vocabulary = this.vocabularies.find(name);
    if (!vocabulary) throw badRequest(VOCABULARY_NOT_FOUND);
    if (vocabulary.state !== 'READY')
      throw badRequest(
        `The requested vocabulary ${name} isn't ready yet (${vocabulary.state}). Wait until it is READY and try your request again.`,
      );
    if (languageCode !== vocabulary.languageCode) {
      throw badRequest(
        `The language code of the vocabulary ${name} (${vocabulary.languageCode}) doesn't match the language code of the job (${String(languageCode ?? 'not given')}).`,
      );
    }
    return vocabulary;
  }

  async createVocabulary(input: CreateVocabularyInput, caller: AwsCaller): Promise<unknown> {
    VocabularyStore.nameOf(input);
    // CreateVocabulary takes no resource type: IAM evaluates it on `*`.
    this.options.access.authorize({ service: 'transcribe', action: 'transcribe:CreateVocabulary', resources: ['*'], caller });
    const file = VocabularyStore.fileOf(input);
    let fileText: string | undefined;
    if (file) {
      // Transcribe reads the table file with the caller's permissions, as it reads media.
      this.options.access.authorize({ service: 's3', action: 's3:GetObject', resources: [objectArn(file.bucket, file.key)], caller });
      try {
        const object = await this.options.s3.send(new GetObjectCommand({ Bucket: file.bucket, Key: file.key }));
        fileText = await object.Body!.transformToString('utf8');
      } catch (cause) {
        throw Object.assign(
          badRequest("The S3 URI can't be accessed. Make sure that you have read permission and try your request again."),
          { cause },
        );
      }
    }
    return describeVocabulary(this.vocabularies.create(input, fileText));
  }

  getVocabulary(input: Record<string, unknown>, caller: AwsCaller): unknown {
    const name = VocabularyStore.nameOf(input);
    this.options.access.authorize({ service: 'transcribe', action: 'transcribe:GetVocabulary', resources: [vocabularyArn(name)], caller });
    const vocabulary = this.vocabularies.get(name);
    return { ...describeVocabulary(vocabulary), ...(vocabulary.failureReason ? { FailureReason: vocabulary.failureReason } : {}) };
  }

  listVocabularies(
    input: { NameContains?: unknown; StateEquals?: unknown; MaxResults?: unknown; NextToken?: unknown },
    caller: AwsCaller,
  ): unknown {
    this.options.access.authorize({ service: 'transcribe', action: 'transcribe:ListVocabularies', resources: ['*'], caller });
    const { page, nextToken } = this.vocabularies.list(input);
    return {
      Vocabularies: page.map(describeVocabulary),
      ...(nextToken ? { NextToken: nextToken } : {}),
      ...(typeof input.StateEquals === 'string' ? { Status: input.StateEquals } : {}),
    };
  }

  deleteVocabulary(input: Record<string, unknown>, caller: AwsCaller): unknown {
    const name = VocabularyStore.nameOf(input);
    this.options.access.authorize({
      service: 'transcribe',
      action: 'transcribe:DeleteVocabulary',
      resources: [vocabularyArn(name)],
      caller,
    });
    this.vocabularies.delete(name);
    return {};
  }

  getTranscriptionJob(input: { TranscriptionJobName?: unknown }, caller: AwsCaller): unknown {
    const name = String(input.TranscriptionJobName ?? '');
    this.options.access.authorize({ service: 'transcribe', action: 'transcribe:GetTranscriptionJob', resources: [jobArn(name)], caller });
    const job = this.jobs.get(name);
    if (!job)
      throw new TranscribeApiError(
        'NotFoundException',
        "The requested job couldn't be found. Check the job name and try your request again.",
      );
    return { TranscriptionJob: this.describe(job) };
  }

  private describe(job: Job): Record<string, unknown> {
    const settings = job.request.Settings ?? {};
    return {
      TranscriptionJobName: job.name,
      TranscriptionJobStatus: job.status,
      ...(job.languageCode ? { LanguageCode: job.languageCode } : {}),
      ...(job.mediaFormat ? { MediaFormat: job.mediaFormat } : {}),
      ...(job.sampleRate ? { MediaSampleRateHertz: job.sampleRate } : {}),
      Media: { MediaFileUri: job.media.uri },
      ...(job.status === 'COMPLETED' ? { Transcript: this.transcriptLocations(job) } : {}),
      ...(job.contentRedaction ? { ContentRedaction: job.contentRedaction } : {}),
      CreationTime: epochSeconds(job.creationTime),
      ...(job.startTime ? { StartTime: epochSeconds(job.startTime) } : {}),
      ...(job.completionTime ? { CompletionTime: epochSeconds(job.completionTime) } : {}),
      ...(job.failureReason ? { FailureReason: job.failureReason } : {}),
      Settings: {
        ChannelIdentification: settings.ChannelIdentification === true,
        ShowSpeakerLabels: settings.ShowSpeakerLabels === true,
        ...(settings.MaxSpeakerLabels ? { MaxSpeakerLabels: settings.MaxSpeakerLabels } : {}),
        ...(settings.VocabularyName ? { VocabularyName: settings.VocabularyName } : {}),
      },
      ...(job.request.IdentifyLanguage === true ? { IdentifyLanguage: true } : {}),
    };
  }

  /** Where the transcripts were written: only the redacted one when RedactionOutput is `redacted`. */
  private transcriptLocations(job: Job): Record<string, string> {
    const uri = (key: string) => `${this.options.s3Endpoint}/${job.output.bucket}/${key}`;
    const unredacted = job.contentRedaction?.RedactionOutput !== 'redacted';
    return {
      ...(unredacted ? { TranscriptFileUri: uri(job.output.key) } : {}),
      ...(job.redactedOutputKey ? { RedactedTranscriptFileUri: uri(job.redactedOutputKey) } : {}),
    };
  }

  private async exists(command: HeadBucketCommand | HeadObjectCommand): Promise<boolean> {
    try {
      await this.options.s3.send(command as HeadObjectCommand);
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchBucket') return false;
      throw error;
    }
  }

  private schedule(): void {
    while (this.running < this.maxConcurrentJobs && this.queue.length > 0 && !this.stopping.signal.aborted) {
      const job = this.queue.shift()!;
      this.running += 1;
      this.peak = Math.max(this.peak, this.running);
      const work = this.process(job).finally(() => {
        this.running -= 1;
        this.inFlight.delete(work);
        this.schedule();
      });
      this.inFlight.add(work);
    }
  }

  private async process(job: Job): Promise<void> {
    job.status = 'IN_PROGRESS';
    job.startTime = Date.now();
    const dir = await processTempDir('transcription');
    try {
      const documents = await this.transcribe(job, dir);
      for (const { key, document } of documents) {
        await this.options.s3.send(
          new PutObjectCommand({ Bucket: job.output.bucket, Key: key, Body: JSON.stringify(document), ContentType: 'application/json' }),
        );
      }
      // Status and completion time change together: a GetTranscriptionJob between them would show a finished
      // job without CompletionTime, which Transcribe never answers.
      job.completionTime = Date.now();
      job.status = 'COMPLETED';
    } catch (error) {
      if (this.stopping.signal.aborted) return;
      job.completionTime = Date.now();
      job.status = 'FAILED';
      job.failureReason =
        error instanceof JobFailedError ? error.message : `Internal failure of the sandbox's local Transcribe: ${(error as Error).message}`;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (!this.options.loseStateChangeEvents) {
      this.options.putEvents([
        {
          Source: 'aws.transcribe',
          DetailType: 'Transcribe Job State Change',
          EventBusName: 'default',
          Resources: [],
          Detail: JSON.stringify({ TranscriptionJobName: job.name, TranscriptionJobStatus: job.status }),
        },
      ]);
    }
  }

  private async transcribe(job: Job, dir: string) {
    const object = await this.options.s3.send(new GetObjectCommand({ Bucket: job.media.bucket, Key: job.media.key }));
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    const detected = detectMediaFormat(bytes.subarray(0, MEDIA_HEAD_BYTES));
    if (!detected) throw new JobFailedError('Failed to parse audio file.');
    if (job.mediaFormat && job.mediaFormat !== detected) {
      throw new JobFailedError(
        'The media format provided does not match the detected media format. Check the media format and try your request again.',
      );
    }
    job.mediaFormat = detected;
    if (!LOCALLY_DECODABLE.has(detected)) {
      throw new JobFailedError(
        `The sandbox's local engine decodes only ${[...LOCALLY_DECODABLE].join(', ')} media, not ${detected} (Amazon Transcribe would take it).`,
      );
    }
    const source = join(dir, `media.${detected}`);
    await writeFile(source, bytes);
    const { channels, sampleRate } = await probeMedia(source).catch((cause: unknown) => {
      throw new JobFailedError('Failed to parse audio file.', { cause });
    });
    job.sampleRate = sampleRate;
    const languageCode = this.language(job);
    job.languageCode = languageCode;
    const settings = job.request.Settings ?? {};
    const byChannel = settings.ChannelIdentification === true;
    if (byChannel && channels > 2)
      throw new JobFailedError("Amazon Transcribe doesn't support channel identification for audio with more than two channels.");
    const channelFiles = byChannel ? Array.from({ length: channels }, (_, c) => c) : [undefined];
    const keyphrases = job.vocabularyEntries ? await prepareKeyphrases(job.vocabularyEntries, dir) : undefined;
    const perChannel: Utterance[][] = [];
    // One recognition at a time per job: the job's concurrency slot is one engine process.
    for (const channel of channelFiles) {
      const wav = join(dir, `channel-${channel ?? 'mix'}.wav`);
      await recognizerWav(source, detected, wav, channel, this.stopping.signal).catch((cause: unknown) => {
        throw new JobFailedError('Failed to parse audio file.', { cause });
      });
      try {
        const engine = { signal: this.stopping.signal, cacheDir: this.recognitionCacheDir };
        const heard = await recognize(wav, engine);
        perChannel.push(keyphrases ? mergeKeywordHits(heard, await spotKeywords(wav, keyphrases, engine), keyphrases.display) : heard);
      } catch (cause) {
        throw new JobFailedError(
          cause instanceof RecognizerUnavailableError
            ? `The sandbox's local engine is not available: ${cause.message}`
            : "The sandbox's local engine could not transcribe the media.",
          { cause },
        );
      }
    }
    const document = (channels: Parameters<typeof transcribeOutput>[0]['channels'], redacted: boolean) =>
      transcribeOutput({
        jobName: job.name,
        accountId: SANDBOX_ACCOUNT,
        languageCode,
        channels,
        mode: byChannel ? 'channels' : settings.ShowSpeakerLabels === true ? 'speakers' : 'plain',
        redacted,
      });
    const redaction = job.contentRedaction;
    return [
      ...(redaction?.RedactionOutput !== 'redacted' ? [{ key: job.output.key, document: document(perChannel, false) }] : []),
      ...(redaction && job.redactedOutputKey
        ? [
            {
              key: job.redactedOutputKey,
              document: document(
                perChannel.map((u) => redactUtterances(u, redaction.PiiEntityTypes)),
                true,
              ),
            },
          ]
        : []),
    ];
  }

  /**
   * The job's language. The local engine has only an en-US model: a job asking for another supported locale
   * FAILS saying so, and language identification can only ever identify en-US (among LanguageOptions, when given).
   */
  private language(job: Job): string {
    const only = POCKETSPHINX_MODEL.locale;
    if (job.languageCode) {
      if (job.languageCode !== only)
        throw new JobFailedError(`The sandbox's local engine has only an ${only} model; it cannot transcribe ${job.languageCode}.`);
      return only;
    }
    const options = job.request.LanguageOptions;
    if (Array.isArray(options) && !options.includes(only)) {
      throw new JobFailedError(
        `The sandbox's local engine has only an ${only} model, which is not among LanguageOptions (${options.join(', ')}).`,
      );
    }
    return only;
  }

  /** Resolves when no job is queued or recognizing. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Stops every recognition (their jobs stay IN_PROGRESS, as a lost service would leave them). */
  /** Ends the engine processes now (SIGTERM), without waiting for them. */
  abort(): void {
    this.stopping.abort();
    this.queue.length = 0;
  }

  async close(): Promise<void> {
    this.abort();
    await this.idle();
  }
}

class JobFailedError extends Error {
  override readonly name = 'JobFailedError';
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Serves the local Transcribe on a loopback port: the value of AWS_ENDPOINT_URL_TRANSCRIBE. */
export const startLocalTranscribe = async (
  options: LocalTranscribeOptions,
): Promise<{ endpoint: string; transcribe: LocalTranscribe; close(): Promise<void> }> => {
  const transcribe = new LocalTranscribe(options);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': crypto.randomUUID() });
        response.end(JSON.stringify(body));
      };
      try {
        const target = String(request.headers['x-amz-target'] ?? '');
        const body = await readBody(request);
        const authentication = await options.authenticate(
          { method: request.method ?? 'POST', url: request.url ?? '/', headers: request.headers },
          body,
          {
            services: ['transcribe'],
          },
        );
        if ('rejected' in authentication) {
          const error = signatureErrorOf(authentication.rejected, authentication.detail);
          return reply(400, { __type: error.type, Message: error.message });
        }
        const { caller } = authentication;
        const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        if (target === 'Transcribe.StartTranscriptionJob') reply(200, await transcribe.startTranscriptionJob(input, caller));
        else if (target === 'Transcribe.GetTranscriptionJob') reply(200, transcribe.getTranscriptionJob(input, caller));
        else if (target === 'Transcribe.CreateVocabulary') reply(200, await transcribe.createVocabulary(input, caller));
        else if (target === 'Transcribe.GetVocabulary') reply(200, transcribe.getVocabulary(input, caller));
        else if (target === 'Transcribe.ListVocabularies') reply(200, transcribe.listVocabularies(input, caller));
        else if (target === 'Transcribe.DeleteVocabulary') reply(200, transcribe.deleteVocabulary(input, caller));
        else
          reply(400, {
            __type: 'UnknownOperationException',
            Message: `${target || 'This operation'} is not available in the sandbox's local Transcribe.`,
          });
      } catch (error) {
        if (error instanceof TranscribeApiError) reply(400, { __type: error.name, Message: error.message });
        else if (error instanceof AccessDeniedError) reply(400, { __type: 'AccessDeniedException', Message: error.message });
        else if (error instanceof SyntaxError) reply(400, { __type: 'SerializationException', Message: 'The request body is not JSON.' });
        else reply(500, { __type: 'InternalFailureException', Message: (error as Error).message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    transcribe,
    close: async () => {
      await transcribe.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
};
