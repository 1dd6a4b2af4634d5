import { NUMBER_WORDS } from '../english-words';
import {
  APOSTROPHE_DROPPED,
  DATE_FILLERS,
  DIGIT_VALUE,
  LETTER_NAMES,
  MONTHS,
  ORDINALS,
  QUANTITY_UNITS,
  SEPARATORS,
  WEAK_DIGITS,
  WEAK_LETTERS,
} from '../pii-lexicon';
import { tokens } from '../words';

/** Reading a turn's words for personal data: sure and weak parts of a value, date words, units, letters, and phrases at a word. */

/** A word as read: its tokens joined ("4719" → "four seven one nine"); undefined for a word already redacted. */
export type Read = string | undefined;
/** How a word is read: its tokens, a contraction written without its apostrophe as with it. */
export const readWord = (text: string): string =>
  tokens(text)
    .map((token) => APOSTROPHE_DROPPED[token] ?? token)
    .join(' ');

export const digitsOf = (word: Read): number[] | undefined => {
  if (!word) return undefined;
  const values = word.split(' ').map((token) => DIGIT_VALUE[token]);
  return values.every((v) => v !== undefined) ? (values as number[]) : undefined;
};

/** Sure to be part of a read-out value: a digit, a number word or a letter. */
export const isStrongId = (word: Read): boolean =>
  !!word &&
  ((digitsOf(word) !== undefined && !WEAK_DIGITS.has(word)) ||
    NUMBER_WORDS.has(word) ||
    (LETTER_NAMES.has(word) && !WEAK_LETTERS.has(word)) ||
    word === 'double u');
/** A sure part of a value that stands for a digit ("six", "oh"; not "for", which is weak). */
export const isSureDigit = (word: Read): boolean => isStrongId(word) && digitsOf(word) !== undefined;
/** Part of a value only beside a surer part ("for" as four, "see" as c). */
export const isWeakId = (word: Read): boolean => !!word && (WEAK_DIGITS.has(word) || WEAK_LETTERS.has(word) || SEPARATORS.has(word));

/** ("oh" is a date word only beside a surer one: "nineteen oh five", not "oh, it's the first of april".) */
export const isStrongDate = (word: Read): boolean =>
  !!word &&
  (MONTHS.has(word) ||
    ORDINALS.has(word) ||
    (NUMBER_WORDS.has(word) && !WEAK_DIGITS.has(word)) ||
    (digitsOf(word) !== undefined && !WEAK_DIGITS.has(word)));
export const isWeakDate = (word: Read): boolean => !!word && (DATE_FILLERS.has(word) || WEAK_DIGITS.has(word));

/**
 * "oh" said after a word ending in s ("it's oh four", "six oh three") is heard as "so" ("that is so for four ...", "six
 * so free", "if so five five"): in an answer, a "so" right before a digit is one (or a filler that may go with it).
 */
export const isOhAsSo = (words: readonly Read[], i: number): boolean => words[i] === 'so' && digitsOf(words[i + 1]) !== undefined;

/** Words ending in s that name no things counted: "… five is", "… nine thanks", "… two access" (x s). */
const NOT_PLURALS = new Set([
  'this',
  'does',
  'says',
  'goes',
  'yes',
  'thus',
  'plus',
  'less',
  'unless',
  'across',
  'always',
  'perhaps',
  'thanks',
  'cheers',
  'please',
  // A reference's separators as heard: "… seven strokes seven one".
  'strokes',
  'dashes',
  'slashes',
  // Interjections: "… ninety one, oops, sorry, …" counts nothing.
  'oops',
  'whoops',
  // "… nine eight four, lets see": the contractions written without their apostrophe read with it (readWord).
  'lets',
]);
const NUMBER_PLURALS = /^(ones|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|zeros|zeroes|noughts|doubles)$/;
/**
 * What a number before it counts: a unit ("five days", "twenty pounds") or any plural noun ("two accounts with you",
 * "three claims", "two copies"), so an ordinary number, not part of a value read out.
 */
export const isUnit = (word: Read): boolean =>
  !!word &&
  (QUANTITY_UNITS.has(word) ||
    (word.length >= 4 &&
      word.endsWith('s') &&
      !word.endsWith('ss') &&
      !word.includes("'") &&
      !NOT_PLURALS.has(word) &&
      !NUMBER_PLURALS.test(word) &&
      !isStrongId(word) &&
      !isWeakId(word)));

/**
 * Words the engine writes for a value's first letter or for "oh oh" when a digit follows at once, where a sentence
 * has none before a digit: "n four seven …" heard "on four seven …", "oh oh five zero …" heard "i five zero …",
 * "a m r seven …" heard "… him are seven …". Read so only in an answer, and never taken for a number of its own
 * ("on two occasions" is still a quantity).
 */
