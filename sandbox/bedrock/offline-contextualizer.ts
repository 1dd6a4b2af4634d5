/**
 * The offline stand-in for a model asked to correct a transcript, behind the sandbox's Converse emulation.
 * NOT a language model: it knows the caller's key terms and the proper names the context mentions (capitalised
 * words and runs of them, e.g. "Acme Support", "ZyXEL"), and proposes to replace a run of words that spells one
 * of them almost right ("zixel" → "ZyXEL"): the same number of words, the same first letter, and at most one
 * letter in five different. Deterministic, so tests and the sandbox give the same result every time; it cannot
 * fix anything the context does not spell out, and it never rewrites what was heard right.
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

/** A word's letters and digits, lower case: what is compared, so that case and punctuation never count as a miss. */
const spelling = (word: string): string => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Edits (insert, delete, substitute) between two spellings, with a cut-off: anything past `limit` is `limit + 1`. */
const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1)
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...next) > limit) return limit + 1;
    row = next;
  }
  return row[b.length]!;
};

/** Shorter spellings have too many near neighbours among ordinary words to be corrected safely. */
const MIN_TERM_LETTERS = 5;
const LETTERS_PER_ALLOWED_MISS = 5;

interface Term {
  readonly text: string;
  readonly words: number;
  readonly spelled: string;
}

/** A run of heard words that is a near miss of `term`: the same words but one letter in five, not already right. */
const nearMiss = (heard: readonly string[], term: Term): boolean => {
  const spelled = heard.map(spelling).join('');
  if (spelled === term.spelled || spelled[0] !== term.spelled[0]) return false;
  const allowed = Math.floor(term.spelled.length / LETTERS_PER_ALLOWED_MISS);
  return editDistance(spelled, term.spelled, allowed) <= allowed;
};

/** The edit tool's input: replacements of near misses of the key terms and of the context's proper names. */
export const contextTermEdits = (request: {
  turns: readonly { index: number; text: string }[];
  context: string;
  keyterms: readonly string[];
}) => {
  const terms: Term[] = [...new Set([...request.keyterms, ...contextTerms(request.context)])]
    .map((text) => ({ text: text.trim(), words: text.trim().split(/\s+/).length, spelled: text.split(/\s+/).map(spelling).join('') }))
    .filter((term) => term.spelled.length >= MIN_TERM_LETTERS);
  const edits: { turn: number; before: string; after: string; reason: string }[] = [];
  for (const turn of request.turns) {
    const words = turn.text.split(/\s+/).filter(Boolean);
    for (const term of terms) {
      for (let start = 0; start + term.words <= words.length; start += 1) {
        const heard = words.slice(start, start + term.words);
        if (!nearMiss(heard, term)) continue;
        edits.push({
          turn: turn.index,
          before: heard.join(' '),
          after: term.text,
          reason: `near miss of "${term.text}" (sandbox term matcher, not an LLM)`,
        });
      }
    }
  }
  return { edits };
};
