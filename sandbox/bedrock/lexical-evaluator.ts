import { countTokens } from './converse';

/**
 * The offline stand-in for a model asked to score a conversation, behind the sandbox's Converse emulation.
 * It does not understand the conversation: a criterion's score is the share of the distinct terms of its name
 * and prompt that occur in the turns of the speaker it judges (any turn when it names none), and its evidence is
 * the turn sharing the most terms with it. A criterion that allows N/A is answered N/A when none of its terms
 * occur in any turn, whoever speaks: the conversation never comes near its subject. (Its `not_applicable_when`
 * prose is not read: it usually describes an absence, which word matching cannot tell from a presence.) Critical
 * thresholds need nothing here: the domain applies them to the score. Deterministic, so tests and benches are
 * repeatable; its reasoning says it is lexical.
 */

/** What the engine reads of a criterion, as the evaluator's prompt gives it to a model (JSON in snake_case). */
export interface LexicalCriterion {
  readonly id: string;
  readonly name: string;
  readonly prompt: string;
  readonly scale:
    | { readonly type: 'ordinal'; readonly labels: readonly string[] }
    | { readonly type: 'continuous'; readonly range: readonly [number, number] };
  readonly speaker?: string;
  readonly allow_not_applicable?: boolean;
}
interface Turn {
  readonly role?: string;
  readonly text: string;
}

const STOPWORDS = new Set(
  (
    'the and for are but not you your with this that have has had was were will would should could does did ' +
    'from they them their there then than what when where which who whom how why all any can may might must ' +
    'each other into onto about over under again also just only very more most such own same some our ours its ' +
    'been being did doing done per via whether agent customer caller call conversation score rate rated rating'
  ).split(' '),
);

const MIN_TERM_LENGTH = 3;
/** Longest excerpt quoted, in characters (before trimming to word boundaries). */
const EXCERPT_WINDOW = 160;

const termsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((t) => t.length >= MIN_TERM_LENGTH && !STOPWORDS.has(t));

/** A verbatim window of `text` around `at`, cut at spaces so that words stay whole. */
const excerptAround = (text: string, at: number): string => {
  if (text.length <= EXCERPT_WINDOW) return text.trim();
  let start = Math.max(0, at - EXCERPT_WINDOW / 4);
  let end = Math.min(text.length, start + EXCERPT_WINDOW);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return text.slice(start, end).trim();
};

/** Cut to `limit` characters, ending in an ellipsis, without splitting a surrogate pair. */
const withinLimit = (text: string, limit: number): string => {
  if (text.length <= limit) return text;
  const characters = Array.from(text);
  let kept = '';
  for (const character of characters) {
    if (kept.length + character.length > limit - 1) break;
    kept += character;
  }
  return `${kept}…`;
};

const scoreFor = (criterion: LexicalCriterion, coverage: number): { label: string } | { score: number } => {
  const scale = criterion.scale;
  if (scale.type === 'ordinal') return { label: scale.labels[Math.round(coverage * (scale.labels.length - 1))] as string };
  return { score: scale.range[0] + coverage * (scale.range[1] - scale.range[0]) };
};

const assess = (criterion: LexicalCriterion, turns: readonly Turn[], turnTerms: readonly Set<string>[], reasoningLimit: number) => {
  // A criterion that judges one speaker looks at and quotes only that speaker's turns, as the prompt asks of a model.
  const speaker = criterion.speaker && criterion.speaker !== 'any' ? criterion.speaker : undefined;
  const eligible = (k: number) => !speaker || turns[k]?.role?.trim().toLowerCase() === speaker;
  const terms = [...new Set(termsOf(`${criterion.name} ${criterion.prompt}`))];
  const found = terms.filter((term) => turnTerms.some((set, k) => eligible(k) && set.has(term)));
  let best = -1;
  let bestOverlap = 0;
  turnTerms.forEach((set, k) => {
    if (!eligible(k)) return;
    const overlap = terms.reduce((n, term) => n + (set.has(term) ? 1 : 0), 0);
    if (overlap > bestOverlap) [best, bestOverlap] = [k, overlap];
  });
  if (best < 0) best = turns.findIndex((t, k) => eligible(k) && t.text.trim().length > 0);
  if (best < 0) best = turns.findIndex((t) => t.text.trim().length > 0);
  const text = (turns[best] as Turn).text;
  const firstHit = found.find((term) => turnTerms[best]?.has(term));
  const at = firstHit ? text.toLowerCase().indexOf(firstHit) : 0;
  const coverage = terms.length > 0 ? found.length / terms.length : 0;
  const whose = speaker ? `${speaker}'s turns` : 'transcript';
  const quoted = `quoting the first ${speaker ? `${speaker} ` : ''}turn`;
  // N/A only where the rubric allows it, and only when no speaker at all says any of the criterion's terms.
  const notApplicable = criterion.allow_not_applicable === true && !terms.some((term) => turnTerms.some((set) => set.has(term)));
  const reasoning = notApplicable
    ? `Lexical overlap, not a judgement: none of the ${terms.length} criterion terms occur in any turn, so it is answered not applicable; ${quoted}.`
    : firstHit
      ? `Lexical overlap, not a judgement: ${found.length}/${terms.length} criterion terms occur in the ${whose} (${found.slice(0, 6).join(', ')}); turn ${best} shares the most.`
      : `Lexical overlap, not a judgement: none of the ${terms.length} criterion terms occur in the ${whose}; ${quoted}.`;
  // Evidence first, then the verdict, as the tool's schema orders them; an N/A answer has evidence and no score.
  return {
    criterion_id: criterion.id,
    evidence: [
      {
        turn_index_start: best,
        turn_index_end: best,
        excerpt: excerptAround(text, Math.max(at, 0)),
        reasoning: withinLimit(reasoning, reasoningLimit),
      },
    ],
    ...(notApplicable ? { not_applicable: true } : scoreFor(criterion, coverage)),
  };
};

