import {
  BadRequestException,
  ConflictException,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  type LanguageCode,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { TRANSCRIBE_JOB_NAME_PREFIX } from '../../../lib/definitions/transcripts';
import { StageError } from '../../transcripts/errors';
import { objectKeys } from '../../transcripts/keys';
import type { Segment, Transcript, Word } from '../../transcripts/model';
import { TRANSCRIBE_LOCALE_BY_LANGUAGE, TRANSCRIBE_REDACTION_LOCALES } from '../../transcripts/languages';
import { REDACTED_TEXT } from '../../transcripts/redaction';
import type { SpeechEngine, TranscriptObjectStore } from '../../transcripts/ports';

/**
 * The engine: Amazon Transcribe (in the sandbox, its local emulation), reading the original media from S3 and
 * writing its JSON to the results bucket. Two channels → ChannelIdentification (channel = participant); one → ShowSpeakerLabels
 * (they cannot be combined). Transcribe takes no per-request key terms: the job's key terms come as a custom
 * vocabulary made before the job starts (transcribe-vocabulary.ts); without one, an optional pre-made vocabulary
 * is passed. Key-term post-correction runs on the result either way.
 */

/** Named with the prefix the Transcribe Job State Change rule matches, so it sees only this service's jobs. */
export const transcribeJobName = (jobId: string): string => `${TRANSCRIBE_JOB_NAME_PREFIX}${jobId}`;
export const jobIdFromTranscribeJobName = (name: string): string | undefined =>
  name.startsWith(TRANSCRIBE_JOB_NAME_PREFIX) ? name.slice(TRANSCRIBE_JOB_NAME_PREFIX.length) : undefined;

/** Diarization needs an upper bound; a contact-center call rarely has more voices (agent, customer, supervisor, IVR). */
const MAX_SPEAKERS = 4;

export const amazonTranscribeEngine = (deps: {
  readonly client: TranscribeClient;
  readonly audioBucket: string;
  readonly resultsBucket: string;
  /** A pre-made vocabulary for jobs that bring none of their own (TRANSCRIBE_VOCABULARY_NAME). */
  readonly vocabularyName?: string;
}): SpeechEngine => ({
  start: async ({ jobId, audio, language, vocabularyName: own, redactPii }) => {
    const locale = language ? (TRANSCRIBE_LOCALE_BY_LANGUAGE as Readonly<Record<string, LanguageCode>>)[language] : undefined;
    if (language && !locale) {
      throw new StageError('TRANSCRIPTION_FAILED', `Amazon Transcribe does not support the language "${language}".`);
    }
    const vocabularyName = locale ? (own ?? deps.vocabularyName) : undefined;
    const start = (withVocabulary: string | undefined) =>
      deps.client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: transcribeJobName(jobId),
          Media: { MediaFileUri: `s3://${deps.audioBucket}/${audio.key}` },
          MediaFormat: audio.format,
          ...(locale ? { LanguageCode: locale } : { IdentifyLanguage: true }),
          OutputBucketName: deps.resultsBucket,
          OutputKey: objectKeys.providerOutput(jobId),
          // Only the redacted transcript is written, so the results bucket never holds what was redacted.
          ...(redactPii && locale && TRANSCRIBE_REDACTION_LOCALES.includes(locale)
            ? { ContentRedaction: { RedactionType: 'PII', RedactionOutput: 'redacted' } }
            : {}),
          Settings: {
            // Transcribe identifies at most two channels; any other count is diarized.
            ...(audio.channels === 2 ? { ChannelIdentification: true } : { ShowSpeakerLabels: true, MaxSpeakerLabels: MAX_SPEAKERS }),
            ...(withVocabulary ? { VocabularyName: withVocabulary } : {}),
          },
        }),
      );
    try {
      try {
        await start(vocabularyName);
      } catch (error) {
        // The job's own vocabulary was deleted (or is no longer READY) since it was prepared: start without it.
        if (!(own && error instanceof BadRequestException && /vocabulary/i.test(error.message))) throw error;
        await start(undefined);
        return { vocabularyRefused: `Amazon Transcribe refused the vocabulary when the job started: ${error.message}` };
      }
    } catch (error) {
      // A retried start after a lost response: the job is already running, and its completion will arrive.
      if (!(error instanceof ConflictException)) throw error;
    }
    return {};
  },
});

