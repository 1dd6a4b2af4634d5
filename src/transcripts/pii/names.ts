import { isEnglishWord, NUMBER_WORDS } from '../english-words';
import { GIVEN_NAMES } from '../given-names';
import { ACKNOWLEDGEMENTS, AFFIRMATIONS, KIN, NAME_STOPS, TITLES } from '../pii-lexicon';
import { frameEnd, SUBJECTS, WHOLE_ANSWER_ENDS } from './answers';
import { claim, extend, type Detection, type PiiSpan, type PiiTurn } from './detection';
import { ANSWER_TURNS, type FoundCue } from './questions';
import { CLAUSE_STARTS } from './stretches';
import { EXAMPLE_LEADS, mayBeName } from './values';
import { endsWithAny, isLetterWord, isStrongId, phraseAt, startsWithAny, type Read } from './words';

/** Names: after a title, addressed in thanks, an introduction or a closing, and given then spelled when the asker asks to spell. */

/** A title and the name after it ("mister turner", "mrs hughes"). */
export const titledNames = (detection: Detection, turn: number, words: readonly Read[]) => {
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
  ['for', 'that'],
];
/** What goes on acknowledging after the first word, where a name could be ("okay then, what is …", "right, good, can …"). */
const GOES_ON_ACKNOWLEDGING = new Set(['then', 'now', 'so', 'just', 'well', 'good', 'sure', 'fine', 'cool', 'excellent', 'stuff']);
/** What opens the question an agent asks next, after the caller's name ("… henrietta, can you …", "… anselm, what is …"). */
const ASKING = new Set(['can', 'could', 'what', "what's", 'and', 'may', 'would']);
/** How many words a name addressed between an acknowledgement and thanks has at most ("okay priscilla halloran thanks"). */
const ADDRESSED_NAME_WORDS = 2;
/** What an agent introduces themselves with, before their name. */
const INTRODUCTIONS: readonly (readonly string[])[] = [
  "you're speaking to",
  "you're speaking with",
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

/**
 * The name someone is addressed by: after thanks ("thanks helen", "thank you mister turner") and right before a
 * closing ("... fisher, is there anything else"). One word: the one the recogniser wrote for the name, and not the
 * first of what the agent asks for next ("thank you, date of birth for me", round 71).
 */
export const addressedNames = (detection: Detection, turn: number, words: readonly Read[], cues: readonly FoundCue[]) => {
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
      if (mayBeName(words[at]) && !cues.some((found) => found.start === at)) claim(detection, { turn, start: at, end: at, type: 'NAME' });
    }
    // The agent's own name as they introduce themselves: "you're speaking to ellen, how can i help".
    const introduced = phraseAt(words, i, INTRODUCTIONS);
    if (introduced && mayBeName(words[i + introduced.length]))
      claim(detection, { turn, start: i + introduced.length, end: i + introduced.length, type: 'NAME' });
    if (i > 0 && startsWithAny(words, i, CLOSINGS) && mayBeName(words[i - 1]))
      claim(detection, { turn, start: i - 1, end: i - 1, type: 'NAME' });
  });
  // "okay priscilla halloran, thanks": between the turn's acknowledgement and the thanks, the name the agent uses; so
  // too before the next question ("lovely stuff henrietta, can you read me …", "right henrietta grimshaw, can i have …";
  // round 58).
  const from = words[1] === 'stuff' ? 2 : 1;
  const endsName = (i: number) => THANKS.some((p) => startsWithAny(words, i, [p])) || ASKING.has(words[i] ?? '');
  const nameEnd = words.findIndex((_, i) => i > from && endsName(i));
  if (
    ACKNOWLEDGEMENTS.has(words[0] ?? '') &&
    nameEnd > from &&
    nameEnd - from <= ADDRESSED_NAME_WORDS &&
    words.slice(from, nameEnd).every((w) => mayBeName(w) && !ACKNOWLEDGEMENTS.has(w) && !GOES_ON_ACKNOWLEDGING.has(w))
  )
    claim(detection, { turn, start: from, end: nameEnd - 1, type: 'NAME' });
};

/** What a speaker says before their own name as they say who they are ("you are talking to evangeline okereke"). */
const OWN_NAME_LEADS: readonly (readonly string[])[] = [['you', 'are'], ["you're"]];
/**
 * Whether a cue for a name ("talking to", "speaking to") is the speaker saying who they are, the name right after it:
 * "you are talking to evangeline okereke", "you're speaking to ellen" (round 48); "who am i speaking to" asks.
 */
