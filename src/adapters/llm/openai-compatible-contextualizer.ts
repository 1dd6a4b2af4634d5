import { StageError } from '../../transcripts/errors';
import type { Contextualizer } from '../../transcripts/ports';
import { EDIT_TOOL_DESCRIPTION, EDIT_TOOL_NAME, EDIT_TOOL_PARAMETERS, editsFromToolInput, SYSTEM_PROMPT, userPrompt } from './context-edit-prompt';

/**
 * LLM contextual correction through an OpenAI-compatible Chat Completions endpoint with tool calling — a local
 * Ollama (`http://127.0.0.1:11434/v1`), vLLM or llama.cpp server — so the sandbox can use a real LLM offline.
 * The endpoint is operator configuration, not caller input, so it is not behind the SSRF guard.
 */

interface ChatCompletion {
  readonly choices?: readonly { readonly message?: { readonly tool_calls?: readonly { readonly function?: { readonly name?: string; readonly arguments?: string } }[] } }[];
}

export const openAiCompatibleContextualizer = (deps: {
  /** Base URL up to and including the version segment, e.g. http://127.0.0.1:11434/v1. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
  readonly timeoutMs: number;
}): Contextualizer => ({
  propose: async (request) => {
    const failed = (why: string, cause?: unknown) =>
      new StageError('CONTEXTUALIZATION_FAILED', `The contextualization model ${deps.model} ${why}.`, cause ? { cause } : undefined);
    let completion: ChatCompletion;
    try {
      const response = await fetch(`${deps.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(deps.apiKey ? { authorization: `Bearer ${deps.apiKey}` } : {}) },
        body: JSON.stringify({
          model: deps.model,
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: userPrompt(request) },
          ],
          tools: [{ type: 'function', function: { name: EDIT_TOOL_NAME, description: EDIT_TOOL_DESCRIPTION, parameters: EDIT_TOOL_PARAMETERS } }],
          tool_choice: { type: 'function', function: { name: EDIT_TOOL_NAME } },
        }),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (!response.ok) throw failed(`answered HTTP ${response.status}`);
      completion = (await response.json()) as ChatCompletion;
    } catch (error) {
      throw error instanceof StageError ? error : failed('did not answer', error);
    }
    const call = completion.choices?.[0]?.message?.tool_calls?.find((c) => c.function?.name === EDIT_TOOL_NAME);
    let input: unknown;
    try {
      input = JSON.parse(call?.function?.arguments ?? 'null');
    } catch (cause) {
      throw failed('answered with malformed tool arguments', cause);
    }
    const edits = editsFromToolInput(input);
    if (!edits) throw failed(`did not answer with the ${EDIT_TOOL_NAME} tool`);
    return { engine: { name: 'openai-compatible', model: deps.model }, source: 'llm', edits };
  },
});
