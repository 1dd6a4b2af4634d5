import { randomUUID } from 'node:crypto';
import type { ContentBlock, Message, SystemContentBlock, Tool, ToolChoice } from '@aws-sdk/client-bedrock-runtime';
import { ConverseRequestError, type ConverseRequest, type EngineAnswer, type Usage } from './converse';

/**
 * Claude's native request (an InvokeModel body, as a batch inference record of the InvokeModel type carries it)
 * read as Bedrock reads it, so that the same validation and the same offline engines answer it as answer a
 * Converse call; and the engine's answer written back in the native response shape.
 */

/** The one `anthropic_version` Claude's Messages API takes on Bedrock. */
const ANTHROPIC_BEDROCK_VERSION = 'bedrock-2023-05-31';

/** The content blocks of Claude's native response that the emulation writes (text, and a tool call). */
type AnthropicResponseBlock =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'tool_use'; readonly id: string; readonly name: string; readonly input: unknown };

/** Claude's native response body, as Bedrock returns it (InvokeModel, and a batch inference output line's modelOutput). */
interface AnthropicMessagesResponse {
  readonly id: string;
  readonly type: 'message';
  readonly role: 'assistant';
  readonly model: string;
  readonly content: readonly AnthropicResponseBlock[];
  readonly stop_reason: 'end_turn' | 'max_tokens' | 'stop_sequence' | 'tool_use';
  readonly usage: { readonly input_tokens: number; readonly output_tokens: number };
}

const malformed = (detail: string) =>
  new ConverseRequestError('ValidationException', `Malformed input request: ${detail}, please reformat your input and try again.`);

/** The keys Claude's Messages request takes on Bedrock; any other is refused, as Bedrock's schema check refuses it. */
const REQUEST_KEYS = new Set([
  'anthropic_version',
  'anthropic_beta',
  'max_tokens',
  'system',
  'messages',
  'tools',
  'tool_choice',
  'temperature',
  'top_p',
  'top_k',
  'stop_sequences',
  'metadata',
  'thinking',
]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text blocks (or a plain string) as Converse blocks; any other block type is passed as it came. */
const contentOf = (content: unknown, where: string): ContentBlock[] => {
  if (typeof content === 'string') return [{ text: content }];
  if (!Array.isArray(content)) throw malformed(`#/${where}: expected type: JSONArray, found: ${typeof content}`);
  return content.map((block, i) => {
    if (!isObject(block) || typeof block.type !== 'string') throw malformed(`#/${where}/${i}: required key [type] not found`);
    if (block.type === 'text') {
      if (typeof block.text !== 'string') throw malformed(`#/${where}/${i}: required key [text] not found`);
      return { text: block.text };
    }
    return block as unknown as ContentBlock;
  });
};

const toolChoiceOf = (choice: unknown): ToolChoice | undefined => {
  if (choice === undefined) return undefined;
  if (!isObject(choice)) throw malformed('#/tool_choice: expected type: JSONObject');
  if (choice.type === 'tool' && typeof choice.name === 'string') return { tool: { name: choice.name } };
  if (choice.type === 'any') return { any: {} };
  if (choice.type === 'auto') return { auto: {} };
  throw malformed(`#/tool_choice/type: ${String(choice.type)} is not a valid enum value`);
};

/** A native Messages request as the Converse request the emulation validates and answers. */
export const converseRequestOfAnthropic = (body: unknown): ConverseRequest => {
  if (!isObject(body)) throw malformed('#: expected type: JSONObject');
  for (const key of Object.keys(body)) if (!REQUEST_KEYS.has(key)) throw malformed(`#: extraneous key [${key}] is not permitted`);
  if (body.anthropic_version === undefined) throw malformed('#: required key [anthropic_version] not found');
  if (body.anthropic_version !== ANTHROPIC_BEDROCK_VERSION)
    throw malformed(`#/anthropic_version: ${String(body.anthropic_version)} is not a valid enum value`);
  if (body.max_tokens === undefined) throw malformed('#: required key [max_tokens] not found');
  if (!Array.isArray(body.messages)) throw malformed('#: required key [messages] not found');
  const messages: Message[] = body.messages.map((message, i) => {
    if (!isObject(message)) throw malformed(`#/messages/${i}: expected type: JSONObject`);
    return { role: message.role as Message['role'], content: contentOf(message.content, `messages/${i}/content`) };
  });
  const tools: Tool[] | undefined = Array.isArray(body.tools)
    ? body.tools.map((tool, i) => {
        if (!isObject(tool) || typeof tool.name !== 'string') throw malformed(`#/tools/${i}: required key [name] not found`);
        if (!isObject(tool.input_schema)) throw malformed(`#/tools/${i}: required key [input_schema] not found`);
        return {
          toolSpec: {
            name: tool.name,
            ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
            inputSchema: { json: tool.input_schema as never },
          },
        };
      })
    : undefined;
  const choice = toolChoiceOf(body.tool_choice);
  const system = body.system === undefined ? undefined : (contentOf(body.system, 'system') as SystemContentBlock[]);
  return {
    messages,
    ...(system ? { system } : {}),
    ...(tools ? { toolConfig: { tools, ...(choice ? { toolChoice: choice } : {}) } } : {}),
    inferenceConfig: {
      maxTokens: body.max_tokens as number,
      ...(typeof body.temperature === 'number' ? { temperature: body.temperature } : {}),
      ...(typeof body.top_p === 'number' ? { topP: body.top_p } : {}),
      ...(Array.isArray(body.stop_sequences) ? { stopSequences: body.stop_sequences as string[] } : {}),
    },
  };
};

/** The engine's answer as Claude's native response. */
export const anthropicResponseOf = (answer: EngineAnswer, usage: Usage, foundationModelId: string): AnthropicMessagesResponse => ({
  id: `msg_bdrk_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
  type: 'message',
  role: 'assistant',
  // Who answered: an offline stand-in or a local model names itself (as in Converse's trace), Claude its model.
  model: answer.answeredBy ?? foundationModelId.replace(/^anthropic\./, ''),
  content: answer.content.flatMap((block): AnthropicResponseBlock[] => {
    if (block.text !== undefined) return [{ type: 'text', text: block.text }];
    if (block.toolUse)
      return [
        {
          type: 'tool_use',
          id: block.toolUse.toolUseId ?? `toolu_bdrk_${randomUUID()}`,
          name: block.toolUse.name ?? '',
          input: block.toolUse.input,
        },
      ];
    return [];
  }),
  stop_reason:
    answer.stopReason === 'tool_use' || answer.stopReason === 'max_tokens' || answer.stopReason === 'stop_sequence'
      ? answer.stopReason
      : 'end_turn',
  usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens },
});
