import { NUMBER_WORDS, TEENS, TENS } from '../english-words';
import { DIGIT_VALUE, ORDINALS, QUANTITY_UNITS, WEAK_DIGITS } from '../pii-lexicon';
import { digitsOf, isHeardForFirst, isUnit, namesAMonth, phraseAt, timesSaid, type Read, type Stretch } from './words';

/** Ordinary numbers, which are no identifiers: counts before a unit, ages, measures, times, prices and rates, years, amounts. */

/** Quantity words that also join the digits of a value as heard ("five to four", "three or six" for "three oh six"). */
export const JOINING = new Set(['to', 'and', 'or', 'of']);

/**
 * Nouns naming a number that is no identifier, said before it with what states it: "the reading on the meter is three
 * one four five two", "my balance shows …". The engine hears the noun right more often than the meter ("reading on the
 * radar is …").
 */
export const MEASURES = new Set(['reading', 'readings', 'meter', 'metre', 'balance', 'temperature', 'weight', 'mileage', 'odometer']);
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
  ['aged'],
  ['turned'],
  ['turning'],
];
/**
 * The length of an ordinary number said as what it is, starting at word i (its lead-in included): a measure's number
 * after its noun and what states it (every number word that follows), an age (a ten or a teen, and a unit) after "i
 * am" or before "years old", or how often ("the third time"). 0 when there is none.
 */
