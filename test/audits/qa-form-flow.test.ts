import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { LIFTED_QUOTAS } from '../../sandbox/bedrock/quota';
import { auditResultSchema } from '../../schemas/audits';
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
  const submitted = await api.post('/v2/audits', { rubric_id: created.json.id, rubric_version: '1.0.0', conversations });
  expect(submitted.status).toBe(202);
  await sandbox.waitForIdle();
  const results = await api.get(`/v2/audits/${submitted.json.batch_id}/results`);
  const lines = results.text
    .trim()
    .split('\n')
    .map((line) => auditResultSchema.parse(JSON.parse(line)));

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
