import { NUMBER_WORDS, isEnglishWord } from './english-words';
import type { Correction, Segment, Word } from './model';
import {
  AFFIRMATIONS,
  ANSWER_OPENERS,
  ANSWER_TRAILERS,
  CUES,
  DATE_FILLERS,
  DIGIT_VALUE,
  EMAIL_DOMAINS,
  LETTER_NAMES,
  MONTHS,
  NAME_STOPS,
  ORDINALS,
  QUANTITY_UNITS,
  SEPARATORS,
  STALLS,
  WAITS,
  TITLES,
  WEAK_DIGITS,
  WEAK_LETTERS,
  type Cue,
  type CueKind,
} from './pii-lexicon';
import { levenshtein, meanConfidence, soundKey, tokens } from './words';

/**
 * Personal-data redaction of a transcript as a recogniser wrote it, using the conversation: the question just
 * asked ("what is your account number?", "and your date of birth?") marks the answer that follows, so the value
 * in the next turn(s) is found even when the recogniser mangled it ("three three eight one five" heard as "that is
 * three three eight one five", "march the fourth" as "march before", "l w eight eight one" as "l w h h one").
 * Without a question, digit runs long enough to be an identifier (cards by their Luhn checksum), e-mail addresses,
 * names after "my name is" or a title, and any later repetition of a value already found (the agent reading it
 * back, addressing the caller by name) are redacted. Ordinary numbers stay: a short number beside a quantity
 * ("within five days", "three to five working days", "two items") is not an identifier.
 *
 * Each stretch found becomes one `[PII]` word, the token Amazon Transcribe's ContentRedaction writes, carrying
 * the stretch's timing and type; only the type is ever kept, never the value.
 */

/** Amazon Transcribe's PII entity types (PiiEntityTypes), and the ones only this pass finds. */
export const PII_TYPES = [
  'BANK_ACCOUNT_NUMBER',
  'BANK_ROUTING',
  'CREDIT_DEBIT_NUMBER',
  'CREDIT_DEBIT_CVV',
  'CREDIT_DEBIT_EXPIRY',
  'PIN',
  'EMAIL',
  'ADDRESS',
  'NAME',
  'PHONE',
  'SSN',
  'DATE_OF_BIRTH',
  'POLICY_NUMBER',
  'MEMBERSHIP_NUMBER',
  'ID_NUMBER',
  'SECURITY_ANSWER',
] as const;
export type PiiType = (typeof PII_TYPES)[number];

/** What replaces a redacted stretch of words, as Amazon Transcribe writes it. */
export const REDACTED_TEXT = '[PII]';

export interface PiiSpan {
  readonly turn: number;
  /** First and last word index (inclusive) of the stretch in its turn. */
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

/** A turn as the detector reads it: who spoke, and each word as written. */
export interface PiiTurn {
  readonly speaker: string;
  readonly words: readonly string[];
}

const CARD_DIGITS = { min: 13, max: 19 };
/** Without a question before it, a run needs this many digits to be an identifier (a year or a "last four" does not). */
const MIN_UNCUED_DIGITS = 6;
/** In an answer to a question, whatever it asked as heard, a run needs this many digits ("what's your pin" heard as anything). */
const MIN_ANSWERED_DIGITS = 4;
/** Or this many sure letters and as many digits, said in one run ("m f eight six"): no ordinary number mixes them. */
const MIN_MIXED_PARTS = 2;
/** Unrecognised words a read-out value may hold ("march before it's nineteen eighty"). */
const MAX_GAP = 2;
/** How far after its cue in the same turn a value may start ("my account number is ..."). */
const VALUE_START_WINDOW = 6;
/** What states a free-form value right after its cue ("my address is ...", "my name's ..."). */
const STATING = new Set(['is', 'was', 'its', "it's", 'at', 'names', "name's", 'be']);
/** Turns of the other party that may answer a question (one can be "hang on", another the value). */
const ANSWER_TURNS = 2;
const MAX_FREEFORM_WORDS = { name: 3, secret: 3, address: 12, email: 10 } as const;
/** A repeated value shares at least this many characters in a row with one found ("so that is ..."). */
const ECHO_CHARACTERS = 4;

/** Luhn's checksum (ISO/IEC 7812): what every payment card number satisfies. */
export const passesLuhn = (digits: readonly number[]): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits[digits.length - 1 - i]!;
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** A word as read: its tokens joined ("4719" → "four seven one nine"); undefined for a word already redacted. */
type Read = string | undefined;

const digitsOf = (word: Read): number[] | undefined => {
  if (!word) return undefined;
  const values = word.split(' ').map((token) => DIGIT_VALUE[token]);
  return values.every((v) => v !== undefined) ? (values as number[]) : undefined;
};

/** Sure to be part of a read-out value: a digit, a number word or a letter. */
const isStrongId = (word: Read): boolean =>
  !!word &&
  ((digitsOf(word) !== undefined && !WEAK_DIGITS.has(word)) ||
    NUMBER_WORDS.has(word) ||
    (LETTER_NAMES.has(word) && !WEAK_LETTERS.has(word)) ||
    word === 'double u');
/** A sure part of a value that stands for a digit ("six", "oh"; not "for", which is weak). */
const isSureDigit = (word: Read): boolean => isStrongId(word) && digitsOf(word) !== undefined;
/** Part of a value only beside a surer part ("for" as four, "see" as c). */
const isWeakId = (word: Read): boolean => !!word && (WEAK_DIGITS.has(word) || WEAK_LETTERS.has(word) || SEPARATORS.has(word));

/** ("oh" is a date word only beside a surer one: "nineteen oh five", not "oh, it's the first of april".) */
const isStrongDate = (word: Read): boolean =>
  !!word &&
  (MONTHS.has(word) ||
    ORDINALS.has(word) ||
    (NUMBER_WORDS.has(word) && !WEAK_DIGITS.has(word)) ||
    (digitsOf(word) !== undefined && !WEAK_DIGITS.has(word)));
const isWeakDate = (word: Read): boolean => !!word && (DATE_FILLERS.has(word) || WEAK_DIGITS.has(word));

/**
 * "oh" said after a word ending in s ("it's oh four", "six oh three") is heard as "so" ("that is so for four ...", "six
 * so free", "if so five five"): in an answer, a "so" right before a digit is one (or a filler that may go with it).
 */
const isOhAsSo = (words: readonly Read[], i: number): boolean => words[i] === 'so' && digitsOf(words[i + 1]) !== undefined;

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
]);
const NUMBER_PLURALS = /^(ones|twos|threes|fours|fives|sixes|sevens|eights|nines|tens|zeros|zeroes|noughts|doubles)$/;
/**
 * What a number before it counts: a unit ("five days", "twenty pounds") or any plural noun ("two accounts with you",
 * "three claims", "two copies"), so an ordinary number, not part of a value read out.
 */
const isUnit = (word: Read): boolean =>
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
const isHeardForFirst = (words: readonly Read[], i: number): boolean =>
  HEARD_FOR_FIRST.has(words[i] ?? '') && digitsOf(words[i + 1]) !== undefined && isStrongId(words[i + 1]);

const OPENS_A_VALUE = new Set(["it's", 'its', 'says']);

/** Quantity words that also join the digits of a value as heard ("five to four", "three or six" for "three oh six"). */
const JOINING = new Set(['to', 'and', 'or', 'of']);

/** Verbs that open a clause after a value, and the pronouns before them that are no letters ("you" for u). */
const CLAUSE_VERBS = new Set([
  'have',
  'has',
  'had',
  'will',
  'would',
  'did',
  'need',
  'want',
  'got',
  'can',
  'could',
  'should',
  'was',
  'were',
]);
const PRONOUNS = new Set(['you', 'i', 'we']);
/**
 * A clause "we are …", "they are …", "you are …" at word i. The engine also makes letters of these ("w r"), so only when
 * the word after "are" is an English word that is no digit, letter or date word ("we are expecting ninety guests").
 */
const PLURAL_SUBJECTS = new Set(['we', 'they', 'you']);
const startsWeAre = (words: readonly Read[], i: number): boolean =>
  PLURAL_SUBJECTS.has(words[i] ?? '') && words[i + 1] === 'are' && isEnglishWord(words[i + 2] ?? '') && !isValueWord(words[i + 2]);
const SENTENCE_SUBJECTS = new Set(['he', 'she', 'there']);
const SENTENCE_VERBS = new Set(['is', 'are', 'was', 'were']);
const POSSESSIVES = new Set(['our', 'my', 'his', 'her', 'their']);
/**
 * A sentence of the speaker's own at word i ("… eight seven, he is nine", "… there are three of us", "… our ceiling is
 * nine feet"): its subject and verb, whatever follows them. The engine makes no digit or letter of these.
 */
const startsASentence = (words: readonly Read[], i: number): boolean =>
  (SENTENCE_SUBJECTS.has(words[i] ?? '') && SENTENCE_VERBS.has(words[i + 1] ?? '')) ||
  (POSSESSIVES.has(words[i] ?? '') &&
    isEnglishWord(words[i + 1] ?? '') &&
    !isValueWord(words[i + 1]) &&
    SENTENCE_VERBS.has(words[i + 2] ?? ''));

interface Stretch {
  readonly start: number;
  readonly end: number;
  readonly members: readonly number[];
}

/**
 * Stretches of value words in words[from, to): members no more than MAX_GAP unrecognised words apart, weak
 * members kept only right beside a strong one, at least one strong member.
 */
const stretches = (
  words: readonly Read[],
  from: number,
  to: number,
  strong: (w: Read) => boolean,
  weak: (w: Read) => boolean,
  /** In an answer to a question for it, a weak word a short gap from the value is part of it ("too sick, so six nine ..."). */
  loose = false,
): Stretch[] => {
  const groups: number[][] = [];
  let current: number[] = [];
  for (let i = from; i < to; i += 1) {
    if (words[i] === undefined) {
      current = [];
      continue;
    }
    // A verb starts the speaker's next clause: "... six three one, you have three claims" ends the value at "one".
    if (CLAUSE_VERBS.has(words[i]!)) {
      if (current[current.length - 1] === i - 1 && PRONOUNS.has(words[i - 1]!)) current.pop();
      current = [];
      continue;
    }
    // ("… nine five three one, we are expecting ninety guests": "we are" heard right, as a word after it shows.)
    if (startsWeAre(words, i)) {
      current = [];
      i += 2;
      continue;
    }
    if (startsASentence(words, i)) {
      current = [];
      continue;
    }
    // A number said as what it is — a reading ("the reading on the meter is three one four five two"), an age ("… i am
    // seventy eight") — is no part of a value, and ends any value before it.
    // A value stops where the caller stops it to correct it ("… ninety one, oops sorry, eleven slash …"), and before a
    // time ("… leaving at seven forty").
    if (startsWithAny(words, i, SELF_STOPS) || isTimeAt(words, i)) {
      current = [];
      continue;
    }
    const ordinary = ordinaryNumberAt(words, i);
    if (ordinary > 0) {
      current = [];
      i += ordinary - 1;
      continue;
    }
    // "it's", "it says" open a value, they are never inside one: "oh, it's x y …", "it's on page two, it says b k …"
    // (a date may have one: "march the fourth, nineteen eighty" is heard "march before it's nineteen eighty").
    if (strong === isStrongId && OPENS_A_VALUE.has(words[i]!)) {
      current = [];
      continue;
    }
    // A date has no clause in it: "twenty three three ninety five, there are four of us" ends at "five".
    if (strong === isStrongDate && (THERE.has(words[i]!) || (CLAUSE_STARTS.has(words[i]!) && words[i] !== 'so'))) {
      current = [];
      continue;
    }
    const heardForFirst = loose && isHeardForFirst(words, i);
    if (!strong(words[i]) && !weak(words[i]) && !isOhAsSo(words, i) && !heardForFirst) continue;
    // "i" and "a" are letters of a value only between two surer parts of it ("b a c").
    if ((words[i] === 'i' || words[i] === 'a') && !heardForFirst && !(strong(words[i - 1]) && strong(words[i + 1]))) continue;
    if (current.length > 0 && i - current[current.length - 1]! - 1 > MAX_GAP) current = [];
    if (current.length === 0) groups.push(current);
    current.push(i);
  }
  return groups.flatMap((group) => {
    // A weak member counts when a chain of members right beside each other ties it to a strong one ("the for of march").
    const anchored = group.map((m) => strong(words[m]));
    // Loosely, across a short gap without a unit in it ("three kids are" ties no "are" to the three).
    // Nor across what introduces a value ("best to use one four …": "to" is no digit of it).
    const ties = (a: number, b: number) =>
      b - a === 1 ||
      (loose && b - a <= MAX_GAP + 1 && !words.slice(a + 1, b).some((w) => (isUnit(w) && !JOINING.has(w!)) || INTRODUCERS.has(w ?? '')));
    for (let i = 1; i < group.length; i += 1) anchored[i] ||= anchored[i - 1]! && ties(group[i - 1]!, group[i]!);
    for (let i = group.length - 2; i >= 0; i -= 1) anchored[i] ||= anchored[i + 1]! && ties(group[i]!, group[i + 1]!);
    // A quantity after a pause ends the value before it: "... seven six, i ordered two items"; a joining word does not.
    group.forEach((m, i) => {
      const previous = group
        .slice(0, i)
        .filter((_, k) => anchored[k])
        .pop();
      const unit = words[m + 1] ?? '';
      if (anchored[i] && previous !== undefined && m - previous > 1 && isUnit(unit) && !JOINING.has(unit)) anchored[i] = false;
    });
    // Weak words tied to nothing are no members, and the gaps they bridged split the stretch again.
    const parts: number[][] = [];
    group.forEach((m, i) => {
      if (!anchored[i]) return;
      const part = parts[parts.length - 1];
      if (part && m - part[part.length - 1]! - 1 <= MAX_GAP) part.push(m);
      else parts.push([m]);
    });
    // A number before a unit ends the stretch there, even when digits follow: "we only had the card for six days not
    // seven" counts days, it reads nothing out (the part before the unit is then a quantity).
    const split = parts.flatMap((members) => {
      const pieces: number[][] = [[]];
      members.forEach((m, k) => {
        pieces[pieces.length - 1]!.push(m);
        const next = members[k + 1];
        if (
          next !== undefined &&
          next > m + 1 &&
          NUMBER_WORDS.has(words[m]!) &&
          isUnit(words[m + 1]) &&
          !JOINING.has(words[m + 1]!) &&
          !isStrongDate(words[m + 1])
        )
          pieces.push([]);
      });
      return pieces;
    });
    // Gaps at the edges count for nothing: a stretch starts and ends on a member.
    return split.map((members) => ({ start: members[0]!, end: members[members.length - 1]!, members }));
  });
};

/**
 * Nouns naming a number that is no identifier, said before it with what states it: "the reading on the meter is three
 * one four five two", "my balance shows …". The engine hears the noun right more often than the meter ("reading on the
 * radar is …").
 */
const MEASURES = new Set(['reading', 'readings', 'meter', 'metre', 'balance', 'temperature', 'weight', 'mileage', 'odometer']);
/** What states a measure's number ("… is", "… shows"). */
const STATES_A_MEASURE = new Set(['is', 'was', 'says', 'said', 'shows', 'showed', 'reads', 'read', 'of']);
/** How far before what states it a measure's noun may be ("the reading on the meter is"). */
const MEASURE_REACH = 4;
/** Words that make the number after them an identifier all the same ("the meter number is …", "the serial on the meter"). */
const NAMES_AN_IDENTIFIER = new Set(['number', 'serial', 'reference', 'account', 'policy', 'id']);
/** The caller's age: "i am seventy eight" (heard "hi and seventy eight", "i and …"), "i'm eighty", "aged sixty". */
const AGE_BEFORE: readonly (readonly string[])[] = [
  ['i', 'am'],
  ['i', 'and'],
  ['hi', 'and'],
  ['hi', 'am'],
  ["i'm"],
  ['im'],
  ['aged'],
  ['turned'],
  ['turning'],
];
/**
 * The length of an ordinary number said as what it is, starting at word i (its lead-in included): a measure's number
 * after its noun and what states it (every number word that follows), an age (a ten or a teen, and a unit) after "i
 * am" or before "years old", or how often ("the third time"). 0 when there is none.
 */
const ordinaryNumberAt = (words: readonly Read[], i: number): number => {
  // "the third time this month", "for the second time": how often, not a day.
  if (ORDINALS.has(words[i] ?? '') && ['time', 'times'].includes(words[i + 1] ?? '')) return 1;
  if (!NUMBER_WORDS.has(words[i] ?? '')) {
    const lead = phraseAt(words, i, AGE_BEFORE);
    if (!lead || i + lead.length >= words.length) return 0;
    const age = ageLength(words, i + lead.length);
    const after = i + lead.length + age;
    // A month just after makes it a day ("i'm twenty two act of june …" for "it's the twenty sixth of june …", round 31).
    return age > 0 && !NUMBER_WORDS.has(words[after] ?? '') && !namesAMonth(words, after, after + 2) ? lead.length + age : 0;
  }
  if (STATES_A_MEASURE.has(words[i - 1] ?? '')) {
    for (let k = i - 2; k >= 0 && k >= i - 1 - MEASURE_REACH; k -= 1) {
      const word = words[k];
      if (word === undefined || NAMES_AN_IDENTIFIER.has(word)) break;
      if (MEASURES.has(word)) {
        let end = i;
        while (NUMBER_WORDS.has(words[end + 1] ?? '')) end += 1;
        return end - i + 1;
      }
    }
  }
  const age = ageLength(words, i);
  return age > 0 && ['years', 'year'].includes(words[i + age] ?? '') && words[i + age + 1] === 'old' ? age : 0;
};
/** The words of an age at word i: a ten with or without its unit ("seventy eight"), or a teen. */
const ageLength = (words: readonly Read[], i: number): number => {
  const word = words[i] ?? '';
  if (TEENS.has(word)) return 1;
  if (!TENS.has(word)) return 0;
  const unit = digitsOf(words[i + 1]);
  return unit?.length === 1 && unit[0]! > 0 && !WEAK_DIGITS.has(words[i + 1]!) ? 2 : 1;
};

const PRE_QUANTITY = new Set([
  'within',
  'about',
  'around',
  'over',
  'under',
  'than',
  'last',
  'next',
  'every',
  'option',
  'press',
  'only',
  'least',
  'most',
  'another',
  'extra',
  // "it's on page two", "step three".
  'page',
  'step',
]);
/** Before a short number, a time: "on monday at nine thirty", "by five", "until ten". */
const AT_A_TIME = new Set(['at', 'by', 'until', 'till', 'since', 'after']);

