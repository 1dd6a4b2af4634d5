import type { Correction, Segment, Word } from './model';
import { STALLS, type Cue } from './pii-lexicon';
import { fromFrames, startsOwnClause, waitedOn, wholeAnswer, type Answer } from './pii/answers';
import { birthDateIn, dayArticles, slashedBirthDate, yearsAsked } from './pii/birth-dates';
import { claim, claimUnclaimed, shorten, unclaim, type Detection, type PiiSpan, type PiiTurn } from './pii/detection';
import { addressedNames, fullNames, OPENING_TURNS, openingNames, spellingAsked, statesOwnName, titledNames } from './pii/names';
import { isAnsweredQuantity, isQuantity, isQuantityByWhatFollows } from './pii/quantities';
import {
  ANSWER_TURNS,
  askedRightBefore,
  asks,
  asksToWait,
  cuesIn,
  humEnd,
  misheardCuesIn,
  opensRequest,
  QUESTION_WORDS,
  questionEnd,
  skipOpeners,
  stallEnd,
  type FoundCue,
} from './pii/questions';
import {
  alternatives,
  asksAgain,
  asksAnew,
  asksForTheRest,
  birthDatesAgain,
  charactersFixed,
  checkedAgain,
  CORRECTIONS,
  corrections,
  echoedAtOnce,
  echoes,
  groupCounts,
  leadEnd,
  lettersChecked,
  readBacks,
  repeatedValues,
  restOf,
  restsNamed,
  shortPart,
  tailsChecked,
  valueLike,
  valueRests,
} from './pii/repeats';
import {
  answerWindow,
  digitRuns,
  emails,
  letterExamples,
  statedAddresses,
  statedInHundreds,
  STATING,
  valueFor,
  valueEndings,
  valueTails,
  widened,
} from './pii/values';
import { isStrongDate, isValueWord, phraseAt, readWord, startsWithAny, type Read } from './pii/words';
import { meanConfidence, tokens } from './words';

export type { PiiSpan, PiiTurn } from './pii/detection';
export { passesLuhn } from './pii/values';

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
 *
 * This file reads the conversation (findPii) and a transcript's segments; how it reads words, ordinary numbers,
 * questions, answers, values, birth dates, names and repeated values is in pii/.
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

/** How far after its cue in the same turn a value may start ("my account number is ..."). */
const VALUE_START_WINDOW = 6;
/** How many words a question's cue may be from the end of its turn for the reply to be its answer ("… on your certificate"). */
const QUESTION_TAIL = 6;
/** The first part of a value, when the asker asks for the rest, is at most this long (after its lead-in). */
const MAX_PART_WORDS = 8;

/** How many words "and for …", the question before asked again for another person, has at most ("and for his wife"). */
const ASKED_FOR_ANOTHER_WORDS = 4;
/**
 * Where personal data is in a conversation (its turns in order). A turn that asks for something (its cue and a
 * question form) marks up to ANSWER_TURNS turns of anyone else (of anyone, when one speaker is all there is) as
 * the answer: the first value of the asked kind found there is redacted, and a turn that only stalls ("hang on")
 * keeps the question open. A cue followed by its value in the same turn ("my policy number is ...") needs no
 * question. Spans never overlap: the first claim wins. Words already `[PII]` are left as they are.
 */
