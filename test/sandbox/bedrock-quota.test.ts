import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { stageConfig } from '../../lib/config/stages';
import { inferenceProfileId } from '../../lib/constructs/function-environment';
import { allowAllAccess } from '../../sandbox/aws-access';
import { resolveModel } from '../../sandbox/bedrock/models';
import { LIFTED_QUOTAS, ModelQuotas, quotaTokensAtAdmission, quotaTokensSettled, type QuotaSettings } from '../../sandbox/bedrock/quota';
import { startBedrockRuntime, type BedrockRuntimeEmulator } from '../../sandbox/bedrock/server';
import { SANDBOX_OPERATOR_CREDENTIALS } from '../../sandbox/environment';
import { converseRequest } from '../../src/adapters/llm/bedrock-evaluator';
import { refundCall, scoringRubric } from '../audits/fixtures';

// Bedrock's tokens-per-minute accounting ("How tokens are counted in Amazon Bedrock"): a request reserves its
// whole prompt plus max_tokens when admitted, and consumes input + cache writes + output × the model's burndown
// rate once done (5 for the Claude 4-family models).

describe('the quota arithmetic', () => {
  it('reserves the prompt and max_tokens at admission, and settles to input, cache writes and output times the burndown', () => {
    expect(quotaTokensAtAdmission({ promptTokens: 2_500, maxTokens: 2_112 })).toBe(4_612);
    // Cache reads are reserved (they are part of the prompt) but released when the request settles.
    expect(quotaTokensSettled({ inputTokens: 800, cacheWriteInputTokens: 0, outputTokens: 700 }, 5)).toBe(800 + 3_500);
    expect(quotaTokensSettled({ inputTokens: 800, cacheWriteInputTokens: 1_700, outputTokens: 700 }, 1)).toBe(3_200);
  });

  it('burns output down 5× for the Claude 4-family models and 3.7 Sonnet, 1× for Claude 3.5 Haiku', () => {
    const burndown = (id: string) => resolveModel(id)?.outputBurndown;
    for (const id of [
      'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'eu.anthropic.claude-haiku-4-5-20251001-v1:0',
      'global.anthropic.claude-opus-4-5-20251101-v1:0',
      'anthropic.claude-3-7-sonnet-20250219-v1:0',
    ]) {
      expect([id, burndown(id)]).toEqual([id, 5]);
    }
    expect(burndown('us.anthropic.claude-3-5-haiku-20241022-v1:0')).toBe(1);
  });

  it('counts what a settled request consumed, not what it reserved, against the rest of the minute', () => {
    let now = 0;
    // An injected clock: the window is a minute, which a test must not wait out.
    const quotas = new ModelQuotas({ requestsPerMinute: 100, tokensPerMinute: 10_000 }, () => now);
    const first = quotas.admit('m', 4_000);
    quotas.settle(first, 6_000);
    expect(() => quotas.admit('m', 4_500)).toThrow('Too many tokens');
    quotas.admit('m', 4_000);
    now = 60_001;
    quotas.admit('m', 9_000);
  });
});

const models = stageConfig().bedrock;
const SONNET = inferenceProfileId(models, models.evaluator);
const HAIKU_3_5 = 'us.anthropic.claude-3-5-haiku-20241022-v1:0';

const emulators: BedrockRuntimeEmulator[] = [];
const clients: BedrockRuntimeClient[] = [];
const start = async (quotas: QuotaSettings) => {
  const emulator = await startBedrockRuntime({
    access: allowAllAccess(),
    region: 'us-east-1',
    account: '000000000000',
    settings: { quotas, answerTokensPerCriterion: 300 },
  });
  const client = new BedrockRuntimeClient({
    endpoint: emulator.endpoint,
    region: 'us-east-1',
    maxAttempts: 1,
    credentials: SANDBOX_OPERATOR_CREDENTIALS,
  });
  emulators.push(emulator);
  clients.push(client);
  return { emulator, client };
};
afterAll(async () => {
  for (const client of clients) client.destroy();
  await Promise.all(emulators.map((e) => e.close()));
});

/** The evaluator's request for the refund call, on another model. */
const assessmentOn = (modelId: string) =>
  new ConverseCommand(converseRequest(modelId, { rubric: scoringRubric, conversation: refundCall, feedback: [] }));

describe('the Converse emulation', () => {
  it("records what each answered call reserved and consumed, with the model's burndown", async () => {
    const { emulator, client } = await start(LIFTED_QUOTAS);
    const sonnet = await client.send(assessmentOn(SONNET));
    const haiku = await client.send(assessmentOn(HAIKU_3_5));
    const [onSonnet, onHaiku] = emulator.converseCalls();
    for (const [answer, record, burndown] of [
      [sonnet, onSonnet, 5],
      [haiku, onHaiku, 1],
    ] as const) {
      const usage = answer.usage!;
      expect(usage.outputTokens).toBeGreaterThan(200);
      expect(record?.quotaTokens).toEqual({
        reserved:
          usage.inputTokens! +
          (usage.cacheReadInputTokens ?? 0) +
          (usage.cacheWriteInputTokens ?? 0) +
          converseRequest(SONNET, { rubric: scoringRubric, conversation: refundCall, feedback: [] }).inferenceConfig!.maxTokens!,
        consumed: usage.inputTokens! + (usage.cacheWriteInputTokens ?? 0) + burndown * usage.outputTokens!,
      });
    }
  });

  it('throttles a model whose answers burn down 5× where the same calls on a 1× model are admitted', async () => {
    // The figures of one call, measured on an unthrottled emulation; then a quota between what two calls take
    // at 1× (consumed + the next reservation) and what they take at 5×.
    const measuring = await start(LIFTED_QUOTAS);
    await measuring.client.send(assessmentOn(HAIKU_3_5));
    const { reserved, consumed } = measuring.emulator.converseCalls()[0]!.quotaTokens!;
    const output = measuring.emulator.converseCalls()[0]!.usage!.outputTokens;
    const tokensPerMinute = consumed + reserved + 2 * output;

    const { emulator, client } = await start({ requestsPerMinute: 100, tokensPerMinute });
    await client.send(assessmentOn(HAIKU_3_5));
    await client.send(assessmentOn(HAIKU_3_5));
    await client.send(assessmentOn(SONNET));
    const failure = await client.send(assessmentOn(SONNET)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ThrottlingException);
    expect(emulator.converseCalls().map((c) => c.outcome)).toEqual(['answered', 'answered', 'answered', 'ThrottlingException']);
  });
});
