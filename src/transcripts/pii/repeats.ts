import { isEnglishWord, NUMBER_WORDS } from '../english-words';
import { AFFIRMATIONS, ANSWER_OPENERS, MONTHS, NAME_STOPS, SEPARATORS, TITLES, WEAK_DIGITS, type Cue } from '../pii-lexicon';
import { answerSpan, frameAt, wholeAnswer, type Answer } from './answers';
import {
  claim,
  claimUnclaimed,
  exchangeAfter,
  extend,
  otherPartyNext,
  unclaim,
  type Detection,
  type PiiSpan,
  type PiiTurn,
} from './detection';
import { COUNTED, isAnsweredQuantity, isQuantity, JOINING, MONEY, saidAsNumber, unitAfterNumber, withoutQuantity } from './quantities';
import { andTheAt, cuesIn, QUESTION_WORDS } from './questions';
import { MAX_GAP, stretches } from './stretches';
import {
  ANSWER_ENDS,
  dateIn,
  EDGE_WORDS,
  endsNoValue,
  exampleEnd,
  exampleLead,
  madeClearFrom,
  mayBeName,
  READ_BACK_TAILS,
  READ_OUT_TYPES,
  valueFor,
  widened,
} from './values';
import {
  digitsOf,
  isDayOrMonth,
  isLetterNamedAt,
  isStrongDate,
  isStrongId,
  isSureValueWord,
  isUnit,
  isValueWord,
  isWeakDate,
  isWeakId,
  namesAMonth,
  phraseAt,
  signature,
  startsWithAny,
  type Read,
} from './words';

/** A value said again: read back by its asker, echoed later, corrected by the caller, asked for again or for the rest of it. */

/** A repeated value shares at least this many characters in a row with one found ("so that is ..."). */
const ECHO_CHARACTERS = 4;

/** Openers that start a read-back only when a digit, letter or date word follows at once ("okay x r seven ...", "so five for ..."). */
const LOOSE_READ_BACK_OPENERS = ['okay', 'ok', 'so', 'right'];

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
  'so that was',
  'that was',
  // "i have got … is that correct", "i've got down …", "let me read that back …": longer before shorter.
  'i have got down',
  'i have got',
  "i've got down",
  "i've got",
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
  // "so that's …" as the engine hears it (round 104).
  'south had',
  ...LOOSE_READ_BACK_OPENERS,
].map((s) => s.split(' '));
/** "that's" as the engine hears it after "okay so". */
const THATS_AS_HEARD = new Set(['sets', 'facts', 'fast', "that's", 'that']);

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

/** The asker's next turn after an answer, when at most one turn comes between. */
const askersNextTurn = (turns: readonly PiiTurn[], answer: Answer): number | undefined => {
  const turn = turns.findIndex((t, i) => i > answer.turn && t.speaker === answer.asker);
  return turn < 0 || turn > answer.turn + 2 ? undefined : turn;
};

/**
 * The asker reading back a number or a date just given ("so that is four zero eight eight two", "i have the third of
 * january nineteen sixty one, is that right"): the recogniser hears it in other words than the caller's answer, so it
 * is found by where it is, not by what it says. In the asker's next turn, the words after a read-back opener, as many
 * other words as the answer had and one more (digits, letters and date words not counted), up to the check that ends
 * them or the asker's next sentence ("and the address?"); kept up to the check, or (but after "i have") up to the last digit, letter or
 * date word among them.
 */