const HEARD_FOR_FIRST = new Set(['i', 'on', 'an', 'him', 'am']);
export const isHeardForFirst = (words: readonly Read[], i: number): boolean =>
  HEARD_FOR_FIRST.has(words[i] ?? '') && digitsOf(words[i + 1]) !== undefined && isStrongId(words[i + 1]);

export interface Stretch {
  readonly start: number;
  readonly end: number;
  readonly members: readonly number[];
}

/** How many times "double" ("doubled", as the engine also writes it), "triple" or "treble" says the digit after it. */
const TIMES = new Map([
  ['double', 2],
  ['doubled', 2],
  ['triple', 3],
  ['treble', 3],
]);
/** Whether word i says the single digit after it twice or three times ("double seven", "triple oh"). */
export const repeatsDigitAt = (words: readonly Read[], i: number): boolean =>
  TIMES.has(words[i] ?? '') && digitsOf(words[i + 1])?.length === 1;
/** How many times the stretch's member k is said: twice or three times right after "double" or "triple", else once. */
export const timesSaid = (words: readonly Read[], stretch: Stretch, k: number): number => {
  const m = stretch.members[k]!;
  return stretch.members[k - 1] === m - 1 ? (TIMES.get(words[m - 1] ?? '') ?? 1) : 1;
};

/**
 * The characters a value stands for ("l w h h one" → "lw881", "five triple two" → "5222"), to recognise it when it is
 * said again.
 */
export const signature = (words: readonly Read[], stretch: Stretch): string =>
  stretch.members
    .map((m, k) => {
      const word = words[m]!;
      const digits = digitsOf(word);
      if (digits) return digits.join('').repeat(digits.length === 1 ? timesSaid(words, stretch, k) : 1);
      // ("double" and "triple" before a digit: their characters are the digit's, said again.)
      if (SEPARATORS.has(word) || (stretch.members[k + 1] === m + 1 && repeatsDigitAt(words, m))) return '';
      return word === 'double u' ? 'w' : word[0]!;
    })
    .join('');

/** The first of the phrases (in their listed order) that the words say from word `from` on. */
export const phraseAt = <P extends readonly string[]>(words: readonly Read[], from: number, phrases: readonly P[]): P | undefined =>
  phrases.find((phrase) => phrase.every((token, k) => words[from + k] === token));
export const startsWithAny = (words: readonly Read[], from: number, phrases: readonly (readonly string[])[]): boolean =>
  phraseAt(words, from, phrases) !== undefined;
/** Whether one of the phrases ends right before word `to` ("… get me on" before a number). */
export const endsWithAny = (words: readonly Read[], to: number, phrases: readonly (readonly string[])[]): boolean =>
  phrases.some((phrase) => startsWithAny(words, to - phrase.length, [phrase]));

/** Whether words[from..to] name a month. */
export const namesAMonth = (words: readonly Read[], from: number, to: number): boolean =>
  words.slice(from, to + 1).some((w) => MONTHS.has(w ?? ''));

/** A letter as the engine writes it ("c", "see", "are"). */
export const isLetterWord = (word: Read): boolean => !!word && (LETTER_NAMES.has(word) || WEAK_LETTERS.has(word) || word === 'double u');

/** A month or a day said as an ordinal: what names a date's day and month ("the third of april"). */
export const isDayOrMonth = (word: Read): boolean => MONTHS.has(word ?? '') || ORDINALS.has(word ?? '');

/** A letter named as one after "letter" ("the letter o", "… and the letter u"): any letter or single character, "o" no "oh" there. */
export const isLetterNamedAt = (words: readonly Read[], i: number): boolean =>
  words[i - 1] === 'letter' && (isLetterWord(words[i]) || words[i]?.length === 1);

export const isValueWord = (w: Read) => isStrongId(w) || isWeakId(w) || isStrongDate(w);
export const isSureValueWord = (w: Read) => isStrongId(w) || isStrongDate(w);

/** Where a caller says where they read the value, after it ("... at the top", "... on the letter", "... from my card"). */
export const PLACE_PREPOSITIONS = new Set(['at', 'on', 'in', 'from', 'off', 'under', 'near', 'across', 'with', 'about']);
export const DETERMINERS = new Set(['the', 'my', 'your', 'our', 'this', 'that', 'a', 'an']);
/** A prepositional phrase after a value is the caller's own words, not more of the value. */
export const isPlacePhrase = (words: readonly Read[], i: number): boolean =>
  PLACE_PREPOSITIONS.has(words[i] ?? '') && DETERMINERS.has(words[i + 1] ?? '');
