import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  ThrottlingException,
  ValidationException,
  type ConverseCommandInput,
} from '@aws-sdk/client-bedrock-runtime';
import { stageConfig } from '../../lib/config/stages';
import { inferenceProfileId } from '../../lib/constructs/function-environment';
import { allowAllAccess, AccessDeniedError, type AwsAccess } from '../../sandbox/aws-access';
import { startBedrockRuntime, type BedrockEmulatorSettings, type BedrockRuntimeEmulator } from '../../sandbox/bedrock/server';
import { contextTerms } from '../../sandbox/bedrock/offline-contextualizer';
import { OFFLINE_MODEL_IDS } from '../../sandbox/bedrock/offline-engine';
import { SANDBOX_OPERATOR_CREDENTIALS } from '../../sandbox/environment';
import { chatCompletionRequest } from '../../sandbox/bedrock/openai-compatible';
import { createBedrockRuntimeClient } from '../../src/adapters/aws/clients';
import { bedrockContextualizer } from '../../src/adapters/llm/bedrock-contextualizer';
import { bedrockEvaluator, converseRequest } from '../../src/adapters/llm/bedrock-evaluator';
import { isVerified } from '../../src/audits/evidence';
import type { AuditResult, Conversation } from '../../src/audits/model';
import { isAuditError, scoreConversation } from '../../src/audits/score-conversation';
import type { Criterion, Rubric } from '../../src/rubrics/rubric';
import { refundCall, scoringRubric } from '../audits/fixtures';

// Wire-level tests of the sandbox's Bedrock Runtime: the real @aws-sdk/client-bedrock-runtime and the
// production adapters against the emulation, over HTTP/2 as in AWS.

const models = stageConfig().bedrock;
const SONNET = inferenceProfileId(models, models.evaluator);
const HAIKU = inferenceProfileId(models, models.contextualization.fast);

const emulators: BedrockRuntimeEmulator[] = [];
const start = async (settings: BedrockEmulatorSettings = {}, access: AwsAccess = allowAllAccess()) => {
  const emulator = await startBedrockRuntime({ access, region: 'us-east-1', account: '000000000000', settings });
  emulators.push(emulator);
  return emulator;
};
const clients: BedrockRuntimeClient[] = [];
const clientOf = (emulator: BedrockRuntimeEmulator, maxAttempts = 1) => {
  const client = new BedrockRuntimeClient({
    endpoint: emulator.endpoint,
    region: 'us-east-1',
    maxAttempts,
    credentials: SANDBOX_OPERATOR_CREDENTIALS,
  });
  clients.push(client);
  return client;
};

afterAll(async () => {
  for (const client of clients) client.destroy();
  await Promise.all(emulators.map((e) => e.close()));
});

const expectScored = (line: Awaited<ReturnType<typeof scoreConversation>>): AuditResult => {
  if (isAuditError(line)) throw new Error(JSON.stringify(line));
  return line;
};

/** A rubric whose instructions, tool and criteria come to about 1,700 estimated tokens. */
const longRubric: Rubric = {
  ...scoringRubric,
  criteria: Array.from({ length: 12 }, (_, i): Criterion => ({
    id: `criterion-${i}`,
    name: `Criterion ${i}`,
    weight: 1 / 12,
    prompt: `Criterion ${i}: ${'Did the agent follow the documented procedure for this part of the call, confirm the details with the customer, and explain the next steps clearly? '.repeat(3)}`,
    scale: { type: 'ordinal', labels: ['no', 'partly', 'yes'] },
  })),
};

