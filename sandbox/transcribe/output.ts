import type { Utterance } from './pocketsphinx';
import type { RedactedWord } from './redaction';

/**
 * Amazon Transcribe's batch output document (https://docs.aws.amazon.com/transcribe/latest/dg/how-input.html#how-it-works-output),
 * built from the recognizer's utterances: `results.transcripts`, `results.items` (pronunciation items with
 * times as decimal-second strings and one alternative each), `channel_labels` with channel identification,
 * `speaker_labels` with speaker diarization, and `audio_segments`. PocketSphinx neither punctuates nor tells
 * voices apart: there are no punctuation items, and diarization labels every word `spk_0`.
 */

export interface TranscribeItem {
  id: number;
  type: 'pronunciation' | 'punctuation';
  start_time?: string;
  end_time?: string;
  alternatives: { confidence?: string; content: string; redactions?: { confidence: string; type: string; category: 'PII' }[] }[];
  channel_label?: string;
  speaker_label?: string;
}

export interface TranscribeAudioSegment {
  id: number;
  transcript: string;
  start_time: string;
  end_time: string;
  items: number[];
  channel_label?: string;
  speaker_label?: string;
}

export interface TranscribeOutputDocument {
  jobName: string;
  accountId: string;
  /** Present on the transcripts of a job with ContentRedaction. */
  isRedacted?: boolean;
  status: 'COMPLETED';
  results: {
    transcripts: { transcript: string }[];
    items: TranscribeItem[];
    audio_segments: TranscribeAudioSegment[];
    language_code: string;
    channel_labels?: { channels: { channel_label: string; items: TranscribeItem[] }[]; number_of_channels: number };
    speaker_labels?: {
      speakers: number;
      segments: {
        start_time: string;
        end_time: string;
        speaker_label: string;
        items: { start_time: string; end_time: string; speaker_label: string }[];
      }[];
    };
  };
}

/** Transcribe writes times as decimal seconds in strings ("4.86"). */
const time = (ms: number): string => String(Number((ms / 1000).toFixed(3)));
/** Confidence as Transcribe writes it: a decimal string between 0 and 1. */
const confidence = (value: number): string => String(Number(value.toFixed(4)));

export const transcribeOutput = (input: {
  readonly jobName: string;
  readonly accountId: string;
  readonly languageCode: string;
  /** Utterances per transcribed channel: one entry without channel identification (all channels mixed). */
  readonly channels: readonly (readonly (Utterance | { readonly words: readonly RedactedWord[] })[])[];
  readonly mode: 'channels' | 'speakers' | 'plain';
  /** The document of a job with ContentRedaction: `isRedacted`, and `[PII]` items that carry their redaction. */
  readonly redacted?: boolean;
}): TranscribeOutputDocument => {
  let nextId = 0;
  const labelOf = (channel: number) =>
    input.mode === 'channels' ? { channel_label: `ch_${channel}` } : input.mode === 'speakers' ? { speaker_label: 'spk_0' } : {};
  const placed = input.channels.flatMap((utterances, channel) =>
    utterances.map((utterance) => ({
      channel,
      items: utterance.words.map((word: RedactedWord): TranscribeItem => ({
        id: nextId++,
        type: 'pronunciation',
        start_time: time(word.startMs),
        end_time: time(word.endMs),
        // A [PII] item's confidence is the redaction's (that it is PII), as Transcribe writes it.
        alternatives: [
          word.redactionType
            ? { content: word.text, redactions: [{ confidence: confidence(word.confidence), type: word.redactionType, category: 'PII' }] }
            : { confidence: confidence(word.confidence), content: word.text },
        ],
        ...labelOf(channel),
      })),
    })),
  );
  placed.sort((a, b) => Number(a.items[0]!.start_time) - Number(b.items[0]!.start_time));
  const items = placed.flatMap((p) => p.items).sort((a, b) => Number(a.start_time) - Number(b.start_time));
  const text = (list: readonly TranscribeItem[]) => list.map((i) => i.alternatives[0]!.content).join(' ');
  const audioSegments = placed.map((p, id): TranscribeAudioSegment => ({
    id,
    transcript: text(p.items),
    start_time: p.items[0]!.start_time!,
    end_time: p.items.at(-1)!.end_time!,
    items: p.items.map((i) => i.id),
    ...labelOf(p.channel),
  }));
  return {
    jobName: input.jobName,
    accountId: input.accountId,
    ...(input.redacted ? { isRedacted: true } : {}),
    status: 'COMPLETED',
    results: {
      transcripts: [{ transcript: text(items) }],
      items,
      audio_segments: audioSegments,
      language_code: input.languageCode,
      ...(input.mode === 'channels'
        ? {
            channel_labels: {
              channels: input.channels.map((_, channel) => ({
                channel_label: `ch_${channel}`,
                items: items.filter((i) => i.channel_label === `ch_${channel}`),
              })),
              number_of_channels: input.channels.length,
            },
          }
        : {}),
      ...(input.mode === 'speakers'
        ? {
            speaker_labels: {
              speakers: items.length > 0 ? 1 : 0,
              segments: audioSegments.map((segment) => ({
                start_time: segment.start_time,
                end_time: segment.end_time,
                speaker_label: 'spk_0',
                items: segment.items.map((id) => {
                  const item = items.find((i) => i.id === id)!;
                  return { start_time: item.start_time!, end_time: item.end_time!, speaker_label: 'spk_0' };
                }),
              })),
            },
          }
        : {}),
    },
  };
};
