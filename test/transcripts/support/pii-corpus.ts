import { readFileSync } from 'node:fs';
import type { Segment, Word } from '../../../src/transcripts/model';
import type { PiiSpan } from '../../../src/transcripts/redaction';
import { tokens } from '../../../src/transcripts/words';
import { alignWords } from './keyterm-corpus';

/**
 * The labelled personal-data corpus (test/fixtures/pii/corpus.json, made by scripts/make-pii-corpus.ts from the
 * authored calls of bench/data/pii-calls.json): what the sandbox's Transcribe (PocketSphinx) heard, each heard
 * word labelled with the personal-data item it belongs to, or as an ordinary number that was heard right and must
 * survive redaction.
 */

export type Side = 'agent' | 'customer';

/** The sets of authored calls (scripts/make-pii-calls.ts). */
type Split =
  | 'dev'
  | 'heldout'
  | 'fresh'
  | 'third'
  | 'fourth'
  | 'fifth'
  | 'sixth'
  | 'seventh'
  | 'eighth'
  | 'ninth'
  | 'tenth'
  | 'eleventh'
  | 'twelfth'
  | 'thirteenth'
  | 'fourteenth'
  | 'fifteenth'
  | 'sixteenth'
  | 'seventeenth'
  | 'eighteenth'
  | 'nineteenth'
  | 'twentieth'
  | 'twentyfirst'
  | 'twentysecond'
  | 'twentythird'
  | 'twentyfourth'
  | 'twentyfifth'
  | 'twentysixth'
  | 'twentyseventh'
  | 'twentyeighth'
  | 'twentyninth'
  | 'thirtieth'
  | 'thirtyfirst'
  | 'thirtysecond'
  | 'thirtythird'
  | 'thirtyfourth'
  | 'thirtyfifth'
  | 'thirtysixth'
  | 'thirtyseventh'
  | 'thirtyeighth'
  | 'thirtyninth'
  | 'fortieth'
  | 'fortyfirst'
  | 'fortysecond'
  | 'fortythird'
  | 'fortyfourth'
  | 'fortyfifth'
  | 'fortysixth'
  | 'fortyseventh'
  | 'fortyeighth'
  | 'fortyninth'
  | 'fiftieth'
  | 'fiftyfirst'
  | 'fiftysecond'
  | 'fiftythird'
  | 'fiftyfourth'
  | 'fiftyfifth'
  | 'fiftysixth'
  | 'fiftyseventh'
  | 'fiftyeighth'
  | 'fiftyninth';

export interface PiiCall {
  readonly id: string;
  readonly split: Split;
  readonly voices: Readonly<Record<Side, string>>;
  /** `[TYPE:words]` marks personal data, `{words}` an ordinary number. */
  readonly turns: readonly (readonly [Side, string])[];
}

export interface SaidToken {
  readonly token: string;
  readonly type?: string;
  /** The personal-data item (numbered within the call) the token belongs to. */
  readonly item?: number;
  readonly keep?: true;
}

export type PiiCorpusWord = Word & {
  /** The type of the personal-data item this heard word belongs to. */
  readonly label?: string;
  readonly item?: number;
  /** An ordinary number, heard right: redacting it is a mistake. */
  readonly keep?: true;
};

export interface PiiCorpusEntry {
  readonly call: string;
  readonly split: Split;
  readonly sampleRateHz: number;
  readonly items: readonly { readonly item: number; readonly type: string; readonly speaker: Side; readonly said: string }[];
  readonly segments: readonly { readonly speaker: Side; readonly channel: number; readonly words: readonly PiiCorpusWord[] }[];
}

