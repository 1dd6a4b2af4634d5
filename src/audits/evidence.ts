import { REASONING_MAX_LENGTH, type Evidence, type Turn } from './model';

/**
 * Evidence verification and repair. An excerpt is verified when it is a verbatim substring of the text of ONE
 * turn inside turn_index_start..turn_index_end (valid indices, start ≤ end): it is then a substring of the range's
 * text however a consumer joins the turns. An excerpt that is not verified is never delivered.
 */

/** How many turns beyond either end of the claimed range repair searches (evaluators are often off by one). */
export const NEAR_TURNS = 2;

/** What an evaluator claims, before verification: any field may be missing or of the wrong type. */
export interface EvidenceClaim {
  readonly turnIndexStart?: unknown;
  readonly turnIndexEnd?: unknown;
  readonly excerpt?: unknown;
  readonly reasoning?: unknown;
}

export type EvidenceOutcome =
  | { readonly verified: true; readonly evidence: Evidence; readonly repaired: boolean }
  | { readonly verified: false; readonly failure: string };

/** Cuts reasoning to the contract's limit without splitting a surrogate pair. */
export const truncateReasoning = (reasoning: string): string => {
  if (reasoning.length <= REASONING_MAX_LENGTH) return reasoning;
  let cut = REASONING_MAX_LENGTH - 1;
  const last = reasoning.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return reasoning.slice(0, cut) + '…';
};

const isTurnIndex = (value: unknown, turnCount: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < turnCount;

export const isVerified = (turns: readonly Turn[], evidence: Evidence): boolean => {
  const { turnIndexStart: start, turnIndexEnd: end, excerpt } = evidence;
  if (!isTurnIndex(start, turns.length) || !isTurnIndex(end, turns.length) || start > end || excerpt.length === 0) return false;
  for (let k = start; k <= end; k++) if ((turns[k] as Turn).text.includes(excerpt)) return true;
  return false;
};

/**
 * Folds one code point for tolerant matching: whitespace → space, typographic quotes and dashes → ASCII,
 * compatibility forms decomposed, combining marks dropped, lower case. May return '' or several characters.
 */
const foldCodePoint = (ch: string): string => {
  if (/\s/u.test(ch)) return ' ';
  if (/[\u2018\u2019\u201A\u201B\u2032]/u.test(ch)) return "'";
  if (/[\u201C\u201D\u201E\u201F\u2033]/u.test(ch)) return '"';
  if (/[\u2010-\u2015\u2212]/u.test(ch)) return '-';
  return ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
};

/** A folded text with, for each folded character, the original code point it came from. */
interface FoldedText {
  readonly text: string;
  readonly originStart: readonly number[];
  readonly originEnd: readonly number[];
}

/** Folds `text` code point by code point, collapsing whitespace runs and dropping leading whitespace. */
const foldWithOrigins = (text: string): FoldedText => {
  let folded = '';
  const originStart: number[] = [];
  const originEnd: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const replacement = foldCodePoint(ch);
    for (const out of replacement) {
      if (out === ' ' && (folded.length === 0 || folded.endsWith(' '))) continue;
      folded += out;
      originStart.push(offset);
      originEnd.push(offset + ch.length);
    }
    offset += ch.length;
  }
  return { text: folded, originStart, originEnd };
};

