import type { ContentBlock, Message, ToolChoice } from '@aws-sdk/client-bedrock-runtime';
import { ConverseRequestError, type ConverseEngine, type ConverseRequest, type EngineAnswer, type StopReason } from './converse';

/**
 * A real model behind the sandbox's Converse emulation: any OpenAI-compatible Chat Completions endpoint with
 * tool calling — a local Ollama (`http://127.0.0.1:11434/v1`), vLLM or llama.cpp server. Converse requests
 * are translated to `/chat/completions` (system, messages, tools, tool choice, inference settings) and the
 * answers back (tool calls, finish reason, token usage), so the production adapters get real judgements
 * offline. The endpoint is operator configuration, not caller input.
 */

export interface OpenAiCompatibleSettings {
  /** Base URL up to and including the version segment, e.g. http://127.0.0.1:11434/v1. */
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
  /** @default 240000 */
  readonly timeoutMs?: number;
}

interface ChatToolCall {
  readonly id?: string;
  readonly function?: { readonly name?: string; readonly arguments?: string };
}

interface ChatCompletion {
  readonly choices?: readonly {
    readonly finish_reason?: string;
    readonly message?: { readonly content?: string | null; readonly tool_calls?: readonly ChatToolCall[] };
  }[];
  readonly usage?: { readonly prompt_tokens?: number; readonly completion_tokens?: number };
  /** The model that answered, as the endpoint names it. */
  readonly model?: string;
}

const textOf = (blocks: readonly ContentBlock[]): string =>
  blocks.flatMap((block) => (block.text !== undefined ? [block.text] : [])).join('\n');

/** Converse messages as chat messages: tool uses become tool_calls, tool results become `tool` messages. */
const chatMessages = (messages: readonly Message[]): unknown[] =>
  messages.flatMap((message) => {
    const content = message.content ?? [];
    if (message.role === 'assistant') {
      const calls = content.flatMap((block) =>
        block.toolUse
          ? [
              {
                id: block.toolUse.toolUseId,
                type: 'function',
                function: { name: block.toolUse.name, arguments: JSON.stringify(block.toolUse.input ?? {}) },
              },
            ]
          : [],
      );
      return [{ role: 'assistant', content: textOf(content) || null, ...(calls.length ? { tool_calls: calls } : {}) }];
    }
    const results = content.flatMap((block) =>
      block.toolResult
        ? [
            {
              role: 'tool',
              tool_call_id: block.toolResult.toolUseId,
              content: (block.toolResult.content ?? []).map((c) => c.text ?? JSON.stringify(c.json ?? null)).join('\n'),
            },
          ]
        : [],
    );
    const text = textOf(content);
    return [...results, ...(text ? [{ role: 'user', content: text }] : [])];
  });

const toolChoiceOf = (choice: ToolChoice | undefined): unknown => {
  if (choice?.tool) return { type: 'function', function: { name: choice.tool.name } };
  if (choice?.any) return 'required';
  return choice?.auto ? 'auto' : undefined;
};

/** The Chat Completions request for a Converse request. */
export const chatCompletionRequest = (model: string, request: ConverseRequest, maxTokens: number): Record<string, unknown> => {
  const system = textOf((request.system ?? []) as ContentBlock[]);
  const tools = (request.toolConfig?.tools ?? []).flatMap((tool) =>
    tool.toolSpec
      ? [
          {
            type: 'function',
            function: {
              name: tool.toolSpec.name,
              ...(tool.toolSpec.description ? { description: tool.toolSpec.description } : {}),
              parameters: tool.toolSpec.inputSchema?.json,
            },
          },
        ]
      : [],
  );
  const config = request.inferenceConfig ?? {};
  const toolChoice = toolChoiceOf(request.toolConfig?.toolChoice);
  return {
    model,
    messages: [...(system ? [{ role: 'system', content: system }] : []), ...chatMessages(request.messages)],
    max_tokens: maxTokens,
    ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
    ...(config.topP !== undefined ? { top_p: config.topP } : {}),
    ...(config.stopSequences?.length ? { stop: config.stopSequences } : {}),
    ...(tools.length ? { tools } : {}),
    ...(toolChoice !== undefined ? { tool_choice: toolChoice } : {}),
  };
};

/** The Converse answer for a chat completion. A tool call whose arguments are not JSON stays text, as Converse has no such tool use. */
export const converseAnswer = (completion: ChatCompletion): EngineAnswer => {
  const choice = completion.choices?.[0];
  const content: ContentBlock[] = [];
  if (choice?.message?.content) content.push({ text: choice.message.content });
  let calledTool = false;
  for (const call of choice?.message?.tool_calls ?? []) {
    try {
      const input = JSON.parse(call.function?.arguments || '{}') as never;
      content.push({ toolUse: { toolUseId: call.id ?? `tooluse_${content.length}`, name: call.function?.name ?? '', input } });
      calledTool = true;
    } catch {
      content.push({ text: call.function?.arguments ?? '' });
    }
  }
  const stopReason: StopReason = choice?.finish_reason === 'length' ? 'max_tokens' : calledTool ? 'tool_use' : 'end_turn';
  const usage = completion.usage;
  return {
    content: content.length ? content : [{ text: '' }],
    stopReason,
    ...(completion.model ? { answeredBy: `sandbox.openai-compatible/${completion.model}` } : {}),
    ...(usage?.prompt_tokens !== undefined && usage.completion_tokens !== undefined
      ? { usage: { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } }
      : {}),
  };
};

export const openAiCompatibleEngine = (settings: OpenAiCompatibleSettings): ConverseEngine => ({
  answer: async (request, maxTokens) => {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
        body: JSON.stringify(chatCompletionRequest(settings.model, request, maxTokens)),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 240_000),
      });
    } catch (cause) {
      const timedOut = (cause as Error).name === 'TimeoutError';
      throw new ConverseRequestError(
        timedOut ? 'ModelTimeoutException' : 'ServiceUnavailableException',
        timedOut ? `The model ${settings.model} did not answer in time.` : `The model endpoint ${settings.baseUrl} could not be reached.`,
        { cause },
      );
    }
    if (!response.ok) {
      const detail = (await response.text()).slice(0, 500);
      throw new ConverseRequestError(
        response.status === 429 ? 'ThrottlingException' : response.status >= 500 ? 'ServiceUnavailableException' : 'ModelErrorException',
        `The model ${settings.model} answered HTTP ${response.status}: ${detail}`,
      );
    }
    const completion = (await response.json()) as ChatCompletion;
    return converseAnswer({ ...completion, model: completion.model ?? settings.model });
  },
});
