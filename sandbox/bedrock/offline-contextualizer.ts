import { correctKeyterms } from '../../src/transcripts/keyterms';

/**
 * The offline stand-in for a model asked to correct a transcript, behind the sandbox's Converse emulation.
 * NOT a language model: it takes the caller's key terms plus the proper names the
 * context mentions (capitalised words and runs of them, e.g. "Acme Support", "ZyXEL") and corrects near misses
 * of those terms with the same sound/spelling matcher as key-term correction. Deterministic, so tests and the
 * sandbox give the same result every time; it cannot fix anything the context does not spell out.
 */

const CAPITALISED_RUN = /\b(\p{Lu}[\p{L}\p{N}'-]*)(\s+\p{Lu}[\p{L}\p{N}'-]*){0,2}/gu;

/** Proper-name-looking phrases of the context, sentence-initial single words excluded (they are capitalised anyway). */
export const contextTerms = (context: string): string[] => {
  const terms = new Set<string>();
  for (const match of context.matchAll(CAPITALISED_RUN)) {
    const phrase = match[0];
    const before = context.slice(0, match.index).trimEnd();
    const sentenceStart = before === '' || /[.!?:]$/.test(before);
    if (sentenceStart && !/\s/.test(phrase)) continue;
    terms.add(phrase);
  }
  return [...terms];
};

/** The edit tool's input: local edits of near misses of the key terms and of the context's proper names. */
export const contextTermEdits = (request: { turns: readonly { index: number; text: string }[]; context: string; keyterms: readonly string[] }) => {
  const { turns, context, keyterms } = request;
  const segments = turns.map((turn) => ({
    speaker: 'turn',
    words: turn.text
      .split(/\s+/)
      .filter(Boolean)
      // A model sees text, not the engine's confidence: no confidence (edit only on a very strong match).
      .map((text, i) => ({ text, startMs: i, endMs: i + 1 })),
  }));
  const { corrections } = correctKeyterms(segments, [...keyterms, ...contextTerms(context)], 'contextualize', 'context-term-match');
  return {
    edits: corrections.map((c) => ({
      turn: turns[c.turnIndex]!.index,
      before: c.before,
      after: c.after,
      reason: `context term match${c.reason ? `: ${c.reason}` : ''} (sandbox term matcher, not an LLM)`,
    })),
  };
};
