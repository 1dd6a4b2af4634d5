import { correctKeyterms } from './keyterms';
import type { Contextualizer } from './ports';

/**
 * The offline contextualizer. NOT a language model: it takes the caller's key terms plus the proper names the
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

export const offlineContextualizer: Contextualizer = {
  propose: async ({ turns, context, keyterms }) => {
    const segments = turns.map((turn) => ({
      speaker: 'turn',
      words: turn.text
        .split(/\s+/)
        .filter(Boolean)
        .map((text, i) => ({ text, startMs: i, endMs: i + 1, confidence: 1 })),
    }));
    const { corrections } = correctKeyterms(segments, [...keyterms, ...contextTerms(context)], 'contextualize', 'context-term-match');
    return {
      engine: { name: 'offline-context-terms', model: 'deterministic-term-matcher' },
      source: 'context-term-match',
      edits: corrections.map((c) => ({ turnIndex: turns[c.turnIndex]!.index, before: c.before, after: c.after, ...(c.reason ? { reason: c.reason } : {}) })),
    };
  },
};