interface TranscribeItem {
  /** Present in current output; audio_segments refer to items by it. */
  readonly id?: number;
  readonly type: 'pronunciation' | 'punctuation';
  readonly start_time?: string;
  readonly end_time?: string;
  readonly alternatives: readonly {
    readonly content: string;
    readonly confidence?: string;
    /** On a `[PII]` item of a redacted transcript: what it replaced. */
    readonly redactions?: readonly { readonly type?: string }[];
  }[];
  readonly speaker_label?: string;
  readonly channel_label?: string;
}

export interface TranscribeOutput {
  readonly results: {
    readonly items?: readonly TranscribeItem[];
    readonly channel_labels?: {
      readonly channels: readonly { readonly channel_label: string; readonly items: readonly TranscribeItem[] }[];
    };
    readonly language_code?: string;
    /** Transcribe's own segmentation of the speech into stretches, by item id. */
    readonly audio_segments?: readonly { readonly id: number; readonly items: readonly number[] }[];
  };
}

/** A pause this long inside one speaker's speech starts a new turn. */
const TURN_GAP_MS = 1500;

const ms = (seconds: string | undefined): number => Math.round(Number(seconds ?? 0) * 1000);

/** Transcribe's per-word confidence (a decimal string); key-term correction treats a word without one conservatively. */
const confidenceOf = (item: TranscribeItem): { confidence?: number } => {
  const confidence = Number(item.alternatives[0]?.confidence);
  return item.alternatives[0]?.confidence !== undefined && Number.isFinite(confidence) ? { confidence } : {};
};

/**
 * Transcribe's JSON in the engine-independent shape: words with timings and confidence (punctuation glued to
 * the word before it), grouped into turns by channel or speaker label, and within one speaker by Transcribe's
 * audio segments (or, in output without them, by pauses).
 */
export const normalizeTranscribeOutput = (output: TranscribeOutput, languageCode?: string): Transcript => {
  const channels = output.results.channel_labels?.channels;
  const labelled: { speaker: string; channel?: number; item: TranscribeItem }[] = channels
    ? channels.flatMap((c) =>
        c.items.map((item) => ({
          speaker: c.channel_label.replace('ch_', 'channel_'),
          channel: Number(c.channel_label.replace('ch_', '')),
          item,
        })),
      )
    : (output.results.items ?? []).map((item) => ({ speaker: item.speaker_label ?? 'speaker_0', item }));
  const segmentOfItem = new Map(
    (output.results.audio_segments ?? []).flatMap((segment) => segment.items.map((item) => [item, segment.id] as const)),
  );
  // Punctuation items carry no time: keep each right after the word it follows, per speaker.
  const words: { speaker: string; channel?: number; audioSegment?: number; word: Word }[] = [];
  for (const { speaker, channel, item } of labelled) {
    const content = item.alternatives[0]?.content ?? '';
    if (item.type === 'punctuation') {
      const last = [...words].reverse().find((w) => w.speaker === speaker);
      if (last) last.word = { ...last.word, text: last.word.text + content };
      continue;
    }
    const audioSegment = channels || item.id === undefined ? undefined : segmentOfItem.get(item.id);
    // Transcribe's entity type of the redaction (PiiEntityTypes; "PII" should an item not say).
    const redaction = content === REDACTED_TEXT ? (item.alternatives[0]?.redactions?.[0]?.type ?? 'PII') : undefined;
    words.push({
      speaker,
      ...(channel !== undefined ? { channel } : {}),
      ...(audioSegment !== undefined ? { audioSegment } : {}),
      word: {
        text: content,
        startMs: ms(item.start_time),
        endMs: ms(item.end_time),
        ...confidenceOf(item),
        ...(redaction ? { redaction } : {}),
      },
    });
  }
  words.sort((a, b) => a.word.startMs - b.word.startMs);
  const segments: Segment[] = [];
  let current: { speaker: string; channel?: number; words: Word[] } | undefined;
  let currentAudioSegment: number | undefined;
  for (const w of words) {
    const gap = current ? w.word.startMs - current.words[current.words.length - 1]!.endMs : 0;
    // Without channels, one speaker label may hold several voices (diarization misses): Transcribe's audio
    // segments then mark where one stretch of speech ends.
    const newAudioSegment = w.audioSegment !== undefined && currentAudioSegment !== undefined && w.audioSegment !== currentAudioSegment;
    if (!current || current.speaker !== w.speaker || gap > TURN_GAP_MS || newAudioSegment) {
      current = { speaker: w.speaker, ...(w.channel !== undefined ? { channel: w.channel } : {}), words: [] };
      segments.push(current);
    }
    current.words.push(w.word);
    currentAudioSegment = w.audioSegment;
  }
  const locale = output.results.language_code ?? languageCode;
  return {
    engine: { name: 'amazon-transcribe', model: 'default' },
    language: locale ? locale.split('-')[0]!.toLowerCase() : null,
    // Transcribe reports no duration; the last word's end is a lower bound (the fetch stage measured the audio).
    durationMs: Math.max(0, ...words.map((w) => w.word.endMs)),
    layout: channels ? 'per-channel' : 'mixed',
    segments,
    corrections: [],
  };
};

