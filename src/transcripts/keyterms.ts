import type { Correction, Segment } from './model';
import { findPhrase, replaceWords, similarity, soundKey, tokens, wordsText } from './words';

/**
 * Key-term post-correction. No provider takes 1000 terms of up to 10 words, so whatever an engine was given,
 * near misses are corrected afterwards: a window of heard words (one word shorter to one word longer than the
 * term) is replaced by the term when it sounds the same (equal sound keys) or is spelled almost the same.
 * Short terms are left alone: at four letters or fewer a near miss is more likely another real word.
 */

const MIN_TERM_LETTERS = 5;
const MIN_SPELLING_SIMILARITY = 0.8;

interface Candidate {
  readonly start: number;
  readonly count: number;
  readonly term: readonly string[];
  readonly score: number;
}

const letters = (parts: readonly string[]): string => parts.join('');

const scoreWindow = (heard: readonly string[], term: readonly string[]): number => {
  const heardLetters = letters(heard);
  const termLetters = letters(term);
  const spelling = similarity(heardLetters, termLetters);
  const sameSound = soundKey(heardLetters).length >= 3 && soundKey(heardLetters) === soundKey(termLetters);
  if (sameSound) return Math.max(spelling, MIN_SPELLING_SIMILARITY);
  return spelling >= MIN_SPELLING_SIMILARITY ? spelling : 0;
};

/** Whether the term already occurs, word for word, inside the window (then there is nothing to correct). */
const containsTerm = (window: readonly string[], term: readonly string[]): boolean =>
  ` ${window.join(' ')} `.includes(` ${term.join(' ')} `);

const candidatesIn = (segment: Segment, terms: readonly (readonly string[])[]): Candidate[] => {
  const heard = segment.words.map((w) => tokens(w.text).join(' '));
  const found: Candidate[] = [];
  for (const term of terms) {
    for (let count = Math.max(1, term.length - 1); count <= term.length + 1; count += 1) {
      for (let start = 0; start + count <= heard.length; start += 1) {
        const window = heard.slice(start, start + count);
        if (containsTerm(window, term)) continue;
        const score = scoreWindow(window, term);
        if (score > 0) found.push({ start, count, term, score });
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

export const correctKeyterms = (
  segments: readonly Segment[],
  keyterms: readonly string[],
  stage: Correction['stage'] = 'transcribe',
  source: Correction['source'] = 'keyterm-match',
): { segments: Segment[]; corrections: Correction[] } => {
  const terms = normalizeKeyterms(keyterms)
    .map((k) => k.parts)
    .filter((parts) => letters(parts).length >= MIN_TERM_LETTERS);
  const corrections: Correction[] = [];
  const corrected = segments.map((segment, turnIndex) => {
    let words = [...segment.words];
    // Right to left, so earlier indices stay valid while later windows are replaced.
    for (const candidate of nonOverlapping(candidatesIn(segment, terms))) {
      const before = wordsText(words.slice(candidate.start, candidate.start + candidate.count));
      const startMs = words[candidate.start]!.startMs;
      words = replaceWords(words, candidate.start, candidate.count, candidate.term);
      corrections.push({
        stage,
        source,
        turnIndex,
        before,
        after: candidate.term.join(' '),
        startMs,
        reason: `near miss of key term "${candidate.term.join(' ')}" (similarity ${candidate.score.toFixed(2)})`,
      });
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
    return occurrences > 0 ? [{ term, occurrences, turn_indexes: turnIndexes }] : [];
  });
