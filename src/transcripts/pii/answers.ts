import { isEnglishWord } from '../english-words';
import { AFFIRMATIONS, CUES, STALLS, type CueKind } from '../pii-lexicon';
import type { PiiSpan, PiiTurn } from './detection';
import { isAmountAt, JOINING, MEASURES } from './quantities';
import { HUMS } from './questions';
import { INTRODUCERS, SELF_STOPS } from './stretches';
import {
  DETERMINERS,
  endsWithAny,
  isPlacePhrase,
  isStrongId,
  isSureValueWord,
  isValueWord,
  phraseAt,
  PLACE_PREPOSITIONS,
  startsWithAny,
  type Read,
} from './words';

/**
 * How an answer is said around its value: the frames it opens with, a reply that is the value whole when the engine heard
 * it as other words, and the caller's own clause, which is no answer.
 */

/**
 * How a caller leads into a phone number (round 52): "you can reach me on …", "ring me back on …", "you can try me on
 * …". Words the caller said as words: the value starts after them, even where the engine could make a digit of "on".
 */
const PHONE_LEADS = ['reach', 'get', 'ring', 'call', 'try', 'text'].flatMap((verb) =>
  ['', 'you can '].flatMap((lead) => [`${lead}${verb} me on`, `${lead}${verb} me back on`]),
);
const PHONE_LEAD_WORDS = PHONE_LEADS.map((lead) => lead.split(' '));
/**
 * What a caller says before a card's or an account's last digits (round 68): "the last four are …". Its "four" is no
 * digit of the value.
 */
const LAST_DIGITS_LEADS = ['the last four', 'last four'].flatMap((lead) =>
  // ("are" as the engine hears it: "the last four or two seven …".)
  [`${lead} are`, `${lead} digits are`, `${lead} or`],
);
const LAST_DIGITS_LEAD_WORDS = LAST_DIGITS_LEADS.map((lead) => lead.split(' '));

/**
 * The words a caller frames an answer with, before the value ("yes it's …", "sure, my policy number is …", "let me see,
 * it's …", "i was born on …", "and the rest is …", "not quite, it's …"): a closed list, matched whole from the start of
 * the answer, longest first, as often as they follow each other. Nothing else before a value is trimmed.
 */