/** The hours of a clock ("seven", "ten"), after which a time may go on with its minutes ("seven forty"). */
const HOURS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);
/** "at seven forty", "by nine", "after five thirty": a time, said with a word that places it, at word i. */
const isTimeAt = (words: readonly Read[], i: number): boolean =>
  AT_A_TIME.has(words[i] ?? '') &&
  HOURS.has(words[i + 1] ?? '') &&
  (!NUMBER_WORDS.has(words[i + 2] ?? '') || TENS.has(words[i + 2]!) || ['fifteen', 'oclock', "o'clock"].includes(words[i + 2]!)) &&
  !NUMBER_WORDS.has(words[i + 3] ?? '');

/** A short number beside a unit or a quantity word ("five days", "within three", "option one") is ordinary. */
const isQuantity = (words: readonly Read[], stretch: Stretch): boolean =>
  // "two thousand and nine", "three hundred pounds": a number said as a number, not read out digit by digit.
  saidAsNumber(words, stretch) || isCountedQuantity(words, stretch);

/** Whether the stretch says a number as a number ("hundred", "thousand", "million"). */
const saidAsNumber = (words: readonly Read[], stretch: Stretch): boolean => stretch.members.some((m) => SAID_AS_NUMBER.has(words[m]!));

/** Whether a known unit follows, past the rest of the number ("… hundred and twelve pounds"). */
const unitAfterNumber = (words: readonly Read[], from: number): boolean => {
  let i = from;
  while (NUMBER_WORDS.has(words[i] ?? '') || words[i] === 'and') i += 1;
  return isKnownUnit(words[i]);
};

/** "than" marks a quantity after a comparison ("more than five"); alone, it is "then" as heard ("than six hundred …"). */
const COMPARATIVES = new Set(['more', 'less', 'fewer', 'longer', 'shorter', 'later', 'earlier', 'higher', 'lower', 'other', 'rather']);
const quantityBefore = (words: readonly Read[], at: number): boolean =>
  words[at] === 'than' ? COMPARATIVES.has(words[at - 1] ?? '') : PRE_QUANTITY.has(words[at] ?? '');

/** Of an identifier asked for: said in hundreds, it reads out at least three number words ("nine hundred" is an amount). */
const isAnsweredQuantity = (words: readonly Read[], stretch: Stretch): boolean =>
  isCountedQuantity(words, stretch) ||
  // A year said as a number ("two thousand and nine").
  (words[stretch.start] === 'two' && words[stretch.start + 1] === 'thousand' && stretch.members.length <= 5) ||
  (saidAsNumber(words, stretch) && stretch.members.filter((m) => NUMBER_WORDS.has(words[m]!)).length < 3);

/**
 * A quantity by what counts it (a unit after it, "within" or "about" before it, a time), whatever its words: an
 * identifier asked for may be said in hundreds ("six hundred and fifty seven", round 11), and is a quantity only so.
 */
const isCountedQuantity = (words: readonly Read[], stretch: Stretch, byWordBefore = true): boolean =>
  (stretch.members.filter((m) => !isHeardForFirst(words, m)).length <= 3 &&
    ((isUnit(words[stretch.end + 1]) && !(STALLS_COUNTED.has(words[stretch.end + 1]!) && stretch.members.length > 1)) ||
      isRateAt(words, stretch.end + 1) ||
      (byWordBefore && (quantityBefore(words, stretch.start - 1) || AT_A_TIME.has(words[stretch.start - 1] ?? ''))))) ||
  // "one thousand five hundred pounds", "… six hundred and twelve pounds": a number said as a number before a unit
  // counts it, however long.
  (saidAsNumber(words, stretch) && unitAfterNumber(words, stretch.end + 1)) ||
  // "twenty four to forty eight hours", "forty five minutes": numbers said in tens before a unit count it, however long.
  (stretch.members.some((m) => TENS.has(words[m]!) || TEENS.has(words[m]!)) &&
    isUnit(words[stretch.end + 1]) &&
    !JOINING.has(words[stretch.end + 1]!)) ||
  // "ten thirty tomorrow", "ten fifteen on tuesday": a short number before a day is a time.
  (stretch.members.length <= 3 &&
    (WHEN.has(words[stretch.end + 1] ?? '') ||
      (['on', 'this', 'next'].includes(words[stretch.end + 1] ?? '') && WHEN.has(words[stretch.end + 2] ?? ''))));
/** A price's period after it: "nineteen ninety five a year", "… per month". */
const PERIODS = new Set(['year', 'month', 'week', 'day', 'night', 'hour']);
const isRateAt = (words: readonly Read[], i: number): boolean =>
  ['a', 'an', 'per', 'each'].includes(words[i] ?? '') && PERIODS.has(words[i + 1] ?? '');
/**
 * What a stall counts, with one number ("one moment", "two ticks", "one sec"): after more, the engine's words for digits
 * ("five zero five tick tick" for "… six six").
 */
const STALLS_COUNTED = new Set(['moment', 'moments', 'sec', 'secs', 'tick', 'ticks']);
/**
 * The rest of a value read out over two turns is a quantity only by what follows it, or said in hundreds: "i have that"
 * — "after about three one seventy" goes on with it (round 32); "… about three days" does not.
 */
const isQuantityByWhatFollows = (words: readonly Read[], stretch: Stretch): boolean =>
  saidAsNumber(words, stretch) || isCountedQuantity(words, stretch, false);
/** Days and parts of one, after a time. */
const WHEN = new Set([
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['today', 'tomorrow', 'tonight', 'morning', 'afternoon', 'evening'],
]);
const SAID_AS_NUMBER = new Set(['hundred', 'thousand', 'million']);

