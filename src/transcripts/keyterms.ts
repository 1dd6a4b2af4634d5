import { isEnglishWord, isInflectionOf, NUMBER_WORDS } from './english-words';
import type { Correction, Segment, Word } from './model';
import { findPhrase, replaceWords, similarity, soundKey, tokens, wordsText } from './words';

/**
 * Key-term post-correction, built never to make a transcript worse. No provider takes 1000 terms of up to 10
 * words, so after recognition a window of heard words is replaced by a key term only when all of this holds:
 *
 * - the engine was unsure of it: some replaced word has a confidence below UNSURE_BELOW. Words without a
 *   confidence (an engine that gives none) are treated as sure, unless the match is very strong;
 * - what would be replaced is not a real word that fits as heard: a term made only of ordinary English words
 *   (refund, account number) replaces only heard words that are not English at all; a window that is the term
 *   or an inflection of it (refunds, disputed) is left alone;
 * - numbers stay numbers: a window holding a spoken digit is never touched unless the term holds one too;
 * - a term's ordinary words anchor it: "Contoso Bank" matches only a window ending in "bank", and only what
 *   stands in for "contoso" is compared, by spelling and by sound;
 * - a term without ordinary words to anchor it must match strongly, and has at least MIN_TERM_LETTERS letters.
 *
 * Every edit is returned as a correction with its turn, time, before, after, and why.
 */

const MIN_TERM_LETTERS = 5;
/** A word below this confidence is one the engine was unsure of. */
export const UNSURE_BELOW = 0.9;
/** Spelling or sound similarity a window must reach to stand for an unanchored term ("zyxell" for "zyxel"). */
const UNANCHORED_SIMILARITY = 0.8;
/** The same, for the brand part of an anchored term ("can't also" for "contoso" in "... bank"). */
const ANCHORED_SIMILARITY = 0.6;
/** Without any confidence from the engine, only a match this strong is edited. */
const VERY_STRONG_SIMILARITY = 0.9;
/** A brand word may be heard as up to this many more words than it has ("can just a" for "contoso"). */
const EXTRA_HEARD_WORDS = 2;

interface Term {
  readonly parts: readonly string[];
  /** Leading and trailing ordinary words that must be heard as they are: "bank" in "Contoso Bank". */
  readonly lead: number;
  readonly trail: number;
  /** Every word is ordinary English: only non-words are ever replaced by it. */
  readonly ordinary: boolean;
  readonly hasNumber: boolean;
}

interface Candidate {
  readonly start: number;
  readonly count: number;
  readonly term: Term;
  readonly score: number;
  readonly confidence: number | undefined;
}

const letters = (parts: readonly string[]): string => parts.join('');

/** How alike two stretches of speech are, by spelling or by sound, whichever is closer (0..1). */
const likeness = (heard: readonly string[], said: readonly string[]): number => {
  const heardKey = soundKey(letters(heard));
  const saidKey = soundKey(letters(said));
  const sound = heardKey.length >= 2 && saidKey.length >= 2 ? similarity(heardKey, saidKey) : 0;
  return Math.max(similarity(letters(heard), letters(said)), sound);
};

const toTerm = (parts: readonly string[]): Term => {
  const isOrdinary = (word: string) => isEnglishWord(word) || NUMBER_WORDS.has(word);
  let lead = 0;
  while (lead < parts.length && isOrdinary(parts[lead]!)) lead += 1;
  let trail = 0;
  while (trail < parts.length - lead && isOrdinary(parts[parts.length - 1 - trail]!)) trail += 1;
  return { parts, lead, trail, ordinary: lead === parts.length, hasNumber: parts.some((p) => NUMBER_WORDS.has(p)) };
};

/** The lowest confidence among the words, undefined when the engine gave none. */
const lowestConfidence = (words: readonly Word[]): number | undefined => {
  const known = words.flatMap((w) => (w.confidence === undefined ? [] : [w.confidence]));
  return known.length === 0 ? undefined : Math.min(...known);
};

/** Whether the window is the term itself or an inflection of it, word for word (refunds, account numbers). */
const isTermOrInflection = (heard: readonly string[], term: Term): boolean =>
  heard.length === term.parts.length && heard.every((word, i) => isInflectionOf(word, term.parts[i]!));

/** The score of replacing `heard` (with its words) by the term, or 0 when the rules above forbid it. */
const scoreWindow = (heard: readonly string[], words: readonly Word[], term: Term): { score: number; confidence: number | undefined } => {
  const none = { score: 0, confidence: undefined };
  if (isTermOrInflection(heard, term)) return none;
  if (!term.hasNumber && heard.some((word) => NUMBER_WORDS.has(word))) return none;
  let compared = heard;
  let comparedWords = words;
  let termPart = term.parts;
  if (term.ordinary) {
    // Ordinary words replace only what is not a word at all: a real word heard is a word said.
    if (heard.some((word) => isEnglishWord(word) && !term.parts.includes(word))) return none;
    if (!heard.some((word) => !isEnglishWord(word) && !NUMBER_WORDS.has(word))) return none;
  } else {
    const anchorsHeard =
      term.parts.slice(0, term.lead).every((word, i) => heard[i] === word) &&
      term.parts.slice(term.parts.length - term.trail).every((word, i) => heard[heard.length - term.trail + i] === word);
    if (!anchorsHeard) return none;
    compared = heard.slice(term.lead, heard.length - term.trail);
    comparedWords = words.slice(term.lead, words.length - term.trail);
    termPart = term.parts.slice(term.lead, term.parts.length - term.trail);
    if (compared.length === 0) return none;
  }
  const confidence = lowestConfidence(comparedWords);
  const anchored = term.lead + term.trail > 0;
  const score = likeness(compared, termPart);
  const needed = confidence === undefined ? VERY_STRONG_SIMILARITY : anchored ? ANCHORED_SIMILARITY : UNANCHORED_SIMILARITY;
  if (score < needed) return none;
  if (confidence !== undefined && confidence >= UNSURE_BELOW) return none;
  return { score, confidence };
};

