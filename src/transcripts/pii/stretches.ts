import { isEnglishWord, NUMBER_WORDS } from '../english-words';
import { isTimeAt, JOINING, ordinaryNumberAt } from './quantities';
import { isHeardForFirst, isOhAsSo, isStrongDate, isStrongId, isUnit, isValueWord, startsWithAny, type Read, type Stretch } from './words';

/**
 * Stretches of value words in a turn (digits, letters, date words), and what ends them: the speaker's next clause, an
 * ordinary number, a correction.
 */

/** Unrecognised words a read-out value may hold ("march before it's nineteen eighty"). */
export const MAX_GAP = 2;

const OPENS_A_VALUE = new Set(["it's", 'its', 'says']);

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
export const startsWeAre = (words: readonly Read[], i: number): boolean =>
  PLURAL_SUBJECTS.has(words[i] ?? '') && words[i + 1] === 'are' && isEnglishWord(words[i + 2] ?? '') && !isValueWord(words[i + 2]);
const SENTENCE_SUBJECTS = new Set(['he', 'she', 'there']);
const SENTENCE_VERBS = new Set(['is', 'are', 'was', 'were']);
const POSSESSIVES = new Set(['our', 'my', 'his', 'her', 'their']);
/**
 * A sentence of the speaker's own at word i ("… eight seven, he is nine", "… there are three of us", "… our ceiling is
 * nine feet"): its subject and verb, whatever follows them. The engine makes no digit or letter of these.
 */
export const startsASentence = (words: readonly Read[], i: number): boolean =>
  (SENTENCE_SUBJECTS.has(words[i] ?? '') && SENTENCE_VERBS.has(words[i + 1] ?? '')) ||
  (POSSESSIVES.has(words[i] ?? '') &&
    isEnglishWord(words[i + 1] ?? '') &&
    !isValueWord(words[i + 1]) &&
    SENTENCE_VERBS.has(words[i + 2] ?? ''));

/**
 * Stretches of value words in words[from, to): members no more than MAX_GAP unrecognised words apart, weak
 * members kept only right beside a strong one, at least one strong member.
 */
export const stretches = (
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

/** Words that start the caller's next sentence, after a free-form answer ("twelve park avenue, i have been ..."). */
export const CLAUSE_STARTS = new Set(['i', "i'm", "i've", 'we', 'you', 'my', 'but', 'so', 'can', 'could', 'what', 'also']);

/** The caller's next sentence after an answer's value ("… ninety five, there are four of us in the house"). */
export const THERE = new Set(['there', "there's"]);

/** What a caller stops a value with to correct it ("hang on", "hold on", "oops"). */
export const SELF_STOPS: readonly (readonly string[])[] = [['hang', 'on'], ['hold', 'on'], ['oops'], ['whoops']];

/** What a caller's own lead-in ends on, right before a value: "… on", "… to use", "… is", "and then …". */
export const INTRODUCERS = new Set(['on', 'use', 'is', 'was', 'be']);