/** Numbers said in pairs ("twenty four twenty five forty eight", "forty six thirty five eleven"): a ten or a teen is two digits. */
const TEENS = new Set(['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']);
const TENS = new Set(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
/**
 * The digits a stretch reads out: a digit word one, a pair ("twenty four", "forty", "eleven") two, as callers read
 * long numbers in pairs ("forty six thirty five eleven" is six digits, not one).
 */
const digitCount = (words: readonly Read[], stretch: Stretch) => {
  // Only in a run said without a break: "sixty two pounds forty" is an amount.
  const inPairs = stretch.members.length === stretch.end - stretch.start + 1;
  return stretch.members.reduce((n, m, k) => {
    const word = words[m]!;
    if (inPairs && (TENS.has(word) || TEENS.has(word))) return n + 2;
    // The unit of a pair ("twenty four") is its second digit, counted with its tens.
    const digits = digitsOf(word);
    if (inPairs && stretch.members[k - 1] === m - 1 && TENS.has(words[m - 1]!) && digits?.length === 1 && digits[0]! > 0) return n;
    return n + (digits?.length ?? 0);
  }, 0);
};
/** A year said alone ("nineteen eighty four", "twenty twenty two"): a number said as a number, not read out. */
const isYear = (words: readonly Read[], stretch: Stretch): boolean =>
  stretch.members.length <= 3 && ['nineteen', 'twenty'].includes(words[stretch.start]!) && TENS.has(words[stretch.start + 1] ?? '');

/** The characters a value stands for ("l w h h one" → "lw881"), to recognise it when it is said again. */
const signature = (words: readonly Read[], stretch: Stretch): string =>
  stretch.members
    .map((m) => {
      const word = words[m]!;
      const digits = digitsOf(word);
      if (digits) return digits.join('');
      if (SEPARATORS.has(word)) return '';
      return word === 'double u' ? 'w' : word[0]!;
    })
    .join('');

/** The first of the phrases (in their listed order) that the words say from word `from` on. */
const phraseAt = <P extends readonly string[]>(words: readonly Read[], from: number, phrases: readonly P[]): P | undefined =>
  phrases.find((phrase) => phrase.every((token, k) => words[from + k] === token));
const startsWithAny = (words: readonly Read[], from: number, phrases: readonly (readonly string[])[]): boolean =>
  phraseAt(words, from, phrases) !== undefined;

interface FoundCue {
  readonly cue: Cue;
  readonly start: number;
  readonly end: number;
}

/** The cues in a turn; where two could start at one word, the first listed wins; a bare "number" only when alone. */
const cuesIn = (words: readonly Read[]): FoundCue[] => {
  const found: FoundCue[] = [];
  for (let i = 0; i < words.length; i += 1) {
    // "what's the account numbers": the engine often hears a plural.
    const cue = CUES.find((c) =>
      c.phrase.every((token, k) => words[i + k] === token || (token === 'number' && words[i + k] === 'numbers')),
    );
    if (!cue) continue;
    found.push({ cue, start: i, end: i + cue.phrase.length - 1 });
    i += cue.phrase.length - 1;
  }
  const specific = found.filter((f) => f.cue.phrase.join(' ') !== 'number');
  // "which account is this about, can you give me the number": a bare "number" after a kind of identifier the turn named
  // asks for that kind's number, where it is asked.
  const kept =
    specific.length > 0
      ? found.flatMap((f) => {
          if (f.cue.phrase.join(' ') !== 'number') return [f];
          const named = specific.filter((s) => s.end < f.start && s.cue.kind === 'identifier').pop();
          return named ? [{ ...f, cue: { ...named.cue, phrase: f.cue.phrase } }] : [];
        })
      : found;
  // "the name of your first pet": the security question, not a name.
  return kept.some((f) => f.cue.kind === 'secret') ? kept.filter((f) => f.cue.kind !== 'name') : kept;
};

const QUESTION_WORDS = new Set([
  'what',
  'whats',
  "what's",
  'can',
  'could',
  'may',
  'please',
  'confirm',
  'check',
  'tell',
  'give',
  'read',
  'spell',
  'which',
  'who',
  'whose',
  'when',
  'where',
  'whats',
  'is',
  'do',
  'does',
  'have',
  // Asking without a question: "i will need the policy reference", "let's find your policy", "can i get the number".
  'need',
  'find',
  'get',
  'got',
  'start',
  'know',
  'lets',
  "let's",
]);

/** A phrase's sound as a recogniser may mishear it: its sound key, with m and n (which they swap) as one. */
const heardAs = (phrase: string): string =>
  soundKey(phrase)
    .replace(/m/g, 'n')
    .replace(/(.)\1+/g, '$1');

/** The cues a question may name misheard: all but the bare "number" and "name", which sound like too much. */
const FUZZY_CUES = CUES.filter((c) => c.phrase.join(' ') !== 'number' && c.phrase.join(' ') !== 'name').map((c) => ({
  cue: c,
  key: heardAs(c.phrase.join('')),
}));
/** The words a question names what it asks for after ("your pin", "the policy number", "when were you born"). */
const ASKED_AFTER: ReadonlySet<string> = new Set(['your', "you're", 'youre', 'the', 'our', 'you']);
/** Words a misheard cue may span ("full name" heard as "fill me in"). */
const FUZZY_WORDS = 3;
/** Sound-key edits a misheard cue may differ by: none for a short key ("pin" heard as "been"), one or two for a longer one. */
const fuzzyEdits = (key: string) => (key.length <= 4 ? 0 : key.length <= 8 ? 1 : 2);

/**
 * The cues of a question whose words the recogniser misheard ("can i take your full name" heard as "can i take your
 * fill me in", "your pin" as "your been", "when were you born" as "when were you barn"): a stretch of up to
 * FUZZY_WORDS words that sounds like a cue, within FUZZY_WORDS words after one of ASKED_AFTER ("your telephone
 * banking pin", "when were you born").
 * Read only in a turn with no cue heard right.
 */
const misheardCuesIn = (words: readonly Read[]): FoundCue[] => {
  const found: FoundCue[] = [];
  words.forEach((word, at) => {
    if (!word || !ASKED_AFTER.has(word)) return;
    let best: (FoundCue & { edits: number }) | undefined;
    for (let from = at + 1; from <= at + FUZZY_WORDS; from += 1)
      for (let length = 1; length <= FUZZY_WORDS && from + length <= words.length; length += 1) {
        const span = words.slice(from, from + length);
        // A value is not a cue: "the thirteenth nineteen seventy" does not ask for a maiden name.
        if (span.some((w) => w === undefined || ANSWER_TRAILERS.has(w) || isStrongDate(w))) break;
        const key = heardAs(span.join(''));
        for (const { cue, key: cueKey } of FUZZY_CUES) {
          const edits = levenshtein(key, cueKey);
          // A cue of two sounds ("pin") heard as one word; a longer one within its allowed edits.
          if (edits > fuzzyEdits(cueKey) || (cueKey.length <= 2 && length > 1)) continue;
          if (!best || edits < best.edits) best = { cue, start: from, end: from + length - 1, edits };
        }
      }
    if (best) found.push({ cue: best.cue, start: best.start, end: best.end });
  });
  return found;
};

/** How far before its cue a question word makes the turn ask for it ("what is the best phone number ..."). */
const QUESTION_WINDOW = 6;
/** How many words after it a number named by its kind ("the account number …") may end the turn and still ask for it. */
const NAMED_NUMBER_TAIL = 5;

/**
 * Whether a turn asks for what a cue names: a question word shortly before it, a turn opening with "and", or the cue
 * ending the turn; never the speaker's own ("about my account"). Asked `outright`, the cue ending the turn must also
 * follow "your" or "the", or come before "please".
 */
const asks = (words: readonly Read[], found: FoundCue, outright = false): boolean => {
  if (words[found.start - 1] === 'my' && found.cue.phrase[0] !== 'speaking') return false;
  const from = Math.max(0, found.start - QUESTION_WINDOW);
  // "do you have ...", not "i have two cars on the policy".
  const questioned = words.slice(from, found.start).some(
    (w, k) =>
      QUESTION_WORDS.has(w ?? '') &&
      !(STATES_AFTER_PRONOUN.has(w ?? '') && SPEAKERS_OWN.has(words[from + k - 1] ?? '')) &&
      // ("i need to close my council tax account": what the speaker needs to do, not what they need from you.)
      !(words[from + k + 1] === 'to' && SPEAKERS_OWN.has(words[from + k - 1] ?? '')),
  );
  // "... two cars on the policy" names it without asking for it.
  const aside = PREPOSITIONS.has(words[found.start - 1] ?? '') || PREPOSITIONS.has(words[found.start - 2] ?? '');
  // "… done with the account number on your statement": a number named by its kind near the end of the turn asks for it,
  // whatever the engine made of the question's words.
  const namedNumber =
    found.cue.kind === 'identifier' &&
    found.cue.phrase.join(' ') !== 'number' &&
    [found.cue.phrase.at(-1), words[found.end + 1]].includes('number');
  // (However far from the turn's end, when the turn ends "please": "the account number at the top of the receipt please",
  // round 34.)
  if (namedNumber && !outright && (found.end >= questionEnd(words, found) - NAMED_NUMBER_TAIL || words.at(-1) === 'please')) return true;
  // "... seven to ten days, and the address on the account": "and the" or "and your" asks wherever it is in the turn, a
  // word before the cue at most ("… two days and the bank account number the payment comes out of", round 36).
  const andThe = [1, 2].some((k) => words[found.start - k - 1] === 'and' && ['the', 'your'].includes(words[found.start - k] ?? ''));
  // Outright: asked in a question's words, or "… your date of birth", "… quality number please" at the end ("… close my
  // council tax account" at the end of a caller's sentence asks nothing).
  const yours =
    [words[found.start - 1], words[found.start - 2]].some((w) => w === 'your' || w === 'the') || words[found.end + 1] === 'please';
  const end = questionEnd(words, found);
  if (outright) return questioned || andThe || (!aside && (words[0] === 'and' || (yours && found.end >= end - 3)));
  return questioned || andThe || (!aside && (words[0] === 'and' || found.end >= end - 3));
};
/**
 * What an asker says of the value after asking for it ("… the account number please, it's eight digits", "… the policy
 * number, it's at the top of the renewal letter"): a hint, not another sentence; the question ends before it.
 */
const HINTS: readonly (readonly string[])[] = [
  ["it's"],
  ['its'],
  ['it', 'is'],
  ['it', 'should'],
  ["it'll"],
  ['it', 'starts'],
  ['which', 'is'],
  ["you'll", 'find'],
  ['you', 'will', 'find'],
  ['you', 'can', 'find'],
];
/** What a question may end on after what it asks for: "… your date of birth for security please". */
const QUESTION_COURTESIES: readonly (readonly string[])[] = [
  ['please'],
  ['for', 'me'],
  ['for', 'security'],
  ['for', 'security', 'purposes'],
  ['for', 'verification'],
  ['thanks'],
  ['thank', 'you'],
];
/**
 * Where the question that asks for a cue ends: at the end of the turn, or before a hint about the value after the cue,
 * and before the courtesies it ends on.
 */
const questionEnd = (words: readonly Read[], found: FoundCue): number => {
  let end = words.length;
  for (let i = found.end + 1; i < end; i += 1) if (startsWithAny(words, i, HINTS)) end = i;
  for (;;) {
    const courtesy = QUESTION_COURTESIES.find(
      (phrase) => end - phrase.length > found.end && startsWithAny(words, end - phrase.length, [phrase]),
    );
    if (!courtesy) return end;
    end -= courtesy.length;
  }
};
/** Question words that state after "i", "we": "i have two cars on the policy", "i can see two cards in your name". */
const STATES_AFTER_PRONOUN = new Set(['have', 'can', 'could', 'do']);
const SPEAKERS_OWN = new Set(['i', 'we', 'they']);
/** How close before its cue a question word asks for it whatever follows ("what address is it going to"). */
const ASKED_RIGHT_BEFORE = 2;
const askedRightBefore = (words: readonly Read[], found: FoundCue): boolean =>
  words[found.start - 1] !== 'my' &&
  words.slice(Math.max(0, found.start - ASKED_RIGHT_BEFORE), found.start).some((w) => QUESTION_WORDS.has(w ?? '') && w !== 'is');
const PREPOSITIONS = new Set(['on', 'in', 'to', 'with', 'about', 'from', 'for', 'under']);

/** What a caller hums while looking ("hmm", heard as the letters "h m m"): never a value. */
const HUMS = new Set(['hm', 'hmm', 'mm', 'mmm', 'um', 'umm', 'uh', 'er', 'erm', 'ah', 'herm']);

/** Where a turn starts after a hum ("h m m where did i put it", "hmm"). */
const humEnd = (words: readonly Read[]): number => {
  let i = 0;
  while (HUMS.has(words[i] ?? '') || ((words[i] === 'h' || words[i] === 'm') && (words[i + 1] === 'm' || HUMS.has(words[i + 1] ?? ''))))
    i += 1;
  // The last "m" of "h m m".
  return words[i] === 'm' && i > 0 ? i + 1 : i;
};

/** What a caller does while stalling ("let me see", "let me look", "hang on let me check"). */
const LOOKING = new Set(['see', 'look', 'check', 'find', 'think', 'just', 'have', 'a', 'quick']);

/** Where an answer that opens with a stall goes on: after the stall's words and what the caller says they do. */
const stallEnd = (words: readonly Read[], from: number): number => {
  let i = skipOpeners(words, from, words.length);
  for (;;) {
    const stall = phraseAt(words, i, STALLS);
    if (!stall) break;
    i += stall.length;
    // ("have a look", "a quick look": "a" only before another of the looking words; "let me see, a one double one …"
    // keeps the value's first letter.)
    while (LOOKING.has(words[i] ?? '') && (words[i] !== 'a' || LOOKING.has(words[i + 1] ?? ''))) i += 1;
  }
  return i;
};

/** Words after the openers of an answer ("yes it is", "sure my postcode is"). */
const skipOpeners = (words: readonly Read[], from: number, to: number): number => {
  let i = from;
  while (i < to && ANSWER_OPENERS.has(words[i] ?? '') && !isStrongId(words[i])) i += 1;
  return i;
};

/** Words that start the caller's next sentence, after a free-form answer ("twelve park avenue, i have been ..."). */
const CLAUSE_STARTS = new Set(['i', "i'm", 'im', "i've", 'we', 'you', 'my', 'but', 'so', 'can', 'could', 'what', 'also']);

const I_AM = new Set(["i'm", 'im', 'am']);
/** What a caller states about themselves after "i" that an answer may hold ("i live on …", "i am at …"). */
const I_STATE = new Set(['live', 'am', 'think', 'believe']);
/** What follows "i'm" when it is no name: "i'm new to ...", "i'm calling ...", "i'm not sure". */
const STATES = new Set([
  'new',
  'not',
  'just',
  'so',
  'sorry',
  'still',
  'a',
  'an',
  'the',
  'here',
  'afraid',
  'after',
  'interested',
  'moving',
  'back',
]);
const isStateNotName = (word: Read): boolean => !!word && (STATES.has(word) || word.endsWith('ing'));

/** A number word followed by a unit ("six days"), not a joining word ("five to four"). */
const isQuantityAt = (words: readonly Read[], i: number): boolean =>
  NUMBER_WORDS.has(words[i] ?? '') && isUnit(words[i + 1]) && !JOINING.has(words[i + 1]!);

/** A free-form value (a name, a security answer, an address, an e-mail) from `from`: up to its trailer, at most `max` words. */
const freeform = (
  words: readonly Read[],
  from: number,
  to: number,
  kind: keyof typeof MAX_FREEFORM_WORDS,
): { start: number; end: number } | undefined => {
  let start = skipOpeners(words, from, to);
  // "we are at eighty eight …", "we're at …": where the caller lives, said as where they are.
  if (kind === 'address' && ['we', "we're"].includes(words[start] ?? ''))
    start = skipOpeners(words, start + (words[start + 1] === 'are' ? 2 : 1), to);
  // "i want to add my son ...", "i'm new to us", "i'm calling about ...": the caller going on with their reason, not a
  // name; nor, after a greeting misheard as a question ("you're through to" as "you're screwed to"), a security answer.
  if (words[start - 1] === 'i' || (kind === 'name' && I_AM.has(words[start - 1] ?? '') && isStateNotName(words[start]))) return undefined;
  // Nor "i have been waiting forty five minutes", "i was …": the caller's own sentence, after a stall kept the question open.
  const own = words.indexOf('i', from);
  if (kind !== 'name' && own >= from && own < start && !I_STATE.has(words[own + 1] ?? '')) return undefined;
  // An address that starts with a vowel is often heard with an article of its own ("emma fisher at" as "an official at").
  if (kind === 'email' && start > from && ['a', 'an'].includes(words[start - 1]!)) start -= 1;
  let end = start - 1;
  for (let i = start; i < to && i - start < MAX_FREEFORM_WORDS[kind]; i += 1) {
    const word = words[i];
    if (word === undefined) break;
    if (kind === 'name' || kind === 'secret') {
      if (TITLES.has(word) && kind === 'name') {
        end = i;
        continue;
      }
      if (NAME_STOPS.has(word) || isStrongId(word)) break;
    } else if (
      ((ANSWER_TRAILERS.has(word) || (kind === 'address' ? ANSWER_ENDS : CLAUSE_STARTS).has(word)) &&
        i > start &&
        !(word === 'and' && NUMBER_WORDS.has(words[i - 1] ?? ''))) ||
      // "... maple drive seattle, it happened about six days ago": an ordinary number is the caller's next sentence.
      (i > start &&
        (PRE_QUANTITY.has(word) || (isQuantityAt(words, i) && !NUMBER_WORDS.has(words[i - 1] ?? '') && words[i - 1] !== 'and'))) ||
      // "… magnolia boulevard cheltenham, this is the third time this month": a subject and its verb start one too.
      (i > start && kind === 'address' && SUBJECTS.has(word) && COPULAS.has(words[i + 1] ?? ''))
    )
      break;
    end = i;
    if (kind === 'email' && EMAIL_DOMAINS.has(word) && words[i - 1] === 'dot' && words[i + 1] !== 'dot') break;
  }
  // (A hum before the caller's next sentence is no part of the answer.)
  while (end > start && HUMS.has(words[end] ?? '')) end -= 1;
  if (end < start) return undefined;
  // A name or a security answer holds no amount: "the bill was one hundred and twenty pounds" is the caller's sentence.
  // (Within as many words as one may have: a number ends a name, the amount may come right after it.)
  if (
    (kind === 'name' || kind === 'secret') &&
    words.slice(start, start + MAX_FREEFORM_WORDS[kind]).some((_, k) => isAmountAt(words, start + k))
  )
    return undefined;
  // An address has words: digits and letters alone are a number read out, the answer to another question.
  if (kind === 'address' && words.slice(start, end + 1).every((w) => isStrongId(w) || isWeakId(w))) return undefined;
  return { start, end };
};

/** Whether words[from..to] name a month. */
const namesAMonth = (words: readonly Read[], from: number, to: number): boolean =>
  words.slice(from, to + 1).some((w) => MONTHS.has(w ?? ''));

/** A spoken date from `from`: at least two date words ("march before it's nineteen eighty", "the second of june ..."). */
const dateIn = (words: readonly Read[], from: number, to: number): { start: number; end: number } | undefined => {
  // A number before a unit is a quantity, not a date: "my bag weighed twenty three kilos". With a month it is a date
  // whatever the engine heard after it ("february twenty eight tick tick" for "… sixty six").
  const found = stretches(words, from, to, isStrongDate, isWeakDate).find(
    (s) =>
      s.members.filter((m) => isStrongDate(words[m])).length >= 2 &&
      (!isUnit(words[s.end + 1]) || JOINING.has(words[s.end + 1]!) || namesAMonth(words, s.start, s.end)),
  );
  if (!found) return undefined;
  // It ends on its last date word: "... nineteen seventy, the letter came" keeps "the".
  let end = found.end;
  while (!isStrongDate(words[end])) end -= 1;
  return { start: dayBeforeOf(words, from, found.start), end: Math.min(end, yearEnd(words, found.start, end)) };
};

/** The single words of a year's last digit ("nineteen eighty three"). */
const YEAR_UNITS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']);
/**
 * Where a date ends that has its month before its year: at the year's last word. A number after it is no part of it
 * ("april fourth nineteen eighty three, i'm eighty four", "… nineteen eighty three, twenty three years at that
 * address"). A date with no month before a year (year first, "nineteen seventy four september the twenty first", or
 * numeric) ends where its words do.
 */
const yearEnd = (words: readonly Read[], start: number, end: number): number => {
  for (let i = start, named = false; i <= end; named ||= MONTHS.has(words[i] ?? ''), i += 1) {
    if (!named) continue;
    let last: number | undefined;
    if (words[i] === 'nineteen' && YEAR_TENS.has(words[i + 1] ?? '')) last = i + 1;
    else if (words[i] === 'two' && words[i + 1] === 'thousand') {
      const at = words[i + 2] === 'and' ? i + 3 : i + 2;
      if (EARLY_YEARS.has(words[at] ?? '') || TEENS.has(words[at] ?? '')) return at;
      if (words[at] === 'twenty') last = at;
    }
    // (A year said short, or its "nineteen" heard as tens: "may tenth ninety ninety eight".)
    else if (isShortBirthYear(words, i)) last = YEAR_TENS.has(words[i + 1] ?? '') ? i + 1 : i;
    if (last !== undefined) return YEAR_UNITS.has(words[last + 1] ?? '') ? last + 1 : last;
  }
  return end;
};

/**
 * A date heard from "of" and its month starts a word earlier, at the day the engine heard as another word ("teams of
 * december" for "thirteenth of december").
 */
const dayBeforeOf = (words: readonly Read[], from: number, start: number): number => {
  const before = words[start - 1];
  return start > from &&
    words[start] === 'of' &&
    MONTHS.has(words[start + 1] ?? '') &&
    before &&
    !OPENING_WORDS.has(before) &&
    !DETERMINERS.has(before)
    ? start - 1
    : start;
};

/**
 * The value a cue asks for, in words[from, to): the first that fits its kind. An identifier is a stretch of
 * digits and letters of two words or more that is not a quantity.
 */
const valueFor = (
  words: readonly Read[],
  from: number,
  to: number,
  cue: Cue,
  /**
   * What is no identifier: a quantity, or less where the context says more (an identifier asked for may be said in
   * hundreds, an amount's form: isAnsweredQuantity).
   */
  quantity: (words: readonly Read[], stretch: Stretch) => boolean = isQuantity,
): { start: number; end: number } | undefined => {
  switch (cue.kind) {
    case 'identifier': {
      // (Without a short quantity it ends on: "the new card should be with you in three to five working days" reads
      // out no card number, "be" and "you" being letters only beside a surer part.)
      const found = stretches(words, from, to, isStrongId, isWeakId, true)
        .map((s) => withoutQuantity(words, s))
        .find((s) => s.members.length >= 2 && s.members.some((m) => isStrongId(words[m])) && !quantity(words, s));
      return found ? widened(words, from, to, found) : undefined;
    }
    case 'date': {
      const found = dateIn(words, from, to);
      return found ? widened(words, from, to, found) : undefined;
    }
    default:
      return freeform(words, from, to, cue.kind);
  }
};

/**
 * An identifier stated by its cue ("my client account number is three hundred and twelve six …", round 30) is the
 * number said right after "is", however it is said: in hundreds too, an amount's form elsewhere.
 */
const statedInHundreds = (words: readonly Read[], found: FoundCue, next: number): { start: number; end: number } | undefined => {
  if (found.cue.kind !== 'identifier' || !STATING.has(words[found.end + 1] ?? '')) return undefined;
  const value = valueFor(words, found.end + 2, next, found.cue, isAnsweredQuantity);
  // (A round amount is no identifier: "membership is one thousand eight hundred".)
  return value && value.start <= found.end + 2 && !SAID_AS_NUMBER.has(words[value.end] ?? '') ? value : undefined;
};

/** What only opens an answer: a value read out after them starts after them. */
const OPENING_WORDS = new Set([
  'it',
  'is',
  "it's",
  'its',
  ...AFFIRMATIONS,
  'that',
  "that's",
  'thats',
  'was',
  'number',
  'my',
  'i',
  "i'm",
  'think',
  'um',
  'uh',
  'er',
  'erm',
  'right',
  'well',
  'please',
  'policy',
  'account',
  'membership',
  'member',
  'reference',
  'card',
  'pin',
  'mobile',
  'phone',
  'code',
  'postcode',
  'date',
  'birth',
  'born',
  'on',
  'in',
  'was',
  'would',
  'be',
  'have',
  'got',
  'here',
  'so',
  'numbers',
  'references',
  "number's",
  'is',
  'its',
  // "it says x r seven ...", "the letter reads ...".
  'says',
  'said',
  'reads',
  // "just to confirm x y ...".
  'confirm',
  // "let me read that back ...".
  'back',
  // How else callers lead into a value: "try oh one …", "i believe it's …", "it should be …", "mine is …", "it does …".
  'try',
  'believe',
  'reckon',
  'guess',
  'should',
  'mine',
  'mines',
  "mine's",
  'does',
  'hmm',
  'actually',
  'your',
  // "it starts with two four …", "the one ending in …".
  'starts',
  'begins',
  'with',
  'ending',
  'ends',
  // A correction: "… no sorry, forty six …", "… sorry i mean …", "… no my mistake, …".
  'no',
  'sorry',
  'wait',
  'mean',
  'mistake',
  // "erm" as PocketSphinx writes it.
  'herm',
  // An asker checking a value back: "can i just check g n five nine …" (heard "… just checked …"; "just" may be the
  // letter s: "so that is just zero four …").
  'check',
  'checked',
  'confirming',
]);
/** Unrecognised words right before a read-out value ("zero one one zero" heard "airline line there are") and after it at the end of the answer. */
const EDGE_WORDS = 3;

/**
 * An answer's value widened to the words the recogniser made of its first letters or digits ("s zero" heard as "at
 * zero", "eighteenth" as "thief") and of its last word when it ends the answer ("two" heard as "que").
 */
const widened = (words: readonly Read[], from: number, to: number, value: { start: number; end: number }) => {
  let { start, end } = value;
  while (
    start > from &&
    value.start - start < EDGE_WORDS &&
    words[start - 1] !== undefined &&
    !OPENING_WORDS.has(words[start - 1]!) &&
    !introducesValue(words, from, start)
  )
    start -= 1;
  // "my policy number is m a ..." is often heard as "my policy numbers and ...": the "s" is the value's first letter.
  if (start > from && words[start - 1] === 'numbers' && digitsOf(words[start]) === undefined) start -= 1;
  // "y one seven ..." heard as "my one seven ...": "my" names a thing, never a digit, so before one it is a letter.
  if (start > from && words[start - 1] === 'my' && isSureDigit(words[start])) start -= 1;
  if (
    end + 2 === to &&
    words[end + 1] !== undefined &&
    !ANSWER_TRAILERS.has(words[end + 1]!) &&
    !isUnit(words[end + 1]) &&
    !OPENING_WORDS.has(words[end + 1]!) &&
    !ANSWER_OPENERS.has(words[end + 1]!)
  )
    end += 1;
  return { start, end };
};

/** Words that end an answer: the caller's next sentence, a courtesy, or what follows a name ("john smith calling about"). */
const ANSWER_ENDS = new Set([
  ...CLAUSE_STARTS,
  ...['it', "it's", 'thank', 'thanks', 'please', 'cheers', 'calling', 'here', 'speaking', 'and', 'no'],
  ...['have', 'has', 'had', 'got', 'do', 'did', 'will', 'would', 'need', 'want'],
  // "… seven four, that's it", "… if that helps", "… yeah", "… sorry".
  ...["that's", 'thats', 'if', 'yeah', 'yes', 'okay', 'ok', 'sorry'],
  // A correction: "… two zero, wait no, that's my old one".
  'wait',
]);
/** The caller's next sentence after an answer's value ("… ninety five, there are four of us in the house"). */
const THERE = new Set(['there', "there's", 'theres']);
/** How many words other than digits and letters an answer's window reaches past what was recognised as its value. */
const WINDOW_WORDS = 6;
/** The types of values read out (identifiers and dates), as opposed to names, addresses and answers in words. */
const READ_OUT_TYPES: ReadonlySet<string> = new Set(CUES.filter((c) => c.kind === 'identifier' || c.kind === 'date').map((c) => c.type));
/** What a caller stops a value with to correct it ("hang on", "hold on", "oops"). */
const SELF_STOPS: readonly (readonly string[])[] = [['hang', 'on'], ['hold', 'on'], ['oops'], ['whoops']];
/** Where a caller says where they read the value, after it ("... at the top", "... on the letter", "... from my card"). */
const PLACE_PREPOSITIONS = new Set(['at', 'on', 'in', 'from', 'off', 'under', 'near', 'across', 'with', 'about']);
const DETERMINERS = new Set(['the', 'my', 'your', 'our', 'this', 'that', 'a', 'an']);
/** A prepositional phrase after a value is the caller's own words, not more of the value. */
const isPlacePhrase = (words: readonly Read[], i: number): boolean =>
  PLACE_PREPOSITIONS.has(words[i] ?? '') && DETERMINERS.has(words[i + 1] ?? '');

/**
 * The window of an answer to a question that asked for personal data: the value found, widened to the rest of the
 * answer's clause, since the recogniser makes other words of names and of parts of values ("susan turner" heard as
 * "susan to know", "five nine one one five six two" as "five nine one one five sixty or"); a contact center would
 * rather lose a word of an answer than keep part of a value. It stops at the caller's next sentence and a
 * courtesy, before an ordinary number ("... i ordered two items"), and in an address not at "and" inside a
 * number ("one hundred and five").
 */
const answerWindow = (words: readonly Read[], value: { start: number; end: number }, kind: CueKind) => {
  const ends = (i: number) => {
    const word = words[i];
    if (word === undefined) return true;
    if (word === 'and' && kind === 'address' && NUMBER_WORDS.has(words[i - 1] ?? '')) return false;
    // (Not in an e-mail address, where "at" is its own: "susan baker at outlook" is heard "susan take about a blue".)
    return (
      ANSWER_ENDS.has(word) ||
      THERE.has(word) ||
      // ("… fourteen, hang on, that's not right, it's …": the caller stops the value to correct it.)
      startsWithAny(words, i, SELF_STOPS) ||
      // ("… cheltenham, this is the third time this month": the caller's next sentence.)
      (SUBJECTS.has(word) && COPULAS.has(words[i + 1] ?? '')) ||
      // ("… two five five one seven five, the booth was only there for three hours": a thing of the caller's, round 33.)
      (word === 'the' && !isValueWord(words[i + 1]) && COPULAS.has(words[i + 2] ?? '')) ||
      // ("… nine five three one, we are expecting ninety guests": "we are" heard right, a word after it.)
      startsWeAre(words, i) ||
      startsASentence(words, i) ||
      (kind !== 'email' && isPlacePhrase(words, i)) ||
      (isStrongId(word) && isUnit(words[i + 1]))
    );
  };
  let end = value.end;
  // Digits and letters read out count for nothing: a card number broken by misheard words goes on to its end.
  let reach = 0;
  while (end + 1 < words.length && reach < WINDOW_WORDS && !ends(end + 1)) {
    end += 1;
    if (!isStrongId(words[end]) && !isWeakId(words[end])) reach += 1;
  }
  // A date ends on its last date word: "may twenty fifth nineteen seventy, the letter came ..." keeps the letter.
  if (kind === 'date') while (end > value.end && !isStrongDate(words[end])) end -= 1;
  // And at its year, when its month came before it.
  if (kind === 'date') end = Math.max(value.end, Math.min(end, yearEnd(words, value.start, end)));
  // A date of birth has a year: one found without it, a few words before the end of the answer, ends in those words,
  // its year heard as other words ("five slash twenty eight slash oh one" heard "five slash twenty eight slight echelon").
  const rest = words.slice(end + 1);
  // After a month no word is a unit ("february twenty eight tick tick").
  const afterAMonth = kind === 'date' && namesAMonth(words, value.start, end);
  if (
    kind === 'date' &&
    rest.length > 0 &&
    rest.length <= MISHEARD_YEAR_WORDS &&
    !words.slice(value.start, end + 1).some((w, k) => isBirthYear(words, value.start + k) || SHORT_YEAR_TENS.has(w ?? '')) &&
    rest.every((w) => w !== undefined && !ANSWER_ENDS.has(w) && !ANSWER_TRAILERS.has(w) && !THERE.has(w) && (afterAMonth || !isUnit(w)))
  )
    end = words.length - 1;
  return { start: value.start, end };
};
/** How many words at the end of an answer the engine may have made of a date's year. */
const MISHEARD_YEAR_WORDS = 3;

interface Detection {
  readonly spans: PiiSpan[];
  readonly claimed: Set<string>;
}

const claim = (detection: Detection, span: PiiSpan): boolean => {
  const keys = Array.from({ length: span.end - span.start + 1 }, (_, k) => `${span.turn}:${span.start + k}`);
  if (keys.some((key) => detection.claimed.has(key))) return false;
  keys.forEach((key) => detection.claimed.add(key));
  detection.spans.push(span);
  return true;
};

/** Claims the words of a span that no other span has, as spans of their own (a spelling a name answer began). */
const claimUnclaimed = (detection: Detection, span: PiiSpan) => {
  for (let i = span.start; i <= span.end; i += 1) {
    if (detection.claimed.has(`${span.turn}:${i}`)) continue;
    let end = i;
    while (end + 1 <= span.end && !detection.claimed.has(`${span.turn}:${end + 1}`)) end += 1;
    claim(detection, { ...span, start: i, end });
    i = end;
  }
};

/** Gives a span found back (a first guess a later turn shows the extent of). */
const unclaim = (detection: Detection, span: PiiSpan) => {
  detection.spans.splice(detection.spans.indexOf(span), 1);
  for (let i = span.start; i <= span.end; i += 1) detection.claimed.delete(`${span.turn}:${i}`);
};

/**
 * Widens a span found, in place, to more words of its turn before or after it, when no other span has any of them.
 * Returns the widened span, or undefined (and changes nothing) when one of the words is taken.
 */
const extend = (detection: Detection, span: PiiSpan, to: { readonly start?: number; readonly end?: number }): PiiSpan | undefined => {
  const start = to.start ?? span.start;
  const end = to.end ?? span.end;
  const added = [
    ...Array.from({ length: span.start - start }, (_, k) => start + k),
    ...Array.from({ length: end - span.end }, (_, k) => span.end + 1 + k),
  ];
  if (added.some((i) => detection.claimed.has(`${span.turn}:${i}`))) return undefined;
  added.forEach((i) => detection.claimed.add(`${span.turn}:${i}`));
  const widened = { ...span, start, end };
  detection.spans[detection.spans.indexOf(span)] = widened;
  return widened;
};

/** Words that end an answer after its value, never made of digits by the engine. */
const endsNoValue = (word: Read): boolean =>
  !!word && (ANSWER_ENDS.has(word) || WHOLE_ANSWER_ENDS.has(word) || THERE.has(word) || READS_FROM.has(word));
/** At most this many words after a value end its turn as part of it. */
const MAX_TAIL_WORDS = 3;
/** Or this many, when the turn ends on a digit ("… oh for it they take two", "… afford to do three": its last characters). */
const MAX_DIGIT_TAIL_WORDS = 5;
/** "nought" and "oh" inside a value as the engine hears them. */
const NOUGHT_HEARD_AS = new Set(['not', 'or']);
/** Short words the engine makes of digits at the end of a read-out: "one two" as "want to", "eight" as "it". */
const DIGITS_HEARD_AS = new Set(['it', 'want', 'wanna', 'will', 'with', 'do']);
const isDigitHeardAs = (word: Read): boolean => !!word && (DIGITS_HEARD_AS.has(word) || isStrongId(word) || WEAK_DIGITS.has(word));

/**
 * A value read out to the end of the turn takes the turn's last words with it when none of them ends an answer, reads
 * the value, is a unit, checks it or starts a place ("… double stick straight want to" for "… double six eight one two",
 * "… fifty wanna look for" for "… fifty one nought four", "… six tear em" for "… six two m"): the caller said nothing
 * after the value but its last characters. Anything else after it ("… is that right", "… i think", "… got it", "… it
 * says", "… on the statement", "… two years old") stays. A turn that ends on a digit gives up to MAX_DIGIT_TAIL_WORDS of
 * any words, unless one is a unit or opens a clause of the caller's own ("… and i am forty five"). An asker's read-back
 * takes them only when one is a digit or a word the engine makes of one: it ends on the check, heard as anything.
 */
const valueTails = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[], answers: readonly Answer[]) => {
  const askers = new Set(answers.map((a) => a.asker));
  for (const span of detection.spans) {
    const words = read[span.turn]!;
    const after = words.length - 1 - span.end;
    const endsOnDigit = isSureDigit(words[words.length - 1]);
    if (!READ_OUT_TYPES.has(span.type) || after < 1 || after > (endsOnDigit ? MAX_DIGIT_TAIL_WORDS : MAX_TAIL_WORDS)) continue;
    const tail = Array.from({ length: after }, (_, k) => span.end + 1 + k);
    // "… eight not sixty six", "… nine or seventy five": "nought" and "oh" heard as words, the rest of the value after them.
    const restAfterNought =
      NOUGHT_HEARD_AS.has(words[span.end + 1] ?? '') && after >= 2 && tail.slice(1).every((i) => NUMBER_WORDS.has(words[i] ?? ''));
    if (restAfterNought) {
      extend(detection, span, { end: words.length - 1 });
      continue;
    }
    if (
      tail.some((i) => isPlacePhrase(words, i) || phraseAt(words, i, READ_BACK_TAILS)) ||
      // ("… three four zero us" for "… yes".)
      (askers.has(turns[span.turn]!.speaker) && !tail.some((i) => isDigitHeardAs(words[i]))) ||
      !(
        tail.every((i) => isDigitHeardAs(words[i]) || (!endsNoValue(words[i]) && !isUnit(words[i]))) ||
        (endsOnDigit && tail.every((i) => !WHOLE_ANSWER_ENDS.has(words[i] ?? '') && !isUnit(words[i])))
      )
    )
      continue;
    extend(detection, span, { end: words.length - 1 });
  }
};

