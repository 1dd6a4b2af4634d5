import { readFile } from 'node:fs/promises';
import type { ConverseCommand, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { bedrockEvaluator } from '../../src/adapters/llm/bedrock-evaluator';
import { isVerified } from '../../src/audits/evidence';
import { isAuditError, scoreConversation } from '../../src/audits/score-conversation';
import { refundCall, scoringRubric } from './fixtures';

const rubric = scoringRubric;
const conversation = refundCall;

const recorded = async (name: string): Promise<ConverseCommandOutput> =>
  JSON.parse(await readFile(new URL(`../events/bedrock/${name}.json`, import.meta.url), 'utf8'));

/** A Converse client answering with recorded responses in turn, keeping the commands it was sent. */
const replaying = async (...names: string[]) => {
  const responses = await Promise.all(names.map(recorded));
  const commands: ConverseCommand[] = [];
  const client = {
    send: async (command: ConverseCommand) => {
      commands.push(command);
      const response = responses[commands.length - 1];
      if (!response) throw new Error('no more recorded responses');
      return response;
    },
  };
  return { evaluator: bedrockEvaluator(client, 'anthropic.claude-test'), commands };
};

describe('Bedrock Converse evaluator', () => {
  it('asks for all criteria in one forced tool call, the rubric in the system prompt', async () => {
    const { evaluator, commands } = await replaying('converse-assessment');
    const line = await scoreConversation(evaluator, rubric, conversation);
    expect(commands).toHaveLength(1);
    const input = commands[0]!.input;
    expect(input.modelId).toBe('anthropic.claude-test');
    // A model without prompt caching (or a prefix under its minimum) gets no cache point.
    expect(input.system?.some((block) => block.cachePoint)).toBe(false);
    expect(input.system?.map((block) => block.text ?? '').join('\n')).toContain('"prompt": "How completely was the refund request resolved?"');
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_assessment' } });
    expect(JSON.stringify(input.messages)).toContain('[2] agent: I have issued the refund');
    if (isAuditError(line)) throw new Error(JSON.stringify(line));
    expect(line.evaluator).toBe('bedrock:anthropic.claude-test');
    expect(line.criterion_scores.map((s) => s.score)).toEqual([2, 9]);
  });

  it('repairs a quote whose case, spacing and quotation marks changed, and its turn index', async () => {
    const { evaluator, commands } = await replaying('converse-assessment-whitespace-changed');
    const line = await scoreConversation(evaluator, rubric, conversation);
    expect(commands).toHaveLength(1);
    if (isAuditError(line)) throw new Error(JSON.stringify(line));
    const evidence = line.criterion_scores[0]!.evidence[0]!;
    expect(evidence).toMatchObject({ turn_index_start: 0, turn_index_end: 0, excerpt: 'this is Dana from Acme' });
    expect(isVerified(conversation.transcript, evidence)).toBe(true);
  });

  it('retries once with the failures named when a quote is paraphrased', async () => {
    const { evaluator, commands } = await replaying('converse-assessment-paraphrased-evidence', 'converse-assessment');
    const line = await scoreConversation(evaluator, rubric, conversation);
    expect(commands).toHaveLength(2);
    expect(JSON.stringify(commands[1]!.input.messages)).toContain('was rejected');
    expect(JSON.stringify(commands[1]!.input.messages)).toContain('The agent said the refund was issued');
    expect(isAuditError(line)).toBe(false);
  });

  it.each([
    ['prose instead of a tool call', 'converse-prose-instead-of-tool'],
    ['tool input that is not an assessment', 'converse-malformed-tool-input'],
    ['a score sent as a string', 'converse-score-as-string'],
    ['an answer cut off at max_tokens', 'converse-max-tokens'],
  ])('turns %s, twice, into an error line', async (_, name) => {
    const { evaluator, commands } = await replaying(name, name);
    const line = await scoreConversation(evaluator, rubric, conversation);
    expect(commands).toHaveLength(2);
    expect(line).toEqual({ conversation_id: 'c-1', error: { code: 'evaluator_output_invalid', message: expect.stringContaining('after one retry') } });
  });
});
