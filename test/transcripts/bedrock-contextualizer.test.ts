import { type ConverseCommand, ThrottlingException, type BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { bedrockContextualizer } from '../../src/adapters/llm/bedrock-contextualizer';

/** Bedrock is production-only: the SDK client is stubbed with recorded-shape Converse responses. */

const MODELS = { fast: 'model-fast', medium: 'model-medium', high: 'model-high' };

const stub = (answer: () => unknown) => {
  const sent: ConverseCommand[] = [];
  const client = {
    send: async (command: ConverseCommand) => {
      sent.push(command);
      return answer();
    },
  } as unknown as BedrockRuntimeClient;
  return { client, sent };
};

const toolAnswer = (input: unknown) => ({
  output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't1', name: 'propose_edits', input } }] } },
  stopReason: 'tool_use',
});

const request = {
  turns: [{ index: 0, text: 'my zixel router' }],
  context: 'Zyxel support line',
  keyterms: ['Zyxel'],
  tier: 'high' as const,
};

describe('bedrockContextualizer', () => {
  it('forces the edit tool, uses the model of the requested tier and returns the proposed edits', async () => {
    const { client, sent } = stub(() =>
      toolAnswer({
        edits: [
          { turn: 0, before: 'zixel', after: 'Zyxel', reason: 'brand' },
          { turn: 'x', before: 1 },
        ],
      }),
    );
    const proposal = await bedrockContextualizer({ client, models: MODELS }).propose(request);
    expect(proposal).toEqual({
      engine: { name: 'amazon-bedrock', model: 'model-high' },
      source: 'llm',
      edits: [{ turnIndex: 0, before: 'zixel', after: 'Zyxel', reason: 'brand' }],
    });
    const input = sent[0]!.input;
    expect(input.modelId).toBe('model-high');
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: 'propose_edits' } });
    expect(input.inferenceConfig?.temperature).toBe(0);
    const prompt = input.messages?.[0]?.content?.[0]?.text ?? '';
    expect(prompt).toContain('Zyxel support line');
    expect(prompt).toContain('[0] my zixel router');
  });

  it('fails retryably when Bedrock does not answer', async () => {
    const { client } = stub(() => {
      throw new ThrottlingException({ message: 'slow down', $metadata: {} });
    });
    await expect(bedrockContextualizer({ client, models: MODELS }).propose(request)).rejects.toMatchObject({
      code: 'CONTEXTUALIZATION_FAILED',
      retryable: true,
    });
  });

  it('fails when the model answers in prose instead of the tool', async () => {
    const { client } = stub(() => ({ output: { message: { role: 'assistant', content: [{ text: 'Sure! Here are the edits...' }] } } }));
    await expect(bedrockContextualizer({ client, models: MODELS }).propose(request)).rejects.toMatchObject({
      code: 'CONTEXTUALIZATION_FAILED',
    });
  });
});
