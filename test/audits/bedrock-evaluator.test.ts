import { readFile } from 'node:fs/promises';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { stageConfig } from '../../lib/config/stages';
import { inferenceProfileId } from '../../lib/constructs/function-environment';
import { allowAllAccess } from '../../sandbox/aws-access';
import type { ConverseRequest } from '../../sandbox/bedrock/converse';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';
import type { RecordedConverseResponse } from '../../sandbox/bedrock/recordings';
import { startBedrockRuntime, type BedrockRuntimeEmulator } from '../../sandbox/bedrock/server';
import { SANDBOX_OPERATOR_CREDENTIALS } from '../../sandbox/environment';
import { answerTokenBudget, bedrockEvaluator, OUTPUT_TOKEN_BUDGET } from '../../src/adapters/llm/bedrock-evaluator';
import { isVerified } from '../../src/audits/evidence';
import type { AuditError, AuditResult } from '../../src/audits/model';
import { isAuditError, scoreConversation } from '../../src/audits/score-conversation';
import type { Rubric } from '../../src/rubrics/rubric';
import { greeting, resolution } from '../rubrics/fixtures';
import { refundCall, scoringRubric } from './fixtures';

/**
 * The production Bedrock evaluator on recorded model outputs (test/events/bedrock/*.json): each recording is
 * replayed by the sandbox's Converse emulation, so the adapter's real SDK call goes over HTTP/2 and the answer
 * comes back as Bedrock would send it. Each case asserts the line the batch would get (scored, retried, repaired,
 * or an error line) and the prompt is checked on the requests the emulation received.
 */

const models = stageConfig().bedrock;
const EVALUATOR = inferenceProfileId(models, models.evaluator);

/** The QA-form rubric: an agent-only critical greeting with anchors, and a resolution that may be N/A. */
const rubric: Rubric = {
  ...scoringRubric,
  criteria: [
    {
      ...greeting,
      speaker: 'agent',
      scale: {
        type: 'ordinal',
        labels: ['no', 'partial', 'yes'],
        anchors: ['no greeting at all', 'a greeting without names', "a greeting with the agent's and the company's name"],
      },
      critical: { failAtOrBelow: 0 },
    },
    {
      ...resolution,
      allowNotApplicable: true,
      notApplicableWhen: 'the customer asked for nothing that needed resolving',
      scale: {
        type: 'continuous',
        range: [0, 10],
        anchors: [
          { from: 0, to: 5, description: 'left unresolved, or left to the customer' },
          { from: 5, to: 10, description: 'resolved on the call, with a timeline' },
        ],
      },
    },
  ],
};
const conversation = refundCall;

let emulator: BedrockRuntimeEmulator;
let client: BedrockRuntimeClient;

beforeAll(async () => {
  emulator = await startBedrockRuntime({
    access: allowAllAccess(),
    region: 'us-east-1',
    account: '000000000000',
    settings: { quotas: LIFTED_QUOTAS },
  });
  client = new BedrockRuntimeClient({
    endpoint: emulator.endpoint,
    region: 'us-east-1',
    maxAttempts: 1,
    credentials: SANDBOX_OPERATOR_CREDENTIALS,
  });
});
afterAll(async () => {
  client.destroy();
  await emulator.close();
});
// Every recording a case queued was asked for: a case that needs fewer calls than it queued fails here.
afterEach(() => expect(emulator.recordings.pending()).toBe(0));

const recorded = async (name: string): Promise<RecordedConverseResponse> =>
  JSON.parse(await readFile(new URL(`../events/bedrock/${name}.json`, import.meta.url), 'utf8')) as RecordedConverseResponse;

/** Scores the conversation while the emulation answers with these recordings; returns the line and the requests it got. */
const scoreWith = async (...names: string[]): Promise<{ line: AuditResult | AuditError; requests: ConverseRequest[] }> => {
  const before = emulator.recordings.requests().length;
  emulator.recordings.replay(await Promise.all(names.map(recorded)));
  const line = await scoreConversation(bedrockEvaluator(client, EVALUATOR), rubric, conversation);
  return { line, requests: emulator.recordings.requests().slice(before) };
};

const scored = (line: AuditResult | AuditError): AuditResult => {
  if (isAuditError(line)) throw new Error(`expected a scored line, got ${JSON.stringify(line)}`);
  return line;
};