/** Whether the term already occurs, word for word, inside the window (then there is nothing to correct). */
const containsTerm = (window: readonly string[], term: Term): boolean => ` ${window.join(' ')} `.includes(` ${term.parts.join(' ')} `);

const candidatesIn = (segment: Segment, terms: readonly Term[]): Candidate[] => {
  const heard = segment.words.map((w) => tokens(w.text).join(' '));
  // A word of one key term heard as it is is never overwritten by another ("replacement router" stays).
  const keytermWords = new Set(terms.flatMap((t) => t.parts));
  const found: Candidate[] = [];
  for (const term of terms) {
    const brandWords = term.parts.length - term.lead - term.trail;
    const longest = term.parts.length + (term.ordinary ? 1 : Math.min(EXTRA_HEARD_WORDS, brandWords + 1));
    for (let count = Math.max(1, term.parts.length - 1); count <= longest; count += 1) {
      for (let start = 0; start + count <= heard.length; start += 1) {
        const window = heard.slice(start, start + count);
        if (containsTerm(window, term) || window.some((word) => keytermWords.has(word) && !term.parts.includes(word))) continue;
        const { score, confidence } = scoreWindow(window, segment.words.slice(start, start + count), term);
        if (score > 0) found.push({ start, count, term, score, confidence });
      }
    }
  }
  return found;
};

/** Picks the best candidates that do not overlap each other, best score first. */
const nonOverlapping = (candidates: readonly Candidate[]): Candidate[] => {
  const taken: Candidate[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.score - a.score || a.start - b.start)) {
    const overlaps = taken.some((t) => candidate.start < t.start + t.count && t.start < candidate.start + candidate.count);
    if (!overlaps) taken.push(candidate);
  }
  return taken.sort((a, b) => b.start - a.start);
};

/** The requested terms as recogniser tokens, duplicates (after normalisation) dropped. */
export const normalizeKeyterms = (keyterms: readonly string[]): { readonly term: string; readonly parts: readonly string[] }[] => {
  const seen = new Set<string>();
  const normalized: { term: string; parts: string[] }[] = [];
  for (const term of keyterms) {
    const parts = tokens(term);
    const id = parts.join(' ');
    if (parts.length > 0 && !seen.has(id)) {
      seen.add(id);
      normalized.push({ term, parts });
    }
  }
  return normalized;
};

const correctable = (term: Term): boolean =>
  term.lead + term.trail > 0 && !term.ordinary ? true : letters(term.parts).length >= MIN_TERM_LETTERS;

const reasonFor = (candidate: Candidate): string => {
  const said = candidate.term.parts.join(' ');
  const sureness = candidate.confidence === undefined ? 'no confidence given' : `lowest confidence ${candidate.confidence.toFixed(2)}`;
  return `near miss of key term "${said}" heard with ${sureness} (likeness ${candidate.score.toFixed(2)})`;
};

export const correctKeyterms = (
  segments: readonly Segment[],
  keyterms: readonly string[],
  stage: Correction['stage'] = 'transcribe',
  source: Correction['source'] = 'keyterm-match',
): { segments: Segment[]; corrections: Correction[] } => {
  const terms = normalizeKeyterms(keyterms)
    .map((k) => toTerm(k.parts))
    .filter(correctable);
  const corrections: Correction[] = [];
  const corrected = segments.map((segment, turnIndex) => {
    let words = [...segment.words];
    // Right to left, so earlier indices stay valid while later windows are replaced.
    for (const candidate of nonOverlapping(candidatesIn(segment, terms))) {
      const before = wordsText(words.slice(candidate.start, candidate.start + candidate.count));
      const startMs = words[candidate.start]!.startMs;
      words = replaceWords(words, candidate.start, candidate.count, candidate.term.parts);
      corrections.push({ stage, source, turnIndex, before, after: candidate.term.parts.join(' '), startMs, reason: reasonFor(candidate) });
    }
    return { ...segment, words };
  });
  return { segments: corrected, corrections: corrections.sort((a, b) => a.turnIndex - b.turnIndex || (a.startMs ?? 0) - (b.startMs ?? 0)) };
};

/** How often each requested term occurs in the final turns, and where. */
export const matchKeyterms = (segments: readonly Segment[], keyterms: readonly string[]) =>
  normalizeKeyterms(keyterms).flatMap(({ term, parts }) => {
    const turnIndexes: number[] = [];
    let occurrences = 0;
    segments.forEach((segment, index) => {
      let words = segment.words;
      for (let at = findPhrase(words, parts); at >= 0; at = findPhrase(words, parts)) {
        occurrences += 1;
        if (!turnIndexes.includes(index)) turnIndexes.push(index);
        words = words.slice(at + parts.length);
      }
    });
    return occurrences > 0 ? [{ term, occurrences, turnIndexes }] : [];
  });
