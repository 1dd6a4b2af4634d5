import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';
import { scoredBatch } from './support/scored-batch';
import { apiClient } from './api-client';

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: LIFTED_QUOTAS } });
  api = apiClient(sandbox.url);
});
afterAll(() => sandbox.stop());

const rubric = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'apology',
      name: 'Apology',
      weight: 0.5,
      prompt: 'Did the agent apologise for the missing parcel?',
      speaker: 'agent',
      scale: { type: 'ordinal', labels: ['no', 'yes'], anchors: ['no apology', 'an explicit apology'] },
    },
    {
      id: 'verification',
      name: 'Identity verification',
      weight: 0.5,
      prompt: 'Did the agent verify identity: date of birth and policy number?',
      speaker: 'agent',
      allow_not_applicable: true,
      critical: { fail_at_or_below: 0 },
      scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'] },
    },
  ],
};

const transcript = (agentLine: string) => [
  { role: 'customer', text: 'My parcel is missing and I am sorry to say I am angry. My policy number is on the letter.', timestamp: 0 },
  { role: 'agent', text: agentLine, timestamp: 4 },
  { role: 'customer', text: 'Thanks, my date of birth is the first of May.', timestamp: 9 },
];

it('scores agent criteria from agent turns only, and auto-fails a conversation that fails a critical criterion', async () => {
  const created = await api.post('/v2/rubrics', rubric);
  expect(created.status).toBe(201);
  expect(created.json.criteria[1]).toMatchObject({ speaker: 'agent', allow_not_applicable: true, critical: { fail_at_or_below: 0 } });
  const conversations = [
    {
      id: 'verified',
      transcript: transcript('I apologise for the parcel. Could you confirm your policy number and date of birth to verify identity?'),
    },
    { id: 'silent', transcript: transcript('Hello.') },
  ];
  const { lines } = await scoredBatch(sandbox, api, { rubric_id: created.json.id, rubric_version: '1.0.0', conversations });

  for (const [i, line] of lines.entries()) {
    for (const score of line.criterion_scores) {
      // The customer says "sorry", "policy number" and "date of birth": none of it may back an agent criterion.
      for (const evidence of score.evidence) expect(conversations[i]!.transcript[evidence.turn_index_start]!.role).toBe('agent');
    }
  }
  const [verified, silent] = lines;
  expect(verified!.critical_failure).toBeUndefined();
  expect(verified!.overall_score).toBeGreaterThan(0);
  // The agent who said only "Hello." verified nothing: a critical failure sets the overall score to min_score.
  expect(silent).toMatchObject({ overall_score: 0, critical_failure: { criterion_ids: ['verification'] } });
  expect(silent!.criterion_scores[1]).toMatchObject({ score: 0, label: 'no', critical_failed: true });
}, 120_000);

it('answers N/A for a criterion that allows it when the call never comes near it, and renormalises the overall score', async () => {
  const naRubric = {
    version: '1.0.0',
    min_score: 0,
    max_score: 100,
    criteria: [
      {
        id: 'greeting',
        name: 'Greeting',
        weight: 0.25,
        prompt: 'Did the agent greet the customer and thank them for calling?',
        speaker: 'agent',
        scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'] },
      },
      {
        id: 'hours',
        name: 'Opening hours',
        weight: 0.25,
        prompt: 'Did the agent give the opening hours of the shop?',
        speaker: 'agent',
        scale: { type: 'continuous', range: [0, 10] },
      },
      {
        id: 'verification',
        name: 'Identity verification',
        weight: 0.5,
        prompt: 'Did the agent verify identity: date of birth and policy number?',
        speaker: 'agent',
        allow_not_applicable: true,
        not_applicable_when: 'the call never touches a policy',
        scale: { type: 'ordinal', labels: ['no', 'partial', 'yes'] },
      },
    ],
  };
  const created = await api.post('/v2/rubrics', naRubric);
  expect(created.status).toBe(201);
  const conversations = [
    {
      id: 'shop-hours',
      transcript: [
        { role: 'agent', text: 'Hello, thank you for calling, how can I help?', timestamp: 0 },
        { role: 'customer', text: 'When does the shop open on Sunday?', timestamp: 3 },
        { role: 'agent', text: 'The shop opening hours on Sunday are ten to four.', timestamp: 6 },
      ],
    },
    {
      id: 'policy-change',
      transcript: [
        { role: 'agent', text: 'Hello, thank you for calling, how can I help?', timestamp: 0 },
        { role: 'customer', text: 'I want to change my policy. Is the shop open on Sunday?', timestamp: 3 },
        { role: 'agent', text: 'Yes, from ten. First, could you confirm your policy number and date of birth?', timestamp: 6 },
      ],
    },
  ];
  const { lines } = await scoredBatch(sandbox, api, { rubric_id: created.json.id, rubric_version: '1.0.0', conversations });
  const byId = new Map(lines.map((line) => [line.conversation_id, line]));

  // The formula of docs/scoring-and-calibration.md, recomputed here: N/A criteria leave the sum and the other weights are renormalised.
  const overallOf = (line: (typeof lines)[number]) => {
    let weighted = 0;
    let weights = 0;
    for (const [i, criterion] of naRubric.criteria.entries()) {
      const score = line.criterion_scores[i]!.score;
      if (score === null) continue;
      const scale = criterion.scale;
      const normalized = scale.type === 'ordinal' ? score / (scale.labels!.length - 1) : (score - scale.range![0]!) / (scale.range![1]! - scale.range![0]!);
      weighted += criterion.weight * normalized;
      weights += criterion.weight;
    }
    return (100 * weighted) / weights;
  };

  // Nobody mentions identity, a policy, a date of birth or a number: verification does not apply.
  const shop = byId.get('shop-hours')!;
  const shopVerification = shop.criterion_scores[2]!;
  expect(shopVerification).toMatchObject({ criterion_id: 'verification', score: null, not_applicable: true });
  expect(shopVerification).not.toHaveProperty('label');
  expect(shopVerification.evidence[0]!.reasoning).toMatch(/^Lexical overlap, not a judgement: .*not applicable/);
  expect(conversations[0]!.transcript[shopVerification.evidence[0]!.turn_index_start]!.role).toBe('agent');
  expect(shop.criterion_scores[1]!.score).toBeGreaterThan(0);
  expect(shop.overall_score).toBeCloseTo(overallOf(shop), 4);
  // Renormalised over greeting and hours (weights 0.5 in all), not counted as a zero of weight 0.5.
  expect(shop.overall_score!).toBeGreaterThan(overallOf({ ...shop, criterion_scores: [...shop.criterion_scores.slice(0, 2), { ...shopVerification, score: 0 }] }));

  // The customer raises their policy and the agent asks for the number and date of birth: it applies, and is scored.
  const policy = byId.get('policy-change')!;
  expect(policy.criterion_scores[2]).toMatchObject({ criterion_id: 'verification', label: expect.any(String) });
  expect(policy.criterion_scores[2]!.score).toBeGreaterThan(0);
  expect(policy.criterion_scores[2]).not.toHaveProperty('not_applicable');
  expect(policy.overall_score).toBeCloseTo(overallOf(policy), 4);
}, 120_000);
