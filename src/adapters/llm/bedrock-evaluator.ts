import type { ContentBlock, ConverseCommandInput, ConverseCommandOutput, SystemContentBlock, Tool } from '@aws-sdk/client-bedrock-runtime';
import { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { REASONING_MAX_LENGTH } from '../../audits/model';
import { TRUNCATED_ANSWER, type EvaluationRequest, type Evaluator, type EvaluatorAnswer } from '../../audits/score-conversation';
import type { Rubric } from '../../rubrics/rubric';
import { fromWire } from '../wire-case';
import { anthropicRequestOf, toolInputOf, type AnthropicMessagesRequest, type AnthropicMessagesResponse } from './anthropic-messages';
import { answeringModel, nativeAnsweringModel } from './answering-model';
import { cachePointIfWorthwhile } from './prompt-caching';

/**
 * The production evaluator: Amazon Bedrock Converse. Structured output through a forced tool call (the tool's
 * input schema is the assessment shape); the tool, the instructions and the rubric form a prefix that is
 * identical for every conversation of a batch. It ends with a cache point when it is long enough for the
 * model to cache it (prompt-caching.ts), so it is then billed at the cached rate after the first call. One
 * call scores all criteria; the answer is returned unchecked (the domain verifies it).
 */

const TOOL_NAME = 'record_assessment';

/** The part of BedrockRuntimeClient used here; tests pass a fake that returns recorded responses. */
export interface ConverseClient {
  send(command: ConverseCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseCommandOutput>;
}

const INSTRUCTIONS = `You audit customer-service conversations against a rubric, as a careful human QA auditor would.
Each turn of the transcript is numbered and names its speaker's role (agent, customer, bot, ivr, ...).
For EVERY criterion of the rubric, call ${TOOL_NAME} once with one entry per criterion, working criterion by
criterion and keeping each criterion's judgement separate from the others:
- criterion_id: the criterion's id.
- evidence first: one or more spans the rating rests on. turn_index_start and turn_index_end are the numbers in
  brackets before the turns; excerpt is copied character for character from ONE of those turns (no paraphrase,
  no ellipsis, no added quotation marks); reasoning explains, in at most ${REASONING_MAX_LENGTH} characters, what the
  span shows for this criterion. When a criterion names a speaker, quote only that speaker's turns: it judges
  their behaviour, not what others said.
- then the verdict: for an ordinal scale, label: exactly one of its labels; for a continuous scale, score: a number
  within its range. Where the scale has anchors, pick the label or range whose anchor the evidence matches.
- not_applicable: true only for a criterion with allow_not_applicable, when the conversation gives it nothing to
  judge (see not_applicable_when); give the evidence that shows why, and no label or score.
Critical criteria fail the whole conversation at or below their threshold: rate them as strictly as the evidence
allows, neither more nor less. Judge only what the transcript shows.`;

const rubricText = (rubric: Rubric): string =>
  'Rubric:\n' +
  JSON.stringify(
    rubric.criteria.map((c) => ({
      id: c.id,
      name: c.name,
      prompt: c.prompt,
      scale: c.scale,
      ...(c.speaker && c.speaker !== 'any' ? { speaker: c.speaker } : {}),
      ...(c.allowNotApplicable ? { allow_not_applicable: true, not_applicable_when: c.notApplicableWhen } : {}),
      ...(c.critical ? { critical: { fail_at_or_below: c.critical.failAtOrBelow } } : {}),
    })),
    null,
    1,
  );

const assessmentTool = (rubric: Rubric): Tool => ({
  toolSpec: {
    name: TOOL_NAME,
    description: 'Records the rating and the evidence of every rubric criterion for this conversation.',
    inputSchema: {
      json: {
        type: 'object',
        required: ['criteria'],
        properties: {
          criteria: {
            type: 'array',
            items: {
              type: 'object',
              required: ['criterion_id', 'evidence'],
              properties: {
                criterion_id: { type: 'string', enum: rubric.criteria.map((c) => c.id) },
                evidence: {
                  type: 'array',
                  minItems: 1,
                  items: {
                    type: 'object',
                    required: ['turn_index_start', 'turn_index_end', 'excerpt', 'reasoning'],
                    properties: {
                      turn_index_start: { type: 'integer', minimum: 0 },
                      turn_index_end: { type: 'integer', minimum: 0 },
                      excerpt: { type: 'string' },
                      reasoning: { type: 'string', maxLength: REASONING_MAX_LENGTH },
                    },
                  },
                },
                // After the evidence: the verdict is written once the spans it rests on are.
                label: { type: 'string', description: 'Ordinal criteria: one of the labels.' },
                score: { type: 'number', description: 'Continuous criteria: a value within the range.' },
                not_applicable: {
                  type: 'boolean',
                  description: 'Only for criteria with allow_not_applicable: the conversation gives nothing to judge.',
                },
              },
            },
          },
        },
      },
    },
  },
});

const transcriptText = ({ conversation }: EvaluationRequest): string =>
  conversation.transcript.map((turn, i) => `[${i}] ${turn.role}: ${turn.text}`).join('\n');

const userMessage = (request: EvaluationRequest): ContentBlock[] => {
  const blocks: ContentBlock[] = [{ text: `Transcript:\n${transcriptText(request)}` }];
  if (request.feedback.length > 0) {
    blocks.push({
      text: `Your previous assessment of this transcript was rejected:\n- ${request.feedback.join('\n- ')}\nAssess again, quoting the transcript exactly.`,
    });
  }
  return blocks;
};

/**
 * The answer's output budget (maxTokens), sized from the rubric: a model's assessment runs to about 140 tokens
 * a criterion (evidence spans with their reasoning, then the verdict: 600–800 for five), so each criterion gets
 * `perCriterion`, well above that, plus `base` for the tool call's frame. A retry (its answer was cut off, or
 * rejected) gets twice as much. `cap` is the longest answer SCORING_MODEL_CALLS' call budget covers (4,096 tokens
 * at a slow 40 a second). The budget matters beyond truncation: Bedrock reserves maxTokens of the
 * tokens-per-minute quota when it admits the call, so a flat 4,096 reserves twice what a five-criterion answer needs.
 */
export const OUTPUT_TOKEN_BUDGET = { base: 512, perCriterion: 320, cap: 4_096 } as const;

export const answerTokenBudget = (criteria: number, retry: boolean): number =>
  Math.min(OUTPUT_TOKEN_BUDGET.cap, (OUTPUT_TOKEN_BUDGET.base + OUTPUT_TOKEN_BUDGET.perCriterion * criteria) * (retry ? 2 : 1));

export const converseRequest = (modelId: string, request: EvaluationRequest): ConverseCommandInput => {
  const tools = [assessmentTool(request.rubric)];
  const prefix: SystemContentBlock[] = [{ text: INSTRUCTIONS }, { text: rubricText(request.rubric) }];
  return {
    modelId,
    system: [...prefix, ...cachePointIfWorthwhile(modelId, tools, prefix)],
    toolConfig: { tools, toolChoice: { tool: { name: TOOL_NAME } } },
    messages: [{ role: 'user', content: userMessage(request) }],
    inferenceConfig: { maxTokens: answerTokenBudget(request.rubric.criteria.length, request.feedback.length > 0), temperature: 0 },
  };
};

/**
 * The evaluator's answer, from a Converse answer or a native one (the two name their stop reasons alike). A
 * truncated answer (max_tokens) or a reply in prose has no usable tool input: the domain names the problem and
 * retries (a truncated one with a larger budget). The tool speaks the contract's snake_case (as the prompt
 * does); the domain reads camelCase.
 */
const answerOf = (stopReason: string | null | undefined, toolInput: unknown, answeredBy: string): EvaluatorAnswer => {
  if (stopReason === 'max_tokens') return { output: TRUNCATED_ANSWER, answeredBy };
  if (stopReason !== 'tool_use') return { output: undefined, answeredBy };
  return { output: fromWire(toolInput), answeredBy };
};

/**
 * `callTimeoutMs` cuts a call off as a whole, its SDK retries included, so that the two sequential calls of
 * one conversation fit the function's timeout (lib/definitions/audits.ts SCORING_MODEL_CALLS).
 */
export const bedrockEvaluator = (client: ConverseClient, modelId: string, options: { callTimeoutMs?: number } = {}): Evaluator => ({
  async evaluate(request) {
    const command = new ConverseCommand(converseRequest(modelId, request));
    const response = await client.send(command, options.callTimeoutMs ? { abortSignal: AbortSignal.timeout(options.callTimeoutMs) } : {});
    const toolUse = response.output?.message?.content?.find((block) => block.toolUse?.name === TOOL_NAME)?.toolUse;
    return answerOf(response.stopReason, toolUse?.input, `bedrock:${answeringModel(response, modelId)}`);
  },
});

/**
 * The economy mode's record of one scoring request: the same request as an on-demand call, in Claude's native
 * format (a batch inference job takes tool use only so), without the cache point (its records are not cached).
 */
export const batchInferenceRequest = (modelId: string, request: EvaluationRequest): AnthropicMessagesRequest => {
  const { modelId: _model, ...converse } = converseRequest(modelId, request);
  return anthropicRequestOf(converse);
};

/** The evaluator's answer in a batch inference job's native answer to one record, asked of `modelId`. */
export const batchInferenceAnswer = (response: AnthropicMessagesResponse, modelId: string): EvaluatorAnswer =>
  answerOf(response.stop_reason, toolInputOf(response, TOOL_NAME), `bedrock:${nativeAnsweringModel(response, modelId)}`);
