import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RUBRICS_TABLE } from '../../lib/definitions/audits';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { ccpAgainst, type ResultLine } from './support/ccp';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

/**
 * `ccp rubrics test`: a rubric version's examples scored as a batch, calibrated against their expected scores,
 * each miss listed — for a stored version and, before publishing, for a rubric file. The expected scores are
 * written from what this sandbox's evaluator gave the same conversations in an ordinary batch (it is
 * deterministic), some equal to it and some not, so the test knows which expectations must be met.
 */

const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/client');

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
});
afterAll(() => sandbox.stop());

const ccp = ccpAgainst(() => sandbox.url);

interface Report {
  batch: { batch_id: string };
  calibration: {
    report: { criteria: { criterion_id: string; machine_vs_human: { n: number; exact_agreement?: number; not_applicable?: unknown } }[] };
  };
  expectations: number;
  met: number;
  missed: { example_id: string; criterion_id: string; machine?: { score: number | null } }[];
}

it('scores the examples, prints the agreement table and every miss, and exits 6 when one is missed', async () => {
  const dir = await tempDirs.make('ccp-rubric-test-');
  const rubric = JSON.parse(await readFile(path.join(FIXTURES, 'rubric.json'), 'utf8')) as { criteria: Record<string, unknown>[] } & Record<
    string,
    unknown
  >;
  rubric.criteria = [
    { ...rubric.criteria[0], weight: 0.2 },
    { ...rubric.criteria[1], weight: 0.6 },
    {
      id: 'verify',
      name: 'Verification',
      weight: 0.2,
      // "number" is said in call-002 (a tracking number): without a term of its own there, the lexical stand-in
      // would answer N/A, and this test needs a machine score where the example expects n/a.
      prompt: 'Did the agent verify the customer account number before the refund?',
      scale: { type: 'ordinal', labels: ['no', 'yes'] },
      allow_not_applicable: true,
    },
  ];
  const conversations = (await readFile(path.join(FIXTURES, 'conversations.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: string });

  // What the evaluator gives these conversations under this rubric, from an ordinary batch.
  await writeFile(path.join(dir, 'plain.json'), JSON.stringify(rubric));
  const plainId = (JSON.parse((await ccp('--json', 'rubrics', 'create', path.join(dir, 'plain.json'))).stdout) as { id: string }).id;
  const submitted = await ccp('audits', 'submit', path.join(FIXTURES, 'conversations.jsonl'), '--rubric', `${plainId}@1.0.0`, '--wait');
  const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1] as string;
  const lines = (await ccp('audits', 'results', batchId)).stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ResultLine);
  const machine = (id: string, criterion: string) =>
    lines.find((l) => l.conversation_id === id)!.criterion_scores.find((c) => c.criterion_id === criterion)!;
  const [first, second] = conversations as [{ id: string }, { id: string }];
  const labels = ['missing', 'partial', 'complete'];
  const otherLabel = labels.find((l) => l !== machine(second.id, 'greeting').label)!;
  expect(machine(second.id, 'verify').score).not.toBeNull();

  // 0.5 away from the machine's score, inside the scale.
  const firstRefund = machine(first.id, 'refund-handling').score!;
  const offByHalf = firstRefund + 0.5 <= 5 ? firstRefund + 0.5 : firstRefund - 0.5;

  // Met: first greeting and verify, second refund (within a wide tolerance). Missed: first refund (0.5 off, tolerance
  // 0.25), second greeting (another label), second verify (n/a where the machine scored).
  const examples = [
    {
      ...first,
      expected: [
        { criterion_id: 'greeting', label: machine(first.id, 'greeting').label },
        { criterion_id: 'refund-handling', score: offByHalf, tolerance: 0.25 },
        { criterion_id: 'verify', score: machine(first.id, 'verify').score },
      ],
    },
    {
      ...second,
      expected: [
        { criterion_id: 'greeting', label: otherLabel },
        { criterion_id: 'refund-handling', score: 3, tolerance: 2 },
        { criterion_id: 'verify', score: null },
      ],
    },
  ];
  await writeFile(path.join(dir, 'rubric.json'), JSON.stringify({ ...rubric, examples }));

  // Before publishing: the file is tested as a draft rubric of its own.
  const draft = await ccp('rubrics', 'test', path.join(dir, 'rubric.json'));
  expect(draft.stderr).toMatch(/Tested .*rubric\.json as draft rubric \S+@1\.0\.0: a separate rubric, not a version of a published one/);
  expect(draft.code).toBe(6);
  expect(draft.stdout).toMatch(/Criterion\s+Machine vs human\s+Human vs human/);
  expect(draft.stdout).toContain('6 ratings of 2 conversations by expected');
  expect(draft.stdout).toContain(`: 3 of 6 expected scores met.`);
  expect(draft.stdout).toContain(`  ${first.id} refund-handling: expected ${offByHalf} ± 0.25, machine ${firstRefund}`);
  expect(draft.stdout).toContain(`  ${second.id} greeting: expected "${otherLabel}", machine "${machine(second.id, 'greeting').label}"`);
  expect(draft.stdout).toContain(`  ${second.id} verify: expected n/a, machine "${machine(second.id, 'verify').label}"`);
  expect(draft.stdout).toMatch(/Verification \[verify\]\s+n=1 exact 0\.50 κw – N\/A both 0, one side 1/);

  // Published, then tested by id: the same expectations, the agreement recomputed here from the machine's scores.
  const publishedId = (JSON.parse((await ccp('--json', 'rubrics', 'create', path.join(dir, 'rubric.json'))).stdout) as { id: string }).id;
  const tested = await ccp('--json', 'rubrics', 'test', publishedId);
  expect(tested.code).toBe(6);
  const report = JSON.parse(tested.stdout) as Report;
  expect(report).toMatchObject({ expectations: 6, met: 3 });
  expect(report.missed.map((m) => [m.example_id, m.criterion_id]).sort()).toEqual(
    [
      [first.id, 'refund-handling'],
      [second.id, 'greeting'],
      [second.id, 'verify'],
    ].sort(),
  );
  const byId = Object.fromEntries(report.calibration.report.criteria.map((c) => [c.criterion_id, c.machine_vs_human]));
  expect(byId.greeting).toMatchObject({ n: 2, exact_agreement: 0.5 });
  expect(byId.verify).toMatchObject({ n: 1, exact_agreement: 0.5, not_applicable: { both: 0, first_only: 1, second_only: 0 } });

  // A version whose examples are all met exits 0; a version without examples says so and exits 1.
  const metOnly = examples.map((e) => ({
    ...e,
    expected: e.expected.filter((x) => report.missed.every((m) => m.example_id !== e.id || m.criterion_id !== x.criterion_id)),
  }));
  await writeFile(path.join(dir, 'met.json'), JSON.stringify({ criteria: rubric.criteria, examples: metOnly }));
  await ccp('rubrics', 'bump', publishedId, path.join(dir, 'met.json'));
  const passing = await ccp('rubrics', 'test', publishedId, '--version', '1.1.0');
  expect(passing.code).toBe(0);
  expect(passing.stdout).toContain(`Examples of rubric ${publishedId}@1.1.0: 3 of 3 expected scores met.`);
  const withoutExamples = await ccp('rubrics', 'test', plainId);
  expect(withoutExamples.code).toBe(1);
  expect(withoutExamples.stderr).toContain(`Rubric ${plainId}@1.0.0 has no examples to test.`);
});

it('tests the shipped sample rubric as it is, and registers nothing for a file without examples', async () => {
  const sample = await ccp('rubrics', 'test', path.join(REPO_ROOT, 'examples/qa-rubric.json'));
  expect(sample.stdout).toMatch(/Examples of rubric \S+@1\.0\.0: 6 of 6 expected scores met\./);
  expect(sample.code).toBe(0);

  // Every item of the rubrics table, read as the handlers read it (the sandbox's DynamoDB Local).
  const storedItems = async () =>
    (
      await new DynamoDBClient({}).send(
        new ScanCommand({ TableName: sandbox.tableName(RUBRICS_TABLE.id), Select: 'COUNT', ConsistentRead: true }),
      )
    ).Count;
  const dir = await tempDirs.make('ccp-rubric-test-');
  const { examples: _examples, ...withoutExamples } = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'examples/qa-rubric.json'), 'utf8'),
  ) as Record<string, unknown>;
  await writeFile(path.join(dir, 'no-examples.json'), JSON.stringify(withoutExamples));
  const before = await storedItems();
  const nothingToTest = await ccp('rubrics', 'test', path.join(dir, 'no-examples.json'));
  expect(nothingToTest).toMatchObject({ code: 1, stderr: expect.stringContaining('The rubric has no examples to test.') as string });
  expect(await storedItems()).toBe(before);
});