export const ordinaryNumberAt = (words: readonly Read[], i: number): number => {
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

export const PRE_QUANTITY = new Set([
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
export const isTimeAt = (words: readonly Read[], i: number): boolean =>
  AT_A_TIME.has(words[i] ?? '') &&
  HOURS.has(words[i + 1] ?? '') &&
  (!NUMBER_WORDS.has(words[i + 2] ?? '') || TENS.has(words[i + 2]!) || ['fifteen', 'oclock', "o'clock"].includes(words[i + 2]!)) &&
  !NUMBER_WORDS.has(words[i + 3] ?? '');

/** A short number beside a unit or a quantity word ("five days", "within three", "option one") is ordinary. */
export const isQuantity = (words: readonly Read[], stretch: Stretch): boolean =>
  // "two thousand and nine", "three hundred pounds": a number said as a number, not read out digit by digit.
  saidAsNumber(words, stretch) || isCountedQuantity(words, stretch);

/** Whether the stretch says a number as a number ("hundred", "thousand", "million"). */
export const saidAsNumber = (words: readonly Read[], stretch: Stretch): boolean =>
  stretch.members.some((m) => SAID_AS_NUMBER.has(words[m]!));

/** Whether a known unit follows, past the rest of the number ("… hundred and twelve pounds"). */
export const unitAfterNumber = (words: readonly Read[], from: number): boolean => {
  let i = from;
  while (NUMBER_WORDS.has(words[i] ?? '') || words[i] === 'and') i += 1;
  return isKnownUnit(words[i]);
};

/** "than" marks a quantity after a comparison ("more than five"); alone, it is "then" as heard ("than six hundred …"). */
const COMPARATIVES = new Set(['more', 'less', 'fewer', 'longer', 'shorter', 'later', 'earlier', 'higher', 'lower', 'other', 'rather']);
const quantityBefore = (words: readonly Read[], at: number): boolean =>
  words[at] === 'than' ? COMPARATIVES.has(words[at - 1] ?? '') : PRE_QUANTITY.has(words[at] ?? '');

/** What a price is counted in, between its whole units and its parts ("four pounds ninety nine"). */
export const MONEY = new Set(['pound', 'pounds', 'dollar', 'dollars', 'euro', 'euros', 'bucks', 'quid', 'rand']);
/**
 * Whether a stretch is the parts of a price, said right after its money ("four pounds [ninety nine]", round 74): a unit
 * ends a stretch, so the numbers after it were read as a value of their own.
 */
export const isPriceParts = (words: readonly Read[], stretch: Stretch): boolean => MONEY.has(words[stretch.start - 1] ?? '');
/** Of an identifier asked for: said in hundreds, it reads out at least three number words ("nine hundred" is an amount). */
export const isAnsweredQuantity = (words: readonly Read[], stretch: Stretch): boolean =>
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
export const isQuantityByWhatFollows = (words: readonly Read[], stretch: Stretch): boolean =>
  saidAsNumber(words, stretch) || isCountedQuantity(words, stretch, false);
/** Days and parts of one, after a time. */
const WHEN = new Set([
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['today', 'tomorrow', 'tonight', 'morning', 'afternoon', 'evening'],
]);
export const SAID_AS_NUMBER = new Set(['hundred', 'thousand', 'million']);

/**
 * The digits a stretch reads out: a digit word one, a pair ("twenty four", "forty", "eleven") two, as callers read
 * long numbers in pairs ("forty six thirty five eleven" is six digits, not one).
 */
export const digitCount = (words: readonly Read[], stretch: Stretch) => {
  // Only in a run said without a break: "sixty two pounds forty" is an amount.
  const inPairs = stretch.members.length === stretch.end - stretch.start + 1;
  return stretch.members.reduce((n, m, k) => {
    const word = words[m]!;
    if (inPairs && (TENS.has(word) || TEENS.has(word))) return n + 2;
    // The unit of a pair ("twenty four") is its second digit, counted with its tens.
    const digits = digitsOf(word);
    if (inPairs && stretch.members[k - 1] === m - 1 && TENS.has(words[m - 1]!) && digits?.length === 1 && digits[0]! > 0) return n;
    return n + (digits?.length ?? 0) * timesSaid(words, stretch, k);
  }, 0);
};
/** The digits a stretch reads out, each said "double" or "triple" as many times ("double seven three" is 7 7 3). */
export const digitsReadOut = (words: readonly Read[], stretch: Stretch): number[] =>
  stretch.members.flatMap((m, k) => Array.from({ length: timesSaid(words, stretch, k) }, () => digitsOf(words[m]) ?? []).flat());
/** What names a sum just before it ("your next bill is …", "the payment of …", "instead of …"). */
const SUM_LEADS = new Set(['bill', 'payment', 'price', 'cost', 'costs', 'fee', 'total', 'balance', 'refund', 'instead']);
/** What may come between that name and the sum. */
const SUM_VERBS = new Set(['is', 'of', 'was']);
/** The single digits a sum's whole units may be or end on. */
const SUM_ONES = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']);
/** Where a sum's whole units starting at word i end ("eight", "twelve", "twenty seven"), if they are there. */
const unitsEnd = (words: readonly Read[], i: number): number | undefined =>
  TENS.has(words[i] ?? '') && SUM_ONES.has(words[i + 1] ?? '')
    ? i + 1
    : SUM_ONES.has(words[i] ?? '') || TEENS.has(words[i] ?? '') || TENS.has(words[i] ?? '')
      ? i
      : undefined;
/**
 * A sum said as its units and its cents or pence, right after what names it ("your next bill is twenty seven ninety six
 * for four weeks", "the payment of thirty five ninety six", "six ninety nine a week instead of eight ninety nine"; round
 * 113): the stretch from `start` opens with a number of one or two words and a tens word after it.
 */
export const isNamedSum = (words: readonly Read[], start: number): boolean => {
  const lead = SUM_VERBS.has(words[start - 1] ?? '') ? start - 2 : start - 1;
  if (!SUM_LEADS.has(words[lead] ?? '')) return false;
  const units = unitsEnd(words, start);
  return units !== undefined && TENS.has(words[units + 1] ?? '');
};
/** A year said alone ("nineteen eighty four", "twenty twenty two"): a number said as a number, not read out. */
export const isYear = (words: readonly Read[], stretch: Stretch): boolean =>
  stretch.members.length <= 3 && ['nineteen', 'twenty'].includes(words[stretch.start]!) && TENS.has(words[stretch.start + 1] ?? '');

/** A number word followed by a unit ("six days"), not a joining word ("five to four"). */
export const isQuantityAt = (words: readonly Read[], i: number): boolean =>
  NUMBER_WORDS.has(words[i] ?? '') && isUnit(words[i + 1]) && !JOINING.has(words[i + 1]!);

/** Units heard right: a known unit, not a joining word ("to", "of") nor any plural ("one wants"). */
const isKnownUnit = (word: Read): boolean => !!word && QUANTITY_UNITS.has(word) && !JOINING.has(word) && word !== 'more' && word !== 'o';
/**
 * An amount or a quantity at word i: a number before a known unit ("about six days", "sixty pounds"), a number said with
 * "hundred" or "thousand" that goes on to one ("three hundred and forty one pounds") or that a quantity word leads
 * ("about three hundred"), or the number after a quantity word ("within five").
 */
export const isAmountAt = (words: readonly Read[], i: number): boolean => {
  const word = words[i] ?? '';
  if (!NUMBER_WORDS.has(word)) return false;
  return PRE_QUANTITY.has(words[i - 1] ?? '') || unitAfterNumber(words, i + 1);
};

/** A number said as one ("five", "twenty four") or a range of two ("three to five", "two or three"). */
const isOneNumber = (said: readonly string[]): boolean => {
  const one = (w: readonly string[]) =>
    w.length === 1 || (w.length === 2 && TENS.has(w[0]!) && (digitsOf(w[1]!)?.length ?? 0) === 1 && DIGIT_VALUE[w[1]!] !== 0);
  const join = said.findIndex((w) => w === 'to' || w === 'or');
  return join > 0 ? one(said.slice(0, join)) && one(said.slice(join + 1)) : one(said);
};
/** Who a number before "of" counts ("five of us", "two of them"), as a unit would. */
export const COUNTED: ReadonlySet<string> = new Set(['us', 'them', 'you']);
/** Whether the words at i count the number before them: a known unit, or "of us" (round 76). */
const countsAt = (words: readonly Read[], i: number): boolean =>
  isKnownUnit(words[i]) || (words[i] === 'of' && COUNTED.has(words[i + 1] ?? ''));
/**
 * A stretch without the quantity it ends on: "… be with you in three to five working days" echoes nothing of a value
 * with "three to five" in it (nor with "b" and "u": too short a run alone).
 */
export const withoutQuantity = (words: readonly Read[], stretch: Stretch): Stretch => {
  if (!countsAt(words, stretch.end + 1)) return stretch;
  const members = [...stretch.members];
  let quantity = members.length;
  // (The number said right before the unit: not past words between it and the value, "… seven one, i paid seventy two
  // dollars".)
  const joined = (k: number) => k === members.length || members[k - 1]! + 1 === members[k];
  while (
    quantity > 0 &&
    joined(quantity) &&
    (NUMBER_WORDS.has(words[members[quantity - 1]!]!) || JOINING.has(words[members[quantity - 1]!]!))
  )
    quantity -= 1;
  // (One number or a range only: "… eighty four twelve thirty three years" is a value read back and "yes" heard "years",
  // "one four three six five year sorry …" digits read out.)
  if (!isOneNumber(members.slice(quantity).map((m) => words[m]!))) return stretch;
  members.splice(quantity);
  return members.length === 0
    ? { start: stretch.start, end: stretch.start - 1, members }
    : { start: members[0]!, end: members[members.length - 1]!, members };
};
