import { createHash } from 'node:crypto';
import type { ContentBlock, Message, SystemContentBlock, Tool, ToolChoice } from '@aws-sdk/client-bedrock-runtime';
import type { EmulatedModel } from './models';

/**
 * The Converse request and answer as they travel on the wire (REST-JSON: the SDK's shapes, documents as
 * plain JSON), Bedrock's validation of a request, and its token accounting: usage figures are estimates
 * (countTokens), cache reads and writes only where the cached prefix reaches the model's minimum.
 */

/**
 * Claude's tokenizer averages about 3.5 characters of English text per token. Counted on UTF-8 bytes, text in
 * other scripts costs more tokens, as it does with the real tokenizer. An estimate: the offline engines have no
 * tokenizer.
 */
const BYTES_PER_TOKEN = 3.5;

export const countTokens = (text: string): number => Math.ceil(Buffer.byteLength(text, 'utf8') / BYTES_PER_TOKEN);

export interface ConverseRequest {
  readonly messages: readonly Message[];
  readonly system?: readonly SystemContentBlock[];
  readonly toolConfig?: { readonly tools?: readonly Tool[]; readonly toolChoice?: ToolChoice };
  readonly inferenceConfig?: {
    readonly maxTokens?: number;
    readonly temperature?: number;
    readonly topP?: number;
    readonly stopSequences?: readonly string[];
  };
}

/** Converse's stop reasons (the offline engines produce the first three; recorded answers may carry any). */
export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'guardrail_intervened' | 'content_filtered';

/** What an engine answers: the assistant's content, and its own token counts when it has real ones. */
export interface EngineAnswer {
  readonly content: readonly ContentBlock[];
  readonly stopReason: StopReason;
  readonly usage?: { readonly inputTokens: number; readonly outputTokens: number };
  /**
   * The model that produced the answer when it is not the one asked for (an offline stand-in, a local model): the
   * response names it as a prompt router names the model it invoked, so callers never mistake it for the model.
   */
  readonly answeredBy?: string;
}

/** Produces the model's answer to a valid request: the offline stand-ins, or a forwarded OpenAI-compatible endpoint. */
export interface ConverseEngine {
  answer(request: ConverseRequest, maxTokens: number): Promise<EngineAnswer>;
}

export interface Usage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly totalTokens: number;
  readonly cacheReadInputTokens: number;
  readonly cacheWriteInputTokens: number;
}

/** Bedrock's error answers, by wire error type, with their HTTP status. */
export const CONVERSE_ERROR_STATUS = {
  ValidationException: 400,
  AccessDeniedException: 403,
  UnknownOperationException: 404,
  ModelTimeoutException: 408,
  ModelErrorException: 424,
  ThrottlingException: 429,
  ServiceUnavailableException: 503,
} as const;

