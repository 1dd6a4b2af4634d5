import type { ContentBlock, ConverseCommandInput, SystemContentBlock, Tool } from '@aws-sdk/client-bedrock-runtime';
import { foundationModelOf } from './prompt-caching';

/**
 * Anthropic Claude's native request and response on Amazon Bedrock (the InvokeModel body, "Anthropic Claude
 * Messages API" in Bedrock's model parameters), which a batch inference job's records must use for tool use: the
 * job refuses Converse-format records that carry toolConfig. A request is built from the Converse request the
 * on-demand path sends, so both carry the same prompt, tool and budget.
 */

export const ANTHROPIC_BEDROCK_VERSION = 'bedrock-2023-05-31';

export interface AnthropicTextBlock {
  readonly type: 'text';
  readonly text: string;
}

export interface AnthropicToolUseBlock {
  readonly type: 'tool_use';
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

export interface AnthropicMessagesRequest {
  readonly anthropic_version: typeof ANTHROPIC_BEDROCK_VERSION;
  readonly max_tokens: number;
  readonly system?: readonly AnthropicTextBlock[];
  readonly messages: readonly { readonly role: 'user' | 'assistant'; readonly content: readonly AnthropicTextBlock[] }[];
  readonly tools?: readonly { readonly name: string; readonly description?: string; readonly input_schema: unknown }[];
  readonly tool_choice?: { readonly type: 'auto' | 'any' } | { readonly type: 'tool'; readonly name: string };
  readonly temperature?: number;
  readonly top_p?: number;
  readonly stop_sequences?: readonly string[];
}

export interface AnthropicMessagesResponse {
  readonly id?: string;
  readonly type?: 'message';
  readonly role?: 'assistant';
  /** The model that answered, e.g. claude-sonnet-4-5-20250929. */
  readonly model?: string;
  readonly content: readonly (AnthropicTextBlock | AnthropicToolUseBlock)[];
  readonly stop_reason: 'end_turn' | 'max_tokens' | 'stop_sequence' | 'tool_use' | null;
  readonly usage?: { readonly input_tokens: number; readonly output_tokens: number };
}

/** Whether a model (or inference profile) id takes this request format: Anthropic's Claude models. */
export const takesAnthropicMessages = (modelId: string): boolean => foundationModelOf(modelId).startsWith('anthropic.');

const text = (blocks: readonly (ContentBlock | SystemContentBlock)[]): AnthropicTextBlock[] =>
  // Cache points are left out: a batch inference job's records are not cached.
  blocks.flatMap((block) => (typeof block.text === 'string' ? [{ type: 'text' as const, text: block.text }] : []));

const toolChoice = (choice: NonNullable<ConverseCommandInput['toolConfig']>['toolChoice']): AnthropicMessagesRequest['tool_choice'] => {
  if (choice?.tool?.name) return { type: 'tool', name: choice.tool.name };
  return choice?.any ? { type: 'any' } : { type: 'auto' };
};

/** The native request of a Converse request with text content (system, messages) and tools. */
export const anthropicRequestOf = (request: Omit<ConverseCommandInput, 'modelId'>): AnthropicMessagesRequest => {
  const tools = (request.toolConfig?.tools ?? []).flatMap((tool: Tool) =>
    tool.toolSpec?.name
      ? [
          {
            name: tool.toolSpec.name,
            ...(tool.toolSpec.description ? { description: tool.toolSpec.description } : {}),
            input_schema: tool.toolSpec.inputSchema?.json,
          },
        ]
      : [],
  );
  const config = request.inferenceConfig ?? {};
  if (config.maxTokens === undefined) throw new Error('A native Anthropic request needs maxTokens (max_tokens is required).');
  return {
    anthropic_version: ANTHROPIC_BEDROCK_VERSION,
    max_tokens: config.maxTokens,
    ...(request.system ? { system: text(request.system) } : {}),
    messages: (request.messages ?? []).map((message) => ({
      role: message.role === 'assistant' ? 'assistant' : 'user',
      content: text(message.content ?? []),
    })),
    ...(tools.length > 0 ? { tools, tool_choice: toolChoice(request.toolConfig?.toolChoice) } : {}),
    ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
    ...(config.topP !== undefined ? { top_p: config.topP } : {}),
    ...(config.stopSequences ? { stop_sequences: config.stopSequences } : {}),
  };
};

/** The input of the answer's call of tool `name`, if it made one. */
export const toolInputOf = (response: AnthropicMessagesResponse, name: string): unknown =>
  response.content.find((block): block is AnthropicToolUseBlock => block.type === 'tool_use' && block.name === name)?.input;
