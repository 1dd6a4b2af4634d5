import type { Word } from './model';

/** Text helpers shared by key-term correction, contextual edits and profiling. */

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * Lower-case word tokens without punctuation, digits spelled one by one ("4719" → four seven one nine), the
 * way recognisers emit them, so a key term such as "order 4719" can match what was heard.
 */
export const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\d/g, (digit) => ` ${DIGIT_WORDS[Number(digit)]} `)
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** Recognisers mark alternative pronunciations as `word(2)`; callers only want the word. */
export const cleanWord = (word: string): string => word.replace(/\(\d+\)$/, '');

export const levenshtein = (a: string, b: string): number => {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/** 1 for equal strings, 0 for nothing in common. */
export const similarity = (a: string, b: string): number =>
  a.length + b.length === 0 ? 1 : 1 - levenshtein(a, b) / Math.max(a.length, b.length);

/**
 * A coarse English sound key (Metaphone-like): letters that sound alike map together and vowels after the
 * first letter drop, so "aykme" and "acme", or "fone" and "phone", share a key.
 */
export const soundKey = (text: string): string => {
  const letters = text.toLowerCase().replace(/[^a-z]/g, '');
  if (!letters) return '';
  const mapped = letters
    .replace(/^kn|^gn|^pn|^wr/, (m) => m.slice(1))
    .replace(/x/g, 'ks')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/sch/g, 'sk')
    .replace(/tch|sh|ch/g, 'X')
    .replace(/th/g, '0')
    .replace(/dg/g, 'j')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'f')
    .replace(/gh/g, 'g')
    .replace(/d/g, 't')
    .replace(/b/g, 'p');
  const first = mapped[0]!;
  const rest = mapped.slice(1).replace(/[aeiouyhw]/g, '');
  return (/[aeiouy]/.test(first) ? 'a' : first) + rest.replace(/(.)\1+/g, '$1');
};

export const wordsText = (words: readonly Word[]): string => words.map((w) => w.text).join(' ');

/** The mean of the confidences the engine gave, or undefined when it gave none. */
export const meanConfidence = (words: readonly Word[]): number | undefined => {
  const known = words.flatMap((w) => (w.confidence === undefined ? [] : [w.confidence]));
  return known.length === 0 ? undefined : known.reduce((sum, c) => sum + c, 0) / known.length;
};

/**
 * Replaces words[start, start+count) with `replacement` tokens, spreading the replaced span's time evenly over
 * them; confidence becomes the span's mean (the edit does not make the audio clearer).
 */
export const replaceWords = (words: readonly Word[], start: number, count: number, replacement: readonly string[]): Word[] => {
  const span = words.slice(start, start + count);
  const first = span[0];
  const last = span[span.length - 1];
  if (!first || !last || replacement.length === 0) return [...words];
  const stepMs = (last.endMs - first.startMs) / replacement.length;
  const confidence = meanConfidence(span);
  const inserted = replacement.map((text, i) => ({
    text,
    startMs: Math.round(first.startMs + i * stepMs),
    endMs: i === replacement.length - 1 ? last.endMs : Math.round(first.startMs + (i + 1) * stepMs),
    ...(confidence !== undefined ? { confidence } : {}),
  }));
  return [...words.slice(0, start), ...inserted, ...words.slice(start + count)];
};

/** Index of the first window of `words` whose tokens equal `phrase`, or -1. */
export const findPhrase = (words: readonly Word[], phrase: readonly string[]): number => {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((token, i) => tokens(words[start + i]!.text).join(' ') === token)) return start;
  }
  return -1;
};
