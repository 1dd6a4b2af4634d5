import { BedrockRuntimeClient, ConverseCommand, type Tool } from '@aws-sdk/client-bedrock-runtime';
import { StageError } from '../../transcripts/errors';
import type { ContextModel } from '../../transcripts/model';
import type { ContextEdit, Contextualizer } from '../../transcripts/ports';

/**
 * LLM contextual correction through Bedrock Converse. The model must answer through one tool whose input is a
 * list of local edits ({turn, before, after, reason}); the pipeline applies only edits whose `before` occurs in
 * that turn and that stay short, so the model can fix misheard names and terms but never rewrite the call.
 */

const TOOL_NAME = 'propose_edits';

const EDIT_TOOL: Tool = {
  toolSpec: {
    name: TOOL_NAME,
    description: 'Propose local corrections of misrecognized words in the transcript.',
    inputSchema: {
      json: {
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
      },
    },
  },
};

const SYSTEM_PROMPT = [
  'You correct speech-recognition errors in a contact-center call transcript.',
  'Use the caller-provided context and key terms to fix misheard names, products, numbers and jargon.',
  'Only propose small local edits: replace a few exact words of one turn. Never rephrase, summarize, add or remove content.',
  'If nothing needs fixing, return an empty list. Answer only through the propose_edits tool.',
].join(' ');

/** Bounds the prompt: later turns beyond this many characters are left as heard. */
const MAX_TRANSCRIPT_CHARS = 60_000;
const MAX_KEYTERMS_IN_PROMPT = 300;

const isEdit = (value: unknown): value is { turn: number; before: string; after: string; reason?: string } => {
  const edit = value as Record<string, unknown>;
  return typeof edit === 'object' && edit !== null && Number.isInteger(edit.turn) && typeof edit.before === 'string' && typeof edit.after === 'string';
};

export const bedrockContextualizer = (deps: {
  readonly client: BedrockRuntimeClient;
  readonly models: Readonly<Record<ContextModel, string>>;
}): Contextualizer => ({
  propose: async ({ turns, context, keyterms, tier }) => {
    const modelId = deps.models[tier];
    let transcript = '';
    for (const turn of turns) {
      const line = `[${turn.index}] ${turn.text}\n`;
      if (transcript.length + line.length > MAX_TRANSCRIPT_CHARS) break;
      transcript += line;
    }
    const prompt = [
      `<context>\n${context}\n</context>`,
      keyterms.length ? `<key_terms>\n${keyterms.slice(0, MAX_KEYTERMS_IN_PROMPT).join('\n')}\n</key_terms>` : '',
      `<transcript>\n${transcript}</transcript>`,
    ]
      .filter(Boolean)
      .join('\n\n');
    let response;
    try {
      response = await deps.client.send(
        new ConverseCommand({
          modelId,
          system: [{ text: SYSTEM_PROMPT }],
          messages: [{ role: 'user', content: [{ text: prompt }] }],
          toolConfig: { tools: [EDIT_TOOL], toolChoice: { tool: { name: TOOL_NAME } } },
          inferenceConfig: { maxTokens: 2048, temperature: 0 },
        }),
      );
    } catch (cause) {
      throw new StageError('CONTEXTUALIZATION_FAILED', `Bedrock (${modelId}) did not answer: ${(cause as Error).name}.`, { cause });
    }
    const toolUse = response.output?.message?.content?.find((block) => block.toolUse?.name === TOOL_NAME)?.toolUse;
    const proposed = (toolUse?.input as { edits?: unknown } | undefined)?.edits;
    if (!Array.isArray(proposed)) {
      throw new StageError('CONTEXTUALIZATION_FAILED', `Bedrock (${modelId}) did not answer with the ${TOOL_NAME} tool.`);
    }
    const edits: ContextEdit[] = proposed
      .filter(isEdit)
      .map((e) => ({ turnIndex: e.turn, before: e.before, after: e.after, ...(typeof e.reason === 'string' ? { reason: e.reason } : {}) }));
    return { engine: { name: 'amazon-bedrock', model: modelId }, source: 'llm', edits };
  },
});

export const createBedrockRuntimeClient = (): BedrockRuntimeClient => new BedrockRuntimeClient({});