export const statesOwnName = (words: readonly Read[], found: FoundCue): boolean =>
  found.cue.kind === 'name' &&
  ['talking', 'speaking'].includes(found.cue.phrase[0]!) &&
  found.cue.phrase[1] === 'to' &&
  endsWithAny(words, found.start, OWN_NAME_LEADS) &&
  // ("you are speaking to the wrong department" names no one.)
  mayBeName(words[found.end + 1]);

/** The turns at the start of a call in which an agent gives their own name. */
export const OPENING_TURNS = 2;
/**
 * What follows an agent's own name in a greeting: "speaking", "here", or the offer of help ("… this is kim, how can i
 * help", "… this is tyler, are you somewhere safe", "… this is marcus, may i have a moment").
 */
const AFTER_OWN_NAME = new Set(['speaking', 'here', 'how', 'what', 'who', 'are', 'may', 'can']);
/** The greetings a name is said after with "it's" in a call's opening turns ("hi, it's tomasz"). */
const GREETINGS = new Set(['hi', 'hello', 'hey', 'hiya', 'gday', 'gidday']);
/** Whether word i ends the turn or is followed by what follows an agent's own name. */
const endsOwnName = (words: readonly Read[], i: number): boolean => i === words.length - 1 || AFTER_OWN_NAME.has(words[i + 1] ?? '');

/**
 * The names said in the call's opening turns. The agent's own, where a greeting puts it: before "speaking"
 * ("harbourside building society, callum speaking, how can i help") or, in the first turn, "here" ("… zak here"); after
 * "you are through to" or, in the first turn, "this is", "you have" or "it's", when the name ends the turn or the offer
 * of help follows ("you are through to marcus", "… this is kimberly"; "you are through to fabrikam energy" names a
 * company). And in either turn the name after a greeting and "it's" ("hi, it's tomasz"; the caller's "hello, it's
 * henrietta grimshaw, …"), the agent's name too when the caller greets them by it ("hi noreen, it's …"), and in the
 * caller's turn the name after "this is" ("hi, this is jennifer haas"). Found after the echoes: heard as an everyday
 * word ("which speaking"), it is no name to look for elsewhere.
 */
export const openingNames = (detection: Detection, turn: number, words: readonly Read[], cues: readonly FoundCue[]) => {
  // (Up to a word found already: "hi courtney, it's walt [pemberton]", the surname found by its echo.)
  const claimName = (start: number, end: number) => {
    let last = start - 1;
    const nameable = (i: number) => mayBeName(words[i]) && !TITLES.has(words[i]) && !detection.claimed.has(`${turn}:${i}`);
    while (last < end && nameable(last + 1)) last += 1;
    if (last >= start) claim(detection, { turn, start, end: last, type: 'NAME' });
  };
  words.forEach((word, i) => {
    const introduced =
      (words[i - 2] === 'through' && words[i - 1] === 'to') ||
      // (Only the call's first turn, the greeting: a caller's "this is urgent" is no name.)
      (turn === 0 &&
        ((words[i - 2] === 'this' && words[i - 1] === 'is') ||
          (words[i - 2] === 'you' && words[i - 1] === 'have') ||
          // ("good morning, harewold gliding club, it's bethan", round 59.)
          ['its', "it's"].includes(words[i - 1] ?? '')));
    const named =
      (word === 'speaking' || (word === 'here' && turn === 0)) && endsOwnName(words, i)
        ? i - 1
        : introduced && endsOwnName(words, i)
          ? i
          : -1;
    if (named >= 0) claimName(named, named);
    // "hi, it's tomasz" (the greeting) and "hello, it's henrietta grimshaw, there was a card …" (the caller's first
    // words): the name after a greeting and "it's", and a surname after it (round 57).
    // ("hi, it's warranty number w r …" names a number: no cue may start there.)
    const cued = cues.some((c) => c.start <= i + 1 && c.end >= i);
    const surnameEnd = mayBeName(words[i + 1]) && !AFTER_OWN_NAME.has(words[i + 1]!) ? i + 1 : i;
    // (Or a word after the greeting, the agent's name when it may be one: "hi noreen, it's declan fitzgerald", "hi there,
    // it's …"; round 123.)
    const greeted = GREETINGS.has(words[i - 2] ?? '') || GREETINGS.has(words[i - 3] ?? '');
    if (['its', "it's"].includes(words[i - 1] ?? '') && greeted && mayBeName(word) && !cued) {
      if (GREETINGS.has(words[i - 3] ?? '')) claimName(i - 2, i - 2);
      claimName(i, surnameEnd);
    }
    // The caller saying who they are with "this is" ("hi, this is jennifer haas at haas cabinet supply"; round 123):
    // a name, not what the call is about ("this is urgent").
    const thisIs = words[i - 2] === 'this' && words[i - 1] === 'is';
    if (turn > 0 && thisIs && mayBeGivenName(word) && !cued) claimName(i, surnameEnd);
  });
};