export const readBacks = (
  detection: Detection,
  words: readonly (readonly Read[])[],
  turns: readonly PiiTurn[],
  answers: readonly Answer[],
) => {
  for (const answer of answers) {
    if (answer.kind !== 'identifier' && answer.kind !== 'date') continue;
    const turn = askersNextTurn(turns, answer);
    if (turn === undefined) continue;
    const said = words[turn]!;
    // "mhm" heard as the letters "m h m" reads nothing back.
    if (said.every((w) => MHM.has(w ?? ''))) continue;
    const openers = Array.from({ length: Math.min(READ_BACK_START, said.length) }, (_, i) => i).flatMap((i) =>
      READ_BACK_OPENERS.filter(
        (p) =>
          p.every((token, k) => said[i + k] === token) &&
          // ("that's all in, you'll hear back in about six to eight weeks" reads nothing back; round 107.)
          !(said[i + p.length] === 'all' && !isValueWord(said[i + p.length + 1])) &&
          (p.length > 1 || !LOOSE_READ_BACK_OPENERS.includes(p[0]!) || said.slice(i + 1, i + 4).some(isSureValueWord)),
      ).map((p) => ({
        start: i,
        end: i + p.length,
        needsCheck: p[0] === 'i' || p[0] === "i've",
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
        : undefined) ||
      (answer.kind === 'identifier' && courtesy >= 0 && courtesy < READ_BACK_START && spelledAt(said, courtesy)
        ? { start: courtesy, end: courtesy, needsCheck: false, loose: true, checking: false }
        : undefined);
    if (opener === undefined) continue;
    // "okay so that's …" is heard "okay so sets …", "… so facts …", "… so fast …": no part of the value.
    if (opener.loose && THATS_AS_HEARD.has(said[opener.end] ?? '') && isSureValueWord(said[opener.end + 1])) opener.end += 1;
    let end = opener.end - 1;
    // Digits, letters and date words count for nothing: a read-back heard as more words than the answer goes on. So do
    // the words a letter is made clear with ("f as in fox").
    let reach = 0;
    const spelling = new Set(
      said.flatMap((_, i) => (spelledAt(said, i) ? Array.from({ length: exampleEnd(said, i)! - i + 1 }, (_, k) => i + k) : [])),
    );
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
          (answer.kind === 'date' && isStrongDate(said[end]) && isStrongDate(said[end + 3])) ||
          // ("… w for waffle n stroke thirteen …" heard "… and stroke thirteen …": the letter n before a separator.)
          (SEPARATORS.has(after) && isValueWord(said[end + 3])));
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
      if (!isValueWord(next) && !spelling.has(end)) reach += 1;
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
    // A sum is no value read back: "so that's two hundred and sixty five for the jump" after a date of birth, "… sixty
    // one pounds ninety five altogether" (round 108).
    const read = said.slice(opener.end, end + 1);
    let after = end + 1;
    while (NUMBER_WORDS.has(said[after] ?? '')) after += 1;
    const priced =
      [...read, said[after]].some((w) => MONEY.has(w ?? '')) ||
      (answer.kind === 'date' && read.includes('hundred') && !read.some(isDayOrMonth));
    if (end >= opener.end && !dated && !priced && sure && (checked || (valued && !opener.needsCheck)))
      claim(detection, { turn, start: opener.end, end, type: answer.type });
  }
};

/** Whether `said` has `characters` of a value's signature in a row. */
const sharesRun = (value: string, said: string, characters: number): boolean => {
  for (let k = 0; k + characters <= value.length; k += 1) if (said.includes(value.slice(k, k + characters))) return true;
  return false;
};

/** A sure letter made clear with a word at word i ("f as in fox", "d for delta"). */
const spelledAt = (words: readonly Read[], i: number): boolean => {
  const example = exampleEnd(words, i);
  return example !== undefined && madeClearFrom(words, example) === i;
};

/** Every later (or earlier) saying of a value already found: read back, or the caller addressed by name. */
export const echoes = (detection: Detection, turns: readonly (readonly Read[])[], answers: readonly Answer[]) => {
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
      const match = values.find((v) => sharesRun(v.signature, said, ECHO_CHARACTERS));
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

/** Characters in a row an asker's next turn shares with the answer just given, when it starts with them. */
const ECHOED_AT_ONCE_CHARACTERS = 3;
/** How far into the asker's next turn such a read-back may start. */
const ECHOED_AT_ONCE_START = 1;

/**
 * The asker reading an answer straight back, without an opener, in other words than the engine heard the caller's:
 * "the line for three or nine" read back "the one for three or nine, and the account …" (round 114). Three characters
 * of the answer in a row are too few to match anywhere else in the call (echoes needs four), but at the start of the
 * asker's very next turn, in a run of three digits or letters at least, they are the value said again.
 */
export const echoedAtOnce = (
  detection: Detection,
  turns: readonly (readonly Read[])[],
  speakers: readonly PiiTurn[],
  answers: readonly Answer[],
) => {
  for (const answer of answers) {
    const turn = askersNextTurn(speakers, answer);
    if (turn === undefined) continue;
    const given = turns[answer.turn]!;
    const found = detection.spans.filter((s) => s.turn === answer.turn && s.start <= answer.end && s.end >= answer.start);
    const signatures = found.flatMap((span) =>
      stretches(given, span.start, span.end + 1, isStrongId, isWeakId).map((s) => signature(given, s)),
    );
    const said = turns[turn]!;
    const run = stretches(said, 0, said.length, isStrongId, isWeakId).find((s) => s.start <= ECHOED_AT_ONCE_START);
    // (Not one found already, nor one read back after an opener: "so five for a couple nine …".)
    if (!run || run.members.length < 3 || detection.spans.some((s) => s.turn === turn && s.start <= run.end && s.end >= run.start))
      continue;
    const again = signature(said, run);
    if (signatures.some((sig) => sharesRun(sig, again, ECHOED_AT_ONCE_CHARACTERS)))
      claimUnclaimed(detection, { turn, start: run.start, end: run.end, type: answer.type });
  }
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

/** What a caller corrects a slip with ("… no sorry …", "wait no, that's my old one, it's …", "not quite, it's …"). */
export const CORRECTIONS: readonly (readonly string[])[] = [
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
  ...[
    'oops sorry',
    'whoops sorry',
    'oops',
    'whoops',
    'hang on',
    'hold on',
    "that's not right",
    "that's wrong",
    'that is not right',
    'that is wrong',
  ].map((s) => s.split(' ')),
  ...CORRECTIONS.slice(-1),
  ['sorry'],
];
/** How far after a correction the corrected value may start ("wait no, that's my old one, it's seven four …"). */
const CORRECTED_WITHIN = 8;
/** A value read out of words[from, to) of the kind of a span already found: a date, or digits and letters. */
export const valueLike = (
  words: readonly Read[],
  from: number,
  to: number,
  type: string,
  quantity = isQuantity,
): { start: number; end: number } | undefined => {
  if (type === 'DATE_OF_BIRTH' || type === 'CREDIT_DEBIT_EXPIRY') return dateIn(words, from, to);
  return stretches(words, from, to, isStrongId, isWeakId).find((s) => s.members.length >= 2 && !quantity(words, s));
};

/** The kind of value a slip is corrected with: a date when the slip names a month, whatever type it was found as. */
const kindOf = (words: readonly Read[], slip: PiiSpan): string => (namesAMonth(words, slip.start, slip.end) ? 'DATE_OF_BIRTH' : slip.type);

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
 * Where the slip's opening, said again word for word, starts right before the corrected value's part found at `at` ("s
 * for sugar l r dash two thousand and twenty dash three …, sorry scratch that, s for sugar l r dash two thousand and
 * twenty dash six …"): what is said again of the value is the value's, though alone it reads as none (a year, a day).
 */
const restatedFrom = (words: readonly Read[], mine: readonly PiiSpan[], slip: PiiSpan, from: number, at: number): number | undefined => {
  // (The slip opens where the parts found of it side by side do: "s for sugar … twenty" and "dash three seven …".)
  let opening = slip.start;
  for (let part = mine.find((s) => s.end === opening - 1); part; part = mine.find((s) => s.end === opening - 1)) opening = part.start;
  for (let start = from; start < at; start += 1) {
    const again = words.slice(start, at);
    if (again.length <= slip.end - opening + 1 && again.every((w, k) => w === words[opening + k])) return start;
  }
  return undefined;
};

/**
 * A value corrected in the same turn: the slip and the value after the correction are both the caller's ("forty six
 * thirty nine eleven, no sorry, forty six thirty five eleven"), when one of them was found; the correction's own words stay.
 */
export const corrections = (detection: Detection, turn: number, words: readonly Read[]) => {
  for (let i = 0; i < words.length; i += 1) {
    const phrase = phraseAt(words, i, IN_TURN_CORRECTIONS);
    if (!phrase) continue;
    const mine = detection.spans.filter((s) => s.turn === turn);
    const before = mine.find((s) => s.end < i && i - s.end <= MAX_GAP + 1) ?? slipHeardOn(detection, mine, words, i);
    // (Or further on, behind the slip's opening said again.)
    const after = mine.find(
      (s) =>
        s.start >= i + phrase.length &&
        (s.start - i <= CORRECTED_WITHIN ||
          (before !== undefined && restatedFrom(words, mine, before, i + phrase.length, s.start) !== undefined)),
    );
    if (before && !after) {
      // The corrected value is the identifier again, in hundreds too, as an answer may be ("one hundred and seven two
      // hundred and thirty one sixty four, oh sorry no, one hundred and seven two hundred and ninety one sixty four"), to
      // the end of its run however long.
      const value = valueLike(words, i + phrase.length, words.length, kindOf(words, before), isAnsweredQuantity);
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
      const kind = kindOf(words, before);
      const again = after.type === kind ? undefined : valueLike(words, i + phrase.length, Math.min(words.length, after.end + 1), kind);
      const corrected = again && again.start <= after.start && again.end >= after.end ? { ...after, ...again, type: before.type } : after;
      // The corrected value starts with the words the engine made of its first characters, as an answer's does ("hang
      // on, that's not right, it's oh three …" heard "hang on sets not try to all of three …").
      const start =
        restatedFrom(words, mine, before, i + phrase.length, corrected.start) ??
        (corrected.start > i + phrase.length ? widened(words, i + phrase.length, words.length, corrected).start : corrected.start);
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
  'one more time',
  'pardon',
  'once more',
].map((p) => p.split(' '));
/** Words an asker's request to hear the answer again has at most. */
const AGAIN_WORDS = 10;
/** Whether a turn asks to hear the answer again (not "let me repeat that …", which reads it back). */
export const asksAgain = (words: readonly Read[]): boolean =>
  words.length <= AGAIN_WORDS && words.some((w, i) => startsWithAny(words, i, AGAIN) && words[i - 1] !== 'me' && words[i - 2] !== 'me');

/** What the asker says to hear the rest of a value ("okay and the rest", "yes go on", "mhm", "and then"). */
const FOR_THE_REST = new Set(['rest', 'go', 'carry', 'continue', 'mhm', 'then', 'next', 'going']);
/** A short turn of the asker's that asks for more, and names nothing ("okay and the rest", heard "okay and bread"). */
const REST_PROMPT_WORDS = 4;
export const asksForTheRest = (words: readonly Read[]): boolean =>
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

/** What leads into a part of a value said over two turns ("okay it's …", "and then …"): never part of it. */
const PART_LEADS = new Set([
  ...AFFIRMATIONS,
  ...['and', 'then', 'next', 'after', 'that', "that's", "it's", 'its', 'it', 'is', "i'm"],
  ...['finally', 'lastly', 'last', 'also', 'finishing', 'ending'],
  ...['right', 'so', 'well', 'um', 'uh', 'er', 'erm', 'hmm', 'ah'],
]);
export const leadEnd = (words: readonly Read[], from: number): number => {
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
const ASKS_ANEW = new Set(['what', "what's", 'which', 'who', 'when', 'where', 'why', 'how', 'can', 'could', 'would']);
/** What a question opens with, after "and" or "so" ("and do you have …", "is that …"). */
const ASKS_FIRST = new Set(['do', 'does', 'did', 'is', 'are', 'have']);
export const asksAnew = (words: readonly Read[] | undefined): boolean =>
  !!words &&
  (words.length > PROMPT_WORDS ||
    cuesIn(words).length > 0 ||
    words.some((w) => ASKS_ANEW.has(w ?? '')) ||
    ASKS_FIRST.has(words.find((w) => w !== 'and' && w !== 'so') ?? ''));
/**
 * Whether the words at i make the digits of a part before them a count: a unit ("and three kids"), or "and", "to", "or"
 * or "of" going on to a number or to who is counted ("one hundred and fifty pounds", "five of us"), not to anything else
 * ("… six three two and that's it"; round 79).
 */
const partCountedAt = (words: readonly Read[], i: number): boolean =>
  JOINING.has(words[i] ?? '') ? NUMBER_WORDS.has(words[i + 1] ?? '') || COUNTED.has(words[i + 1] ?? '') : isUnit(words[i]);
/** A digit, a letter or a word the engine makes of a digit: what a part of a value is read out in. */
const isPartWord = (word: Read): boolean => isStrongId(word) || WEAK_DIGITS.has(word ?? '');
/**
 * The last part of a value said over two turns, when it is too short to be read as a value by itself ("okay" — "and
 * one", "then won we need about thirty grades", "the rest is seventeen"): right after its lead-in, digits and the words
 * the engine makes of them, up to the first other word, which must not be a unit ("and three kids" is a count).
 */
export const shortPart = (words: readonly Read[], from: number): { start: number; end: number } | undefined => {
  const start = leadEnd(words, from);
  let end = start - 1;
  while (isPartWord(words[end + 1])) end += 1;
  if (end < start || partCountedAt(words, end + 1)) return undefined;
  return { start, end };
};
export const restOf = (words: readonly Read[], from: number, cue: Cue): { start: number; end: number } | undefined => {
  const start = leadEnd(words, from);
  const found = valueFor(words, start, words.length, cue, isAnsweredQuantity);
  if (found && found.start - start <= EDGE_WORDS) return { start, end: found.end };
  return words.length > start && words.length - start <= REST_WORDS ? { start, end: words.length - 1 } : found;
};

/**
 * The part of a value read out from its first digit or letter at `start`, after a lead-in: up to the last of them, unless
 * what follows counts them, and one alone only at the end of its turn ("the rest is seventeen", not "and one other
 * thing").
 */
const partFrom = (words: readonly Read[], start: number): { start: number; end: number } | undefined => {
  let end = start;
  for (;;) {
    const next = words[end + 1];
    // Past the word a letter is made clear with, and a separator the part goes on or ends with ("w for waffle n stroke",
    // round 93).
    const example = [1, 2].some((lead) => end - lead >= start && exampleLead(words, end - lead) === lead);
    if (isPartWord(next) || (example && next !== undefined && (isPartWord(words[end + 2]) || SEPARATORS.has(words[end + 2] ?? ''))))
      end += 1;
    else if (SEPARATORS.has(next ?? '') && end > start && (isPartWord(words[end + 2]) || end + 2 === words.length)) end += 1;
    else break;
  }
  return partCountedAt(words, end + 1) || (end === start && end < words.length - 1) ? undefined : { start, end };
};
/** What the other party says between two parts of a value at most: a backchannel ("uh huh", "got that", "yep"). */
const BACKCHANNEL_WORDS = 4;
/** How many words may lead into the rest of a value, heard as anything ("and the and that is …" for "and the end bit is …"). */
const REST_LEAD_WORDS = 5;
/** Words before a number that make it the speaker's own clause or a quantity ("my son is eleven", "we have about two"). */
const NO_REST_LEAD = new Set(['my', 'about', 'i', "i'm", 'we', "we're", 'they', "they're", 'he', 'she', 'there', "there's", 'you']);
/**
 * The rest of a value said after a backchannel (round 60): a value read out to the end of a turn, or a few words short
 * of it ("… on the letter"), the other party's short turn that asks nothing ("uh huh", "got that", heard "about that"),
 * and the speaker's next turn opening with digits or letters ("and the end bit is seven one six three", heard "and the
 * and that is …"): they are the value's too, whatever found its first part. One digit alone must end the turn ("the
 * rest is seventeen", not "and one other thing").
 */
export const valueRests = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  // (Spans claimed here are looked at in turn: a value may go on over three parts.)
  for (const span of detection.spans) {
    const words = read[span.turn]!;
    const exchange = exchangeAfter(read, turns, span);
    if (!READ_OUT_TYPES.has(span.type) || !exchange) continue;
    const { between, reply: next } = exchange;
    if (words.length - 1 - span.end > EDGE_WORDS) continue;
    const asks = asksAnew(between) || andTheAt(between, 0);
    if (between.length > BACKCHANNEL_WORDS || between.some((w) => w === undefined) || asks) continue;
    const start = next.findIndex(isPartWord);
    if (start < 0 || start > REST_LEAD_WORDS || next.slice(0, start).some((w) => NO_REST_LEAD.has(w ?? ''))) continue;
    const part = partFrom(next, start);
    if (part) claimUnclaimed(detection, { turn: span.turn + 2, ...part, type: span.type });
  }
};

/** What names the rest of a value as it opens it ("and the rest is …", "then it carries on …", "then comes …"). */
const REST_NAMED: readonly (readonly string[])[] = ['the rest', 'rest of it', 'carries on', 'then comes'].map((p) => p.split(' '));
/** Words at most between that lead and the rest ("and the rest could have been three to five"). */
const REST_NAMED_GAP = 3;
/** How many turns back the speaker's value may be that the rest goes on from (theirs, the other party's, theirs). */
const REST_NAMED_TURNS = 2;
/**
 * The rest of a value opened by name (round 70): "the rest is", "it carries on", "then comes", in the speaker's turn
 * after a value they read out to the end of it (or a few words short), whatever the other party said between; or later
 * in the same turn ("… one seven three five on the invoice, and the rest is six zero one"). The digits and letters
 * after it are the value's; one digit alone must end the turn, and what ends before a unit is a quantity.
 */
export const restsNamed = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  read.forEach((words, turn) => {
    for (let i = 0; i < words.length; i += 1) {
      const lead = phraseAt(words, i, REST_NAMED);
      if (!lead) continue;
      const earlier = (s: PiiSpan) =>
        READ_OUT_TYPES.has(s.type) &&
        ((s.turn === turn && s.end < i) ||
          (s.turn < turn &&
            turn - s.turn <= REST_NAMED_TURNS &&
            turns[s.turn]!.speaker === turns[turn]!.speaker &&
            read[s.turn]!.length - 1 - s.end <= EDGE_WORDS));
      const value = detection.spans.find(earlier);
      const from = i + lead.length;
      const start = words.findIndex((w, k) => k >= from && isPartWord(w));
      if (!value || start < 0 || start - from > REST_NAMED_GAP || words.slice(from, start).some((w) => NO_REST_LEAD.has(w ?? ''))) continue;
      const part = partFrom(words, start);
      if (part) claimUnclaimed(detection, { turn, ...part, type: value.type });
    }
  });
};

/** Words at least of a value that the other party says again word for word in their next turn. */
const REPEATED_WORDS = 2;
/**
 * A value said again word for word by the other party in their next turn (round 75): the caller confirming the agent's
 * check ("sorry, was that r as in robert" — "yeah, r as in robert, that's it"), the agent repeating the caller.
 */
export const repeatedValues = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  for (const span of [...detection.spans]) {
    const value = read[span.turn]!.slice(span.start, span.end + 1);
    const next = otherPartyNext(read, turns, span);
    if (!READ_OUT_TYPES.has(span.type) || !next) continue;
    if (value.length < REPEATED_WORDS || !value.some(isSureValueWord)) continue;
    for (let i = 0; i + value.length <= next.length; i += 1)
      if (value.every((w, k) => next[i + k] === w))
        claimUnclaimed(detection, { turn: span.turn + 1, start: i, end: i + value.length - 1, type: span.type });
  }
};

/**
 * A date of birth said again in its turn (round 61): a second date there that names a month is the same date corrected
 * or repeated, however the engine heard the words between ("july the twelfth forty eight, no, i'm wrong, july twelfth
 * forty seven", heard "… now i'm on …"). Without a month, numbers after a date of birth are as often the caller's
 * own ("… i am forty four", "i paid three hundred").
 */
export const birthDatesAgain = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of detection.spans.filter((s) => s.type === 'DATE_OF_BIRTH')) {
    const words = read[span.turn]!;
    const again = dateIn(words, span.end + 1, words.length);
    if (again && namesAMonth(words, again.start, again.end)) claimUnclaimed(detection, { turn: span.turn, ...again, type: span.type });
  }
};

/** How many words after a letter make it clear when the word at `example` does ("as in boston": 3), else none. */
const exampleWords = (words: readonly Read[], example: number): number => {
  const letter = madeClearFrom(words, example);
  return letter === undefined ? 0 : example - letter;
};
/** How far after a value, in its turn or from the start of the other party's next, one of its characters may be offered as one of two. */
const ALTERNATIVE_WITHIN = 8;
/**
 * One character of a value offered as one of two (round 87): the caller unsure of it ("… and the last one's either a
 * three or an eight, the paper got wet"), or the other party checking it ("sorry, did you say nineteen or ninety", "is
 * that the letter o or a zero"). Both are the value's, each a digit, number word or letter on its own around "or";
 * "two or three days" counts.
 */
export const alternatives = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  for (const span of [...detection.spans]) {
    if (!READ_OUT_TYPES.has(span.type)) continue;
    const words = read[span.turn]!;
    const next = otherPartyNext(read, turns, span);
    const places = [
      { turn: span.turn, from: span.end + 1, words },
      ...(next && words.length - 1 - span.end <= EDGE_WORDS ? [{ turn: span.turn + 1, from: 0, words: next }] : []),
    ];
    for (const place of places) {
      // (A letter's word before "or" does not count: "was that b as in boston or d as in dallas".)
      const at = place.words.findIndex(
        (w, i) => w === 'or' && i > place.from && i - place.from - exampleWords(place.words, i - 1) <= ALTERNATIVE_WITHIN,
      );
      if (at < 0) continue;
      const first = at - 1;
      const second = ['a', 'an'].includes(place.words[at + 1] ?? '') ? at + 2 : at + 1;
      // (A letter named so is one, "the letter o" being no "oh"; "a" and "an" before one are articles.)
      const character = (i: number) => isStrongId(place.words[i]) || isLetterNamedAt(place.words, i);
      const before = (i: number) => (['a', 'an'].includes(place.words[i - 1] ?? '') ? i - 2 : i - 1);
      const single = (i: number) => character(i) && !isStrongId(place.words[before(i)]) && !isStrongId(place.words[i + 1]);
      // (Or two letters each made clear with a word: "was that b as in boston or d as in dallas"; round 111.)
      const firstLetter = madeClearFrom(place.words, first);
      const secondEnd = isStrongId(place.words[second]) ? exampleEnd(place.words, second) : undefined;
      if (firstLetter !== undefined && secondEnd !== undefined) {
        claimUnclaimed(detection, { turn: place.turn, start: firstLetter, end: first, type: span.type });
        claimUnclaimed(detection, { turn: place.turn, start: second, end: secondEnd, type: span.type });
        continue;
      }
      if (!single(first) || !single(second) || isUnit(place.words[second + 1])) continue;
      for (const i of [first, second]) claimUnclaimed(detection, { turn: place.turn, start: i, end: i, type: span.type });
    }
  }
};

/** What asks for a value, or one character of it, to be looked at again ("can you double check that", "another look"). */
const CHECK_REQUESTS = new Set(['check', 'look', 'again', 'confirm', 'repeat']);
/** A request to check is short: at most this many words. */
const CHECK_REQUEST_WORDS = 12;
/** A reply to it that gives one character is short too ("okay it's a four", "the letter o as in outfield"). */
const CHECKED_REPLY_WORDS = 6;
/** What may lead into that character: a part's lead-in, an article, "the letter" ("okay it's a …"). */
const CHECKED_REPLY_LEADS = new Set([...PART_LEADS, 'a', 'an', 'the', 'letter', 'no', 'sorry']);
/**
 * One character of a value given again after the other party asked for it to be checked (round 88): "… and the last
 * one's either an eight or a four" — "can you take another look at that last one" — "okay, it's a four"; "is that the
 * letter o or a zero" — "the letter o as in outfield". A short request (that asks for another look, or offers
 * characters of the value, round 87), naming no other item, and a short reply with one digit, number word or letter
 * after at most a lead-in ("okay it's a", "the letter"), no unit after it: that character is the value's.
 */
export const checkedAgain = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  for (const span of [...detection.spans]) {
    const exchange = exchangeAfter(read, turns, span);
    if (!READ_OUT_TYPES.has(span.type) || !exchange) continue;
    const { between: ask, reply } = exchange;
    const asks =
      ask.some((w) => CHECK_REQUESTS.has(w ?? '')) ||
      // (Characters offered are fewer words than the value: a read-back of it whole offers none.)
      detection.spans.some((s) => s.turn === span.turn + 1 && s.type === span.type && s.end - s.start < span.end - span.start);
    if (!asks || ask.length > CHECK_REQUEST_WORDS || cuesIn(ask).length > 0 || reply.length > CHECKED_REPLY_WORDS) continue;
    const characters = reply.flatMap((w, i) => (isStrongId(w) || (reply[i - 1] === 'letter' && w?.length === 1) ? [i] : []));
    const at = characters[0];
    if (characters.length !== 1 || at === undefined || isUnit(reply[at + 1]) || cuesIn(reply).length > 0) continue;
    if (!reply.slice(0, at).every((w) => CHECKED_REPLY_LEADS.has(w ?? ''))) continue;
    // (With the word it is made clear with: "o as in outfield".)
    claimUnclaimed(detection, { turn: span.turn + 2, start: at, end: exampleEnd(reply, at) ?? at, type: span.type });
  }
};

/** How far after a value, in its turn, characters of it may be put right. */
const FIXED_WITHIN = 16;
/** How many characters a fix says on either side of its "not" at most. */
const FIXED_CHARACTERS = 3;
/**
 * Characters of a value put right later in its turn (round 89): "… hang on, i've got the sixth and seventh the wrong way
 * round, it's one five not five one", "… the sixth one's a six not an oh". What is said on either side of "not", one
 * to three digits, number words or letters each, is the value's; not before a unit ("two not three days").
 */
export const charactersFixed = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of [...detection.spans]) {
    if (!READ_OUT_TYPES.has(span.type)) continue;
    const words = read[span.turn]!;
    for (let at = span.end + 2; at < words.length && at - span.end <= FIXED_WITHIN; at += 1) {
      if (words[at] !== 'not') continue;
      let start = at;
      while (start > span.end + 1 && isStrongId(words[start - 1])) start -= 1;
      const from = ['a', 'an'].includes(words[at + 1] ?? '') ? at + 2 : at + 1;
      let end = from - 1;
      while (isStrongId(words[end + 1])) end += 1;
      const [said, fixed] = [at - start, end - from + 1];
      if (said < 1 || fixed < 1 || said > FIXED_CHARACTERS || fixed > FIXED_CHARACTERS || isUnit(words[end + 1])) continue;
      claimUnclaimed(detection, { turn: span.turn, start, end: at - 1, type: span.type });
      claimUnclaimed(detection, { turn: span.turn, start: from, end, type: span.type });
    }
  }
};

