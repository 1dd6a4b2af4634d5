import { NUMBER_WORDS, TEENS, TENS } from '../english-words';
import {
  AFFIRMATIONS,
  ANSWER_OPENERS,
  ANSWER_TRAILERS,
  CHOSE,
  CUES,
  EMAIL_DOMAINS,
  LETTER_NAMES,
  LETTER_SAID_AS,
  MONTHS,
  NAME_STOPS,
  QUANTITY_UNITS,
  SEPARATORS,
  TITLES,
  WEAK_DIGITS,
  WEAK_LETTERS,
  type Cue,
  type CueKind,
} from '../pii-lexicon';
import { COPULAS, introducesValue, READS_FROM, SUBJECTS, WHOLE_ANSWER_ENDS, type Answer } from './answers';
import { isBirthYear, SHORT_YEAR_TENS, yearEnd } from './birth-dates';
import { claim, claimUnclaimed, extend, unclaim, type Detection, type PiiTurn } from './detection';
import {
  digitCount,
  digitsReadOut,
  isAmountAt,
  isAnsweredQuantity,
  isNamedSum,
  isPriceParts,
  isQuantity,
  isQuantityAt,
  isYear,
  JOINING,
  PRE_QUANTITY,
  SAID_AS_NUMBER,
  saidAsNumber,
  withoutQuantity,
} from './quantities';
import { cueStarts, cuesIn, HUMS, skipOpeners, WHERE_ADDRESS, type FoundCue } from './questions';
import { CLAUSE_STARTS, SELF_STOPS, startsASentence, startsWeAre, stretches, THERE } from './stretches';
import {
  DETERMINERS,
  digitsOf,
  isLetterNamedAt,
  isLetterWord,
  isPlacePhrase,
  isStrongDate,
  isStrongId,
  isSureDigit,
  isUnit,
  isValueWord,
  isWeakDate,
  isWeakId,
  namesAMonth,
  phraseAt,
  repeatsDigitAt,
  startsWithAny,
  type Read,
  type Stretch,
} from './words';

/**
 * Finding a value after its cue or in an answer (free-form, a date, an identifier), widened to the words the recogniser made
 * of it; digit runs and e-mail addresses without a question; the tails and letter examples a value read out takes.
 */

const CARD_DIGITS = { min: 13, max: 19 };
/** Without a question before it, a run needs this many digits to be an identifier (a year or a "last four" does not). */
const MIN_UNCUED_DIGITS = 6;
/** In an answer to a question, whatever it asked as heard, a run needs this many digits ("what's your pin" heard as anything). */
const MIN_ANSWERED_DIGITS = 4;
/** Or this many sure letters and as many digits, said in one run ("m f eight six"): no ordinary number mixes them. */
const MIN_MIXED_PARTS = 2;

/** What states a free-form value right after its cue ("my address is ...", "my name's ..."). */
export const STATING = new Set(['is', 'was', 'its', "it's", 'at', 'names', "name's", 'be']);

const MAX_FREEFORM_WORDS = { name: 3, secret: 3, address: 12, email: 10 } as const;

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

const I_AM = new Set(["i'm", 'am']);
/** What a caller states about themselves after "i" that an answer may hold ("i live on …", "i am at …"). */
const I_STATE = new Set(['live', 'am', 'think', 'believe', 'would', ...CHOSE]);
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

const ARTICLES = new Set(['a', 'an', 'the']);
/** What the number of a home follows in an address ("flat thirteen", "unit four"). */
const NUMBERED_HOMES = new Set(['flat', 'unit', 'apartment', 'suite', 'house', 'number', 'lot', 'pitch']);
/** What a name is said after in a reply: what a booking is held under, or who the other party is talking to. */
const NAME_LEADS: readonly (readonly string[])[] = [
  ['in', 'the', 'name', 'of'],
  ['in', 'the', 'name'],
  ['in', 'my', 'name'],
  ['under', 'the', 'name'],
  ...[['are'], ["you're"], []].flatMap((who) => [
    [...who, 'talking', 'to'],
    [...who, 'speaking', 'to'],
  ]),
];
/**
 * What an address is said after in a reply, longest first: where it should go ("send it to …", "it's going to …") or
 * where the caller is ("we are over at …", "we're living at …", after "we are"; round 54).
 */