describe('Converse through the production evaluator', () => {
  it('answers with the assessment tool: every criterion scored, verbatim evidence, reasoning that says it is lexical', async () => {
    const emulator = await start();
    const line = expectScored(await scoreConversation(bedrockEvaluator(clientOf(emulator), SONNET), scoringRubric, refundCall));
    // The lexical stand-in answered, and says so on the wire: the result never claims the model that was asked for.
    expect(line.evaluator).toBe(`bedrock:${OFFLINE_MODEL_IDS.assessment}`);
    expect(line.criterionScores.map((s) => s.criterionId)).toEqual(['greeting', 'resolution']);
    for (const score of line.criterionScores) {
      for (const evidence of score.evidence) {
        expect(isVerified(refundCall.transcript, evidence)).toBe(true);
        expect(evidence.reasoning).toMatch(/^Lexical overlap, not a judgement/);
      }
    }
    // "refund" is in the transcript and in the resolution prompt.
    expect(line.criterionScores[1]!.score).toBeGreaterThan(0);
    const [call] = emulator.converseCalls();
    expect(call).toMatchObject({ modelId: SONNET, outcome: 'answered', stopReason: 'tool_use' });
    expect(call!.usage!.inputTokens).toBeGreaterThan(0);
    expect(call!.usage!.totalTokens).toBe(call!.usage!.inputTokens + call!.usage!.outputTokens);
  });

  it('quotes a window of a long turn, still verbatim, and gives the same answer twice', async () => {
    const emulator = await start();
    const long: Conversation = {
      id: 'c-2',
      transcript: [{ role: 'agent', text: `${'filler words here '.repeat(30)}refund resolved ${'more filler '.repeat(30)}`, timestamp: 0 }],
    };
    const evaluator = bedrockEvaluator(clientOf(emulator), SONNET);
    const first = expectScored(await scoreConversation(evaluator, scoringRubric, long));
    const evidence = first.criterionScores[1]!.evidence[0]!;
    expect(evidence.excerpt.length).toBeLessThanOrEqual(160);
    expect(evidence.excerpt).toContain('refund');
    expect(isVerified(long.transcript, evidence)).toBe(true);
    expect(expectScored(await scoreConversation(evaluator, scoringRubric, long))).toEqual(first);
  });
});

describe('Converse through the production contextualizer', () => {
  it('answers with the edit tool: near misses of the context and key terms corrected', async () => {
    const emulator = await start();
    const contextualizer = bedrockContextualizer({ client: clientOf(emulator), models: { fast: HAIKU, medium: SONNET, high: SONNET } });
    const proposal = await contextualizer.propose({
      turns: [
        { index: 0, text: 'my zixel router is broken' },
        { index: 1, text: 'thank you' },
      ],
      context: 'Calls to Zyxel support',
      keyterms: [],
      tier: 'fast',
    });
    expect(proposal.engine).toEqual({ name: 'amazon-bedrock', model: OFFLINE_MODEL_IDS.edits });
    expect(proposal.edits).toEqual([
      expect.objectContaining({ turnIndex: 0, before: 'zixel', after: 'Zyxel', reason: expect.stringContaining('not an LLM') }),
    ]);
  });

  it('takes proper names from the context, not sentence-initial words', () => {
    expect(contextTerms('Customers of Acme Support call about the ZyXEL router. Refunds go through Billing.')).toEqual([
      'Acme Support',
      'ZyXEL',
      'Billing',
    ]);
  });
});

/** The deployed functions' client, configured as in Lambda (endpoint and credentials from the environment). */
const productionClientOf = (emulator: BedrockRuntimeEmulator): BedrockRuntimeClient => {
  process.env.AWS_ENDPOINT_URL_BEDROCK_RUNTIME = emulator.endpoint;
  process.env.AWS_REGION = 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID = SANDBOX_OPERATOR_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = 'sandbox-local-secret-key-do-not-use-in-aws';
  const production = createBedrockRuntimeClient({ attemptTimeoutMs: 10_000, maxAttempts: 8 });
  clients.push(production);
  return production;
};

const plainRequest = (modelId: string, overrides: Partial<ConverseCommandInput> = {}): ConverseCommandInput => ({
  modelId,
  messages: [{ role: 'user', content: [{ text: 'Hello' }] }],
  ...overrides,
});

