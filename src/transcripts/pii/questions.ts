import { ACKNOWLEDGEMENTS, ANSWER_OPENERS, ANSWER_TRAILERS, CUES, STALLS, WAITS, type Cue } from '../pii-lexicon';
import { levenshtein, soundKey } from '../words';
import { isPlacePhrase, isStrongDate, isStrongId, phraseAt, startsWithAny, type Read } from './words';

/**
 * What a turn asks: the cues it names, heard right or misheard, whether it asks for them and where the question ends; and
 * how a reply opens (hums, stalls, openers).
 */

/** Turns of the other party that may answer a question (one can be "hang on", another the value). */
export const ANSWER_TURNS = 2;

export interface FoundCue {
  readonly cue: Cue;
  readonly start: number;
  readonly end: number;
}

/** The cues in a turn; where two could start at one word, the first listed wins; a bare "number" only when alone. */
export const cuesIn = (words: readonly Read[]): FoundCue[] => {
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
  // "the confirmation number from your email": what comes after "from your", "on your" behind a number says where the
  // number is, and asks for no e-mail address, name or address (round 80).
  const asked = found.filter(
    (f) =>
      f.cue.kind === 'identifier' ||
      !isPlacePhrase(words, f.start - 2) ||
      !found.some((o) => o.end < f.start && o.cue.kind === 'identifier'),
  );
  const specific = asked.filter((f) => f.cue.phrase.join(' ') !== 'number');
  // "which account is this about, can you give me the number": a bare "number" after a kind of identifier the turn named
  // asks for that kind's number, where it is asked.
  const kept =
    specific.length > 0
      ? asked.flatMap((f) => {
          if (f.cue.phrase.join(' ') !== 'number') return [f];
          const named = specific.filter((s) => s.end < f.start && s.cue.kind === 'identifier').pop();
          return named ? [{ ...f, cue: { ...named.cue, phrase: f.cue.phrase } }] : [];
        })
      : asked;
  // "the name of your first pet": the security question, not a name.
  const cues = kept.some((f) => f.cue.kind === 'secret') ? kept.filter((f) => f.cue.kind !== 'name') : kept;
  return cues.length > 0 ? cues : whereAsked(words);
};

/** Where the turn names an item (each cue's first word): what ends a name or an answer before it (round 81). */
export const cueStarts = (words: readonly Read[]): ReadonlySet<number> => new Set(cuesIn(words).map((found) => found.start));

/** What follows "where" in a question for a place ("where should we send …", "where is the piano now"). */
const WHERE_ASKS = new Set(['should', 'shall', 'do', 'would', 'is', 'are', 'can']);
export const WHERE_ADDRESS: Cue = { phrase: ['where'], type: 'ADDRESS', kind: 'address' };
/**
 * A question for a place that names no kind of personal data: "where should we send the new hearing aid", "where is the
 * motorhome kept overnight", "where are you based" (round 49). It asks for an address from its "where" to the end of
 * the turn. "where did you go …", "where were you born" (a security question, a cue of its own) ask for none.
 */
const whereAsked = (words: readonly Read[]): FoundCue[] => {
  const at = words.findLastIndex((w, i) => w === 'where' && WHERE_ASKS.has(words[i + 1] ?? ''));
  return at < 0 ? [] : [{ cue: WHERE_ADDRESS, start: at, end: words.length - 1 }];
};

