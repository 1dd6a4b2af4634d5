import type { ContextEdit, Contextualizer } from '../../transcripts/ports';

/**
 * What every LLM contextualizer asks and how it reads the answer: one forced tool whose input is a list of
 * local edits. Shared by the Bedrock Converse and the OpenAI-compatible adapters so both behave alike.
 */

export const EDIT_TOOL_NAME = 'propose_edits';
export const EDIT_TOOL_DESCRIPTION = 'Propose local corrections of misrecognized words in the transcript.';

export const EDIT_TOOL_PARAMETERS = {
  type: 'object',
  properties: {
    edits: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          turn: { type: 'integer', description: 'Index of the turn, as given in brackets.' },
          before: { type: 'string', description: 'The exact words of that turn to replace (at most 8 words).' },
          after: { type: 'string', description: 'The corrected words (at most 8 words).' },
          reason: { type: 'string', description: 'Why, in a few words.' },
        },
        required: ['turn', 'before', 'after'],
      },
    },
  },
  required: ['edits'],
};

export const SYSTEM_PROMPT = [
  'You correct speech-recognition errors in a contact-center call transcript.',
  'Use the caller-provided context and key terms to fix misheard names, products, numbers and jargon.',
  'Only propose small local edits: replace a few exact words of one turn. Never rephrase, summarize, add or remove content.',
  'If nothing needs fixing, return an empty list. Answer only through the propose_edits tool.',
].join(' ');

/** Bounds the prompt: later turns beyond this many characters are left as heard. */
const MAX_TRANSCRIPT_CHARS = 60_000;
const MAX_KEYTERMS_IN_PROMPT = 300;

export const userPrompt = ({ turns, context, keyterms }: Parameters<Contextualizer['propose']>[0]): string => {
  let transcript = '';
  for (const turn of turns) {
    const line = `[${turn.index}] ${turn.text}\n`;
    if (transcript.length + line.length > MAX_TRANSCRIPT_CHARS) break;
    transcript += line;
  }
  return [
    `<context>\n${context}\n</context>`,
    keyterms.length ? `<key_terms>\n${keyterms.slice(0, MAX_KEYTERMS_IN_PROMPT).join('\n')}\n</key_terms>` : '',
    `<transcript>\n${transcript}</transcript>`,
  ]
    .filter(Boolean)
    .join('\n\n');
};

const isEdit = (value: unknown): value is { turn: number; before: string; after: string; reason?: unknown } => {
  const edit = value as Record<string, unknown>;
  return (
    typeof edit === 'object' &&
    edit !== null &&
    Number.isInteger(edit.turn) &&
    typeof edit.before === 'string' &&
    typeof edit.after === 'string'
  );
};

/** The well-formed edits of the tool input, or undefined when the input is not the tool's shape at all. */
export const editsFromToolInput = (input: unknown): ContextEdit[] | undefined => {
  const proposed = (input as { edits?: unknown } | undefined)?.edits;
  if (!Array.isArray(proposed)) return undefined;
  return proposed
    .filter(isEdit)
    .map((e) => ({ turnIndex: e.turn, before: e.before, after: e.after, ...(typeof e.reason === 'string' ? { reason: e.reason } : {}) }));
};
