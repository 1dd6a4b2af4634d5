import {
  ConflictException,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
  type LanguageCode,
} from '@aws-sdk/client-transcribe';
import { StageError } from '../../transcripts/errors';
import { objectKeys } from '../../transcripts/keys';
import type { Segment, Transcript, Word } from '../../transcripts/model';
import type { SpeechEngine, TranscriptObjectStore } from '../../transcripts/ports';

/**
 * The production engine: Amazon Transcribe, reading the converted audio from S3 and writing its JSON to the
 * results bucket. Two channels → ChannelIdentification (channel = participant); one → ShowSpeakerLabels
 * (they cannot be combined). Transcribe takes no per-request key terms (custom vocabularies are made ahead of
 * time), so an optional pre-made vocabulary is passed and key-term post-correction does the rest.
 */

/** The prefix must match TRANSCRIBE_JOB_NAME_PREFIX of lib/definitions/transcripts.ts (the rule's pattern); a test checks it. */
export const transcribeJobName = (jobId: string): string => `transcript-${jobId}`;
export const jobIdFromTranscribeJobName = (name: string): string | undefined =>
  name.startsWith('transcript-') ? name.slice('transcript-'.length) : undefined;

/** Transcribe wants a locale; the contract takes ISO 639-1. The most common locale per language. */
const LOCALE_BY_LANGUAGE: Readonly<Record<string, LanguageCode>> = {
  af: 'af-ZA', ar: 'ar-SA', ca: 'ca-ES', cs: 'cs-CZ', da: 'da-DK', de: 'de-DE', el: 'el-GR', en: 'en-US', es: 'es-US',
  eu: 'eu-ES', fa: 'fa-IR', fi: 'fi-FI', fr: 'fr-FR', gl: 'gl-ES', he: 'he-IL', hi: 'hi-IN', hr: 'hr-HR', hu: 'hu-HU',
  id: 'id-ID', it: 'it-IT', ja: 'ja-JP', ko: 'ko-KR', lv: 'lv-LV', ms: 'ms-MY', nl: 'nl-NL', no: 'no-NO', pl: 'pl-PL',
  pt: 'pt-BR', ro: 'ro-RO', ru: 'ru-RU', sk: 'sk-SK', sr: 'sr-RS', sv: 'sv-SE', ta: 'ta-IN', te: 'te-IN', th: 'th-TH',
  tl: 'tl-PH', tr: 'tr-TR', uk: 'uk-UA', vi: 'vi-VN', zh: 'zh-CN', zu: 'zu-ZA',
} as Record<string, LanguageCode>;

/** Diarization needs an upper bound; a contact-center call rarely has more voices (agent, customer, supervisor, IVR). */
const MAX_SPEAKERS = 4;

export const amazonTranscribeEngine = (deps: {
  readonly client: TranscribeClient;
  readonly audioBucket: string;
  readonly resultsBucket: string;
  readonly vocabularyName?: string;
}): SpeechEngine => ({
  transcribe: async ({ jobId, audio, language }) => {
    const locale = language ? LOCALE_BY_LANGUAGE[language] : undefined;
    if (language && !locale) {
      throw new StageError('TRANSCRIPTION_FAILED', `Amazon Transcribe does not support the language "${language}".`);
    }
    try {
      await deps.client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: transcribeJobName(jobId),
          Media: { MediaFileUri: `s3://${deps.audioBucket}/${audio.key}` },
          MediaFormat: 'wav',
          ...(locale ? { LanguageCode: locale } : { IdentifyLanguage: true }),
          OutputBucketName: deps.resultsBucket,
          OutputKey: objectKeys.providerOutput(jobId),
          Settings: {
            ...(audio.channels === 2 ? { ChannelIdentification: true } : { ShowSpeakerLabels: true, MaxSpeakerLabels: MAX_SPEAKERS }),
            ...(deps.vocabularyName && locale ? { VocabularyName: deps.vocabularyName } : {}),
          },
        }),
      );
    } catch (error) {
      // A retried start after a lost response: the job is already running, and its completion will arrive.
      if (!(error instanceof ConflictException)) throw error;
    }
    return { status: 'started' };
  },
});