// Evaluators often wrap quotes in quotation marks or mark elisions at the ends; neither is part of the turn.
const WRAPPING = /^[\s"'.…]+|[\s"'.…]+$/gu;

const foldExcerpt = (excerpt: string): string => foldWithOrigins(excerpt).text.replace(WRAPPING, '').trim();

/** Turn indices to search: the (clamped) claimed range first, then its neighbours by increasing distance. */
const searchOrder = (start: number, end: number, turnCount: number): { inRange: number[]; near: number[] } => {
  const inRange: number[] = [];
  for (let k = start; k <= end; k++) inRange.push(k);
  const near: number[] = [];
  for (let distance = 1; distance <= NEAR_TURNS; distance++) {
    if (start - distance >= 0) near.push(start - distance);
    if (end + distance < turnCount) near.push(end + distance);
  }
  return { inRange, near };
};

const clampIndex = (value: unknown, turnCount: number): number =>
  Math.min(Math.max(Number.isFinite(value) ? Math.trunc(value as number) : 0, 0), turnCount - 1);

/**
 * Verifies a claimed span and, when it does not verify, repairs it: first an exact search of the excerpt in
 * and near the range, then a whitespace-, case- and typography-insensitive search mapped back to the original
 * text (so the delivered excerpt is always verbatim). A span found outside the claimed range is narrowed to
 * the turn that holds it.
 */
export const checkEvidence = (
  turns: readonly Turn[],
  claim: EvidenceClaim,
  label: string,
  speaker?: { readonly role: string; readonly eligible: (turn: Turn) => boolean },
): EvidenceOutcome => {
  if (!speaker) return findSpan(turns, claim, label, () => true);
  const outcome = findSpan(turns, claim, label, speaker.eligible);
  if (outcome.verified) return outcome;
  const elsewhere = findSpan(turns, claim, label, () => true);
  if (!elsewhere.verified) return outcome;
  const role = turns[elsewhere.evidence.turnIndexStart]?.role ?? 'another';
  return {
    verified: false,
    failure: `${label}: excerpt "${String(claim.excerpt).slice(0, 80)}" quotes a ${role} turn, but this criterion judges the ${speaker.role}: quote the ${speaker.role}'s own words`,
  };
};

const findSpan = (turns: readonly Turn[], claim: EvidenceClaim, label: string, eligible: (turn: Turn) => boolean): EvidenceOutcome => {
  if (typeof claim.excerpt !== 'string' || claim.excerpt.trim().length === 0) {
    return { verified: false, failure: `${label}: excerpt must be a non-empty string copied from the transcript` };
  }
  const excerpt = claim.excerpt;
  const reasoning = truncateReasoning(typeof claim.reasoning === 'string' ? claim.reasoning : '');
  const indicesValid =
    isTurnIndex(claim.turnIndexStart, turns.length) &&
    isTurnIndex(claim.turnIndexEnd, turns.length) &&
    claim.turnIndexStart <= claim.turnIndexEnd;
  const claimed = { start: clampIndex(claim.turnIndexStart, turns.length), end: clampIndex(claim.turnIndexEnd, turns.length) };
  const [start, end] = claimed.start <= claimed.end ? [claimed.start, claimed.end] : [claimed.end, claimed.start];
  const { inRange, near } = searchOrder(start, end, turns.length);

  const span = (k: number, text: string, inClaimedRange: boolean): EvidenceOutcome => {
    // A claimed range that takes in another speaker's turns is narrowed to the quoted turn.
    const keepRange = indicesValid && inClaimedRange && turns.slice(start, end + 1).every(eligible);
    const evidence: Evidence = {
      turnIndexStart: keepRange ? start : k,
      turnIndexEnd: keepRange ? end : k,
      excerpt: text,
      reasoning,
    };
    const repaired = !(keepRange && text === excerpt);
    return { verified: true, evidence, repaired };
  };

  for (const [turnsToSearch, inClaimedRange] of [
    [inRange, true],
    [near, false],
  ] as const) {
    for (const k of turnsToSearch)
      if (eligible(turns[k] as Turn) && (turns[k] as Turn).text.includes(excerpt)) return span(k, excerpt, inClaimedRange);
  }
  const wanted = foldExcerpt(excerpt);
  if (wanted.length > 0) {
    for (const [turnsToSearch, inClaimedRange] of [
      [inRange, true],
      [near, false],
    ] as const) {
      for (const k of turnsToSearch) {
        if (!eligible(turns[k] as Turn)) continue;
        const original = (turns[k] as Turn).text;
        const folded = foldWithOrigins(original);
        const at = folded.text.indexOf(wanted);
        if (at >= 0) {
          const text = original.slice(folded.originStart[at], folded.originEnd[at + wanted.length - 1]);
          return span(k, text, inClaimedRange);
        }
      }
    }
  }
  const range = indicesValid
    ? `turns ${start}..${end}`
    : `turns ${String(claim.turnIndexStart)}..${String(claim.turnIndexEnd)} (not a valid range of 0..${turns.length - 1})`;
  return {
    verified: false,
    failure: `${label}: excerpt "${excerpt.slice(0, 80)}" is not a verbatim quote from a single turn of ${range} or the turns near it`,
  };
};
