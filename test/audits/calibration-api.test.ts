import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { batchCalibrationListSchema, calibrationListSchema, calibrationSchema } from '../../schemas/calibrations';
import { scoredBatch } from './support/scored-batch';
import { apiClient } from './api-client';

let sandbox: Sandbox;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  api = apiClient(sandbox.url);
});
afterAll(() => sandbox.stop());

const labels = ['missing', 'partial', 'complete'];
const rubric = {
  version: '1.0.0',
  min_score: 0,
  max_score: 100,
  criteria: [
    {
      id: 'greeting',
      name: 'Greeting',
      weight: 0.5,
      prompt: 'Did the agent greet the customer and give their name?',
      scale: { type: 'ordinal', labels },
    },
    {
      id: 'refund',
      name: 'Refund',
      weight: 0.5,
      prompt: 'How well did the agent process the refund?',
      scale: { type: 'continuous', range: [1, 5] },
    },
  ],
};

const call = (id: string, agentText: string) => ({
  id,
  transcript: [
    { role: 'agent', text: agentText, timestamp: 0 },
    { role: 'customer', text: 'I want a refund for my kettle.', timestamp: 3 },
    { role: 'agent', text: 'The refund is processed and arrives in five days.', timestamp: 6 },
  ],
});

const finishedBatch = async () => {
  const created = await api.post('/v2/rubrics', rubric);
  expect(created.status).toBe(201);
  const { batchId, lines } = await scoredBatch(sandbox, api, {
    rubric_id: created.json.id,
    rubric_version: '1.0.0',
    conversations: [call('a', 'Hello, my name is Dana, thank you for calling.'), call('b', 'Yes?'), call('c', 'Hi, Dana here.')],
  });
  return { rubricId: created.json.id as string, batchId, lines };
};

it('reports agreement with human auditors, stores it, and lists it under the rubric', async () => {
  const { rubricId, batchId, lines } = await finishedBatch();
  const machineGreeting = Object.fromEntries(lines.map((line) => [line.conversation_id, line.criterion_scores[0]!.score]));
  // Two auditors: dana agrees with the machine on greeting everywhere, lee disagrees on "b".
  const ratings = [
    ...['a', 'b', 'c'].map((id) => ({
      conversation_id: id,
      criterion_id: 'greeting',
      auditor_id: 'dana',
      label: labels[machineGreeting[id]!],
    })),
    ...['a', 'b', 'c'].map((id) => ({ conversation_id: id, criterion_id: 'refund', auditor_id: 'dana', score: 4 })),
    { conversation_id: 'b', criterion_id: 'greeting', auditor_id: 'lee', score: (machineGreeting.b! + 1) % 3 },
  ];

  const created = await api.post(`/v2/audits/${batchId}/calibrations`, { ratings }, { 'idempotency-key': 'cal-1' });
  expect(created.status).toBe(201);
  const calibration = calibrationSchema.parse(created.json);
  expect(created.headers.get('location')).toBe(`/v2/audits/${batchId}/calibrations/${calibration.calibration_id}`);
  expect(calibration).toMatchObject({ batch_id: batchId, rubric_id: rubricId, rubric_version: '1.0.0' });
  const greeting = calibration.report.criteria.find((c) => c.criterion_id === 'greeting')!;
  expect(greeting.machine_vs_human).toMatchObject({ n: 4, exact_agreement: 0.75 });
  expect(greeting.human_vs_human).toMatchObject({ n: 1, exact_agreement: 0 });
  expect(calibration.report.auditors).toEqual(['dana', 'lee']);
  expect(calibration.report.overall.machine_vs_human.n).toBe(3);
  expect(calibration.report.largest_disagreements[0]).toMatchObject({
    conversation_id: expect.any(String),
    machine_evidence: expect.any(Array),
  });

  const again = await api.post(`/v2/audits/${batchId}/calibrations`, { ratings }, { 'idempotency-key': 'cal-1' });
  expect(again.json.calibration_id).toBe(calibration.calibration_id);

  const read = await api.get(`/v2/audits/${batchId}/calibrations/${calibration.calibration_id}`);
  expect(read.status).toBe(200);
  expect(read.json).toEqual(created.json);

  const listed = calibrationListSchema.parse((await api.get(`/v2/rubrics/${rubricId}/calibrations`)).json);
  expect(listed.calibrations).toEqual([
    expect.objectContaining({
      calibration_id: calibration.calibration_id,
      batch_id: batchId,
      ratings: 7,
      auditors: 2,
      overall: calibration.report.overall.machine_vs_human,
    }),
  ]);
  const ofBatch = batchCalibrationListSchema.parse((await api.get(`/v2/audits/${batchId}/calibrations`)).json);
  expect(ofBatch).toEqual({ batch_id: batchId, calibrations: listed.calibrations });
});

it('refuses ratings that do not fit, naming each, and stores nothing', async () => {
  const { rubricId, batchId } = await finishedBatch();
  const pointers = async (ratings: unknown[]) => {
    const refused = await api.post(`/v2/audits/${batchId}/calibrations`, { ratings });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    return refused.json.errors.map((e: { pointer: string }) => e.pointer);
  };
  // The request's shape is checked first, then every rating against the batch and its rubric.
  expect(await pointers([{ conversation_id: 'a', criterion_id: 'refund' }])).toEqual(['/ratings/0/score']);
  // Not applicable (a null score) only where the criterion allows it: neither criterion here does.
  expect(await pointers([{ conversation_id: 'a', criterion_id: 'greeting', score: null }])).toEqual(['/ratings/0/score']);
  expect(
    await pointers([
      { conversation_id: 'zzz', criterion_id: 'greeting', label: 'complete' },
      { conversation_id: 'a', criterion_id: 'greeting', label: 'superb' },
      { conversation_id: 'a', criterion_id: 'refund', score: 9 },
    ]),
  ).toEqual(['/ratings/0/conversation_id', '/ratings/1/label', '/ratings/2/score']);
  expect((await api.get(`/v2/rubrics/${rubricId}/calibrations`)).json.calibrations).toEqual([]);
});

it('answers 404 for a batch or calibration that does not exist', async () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  expect(
    (await api.post(`/v2/audits/${missing}/calibrations`, { ratings: [{ conversation_id: 'a', criterion_id: 'x', score: 1 }] })).status,
  ).toBe(404);
  expect((await api.get(`/v2/audits/${missing}/calibrations`)).status).toBe(404);
  const { batchId } = await finishedBatch();
  expect((await api.get(`/v2/audits/${batchId}/calibrations/${missing}`)).status).toBe(404);
  expect((await api.get(`/v2/audits/${batchId}/calibrations`)).json).toEqual({ batch_id: batchId, calibrations: [] });
});