const systemText = (request: ConverseRequest) => (request.system ?? []).map((block) => block.text ?? '').join('\n');
const userText = (request: ConverseRequest) =>
  request.messages
    .flatMap((m) => m.content ?? [])
    .map((block) => block.text ?? '')
    .join('\n');

describe('the prompt the emulation received', () => {
  it('gives roles, anchors, N/A rules and the critical threshold, and asks for evidence and reasoning before the verdict', async () => {
    const { line, requests } = await scoreWith('converse-assessment');
    expect(scored(line).criterionScores.map((s) => s.score)).toEqual([2, 9]);
    expect(requests).toHaveLength(1);
    const [request] = requests as [ConverseRequest];
    // Every turn is numbered and names its speaker's role.
    expect(userText(request)).toContain('[0] agent: Hello, this is Dana from Acme. Am I speaking with Mr. Lee?');
    expect(userText(request)).toContain('[1] customer: Yes. I want a refund for my broken kettle.');
    const system = systemText(request);
    // The rubric's anchors, speaker, N/A rule and critical threshold, and the instructions for N/A.
    expect(system).toContain("a greeting with the agent's and the company's name");
    expect(system).toContain('resolved on the call, with a timeline');
    expect(system).toContain('"speaker": "agent"');
    expect(system).toMatch(/"allow_not_applicable": true,\s*"not_applicable_when": "the customer asked for nothing that needed resolving"/);
    expect(system).toMatch(/"critical": \{\s*"fail_at_or_below": 0\s*\}/);
    expect(system).toContain('not_applicable: true only for a criterion with allow_not_applicable');
    // Criterion by criterion, evidence (with its reasoning) first, then the verdict — in the instructions and in
    // the order of the forced tool's input schema, which is the order a model writes its answer in.
    expect(system).toContain('working criterion by');
    expect(system.indexOf('evidence first')).toBeLessThan(system.indexOf('then the verdict'));
    expect(request.toolConfig?.toolChoice).toEqual({ tool: { name: 'record_assessment' } });
    const schema = request.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json as {
      properties: { criteria: { items: { properties: Record<string, { items?: { properties: Record<string, unknown> } }> } } };
    };
    const entry = schema.properties.criteria.items.properties;
    expect(Object.keys(entry)).toEqual(['criterion_id', 'evidence', 'label', 'score', 'not_applicable']);
    expect(Object.keys(entry.evidence!.items!.properties)).toEqual(['turn_index_start', 'turn_index_end', 'excerpt', 'reasoning']);
  });
});