describe('Converse as Bedrock answers it', () => {
  it('cuts an answer off at maxTokens: stopReason max_tokens, no tool call, and the evaluator retries then reports it', async () => {
    const emulator = await start();
    const client = clientOf(emulator);
    const request = converseRequest(SONNET, { rubric: scoringRubric, conversation: refundCall, feedback: [] });
    const answer = await client.send(new ConverseCommand({ ...request, inferenceConfig: { maxTokens: 20, temperature: 0 } }));
    expect(answer.stopReason).toBe('max_tokens');
    expect(answer.output?.message?.content?.some((block) => block.toolUse)).toBe(false);
    expect(answer.usage?.outputTokens).toBe(20);

    const oneToken = await client.send(new ConverseCommand(plainRequest(SONNET, { inferenceConfig: { maxTokens: 1 } })));
    expect(oneToken.stopReason).toBe('max_tokens');
    expect(oneToken.metrics?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['an unknown model id', plainRequest('us.anthropic.claude-unknown-v9:0'), 'The provided model identifier is invalid.'],
    [
      'a toolChoice naming a tool that is not defined',
      plainRequest(SONNET, {
        toolConfig: {
          tools: [{ toolSpec: { name: 'a', inputSchema: { json: { type: 'object' } } } }],
          toolChoice: { tool: { name: 'b' } },
        },
      }),
      'toolChoice',
    ],
    [
      'a conversation that starts with the assistant',
      plainRequest(SONNET, { messages: [{ role: 'assistant', content: [{ text: 'Hi' }] }] }),
      'must start with a user message',
    ],
    ['maxTokens over the model limit', plainRequest(HAIKU, { inferenceConfig: { maxTokens: 1_000_000 } }), 'exceeds the model limit'],
    ['a temperature out of range', plainRequest(SONNET, { inferenceConfig: { temperature: 3 } }), 'temperature'],
  ])('refuses %s with a ValidationException', async (_, input, message) => {
    const emulator = await start();
    const failure = await clientOf(emulator, 3)
      .send(new ConverseCommand(input))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationException);
    expect((failure as ValidationException).message).toContain(message);
    expect((failure as ValidationException).$metadata.attempts).toBe(1);
  });

  it('refuses a caller whose policies do not allow bedrock:InvokeModel with AccessDeniedException naming action and resource', async () => {
    const base = allowAllAccess();
    const denyOpus: AwsAccess = {
      calls: base.calls,
      authorize: (request) => {
        if (request.resources.some((arn) => arn.includes('opus')))
          throw new AccessDeniedError(request, 'no identity-based policy allows the bedrock:InvokeModel action');
        base.authorize(request);
      },
    };
    const emulator = await start({}, denyOpus);
    const client = clientOf(emulator);
    const opus = inferenceProfileId(models, models.contextualization.high);
    const failure = await client.send(new ConverseCommand(plainRequest(opus))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AccessDeniedException);
    expect((failure as Error).message).toContain('bedrock:InvokeModel');
    expect((failure as Error).message).toContain(`inference-profile/${opus}`);
    await client.send(new ConverseCommand(plainRequest(SONNET)));
    // A call through an inference profile is authorized on the profile and on the foundation model.
    expect(base.calls().map((c) => c.resources[0])).toEqual([
      `arn:aws:bedrock:us-east-1:000000000000:inference-profile/${SONNET}`,
      `arn:aws:bedrock:us-east-1::foundation-model/${models.evaluator}`,
    ]);
  });
});

describe('quotas', () => {
  it('throttles past the per-minute request quota with ThrottlingException', async () => {
    const emulator = await start({ quotas: { requestsPerMinute: 1, tokensPerMinute: 1_000_000 } });
    const client = clientOf(emulator);
    await client.send(new ConverseCommand(plainRequest(SONNET)));
    const failure = await client.send(new ConverseCommand(plainRequest(SONNET))).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ThrottlingException);
    expect(emulator.converseCalls().map((c) => c.outcome)).toEqual(['answered', 'ThrottlingException']);
  });

  it('throttles past the per-minute token quota, counting maxTokens as reserved', async () => {
    const emulator = await start({ quotas: { requestsPerMinute: 100, tokensPerMinute: 5_000 } });
    const failure = await clientOf(emulator)
      .send(new ConverseCommand(plainRequest(SONNET, { inferenceConfig: { maxTokens: 6_000 } })))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ThrottlingException);
    expect((failure as Error).message).toContain('tokens');
  });

  it('is waited out by the production client: throttled attempts are retried with backoff until one is admitted', async () => {
    const emulator = await start({ quotas: { requestsPerMinute: 1, tokensPerMinute: 1_000_000, windowMs: 1_000 } });
    const production = productionClientOf(emulator);
    await production.send(new ConverseCommand(plainRequest(SONNET)));
    const line = await scoreConversation(bedrockEvaluator(production, SONNET, { callTimeoutMs: 60_000 }), scoringRubric, refundCall);
    expect(isAuditError(line)).toBe(false);
    const outcomes = emulator.converseCalls().map((c) => c.outcome);
    expect(outcomes.filter((o) => o === 'ThrottlingException').length).toBeGreaterThan(0);
    expect(outcomes.at(-1)).toBe('answered');
  });
});