/**
 * A letter of a value checked with a word by the other party in their next turn (round 91): "it says g c three zero …"
 * — "and is that g for golf"; "… nine six u b" — "just checking, u as in uniform?". A letter the value holds, made clear
 * ("as in", "for", "like"), with its word, is the value's.
 */
export const lettersChecked = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  for (const span of [...detection.spans]) {
    const words = read[span.turn]!;
    const next = otherPartyNext(read, turns, span);
    if (!READ_OUT_TYPES.has(span.type) || !next) continue;
    if (words.length - 1 - span.end > EDGE_WORDS) continue;
    const letters = new Set(words.slice(span.start, span.end + 1).filter((w) => w?.length === 1));
    next.forEach((word, i) => {
      const end = exampleEnd(next, i);
      if (!letters.has(word) || end === undefined) return;
      claimUnclaimed(detection, { turn: span.turn + 1, start: i, end, type: span.type });
    });
  }
};

/** What names a value's first digits said back to check it by. */
const HEAD_WORDS = new Set(['starting', 'starts', 'begins', 'beginning']);
/** What names its last digits. */
const TAIL_WORDS = new Set(['ending', 'ends']);
/** Digits at least of a value's end that the other party says back to check it by. */
const TAIL_DIGITS = 2;
/**
 * A value checked by its last digits in the other party's next turn (round 92): "um it's four six nine three zero zero"
 * — "i can see two accounts here, is it the one ending three zero zero". A run of digits alone, no unit after it, that
 * the value ends with (or named so after an end heard as other words: "ending six six nine eight", round 122) is the
 * value's.
 */