describe('what the batch line says for each recorded answer', () => {
  it.each([
    ['a refusal in prose (end_turn, no tool call)', 'converse-refusal'],
    ['a guardrail intervention', 'converse-guardrail-intervened'],
    ['a content filter stop with no content', 'converse-content-filtered'],
    ['prose instead of the tool call', 'converse-prose-instead-of-tool'],
    ['tool input that is not an assessment', 'converse-malformed-tool-input'],
  ])('%s, twice: one retry, then an evaluator_output_invalid error line', async (_, name) => {
    const { line, requests } = await scoreWith(name, name);
    expect(requests).toHaveLength(2);
    expect(userText(requests[1]!)).toContain(
      'Your previous assessment of this transcript was rejected:\n- the answer must be an object with a criteria array',
    );
    expect(line).toEqual({
      conversationId: conversation.id,
      error: { code: 'evaluator_output_invalid', message: expect.stringContaining('after one retry') },
    });
  });

  it('an answer cut off at max_tokens, twice: retried with twice the output budget and told it was cut off, then an evaluator_output_invalid error line', async () => {
    const { line, requests } = await scoreWith('converse-max-tokens', 'converse-max-tokens');
    expect(requests.map((request) => request.inferenceConfig?.maxTokens)).toEqual([
      answerTokenBudget(2, false),
      answerTokenBudget(2, true),
    ]);
    expect(answerTokenBudget(2, true)).toBe(2 * answerTokenBudget(2, false));
    expect(userText(requests[1]!)).toContain('- the answer was cut off at its length limit before it was complete');
    expect(line).toEqual({
      conversationId: conversation.id,
      error: { code: 'evaluator_output_invalid', message: expect.stringContaining('cut off') },
    });
  });

  it.each([
    ['a refusal', 'converse-refusal'],
    ['a truncated answer', 'converse-max-tokens'],
    ['a guardrail intervention', 'converse-guardrail-intervened'],
  ])('%s followed by a good answer: retried, then scored', async (_, name) => {
    const { line, requests } = await scoreWith(name, 'converse-assessment');
    expect(requests).toHaveLength(2);
    expect(scored(line)).toMatchObject({ overallScore: 94, evaluator: `bedrock:${EVALUATOR}` });
  });

  it.each([
    ['missing fields (a criterion without evidence)', 'converse-missing-fields', 'criterion "greeting": needs at least one evidence span'],
    [
      'wrong types (a numeric label, evidence as an object)',
      'converse-wrong-types',
      'criterion "greeting": label must be one of ["no","partial","yes"] (got 2.5)',
    ],
    ['a score sent as a string', 'converse-score-as-string', 'criterion "resolution": score must be a number within [0, 10] (got "9")'],
    [
      'not_applicable on a criterion that does not allow it',
      'converse-not-applicable',
      'criterion "greeting": this criterion does not allow "not applicable"',
    ],
  ])('%s: retried with the failure named, then an error line naming it', async (_, name, failure) => {
    const { line, requests } = await scoreWith(name, name);
    expect(userText(requests[1]!)).toContain(failure);
    expect(line).toEqual({
      conversationId: conversation.id,
      error: { code: 'evaluator_output_invalid', message: expect.stringContaining(failure) },
    });
  });

  it('a wrong-speaker quote for an agent criterion: retried, never delivered; twice is evidence_unverifiable', async () => {
    const retried = await scoreWith('converse-wrong-speaker', 'converse-assessment');
    expect(userText(retried.requests[1]!)).toContain(
      "quotes a customer turn, but this criterion judges the agent: quote the agent's own words",
    );
    const greetingScore = scored(retried.line).criterionScores[0]!;
    expect(greetingScore.evidence.map((e) => conversation.transcript[e.turnIndexStart]!.role)).toEqual(['agent']);

    const twice = await scoreWith('converse-wrong-speaker', 'converse-wrong-speaker');
    expect(twice.line).toEqual({
      conversationId: conversation.id,
      error: { code: 'evidence_unverifiable', message: expect.stringContaining('quotes a customer turn') },
    });
  });

  it('evidence that is not verbatim: repaired without a call when only spacing, case and quotes changed, else retried', async () => {
    const repaired = await scoreWith('converse-assessment-whitespace-changed');
    expect(repaired.requests).toHaveLength(1);
    const evidence = scored(repaired.line).criterionScores[0]!.evidence[0]!;
    expect(evidence).toMatchObject({ turnIndexStart: 0, turnIndexEnd: 0, excerpt: 'this is Dana from Acme' });
    expect(isVerified(conversation.transcript, evidence)).toBe(true);

    const retried = await scoreWith('converse-assessment-paraphrased-evidence', 'converse-assessment');
    expect(retried.requests).toHaveLength(2);
    expect(userText(retried.requests[1]!)).toContain('The agent said the refund was issued');
    expect(isAuditError(retried.line)).toBe(false);
  });

  it('N/A on a criterion that allows it: delivered as N/A, left out of the overall score', async () => {
    const { line, requests } = await scoreWith('converse-resolution-not-applicable');
    expect(requests).toHaveLength(1);
    const result = scored(line);
    expect(result.criterionScores[1]).toMatchObject({ criterionId: 'resolution', score: null, notApplicable: true });
    // Only the greeting ("yes", the top label) counts: 0 + 100 · 1.
    expect(result.overallScore).toBe(100);
  });
});

describe('the output budget (maxTokens)', () => {
  it('grows with the rubric instead of a flat 4,096, doubles on a retry, and stops at what a call budget covers', () => {
    expect(answerTokenBudget(5, false)).toBe(OUTPUT_TOKEN_BUDGET.base + 5 * OUTPUT_TOKEN_BUDGET.perCriterion);
    expect(answerTokenBudget(5, false)).toBeLessThan(answerTokenBudget(10, false));
    expect(answerTokenBudget(5, true)).toBe(Math.min(OUTPUT_TOKEN_BUDGET.cap, 2 * answerTokenBudget(5, false)));
    expect(answerTokenBudget(30, false)).toBe(OUTPUT_TOKEN_BUDGET.cap);
    // Room for a model-sized answer (about 140 tokens a criterion) several times over.
    expect(answerTokenBudget(5, false)).toBeGreaterThan(3 * 5 * 140);
  });
});
