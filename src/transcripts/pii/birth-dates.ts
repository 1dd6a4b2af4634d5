import { TEENS } from '../english-words';
import { MONTHS, ORDINALS, WEAK_DIGITS } from '../pii-lexicon';
import { frameEnd, WHOLE_ANSWER_ENDS } from './answers';
import { claimUnclaimed, exchangeAfter, extend, type Detection, type PiiTurn } from './detection';
import { stretches } from './stretches';
import { digitsOf, endsWithAny, isDayOrMonth, isStrongDate, isUnit, isWeakDate, type Read } from './words';

/** Dates of birth: the years a living caller may be born in, where a date's year ends, and a date of birth known by its form. */

/** The single words of a year's last digit ("nineteen eighty three"). */
const YEAR_UNITS = new Set([
  ...['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  // (The engine hears a year's last digit as an ordinal too: "nineteen forty ninth".)
  ...['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'],
]);
/**
 * Where a date ends that has its month before its year: at the year's last word. A number after it is no part of it
 * ("april fourth nineteen eighty three, i'm eighty four", "… nineteen eighty three, twenty three years at that
 * address"). A date with no month before a year (year first, "nineteen seventy four september the twenty first", or
 * numeric) ends where its words do.
 */
export const yearEnd = (words: readonly Read[], start: number, end: number): number => {
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

/** The tens of a year said as "nineteen forty", and the years after two thousand a living caller may be born in. */
const YEAR_TENS = new Set(['ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
const EARLY_YEARS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']);
/** What makes a number an amount, not a year, right after it. */
const SCALES = new Set(['hundred', 'thousand']);
/** Whether a birth year starts at word i ("nineteen forty seven", "two thousand and three"). */
export const isBirthYear = (words: readonly Read[], i: number): boolean =>
  (words[i] === 'nineteen' && YEAR_TENS.has(words[i + 1] ?? '')) ||
  (words[i] === 'two' &&
    words[i + 1] === 'thousand' &&
    (EARLY_YEARS.has(words[i + 2] ?? '') || (words[i + 2] === 'and' && EARLY_YEARS.has(words[i + 3] ?? ''))) &&
    // ("… two thousand four hundred pounds" is an amount, round 94.)
    !SCALES.has(words[words[i + 2] === 'and' ? i + 4 : i + 3] ?? ''));
/** A year's last digit as the engine may hear it. */
const YEAR_DIGITS_HEARD_AS = new Set(['won', 'to', 'too', 'for', 'fore', 'ate']);
/** What may come between a month and a year said short: "in", or "and" as the engine hears it. */
const YEAR_LEADS = new Set(['in', 'and']);
/** The tens of a year said short ("sixty seven", "eighty five") that a living caller may be born in. */
export const SHORT_YEAR_TENS = new Set(['thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
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
export const slashedBirthDate = (words: readonly Read[]): { start: number; end: number } | undefined => {
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
/**
 * Where a birth year starting at word i ends: "forty (two)", "nineteen forty (two)", "two thousand (and) three", and
 * "two thousand" itself, no number or unit after it (round 90).
 */
const birthYearEnd = (words: readonly Read[], i: number): number | undefined => {
  const digitAfter = (k: number) => (digitsOf(words[k + 1]) !== undefined ? k + 1 : k);
  if (SHORT_YEAR_TENS.has(words[i] ?? '')) return digitAfter(i);
  const after = words[i + 2];
  if (
    words[i] === 'two' &&
    words[i + 1] === 'thousand' &&
    digitsOf(after) === undefined &&
    !isStrongDate(after) &&
    after !== 'and' &&
    !isUnit(after)
  )
    return i + 1;
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
 * given in answer to the other party's question (or read back by its asker, round 41, in a form of their own, round
 * 100), is a date of birth by its form, however the question was heard ("can i get your d o b" heard as "can i get your
 * g o b", "your deity"): dates callers give otherwise are of recent events, said without a year or with this century's.
 * So is a reply that is nothing but a date with a year of the last century (and at most a short clause after it, "… i
 * am afraid"), whatever the engine made of the question before it ("… date of birth for security" heard "good idea to
 * order it on earth for security"); a date in a sentence of the caller's own ("we moved in on the first of may nineteen
 * fifty") needs the question, or a birth named in the same turn, before or after it ("… the ninth of november nineteen
 * fifty eight and the website says my birthday is wrong"), or a check that asks about it and ends the turn ("just to
 * check for clive, is that the twenty fourth of october nineteen fifty one", round 117). Returns the date's words, up
 * to its year when its month came before it.
 */
const BIRTH_WORDS: ReadonlySet<string> = new Set(['birth', 'birthday', 'born', 'dob', 'birthdate']);
/** Words a reply may end on after its date: "… nineteen ninety three, i am afraid", "…, that's right". */
const REPLY_TAIL = 3;
const endsTheReply = (words: readonly Read[], end: number): boolean =>
  end === words.length - 1 || (words.length - 1 - end <= REPLY_TAIL && WHOLE_ANSWER_ENDS.has(words[end + 1] ?? ''));
/** What asks whether a date is the one meant: "is that the twenty fourth of october nineteen fifty one". */
const DATE_CHECKS: readonly (readonly string[])[] = ['is that', 'was that', 'is it', 'was it'].map((p) => p.split(' '));
export const birthDateIn = (words: readonly Read[], asked: boolean): { start: number; end: number } | undefined => {
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
    if (
      !asked &&
      !named &&
      ((stretch.start > frameEnd(words, 0, 'date') + DATE_REPLY_LEAD && !endsWithAny(words, stretch.start, DATE_CHECKS)) ||
        !endsTheReply(words, end))
    )
      continue;
    return { start: stretch.start, end };
  }
  return undefined;
};

/**
 * A value that starts at a day said as an ordinal before "of" keeps the "the" before it ("it is the sixteenth of the
 * ninth forty"): the caller said it as part of the date, whatever rule found the date and typed it (round 64).
 */
export const dayArticles = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of detection.spans) {
    const words = read[span.turn]!;
    if (ORDINALS.has(words[span.start] ?? '') && words[span.start + 1] === 'of' && words[span.start - 1] === 'the')
      extend(detection, span, { start: span.start - 1 });
  }
};

/** How many words the other party's question for the year has at most ("and what year was that"). */
const YEAR_QUESTION_WORDS = 6;
/** How many words may open the reply before its year ("um, it's …"). */
const YEAR_REPLY_LEAD = 2;
/** What asks for a date's day and month once its year was given ("and the day and month", "what day"). */
const DAY_ASKED: ReadonlySet<string> = new Set(['day', 'month']);
/** "year" in a short question as the engine hears it: "and the air", "and which you're was that" (round 99). */
const YEAR_HEARD_AS: ReadonlySet<string> = new Set(['year', 'air', "you're"]);
/**
 * The year of a date of birth given over two turns (round 82): a date of birth said without a year, the other party's
 * short question for it ("and what year was that"), and the year that opens the reply ("nineteen eighty four", "eighty
 * seven", "seventy") is the date's too. A whole birth year ("nineteen fifty five", "two thousand and twelve") needs no
 * "year" in the question, however it was heard (round 99); a short one ("seventy four") may be an age or a count. And
 * the other way round: a year given alone, "and the day and month", and the day and month that open the reply (round
 * 110).
 */
export const yearsAsked = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  for (const span of detection.spans.filter((s) => s.type === 'DATE_OF_BIRTH')) {
    const exchange = exchangeAfter(read, turns, span);
    if (!exchange) continue;
    const { between: question, reply } = exchange;
    if (question.length > YEAR_QUESTION_WORDS) continue;
    const named = question.some((w) => YEAR_HEARD_AS.has(w ?? ''));
    const date = read[span.turn]!.slice(span.start, span.end + 1);
    // A year given first, then "and the day and month": the day and month that open the reply (round 110).
    if (isBirthYear(date, 0) && !date.some(isDayOrMonth) && question.some((w) => DAY_ASKED.has(w ?? ''))) {
      const day = stretches(reply, 0, reply.length, isStrongDate, isWeakDate)[0];
      if (day && day.start <= YEAR_REPLY_LEAD && day.members.some((m) => isDayOrMonth(reply[m])))
        claimUnclaimed(detection, { turn: span.turn + 2, start: day.start, end: day.end, type: span.type });
      continue;
    }
    if (date.some((_, k) => isBirthYear(date, k) || isShortBirthYear(date, k))) continue;
    for (let i = 0; i <= YEAR_REPLY_LEAD && i < reply.length; i += 1) {
      const end = named || isBirthYear(reply, i) ? birthYearEnd(reply, i) : undefined;
      if (end !== undefined) {
        claimUnclaimed(detection, { turn: span.turn + 2, start: i, end, type: span.type });
        break;
      }
    }
  }
};