export const tailsChecked = (detection: Detection, read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) => {
  const digit = (w: Read) => digitsOf(w)?.length === 1;
  for (const span of [...detection.spans]) {
    const words = read[span.turn]!;
    const next = otherPartyNext(read, turns, span);
    if (!READ_OUT_TYPES.has(span.type) || !next) continue;
    const members = Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k);
    const value = signature(words, { start: span.start, end: span.end, members });
    const endHeardOtherwise = !/\d$/.test(value);
    for (let start = 0; start < next.length; start += 1) {
      if (!digit(next[start]) || digit(next[start - 1])) continue;
      let end = start;
      while (digit(next[end + 1])) end += 1;
      const said = next
        .slice(start, end + 1)
        .map((w) => digitsOf(w)!.join(''))
        .join('');
      // (Or by its first digits after "starting", "begins with": "so that's starting seven five and ending three one"; round 103.)
      const named = next.slice(Math.max(0, start - 2), start);
      const head = named.some((w) => HEAD_WORDS.has(w ?? '')) && value.startsWith(said);
      // (After "ending", the last digits of a value whose end the engine heard as other words: "… nine to the climate" —
      // "so ending six six nine eight"; round 122. A value heard to its last digit ending otherwise is another one: "is it
      // the one ending four one one".)
      const tail = endHeardOtherwise && named.some((w) => TAIL_WORDS.has(w ?? ''));
      if (end - start + 1 < TAIL_DIGITS || isUnit(next[end + 1]) || said.length >= value.length || !(value.endsWith(said) || head || tail))
        continue;
      claimUnclaimed(detection, { turn: span.turn + 1, start, end, type: span.type });
    }
  }
};

