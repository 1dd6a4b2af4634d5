import { randomUUID } from 'node:crypto';
import type { ContentBlock, Tool } from '@aws-sdk/client-bedrock-runtime';
import type { ConverseEngine, ConverseRequest, EngineAnswer } from './converse';
import { lexicalAssessment, type LexicalCriterion } from './lexical-evaluator';
import { contextTermEdits } from './offline-contextualizer';

/**
 * The sandbox's default "model": deterministic stand-ins that answer the two questions the application asks,
 * reading the request as a model would — the tool it must call (recognised by its input schema), the rubric
 * and the transcript in the prompt's text — and answering through that tool:
 * - an assessment tool (input schema with `criteria`): the lexical evaluator, whose reasoning says it is
 *   lexical overlap, not a judgement;
 * - an edit tool (input schema with `edits`): the context term matcher, not an LLM.
 * Anything else gets a short text answer saying what this stand-in can do.
 */

const allText = (request: ConverseRequest): string[] => [
  ...(request.system ?? []).flatMap((block) => (block.text !== undefined ? [block.text] : [])),
  ...request.messages.flatMap((message) => (message.content ?? []).flatMap((block) => (block.text !== undefined ? [block.text] : []))),
];

/** A text block that starts with `heading`, without the heading. */
const section = (request: ConverseRequest, heading: string): string | undefined =>
  allText(request)
    .find((text) => text.startsWith(heading))
    ?.slice(heading.length);

/** `[i] role: text` lines (a turn's text may continue on the following lines). */
const numberedLines = (text: string, withRole: boolean): { index: number; role?: string; text: string }[] => {
  const turns: { index: number; role?: string; text: string }[] = [];
  for (const line of text.split('\n')) {
    const match = /^\[(\d+)\] (.*)$/s.exec(line);
    if (match) {
      const rest = match[2] as string;
      const separator = withRole ? rest.indexOf(': ') : -1;
      turns.push(
        withRole && separator >= 0
          ? { index: Number(match[1]), role: rest.slice(0, separator), text: rest.slice(separator + 2) }
          : { index: Number(match[1]), text: rest },
      );
    } else if (turns.length > 0) {
      turns[turns.length - 1] = { ...turns.at(-1)!, text: `${turns.at(-1)!.text}\n${line}` };
    }
  }
  return turns;
};

const schemaProperties = (tool: Tool): Record<string, unknown> =>
  (tool.toolSpec?.inputSchema?.json as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};

/** The maxLength the assessment tool's schema sets on an evidence's reasoning, if any. */
const reasoningLimit = (tool: Tool): number | undefined => {
  const criteria = schemaProperties(tool).criteria as {
    items?: { properties?: { evidence?: { items?: { properties?: { reasoning?: { maxLength?: unknown } } } } } };
  };
  const limit = criteria.items?.properties?.evidence?.items?.properties?.reasoning?.maxLength;
  return typeof limit === 'number' ? limit : undefined;
};

const assessment = (request: ConverseRequest, tool: Tool, options: OfflineEngineOptions): unknown => {
  const rubric = section(request, 'Rubric:\n');
  const transcript = section(request, 'Transcript:\n');
  if (rubric === undefined || transcript === undefined) return { criteria: [] };
  const turns: { role?: string; text: string }[] = [];
  for (const turn of numberedLines(transcript, true)) turns[turn.index] = turn;
  return lexicalAssessment(
    JSON.parse(rubric) as LexicalCriterion[],
    Array.from(turns, (turn) => turn ?? { text: '' }),
    { ...options, reasoningLimit: reasoningLimit(tool) },
  );
};

const edits = (request: ConverseRequest): unknown => {
  const between = (tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n?</${tag}>`).exec(allText(request).join('\n'))?.[1];
  return contextTermEdits({
    context: between('context') ?? '',
    keyterms: (between('key_terms') ?? '').split('\n').filter(Boolean),
    turns: numberedLines(between('transcript') ?? '', false),
  });
};

/**
 * The model ids the stand-ins answer as (Converse responses name them as the invoked model), so that a result says
 * it came from the sandbox's lexical evaluator or term matcher, never from the model the caller asked for.
 */
export const OFFLINE_MODEL_IDS = {
  assessment: 'sandbox.lexical-overlap',
  edits: 'sandbox.term-matcher',
  other: 'sandbox.offline-stand-in',
} as const;

export interface OfflineEngineOptions {
  /** Pads each criterion of an assessment to about this many output tokens, a model's length (lexicalAssessment). @default no padding */
  readonly tokensPerCriterion?: number;
}

interface Task {
  readonly answer: (request: ConverseRequest, tool: Tool) => unknown;
  readonly answeredBy: string;
}

/** The known task a tool stands for, by the shape of its input. */
const taskOf = (tool: Tool, options: OfflineEngineOptions): Task | undefined => {
  const properties = schemaProperties(tool);
  if ('criteria' in properties)
    return { answer: (request, known) => assessment(request, known, options), answeredBy: OFFLINE_MODEL_IDS.assessment };
  if ('edits' in properties) return { answer: edits, answeredBy: OFFLINE_MODEL_IDS.edits };
  return undefined;
};

const toolUse = (tool: Tool, input: unknown): ContentBlock => ({
  toolUse: { toolUseId: `tooluse_${randomUUID().replaceAll('-', '').slice(0, 22)}`, name: tool.toolSpec!.name!, input: input as never },
});

export const offlineEngine = (options: OfflineEngineOptions = {}): ConverseEngine => ({
  answer: async (request): Promise<EngineAnswer> => {
    const tools = (request.toolConfig?.tools ?? []).filter((tool) => tool.toolSpec);
    const choice = request.toolConfig?.toolChoice;
    const candidates = choice?.tool ? tools.filter((tool) => tool.toolSpec!.name === choice.tool!.name) : tools;
    const known = candidates.find((tool) => taskOf(tool, options));
    if (known) {
      const task = taskOf(known, options)!;
      return { content: [toolUse(known, task.answer(request, known))], stopReason: 'tool_use', answeredBy: task.answeredBy };
    }
    // Made to call a tool it has no stand-in for: it calls it with nothing, as a model might.
    if (choice?.tool || choice?.any)
      return { content: [toolUse(candidates[0]!, {})], stopReason: 'tool_use', answeredBy: OFFLINE_MODEL_IDS.other };
    return {
      content: [
        {
          text: 'The sandbox answers only audit assessments and transcript edits offline; set SANDBOX_BEDROCK_OPENAI_URL to use a real model.',
        },
      ],
      stopReason: 'end_turn',
      answeredBy: OFFLINE_MODEL_IDS.other,
    };
  },
});