const ADDRESS_LEADS: readonly (readonly string[])[] = [
  ...['send', 'post', 'bring', 'deliver', 'ship', 'take'].map((verb) => [verb, 'it', 'to']),
  ['going', 'to', 'go', 'to'],
  ['going', 'to'],
  ['over', 'at'],
  ['living', 'at'],
  ['live', 'at'],
];
/**
 * What a security answer is said after, once the openers are skipped ("that", "for"): "that one was …", "for that one it
 * was …", "i gave it as …" (round 55).
 */
const SECRET_LEADS: readonly (readonly string[])[] = [['one', 'it', 'was'], ['one', 'was'], ['it', 'as'], ['as']];
/** The leads of a free-form value, by its kind. */
const LEADS: Partial<Record<keyof typeof MAX_FREEFORM_WORDS, readonly (readonly string[])[]>> = {
  name: NAME_LEADS,
  address: ADDRESS_LEADS,
  secret: SECRET_LEADS,
};
/** A free-form value (a name, a security answer, an address, an e-mail) from `from`: up to its trailer, at most `max` words. */
const freeform = (
  words: readonly Read[],
  from: number,
  to: number,
  kind: keyof typeof MAX_FREEFORM_WORDS,
): { start: number; end: number } | undefined => {
  let start = skipOpeners(words, from, to);
  // ("oh, it's cleveland": "oh" opens a name or an answer in words, where it is no digit; round 55.)
  if ((kind === 'name' || kind === 'secret') && words[start] === 'oh') start = skipOpeners(words, start + 1, to);
  // "we are at eighty eight …", "we're at …": where the caller lives, said as where they are.
  if (kind === 'address' && ['we', "we're", 'were'].includes(words[start] ?? ''))
    start = skipOpeners(words, start + (words[start + 1] === 'are' ? 2 : 1), to);
  // "it will be in the name ignatius abernethy", "you are talking to evangeline okereke" (round 48); "send it to …".
  const lead = phraseAt(words, start, LEADS[kind] ?? []);
  if (lead) start = skipOpeners(words, start + lead.length, to);
  // "i want to add my son ...", "i'm new to us", "i'm calling about ...": the caller going on with their reason, not a
  // name; nor, after a greeting misheard as a question ("you're through to" as "you're screwed to"), a security answer.
  if (words[start - 1] === 'i' || (kind === 'name' && I_AM.has(words[start - 1] ?? '') && isStateNotName(words[start]))) return undefined;
  // Nor "i have been waiting forty five minutes", "i was …": the caller's own sentence, after a stall kept the question open.
  const own = words.indexOf('i', from);
  if (kind !== 'name' && own >= from && own < start && !I_STATE.has(words[own + 1] ?? '')) return undefined;
  // An address that starts with a vowel is often heard with an article of its own ("emma fisher at" as "an official at").
  if (kind === 'email' && start > from && ['a', 'an'].includes(words[start - 1]!)) start -= 1;
  let end = start - 1;
  // (A name ends where the turn names another item: "craig hebblethwaite, date of birth is …"; round 81.)
  const named = kind === 'name' ? cueStarts(words) : new Set<number>();
  for (let i = start; i < to && i - start < MAX_FREEFORM_WORDS[kind]; i += 1) {
    const word = words[i];
    if (word === undefined || (i > start && named.has(i))) break;
    if (kind === 'name' || kind === 'secret') {
      // (And an initial before a surname: "cedric l hutchins", "anselm a grimshaw", "k holmqvist"; round 57.)
      const initial = word.length === 1 && word !== 'i' && isLetterWord(word) && mayBeName(words[i + 1]);
      if ((TITLES.has(word) || initial) && kind === 'name') {
        end = i;
        continue;
      }
      // ("rhubarb and custard": an answer in words may be two things joined, when the turn ends on the second.)
      const joined = kind === 'secret' && word === 'and' && i > start && i + 2 === to && mayBeName(words[i + 1]);
      if ((NAME_STOPS.has(word) && !joined) || isStrongId(word)) break;
    } else if (
      ((ANSWER_TRAILERS.has(word) || (kind === 'address' ? ANSWER_ENDS : CLAUSE_STARTS).has(word)) &&
        i > start &&
        !(word === 'and' && NUMBER_WORDS.has(words[i - 1] ?? ''))) ||
      // "... maple drive seattle, it happened about six days ago": an ordinary number is the caller's next sentence.
      (i > start &&
        (PRE_QUANTITY.has(word) ||
          (isQuantityAt(words, i) &&
            !NUMBER_WORDS.has(words[i - 1] ?? '') &&
            words[i - 1] !== 'and' &&
            // ("flat thirteen mariners court": the number of a home, round 51.)
            !(kind === 'address' && NUMBERED_HOMES.has(words[i - 1] ?? ''))))) ||
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
  // A security answer keeps its article: "it's a ford capri", "the lake district" (round 46); so does the name of a
  // home: "the old forge, tollgate lane" (round 51).
  const article = words[start - 1] ?? '';
  if (start > from && ((kind === 'secret' && ARTICLES.has(article)) || (kind === 'address' && article === 'the')))
    return { start: start - 1, end };
  return { start, end };
};

/** A spoken date from `from`: at least two date words ("march before it's nineteen eighty", "the second of june ..."). */
export const dateIn = (words: readonly Read[], from: number, to: number): { start: number; end: number } | undefined => {
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
export const valueFor = (
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
        .find(
          (s) => s.members.length >= 2 && s.members.some((m) => isStrongId(words[m])) && !quantity(words, s) && !isPriceParts(words, s),
        );
      return found ? widened(words, from, to, found) : undefined;
    }
    case 'date': {
      const found = dateIn(words, from, to);
      return found ? widened(words, from, to, found) : undefined;
    }
    default: {
      const found = freeform(words, from, to, cue.kind);
      // An answer to "where should we send it" is an address only when it names a street or a home ("… red cedar drive",
      // "flat four mill court") and is no sentence of the caller's own ("there are four of us in the flat"); "the deck is
      // about four hundred square feet" is none (round 49).
      if (
        found &&
        cue === WHERE_ADDRESS &&
        (startsASentence(words, found.start) || !words.slice(found.start, found.end + 1).some((w) => PLACE_WORDS.has(w ?? '')))
      )
        return undefined;
      return found;
    }
  }
};

/** The last word of a number said on from word `from`: its number words, and "and" between two of them. */
const numberEnd = (words: readonly Read[], from: number): number => {
  let end = from;
  while (NUMBER_WORDS.has(words[end + 1] ?? '') || (words[end + 1] === 'and' && NUMBER_WORDS.has(words[end + 2] ?? ''))) end += 1;
  return end;
};

/** What names a street, as a house number and a street name come before it ("fourteen tanyard lane"). */
const STREET_WORDS = new Set([
  ...['road', 'street', 'lane', 'drive', 'close', 'court', 'avenue', 'way', 'terrace', 'crescent', 'place', 'square'],
  ...['row', 'walk', 'mews', 'rise', 'gardens', 'grove', 'hill', 'parkway', 'boulevard', 'trail', 'circle', 'croft', 'wynd'],
]);
/** What names a street or a home in an address said out. */
const PLACE_WORDS = new Set([
  ...STREET_WORDS,
  'park',
  ...['flat', 'unit', 'apartment', 'suite', 'cottage', 'house', 'farm', 'lodge', 'estate', 'yard', 'quay', 'wharf'],
  ...['field', 'fields', 'meadows', 'heights', 'chase', 'view'],
]);

/**
 * An identifier stated by its cue ("my client account number is three hundred and twelve six …", round 30) is the
 * number said right after "is", however it is said: in hundreds too, an amount's form elsewhere.
 */
export const statedInHundreds = (words: readonly Read[], found: FoundCue, next: number): { start: number; end: number } | undefined => {
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
export const EDGE_WORDS = 3;

/**
 * An answer's value widened to the words the recogniser made of its first letters or digits ("s zero" heard as "at
 * zero", "eighteenth" as "thief") and of its last word when it ends the answer ("two" heard as "que").
 */
export const widened = (words: readonly Read[], from: number, to: number, value: { start: number; end: number }) => {
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
export const ANSWER_ENDS = new Set([
  ...CLAUSE_STARTS,
  ...['it', "it's", 'thank', 'thanks', 'please', 'cheers', 'calling', 'here', 'speaking', 'and', 'no'],
  ...['have', 'has', 'had', 'got', 'do', 'did', 'will', 'would', 'need', 'want'],
  // "… seven four, that's it", "… if that helps", "… yeah", "… sorry".
  ...["that's", 'if', 'yeah', 'yes', 'okay', 'ok', 'sorry'],
  // A correction: "… two zero, wait no, that's my old one".
  'wait',
]);

/** How many words other than digits and letters an answer's window reaches past what was recognised as its value. */
const WINDOW_WORDS = 6;
/** The types of values read out (identifiers and dates), as opposed to names, addresses and answers in words. */
export const READ_OUT_TYPES: ReadonlySet<string> = new Set(
  CUES.filter((c) => c.kind === 'identifier' || c.kind === 'date').map((c) => c.type),
);

/** What says how a value is written, after "all" ("all lower case", "all one word", "all in capitals"). */
const WRITTEN_AS = new Set(['lower', 'lowercase', 'small', 'one', 'in', 'capitals', 'caps', 'together']);
/**
 * The window of an answer to a question that asked for personal data: the value found, widened to the rest of the
 * answer's clause, since the recogniser makes other words of names and of parts of values ("susan turner" heard as
 * "susan to know", "five nine one one five six two" as "five nine one one five sixty or"); a contact center would
 * rather lose a word of an answer than keep part of a value. It stops at the caller's next sentence and a
 * courtesy, before an ordinary number ("... i ordered two items"), and in an address not at "and" inside a
 * number ("one hundred and five").
 */
export const answerWindow = (words: readonly Read[], value: { start: number; end: number }, kind: CueKind) => {
  // (Another item named ends it: "craig hebblethwaite, date of birth is the seventh of …"; round 81.)
  const named = cueStarts(words);
  const ends = (i: number) => {
    const word = words[i];
    if (word === undefined || named.has(i)) return true;
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
      // ("… at icloud dot com, all lower case": how it is written, said after it.)
      (word === 'all' && WRITTEN_AS.has(words[i + 1] ?? '')) ||
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

/** Words that end an answer after its value, never made of digits by the engine. */
export const endsNoValue = (word: Read): boolean =>
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
export const valueTails = (
  detection: Detection,
  read: readonly (readonly Read[])[],
  turns: readonly PiiTurn[],
  answers: readonly Answer[],
) => {
  // (A speaker reads back only what was answered before: a date the agent checks later makes no read-back of the caller's
  // value before it, round 117.)
  const readsBack = (span: { turn: number }) => answers.some((a) => a.asker === turns[span.turn]!.speaker && a.turn < span.turn);
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
      (readsBack(span) && !tail.some((i) => isDigitHeardAs(words[i]))) ||
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

/** Words no street's name is made of: what says when or where a number is ("at ten on the …", "at six past …"). */
const NO_STREET_NAME = new Set([...DETERMINERS, 'on', 'in', 'at', 'to', 'of', 'and', 'for', 'by', 'past', 'from', 'with']);
/** How many words a street's name may have between the house number and the street word. */
const STREET_NAME_WORDS = 3;
/**
 * An address said unasked, as where the speaker is ("we are at forty four bramley gardens northampton …", "i am at
 * fourteen tanyard lane bridport and nobody came", round 54): "at", a house number, a street's name and a word that
 * names a street; the address then goes on as an answer's would, to the town and the postcode.
 */
export const statedAddresses = (detection: Detection, answers: Answer[], turn: number, listener: string, words: readonly Read[]) => {
  words.forEach((word, at) => {
    if (word !== 'at' || !NUMBER_WORDS.has(words[at + 1] ?? '')) return;
    const name = numberEnd(words, at + 1) + 1;
    const street = words.slice(name, name + STREET_NAME_WORDS + 1).findIndex((w) => STREET_WORDS.has(w ?? ''));
    // ("we met at ten on the hill road": a time, and a street no house number is said of.)
    const named = words.slice(name, name + street);
    if (street < 1 || named.some((w) => w === undefined || isValueWord(w) || CLAUSE_STARTS.has(w) || NO_STREET_NAME.has(w))) return;
    const address = freeform(words, at + 1, words.length, 'address');
    // Said as an answer is, and read back as one may be (its first words are no letters heard as others).
    if (address && address.end >= name + street && claim(detection, { turn, ...address, type: 'ADDRESS' }))
      answers.push({ turn, ...address, asker: listener, kind: 'address', type: 'ADDRESS', framed: true });
  });
};

/**
 * Runs of at least MIN_UNCUED_DIGITS digits anywhere, of MIN_ANSWERED_DIGITS in an answer to a question however it was
 * heard (a PIN, a short account number), and of MIN_MIXED_PARTS sure letters and as many digits anywhere (a reference),
 * typed by checksum and by the nearest cue before them or in the question.
 */
export const digitRuns = (detection: Detection, turn: number, words: readonly Read[], question: readonly Read[] | undefined) => {
  const cues = cuesIn(words);
  const asked = question && cuesIn(question).find((c) => c.cue.kind === 'identifier');
  for (const stretch of stretches(words, 0, words.length, isStrongId, isWeakId).flatMap((s) => partsOf(words, withoutQuantity(words, s)))) {
    const digitsSaid = digitCount(words, stretch);
    // (A letter the engine also writes for a digit, "h" for eight, counts as a letter only.)
    const count = (is: (word: string) => boolean) => stretch.members.filter((m) => is(words[m] ?? '')).length;
    const mixed =
      count((w) => LETTER_NAMES.has(w) && !WEAK_LETTERS.has(w)) >= MIN_MIXED_PARTS &&
      count((w) => (isSureDigit(w) || TENS.has(w) || TEENS.has(w)) && !LETTER_NAMES.has(w)) >= MIN_MIXED_PARTS;
    if (
      (digitsSaid < (question ? MIN_ANSWERED_DIGITS : MIN_UNCUED_DIGITS) && !mixed) ||
      isQuantity(words, stretch) ||
      isNamedSum(words, stretch.start) ||
      isYear(words, stretch)
    )
      continue;
    const digits = digitsReadOut(words, stretch);
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

/** How many words lead from a letter to the word it is made clear with ("as in", "as an", "for", "like"), if any. */
export const exampleLead = (words: readonly Read[], letter: number): number =>
  words[letter + 1] === 'as' && EXAMPLE_LEADS.has(words[letter + 2] ?? '') ? 2 : ['for', 'like'].includes(words[letter + 1] ?? '') ? 1 : 0;
/** Where the word a letter at `letter` is made clear with is ("o as in outfield", "g for golf"), when one follows a lead. */
export const exampleEnd = (words: readonly Read[], letter: number): number | undefined => {
  const lead = exampleLead(words, letter);
  return lead > 0 && words[letter + lead + 1] !== undefined ? letter + lead + 1 : undefined;
};
/**
 * Whether a word can make a letter clear: none that ends a value or a determiner, and no unit ("b for bills") unless it
 * starts with the letter ("d as in dallas", which only looks plural).
 */
const mayBeExample = (word: Read, letter: Read): boolean =>
  word !== undefined &&
  !endsNoValue(word) &&
  !DETERMINERS.has(word) &&
  (!isUnit(word) || (letter?.length === 1 && word.startsWith(letter)));
/** Whether a word the engine makes of a letter's name ("are") stands for the letter a word begins with ("romeo"). */
const standsFor = (word: Read, example: Read): boolean => {
  const letter = LETTER_SAID_AS[word ?? ''];
  return letter !== undefined && !!example?.startsWith(letter);
};
/**
 * Where the letter made clear by the word at `example` is ("c" of "c as in cat", "k" of "k for king"), if it is one: a
 * digit is no example ("b for seven" is "b four seven", already part of the value), and before "for" or "like" only a
 * sure letter is one ("see for yourself" is no "c"), or a word the engine makes of a letter's name when the example
 * begins with that letter ("are for romeo", round 121).
 */
export const madeClearFrom = (words: readonly Read[], example: number): number | undefined => {
  if (isStrongId(words[example])) return undefined;
  const letter =
    words[example - 2] === 'as' && EXAMPLE_LEADS.has(words[example - 1] ?? '') && isLetterWord(words[example - 3])
      ? example - 3
      : ['for', 'like'].includes(words[example - 1] ?? '') &&
          (LETTER_NAMES.has(words[example - 2] ?? '') || standsFor(words[example - 2], words[example]))
        ? example - 2
        : undefined;
  return letter !== undefined && mayBeExample(words[example], words[letter]) ? letter : undefined;
};

/** A sure letter said as itself ("g", not "gee"). */
const isBareLetter = (word: Read): boolean => !!word && word.length === 1 && LETTER_NAMES.has(word);
/**
 * A value read out takes the letters made clear at either end: one that ends on a letter takes the word the letter is
 * made clear with ("… five one w as in water", "… k for king", "… p like paris"), the caller still giving the value;
 * one that starts on such a word, or right after one, takes the letters before it ("l as in lima c as in cat seven
 * two …", "h for henry p as in papa six …"), and a bare letter before those ("g j as in juliet …"). It takes each letter
 * made clear right after it too (round 120), and one found from within a number said in hundreds starts at that number
 * (round 118).
 */
export const letterExamples = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const found of [...detection.spans]) {
    const words = read[found.turn]!;
    if (!READ_OUT_TYPES.has(found.type)) continue;
    let span = found;
    // (Or on the lead itself: "… m for mother", the span ending on "for".)
    const last = [0, 1, 2]
      .map((back) => span.end - back)
      .find((at) => at >= span.start && isLetterWord(words[at]) && exampleLead(words, at) >= Math.max(1, span.end - at));
    if (last !== undefined) {
      const example = last + exampleLead(words, last) + 1;
      if (mayBeExample(words[example], words[last])) span = extend(detection, span, { end: example }) ?? span;
    }
    // And the letters made clear right after it, "a" too ("… nine u as in uniform a as in alpha", an Irish PPS number).
    for (let next = exampleEnd(words, span.end + 1); next !== undefined; next = exampleEnd(words, span.end + 1)) {
      const widened = madeClearFrom(words, next) === span.end + 1 ? extend(detection, span, { end: next }) : undefined;
      if (!widened) break;
      span = widened;
    }
    // (Past a number said in hundreds that the value starts within: "h as in howth five hundred and | forty two …".)
    const gap = words[span.start - 1] === 'and' ? 1 : 0;
    const hundreds =
      words[span.start - 1 - gap] === 'hundred' && isSureDigit(words[span.start - 2 - gap]) ? span.start - 2 - gap : span.start;
    let start = madeClearFrom(words, hundreds) ?? hundreds;
    for (let letter = madeClearFrom(words, start - 1); letter !== undefined; letter = madeClearFrom(words, start - 1)) start = letter;
    if (start < span.start && isBareLetter(words[start - 1])) start -= 1;
    // "… he says i b g stroke …": "i" before two sure letters is the first of them, no "I" (round 97); so it is before a
    // sure letter and a digit or number ("i e fifty three i p b s …", an Irish IBAN; "i v one five …", a postcode; round
    // 105).
    if (
      start === span.start &&
      words[start - 1] === 'i' &&
      isBareLetter(words[start]) &&
      (isBareLetter(words[start + 1]) || digitsOf(words[start + 1]) !== undefined || NUMBER_WORDS.has(words[start + 1] ?? ''))
    )
      start -= 1;
    if (start < span.start) extend(detection, span, { start });
  }
};

/**
 * A value read out takes what it goes on with after its last part ("… double one extension nine hundred and ninety
 * two", round 52; "p l as in lima a seven hundred and sixty eight": the last number said in hundreds, round 56) and
 * what joins two of its parts ("s for sugar … dash two thousand and twenty two dash eight four eight one", "h for henry
 * p as in papa six …", round 56).
 */
export const valueEndings = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of [...detection.spans]) {
    const words = read[span.turn]!;
    if (!READ_OUT_TYPES.has(span.type)) continue;
    const next = words[span.end + 1] ?? '';
    if (['extension', 'ext'].includes(next)) {
      const end = numberEnd(words, span.end + 1);
      if (end > span.end + 1) extend(detection, span, { end });
    } else if (['hundred', 'thousand'].includes(next) && NUMBER_WORDS.has(words[span.end] ?? '')) {
      const end = numberEnd(words, span.end);
      if (!isUnit(words[end + 1])) extend(detection, span, { end });
    } else if (NUMBER_WORDS.has(next)) {
      // Digits said in hundreds right after it, as an identifier asked for may be said (round 118): "h s as in sligo four
      // hundred and fifty seven two hundred and …".
      const end = numberEnd(words, span.end + 1);
      const members = Array.from({ length: end - span.end }, (_, k) => span.end + 1 + k).filter((m) => words[m] !== 'and');
      const number = { start: span.end + 1, end, members };
      if (saidAsNumber(words, number) && !isAnsweredQuantity(words, number)) extend(detection, span, { end });
    } else {
      const again = phraseAt(words, span.end + 1, SAID_AGAIN);
      if (again) extend(detection, span, { end: span.end + again.length });
      // "… three five and the letter u" (round 98).
      const named = phraseAt(words, span.end + 1, LETTER_NAMED);
      if (named && isLetterNamedAt(words, span.end + named.length + 1)) extend(detection, span, { end: span.end + named.length + 1 });
      // "… two zero one seven and the last bit is five five": its last digits, named (round 106).
      const last = phraseAt(words, span.end + 1, LAST_PART);
      if (last) {
        const start = span.end + last.length + 1;
        let end = start - 1;
        // (A digit said twice or three times counts as one word: "… and the suffix is triple oh", round 112.)
        while (end + 1 - start < LAST_PART_DIGITS && (digitsOf(words[end + 1])?.length === 1 || repeatsDigitAt(words, end + 1)))
          end += repeatsDigitAt(words, end + 1) ? 2 : 1;
        if (end >= start && digitsOf(words[end + 1]) === undefined && !isUnit(words[end + 1]))
          claimUnclaimed(detection, { turn: span.turn, start, end, type: span.type });
      }
    }
  }
  while (joinParts(detection, read));
};
/** What names the last digits of a value right after the rest of it ("… and the last bit is five five"). */
const LAST_PART: readonly (readonly string[])[] = [
  'and the last bit is',
  'and the last bit',
  'the last bit is',
  'and the last part is',
  'the last part is',
  'and the end bit is',
  // A New Zealand account's suffix (round 112).
  'and the suffix is',
  'the suffix is',
].map((p) => p.split(' '));
/** How many digits such a last part has at most. */
const LAST_PART_DIGITS = 4;
/** What names a letter that ends a value read out ("… and the letter u"). */
const LETTER_NAMED: readonly (readonly string[])[] = ['and the letter', 'then the letter', 'and letter'].map((p) => p.split(' '));
/** What says a value's last group again right after it ("… three eighty seven and the same again", round 96). */
const SAID_AGAIN: readonly (readonly string[])[] = [
  'and the same again',
  'the same again',
  'and then that again',
  'and that again',
  'then that again',
  'twice',
].map((p) => p.split(' '));
/** The most words two parts of one value may have between them (a separator, a year-like part and another separator). */
const MAX_JOINING_WORDS = 7;
/**
 * Joins one pair of spans of a value's parts, under the first's type (the engine's words may have typed its parts apart):
 * side by side, or a separator or a letter's "as in" between them.
 */
const joinParts = (detection: Detection, read: readonly (readonly Read[])[]): boolean => {
  for (const first of detection.spans) {
    if (!READ_OUT_TYPES.has(first.type)) continue;
    // (The nearest span after it, whatever order the spans were found in.)
    const second = detection.spans
      .filter(
        (s) => s.turn === first.turn && READ_OUT_TYPES.has(s.type) && s.start > first.end && s.start - first.end - 1 <= MAX_JOINING_WORDS,
      )
      .sort((a, b) => a.start - b.start)[0];
    if (!second) continue;
    const between = read[first.turn]!.slice(first.end + 1, second.start);
    const asIn = between.length === 2 && between[0] === 'as' && between[1] === 'in';
    const separated =
      between.some((w) => SEPARATORS.has(w ?? '')) &&
      between.every((w) => SEPARATORS.has(w ?? '') || NUMBER_WORDS.has(w ?? '') || w === 'and');
    // (Only over words no other span has: the second part is given back before the first takes it.)
    const free = between.every((_, k) => !detection.claimed.has(`${first.turn}:${first.end + 1 + k}`));
    if ((between.length > 0 && !asIn && !separated) || !free) continue;
    unclaim(detection, second);
    extend(detection, first, { end: second.end });
    return true;
  }
  return false;
};

/** A word that can be the name someone is addressed by: none of the words a sentence is built of, no number. */
export const mayBeName = (word: Read): word is string =>
  !!word &&
  !NAME_STOPS.has(word) &&
  !CLAUSE_STARTS.has(word) &&
  !ANSWER_OPENERS.has(word) &&
  !QUANTITY_UNITS.has(word) &&
  !isStrongId(word) &&
  !isWeakId(word);

/** What joins the parts of an e-mail address's local part as callers say it ("jane dot doe", "jane underscore doe"). */
const EMAIL_JOINERS = new Set(['dot', 'underscore', 'hyphen', 'dash']);
/** The names a spoken local part may hold ("leila mcbride fifty five", "bartholomew mcquarrie all one word"). */
const EMAIL_NAME_WORDS = 3;
/** What a caller says right before an address ("write it down as …", "send it to …"). */
const EMAIL_LEADS = new Set(['as', 'to', 'down', 'over', 'use', 'try']);
/** How many words a spoken local part may have, spelled out ("d e as in echo l a for alpha c r o i x a"). */
const EMAIL_LOCAL_WORDS = 30;

/**
 * Where the local part of a spoken address starts, before its "at" (at `at`): back over names, numbers, letters, the
 * words letters are made clear with and what joins them, up to what the caller says before it ("it's", "my email is",
 * "send it over to") or a word already found.
 */
const localPartStart = (words: readonly Read[], at: number, claimed: (i: number) => boolean): number => {
  let start = at - 1;
  let names = mayBeName(words[start]) ? 1 : 0;
  for (let i = start - 1; i >= 0 && at - i <= EMAIL_LOCAL_WORDS; i -= 1) {
    const word = words[i];
    if (word === undefined || claimed(i)) break;
    // (Walking back, a letter made clear is met at its lead: "… v as in victor", "… l for lucy".)
    const lead = word === 'in' || word === 'an' ? (words[i - 1] === 'as' ? 2 : 0) : ['for', 'like'].includes(word) ? 1 : 0;
    if (lead > 0 && isLetterWord(words[i - lead])) {
      i -= lead;
      start = i;
      continue;
    }
    if (EMAIL_LEADS.has(word)) break;
    const name = mayBeName(word) && !EXAMPLE_LEADS.has(word);
    if (name && names >= EMAIL_NAME_WORDS) break;
    if (!(name || EMAIL_JOINERS.has(word) || NUMBER_WORDS.has(word) || word.length === 1 || ['double', 'triple'].includes(word))) break;
    if (name) names += 1;
    start = i;
  }
  // (Not a joiner or "a" it starts on: "… is a dot …" keeps "is a".)
  while (start < at - 1 && (EMAIL_JOINERS.has(words[start] ?? '') || words[start] === 'a')) start += 1;
  return start;
};

/** Written addresses ("jane@contoso.com") and spoken ones ("jane doe at contoso dot com"). */
export const emails = (detection: Detection, turn: number, words: readonly Read[], texts: readonly string[]) => {
  texts.forEach((text, i) => {
    if (/\S@\S/.test(text)) claim(detection, { turn, start: i, end: i, type: 'EMAIL' });
  });
  for (let i = 1; i < words.length; i += 1) {
    if (words[i] !== 'at') continue;
    const dot = words.findIndex((word, j) => j > i + 1 && j <= i + 6 && word === 'dot' && EMAIL_DOMAINS.has(words[j + 1] ?? ''));
    if (dot < 0) continue;
    let end = dot + 1;
    while (words[end + 1] === 'dot' && EMAIL_DOMAINS.has(words[end + 2] ?? '')) end += 2;
    const start = localPartStart(words, i, (k) => detection.claimed.has(`${turn}:${k}`));
    if (!claim(detection, { turn, start, end, type: 'EMAIL' })) {
      // An answer taken as an address that stopped short of its domain's end ("… at waitrose dot | com") is widened to it.
      const answered = detection.spans.find((s) => s.turn === turn && s.type === 'EMAIL' && s.start <= i && s.end >= i && s.end < end);
      if (answered) extend(detection, answered, { end });
    }
    i = end;
  }
};

/** What comes before the word a letter is made clear with ("s as in sugar", "k for king", heard "as an oscar"). */
export const EXAMPLE_LEADS = new Set(['in', 'an', 'for']);

/** What ends a read-back: the asker checking it. */
export const READ_BACK_TAILS: readonly (readonly string[])[] = [
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
