import { NUMBER_WORDS } from './english-words';
import { GIVEN_NAMES } from './given-names';

/**
 * Which key terms look like personal data. Amazon Transcribe asks that no personal information go into a custom
 * vocabulary, and key terms often carry the customer's or the agent's name, an account or order number, an
 * e-mail address. Such a term is kept out of the vocabulary and applied by post-correction only (which never
 * leaves the job). The test is deliberately eager: a brand taken for a person's name loses only the engine's
 * bias towards it, a name taken for a brand would be sent to AWS.
 *
 * The one call site is `vocabularyTerms` (src/transcripts/vocabulary.ts): a better detector (the application's
 * PII detector, Amazon Comprehend) replaces this function there.
 */

export type PersonalTermKind = 'EMAIL' | 'NUMBER' | 'NAME';

/** Forms of address before a name. */
const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'sir',
  'madam',
  'madame',
  'mme',
  'herr',
  'frau',
  'senor',
  'señor',
  'senora',
  'señora',
  'sr',
  'sra',
]);

/** Spoken e-mail addresses: "jane dot doe at contoso dot com". */
const SPOKEN_EMAIL = /\bat\s+\S+(\s+dot\s+\S+)+$/i;

/** Spelled digits in a row ("four seven one nine") read as a number. */
const MIN_SPOKEN_DIGITS = 3;

const wordsOf = (term: string): string[] => term.split(/[\s\-_,;:/]+/).filter((word) => word.length > 0);

const bare = (word: string): string =>
  word
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/[^\p{L}\p{M}]/gu, '');

const isCapitalized = (word: string): boolean => /^\p{Lu}/u.test(word);

const spokenDigitRun = (words: readonly string[]): number => {
  let longest = 0;
  let run = 0;
  for (const word of words) {
    run = NUMBER_WORDS.has(bare(word)) ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
};

/**
 * Personal names: a form of address before a word ("Mr Gonzalez"), or a term of at most three words that starts
 * with a common given name and is written as a name — every word capitalized ("Maria Gonzalez", "Maria").
 */
const looksLikeName = (words: readonly string[]): boolean => {
  const first = bare(words[0] ?? '');
  if (HONORIFICS.has(first.replace(/\.$/, '')) && words.length > 1) return true;
  return words.length <= 3 && GIVEN_NAMES.has(first) && words.every(isCapitalized);
};

/** The kind of personal data a key term looks like, or undefined when it looks like none. */
export const personalDataIn = (term: string): PersonalTermKind | undefined => {
  if (term.includes('@') || SPOKEN_EMAIL.test(term.trim())) return 'EMAIL';
  const words = wordsOf(term);
  if (/\d/.test(term) || spokenDigitRun(words) >= MIN_SPOKEN_DIGITS) return 'NUMBER';
  if (looksLikeName(words)) return 'NAME';
  return undefined;
};
