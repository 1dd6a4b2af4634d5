import { ENGLISH_WORDS_FRONT_CODED } from './english-words.generated';

/**
 * Ordinary English, for key-term correction: a word on this list is one an engine may well have heard right,
 * so a key term is never forced over it on spelling alone. The list is the 40,000 most frequent words of the
 * en-US language model (scripts/make-english-words.ts); it is committed and bundled, since Lambda has no
 * dictionary to read.
 */

let words: ReadonlySet<string> | undefined;

const decode = (coded: string): Set<string> => {
  const decoded = new Set<string>();
  let previous = '';
  for (const token of coded.split(/\s+/)) {
    if (!token) continue;
    const word = previous.slice(0, Number(token[0])) + token.slice(1);
    decoded.add(word);
    previous = word;
  }
  return decoded;
};

export const isEnglishWord = (word: string): boolean => (words ??= decode(ENGLISH_WORDS_FRONT_CODED)).has(word);

/** The teens, ten included, and the tens: each two digits when numbers are said in pairs ("forty six thirty five eleven"). */
export const TEENS: ReadonlySet<string> = new Set([
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]);
export const TENS: ReadonlySet<string> = new Set(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);

/** Spoken numbers, which digits become in tokens(): a run of them is a number, never a near miss of a name. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  ...['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  ...TEENS,
  ...TENS,
  ...['hundred', 'thousand', 'million', 'double', 'triple'],
]);

const SUFFIXES = ["'s", 'ing', 'ies', 'ied', 'es', 'ed', 'er', 'ers', 'ly', 's', 'd'];

/** The word without one common inflectional suffix (refunds, refunded, refunding → refund; disputed → dispute → disput). */
const stems = (word: string): string[] => {
  const found = [word];
  for (const suffix of SUFFIXES) {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) found.push(word.slice(0, -suffix.length));
  }
  // dispute / disputed / disputing share "disput"; carry / carried share "carr".
  return found.flatMap((stem) => (/[aeiouy]$/.test(stem) && stem.length > 3 ? [stem, stem.slice(0, -1)] : [stem]));
};

/** Whether one word is an inflection of the other (or the same word): "refunds" and "refund", "disputed" and "dispute". */
export const isInflectionOf = (a: string, b: string): boolean => {
  if (a === b) return true;
  const stemsOfB = new Set(stems(b));
  return stems(a).some((stem) => stemsOfB.has(stem));
};