export const findPii = (turns: readonly PiiTurn[]): PiiSpan[] => {
  const read: Read[][] = turns.map((turn) => turn.words.map((text) => (text === REDACTED_TEXT ? undefined : readWord(text))));
  // Each turn's cues, read once: a turn is looked at again as the question before a later one.
  const cuesOf = read.map(cuesIn);
  const detection: Detection = { spans: [], claimed: new Set() };
  const oneSpeaker = new Set(turns.map((t) => t.speaker)).size <= 1;
  let pending: { speaker: string; cues: readonly Cue[]; turnsLeft: number; continued?: true; rest?: number; heard?: boolean } | undefined;
  // The last turn read as an answer to a question for an identifier, for the asker's "… and the rest?".
  let attempt: { turn: number; from: number; asker: string; cues: readonly Cue[]; said?: number; whole?: PiiSpan } | undefined;
  const answers: Answer[] = [];
  // Dates of birth an asker read back in a form of their own ("one five seventy one" — "i have january fifth nineteen
  // seventy one"), claimed after the read-backs and echoes, which may find more of them (round 100).
  const datesReadBack: PiiSpan[] = [];
  /** The other party to `speaker`: who may read back what they said unasked. */
  const otherThan = (speaker: string) => turns.find((t) => t.speaker !== speaker)?.speaker ?? '';
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
          found.cue.phrase[0] === 'i' ||
          statesOwnName(words, found)) &&
        !askedRightBefore(words, found);
      if (!['identifier', 'date'].includes(found.cue.kind) && !stated) {
        open.push(found);
        continue;
      }
      const value = valueFor(words, found.end + 1, next, found.cue) ?? statedInHundreds(words, found, next);
      if (value && value.start - found.end <= VALUE_START_WINDOW && claim(detection, { turn, ...value, type: found.cue.type })) continue;
      // (A speaker saying who they are asks nothing, their name found already as an answer or not.)
      if (!statesOwnName(words, found)) open.push(found);
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
        opensRequest(read[t]!) ||
        // "and for tom?": the question before asked again for another person (round 109).
        (read[t]![0] === 'and' && read[t]![1] === 'for' && read[t]!.length <= ASKED_FOR_ANOTHER_WORDS));
    const waited = turn >= 3 && turns[turn - 1]!.speaker !== speaker && startsWithAny(read[turn - 1]!, 0, STALLS);
    // (Or the one before a reply of the speaker's own too short to end the asker's turn, so that the asker's words either
    // side of it are one turn before it: "okay, the rest?" — "four" — "… and can you give me your date of birth", then
    // the date; round 72.)
    const interleaved =
      turn >= 2 && turns[turn - 1]!.speaker === speaker && read[turn - 1]!.length < SENTENCE_BETWEEN && questions(turn - 2);
    const asker = questions(turn - 1) ? turn - 1 : interleaved ? turn - 2 : waited && questions(turn - 3) ? turn - 3 : undefined;
    // (Or the speaker's own question for a date of birth two turns before, and this turn reads the answer back: "okay
    // august third nineteen seventy nine, yes, and the first line of the address". An answer heard as a date may be read
    // back in another form, round 100; readBacks reads back those of the same form.)
    const readsBack =
      turn >= 2 &&
      turns[turn - 2]!.speaker === speaker &&
      turns[turn - 1]!.speaker !== speaker &&
      cuesOf[turn - 2]!.some((c) => c.cue.type === 'DATE_OF_BIRTH');
    const answeredDate = readsBack && answers.some((a) => a.turn === turn - 1 && a.kind === 'date');
    if (answeredDate && asker === undefined) {
      const readBack = birthDateIn(words, true);
      if (readBack) datesReadBack.push({ turn, ...readBack, type: 'DATE_OF_BIRTH' });
    }
    const birthDate = birthDateIn(words, asker !== undefined || (readsBack && !answeredDate));
    // A birth date in the answer to a security question, or to one misheard as one, is a date of birth.
    if (birthDate)
      for (const span of detection.spans.filter((s) => s.turn === turn && s.type === 'SECURITY_ANSWER'))
        if (span.start >= birthDate.start && span.end <= birthDate.end) unclaim(detection, span);
    // A name answered with the date after it gives the date its words: "wayne pilkington, it's the twenty second of
    // february nineteen eighty three", whose window ran on to the date's first words (round 102).
    if (birthDate)
      for (const span of detection.spans.filter(
        (s) => s.turn === turn && s.type === 'NAME' && s.start < birthDate.start && s.end >= birthDate.start,
      ))
        shorten(detection, span, birthDate.start - 1);
    const slashed = birthDate ? undefined : slashedBirthDate(words);
    if (slashed) claim(detection, { turn, ...slashed, type: 'DATE_OF_BIRTH' });
    if (birthDate && claim(detection, { turn, ...birthDate, type: 'DATE_OF_BIRTH' }))
      answers.push({
        turn,
        ...birthDate,
        // Said unasked, it may still be read back by the other party.
        asker: asker === undefined ? otherThan(speaker) : turns[asker]!.speaker,
        kind: 'date',
        type: 'DATE_OF_BIRTH',
      });
    emails(detection, turn, words, turns[turn]!.words);
    titledNames(detection, turn, words);
    addressedNames(detection, turn, words, cuesOf[turn]!);
    statedAddresses(detection, answers, turn, otherThan(speaker), words);
    digitRuns(detection, turn, words, asker === undefined ? undefined : read[asker]);
    corrections(detection, turn, words);
  });
  const spelled = oneSpeaker ? [] : spellingAsked(read, turns);
  for (const { named } of spelled) if (named) claim(detection, named);
  readBacks(detection, read, turns, answers);
  echoes(detection, read, answers);
  echoedAtOnce(detection, read, turns, answers);
  for (const date of datesReadBack) claimUnclaimed(detection, date);
  // The agent's own name in the greeting, after the echoes (openingNames says why).
  read.slice(0, OPENING_TURNS).forEach((words, turn) => openingNames(detection, turn, words, cuesOf[turn]!));
  valueTails(detection, read, turns, answers);
  valueRests(detection, read, turns);
  restsNamed(detection, read, turns);
  birthDatesAgain(detection, read);
  dayArticles(detection, read);
  yearsAsked(detection, read, turns);
  alternatives(detection, read, turns);
  charactersFixed(detection, read);
  checkedAgain(detection, read, turns);
  letterExamples(detection, read);
  valueEndings(detection, read);
  repeatedValues(detection, read, turns);
  lettersChecked(detection, read, turns);
  tailsChecked(detection, read, turns);
  groupCounts(detection, read);
  // (After the echoes: the words of a spelling, "a as in apple", are no name to look for elsewhere.)
  for (const span of spelled.flatMap((s) => s.spelling)) claimUnclaimed(detection, span);
  fullNames(detection, read);
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