/**
 * A stretch said as a number or a year is read in its parts between separators: in "… two thousand and twenty dash three
 * seven four two" the year is no value, the digits after the dash are. A stretch without a separator is its own part.
 */
const partsOf = (words: readonly Read[], stretch: Stretch): Stretch[] => {
  if (!isQuantity(words, stretch) && !isYear(words, stretch)) return [stretch];
  const parts: number[][] = [[]];
  for (const m of stretch.members) {
    if (SEPARATORS.has(words[m] ?? '')) parts.push([m]);
    else parts[parts.length - 1]!.push(m);
  }
  return parts
    .filter((members) => members.length > 0)
    .map((members) => ({ start: members[0]!, end: members[members.length - 1]!, members }));
};

/**
 * Runs of at least MIN_UNCUED_DIGITS digits anywhere, of MIN_ANSWERED_DIGITS in an answer to a question however it was
 * heard (a PIN, a short account number), and of MIN_MIXED_PARTS sure letters and as many digits anywhere (a reference),
 * typed by checksum and by the nearest cue before them or in the question.
 */
const digitRuns = (detection: Detection, turn: number, words: readonly Read[], question: readonly Read[] | undefined) => {
  const cues = cuesIn(words);
  const asked = question && cuesIn(question).find((c) => c.cue.kind === 'identifier');
  for (const stretch of stretches(words, 0, words.length, isStrongId, isWeakId).flatMap((s) => partsOf(words, s))) {
    const digitsSaid = digitCount(words, stretch);
    // (A letter the engine also writes for a digit, "h" for eight, counts as a letter only.)
    const count = (is: (word: string) => boolean) => stretch.members.filter((m) => is(words[m] ?? '')).length;
    const mixed =
      count((w) => LETTER_NAMES.has(w) && !WEAK_LETTERS.has(w)) >= MIN_MIXED_PARTS &&
      count((w) => (isSureDigit(w) || TENS.has(w) || TEENS.has(w)) && !LETTER_NAMES.has(w)) >= MIN_MIXED_PARTS;
    if (
      (digitsSaid < (question ? MIN_ANSWERED_DIGITS : MIN_UNCUED_DIGITS) && !mixed) ||
      isQuantity(words, stretch) ||
      isYear(words, stretch)
    )
      continue;
    const digits = stretch.members.flatMap((m) => digitsOf(words[m]) ?? []);
    const card = digits.length >= CARD_DIGITS.min && digits.length <= CARD_DIGITS.max && passesLuhn(digits);
    const before = cues.filter((c) => c.end < stretch.start && c.cue.kind === 'identifier').pop();
    claim(detection, {
      turn,
      start: stretch.start,
      end: stretch.end,
      type: card ? 'CREDIT_DEBIT_NUMBER' : (before?.cue.type ?? asked?.cue.type ?? 'BANK_ACCOUNT_NUMBER'),
    });
  }
};

/**
 * A value read out that ends on a letter takes the word the letter is made clear with ("… five one w as in water", "… k
 * for king", "… p like paris"): the caller is still giving the value.
 */
const letterExamples = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of detection.spans) {
    const words = read[span.turn]!;
    if (!READ_OUT_TYPES.has(span.type) || !isLetterWord(words[span.end])) continue;
    const lead =
      words[span.end + 1] === 'as' && EXAMPLE_LEADS.has(words[span.end + 2] ?? '')
        ? 2
        : ['for', 'like'].includes(words[span.end + 1] ?? '')
          ? 1
          : 0;
    const example = span.end + lead + 1;
    const word = words[example];
    if (lead === 0 || word === undefined || endsNoValue(word) || DETERMINERS.has(word) || isUnit(word)) continue;
    extend(detection, span, { end: example });
  }
};

/** Written addresses ("jane@contoso.com") and spoken ones ("jane doe at contoso dot com"). */
const emails = (detection: Detection, turn: number, words: readonly Read[], texts: readonly string[]) => {
  texts.forEach((text, i) => {
    if (/\S@\S/.test(text)) claim(detection, { turn, start: i, end: i, type: 'EMAIL' });
  });
  for (let i = 1; i < words.length; i += 1) {
    if (words[i] !== 'at') continue;
    const dot = words.findIndex((word, j) => j > i + 1 && j <= i + 6 && word === 'dot' && EMAIL_DOMAINS.has(words[j + 1] ?? ''));
    if (dot < 0) continue;
    let end = dot + 1;
    while (words[end + 1] === 'dot' && EMAIL_DOMAINS.has(words[end + 2] ?? '')) end += 2;
    // The local part: the word before "at", and before it any "x dot" pairs ("jane dot doe at ...").
    let start = i - 1;
    while (start >= 2 && words[start - 1] === 'dot') start -= 2;
    claim(detection, { turn, start, end, type: 'EMAIL' });
    i = end;
  }
};

/** A title and the name after it ("mister turner", "mrs hughes"). */
const titledNames = (detection: Detection, turn: number, words: readonly Read[]) => {
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (!word || !TITLES.has(word) || !next || NAME_STOPS.has(next) || isStrongId(next)) return;
    claim(detection, { turn, start: i + 1, end: i + 1, type: 'NAME' });
  });
};

/** What thanks someone by name ("thanks helen", "thank you mister turner"). */
const THANKS: readonly (readonly string[])[] = [['thank', 'you'], ['thanks'], ['cheers']];
/** Words that go on thanking before a name ("thanks very much helen", "thanks for your patience tariq"). */
const THANKS_GO_ON: readonly (readonly string[])[] = [
  ['very', 'much'],
  ['ever', 'so', 'much'],
  ['so', 'much'],
  ['a', 'lot'],
  ['for', 'your', 'patience'],
];
/** What an agent acknowledges an answer with at the start of a turn, before the caller's name ("okay priscilla, thanks"). */
const ACKNOWLEDGEMENTS = new Set(['okay', 'ok', 'right', 'lovely', 'great', 'brilliant', 'perfect']);
/** How many words a name addressed between an acknowledgement and thanks has at most ("okay priscilla halloran thanks"). */
const ADDRESSED_NAME_WORDS = 2;
/** What an agent introduces themselves with, before their name. */
const INTRODUCTIONS: readonly (readonly string[])[] = [
  "you're speaking to",
  "you're speaking with",
  'youre speaking to',
  'youre speaking with',
  'you are speaking to',
  'you are speaking with',
].map((s) => s.split(' '));
/** What an agent closes with, often right after the caller's name ("... fisher, you're all set"). */
const CLOSINGS: readonly (readonly string[])[] = [
  'you are all set',
  "you're all set",
  'is there anything else',
  'have a good day',
  'have a nice day',
  'have a lovely day',
  'have a nice evening',
  'have a good evening',
  'goodbye',
  'you take care',
  'take care',
].map((s) => s.split(' '));

/** A word that can be the name someone is addressed by: none of the words a sentence is built of, no number. */
const mayBeName = (word: Read): word is string =>
  !!word &&
  !NAME_STOPS.has(word) &&
  !CLAUSE_STARTS.has(word) &&
  !ANSWER_OPENERS.has(word) &&
  !QUANTITY_UNITS.has(word) &&
  !isStrongId(word) &&
  !isWeakId(word);

/**
 * The name someone is addressed by: after thanks ("thanks helen", "thank you mister turner") and right before a
 * closing ("... fisher, is there anything else"). One word: the one the recogniser wrote for the name.
 */
const addressedNames = (detection: Detection, turn: number, words: readonly Read[]) => {
  words.forEach((_, i) => {
    const thanks = phraseAt(words, i, THANKS);
    if (thanks) {
      // "thanks very much edward": the name comes after the thanks' own words.
      let at = i + thanks.length;
      const goesOn = THANKS_GO_ON.find((p) => startsWithAny(words, at, [p]));
      // (After "thanks for your patience" only a name that ends the turn: "… for your patience, tariq".)
      if (goesOn && goesOn.length > 2 && at + goesOn.length !== words.length - 1) return;
      if (goesOn) at += goesOn.length;
      if (TITLES.has(words[at] ?? '')) at += 1;
      if (mayBeName(words[at])) claim(detection, { turn, start: at, end: at, type: 'NAME' });
    }
    // The agent's own name as they introduce themselves: "you're speaking to ellen, how can i help".
    const introduced = phraseAt(words, i, INTRODUCTIONS);
    if (introduced && mayBeName(words[i + introduced.length]))
      claim(detection, { turn, start: i + introduced.length, end: i + introduced.length, type: 'NAME' });
    if (i > 0 && startsWithAny(words, i, CLOSINGS) && mayBeName(words[i - 1]))
      claim(detection, { turn, start: i - 1, end: i - 1, type: 'NAME' });
  });
  // "okay priscilla halloran, thanks": between the turn's acknowledgement and the thanks, the name the agent uses.
  const thanksAt = words.findIndex((_, i) => i > 1 && THANKS.some((p) => startsWithAny(words, i, [p])));
  if (
    ACKNOWLEDGEMENTS.has(words[0] ?? '') &&
    thanksAt > 1 &&
    thanksAt - 1 <= ADDRESSED_NAME_WORDS &&
    words.slice(1, thanksAt).every(mayBeName)
  )
    claim(detection, { turn, start: 1, end: thanksAt - 1, type: 'NAME' });
};

/** What asks a caller to spell what they just said ("can you spell that for me", "how do you spell your surname"). */
const SPELL = new Set(['spell', 'spelled', 'spelt', 'spelling']);
/** What a caller opens a name with when asked for it in other words than the engine heard ("yeah hi it's …", "this is …"). */
const NAME_LEADS = new Set(['hi', 'hello', 'hey', 'this', 'is', 'my', 'name', "name's", 'names', 'me', "i'm", 'im', 'its', "it's"]);
/** A spelling is read out to its end, at most this many words ("o as in oscar k o n as in nancy …"). */
const MAX_SPELLED_WORDS = 30;
/** What a caller spells with, before the letters. */
const SPELLING_LEADS: readonly (readonly string[])[] = ['letter by letter', 'spelled', 'spelt', 'spelling'].map((s) => s.split(' '));
/** What comes before the word a letter is made clear with ("s as in sugar", "k for king", heard "as an oscar"). */
const EXAMPLE_LEADS = new Set(['in', 'an', 'for']);
/** A letter as the engine writes it ("c", "see", "are"). */
const isLetterWord = (word: Read): boolean => !!word && (LETTER_NAMES.has(word) || WEAK_LETTERS.has(word) || word === 'double u');
/**
 * Where a spelling has ended: at a courtesy, at the caller's next sentence ("… i have been waiting forty five minutes":
 * a subject before what is no letter) or an ordinary number ("… there are four of us").
 */
const spellingEnds = (words: readonly Read[], i: number): boolean =>
  startsWithAny(words, i, THANKS) ||
  words[i] === 'please' ||
  ((CLAUSE_STARTS.has(words[i]!) || SUBJECTS.has(words[i]!) || WHOLE_ANSWER_ENDS.has(words[i]!)) &&
    !isLetterWord(words[i + 1]) &&
    !['as', 'for'].includes(words[i + 1] ?? '')) ||
  (NUMBER_WORDS.has(words[i]!) && !isLetterWord(words[i - 1]) && !isLetterWord(words[i + 1]));
/** A name given before a request to spell it has at most this many words. */
const MAX_NAME_WORDS = 3;
/**
 * A request to spell marks a name on both sides of it (on a recording with two speakers): the caller's turn just
 * before it gave the name (the words after its lead-in, when they are few and may be a name: "yeah hi it's desmond
 * block right"), and the caller's reply spells it, to the end of the turn or a courtesy, however the engine heard the
 * letters ("diaz in a koala see your role as an oscar …").
 */