/** The object key in a Transcribe output URI: `s3://bucket/key` or a path-style `https://host/bucket/key`. */
const objectKeyOf = (uri: string): string => {
  const url = new URL(uri);
  const path = url.protocol === 's3:' ? url.pathname.slice(1) : url.pathname.split('/').slice(2).join('/');
  return decodeURIComponent(path);
};

export type TranscribeJobProgress =
  | { readonly status: 'QUEUED' | 'IN_PROGRESS'; readonly createdAt?: Date }
  | { readonly status: 'COMPLETED'; readonly transcript: Transcript };

/**
 * Where the provider job is: still running, or finished as a Transcript. A FAILED provider job becomes
 * TRANSCRIPTION_FAILED; a missing one ENGINE_UNAVAILABLE.
 */
export const readTranscribeJob = async (
  deps: { readonly client: TranscribeClient; readonly objects: TranscriptObjectStore },
  jobId: string,
): Promise<TranscribeJobProgress> => {
  const { TranscriptionJob: job } = await deps.client.send(
    new GetTranscriptionJobCommand({ TranscriptionJobName: transcribeJobName(jobId) }),
  );
  switch (job?.TranscriptionJobStatus) {
    case 'FAILED':
      throw new StageError('TRANSCRIPTION_FAILED', `Amazon Transcribe failed: ${job.FailureReason ?? 'no reason given'}`);
    case 'COMPLETED': {
      // A redacted job's transcript is where Transcribe says (RedactedTranscriptFileUri), next to the unredacted one's key.
      const redactedUri = job.ContentRedaction ? job.Transcript?.RedactedTranscriptFileUri : undefined;
      const output = await deps.objects.getJson<TranscribeOutput>(
        redactedUri ? objectKeyOf(redactedUri) : objectKeys.providerOutput(jobId),
      );
      return { status: 'COMPLETED', transcript: normalizeTranscribeOutput(output, job.LanguageCode) };
    }
    case 'QUEUED':
    case 'IN_PROGRESS':
      return { status: job.TranscriptionJobStatus, ...(job.CreationTime ? { createdAt: job.CreationTime } : {}) };
    default:
      throw new StageError(
        'ENGINE_UNAVAILABLE',
        `Amazon Transcribe has no finished job ${transcribeJobName(jobId)} (${job?.TranscriptionJobStatus ?? 'missing'}).`,
      );
  }
};