/** What asks a caller to spell what they just said ("can you spell that for me", "how do you spell your surname"). */
const SPELL = new Set(['spell', 'spelled', 'spelt', 'spelling']);
/** What a caller opens a name with when asked for it in other words than the engine heard ("yeah hi it's …", "this is …"). */
const NAME_LEADS = new Set(['hi', 'hello', 'hey', 'this', 'is', 'my', 'name', "name's", 'names', 'me', "i'm", 'its', "it's"]);
/** A spelling is read out to its end, at most this many words ("o as in oscar k o n as in nancy …"). */
const MAX_SPELLED_WORDS = 30;
/** What a caller spells with, before the letters. */
const SPELLING_LEADS: readonly (readonly string[])[] = ['letter by letter', 'spelled', 'spelt', 'spelling'].map((s) => s.split(' '));

/**
 * Where a spelling has ended: at a courtesy, at the caller's next sentence ("… i have been waiting forty five minutes":
 * a subject before what is no letter) or an ordinary number ("… there are four of us").
 */
const spellingEnds = (words: readonly Read[], i: number): boolean =>
  startsWithAny(words, i, THANKS) ||
  words[i] === 'please' ||
  ((CLAUSE_STARTS.has(words[i]!) || SUBJECTS.has(words[i]!) || WHOLE_ANSWER_ENDS.has(words[i]!)) &&
    // ("i" ending the turn is its last letter: "… e m mike i".)
    !(words[i] === 'i' && words[i + 1] === undefined) &&
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
export const spellingAsked = (read: readonly (readonly Read[])[], turns: readonly PiiTurn[]) =>
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
      while (end >= from && !isLetterWord(said[end]) && !EXAMPLE_LEADS.has(said[end - 1] ?? '') && said[end - 1] !== 'like') end -= 1;
      // (Its last letter as the engine heard it, when it ends the turn: "… h for harry e r" heard "… h for petty ah".)
      if (!ended && end >= from && end === said.length - 2) end += 1;
      if (end >= from) spelling.push({ turn: at, start: from, end, type: 'NAME' });
      if (ended || end < from) break;
    }
    return [{ named, spelling }];
  });

/** What is said right before a person's whole name ("its gillian pearce", "yes adaeze okafor", "i have morag strachan"). */
const PERSON_LEADS: ReadonlySet<string> = new Set([
  ...KIN,
  ...AFFIRMATIONS,
  ...['its', "it's", 'is', 'im', "i'm", 'me', 'was', 'have', 'with', 'for', 'and'],
]);

/** Whether a word may be a person's given name: a common one, or a word no dictionary has ("gillian", "adaeze"). */
const mayBeGivenName = (word: Read): word is string =>
  mayBeName(word) && !SPELL.has(word) && !GREETINGS.has(word) && (GIVEN_NAMES.has(word) || !isEnglishWord(word));

/**
 * A name found is a person's whole name: the given name said right before it, after what leads to a name ("its gillian
 * [pearce]", "yes adaeze [okafor]", where only the surname was found, by a title or its echo), and a surname no
 * dictionary has right after it ("thanks [thaddeus] prendergast", "mister [gareth] pryce"). Last, over every name found.
 */
export const fullNames = (detection: Detection, read: readonly (readonly Read[])[]) => {
  for (const span of detection.spans.filter((s) => s.type === 'NAME')) {
    const words = read[span.turn]!;
    const free = (i: number) => !detection.claimed.has(`${span.turn}:${i}`);
    const before = span.start - 1;
    const after = span.end + 1;
    // (Not before an agent's own name in the greeting: "… kennels and cattery, saoirse speaking".)
    const givenBefore =
      words[after] !== 'speaking' &&
      free(before) &&
      mayBeGivenName(words[before]) &&
      (before === 0 || PERSON_LEADS.has(words[before - 1] ?? ''));
    const widened = (givenBefore && extend(detection, span, { start: before })) || span;
    if (free(after) && mayBeName(words[after]) && !isEnglishWord(words[after])) extend(detection, widened, { end: after });
  }
};
