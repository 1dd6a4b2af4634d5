import type { Read } from './words';

/**
 * The detector's spans and its bookkeeping while it reads a conversation: each word belongs to one span at most, the
 * first claim wins, and a span found may be given back or widened.
 */

export interface PiiSpan {
  readonly turn: number;
  /** First and last word index (inclusive) of the stretch in its turn. */
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

/** A turn as the detector reads it: who spoke, and each word as written. */
export interface PiiTurn {
  readonly speaker: string;
  readonly words: readonly string[];
}

export interface Detection {
  readonly spans: PiiSpan[];
  readonly claimed: Set<string>;
}

export const claim = (detection: Detection, span: PiiSpan): boolean => {
  const keys = Array.from({ length: span.end - span.start + 1 }, (_, k) => `${span.turn}:${span.start + k}`);
  if (keys.some((key) => detection.claimed.has(key))) return false;
  keys.forEach((key) => detection.claimed.add(key));
  detection.spans.push(span);
  return true;
};

/** Claims the words of a span that no other span has, as spans of their own (a spelling a name answer began). */
export const claimUnclaimed = (detection: Detection, span: PiiSpan) => {
  for (let i = span.start; i <= span.end; i += 1) {
    if (detection.claimed.has(`${span.turn}:${i}`)) continue;
    let end = i;
    while (end + 1 <= span.end && !detection.claimed.has(`${span.turn}:${end + 1}`)) end += 1;
    claim(detection, { ...span, start: i, end });
    i = end;
  }
};

/** Gives a span found back (a first guess a later turn shows the extent of). */
export const unclaim = (detection: Detection, span: PiiSpan) => {
  detection.spans.splice(detection.spans.indexOf(span), 1);
  for (let i = span.start; i <= span.end; i += 1) detection.claimed.delete(`${span.turn}:${i}`);
};

/** Ends a span found earlier, in place, giving back its words after `end` (a window that ran on into the next value). */
export const shorten = (detection: Detection, span: PiiSpan, end: number) => {
  for (let i = end + 1; i <= span.end; i += 1) detection.claimed.delete(`${span.turn}:${i}`);
  detection.spans[detection.spans.indexOf(span)] = { ...span, end };
};

/**
 * Widens a span found, in place, to more words of its turn before or after it, when no other span has any of them but
 * spans of its own type wholly among them, which it takes in (the rest of a value found apart, "… two, will, double five
 * six eight"). Returns the widened span, or undefined (and changes nothing) when one of the words is taken otherwise.
 */
export const extend = (
  detection: Detection,
  span: PiiSpan,
  to: { readonly start?: number; readonly end?: number },
): PiiSpan | undefined => {
  const start = to.start ?? span.start;
  const end = to.end ?? span.end;
  const added = [
    ...Array.from({ length: span.start - start }, (_, k) => start + k),
    ...Array.from({ length: end - span.end }, (_, k) => span.end + 1 + k),
  ];
  const within = detection.spans.filter(
    (other) => other !== span && other.turn === span.turn && other.type === span.type && other.start >= start && other.end <= end,
  );
  const inside = new Set(within.flatMap((other) => Array.from({ length: other.end - other.start + 1 }, (_, k) => other.start + k)));
  if (added.some((i) => !inside.has(i) && detection.claimed.has(`${span.turn}:${i}`))) return undefined;
  within.forEach((other) => unclaim(detection, other));
  added.forEach((i) => detection.claimed.add(`${span.turn}:${i}`));
  const widened = { ...span, start, end };
  detection.spans[detection.spans.indexOf(span)] = widened;
  return widened;
};

/** The words of the turn after a span's, when the other party says it: where they check, repeat or ask about the value. */
export const otherPartyNext = (
  read: readonly (readonly Read[])[],
  turns: readonly PiiTurn[],
  span: PiiSpan,
): readonly Read[] | undefined =>
  turns[span.turn + 1] && turns[span.turn + 1]!.speaker !== turns[span.turn]!.speaker ? read[span.turn + 1] : undefined;

/**
 * The other party's turn after a span's and the speaker's own turn after that, when the conversation goes so: a
 * backchannel, a request or a question about the value, and the speaker going on or answering it.
 */
export const exchangeAfter = (
  read: readonly (readonly Read[])[],
  turns: readonly PiiTurn[],
  span: PiiSpan,
): { readonly between: readonly Read[]; readonly reply: readonly Read[] } | undefined => {
  const between = otherPartyNext(read, turns, span);
  const reply = read[span.turn + 2];
  return between && reply && turns[span.turn + 2]!.speaker === turns[span.turn]!.speaker ? { between, reply } : undefined;
};