const FRAMES: readonly (readonly string[])[] = [
  ...AFFIRMATIONS,
  ...['right', 'alright', 'um', 'uh', 'er', 'erm', 'herm', 'hmm', 'ah', 'well', 'so', 'and', 'then', 'next', 'okay then'],
  ...["it's", 'its', 'it is', 'it was', "that's", 'that is', 'that would be', "that'll be", 'it would be'],
  ...['it should be', "it'll be", 'i think', 'i believe', 'i reckon', 'i guess', 'try', "mine's", 'mine is', 'mines'],
  ...['i have it', 'i have it here', "i've got it", "i've got it here", 'got it here', 'here it is'],
  ...['here you go', 'here', 'it says on here', 'it says here', 'says on here', 'on here', 'it says', 'it starts with'],
  // What leads into a value's last part ("go on" — "and finishing five two …", "after that one three one").
  ...['finishing', 'finishing with', 'ending', 'ending with', 'it ends with', 'ends with', 'after that', 'got it', 'right got it'],
  ...['it ends', 'it ends in', 'ends in', 'ending in', 'the card ends in', 'card ends in'],
  ...['the number is', "the number's", 'number is', 'the rest is'],
  ...['the rest', 'rest is', 'let me see', 'let me look', 'let me check', 'you can use'],
  ...PHONE_LEADS,
  ...LAST_DIGITS_LEADS,
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
export const READS_FROM = new Set(['says', 'said', 'reads', 'shows', 'has']);
/**
 * A frame at word i: one of FRAMES, "on" before a date ("on the eleventh of …"), or the place the caller reads the
 * value from ("the letter says …", "it says …"; "the certificate says" heard "the certificates as"). Its length, or 0.
 */
export const frameAt = (words: readonly Read[], i: number, kind: CueKind, stated = false): number => {
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
  // ("oh" is no frame: it is the first digit of "oh four oh six"; the "four" of "the last four are" is one.)
  if (!frame) return 0;
  if (
    !LAST_DIGITS_LEADS.includes(frame.join(' ')) &&
    frame.some((_, k) => isStrongId(words[i + k]) && !AFFIRMATIONS.includes(words[i + k]!))
  )
    return 0;
  return frame.length;
};

/**
 * Where an answer's value starts: after the frames it opens with, as often as they follow each other; a first word
 * before a frame is an affirmation or a hum the engine heard as another word ("yes i have it" heard "yet i have it",
 * "so it's" heard "though it's").
 */
export const frameEnd = (words: readonly Read[], from: number, kind: CueKind, stated = false): number => {
  let i = from;
  if (frameAt(words, i, kind, stated) === 0 && words[i] !== undefined && !isValueWord(words[i]) && frameAt(words, i + 1, kind, stated) > 0)
    i += 1;
  for (let length = frameAt(words, i, kind, stated); length > 0; length = frameAt(words, i, kind, stated)) i += length;
  return i;
};
/** Frames that only state the value, after a subject the engine may have heard as other words. */
const BARE_STATING: readonly (readonly string[])[] = [['is'], ['was'], ['it', 'does'], ['does']];
/** What states a value in a frame already ("it's", "that's", "… is"): a bare "is" after it is no frame. */
const STATES_THE_VALUE = new Set(["it's", 'its', "that's", 'is', 'was', 'be', 'does']);
const statedBefore = (words: readonly Read[], from: number, to: number): boolean =>
  words.slice(from, to).some((w) => STATES_THE_VALUE.has(w ?? ''));

/**
 * Where the caller's answer ends when the engine heard the value as other words: at the caller's next clause ("… i
 * called three times last week", "… and i'm calling about …"), a question back, a courtesy or a correction.
 */
export const WHOLE_ANSWER_ENDS = new Set([
  ...['i', "i'm", "i've", "i'd", 'we', "we're", "we've", 'my', 'but', 'can', 'could', 'what', "what's"],
  ...['thank', 'thanks', 'cheers', 'please', 'there', "there's", 'because', 'if'],
  ...['no', 'sorry', 'wait', 'actually', "that's", "don't", 'not'],
  // A greeting: the caller's first turn after a welcome that names a kind of number ("… ski club membership desk").
  ...['hi', 'hello', 'hey', 'morning', 'afternoon', 'evening', 'good'],
]);

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
  "whenever you're ready",
  'of course',
  'sure',
].map((s) => s.split(' '));
/** Whether the asker's next turn after `turn` waits for the caller ("no problem, take your time"): that turn was no answer. */
export const waitedOn = (read: readonly (readonly Read[])[], turns: readonly PiiTurn[], turn: number, asker: string): boolean => {
  const next = turns.findIndex((t, i) => i > turn && t.speaker === asker);
  if (next < 0 || next > turn + 2) return false;
  const words = read[next]!;
  const at = words.findIndex((w) => !HUMS.has(w ?? '') && !['okay', 'ok', 'oh', 'right', 'yes', 'yeah', "that's"].includes(w ?? ''));
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
export const wholeAnswer = (words: readonly Read[], from: number, kind: CueKind): { start: number; end: number } | undefined => {
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

/** Whether the words from `from`, after the answer's frames, start a clause of the speaker's own or a question back. */
export const startsOwnClause = (words: readonly Read[], from: number): boolean => ownClauseAt(words, frameEnd(words, from, 'identifier'));
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
export const COPULAS = new Set(['is', 'was', 'has', "isn't", "wasn't"]);
/** The subjects of the caller's own sentence, which the engine may also make of a value's first sounds. */
export const SUBJECTS = new Set(['it', 'he', 'she', 'they', 'this']);
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
export const fromFrames = (words: readonly Read[], from: number, value: { start: number; end: number }, kind: CueKind) => {
  if (kind !== 'identifier' && kind !== 'date') return value;
  let start = frameEnd(words, from, kind);
  // A frame after words the engine made of another ("got to cheer it's u y …"): the value starts after it.
  for (let i = start; i < value.start; i += 1)
    if (frameAt(words, i, kind, statedBefore(words, from, i)) > 0) start = frameEnd(words, i, kind, statedBefore(words, from, i));
  const first = words.findIndex((w, i) => i >= value.start && isSureValueWord(w));
  // Where the caller reads it from is no part of it, even when the value was widened over it ("the certificates as w n
  // …" for "the certificate says"); other frames may be its first character as heard ("so" for "oh", "numbers" for s).
  if (start > value.start)
    return endsWithAny(words, start, LAST_DIGITS_LEAD_WORDS) ||
      (start <= first &&
        (READS_FROM.has(words[start - 1] === 'as' ? 'says' : (words[start - 1] ?? '')) || endsWithAny(words, start, PHONE_LEAD_WORDS)))
      ? { start, end: value.end }
      : value;
  const between = words.slice(start, value.start);
  if (first - start > BEFORE_VALUE || between.some((w) => w === undefined || WHOLE_ANSWER_ENDS.has(w))) return value;
  // Words that end on what introduces a value were heard right, as the caller's lead-in: "best to use …", "ring me on …"
  // heard "bring me on …", "and then …".
  if (introducesValue(words, from, value.start)) return value;
  return { start, end: value.end };
};

/** (Not after the answer has stated its value already: "it does go on for one eight …" is "it does, oh one four one …".) */
export const introducesValue = (words: readonly Read[], from: number, start: number): boolean =>
  (INTRODUCERS.has(words[start - 1] ?? '') || (words[start - 1] === 'then' && words[start - 2] === 'and')) &&
  !statedBefore(words, from, start - 1);

/** An answer found to a question: where its value is, who asked, and what was asked for. */
export interface Answer extends PiiSpan {
  readonly asker: string;
  readonly kind: CueKind;
  /** The words the value was said in, over two turns when the asker asked for the rest. */
  readonly length?: number;
  /** Where it starts was read from the answer's frames: an echo of it does not move its start. */
  readonly framed?: true;
}
/** How many words after its first a value answered has (both parts of one said over two turns). */
export const answerSpan = (answer: Answer): number => (answer.length ?? answer.end - answer.start + 1) - 1;