export const QUESTION_WORDS = new Set([
  'what',
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
  'is',
  'do',
  'does',
  // "which hospital did you put for your security question" (round 50).
  'did',
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
const FUZZY_CUES = CUES.filter((c) => !c.heardRight && c.phrase.join(' ') !== 'number' && c.phrase.join(' ') !== 'name').map((c) => ({
  cue: c,
  key: heardAs(c.phrase.join('')),
}));
/** The words a question names what it asks for after ("your pin", "the policy number", "when were you born"). */
const ASKED_AFTER: ReadonlySet<string> = new Set(['your', "you're", 'the', 'our', 'you']);
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
export const misheardCuesIn = (words: readonly Read[]): FoundCue[] => {
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

/** Whether "and the" or "and your" starts at word i: a request for what follows ("… and your postcode"). */
export const andTheAt = (words: readonly Read[], i: number): boolean => words[i] === 'and' && ['the', 'your'].includes(words[i + 1] ?? '');
/** How many words an agent may address the caller with between an acknowledgement and "and the" ("right clive, and the …"). */
const ADDRESSED_WORDS = 2;
/**
 * Whether a turn opens with a request: "and the" or "and your" ("and the patient's date of birth"), or the same after an
 * acknowledgement and the caller's name ("right clive, and the patient's date of birth", heard "right click and the
 * patient they conquered"; round 73).
 */
export const opensRequest = (words: readonly Read[]): boolean => {
  if (andTheAt(words, 0)) return true;
  if (!ACKNOWLEDGEMENTS.has(words[0] ?? '')) return false;
  for (let k = 1; k <= ADDRESSED_WORDS + 1; k += 1) if (andTheAt(words, k)) return true;
  return false;
};
/**
 * Whether a turn asks for what a cue names: a question word shortly before it, a turn opening with "and", or the cue
 * ending the turn; never the speaker's own ("about my account"). Asked `outright`, the cue ending the turn must also
 * follow "your" or "the", or come before "please".
 */
export const asks = (words: readonly Read[], found: FoundCue, outright = false): boolean => {
  if (words[found.start - 1] === 'my' && found.cue.phrase[0] !== 'speaking') return false;
  const from = Math.max(0, found.start - QUESTION_WINDOW);
  // "i can give you his birthday", "i'll give you the iban": the speaker offers it (round 125).
  if (words.slice(from, found.start).some((_, k) => startsWithAny(words, from + k, OFFERS))) return false;
  // "do you have ...", not "i have two cars on the policy".
  const questioned = words.slice(from, found.start).some(
    (w, k) =>
      QUESTION_WORDS.has(w ?? '') &&
      !(STATES_AFTER_PRONOUN.has(w ?? '') && SPEAKERS_OWN.has(words[from + k - 1] ?? '')) &&
      // ("i need to close my council tax account": what the speaker needs to do, not what they need from you.)
      !(words[from + k + 1] === 'to' && SPEAKERS_OWN.has(words[from + k - 1] ?? '')),
  );
  // "... two cars on the policy" names it without asking for it.
  // ("and the answer to your security question" asks for it, round 46.)
  const answerTo = words[found.start - 2] === 'to' && words[found.start - 3] === 'answer';
  const aside = !answerTo && (PREPOSITIONS.has(words[found.start - 1] ?? '') || PREPOSITIONS.has(words[found.start - 2] ?? ''));
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
  const andThe = [1, 2].some((k) => andTheAt(words, found.start - k - 1));
  // Outright: asked in a question's words, or "… your date of birth", "… quality number please" at the end ("… close my
  // council tax account" at the end of a caller's sentence asks nothing).
  // "your date of birth please, and are you still on …": "please" right after what is asked for ends its request.
  const pleaseAfter = words[found.end + 1] === 'please';
  const yours = [words[found.start - 1], words[found.start - 2]].some((w) => w === 'your' || w === 'the') || pleaseAfter;
  const end = questionEnd(words, found);
  if (outright) return questioned || andThe || (!aside && (words[0] === 'and' || (yours && found.end >= end - 3)));
  // A request that opens with what it asks for asks for it, however long, when it ends "please" ("the address for the
  // delivery please", round 53) or names a security question after "your" ("your favourite food as a child", round 55);
  // not for the bare "number" of "the rewards number on the app please", where the kind of number named is asked.
  const requested =
    found.start <= 2 &&
    yours &&
    (words.at(-1) === 'please' || (found.cue.kind === 'secret' && words[found.start - 1] === 'your')) &&
    found.cue.phrase.join(' ') !== 'number';
  return questioned || andThe || (!aside && (words[0] === 'and' || found.end >= end - 3 || requested || pleaseAfter));
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
export const questionEnd = (words: readonly Read[], found: FoundCue): number => {
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
const STATES_AFTER_PRONOUN = new Set(['have', 'can', 'could', 'do', 'did']);
const SPEAKERS_OWN = new Set(['i', 'we', 'they']);
/** The speaker offering a value to the other party: "i can give you …", "i'll read you …", "we could send you …". */
const OFFERS: readonly (readonly string[])[] = ['i can', 'i could', "i'll", 'ill', 'we can', 'we could', "we'll"].flatMap((who) =>
  ['give', 'read', 'tell', 'send'].map((verb) => `${who} ${verb} you`.split(' ')),
);
/** How close before its cue a question word asks for it whatever follows ("what address is it going to"). */
const ASKED_RIGHT_BEFORE = 2;
export const askedRightBefore = (words: readonly Read[], found: FoundCue): boolean =>
  words[found.start - 1] !== 'my' &&
  words.slice(Math.max(0, found.start - ASKED_RIGHT_BEFORE), found.start).some((w) => QUESTION_WORDS.has(w ?? '') && w !== 'is');
const PREPOSITIONS = new Set(['on', 'in', 'to', 'with', 'about', 'from', 'for', 'under']);

/** What a caller hums while looking ("hmm", heard as the letters "h m m"): never a value. */
export const HUMS = new Set(['hm', 'hmm', 'mm', 'mmm', 'um', 'umm', 'uh', 'er', 'erm', 'ah', 'herm']);

/** Where a turn starts after a hum ("h m m where did i put it", "hmm"). */
export const humEnd = (words: readonly Read[]): number => {
  let i = 0;
  while (HUMS.has(words[i] ?? '') || ((words[i] === 'h' || words[i] === 'm') && (words[i + 1] === 'm' || HUMS.has(words[i + 1] ?? ''))))
    i += 1;
  // The last "m" of "h m m".
  return words[i] === 'm' && i > 0 ? i + 1 : i;
};

/** What a caller does while stalling ("let me see", "let me look", "hang on let me check"). */
const LOOKING = new Set(['see', 'look', 'check', 'find', 'think', 'just', 'have', 'a', 'quick']);

/** Where an answer that opens with a stall goes on: after the stall's words and what the caller says they do. */
export const stallEnd = (words: readonly Read[], from: number): number => {
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
export const skipOpeners = (words: readonly Read[], from: number, to: number): number => {
  let i = from;
  while (i < to && ANSWER_OPENERS.has(words[i] ?? '') && !isStrongId(words[i])) i += 1;
  return i;
};

/** Whether a turn asks the other party to wait while the speaker finds something ("can you hold on while i get it"). */
export const asksToWait = (words: readonly Read[]): boolean => words.some((_, i) => startsWithAny(words, i, WAITS));