interface TranscribeItem {
  readonly type: 'pronunciation' | 'punctuation';
  readonly start_time?: string;
  readonly end_time?: string;
  readonly alternatives: readonly { readonly content: string; readonly confidence?: string }[];
  readonly speaker_label?: string;
  readonly channel_label?: string;
}

export interface TranscribeOutput {
  readonly results: {
    readonly items?: readonly TranscribeItem[];
    readonly channel_labels?: { readonly channels: readonly { readonly channel_label: string; readonly items: readonly TranscribeItem[] }[] };
    readonly language_code?: string;
  };
}

/** A pause this long inside one speaker's speech starts a new turn. */
const TURN_GAP_MS = 1500;

const ms = (seconds: string | undefined): number => Math.round(Number(seconds ?? 0) * 1000);

/**
 * Transcribe's JSON in the engine-independent shape: words with timings and confidence (punctuation glued to
 * the word before it), grouped into turns by channel or speaker label and by pauses.
 */
export const normalizeTranscribeOutput = (output: TranscribeOutput, languageCode?: string): Transcript => {
  const channels = output.results.channel_labels?.channels;
  const labelled: { speaker: string; channel?: number; item: TranscribeItem }[] = channels
    ? channels.flatMap((c) => c.items.map((item) => ({ speaker: c.channel_label.replace('ch_', 'channel_'), channel: Number(c.channel_label.replace('ch_', '')), item })))
    : (output.results.items ?? []).map((item) => ({ speaker: item.speaker_label ?? 'speaker_0', item }));
  // Punctuation items carry no time: keep each right after the word it follows, per speaker.
  const words: { speaker: string; channel?: number; word: Word }[] = [];
  for (const { speaker, channel, item } of labelled) {
    const content = item.alternatives[0]?.content ?? '';
    if (item.type === 'punctuation') {
      const last = [...words].reverse().find((w) => w.speaker === speaker);
      if (last) last.word = { ...last.word, text: last.word.text + content };
      continue;
    }
    words.push({
      speaker,
      ...(channel !== undefined ? { channel } : {}),
      word: { text: content, startMs: ms(item.start_time), endMs: ms(item.end_time), confidence: Number(item.alternatives[0]?.confidence ?? 0) },
    });
  }
  words.sort((a, b) => a.word.startMs - b.word.startMs);
  const segments: Segment[] = [];
  let current: { speaker: string; channel?: number; words: Word[] } | undefined;
  for (const w of words) {
    const gap = current ? w.word.startMs - current.words[current.words.length - 1]!.endMs : 0;
    if (!current || current.speaker !== w.speaker || gap > TURN_GAP_MS) {
      current = { speaker: w.speaker, ...(w.channel !== undefined ? { channel: w.channel } : {}), words: [] };
      segments.push(current);
    }
    current.words.push(w.word);
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

/** The finished provider job as a Transcript; a failed provider job becomes TRANSCRIPTION_FAILED. */
export const collectTranscribeResult = async (
  deps: { readonly client: TranscribeClient; readonly objects: TranscriptObjectStore },
  jobId: string,
): Promise<Transcript> => {
  const { TranscriptionJob: job } = await deps.client.send(new GetTranscriptionJobCommand({ TranscriptionJobName: transcribeJobName(jobId) }));
  if (job?.TranscriptionJobStatus === 'FAILED') {
    throw new StageError('TRANSCRIPTION_FAILED', `Amazon Transcribe failed: ${job.FailureReason ?? 'no reason given'}`);
  }
  if (job?.TranscriptionJobStatus !== 'COMPLETED') {
    throw new StageError('ENGINE_UNAVAILABLE', `Amazon Transcribe job is ${job?.TranscriptionJobStatus ?? 'missing'}, not finished.`);
  }
  const output = await deps.objects.getJson<TranscribeOutput>(objectKeys.providerOutput(jobId));
  return normalizeTranscribeOutput(output, job.LanguageCode);
};

export const createTranscribeClient = (): TranscribeClient => new TranscribeClient({});