/** Where a caller names a group of a value's characters by place and count ("the first three numbers are"). */
const GROUP_PLACES = new Set(['first', 'next', 'last', 'other']);
/** What the counted characters are called. */
const GROUP_NOUNS = new Set(['numbers', 'digits', 'letters', 'characters']);
/**
 * The words that name a value's groups by place and count are no part of it (round 95): "it's on my badge, the first
 * three numbers are eight two eight, then the next three are nine oh one and the last three are eight nine two". A
 * value found over them is split around "(and|then) (the) first|next|last <count> (numbers|digits …) are|is", each
 * part kept that holds a value word.
 */
export const groupCounts = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of [...detection.spans]) {
    if (!READ_OUT_TYPES.has(span.type)) continue;
    const words = read[span.turn]!;
    const named: number[] = [];
    // (From a little before the value: its start may be the rest of such words, "… numbers are eight two eight".)
    for (let i = Math.max(0, span.start - 2); i <= span.end; i += 1) {
      if (!GROUP_PLACES.has(words[i] ?? '') || !NUMBER_WORDS.has(words[i + 1] ?? '')) continue;
      const verb = GROUP_NOUNS.has(words[i + 2] ?? '') ? i + 3 : i + 2;
      if (!['are', 'is'].includes(words[verb] ?? '')) continue;
      let start = i;
      while (start > span.start && ['the', 'and', 'then'].includes(words[start - 1] ?? '')) start -= 1;
      for (let k = Math.max(start, span.start); k <= verb; k += 1) named.push(k);
    }
    if (named.length === 0) continue;
    unclaim(detection, span);
    let part: number[] = [];
    const keep = () => {
      if (part.some((k) => isValueWord(words[k])))
        claim(detection, { turn: span.turn, start: part[0]!, end: part.at(-1)!, type: span.type });
      part = [];
    };
    for (let k = span.start; k <= span.end; k += 1) {
      if (named.includes(k)) keep();
      else part.push(k);
    }
    keep();
  }
};