type Assessment = ReturnType<typeof assess>;

/**
 * An answer as long as a model's: further spans of the criterion's speaker (verbatim, in turn order), each with
 * reasoning as long as the schema allows, until the criterion's part of the tool input comes to about
 * `tokensPerCriterion` (counted as the usage figures are), or the turns run out.
 */
const padded = (
  answer: Assessment,
  criterion: LexicalCriterion,
  turns: readonly Turn[],
  tokensPerCriterion: number,
  reasoningLimit: number,
): Assessment => {
  const speaker = criterion.speaker && criterion.speaker !== 'any' ? criterion.speaker : undefined;
  const cited = new Set(answer.evidence.map((span) => span.turn_index_start));
  const candidates = turns.flatMap((turn, k) =>
    !cited.has(k) && turn.text.trim() && (!speaker || turn.role?.trim().toLowerCase() === speaker) ? [k] : [],
  );
  const evidence = [...answer.evidence];
  const tokens = () => countTokens(JSON.stringify({ ...answer, evidence }));
  for (const k of candidates) {
    const before = tokens();
    if (before >= tokensPerCriterion) break;
    const span = { turn_index_start: k, turn_index_end: k, excerpt: excerptAround((turns[k] as Turn).text, 0), reasoning: '' };
    // The reasoning fills what the criterion still lacks (about 3.5 characters a token), within the schema's limit.
    const room = Math.floor((tokensPerCriterion - before - countTokens(JSON.stringify(span)) - 1) * 3.5);
    const reasoning = `Lexical overlap, not a judgement: turn ${k} is cited as further context for "${criterion.name}", as a model cites several spans; it shows what the ${speaker ?? 'conversation'} said around the deciding turn. `;
    evidence.push({ ...span, reasoning: withinLimit(reasoning.repeat(2).slice(0, Math.max(40, room)), reasoningLimit) });
    // A span that would overshoot the length by more than it was short is left out.
    if (tokens() - tokensPerCriterion > tokensPerCriterion - before) {
      evidence.pop();
      break;
    }
  }
  return { ...answer, evidence };
};

/**
 * The assessment tool's input for every criterion: the shape the evaluator adapter asks a model for, its
 * reasoning within the tool schema's maxLength (`reasoningLimit`), as a model keeps to the schema it is given.
 * With `tokensPerCriterion`, each criterion's answer is padded to about a model's length (padded), so that token
 * usage and quotas behave as with a model.
 */
export const lexicalAssessment = (
  criteria: readonly LexicalCriterion[],
  turns: readonly Turn[],
  options: { readonly reasoningLimit?: number; readonly tokensPerCriterion?: number } = {},
) => {
  const reasoningLimit = options.reasoningLimit ?? Number.POSITIVE_INFINITY;
  const turnTerms = turns.map((turn) => new Set(termsOf(turn.text)));
  return {
    criteria: criteria.map((criterion) => {
      const answer = assess(criterion, turns, turnTerms, reasoningLimit);
      return options.tokensPerCriterion ? padded(answer, criterion, turns, options.tokensPerCriterion, reasoningLimit) : answer;
    }),
  };
};