const spellingAsked = (read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) =>
  read.flatMap((words, turn) => {
    if (!words.some((w) => SPELL.has(w ?? ''))) return [];
    const asker = turns[turn]!.speaker;
    const before = turn > 0 && turns[turn - 1]!.speaker !== asker ? read[turn - 1]! : undefined;
    let start = before ? frameEnd(before, 0, 'name') : 0;
    while (before && NAME_LEADS.has(before[start] ?? '')) start += 1;
    const named =
      before && before.length > start && before.length - start <= MAX_NAME_WORDS && before.slice(start).every(mayBeName)
        ? { turn: turn - 1, start, end: before.length - 1, type: 'NAME' }
        : undefined;
    const reply = turns.findIndex((t, i) => i > turn && i <= turn + ANSWER_TURNS && t.speaker !== asker);
    const spelling: PiiSpan[] = [];
    // (Over the caller's turns that follow each other: a pause in a spelling starts another turn.)
    for (let at = reply, from = 0, count = 0; at >= 0 && at < read.length && turns[at]!.speaker !== asker; at += 1, from = 0) {
      const said = read[at]!;
      if (at === reply) {
        from = frameEnd(said, 0, 'name');
        // ("letter by letter it's a c k …", "yep spelled m c q …": how the caller goes on to spell it, no letter of it.)
        for (let lead = phraseAt(said, from, SPELLING_LEADS); lead; lead = phraseAt(said, from, SPELLING_LEADS))
          from = frameEnd(said, from + lead.length, 'name');
      }
      let end = from - 1;
      while (end + 1 < said.length && count < MAX_SPELLED_WORDS && !spellingEnds(said, end + 1)) {
        end += 1;
        count += 1;
      }
      const ended = end + 1 < said.length;
      // It ends on a letter or on the word a letter is made clear with ("… as in king"), not on what follows them.
      while (end >= from && !isLetterWord(said[end]) && !EXAMPLE_LEADS.has(said[end - 1] ?? '')) end -= 1;
      // (Its last letter as the engine heard it, when it ends the turn: "… h for harry e r" heard "… h for petty ah".)
      if (!ended && end >= from && end === said.length - 2) end += 1;
      if (end >= from) spelling.push({ turn: at, start: from, end, type: 'NAME' });
      if (ended || end < from) break;
    }
    return [{ named, spelling }];
  });