describe('the production client', () => {
  it("holds nothing of a call once its answer is read: the call's inactivity timer is cleared as the answer ends", async () => {
    const emulator = await start();
    const production = productionClientOf(emulator);
    // The raw HTTP/2 stream each answer came on: an armed timer would keep it, its session and its buffers
    // reachable for the 10 s after the call.
    const streams: { timeout?: number }[] = [];
    production.middlewareStack.add(
      (next) => async (args) => {
        const out = await next(args);
        streams.push((out.response as { body: { timeout?: number } }).body);
        return out;
      },
      { step: 'deserialize', name: 'rawAnswerStream' },
    );
    for (let i = 0; i < 3; i++) await production.send(new ConverseCommand(plainRequest(SONNET)));
    expect(streams.map((stream) => stream.timeout)).toEqual([0, 0, 0]);
  });
});

describe('prompt caching', () => {
  const cacheUsage = (emulator: BedrockRuntimeEmulator) =>
    emulator.converseCalls().map((c) => [c.usage!.cacheWriteInputTokens, c.usage!.cacheReadInputTokens]);

  it('caches the rubric prefix where it reaches the model minimum: written once, then read', async () => {
    const emulator = await start();
    const evaluator = bedrockEvaluator(clientOf(emulator), SONNET);
    const request = converseRequest(SONNET, { rubric: longRubric, conversation: refundCall, feedback: [] });
    expect(request.system?.at(-1)).toEqual({ cachePoint: { type: 'default' } });
    await scoreConversation(evaluator, longRubric, refundCall);
    await scoreConversation(evaluator, longRubric, { ...refundCall, id: 'c-other' });
    const [[written, none], [noWrite, read]] = cacheUsage(emulator) as [[number, number], [number, number]];
    expect(written).toBeGreaterThanOrEqual(1024);
    expect([none, noWrite]).toEqual([0, 0]);
    expect(read).toBe(written);
  });

  it('puts no cache point where the prefix is under the minimum (the sample rubric, or Haiku 4.5 with 4,096)', async () => {
    expect(
      converseRequest(SONNET, { rubric: scoringRubric, conversation: refundCall, feedback: [] }).system?.some((b) => b.cachePoint),
    ).toBe(false);
    expect(converseRequest(HAIKU, { rubric: longRubric, conversation: refundCall, feedback: [] }).system?.some((b) => b.cachePoint)).toBe(
      false,
    );
  });

  it('caches nothing for a cache point under the minimum, as Bedrock: the call succeeds uncached', async () => {
    const emulator = await start();
    const client = clientOf(emulator);
    const input = plainRequest(SONNET, { system: [{ text: 'Short instructions.' }, { cachePoint: { type: 'default' } }] });
    await client.send(new ConverseCommand(input));
    await client.send(new ConverseCommand(input));
    expect(cacheUsage(emulator)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('forwarding to an OpenAI-compatible endpoint', () => {
  let server: Server;
  const received: Record<string, unknown>[] = [];
  let answer: (body: Record<string, unknown>) => unknown;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        received.push({ path: request.url, authorization: request.headers.authorization, ...parsed });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(parsed)));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const forwarding = () =>
    start({ openAi: { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: 'llama3.1', apiKey: 'local-key' } });

  it('translates the forced tool, system prompt and limits, and the tool call and usage back', async () => {
    answer = () => ({
      choices: [
        {
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: { name: 'propose_edits', arguments: '{"edits":[{"turn":0,"before":"zixel","after":"Zyxel","reason":"brand"}]}' },
              },
            ],
          },
        },
      ],
      usage: { prompt_tokens: 321, completion_tokens: 12 },
    });
    const emulator = await forwarding();
    const contextualizer = bedrockContextualizer({ client: clientOf(emulator), models: { fast: HAIKU, medium: SONNET, high: SONNET } });
    const proposal = await contextualizer.propose({
      turns: [{ index: 0, text: 'my zixel router' }],
      context: 'Zyxel support',
      keyterms: ['Zyxel'],
      tier: 'medium',
    });
    // The local model answered, not Sonnet: the proposal says which one.
    expect(proposal).toEqual({
      engine: { name: 'amazon-bedrock', model: 'sandbox.openai-compatible/llama3.1' },
      source: 'llm',
      edits: [{ turnIndex: 0, before: 'zixel', after: 'Zyxel', reason: 'brand' }],
    });

    const sent = received.at(-1)!;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer local-key',
      model: 'llama3.1',
      max_tokens: 2048,
      temperature: 0,
      tool_choice: { type: 'function', function: { name: 'propose_edits' } },
      tools: [{ type: 'function', function: { name: 'propose_edits', parameters: expect.objectContaining({ required: ['edits'] }) } }],
    });
    expect((sent.messages as { role: string; content: string }[]).map((m) => m.role)).toEqual(['system', 'user']);
    expect((sent.messages as { content: string }[])[1]!.content).toContain('[0] my zixel router');
    expect(emulator.converseCalls()[0]).toMatchObject({
      stopReason: 'tool_use',
      usage: { inputTokens: 321, outputTokens: 12, totalTokens: 333 },
    });
  });

  it('maps any / auto tool choice and a length finish to stopReason max_tokens', async () => {
    answer = () => ({
      choices: [{ finish_reason: 'length', message: { role: 'assistant', content: 'The answer was cut' } }],
      usage: { prompt_tokens: 5, completion_tokens: 3 },
    });
    const emulator = await forwarding();
    const client = clientOf(emulator);
    const tools = [{ toolSpec: { name: 'a', inputSchema: { json: { type: 'object' } } } }];
    const any = await client.send(
      new ConverseCommand(plainRequest(SONNET, { toolConfig: { tools, toolChoice: { any: {} } }, inferenceConfig: { maxTokens: 3 } })),
    );
    expect(any.stopReason).toBe('max_tokens');
    expect(any.output?.message?.content).toEqual([{ text: 'The answer was cut' }]);
    await client.send(new ConverseCommand(plainRequest(SONNET, { toolConfig: { tools, toolChoice: { auto: {} } } })));
    expect(received.slice(-2).map((r) => r.tool_choice)).toEqual(['required', 'auto']);
  });

  it("translates a tool round trip: the assistant's tool use becomes tool_calls, the tool result a tool message", () => {
    const request = chatCompletionRequest(
      'llama3.1',
      {
        system: [{ text: 'Be brief.' }, { cachePoint: { type: 'default' } }],
        messages: [
          { role: 'user', content: [{ text: 'Weather?' }] },
          { role: 'assistant', content: [{ toolUse: { toolUseId: 't-1', name: 'weather', input: { city: 'Lyon' } } }] },
          { role: 'user', content: [{ toolResult: { toolUseId: 't-1', content: [{ json: { celsius: 12 } }] } }] },
        ],
        inferenceConfig: { stopSequences: ['END'] },
      },
      100,
    );
    expect(request).toEqual({
      model: 'llama3.1',
      max_tokens: 100,
      stop: ['END'],
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Weather?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 't-1', type: 'function', function: { name: 'weather', arguments: '{"city":"Lyon"}' } }],
        },
        { role: 'tool', tool_call_id: 't-1', content: '{"celsius":12}' },
      ],
    });
  });
});