/** Bedrock's answer to a request it refuses or cannot serve; `name` is the wire error type. */
export class ConverseRequestError extends Error {
  constructor(
    override readonly name: keyof typeof CONVERSE_ERROR_STATUS,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const invalid = (message: string) => new ConverseRequestError('ValidationException', message);

/** Bedrock accepts at most this many cache points in one request. */
const MAX_CACHE_POINTS = 4;

const toolNames = (request: ConverseRequest): string[] =>
  (request.toolConfig?.tools ?? []).flatMap((tool) => (tool.toolSpec?.name ? [tool.toolSpec.name] : []));

/** Checks a request as Bedrock does before it reaches the model; returns the effective maxTokens. */
export const validateConverseRequest = (request: ConverseRequest, model: EmulatedModel): number => {
  const messages = request.messages;
  if (!Array.isArray(messages) || messages.length === 0 || messages[0]?.role !== 'user') {
    throw invalid('A conversation must start with a user message. Try again with a conversation that starts with a user message.');
  }
  messages.forEach((message, i) => {
    if (message.role !== 'user' && message.role !== 'assistant') throw invalid(`messages.${i}.role: must be user or assistant.`);
    if (i > 0 && messages[i - 1]?.role === message.role) {
      throw invalid(
        'A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.',
      );
    }
    if (!Array.isArray(message.content) || message.content.length === 0)
      throw invalid(`messages.${i}.content: must contain at least one content block.`);
  });
  const names = toolNames(request);
  const tools = request.toolConfig?.tools;
  if (request.toolConfig && (!Array.isArray(tools) || tools.length === 0))
    throw invalid('toolConfig.tools: must contain at least one tool.');
  (tools ?? []).forEach((tool, i) => {
    if (tool.cachePoint) return;
    if (!tool.toolSpec?.name || !/^[a-zA-Z0-9_-]{1,64}$/.test(tool.toolSpec.name))
      throw invalid(`toolConfig.tools.${i}.toolSpec.name: must match [a-zA-Z0-9_-]{1,64}.`);
    if (typeof tool.toolSpec.inputSchema?.json !== 'object' || tool.toolSpec.inputSchema.json === null)
      throw invalid(`toolConfig.tools.${i}.toolSpec.inputSchema: a JSON schema is required.`);
  });
  if (new Set(names).size !== names.length) throw invalid('toolConfig.tools: tool names must be unique.');
  const choice = request.toolConfig?.toolChoice;
  if (choice) {
    const kinds = Object.keys(choice).filter((key) => key === 'auto' || key === 'any' || key === 'tool');
    if (kinds.length !== 1) throw invalid('toolConfig.toolChoice: exactly one of auto, any or tool must be set.');
    if (choice.tool && !names.includes(choice.tool.name ?? '')) {
      throw invalid(`toolConfig.toolChoice.tool.name: the tool ${JSON.stringify(choice.tool.name)} is not defined in toolConfig.tools.`);
    }
  }
  const usesTools = messages.some((m) => (m.content ?? []).some((block: ContentBlock) => block.toolUse || block.toolResult));
  if (usesTools && !request.toolConfig)
    throw invalid('The toolConfig field must be defined when using toolUse and toolResult content blocks.');
  const blocks: { cachePoint?: unknown }[] = [...(request.system ?? []), ...(tools ?? []), ...messages.flatMap((m) => m.content ?? [])];
  const cachePoints = blocks.filter((block) => block.cachePoint).length;
  if (cachePoints > MAX_CACHE_POINTS)
    throw invalid(`The number of cache points in the request (${cachePoints}) exceeds the maximum of ${MAX_CACHE_POINTS}.`);
  const config = request.inferenceConfig ?? {};
  if (config.temperature !== undefined && !(config.temperature >= 0 && config.temperature <= 1))
    throw invalid('inferenceConfig.temperature: must be between 0 and 1.');
  if (config.topP !== undefined && !(config.topP >= 0 && config.topP <= 1)) throw invalid('inferenceConfig.topP: must be between 0 and 1.');
  const maxTokens = config.maxTokens ?? model.maxOutputTokens;
  if (!Number.isInteger(maxTokens) || maxTokens < 1) throw invalid('inferenceConfig.maxTokens: must be a positive integer.');
  if (maxTokens > model.maxOutputTokens) {
    throw invalid(
      `The maximum tokens you requested exceeds the model limit of ${model.maxOutputTokens}. Try again with a maximum tokens value that is lower than ${model.maxOutputTokens}.`,
    );
  }
  return maxTokens;
};

/** The text a block contributes to the prompt, for token estimates. */
const blockText = (block: ContentBlock | SystemContentBlock | Tool): string => {
  if ('text' in block && typeof block.text === 'string') return block.text;
  if ('cachePoint' in block && block.cachePoint) return '';
  return JSON.stringify(block);
};

/**
 * The prompt in Bedrock's cache order — tools, system, messages — as text segments, each marking whether a
 * cache point follows it.
 */
const promptSegments = (request: ConverseRequest): { text: string; cachePointAfter: boolean }[] => {
  const blocks = [...(request.toolConfig?.tools ?? []), ...(request.system ?? []), ...request.messages.flatMap((m) => m.content ?? [])];
  const segments: { text: string; cachePointAfter: boolean }[] = [];
  for (const block of blocks) {
    if ('cachePoint' in block && block.cachePoint) {
      if (segments.length > 0) segments[segments.length - 1] = { ...segments.at(-1)!, cachePointAfter: true };
    } else {
      segments.push({ text: blockText(block), cachePointAfter: false });
    }
  }
  return segments;
};

export const estimatePromptTokens = (request: ConverseRequest): number =>
  countTokens(
    promptSegments(request)
      .map((s) => s.text)
      .join(''),
  );

/** The longest cache-pointed prefix of the request: its tokens and a key identifying its content. */
export const cachedPrefix = (request: ConverseRequest): { tokens: number; key: string } | undefined => {
  const segments = promptSegments(request);
  const last = segments.map((s) => s.cachePointAfter).lastIndexOf(true);
  if (last < 0) return undefined;
  const text = segments
    .slice(0, last + 1)
    .map((s) => s.text)
    .join('');
  return { tokens: countTokens(text), key: createHash('sha256').update(text).digest('hex') };
};

/** Estimated tokens of an answer's content. */
export const estimateOutputTokens = (content: readonly ContentBlock[]): number =>
  countTokens(content.map((block) => (block.text !== undefined ? block.text : JSON.stringify(block.toolUse?.input ?? {}))).join(''));

/**
 * An answer longer than maxTokens, cut off as the model would be: the text it had produced so far, and no
 * tool call (an unfinished tool input is not JSON).
 */
export const truncated = (answer: EngineAnswer, maxTokens: number): EngineAnswer => {
  if (answer.usage || estimateOutputTokens(answer.content) <= maxTokens) return answer;
  const produced = answer.content
    .map((block) => (block.text !== undefined ? block.text : JSON.stringify(block.toolUse?.input ?? {})))
    .join('');
  // Characters are at most as many as UTF-8 bytes: what is kept counts at most maxTokens.
  return {
    content: [{ text: produced.slice(0, Math.floor(maxTokens * BYTES_PER_TOKEN)) }],
    stopReason: 'max_tokens',
    ...(answer.answeredBy ? { answeredBy: answer.answeredBy } : {}),
  };
};