const MARKUP = /\[([A-Z_]+):([^\]]+)\]|\{([^}]+)\}|([^[{]+)/g;

/** A turn's text as said (markup removed). */
export const spokenText = (text: string): string => text.replace(/\[[A-Z_]+:([^\]]+)\]/g, '$1').replace(/[{}]/g, '');

/** The tokens of a marked-up turn; `nextItem` numbers the call's items in order. */
export const saidTokens = (text: string, nextItem: () => number): SaidToken[] =>
  [...text.matchAll(MARKUP)].flatMap((match) => {
    if (match[1]) {
      const item = nextItem();
      return tokens(match[2]!).map((token) => ({ token, type: match[1]!, item }));
    }
    if (match[3]) return tokens(match[3]).map((token) => ({ token, keep: true as const }));
    return tokens(match[4]!).map((token) => ({ token }));
  });

/**
 * Labels heard words by aligning them to the tokens said on their side: a heard word takes the label of the word
 * it is paired with (heard right or misheard); one the engine inserted takes an item's label when the words
 * either side of it belong to that item. `keep` only for an ordinary number heard as said.
 */
export const labelHeard = (heard: readonly string[], said: readonly SaidToken[]): Pick<PiiCorpusWord, 'label' | 'item' | 'keep'>[] => {
  const paired = alignWords(
    heard,
    said.map((t) => t.token),
  );
  const itemOf = (i: number) => {
    const j = paired[i];
    return j === undefined ? undefined : said[j]!.item;
  };
  return heard.map((text, i) => {
    const j = paired[i];
    if (j !== undefined) {
      const token = said[j]!;
      if (token.item !== undefined) return { label: token.type!, item: token.item };
      return token.keep && token.token === text ? { keep: true as const } : {};
    }
    let before = i - 1;
    while (before >= 0 && paired[before] === undefined) before -= 1;
    let after = i + 1;
    while (after < heard.length && paired[after] === undefined) after += 1;
    const item = before >= 0 ? itemOf(before) : undefined;
    if (item !== undefined && after < heard.length && itemOf(after) === item) return { label: said[paired[before]!]!.type!, item };
    return {};
  });
};

export const loadPiiCorpus = (): PiiCorpusEntry[] =>
  (JSON.parse(readFileSync(new URL('../../fixtures/pii/corpus.json', import.meta.url), 'utf8')) as { entries: PiiCorpusEntry[] }).entries;

/** The authored calls the corpus was recognised from (bench/data/pii-calls.json). */
export const loadPiiCalls = (): PiiCall[] =>
  (JSON.parse(readFileSync(new URL('../../../bench/data/pii-calls.json', import.meta.url), 'utf8')) as { calls: PiiCall[] }).calls;

/** A said word's length, and the pause between turns: longer than the detector's gap that starts a speaker's next turn. */
const SAID_WORD_MS = 300;
const SAID_TURN_GAP_MS = 2_000;

/**
 * A call as a recogniser that hears every word right would write it: the authored words, each labelled with its item or
 * as an ordinary number, one segment a turn. Scoring the detector on these separates what it misses from what the
 * local engine mishears.
 */
export const asSaid = (call: PiiCall): PiiCorpusEntry => {
  let item = 0;
  let at = 0;
  const items = new Map<number, { item: number; type: string; speaker: Side; said: string[] }>();
  const segments = call.turns.map(([speaker, text]) => {
    const words = saidTokens(text, () => (item += 1)).map((said): PiiCorpusWord => {
      const word = { text: said.token, startMs: at, endMs: at + SAID_WORD_MS - 10, confidence: 1 };
      at += SAID_WORD_MS;
      if (said.item === undefined) return said.keep ? { ...word, keep: true } : word;
      const entry = items.get(said.item) ?? { item: said.item, type: said.type!, speaker, said: [] };
      items.set(said.item, { ...entry, said: [...entry.said, said.token] });
      return { ...word, label: said.type!, item: said.item };
    });
    at += SAID_TURN_GAP_MS;
    return { speaker, channel: speaker === 'agent' ? 0 : 1, words };
  });
  return {
    call: call.id,
    split: call.split,
    sampleRateHz: 16_000,
    items: [...items.values()].map((i) => ({ ...i, said: i.said.join(' ') })),
    segments,
  };
};

/**
 * Words that carry a number, a date or a spelling when a recogniser writes them: digits and number words, months,
 * ordinals and letters read out ("a" and "i" are everyday words too, so they do not count). Defined here, apart from
 * the detector's own lexicon, so that what the score calls readable does not follow the detector's view of it.
 */
const VALUE_WORDS: ReadonlySet<string> = new Set([
  ...'zero oh nought one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand double triple treble'.split(
    ' ',
  ),
  ...'january february march april may june july august september october november december'.split(' '),
  ...'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth'.split(
    ' ',
  ),
  ...'bcdefghjklmnopqrstuvwxyz'.split(''),
]);

/** Whether a heard word carries part of a number, date or spelling (see VALUE_WORDS). */
const isValueWord = (word: string): boolean => VALUE_WORDS.has(word);

export interface PiiScore {
  /**
   * Per labelled type: items heard (at least one word), items fully redacted, labelled words, of them redacted, and
   * items of which a value word (isValueWord) stayed readable: what a reader of the stored transcript could still
   * recover of a number, date or spelling.
   */
  readonly recall: Record<string, { items: number; redacted: number; words: number; wordsRedacted: number; valueLeft: number }>;
  /** Per type the detector gave: words redacted, of them personal data (of any type). */
  readonly precision: Record<string, { words: number; right: number }>;
  /** Ordinary numbers (heard right) that were redacted. */
  readonly ordinaryRedacted: { call: string; turn: number; word: string }[];
  /** Items a word of which survived. */
  readonly survivors: { call: string; type: string; said: string; heard: string }[];
  /** Words redacted that were not personal data. */
  readonly wrong: { call: string; type: string; turn: number; word: string }[];
}

/** Scores a detector's spans against the labels of some corpus entries. */
export const scorePii = (entries: readonly PiiCorpusEntry[], detect: (segments: readonly Segment[]) => readonly PiiSpan[]): PiiScore => {
  const score: PiiScore = { recall: {}, precision: {}, ordinaryRedacted: [], survivors: [], wrong: [] };
  for (const entry of entries) {
    const spans = detect(entry.segments.map((s) => ({ speaker: s.speaker, channel: s.channel, words: s.words })));
    const redactedAs = new Map<string, string>();
    for (const span of spans) for (let i = span.start; i <= span.end; i += 1) redactedAs.set(`${span.turn}:${i}`, span.type);
    const words = entry.segments.flatMap((s, turn) => s.words.map((w, i) => ({ w, turn, type: redactedAs.get(`${turn}:${i}`) })));
    for (const item of entry.items) {
      const heard = words.filter(({ w }) => w.item === item.item);
      if (heard.length === 0) continue;
      const r = (score.recall[item.type] ??= { items: 0, redacted: 0, words: 0, wordsRedacted: 0, valueLeft: 0 });
      const kept = heard.filter(({ type }) => !type);
      r.items += 1;
      if (kept.some(({ w }) => isValueWord(w.text))) r.valueLeft += 1;
      r.words += heard.length;
      r.wordsRedacted += heard.length - kept.length;
      if (kept.length === 0) r.redacted += 1;
      else
        score.survivors.push({
          call: entry.call,
          type: item.type,
          said: item.said,
          heard: heard.map(({ w, type }) => (type ? `[${w.text}]` : w.text)).join(' '),
        });
    }
    for (const { w, turn, type } of words) {
      if (!type) continue;
      const p = (score.precision[type] ??= { words: 0, right: 0 });
      p.words += 1;
      if (w.label) p.right += 1;
      else score.wrong.push({ call: entry.call, type, turn, word: w.text });
      if (w.keep) score.ordinaryRedacted.push({ call: entry.call, turn, word: w.text });
    }
  }
  return score;
};