/** The tens of a year said as "nineteen forty", and the years after two thousand a living caller may be born in. */
const YEAR_TENS = new Set(['ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
const EARLY_YEARS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);
/** Whether a birth year starts at word i ("nineteen forty seven", "two thousand and three"). */
const isBirthYear = (words: readonly Read[], i: number): boolean =>
  (words[i] === 'nineteen' && YEAR_TENS.has(words[i + 1] ?? '')) ||
  (words[i] === 'two' &&
    words[i + 1] === 'thousand' &&
    (EARLY_YEARS.has(words[i + 2] ?? '') || (words[i + 2] === 'and' && EARLY_YEARS.has(words[i + 3] ?? ''))));
/** A year's last digit as the engine may hear it. */
const YEAR_DIGITS_HEARD_AS = new Set(['won', 'to', 'too', 'for', 'fore', 'ate']);
/** What may come between a month and a year said short: "in", or "and" as the engine hears it. */
const YEAR_LEADS = new Set(['in', 'and']);
/** The tens of a year said short ("sixty seven", "eighty five") that a living caller may be born in. */
const SHORT_YEAR_TENS = new Set(['thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
/**
 * Whether a year said short starts at word i: right after a day and a month ("december sixth sixty seven", "twenty four
 * march eighty five", "the fifth of the second seventy"), not a day ("march thirty first") nor a quantity ("… sixty pounds").
 */
const isShortBirthYear = (words: readonly Read[], i: number): boolean =>
  SHORT_YEAR_TENS.has(words[i] ?? '') &&
  !ORDINALS.has(words[i + 1] ?? '') &&
  !isUnit(words[i + 1]) &&
  !isUnit(words[i + 2]) &&
  // ("the first of october in sixty seven", heard "… and sixty seven".)
  (isStrongDate(words[i - 1]) || (YEAR_LEADS.has(words[i - 1] ?? '') && MONTHS.has(words[i - 2] ?? ''))) &&
  (words.slice(Math.max(0, i - 3), i).some((w) => MONTHS.has(w ?? '')) ||
    (ORDINALS.has(words[i - 1] ?? '') && words[i - 2] === 'the' && words[i - 3] === 'of') ||
    // "the sixteenth of the ninth forty" heard "… of the nine forty": the month as a number after a day.
    (MONTH_NUMBERS.has(words[i - 1] ?? '') && words[i - 2] === 'the' && words[i - 3] === 'of' && ORDINALS.has(words[i - 4] ?? '')));
const MONTH_NUMBERS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);
/** Sure date words before the year of a full date: its day and month ("the sixteenth of september"), or digits ("one seven three four"). */
const FULL_DATE_WORDS = 2;

/**
 * A date read off a form with slashes, its year one a caller may be born in ("one slash zero five slash forty two",
 * "eleven slash sixteen slash nineteen ninety one"): a day or month of one or two words, "slash", another, "slash", the
 * year. Its form makes it a date wherever it is said, read back included, the way a full date with a birth year is.
 */
const slashedBirthDate = (words: readonly Read[]): { start: number; end: number } | undefined => {
  const part = (i: number) => isStrongDate(words[i]) || WEAK_DIGITS.has(words[i] ?? '');
  for (let first = 1; first < words.length; first += 1) {
    if (words[first] !== 'slash' || !part(first - 1)) continue;
    const second = [first + 2, first + 3].find(
      (j) => words[j] === 'slash' && words.slice(first + 1, j).every((_, k) => part(first + 1 + k)),
    );
    const end = second === undefined ? undefined : birthYearEnd(words, second + 1);
    if (end !== undefined) return { start: part(first - 2) ? first - 2 : first - 1, end };
  }
  return undefined;
};
/** Where a birth year starting at word i ends: "forty (two)", "nineteen forty (two)", "two thousand (and) three". */
const birthYearEnd = (words: readonly Read[], i: number): number | undefined => {
  const digitAfter = (k: number) => (digitsOf(words[k + 1]) !== undefined ? k + 1 : k);
  if (SHORT_YEAR_TENS.has(words[i] ?? '')) return digitAfter(i);
  if (!isBirthYear(words, i)) return undefined;
  return words[i] === 'nineteen' ? digitAfter(i + 1) : words[i + 2] === 'and' ? i + 3 : i + 2;
};

/**
 * How many words besides its framing ("yeah that is …") may open a reply that is otherwise one date ("erm the …", the
 * question's last words heard as "armed and").
 */
const DATE_REPLY_LEAD = 2;

/**
 * A full date with a year a caller may be born in (1910s to 2012, or a short "sixty seven" after a day and a month),
 * given in answer to the other party's question (or read back by its asker, when the answer was heard as no date), is a
 * date of birth by its form, however the question was heard ("can i get your d o b" heard as "can i get your g o b",
 * "your deity"): dates callers give otherwise are of recent events, said without a year or with this century's. So is a
 * reply that is nothing but a date with a year of the last century (and at most a short clause after it, "… i am
 * afraid"), whatever the engine made of the question before it ("… date of birth for security" heard "good idea to
 * order it on earth for security"); a date in a sentence of the caller's own ("we moved in on the first of may nineteen
 * fifty") needs the question, or a birth named in the same turn, before or after it ("… the ninth of november nineteen
 * fifty eight and the website says my birthday is wrong"). Returns the date's words, up to its year when its month came
 * before it.
 */
const BIRTH_WORDS: ReadonlySet<string> = new Set(['birth', 'birthday', 'born', 'dob', 'birthdate']);
/** Words a reply may end on after its date: "… nineteen ninety three, i am afraid", "…, that's right". */
const REPLY_TAIL = 3;
const endsTheReply = (words: readonly Read[], end: number): boolean =>
  end === words.length - 1 || (words.length - 1 - end <= REPLY_TAIL && WHOLE_ANSWER_ENDS.has(words[end + 1] ?? ''));
const birthDateIn = (words: readonly Read[], asked: boolean): { start: number; end: number } | undefined => {
  const named = words.some((w) => BIRTH_WORDS.has(w ?? ''));
  for (const stretch of stretches(words, 0, words.length, isStrongDate, isWeakDate)) {
    const year = stretch.members.find((m) =>
      asked ? isBirthYear(words, m) || isShortBirthYear(words, m) : words[m] === 'nineteen' && YEAR_TENS.has(words[m + 1] ?? ''),
    );
    if (year === undefined || stretch.members.filter((m) => m < year && isStrongDate(words[m])).length < FULL_DATE_WORDS) continue;
    let end = stretch.end;
    while (!isStrongDate(words[end])) end -= 1;
    // (At its year, when its month came before it: "… august third nineteen seventy nine, yes, and the first line …".)
    end = Math.min(end, yearEnd(words, stretch.start, end));
    // The year's last digit heard as a word ("nineteen forty for").
    if (YEAR_TENS.has(words[end] ?? '') && end > year && YEAR_DIGITS_HEARD_AS.has(words[end + 1] ?? '')) end += 1;
    if (!asked && !named && (stretch.start > frameEnd(words, 0, 'date') + DATE_REPLY_LEAD || !endsTheReply(words, end))) continue;
    return { start: stretch.start, end };
  }
  return undefined;
};

/**
 * The words a caller frames an answer with, before the value ("yes it's …", "sure, my policy number is …", "let me see,
 * it's …", "i was born on …", "and the rest is …", "not quite, it's …"): a closed list, matched whole from the start of
 * the answer, longest first, as often as they follow each other. Nothing else before a value is trimmed.
 */
const FRAMES: readonly (readonly string[])[] = [
  ...AFFIRMATIONS,
  ...['right', 'alright', 'um', 'uh', 'er', 'erm', 'herm', 'hmm', 'ah', 'well', 'so', 'and', 'then', 'next', 'okay then'],
  ...["it's", 'its', 'it is', 'it was', "that's", 'thats', 'that is', 'that would be', "that'll be", 'it would be'],
  ...['it should be', "it'll be", 'i think', 'i believe', 'i reckon', 'i guess', 'try', "mine's", 'mine is', 'mines'],
  ...['i have it', 'i have it here', "i've got it", 'ive got it', "i've got it here", 'got it here', 'here it is'],
  ...['here you go', 'here', 'it says on here', 'it says here', 'says on here', 'on here', 'it says', 'it starts with'],
  // What leads into a value's last part ("go on" — "and finishing five two …", "after that one three one").
  ...['finishing', 'finishing with', 'ending', 'ending with', 'it ends with', 'ends with', 'after that', 'got it', 'right got it'],
  ...['the number is', "the number's", 'number is', 'the rest is'],
  ...['the rest', 'rest is', 'let me see', 'let me look', 'let me check', 'you can use', 'you can reach me on', 'call me on'],
  ...['i was born on', 'i was born in', 'i was born', 'born on', 'born in', 'born', 'no', 'no sorry', 'not quite', 'sorry'],
  ...['actually', 'of course', 'certainly', 'yes please'],
  // What states the value, after a subject the engine may have heard as other words ("sure it is" heard "sharon is",
  // "the postcode is" heard "the best guide is"): the value starts after it.
  ...['is', 'was', 'it does', 'does'],
  // "my policy number is …", "the account number's …", "my date of birth is …": the cue said again, and what states it.
  ...CUES.filter((c) => c.kind === 'identifier' || c.kind === 'date').flatMap((c) => {
    const phrase = c.phrase.join(' ');
    return [`my ${phrase}`, `the ${phrase}`, phrase, `my ${phrase} number`, `the ${phrase} number`, `${phrase} number`].flatMap((f) => [
      f,
      `${f} is`,
      `${f}s`,
    ]);
  }),
]
  .map((f) => f.split(' '))
  .sort((a, b) => b.length - a.length);

/** What a caller reads a value from, said before it ("the letter says …", "my statement shows …"). */
const READS_FROM = new Set(['says', 'said', 'reads', 'shows', 'has']);
/**
 * A frame at word i: one of FRAMES, "on" before a date ("on the eleventh of …"), or the place the caller reads the
 * value from ("the letter says …", "it says …"; "the certificate says" heard "the certificates as"). Its length, or 0.
 */
const frameAt = (words: readonly Read[], i: number, kind: CueKind, stated = false): number => {
  // ("on the …" before any value: the place it is read from, or the day; "on" alone may be the letter n.)
  if (words[i] === 'on' && (kind === 'date' || words[i + 1] === 'the')) return 1;
  // ("it has been …" is no place: "has" reads a value only after the thing read, "the bill has …".)
  if (READS_FROM.has(words[i + 1] ?? '') && words[i + 1] !== 'has' && words[i] !== undefined && !isValueWord(words[i])) return 2;
  if (
    ['the', 'my'].includes(words[i] ?? '') &&
    (READS_FROM.has(words[i + 2] ?? '') || (words[i + 1]?.endsWith('s') && words[i + 2] === 'as'))
  )
    return 3;
  const frame = phraseAt(words, i, FRAMES);
  // What only states the value ("is", "it does") does so once: after "it's" or "that's" the words before it were heard
  // right, and "it's the thought is sixty" is a date ("the fifth august sixty") heard as other words, "is" among them.
  if (stated && frame && BARE_STATING.some((f) => f.length === frame.length && f.every((t, k) => t === frame[k]))) return 0;
  // ("oh" is no frame: it is the first digit of "oh four oh six".)
  if (!frame || frame.some((_, k) => isStrongId(words[i + k]) && !AFFIRMATIONS.includes(words[i + k]!))) return 0;
  return frame.length;
};

/**
 * Where an answer's value starts: after the frames it opens with, as often as they follow each other; a first word
 * before a frame is an affirmation or a hum the engine heard as another word ("yes i have it" heard "yet i have it",
 * "so it's" heard "though it's").
 */
const frameEnd = (words: readonly Read[], from: number, kind: CueKind, stated = false): number => {
  let i = from;
  if (frameAt(words, i, kind, stated) === 0 && words[i] !== undefined && !isValueWord(words[i]) && frameAt(words, i + 1, kind, stated) > 0)
    i += 1;
  for (let length = frameAt(words, i, kind, stated); length > 0; length = frameAt(words, i, kind, stated)) i += length;
  return i;
};
/** Frames that only state the value, after a subject the engine may have heard as other words. */
const BARE_STATING: readonly (readonly string[])[] = [['is'], ['was'], ['it', 'does'], ['does']];
/** What states a value in a frame already ("it's", "that's", "… is"): a bare "is" after it is no frame. */
const STATES_THE_VALUE = new Set(["it's", 'its', "that's", 'thats', 'is', 'was', 'be', 'does']);
const statedBefore = (words: readonly Read[], from: number, to: number): boolean =>
  words.slice(from, to).some((w) => STATES_THE_VALUE.has(w ?? ''));

/**
 * Where the caller's answer ends when the engine heard the value as other words: at the caller's next clause ("… i
 * called three times last week", "… and i'm calling about …"), a question back, a courtesy or a correction.
 */
const WHOLE_ANSWER_ENDS = new Set([
  ...['i', "i'm", 'im', "i've", 'ive', "i'd", 'we', "we're", "we've", 'my', 'but', 'can', 'could', 'what', "what's", 'whats'],
  ...['thank', 'thanks', 'cheers', 'please', 'there', "there's", 'theres', 'because', 'if'],
  ...['no', 'sorry', 'wait', 'actually', "that's", 'thats', "don't", 'dont', 'not'],
  // A greeting: the caller's first turn after a welcome that names a kind of number ("… ski club membership desk").
  ...['hi', 'hello', 'hey', 'morning', 'afternoon', 'evening', 'good'],
]);
/** How many words a question's cue may be from the end of its turn for the reply to be its answer ("… on your certificate"). */
const QUESTION_TAIL = 6;
/** A value heard as other words is no longer than this (the longest read out is about ten words). */
const MAX_WHOLE_ANSWER = 10;
/** What an asker says to a caller who is not answering yet ("no problem, take your time"). */
const WAIT_ACKS: readonly (readonly string[])[] = [
  'take your time',
  'no problem',
  'no rush',
  'no hurry',
  'no worries',
  "that's fine",
  "that's okay",
  'thats fine',
  'thats okay',
  "whenever you're ready",
  'of course',
  'sure',
].map((s) => s.split(' '));
/** Whether the asker's next turn after `turn` waits for the caller ("no problem, take your time"): that turn was no answer. */
const waitedOn = (read: readonly (readonly Read[])[], turns: readonly PiiTurn[], turn: number, asker: string): boolean => {
  const next = turns.findIndex((t, i) => i > turn && t.speaker === asker);
  if (next < 0 || next > turn + 2) return false;
  const words = read[next]!;
  const at = words.findIndex(
    (w) => !HUMS.has(w ?? '') && !['okay', 'ok', 'oh', 'right', 'yes', 'yeah', 'thats', "that's"].includes(w ?? ''),
  );
  return (
    at >= 0 &&
    at <= 2 &&
    startsWithAny(
      words,
      at,
      WAIT_ACKS.filter((p) => p[0] !== 'sure' || words.length <= 2),
    )
  );
};
/**
 * The answer to a question for an identifier or a date when no value was found in it: the engine heard the value as
 * other words ("three one three oh six …" as "three laundry list it or want"), so the caller's reply is the value as a
 * whole, from after its frames up to where the caller starts another clause, asks back or thanks, at most
 * MAX_WHOLE_ANSWER words. Not when it opens with the caller's own clause ("i called …"), a stall or a refusal.
 */
const wholeAnswer = (words: readonly Read[], from: number, kind: CueKind): { start: number; end: number } | undefined => {
  const start = frameEnd(words, from, kind);
  // (Nor "it's on my statement somewhere": where it is, not what it is.)
  if (words[start] === undefined || ownClauseAt(words, start) || PLACE_PREPOSITIONS.has(words[start]!)) return undefined;
  if (startsWithAny(words, start, STALLS)) return undefined;
  let end = start;
  while (
    end + 1 < words.length &&
    end + 1 - start < MAX_WHOLE_ANSWER &&
    words[end + 1] !== undefined &&
    !WHOLE_ANSWER_ENDS.has(words[end + 1]!) &&
    !isPlacePhrase(words, end + 1) &&
    !isAmountAt(words, end + 1) &&
    !startsWithAny(words, end + 1, SELF_STOPS) &&
    // ("… the reading on the meter is …": the caller going on to another number, named.)
    !(DETERMINERS.has(words[end + 1]!) && MEASURES.has(words[end + 2] ?? ''))
  )
    end += 1;
  // A value read out in numbers goes on past that while the words are still numbers, "and" between them included
  // ("… six hundred and eighty nine six seventy five seventy four ninety seven").
  if (end + 1 - start >= MAX_WHOLE_ANSWER && isStrongId(words[end])) {
    while (
      end + 1 < words.length &&
      (isStrongId(words[end + 1]) || (words[end + 1] === 'and' && isStrongId(words[end + 2]))) &&
      !isAmountAt(words, end + 1)
    )
      end += 1;
  }
  // A number said as a number ("it cost three hundred and forty one pounds", "about six days") is no value misheard,
  // when the engine heard it so: its unit or what counts it, not only a word that may be a value's as heard ("a demonic
  // nine hundred" for "… two one eight nine five eight", "no one wants to" for "one six oh six").
  if (words.slice(start, end + 2).some((_, k) => isAmountAt(words, start + k))) return undefined;
  return { start, end };
};
/** Units heard right: a known unit, not a joining word ("to", "of") nor any plural ("one wants"). */
const isKnownUnit = (word: Read): boolean => !!word && QUANTITY_UNITS.has(word) && !JOINING.has(word) && word !== 'more' && word !== 'o';
/**
 * An amount or a quantity at word i: a number before a known unit ("about six days", "sixty pounds"), a number said with
 * "hundred" or "thousand" that goes on to one ("three hundred and forty one pounds") or that a quantity word leads
 * ("about three hundred"), or the number after a quantity word ("within five").
 */
const isAmountAt = (words: readonly Read[], i: number): boolean => {
  const word = words[i] ?? '';
  if (!NUMBER_WORDS.has(word)) return false;
  return PRE_QUANTITY.has(words[i - 1] ?? '') || unitAfterNumber(words, i + 1);
};
/** Whether the words from `from`, after the answer's frames, start a clause of the speaker's own or a question back. */
const startsOwnClause = (words: readonly Read[], from: number): boolean => ownClauseAt(words, frameEnd(words, from, 'identifier'));
const ownClauseAt = (words: readonly Read[], at: number): boolean => {
  const first = words[at];
  // ("i h o six four …": "i" before letters and digits read out is the letter y, or "oh" heard "i".)
  if (first === 'i' && isStrongId(words[at + 1])) return false;
  // ("it cost …", "they said …": a subject starts the caller's own clause when the engine heard its next word as a
  // word; "okay it shumpert when teach the nineteen forties" is a date heard as other sounds.)
  if (SUBJECTS.has(first ?? '') && words[at + 1] !== undefined && (!isEnglishWord(words[at + 1]!) || NO_VERB.has(words[at + 1]!)))
    return false;
  return first !== undefined && (WHOLE_ANSWER_ENDS.has(first) || NOT_A_VALUE_FIRST.has(first));
};
/** What follows a subject that starts a sentence of the caller's own ("this is …", "it was …"). */
const COPULAS = new Set(['is', 'was', 'has', "isn't", "wasn't"]);
/** The subjects of the caller's own sentence, which the engine may also make of a value's first sounds. */
const SUBJECTS = new Set(['it', 'he', 'she', 'they', 'this']);
/** Words that never follow a sentence's subject, where its verb would be ("okay so it up and have a demonic nine hundred"). */
const NO_VERB = new Set([...DETERMINERS, ...JOINING, ...PLACE_PREPOSITIONS, 'up', 'for', 'by', 'if', 'but']);
/** What an answer that is the caller's own sentence or a question back starts with ("it cost …", "do you need …"). */
const NOT_A_VALUE_FIRST = new Set([
  ...['it', 'he', 'she', 'they', 'this', 'is', 'do', 'does', 'did', 'have', 'has', 'how', 'who'],
  ...["i'll", 'ill', "we'll", "you'll", "let's", 'lets', "haven't", "can't", "won't", "didn't", 'dunno'],
  // Replies that confirm, thank or give up: "yes that's correct", "no idea", "that's fine".
  ...['correct', 'exactly', 'fine', 'great', 'perfect', 'lovely', 'idea', 'clue', 'problem', 'worries', 'none'],
]);

/** How many words before the first sure digit, letter or date word of a value found in an answer may still be the value's. */
const BEFORE_VALUE = 6;
/**
 * A value found in an answer to a question for an identifier or a date, started right after the answer's frames when
 * the words between are few and start no clause ("it's a trend and five five nine …": "a trend and" is "h n k").
 */
const fromFrames = (words: readonly Read[], from: number, value: { start: number; end: number }, kind: CueKind) => {
  if (kind !== 'identifier' && kind !== 'date') return value;
  let start = frameEnd(words, from, kind);
  // A frame after words the engine made of another ("got to cheer it's u y …"): the value starts after it.
  for (let i = start; i < value.start; i += 1)
    if (frameAt(words, i, kind, statedBefore(words, from, i)) > 0) start = frameEnd(words, i, kind, statedBefore(words, from, i));
  const first = words.findIndex((w, i) => i >= value.start && isSureValueWord(w));
  // Where the caller reads it from is no part of it, even when the value was widened over it ("the certificates as w n
  // …" for "the certificate says"); other frames may be its first character as heard ("so" for "oh", "numbers" for s).
  if (start > value.start)
    return start <= first && READS_FROM.has(words[start - 1] === 'as' ? 'says' : (words[start - 1] ?? ''))
      ? { start, end: value.end }
      : value;
  const between = words.slice(start, value.start);
  if (first - start > BEFORE_VALUE || between.some((w) => w === undefined || WHOLE_ANSWER_ENDS.has(w))) return value;
  // Words that end on what introduces a value were heard right, as the caller's lead-in: "best to use …", "ring me on …"
  // heard "bring me on …", "and then …".
  if (introducesValue(words, from, value.start)) return value;
  return { start, end: value.end };
};

/** What a caller's own lead-in ends on, right before a value: "… on", "… to use", "… is", "and then …". */
const INTRODUCERS = new Set(['on', 'use', 'is', 'was', 'be']);
/** (Not after the answer has stated its value already: "it does go on for one eight …" is "it does, oh one four one …".) */
const introducesValue = (words: readonly Read[], from: number, start: number): boolean =>
  (INTRODUCERS.has(words[start - 1] ?? '') || (words[start - 1] === 'then' && words[start - 2] === 'and')) &&
  !statedBefore(words, from, start - 1);

/** An answer found to a question: where its value is, who asked, and what was asked for. */
interface Answer extends PiiSpan {
  readonly asker: string;
  readonly kind: CueKind;
  /** The words the value was said in, over two turns when the asker asked for the rest. */
  readonly length?: number;
  /** Where it starts was read from the answer's frames: an echo of it does not move its start. */
  readonly framed?: true;
}
/** How many words after its first a value answered has (both parts of one said over two turns). */
const answerSpan = (answer: Answer): number => (answer.length ?? answer.end - answer.start + 1) - 1;

/** Openers that start a read-back only when a digit, letter or date word follows at once ("okay x r seven ...", "so five for ..."). */
const LOOSE_READ_BACK_OPENERS = ['okay', 'ok', 'so', 'right'];

/** Whether a turn asks the other party to wait while the speaker finds something ("can you hold on while i get it"). */
const asksToWait = (words: readonly Read[]): boolean => words.some((_, i) => startsWithAny(words, i, WAITS));

/**
 * "let me check february one nineteen ninety five is that right": a read-back only of two sure value words at least, as
 * "let me check that for you" checks nothing back.
 */
const CHECKING_OPENERS = ['let me check', 'let me just check', 'just checking'];
/** What starts a read-back of a value just given ("so that is ...", "i have ... is that right"). */
const READ_BACK_OPENERS: readonly (readonly string[])[] = [
  'so that is',
  'that is',
  "that's",
  'thats',
  'so that was',
  'that was',
  // "i have got … is that correct", "i've got down …", "let me read that back …": longer before shorter.
  'i have got down',
  'i have got',
  "i've got down",
  "i've got",
  'ive got',
  'i have down',
  'i got',
  'i have',
  'i had',
  'read that back',
  'read it back',
  'read back',
  'repeat that back',
  'repeat that',
  'to confirm',
  ...CHECKING_OPENERS,
  // "i heard … is that correct".
  'i heard',
  // "sorry, was that …".
  'was that',
  ...LOOSE_READ_BACK_OPENERS,
].map((s) => s.split(' '));
/** "that's" as the engine hears it after "okay so". */
const THATS_AS_HEARD = new Set(['sets', 'facts', 'fast', 'thats', "that's", 'that']);
/** What ends a read-back: the asker checking it. */
const READ_BACK_TAILS: readonly (readonly string[])[] = [
  'is that right',
  'is that correct',
  'have i got that right',
  'did i get that right',
  'is that it',
  'correct',
  'got it',
  'right',
  'yes',
].map((s) => s.split(' '));
/** What an agent may say before reading a value back without an opener. */
const COURTESIES = new Set([
  'okay',
  'ok',
  'right',
  'lovely',
  'great',
  'perfect',
  'thanks',
  'thank',
  'you',
  'brilliant',
  'cheers',
  'and',
  'so',
]);
/** Sure digits, letters or date words read back in a row before a number that goes on with them. */
const READ_OUT_RUN = 2;
/** How many words a read-back may have beyond its answer's before it ends at the first word that is no digit, letter or date word. */
const READ_BACK_SLACK = 2;
/** How far into the asker's turn a read-back may start. */
const READ_BACK_START = 6;

/**
 * The asker reading back a number or a date just given ("so that is four zero eight eight two", "i have the third of
 * january nineteen sixty one, is that right"): the recogniser hears it in other words than the caller's answer, so it
 * is found by where it is, not by what it says. In the asker's next turn, the words after a read-back opener, as many
 * other words as the answer had and one more (digits, letters and date words not counted), up to the check that ends
 * them or the asker's next sentence ("and the address?"); kept up to the check, or (but after "i have") up to the last digit, letter or
 * date word among them.
 */
const isValueWord = (w: Read) => isStrongId(w) || isWeakId(w) || isStrongDate(w);
const isSureValueWord = (w: Read) => isStrongId(w) || isStrongDate(w);

const readBacks = (detection: Detection, words: readonly (readonly Read[])[], turns: readonly PiiTurn[], answers: readonly Answer[]) => {
  for (const answer of answers) {
    if (answer.kind !== 'identifier' && answer.kind !== 'date') continue;
    const turn = turns.findIndex((t, i) => i > answer.turn && t.speaker === answer.asker);
    if (turn < 0 || turn > answer.turn + 2) continue;
    const said = words[turn]!;
    // "mhm" heard as the letters "m h m" reads nothing back.
    if (said.every((w) => MHM.has(w ?? ''))) continue;
    const openers = Array.from({ length: Math.min(READ_BACK_START, said.length) }, (_, i) => i).flatMap((i) =>
      READ_BACK_OPENERS.filter(
        (p) =>
          p.every((token, k) => said[i + k] === token) &&
          (p.length > 1 || !LOOSE_READ_BACK_OPENERS.includes(p[0]!) || said.slice(i + 1, i + 4).some(isSureValueWord)),
      ).map((p) => ({
        start: i,
        end: i + p.length,
        needsCheck: p[0] === 'i' || p[0] === "i've" || p[0] === 'ive',
        loose: p.length === 1 && LOOSE_READ_BACK_OPENERS.includes(p[0]!),
        checking: CHECKING_OPENERS.includes(p.join(' ')),
      })),
    );
    // "okay, that's c r four ...": the opener right after "okay" or "so" is the one; in "right so twenty four ...", the
    // last of the loose ones.
    let first = openers[0];
    while (first?.loose && openers.some((o) => o.loose && o.start === first!.end))
      first = openers.find((o) => o.loose && o.start === first!.end);
    // Without an opener, a turn that starts with the value after a courtesy at most ("lovely, ninth of the eleventh
    // seventy two, have i got that right") reads it back all the same, when it is sure of two words of it.
    // (Or after one word the engine made of an opener, when two sure words follow it at once: "so twenty second august
    // …" heard "but twenty third and artist …".)
    const courtesy = said.findIndex((w) => !COURTESIES.has(w ?? ''));
    const bare =
      courtesy >= 0 && !isSureValueWord(said[courtesy]) && isSureValueWord(said[courtesy + 1]) && isSureValueWord(said[courtesy + 2])
        ? courtesy + 1
        : courtesy;
    // An opener right after another is the one ("okay that's …", "just to confirm that's …").
    const opener =
      (first && openers.find((o) => !o.loose && o.start === first.end)) ||
      first ||
      // (Two words of a value at its start: "oh, window that size comes to about twelve hundred pounds" reads nothing
      // back, round 33.)
      (bare >= 0 && bare < READ_BACK_START && isSureValueWord(said[bare]) && (isValueWord(said[bare + 1]) || isWeakDate(said[bare + 1]))
        ? { start: bare, end: bare, needsCheck: false, loose: true, checking: false }
        : undefined);
    if (opener === undefined) continue;
    // "okay so that's …" is heard "okay so sets …", "… so facts …", "… so fast …": no part of the value.
    if (opener.loose && THATS_AS_HEARD.has(said[opener.end] ?? '') && isSureValueWord(said[opener.end + 1])) opener.end += 1;
    let end = opener.end - 1;
    // Digits, letters and date words count for nothing: a read-back heard as more words than the answer goes on.
    let reach = 0;
    // Nor, unchecked, much longer than the answer: "let me read that back nine seven five eight zero, a cancellation fee …".
    const longest = opener.end + answerSpan(answer) + READ_BACK_SLACK;
    while (
      end + 1 < said.length &&
      !startsWithAny(said, end + 1, READ_BACK_TAILS) &&
      reach <= answerSpan(answer) &&
      (end < longest || startsWithAny(said, end + 2, READ_BACK_TAILS) || isValueWord(said[end + 1]))
    ) {
      const next = said[end + 1];
      const after = said[end + 2] ?? '';
      // A number before a unit ends it ("... two weeks"), one before a joining word ("five to four") does not, nor one
      // that goes on a run of digits read out ("three six to seven, yes" heard as "... seven years").
      // ("and" before a sure digit or date word goes on too: "… the party and nineteen forty four".)
      // (Or a word after it, one the engine made of a month: "… twenty third and artist forty one" for "… second august …".)
      const joins =
        next === 'and' &&
        ((NUMBER_WORDS.has(said[end] ?? '') && NUMBER_WORDS.has(after)) ||
          isSureValueWord(after) ||
          (answer.kind === 'date' && isStrongDate(said[end]) && isStrongDate(said[end + 3])));
      const goesOn = isValueWord(said[end]) && said.slice(opener.end, end + 1).filter(isSureValueWord).length >= READ_OUT_RUN;
      // (The first word read back is the value's when a digit or letter follows: "u t two one" heard "you two to one".)
      const first = end + 1 === opener.end && isValueWord(after);
      if (
        next === undefined ||
        (ANSWER_ENDS.has(next) && !joins && !first) ||
        (isStrongId(next) && isUnit(after) && !JOINING.has(after) && !goesOn)
      )
        break;
      end += 1;
      if (!isValueWord(next)) reach += 1;
    }
    const checked = startsWithAny(said, end + 1, READ_BACK_TAILS);
    // Unchecked, it ends on its last digit, letter or date word: "... nine six nine, press option one".
    // ("a" and "i" are letters only between two surer parts: "… eight zero, a cancellation fee …").
    if (!checked) while (end >= opener.end && (!isValueWord(said[end]) || said[end] === 'a' || said[end] === 'i')) end -= 1;
    // After "okay" or "so" (no read-back opener but for what follows) or "let me check", two sure value words at least.
    const valued =
      opener.loose || opener.checking
        ? said.slice(opener.end, end + 1).filter(isSureValueWord).length >= 2
        : said.slice(opener.end, end + 1).some(isValueWord);
    // A number or a reference has no month: "… and so on the twenty eighth of november" after a policy number is a date
    // the asker names, not the number read back.
    const dated = answer.kind === 'identifier' && said.slice(opener.end, end + 1).some((w) => MONTHS.has(w ?? ''));
    // "i have" is a read-back only when checked ("i have ... is that right"), not "i have applied a credit".
    // ("i heard there was a problem with the delivery, is that right" reads nothing back: no sure digit, letter or date word.)
    const sure = !opener.needsCheck || said.slice(opener.end, end + 1).some(isSureValueWord);
    if (end >= opener.end && !dated && sure && (checked || (valued && !opener.needsCheck)))
      claim(detection, { turn, start: opener.end, end, type: answer.type });
  }
};

/** Every later (or earlier) saying of a value already found: read back, or the caller addressed by name. */
const echoes = (detection: Detection, turns: readonly (readonly Read[])[], answers: readonly Answer[]) => {
  const values = detection.spans.flatMap((span) => {
    const words = turns[span.turn]!;
    if (span.type === 'NAME') return [];
    const found = stretches(words, span.start, span.end + 1, isStrongId, isWeakId).filter((s) => s.members.length >= 2);
    return found.map((s) => ({ type: span.type, signature: signature(words, s) })).filter((v) => v.signature.length >= ECHO_CHARACTERS);
  });
  const dates = detection.spans
    .filter((span) => span.type === 'DATE_OF_BIRTH' && span.end - span.start + 1 >= ECHOED_DATE_WORDS)
    .map((span) => ({ turn: span.turn, end: span.end, words: turns[span.turn]!.slice(span.start, span.end + 1) }));
  const names = new Set(
    detection.spans
      .filter((span) => span.type === 'NAME')
      .flatMap((span) => turns[span.turn]!.slice(span.start, span.end + 1))
      // (A digit or number word is no name to look for elsewhere: "… red wing nineteen seventy nine at …" taken as one.)
      .filter(
        (w): w is string =>
          !!w &&
          w.length >= 3 &&
          !TITLES.has(w) &&
          !NAME_STOPS.has(w) &&
          !ANSWER_OPENERS.has(w) &&
          digitsOf(w) === undefined &&
          !NUMBER_WORDS.has(w),
      ),
  );
  turns.forEach((words, turn) => {
    for (const run of stretches(words, 0, words.length, isStrongId, isWeakId)) {
      const stretch = withoutQuantity(words, run);
      // An amount is no saying of a value whatever digits it shares ("rent is one hundred and fifty nine pounds a week").
      if (stretch.members.length < 3 || (saidAsNumber(words, stretch) && unitAfterNumber(words, stretch.end + 1))) continue;
      const said = signature(words, stretch);
      const match = values.find((v) => {
        for (let k = 0; k + ECHO_CHARACTERS <= v.signature.length; k += 1)
          if (said.includes(v.signature.slice(k, k + ECHO_CHARACTERS))) return true;
        return false;
      });
      if (!match) continue;
      const { start } = widened(words, 0, words.length, stretch);
      // A run already found by its digits is widened in place to the words the recogniser made of its first letters.
      const found = detection.spans.findIndex((s) => s.turn === turn && s.start === stretch.start);
      if (found < 0) claim(detection, { turn, start, end: stretch.end, type: match.type });
      // (Not the rest of a value said over two turns, which starts after its lead-in: "and then won four …".)
      // (Nor a date: its words are no letters heard as others.)
      else if (
        start < stretch.start &&
        detection.spans[found]!.type !== 'DATE_OF_BIRTH' &&
        !answers.some((a) => a.turn === turn && a.start === stretch.start && (a.length !== undefined || a.framed))
      )
        extend(detection, detection.spans[found]!, { start });
    }
    words.forEach((word, i) => {
      if (!word || !names.has(word)) return;
      // ("lovely rosalind lindquist and your birthday": the surname after it, a word no dictionary has.)
      const next = words[i + 1];
      const surname = mayBeName(next) && !isEnglishWord(next) && !names.has(next);
      claim(detection, { turn, start: i, end: surname ? i + 1 : i, type: 'NAME' });
    });
    // (Also later in the same turn, a date said again to correct it: "november twelfth ninety ninety three, no, it's
    // november twelfth ninety ninety eight"; a part of it found already is widened to the rest.)
    for (const date of dates)
      for (const match of sharedRuns(date.words, words)) {
        if (date.turn === turn && match.start <= date.end) continue;
        // (What was found of it already, by its digits alone or as a date, is a part of it.)
        const parts = detection.spans.filter((s) => s.turn === turn && s.start <= match.end && s.end >= match.start);
        parts.forEach((part) => unclaim(detection, part));
        const start = Math.min(match.start, ...parts.map((p) => p.start));
        const end = Math.max(match.end, ...parts.map((p) => p.end));
        claimUnclaimed(detection, { turn, start, end, type: 'DATE_OF_BIRTH' });
      }
  });
};

/** A date of birth said again is a run of at least this many of its words as the engine heard it the first time. */
const ECHOED_DATE_WORDS = 3;
/** Where `words` repeats ECHOED_DATE_WORDS or more words of `date` in a row, its month and another date word among them. */
const sharedRuns = (date: readonly Read[], words: readonly Read[]): { start: number; end: number }[] => {
  const runs: { start: number; end: number }[] = [];
  for (let i = 0; i < words.length;) {
    let longest = 0;
    for (let j = 0; j < date.length; j += 1) {
      let k = 0;
      while (i + k < words.length && j + k < date.length && words[i + k] !== undefined && words[i + k] === date[j + k]) k += 1;
      longest = Math.max(longest, k);
    }
    const run = words.slice(i, i + longest);
    if (longest >= ECHOED_DATE_WORDS && run.some((w) => MONTHS.has(w ?? '')) && run.filter(isStrongDate).length >= 2) {
      runs.push({ start: i, end: i + longest - 1 });
      i += longest;
    } else i += 1;
  }
  return runs;
};

/** A number said as one ("five", "twenty four") or a range of two ("three to five", "two or three"). */
const isOneNumber = (said: readonly string[]): boolean => {
  const one = (w: readonly string[]) =>
    w.length === 1 || (w.length === 2 && TENS.has(w[0]!) && (digitsOf(w[1]!)?.length ?? 0) === 1 && DIGIT_VALUE[w[1]!] !== 0);
  const join = said.findIndex((w) => w === 'to' || w === 'or');
  return join > 0 ? one(said.slice(0, join)) && one(said.slice(join + 1)) : one(said);
};
/**
 * A stretch without the quantity it ends on: "… be with you in three to five working days" echoes nothing of a value
 * with "three to five" in it (nor with "b" and "u": too short a run alone).
 */
const withoutQuantity = (words: readonly Read[], stretch: Stretch): Stretch => {
  if (!isKnownUnit(words[stretch.end + 1])) return stretch;
  const members = [...stretch.members];
  let quantity = members.length;
  while (quantity > 0 && (NUMBER_WORDS.has(words[members[quantity - 1]!]!) || JOINING.has(words[members[quantity - 1]!]!))) quantity -= 1;
  // (One number or a range only: "… eighty four twelve thirty three years" is a value read back and "yes" heard "years",
  // "one four three six five year sorry …" digits read out.)
  if (!isOneNumber(members.slice(quantity).map((m) => words[m]!))) return stretch;
  members.splice(quantity);
  return members.length === 0
    ? { start: stretch.start, end: stretch.start - 1, members }
    : { start: members[0]!, end: members[members.length - 1]!, members };
};

/** What a caller corrects a slip with ("… no sorry …", "wait no, that's my old one, it's …", "not quite, it's …"). */
const CORRECTIONS: readonly (readonly string[])[] = [
  'no sorry',
  'sorry no',
  'wait no',
  'no wait',
  'oh wait',
  'i mean',
  'not quite',
  'my mistake',
  'no',
].map((s) => s.split(' '));
/**
 * What a caller corrects a slip with in the turn they made it: the same and what stops a value to say it again ("…
 * ninety one, oops sorry, eleven slash …", "… fourteen, hang on, that's not right, …"; "sorry" alone between two values
 * of the same kind).
 */
const IN_TURN_CORRECTIONS: readonly (readonly string[])[] = [
  ...CORRECTIONS.slice(0, -1),
  ...['oops sorry', 'whoops sorry', 'oops', 'whoops', 'hang on', 'hold on'].map((s) => s.split(' ')),
  ...CORRECTIONS.slice(-1),
  ['sorry'],
];
/** How far after a correction the corrected value may start ("wait no, that's my old one, it's seven four …"). */
const CORRECTED_WITHIN = 8;
/** A value read out of words[from, to) of the kind of a span already found: a date, or digits and letters. */
const valueLike = (words: readonly Read[], from: number, to: number, type: string): { start: number; end: number } | undefined => {
  if (type === 'DATE_OF_BIRTH' || type === 'CREDIT_DEBIT_EXPIRY') return dateIn(words, from, to);
  return stretches(words, from, to, isStrongId, isWeakId).find((s) => s.members.length >= 2 && !isQuantity(words, s));
};

/**
 * A slip the engine heard on past its value, up to the correction ("h w hyphen sixty a year by blade nine, no my mistake,
 * …"): the words between are the rest of the slip when none of them ends an answer or belongs to another value. The
 * slip takes them.
 */
const slipHeardOn = (detection: Detection, mine: readonly PiiSpan[], words: readonly Read[], correction: number): PiiSpan | undefined => {
  const slip = mine.find(
    (s) =>
      READ_OUT_TYPES.has(s.type) &&
      s.end < correction &&
      correction - s.end <= CORRECTED_WITHIN &&
      words.slice(s.end + 1, correction).every((w, k) => !endsNoValue(w) && !detection.claimed.has(`${s.turn}:${s.end + 1 + k}`)),
  );
  return slip && extend(detection, slip, { end: correction - 1 });
};

/**
 * A value corrected in the same turn: the slip and the value after the correction are both the caller's ("forty six
 * thirty nine eleven, no sorry, forty six thirty five eleven"), when one of them was found; the correction's own words stay.
 */
const corrections = (detection: Detection, turn: number, words: readonly Read[]) => {
  for (let i = 0; i < words.length; i += 1) {
    const phrase = phraseAt(words, i, IN_TURN_CORRECTIONS);
    if (!phrase) continue;
    const mine = detection.spans.filter((s) => s.turn === turn);
    const before = mine.find((s) => s.end < i && i - s.end <= MAX_GAP + 1) ?? slipHeardOn(detection, mine, words, i);
    const after = mine.find((s) => s.start >= i + phrase.length && s.start - i <= CORRECTED_WITHIN);
    if (before && !after) {
      const value = valueLike(words, i + phrase.length, Math.min(words.length, i + phrase.length + CORRECTED_WITHIN + 8), before.type);
      if (value && value.start - i <= CORRECTED_WITHIN) claim(detection, { turn, start: value.start, end: value.end, type: before.type });
      // A slip the engine heard as other words (one sure digit, letter or date word at most) is corrected in other words too:
      // the words after the correction are the value whole ("… like corn, oh hang on, to to a bunch of an atlantic …").
      else if (!value && READ_OUT_TYPES.has(before.type) && words.slice(before.start, before.end + 1).filter(isSureValueWord).length < 2) {
        const whole = wholeAnswer(words, i + phrase.length, before.type === 'DATE_OF_BIRTH' ? 'date' : 'identifier');
        if (whole) claim(detection, { turn, ...whole, type: before.type });
      }
    } else if (after && before) {
      // The correction gives a value of the slip's kind: "… september one nine five seven, oh hang on, it's the twenty
      // fifth of september one nine eight seven" is a date again, not the digits found in it.
      const again =
        after.type === before.type ? undefined : valueLike(words, i + phrase.length, Math.min(words.length, after.end + 1), before.type);
      const corrected = again && again.start <= after.start && again.end >= after.end ? { ...after, ...again, type: before.type } : after;
      // The corrected value starts with the words the engine made of its first characters, as an answer's does ("hang
      // on, that's not right, it's oh three …" heard "hang on sets not try to all of three …").
      const { start } = corrected.start > i + phrase.length ? widened(words, i + phrase.length, words.length, corrected) : corrected;
      if (corrected !== after || start < after.start) {
        unclaim(detection, after);
        claim(detection, { ...corrected, start });
      }
    } else if (after && !before) {
      const slip = valueLike(words, Math.max(0, i - CORRECTED_WITHIN), i, after.type);
      if (slip && i - slip.end <= MAX_GAP + 1) claim(detection, { turn, start: slip.start, end: slip.end, type: after.type });
    }
    i += phrase.length - 1;
  }
};

/** What an asker says to hear an answer again ("sorry, could you say that again", "i didn't catch that", "pardon"). */
const AGAIN: readonly (readonly string[])[] = [
  'say that again',
  'say again',
  'say it again',
  'repeat that',
  'repeat it',
  'come again',
  "didn't catch",
  'didnt catch',
  'one more time',
  'pardon',
  'once more',
].map((p) => p.split(' '));
/** Words an asker's request to hear the answer again has at most. */
const AGAIN_WORDS = 10;
/** Whether a turn asks to hear the answer again (not "let me repeat that …", which reads it back). */
const asksAgain = (words: readonly Read[]): boolean =>
  words.length <= AGAIN_WORDS && words.some((w, i) => startsWithAny(words, i, AGAIN) && words[i - 1] !== 'me' && words[i - 2] !== 'me');

/** What the asker says to hear the rest of a value ("okay and the rest", "yes go on", "mhm", "and then"). */
const FOR_THE_REST = new Set(['rest', 'go', 'carry', 'continue', 'mhm', 'then', 'next', 'going']);
/** A short turn of the asker's that asks for more, and names nothing ("okay and the rest", heard "okay and bread"). */
const REST_PROMPT_WORDS = 4;
const asksForTheRest = (words: readonly Read[]): boolean =>
  // "mhm", heard as the letters "m h m".
  (words.length > 0 && words.every((w) => MHM.has(w ?? ''))) ||
  (words.length > 0 &&
    words.length <= REST_PROMPT_WORDS &&
    cuesIn(words).length === 0 &&
    !words.some((w) => QUESTION_WORDS.has(w ?? '') || isStrongId(w) || COURTESY_ENDS.has(w ?? '')) &&
    // ("yes go on" heard "yes guy on", "us go on").
    (words.some((w) => FOR_THE_REST.has(w ?? '')) ||
      words[0] === 'and' ||
      words[words.length - 1] === 'on' ||
      (AFFIRMATIONS.includes(words[0] ?? '') && words[1] === 'and')));
const MHM = new Set(['m', 'h', 'mm', 'hm', 'mhm', 'hmm', 'uh', 'huh']);
/** Thanks end a value's asking, they ask for no more of it. */
const COURTESY_ENDS = new Set(['thank', 'thanks', 'cheers', 'lovely', 'perfect', 'great', 'brilliant', 'got']);
/** The first part of a value, when the asker asks for the rest, is at most this long (after its lead-in). */
const MAX_PART_WORDS = 8;
/** What leads into a part of a value said over two turns ("okay it's …", "and then …"): never part of it. */
const PART_LEADS = new Set([
  ...AFFIRMATIONS,
  ...['and', 'then', 'next', 'after', 'that', "that's", 'thats', "it's", 'its', 'it', 'is', "i'm", 'im'],
  ...['finally', 'lastly', 'last', 'also', 'finishing', 'ending'],
  ...['right', 'so', 'well', 'um', 'uh', 'er', 'erm', 'hmm', 'ah'],
]);
const leadEnd = (words: readonly Read[], from: number): number => {
  let i = from;
  // (And the frames an answer opens with: "and the rest is six eight …".)
  for (let last = -1; last !== i;) {
    last = i;
    while (i < words.length && PART_LEADS.has(words[i] ?? '') && !isStrongId(words[i])) i += 1;
    i += frameAt(words, i, 'identifier');
  }
  return i;
};
/**
 * The rest of a value after the asker asked for it: from the first word after its lead-in ("and then bubble of three"
 * for "… double oh three") to the end of what it reads out, or a short turn whole.
 */
const REST_WORDS = 4;
/** Whether the asker's turn before asks something of its own, not only for more ("okay", "got that", "i need the rest"). */
const PROMPT_WORDS = 6;
const ASKS_ANEW = new Set(['what', 'whats', "what's", 'which', 'who', 'when', 'where', 'why', 'how', 'can', 'could', 'would']);
/** What a question opens with, after "and" or "so" ("and do you have …", "is that …"). */
const ASKS_FIRST = new Set(['do', 'does', 'did', 'is', 'are', 'have']);
const asksAnew = (words: readonly Read[] | undefined): boolean =>
  !!words &&
  (words.length > PROMPT_WORDS ||
    cuesIn(words).length > 0 ||
    words.some((w) => ASKS_ANEW.has(w ?? '')) ||
    ASKS_FIRST.has(words.find((w) => w !== 'and' && w !== 'so') ?? ''));
/**
 * The last part of a value said over two turns, when it is too short to be read as a value by itself ("okay" — "and
 * one", "then won we need about thirty grades", "the rest is seventeen"): right after its lead-in, digits and the words
 * the engine makes of them, up to the first other word, which must not be a unit ("and three kids" is a count).
 */
const shortPart = (words: readonly Read[], from: number): { start: number; end: number } | undefined => {
  const start = leadEnd(words, from);
  let end = start - 1;
  while (end + 1 < words.length && (isStrongId(words[end + 1]) || WEAK_DIGITS.has(words[end + 1] ?? ''))) end += 1;
  if (end < start || isUnit(words[end + 1])) return undefined;
  return { start, end };
};
const restOf = (words: readonly Read[], from: number, cue: Cue): { start: number; end: number } | undefined => {
  const start = leadEnd(words, from);
  const found = valueFor(words, start, words.length, cue, isAnsweredQuantity);
  if (found && found.start - start <= EDGE_WORDS) return { start, end: found.end };
  return words.length > start && words.length - start <= REST_WORDS ? { start, end: words.length - 1 } : found;
};

/**
 * Where personal data is in a conversation (its turns in order). A turn that asks for something (its cue and a
 * question form) marks up to ANSWER_TURNS turns of anyone else (of anyone, when one speaker is all there is) as
 * the answer: the first value of the asked kind found there is redacted, and a turn that only stalls ("hang on")
 * keeps the question open. A cue followed by its value in the same turn ("my policy number is ...") needs no
 * question. Spans never overlap: the first claim wins. Words already `[PII]` are left as they are.
 */
export const findPii = (turns: readonly PiiTurn[]): PiiSpan[] => {
  const read: Read[][] = turns.map((turn) => turn.words.map((text) => (text === REDACTED_TEXT ? undefined : tokens(text).join(' '))));
  // Each turn's cues, read once: a turn is looked at again as the question before a later one.
  const cuesOf = read.map(cuesIn);
  const detection: Detection = { spans: [], claimed: new Set() };
  const oneSpeaker = new Set(turns.map((t) => t.speaker)).size <= 1;
  let pending: { speaker: string; cues: readonly Cue[]; turnsLeft: number; continued?: true; rest?: number; heard?: boolean } | undefined;
  // The last turn read as an answer to a question for an identifier, for the asker's "… and the rest?".
  let attempt: { turn: number; from: number; asker: string; cues: readonly Cue[]; said?: number; whole?: PiiSpan } | undefined;
  const answers: Answer[] = [];
  // The question the turn before answered, for the asker's "sorry, could you say that again?".
  let lastAnswered: { turn: number; question: NonNullable<typeof pending> } | undefined;
  read.forEach((words, turn) => {
    const speaker = turns[turn]!.speaker;
    // "no sorry, it's the fifteenth of june eighty six", "not quite, it's …": the caller correcting the asker's read-back
    // gives the value again.
    const readBack = answers.find((a) => a.turn === turn - 2 && turns[turn - 1]!.speaker === a.asker && speaker !== a.asker);
    const opened = humEnd(words);
    const correction = readBack && phraseAt(words, opened, CORRECTIONS);
    const after = opened + (correction?.length ?? 0);
    const again = correction && valueLike(words, after, words.length, readBack.type);
    // (From after its frames, as an answer; heard as other words, the caller's reply whole: "no it has been want".)
    const corrected =
      correction &&
      (again
        ? fromFrames(words, after, widened(words, after, words.length, again), readBack.kind)
        : (readBack.kind === 'identifier' || readBack.kind === 'date') && wholeAnswer(words, after, readBack.kind));
    if (readBack && corrected && claim(detection, { turn, ...corrected, type: readBack.type }))
      answers.push({ turn, ...corrected, asker: readBack.asker, kind: readBack.kind, type: readBack.type, framed: true });
    // "okay, and the rest?", "yes, go on": the caller's turn before was the first part of the value, whatever the
    // engine made of it, and the next one says the rest.
    if (attempt && turn === attempt.turn + 1 && speaker === attempt.asker && asksForTheRest(words)) {
      const first = read[attempt.turn]!;
      const start = leadEnd(first, attempt.from);
      const part = first.length - start;
      // (What of it was found already, as four digits or by its cue, stays as it was found; what was taken as the whole
      // answer goes to the end of the turn.)
      if (attempt.whole && part > 0 && part <= MAX_PART_WORDS) unclaim(detection, attempt.whole);
      const unclaimed = first.slice(start).every((_, k) => !detection.claimed.has(`${attempt!.turn}:${start + k}`));
      if (unclaimed && part > 0 && part <= MAX_PART_WORDS)
        claim(detection, { turn: attempt.turn, start, end: first.length - 1, type: attempt.cues[0]!.type });
      if (attempt.said !== undefined || (part > 0 && part <= MAX_PART_WORDS))
        pending = { speaker, cues: attempt.cues, turnsLeft: 1, rest: attempt.said ?? part };
    }
    attempt = undefined;
    // "sorry, could you say that again?": the asker asks the question just answered once more, for the next turn.
    if (lastAnswered && lastAnswered.turn === turn - 1 && speaker === lastAnswered.question.speaker && asksAgain(words))
      pending = { ...lastAnswered.question, turnsLeft: 1 };
    lastAnswered = undefined;
    if (pending && (oneSpeaker || speaker !== pending.speaker)) {
      const question = { ...pending };
      let answered = words.some((w) => w === undefined);
      let continues = false;
      const unanswered: Cue[] = [];
      const opened = humEnd(words);
      // (A stall after a first word the engine made of a hum: "erm let me find the letter" heard "or let me find …".)
      const lead = !isValueWord(words[opened]) && startsWithAny(words, opened + 1, STALLS) ? opened + 1 : opened;
      // ("sorry" before the rest of a value the asker asked for is an apology, not a stall: "go on" — "sorry, one eight …".)
      const stalls =
        !(pending.rest !== undefined && words[lead] === 'sorry') &&
        (startsWithAny(words, lead, STALLS) || startsWithAny(words, skipOpeners(words, lead, words.length), STALLS));
      // A stall that goes on to read the value out ("hold on, it's ...", "let me see, it's ...") answers all the same,
      // with the value after the stall ("see" is no letter there).
      const from = stalls ? stallEnd(words, lead) : opened;
      // A reply the asker waits on ("no problem, take your time") gives no name, address or answer in words.
      const waited = waitedOn(read, turns, turn, pending.speaker);
      const readsOut =
        stalls &&
        pending.cues.some((cue) => {
          const value = (cue.kind === 'identifier' || cue.kind === 'date') && valueFor(words, from, words.length, cue, isAnsweredQuantity);
          return !!value && value.end - value.start >= 2;
        });
      const identifiers = pending.cues.filter((cue) => cue.kind === 'identifier');
      if (!answered && (!stalls || readsOut) && identifiers.length > 0 && pending.rest === undefined)
        attempt = { turn, from, asker: pending.speaker, cues: identifiers };
      // What goes on from a value read out up to the end of the turn before is no clause of the caller's own ("there are
      // four of us in the house").
      const ownClause = pending.continued && startsOwnClause(words, from);
      if (ownClause) pending.turnsLeft = 0;
      if (!answered && !ownClause && (!stalls || readsOut)) {
        for (const cue of pending.cues) {
          if (waited && cue.kind !== 'identifier' && cue.kind !== 'date') {
            unanswered.push(cue);
            continue;
          }
          const found =
            (pending.rest === undefined
              ? valueFor(words, from, words.length, cue, pending.continued ? isQuantityByWhatFollows : isQuantity)
              : restOf(words, from, cue)) ??
            (pending.continued && cue.kind === 'identifier' && !(turns[turn - 1]!.speaker !== speaker && asksAnew(read[turn - 1]))
              ? shortPart(words, from)
              : undefined);
          // A value that goes on from the turn before is only what it reads out, not the clause after it; one answered
          // at once starts after the answer's frames ("let me see, a line babylon five seven …": "a line babylon" is
          // "eight one double one").
          const value = found && (pending.continued ? found : fromFrames(words, from, answerWindow(words, found, cue.kind), cue.kind));
          if (value && claim(detection, { turn, ...value, type: cue.type })) {
            answered = true;
            const length = pending.rest === undefined ? undefined : pending.rest + value.end - value.start + 1;
            answers.push({
              turn,
              ...value,
              asker: pending.speaker,
              kind: cue.kind,
              type: cue.type,
              ...(length ? { length } : { framed: true as const }),
            });
            if (attempt && cue.kind === 'identifier' && value.end === words.length - 1) attempt.said = value.end - value.start + 1;
            // A value read out up to the end of the turn may go on in the next one.
            continues ||= cue.kind === 'identifier' && value.end === words.length - 1;
          } else unanswered.push(cue);
        }
        // Nothing read out: the engine heard the value as other words, and the caller's reply is the value whole, unless
        // the asker's next turn waits for it ("no problem, take your time").
        const cue = unanswered.find((c) => c.kind === 'identifier' || c.kind === 'date');
        const whole =
          cue && !answered && pending.heard && !oneSpeaker && pending.rest === undefined && !pending.continued && !waited
            ? wholeAnswer(words, from, cue.kind)
            : undefined;
        // The reply taken whole as the value of `cue`, read as an answer framed by the question.
        const answerWith = (asked: Cue, span: { start: number; end: number }): boolean => {
          if (!claim(detection, { turn, ...span, type: asked.type })) return false;
          answered = true;
          unanswered.splice(unanswered.indexOf(asked), 1);
          answers.push({ turn, ...span, asker: question.speaker, kind: asked.kind, type: asked.type, framed: true });
          return true;
        };
        if (cue && whole && answerWith(cue, whole) && attempt) attempt.whole = detection.spans[detection.spans.length - 1];
        // Nor as a whole: an identifier said in hundreds, an amount's form, is the value asked for when nothing else in
        // the reply is ("i have got it, six hundred and seventy five nine hundred and five …").
        const said =
          cue?.kind === 'identifier' && !answered && pending.rest === undefined && !pending.continued
            ? valueFor(words, from, words.length, cue, isAnsweredQuantity)
            : undefined;
        const inHundreds = cue && said && fromFrames(words, from, answerWindow(words, said, cue.kind), cue.kind);
        if (cue && inHundreds && answerWith(cue, inHundreds)) continues ||= inHundreds.end === words.length - 1;
        pending.turnsLeft -= 1;
      }
      // (and a question asked with it but not answered yet stays open, first: "... membership number? ... and your address?").
      if (continues)
        pending = {
          speaker: pending.speaker,
          cues: [...unanswered, ...pending.cues.filter((c) => c.kind === 'identifier' && !unanswered.includes(c))],
          turnsLeft: 1,
          continued: true,
        };
      // A turn that answers one of two questions ("... your first school, and the policy number?") leaves the other open.
      else if (answered && unanswered.length > 0 && !pending.continued)
        pending = { speaker: pending.speaker, cues: unanswered, turnsLeft: 1 };
      else if (answered || pending.turnsLeft <= 0) pending = undefined;
      if (answered && !question.continued && question.rest === undefined) lastAnswered = { turn, question };
    }
    const cues = cuesOf[turn]!;
    const open: FoundCue[] = [];
    for (const found of cues) {
      const next = cues.find((c) => c.start > found.end)?.start ?? words.length;
      // A free-form value follows its cue in the same turn only when stated: "my address is ...", "i live on ...", not
      // "billing address".
      // "what address is it going to", "what name is it under": asked, not stated.
      const stated =
        (STATING.has(found.cue.phrase[found.cue.phrase.length - 1]!) ||
          STATING.has(words[found.end + 1] ?? '') ||
          found.cue.phrase[0] === 'i') &&
        !askedRightBefore(words, found);
      if (!['identifier', 'date'].includes(found.cue.kind) && !stated) {
        open.push(found);
        continue;
      }
      const value = valueFor(words, found.end + 1, next, found.cue) ?? statedInHundreds(words, found, next);
      if (value && value.start - found.end <= VALUE_START_WINDOW && claim(detection, { turn, ...value, type: found.cue.type })) continue;
      open.push(found);
    }
    // A misheard cue followed by its value is the speaker giving it ("you can reach me on ..."), not a question.
    // (Nor is a turn that asks the other party to wait: "can you hold on while i …" heard near "email".)
    const misheard =
      cues.length > 0 || asksToWait(words)
        ? []
        : misheardCuesIn(words).filter((found) => !valueFor(words, found.end + 1, words.length, found.cue));
    const asked = [...open, ...misheard].filter((found) => asks(words, found)).map((found) => found.cue);
    // A question heard right that ends the turn ("… can you find the policy number on your certificate?") is answered
    // by the reply whatever the engine made of it.
    const lastAsked = open.filter((found) => asks(words, found, true)).pop();
    const heard = lastAsked !== undefined && questionEnd(words, lastAsked) - 1 - lastAsked.end <= QUESTION_TAIL;
    if (asked.length > 0) pending = { speaker, cues: asked, turnsLeft: ANSWER_TURNS, ...(heard ? { heard } : {}) };
    // The question just asked, or the one before a stall ("bear with me" — "no problem, take your time").
    // (or a turn that names a number or a date however it is heard around it: "… missed my policy now and they're we're
    // looking at" for "what policy number are we looking at").
    const questions = (t: number) =>
      t >= 0 &&
      turns[t]!.speaker !== speaker &&
      (read[t]!.some((w) => QUESTION_WORDS.has(w ?? '') && !isStrongDate(w)) ||
        cuesOf[t]!.some((c) => c.cue.kind === 'identifier' || c.cue.kind === 'date') ||
        // "and the patient's date of birth" heard "and the patient they conquered": a turn opening "and the", "and your" asks.
        (read[t]![0] === 'and' && ['the', 'your'].includes(read[t]![1] ?? '')));
    const waited = turn >= 3 && turns[turn - 1]!.speaker !== speaker && startsWithAny(read[turn - 1]!, 0, STALLS);
    const asker = questions(turn - 1) ? turn - 1 : waited && questions(turn - 3) ? turn - 3 : undefined;
    // (Or the speaker's own question for a date of birth two turns before, whose answer was heard as no date, and this
    // turn reads it back: "okay august third nineteen seventy nine, yes, and the first line of the address".)
    const readsBack =
      turn >= 2 &&
      turns[turn - 2]!.speaker === speaker &&
      turns[turn - 1]!.speaker !== speaker &&
      cuesOf[turn - 2]!.some((c) => c.cue.type === 'DATE_OF_BIRTH') &&
      !answers.some((a) => a.turn === turn - 1 && a.kind === 'date');
    const birthDate = birthDateIn(words, asker !== undefined || readsBack);
    // A birth date in the answer to a security question, or to one misheard as one, is a date of birth.
    if (birthDate)
      for (const span of detection.spans.filter((s) => s.turn === turn && s.type === 'SECURITY_ANSWER'))
        if (span.start >= birthDate.start && span.end <= birthDate.end) unclaim(detection, span);
    const slashed = birthDate ? undefined : slashedBirthDate(words);
    if (slashed) claim(detection, { turn, ...slashed, type: 'DATE_OF_BIRTH' });
    if (birthDate && claim(detection, { turn, ...birthDate, type: 'DATE_OF_BIRTH' }))
      answers.push({
        turn,
        ...birthDate,
        // Said unasked, it may still be read back by the other party.
        asker: asker === undefined ? (turns.find((t) => t.speaker !== speaker)?.speaker ?? '') : turns[asker]!.speaker,
        kind: 'date',
        type: 'DATE_OF_BIRTH',
      });
    emails(detection, turn, words, turns[turn]!.words);
    titledNames(detection, turn, words);
    addressedNames(detection, turn, words);
    digitRuns(detection, turn, words, asker === undefined ? undefined : read[asker]);
    corrections(detection, turn, words);
  });
  const spelled = oneSpeaker ? [] : spellingAsked(read, turns);
  for (const { named } of spelled) if (named) claim(detection, named);
  readBacks(detection, read, turns, answers);
  echoes(detection, read, answers);
  valueTails(detection, read, turns, answers);
  letterExamples(detection, read);
  // (After the echoes: the words of a spelling, "a as in apple", are no name to look for elsewhere.)
  for (const span of spelled.flatMap((s) => s.spelling)) claimUnclaimed(detection, span);
  return detection.spans.sort((a, b) => a.turn - b.turn || a.start - b.start);
};

const redactWords = (words: readonly Word[], spans: readonly PiiSpan[]): Word[] => {
  const result = [...words];
  // The words' mean confidence, absent as theirs is when the engine gives none.
  const confidenceOf = (covered: readonly Word[]) => {
    const confidence = meanConfidence(covered);
    return confidence === undefined ? {} : { confidence };
  };
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    const covered = words.slice(span.start, span.end + 1);
    result.splice(span.start, covered.length, {
      text: REDACTED_TEXT,
      startMs: covered[0]!.startMs,
      endMs: covered[covered.length - 1]!.endMs,
      ...confidenceOf(covered),
      redaction: span.type,
    });
  }
  return result;
};

/** A speaker's words further apart than this start a new turn of theirs. */
const TURN_GAP_MS = 1500;
/**
 * So do words of theirs with at least this many of the other party's said wholly between them: a question asked in a
 * pause of theirs ("… degrees" — "when is your birthday" — "oh right it's august second …", under 1.5 s apart).
 */
const SENTENCE_BETWEEN = 3;

interface Run {
  readonly speaker: string;
  readonly startMs: number;
  lastEndMs: number;
  readonly words: string[];
  readonly refs: { readonly segment: number; readonly index: number }[];
}

/**
 * Where personal data is in a transcript's segments. A recogniser's segments are not always a speaker's turns:
 * PocketSphinx cuts an answer into pieces and, its times across channels being a little off, places them between
 * the pieces of the question on the other channel. So each speaker's words are first joined into turns (a pause
 * longer than TURN_GAP_MS starts the next, and so does one in which the other party said SENTENCE_BETWEEN words or
 * more), ordered by when they start and read as a conversation (findPii); each
 * span found is mapped back to the segments (one across two segments becomes one in each).
 */
export const findPiiInSegments = (segments: readonly Segment[]): PiiSpan[] => {
  const runs: Run[] = [];
  const open = new Map<string, Run>();
  // Every word's time and speaker, by start: whether the other party said a sentence in a pause of this one's.
  const timeline = segments
    .flatMap((segment) => segment.words.map((word) => ({ speaker: segment.speaker, startMs: word.startMs, endMs: word.endMs })))
    .sort((a, b) => a.startMs - b.startMs);
  const spokeBetween = (speaker: string, fromMs: number, toMs: number): boolean => {
    let low = 0;
    for (let high = timeline.length; low < high;) {
      const middle = (low + high) >> 1;
      if (timeline[middle]!.startMs < fromMs) low = middle + 1;
      else high = middle;
    }
    let said = 0;
    for (let i = low; i < timeline.length && timeline[i]!.startMs < toMs; i += 1)
      if (timeline[i]!.speaker !== speaker && timeline[i]!.endMs <= toMs && ++said >= SENTENCE_BETWEEN) return true;
    return false;
  };
  segments.forEach((segment, index) =>
    segment.words.forEach((word, at) => {
      let run = open.get(segment.speaker);
      if (!run || word.startMs - run.lastEndMs > TURN_GAP_MS || spokeBetween(segment.speaker, run.lastEndMs, word.startMs)) {
        run = { speaker: segment.speaker, startMs: word.startMs, lastEndMs: word.endMs, words: [], refs: [] };
        runs.push(run);
        open.set(segment.speaker, run);
      }
      run.words.push(word.text);
      run.refs.push({ segment: index, index: at });
      run.lastEndMs = Math.max(run.lastEndMs, word.endMs);
    }),
  );
  const ordered = [...runs].sort((a, b) => a.startMs - b.startMs);
  const spans: PiiSpan[] = [];
  for (const span of findPii(ordered.map((run) => ({ speaker: run.speaker, words: run.words })))) {
    let piece: PiiSpan | undefined;
    for (const ref of ordered[span.turn]!.refs.slice(span.start, span.end + 1)) {
      if (piece && piece.turn === ref.segment && piece.end + 1 === ref.index) piece = { ...piece, end: ref.index };
      else {
        if (piece) spans.push(piece);
        piece = { turn: ref.segment, start: ref.index, end: ref.index, type: span.type };
      }
    }
    if (piece) spans.push(piece);
  }
  return spans;
};

const spansOf = findPiiInSegments;

const applySpans = (segments: readonly Segment[], spans: readonly PiiSpan[]): Segment[] =>
  segments.map((segment, turn) => {
    const own = spans.filter((span) => span.turn === turn);
    return own.length === 0 ? segment : { ...segment, words: redactWords(segment.words, own) };
  });

/** The segments (a transcript's turns, in order) with every personal-data stretch replaced by one `[PII]` word that keeps its timing and type. */
export const redactSegments = (segments: readonly Segment[]): Segment[] => applySpans(segments, spansOf(segments));

/**
 * A transcript that gained words after recognition (key-term corrections, contextual edits) is redacted again, and
 * so are the corrections' before and after: a word of theirs that is now redacted in their turn becomes `[PII]`.
 */
export const redactEdited = (
  segments: readonly Segment[],
  corrections: readonly Correction[],
): { segments: Segment[]; corrections: Correction[] } => {
  const spans = spansOf(segments);
  const hidden = new Map<number, Set<string>>();
  for (const span of spans) {
    const words = segments[span.turn]!.words.slice(span.start, span.end + 1).flatMap((w) => tokens(w.text));
    words.forEach((token) => (hidden.get(span.turn) ?? hidden.set(span.turn, new Set()).get(span.turn)!).add(token));
  }
  const mask = (text: string, turn: number) =>
    text
      .split(/\s+/)
      .map((word) => (tokens(word).some((token) => hidden.get(turn)?.has(token)) ? REDACTED_TEXT : word))
      .join(' ');
  return {
    segments: applySpans(segments, spans),
    corrections: corrections.map((c) =>
      hidden.has(c.turnIndex) ? { ...c, before: mask(c.before, c.turnIndex), after: mask(c.after, c.turnIndex) } : c,
    ),
  };
};

export interface Redaction {
  readonly type: string;
  readonly turnIndex: number;
  /** Character offsets of `[PII]` in the turn's text (words joined by one space): [start, end). */
  readonly start: number;
  readonly end: number;
  /** When in the recording the redacted words were said. */
  readonly startMs: number;
  readonly endMs: number;
}

/** Every redaction of a transcript, by type and position, read from its `[PII]` words. */
export const listRedactions = (segments: readonly Segment[]): Redaction[] =>
  segments.flatMap((segment, turnIndex) => {
    let offset = 0;
    return segment.words.flatMap((word) => {
      const start = offset;
      offset += word.text.length + 1;
      return word.redaction
        ? [{ type: word.redaction, turnIndex, start, end: start + word.text.length, startMs: word.startMs, endMs: word.endMs }]
        : [];
    });
  });
