import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { ccpAgainst, type ResultLine } from './support/ccp';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/client');

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
});
afterAll(() => sandbox.stop());

const ccp = ccpAgainst(() => sandbox.url);

it('ccp calibrate reads human scores from CSV and prints machine–human beside human–human agreement', async () => {
  const rubricId = (JSON.parse((await ccp('--json', 'rubrics', 'create', path.join(FIXTURES, 'rubric.json'))).stdout) as { id: string }).id;
  const submitted = await ccp('audits', 'submit', path.join(FIXTURES, 'conversations.jsonl'), '--rubric', `${rubricId}@1.0.0`, '--wait');
  const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1] as string;
  const results = await ccp('audits', 'results', batchId);
  const lines = results.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ResultLine);
  const machine = (id: string, criterion: string) =>
    lines.find((l) => l.conversation_id === id)!.criterion_scores.find((c) => c.criterion_id === criterion)!;

  // Two auditors; a quoted auditor name with a comma; one label, the rest by score.
  const csv = [
    'conversation_id,criterion_id,auditor_id,score,label',
    `call-001,greeting,"Lee, K",,${machine('call-001', 'greeting').label}`,
    'call-002,greeting,"Lee, K",0,',
    'call-001,greeting,dana,2,',
    'call-001,refund-handling,dana,4.5,',
    'call-002,refund-handling,dana,1,',
  ].join('\n');
  const file = path.join(await tempDirs.make('ccp-calibrate-'), 'human.csv');
  await writeFile(file, csv);

  const table = await ccp('calibrate', batchId, file);
  expect(table.code).toBe(0);
  expect(table.stdout).toContain(`Calibration `);
  expect(table.stdout).toContain('5 ratings of 2 conversations by Lee, K, dana');
  expect(table.stdout).toMatch(/Criterion\s+Machine vs human\s+Human vs human/);
  expect(table.stdout).toMatch(/Greeting \[greeting\]\s+n=3 exact [\d.]+ κw /);

  const report = JSON.parse((await ccp('--json', 'calibrate', batchId, file)).stdout) as {
    report: { criteria: { criterion_id: string; machine_vs_human: { n: number; exact_agreement?: number; mae?: number } }[] };
  };
  // Recomputed here from the same numbers.
  const greetingPairs = [
    [machine('call-001', 'greeting').score, machine('call-001', 'greeting').score],
    [0, machine('call-002', 'greeting').score],
    [2, machine('call-001', 'greeting').score],
  ];
  const exact = greetingPairs.filter(([h, m]) => h === m).length / greetingPairs.length;
  const mae =
    (Math.abs(4.5 - machine('call-001', 'refund-handling').score!) + Math.abs(1 - machine('call-002', 'refund-handling').score!)) / 2;
  const byId = Object.fromEntries(report.report.criteria.map((c) => [c.criterion_id, c.machine_vs_human]));
  expect(byId.greeting).toMatchObject({ n: 3 });
  expect(byId.greeting!.exact_agreement).toBeCloseTo(exact, 6);
  expect(byId['refund-handling']!.mae).toBeCloseTo(mae, 6);
});

it('ccp calibrate takes n/a from CSV on a criterion that allows it: its own outcome, left out of MAE', async () => {
  const dir = await tempDirs.make('ccp-calibrate-');
  const rubric = JSON.parse(await readFile(path.join(FIXTURES, 'rubric.json'), 'utf8')) as { criteria: Record<string, unknown>[] };
  rubric.criteria[1]!.allow_not_applicable = true;
  // call-002 is about a parcel: with none of the prompt's terms said there the lexical stand-in would answer N/A,
  // and this test needs machine scores on both calls.
  rubric.criteria[1]!.prompt = 'How well did the agent process the refund or track the parcel and explain the timeline?';
  await writeFile(path.join(dir, 'rubric.json'), JSON.stringify(rubric));
  const rubricId = (JSON.parse((await ccp('--json', 'rubrics', 'create', path.join(dir, 'rubric.json'))).stdout) as { id: string }).id;
  const submitted = await ccp('audits', 'submit', path.join(FIXTURES, 'conversations.jsonl'), '--rubric', `${rubricId}@1.0.0`, '--wait');
  const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1] as string;
  const lines = (await ccp('audits', 'results', batchId)).stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ResultLine);
  const machineRefund = (id: string) =>
    lines.find((l) => l.conversation_id === id)!.criterion_scores.find((c) => c.criterion_id === 'refund-handling')!.score;
  expect(machineRefund('call-001')).not.toBeNull();

  // N/A in the score column, in the label column (two auditors), and a score; greeting (no N/A allowed) refuses n/a.
  const csv = [
    'conversation_id,criterion_id,auditor_id,score,label',
    'call-001,refund-handling,dana,n/a,',
    'call-002,refund-handling,dana,,N/A',
    'call-002,refund-handling,lee,2,',
  ];
  await writeFile(path.join(dir, 'human.csv'), csv.join('\n'));
  const report = JSON.parse((await ccp('--json', 'calibrate', batchId, path.join(dir, 'human.csv'))).stdout) as {
    report: { criteria: { criterion_id: string; machine_vs_human: { n: number; mae: number; not_applicable: unknown } }[] };
  };
  const refund = report.report.criteria.find((c) => c.criterion_id === 'refund-handling')!.machine_vs_human;
  expect(refund).toMatchObject({ n: 1, not_applicable: { both: 0, first_only: 2, second_only: 0 } });
  expect(refund.mae).toBeCloseTo(Math.abs(2 - machineRefund('call-002')!), 6);
  const table = await ccp('calibrate', batchId, path.join(dir, 'human.csv'));
  expect(table.stdout).toMatch(/Refund handling \[refund-handling\]\s+n=1 MAE [\d.]+ r – ρ – N\/A both 0, one side 2/);
  expect(table.stdout).toMatch(/call-001 refund-handling: dana n\/a, machine [\d.]+ \(gap 1\.00\)/);

  await writeFile(path.join(dir, 'bad.csv'), 'conversation_id,criterion_id,score\ncall-001,greeting,n/a\n');
  const refused = await ccp('calibrate', batchId, path.join(dir, 'bad.csv'));
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('/ratings/0/score');
  expect(refused.stderr).toContain('does not allow not applicable');
});

it('explains a CSV without the needed columns and exits 1', async () => {
  const file = path.join(await tempDirs.make('ccp-calibrate-'), 'bad.csv');
  await writeFile(file, 'conversation,score\ncall-001,1\n');
  const refused = await ccp('calibrate', '00000000-0000-4000-8000-000000000000', file);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('"conversation_id" is missing');
});
