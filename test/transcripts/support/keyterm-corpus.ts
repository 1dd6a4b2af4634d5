import { readFileSync } from 'node:fs';
import { correctKeyterms } from '../../../src/transcripts/keyterms';
import type { Correction, Segment, Word } from '../../../src/transcripts/model';
import { findPhrase, tokens } from '../../../src/transcripts/words';

/**
 * The labelled key-term corpus (test/fixtures/keyterms/corpus.json, made by scripts/make-keyterm-corpus.ts):
 * what the sandbox's Transcribe heard in authored calls, each heard word labelled with whether it is what was
 * said; and the two measures taken on it — correct words that key-term correction changed (the jest test: none)
 * and key-term recall (the bench).
 */

export interface KeytermCalls {
  readonly calls: readonly {
    readonly id: string;
    readonly keyterms: readonly string[];
    readonly turns: readonly (readonly ['agent' | 'customer', string])[];
  }[];
}

export type CorpusWord = Word & { readonly correct: boolean };

export interface CorpusEntry {
  readonly call: string;
  readonly sampleRateHz: 16000 | 8000;
  /** Transcribed with a custom vocabulary of the key terms (the local engine's keyword pass). */
  readonly vocabulary: boolean;
  readonly keyterms: readonly string[];
  /** Each side's words as said, in recogniser tokens. */
  readonly said: { readonly agent: string; readonly customer: string };
  readonly segments: readonly { readonly speaker: 'agent' | 'customer'; readonly words: readonly CorpusWord[] }[];
}

/**
 * Word-level alignment (edit distance): for each heard word, the index of the word said it is paired with (the
 * same word, or the one it was misheard for), or undefined when the engine inserted it.
 */
export const alignWords = (heard: readonly string[], said: readonly string[]): (number | undefined)[] => {
  const cost = Array.from({ length: heard.length + 1 }, (_, i) =>
    Array.from({ length: said.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= heard.length; i += 1) {
    for (let j = 1; j <= said.length; j += 1) {
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + (heard[i - 1] === said[j - 1] ? 0 : 1));
    }
  }
  const paired: (number | undefined)[] = heard.map(() => undefined);
  for (let i = heard.length, j = said.length; i > 0 && j > 0;) {
    if (cost[i]![j] === cost[i - 1]![j - 1]! + (heard[i - 1] === said[j - 1] ? 0 : 1)) {
      paired[i - 1] = j - 1;
      i -= 1;
      j -= 1;
    } else if (cost[i]![j] === cost[i - 1]![j]! + 1) i -= 1;
    else j -= 1;
  }
  return paired;
};

/** For each heard word, whether the alignment pairs it with the same word said. */
export const alignedCorrectly = (heard: readonly string[], said: readonly string[]): boolean[] =>
  alignWords(heard, said).map((j, i) => j !== undefined && heard[i] === said[j]);

export const loadKeytermCorpus = (): CorpusEntry[] =>
  (JSON.parse(readFileSync(new URL('../../fixtures/keyterms/corpus.json', import.meta.url), 'utf8')) as { entries: CorpusEntry[] }).entries;

export const segmentsOf = (entry: CorpusEntry): Segment[] => entry.segments.map((s) => ({ speaker: s.speaker, words: s.words }));

/**
 * The heard words an edit changed although they were right: the words of the replaced span (found by its turn,
 * start time and length) that are not kept in what replaced them.
 */
export const correctWordsChanged = (entry: CorpusEntry, corrections: readonly Correction[]): { correction: Correction; word: string }[] =>
  corrections.flatMap((correction) => {
    const words = entry.segments[correction.turnIndex]?.words ?? [];
    const start = words.findIndex((w) => w.startMs === correction.startMs);
    const span = words.slice(start, start + tokens(correction.before).length);
    const kept = tokens(correction.after);
    return span.filter((w) => w.correct && !kept.includes(tokens(w.text).join(' '))).map((w) => ({ correction, word: w.text }));
  });

const occurrences = (words: readonly Word[], phrase: readonly string[]): number => {
  let count = 0;
  for (let rest = words, at = findPhrase(rest, phrase); at >= 0; rest = rest.slice(at + phrase.length), at = findPhrase(rest, phrase))
    count += 1;
  return count;
};

/** Key-term occurrences said, and how many of them the transcript has (per side, never more than were said). */
export const keytermRecall = (entry: CorpusEntry, segments: readonly Segment[], terms: readonly string[] = entry.keyterms) => {
  let said = 0;
  let found = 0;
  for (const speaker of ['agent', 'customer'] as const) {
    const saidWords = entry.said[speaker].split(' ').map((text) => ({ text, startMs: 0, endMs: 0 }));
    const heardWords = segments.filter((s) => s.speaker === speaker).flatMap((s) => s.words);
    for (const term of terms) {
      const parts = tokens(term);
      const expected = occurrences(saidWords, parts);
      said += expected;
      found += Math.min(expected, occurrences(heardWords, parts));
    }
  }
  return { said, found };
};

/** What the pipeline does to a transcript: key-term post-correction. */
export const postCorrect = (entry: CorpusEntry) => correctKeyterms(segmentsOf(entry), entry.keyterms);

/** Words right in a side's transcript (aligned to what was said), and words said. */
export const wordsRight = (entry: CorpusEntry, segments: readonly Segment[]) => {
  let right = 0;
  let said = 0;
  for (const speaker of ['agent', 'customer'] as const) {
    const saidWords = entry.said[speaker].split(' ');
    const heard = segments.filter((s) => s.speaker === speaker).flatMap((s) => s.words.map((w) => tokens(w.text).join(' ')));
    right += alignedCorrectly(heard, saidWords).filter(Boolean).length;
    said += saidWords.length;
  }
  return { right, said };
};
