import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { auditResultSchema } from '../../schemas/audits';
import { apiClient } from '../audits/api-client';

/** One sandbox for a test file (started before its tests, stopped after them once idle) and a plain HTTP client of it. */
export const sandboxForFile = () => {
  const started: { sandbox?: Sandbox; api?: ReturnType<typeof apiClient> } = {};
  beforeAll(async () => {
    started.sandbox = await startSandbox({ retryIntervalMs: 5 });
    started.api = apiClient(started.sandbox.url);
  });
  afterAll(async () => {
    await started.sandbox?.waitForIdle();
    await started.sandbox?.stop();
  });
  return { sandbox: () => started.sandbox!, api: () => started.api! };
};

/**
 * A rubric the sandbox's lexical evaluator scores predictably: `greeting` is critical and fails (label "no") on a
 * conversation that never says greet/greeting/warmly; `empathy` allows N/A and gets it when nobody says
 * empathy/apologise/show; `refund` is continuous.
 */
export const REVIEW_RUBRIC = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 0.2,
      prompt: 'Did the agent greet the caller warmly?',
      speaker: 'agent',
      scale: { type: 'ordinal', labels: ['no', 'yes'] },
      critical: { fail_at_or_below: 0 },
    },
    {
      id: 'refund',
      name: 'Refund',
      weight: 0.5,
      prompt: 'How well did the agent process the refund request?',
      scale: { type: 'continuous', range: [0, 10] },
    },
    {
      id: 'empathy',
      name: 'Empathy',
      weight: 0.3,
      prompt: 'Did the agent apologise and show empathy?',
      scale: { type: 'ordinal', labels: ['poor', 'fair', 'good'] },
      allow_not_applicable: true,
    },
  ],
} as const;

type Criterion = (typeof REVIEW_RUBRIC.criteria)[number];

/** The test's own normalisation and overall score (the rubric's weights, N/A left out, a critical failure → min). */
export const normalized = (criterion: Criterion, score: number) =>
  criterion.scale.type === 'ordinal'
    ? score / (criterion.scale.labels.length - 1)
    : (score - criterion.scale.range[0]) / (criterion.scale.range[1] - criterion.scale.range[0]);

export const expectedOverall = (scores: Record<string, number | null>): number | null => {
  const { criteria, min_score: min, max_score: max } = REVIEW_RUBRIC;
  if (criteria.some((c) => 'critical' in c && scores[c.id] !== null && scores[c.id]! <= c.critical.fail_at_or_below)) return min;
  const applicable = criteria.filter((c) => scores[c.id] !== null);
  if (applicable.length === 0) return null;
  const weights = applicable.reduce((sum, c) => sum + c.weight, 0);
  return min + ((max - min) * applicable.reduce((sum, c) => sum + c.weight * normalized(c, scores[c.id]!), 0)) / weights;
};

/** Agent turns that make the lexical evaluator pass the greeting and see empathy; `fails` leaves the greeting out. */
export const call = (
  id: string,
  options: { fails?: boolean; empathy?: boolean; agent?: string; team?: string; occurredAt?: string } = {},
) => ({
  id,
  transcript: [
    { role: 'agent', text: options.fails ? 'Hello.' : 'Greeting: I greet you warmly.', timestamp: 0 },
    { role: 'customer', text: 'I want a refund for my kettle.', timestamp: 3 },
    {
      role: 'agent',
      text: options.empathy === false ? 'The refund is done.' : 'I apologise and show empathy; I will process the refund request now.',
      timestamp: 6,
    },
  ],
  ...(options.agent ? { metadata: { agent: options.agent, ...(options.team ? { team: options.team } : {}) } } : {}),
  ...(options.occurredAt ? { occurred_at: options.occurredAt } : {}),
});

/** Submits a batch, waits until the sandbox is idle and returns its result lines (checked against the line schema). */
export const scored = async (sandbox: Sandbox, api: ReturnType<typeof apiClient>, request: Record<string, unknown>) => {
  const submitted = await api.post('/v2/audits', request);
  expect(submitted.status).toBe(202);
  await sandbox.waitForIdle();
  const results = await api.get(`/v2/audits/${submitted.json.batch_id}/results`);
  expect(results.status).toBe(200);
  const lines = results.text
    .trim()
    .split('\n')
    .map((line) => auditResultSchema.parse(JSON.parse(line)));
  return { batchId: submitted.json.batch_id as string, lines };
};

/** A line's scores by criterion id. */
export const scoresOf = (line: { criterion_scores: readonly { criterion_id: string; score: number | null }[] }) =>
  Object.fromEntries(line.criterion_scores.map((s) => [s.criterion_id, s.score]));
