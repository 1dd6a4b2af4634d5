import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { call, expectedOverall, REVIEW_RUBRIC } from '../reviews/support';
import type { AuditResult } from '../../client';
import { ccpAgainst } from './support/ccp';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

/** `ccp audits review …`, `ccp audits queue`, `ccp calibrations …` and `ccp insights …` against the sandbox, as a user runs them. */

let sandbox: Sandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
  dir = await tempDirs.make('ccp-reviews-');
});
afterAll(() => sandbox.stop());

const ccp = ccpAgainst(() => sandbox.url);

/** As the CLI prints a score: whole numbers as they are, others with two decimals (of the 6-decimal value the API gives). */
const shown = (value: number) => {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
};

it('reviews a scorecard, lists the review queue, reports agreement from reviews and insights by agent', async () => {
  const rubricFile = path.join(dir, 'rubric.json');
  await writeFile(rubricFile, JSON.stringify(REVIEW_RUBRIC));
  const rubricId = (JSON.parse((await ccp('--json', 'rubrics', 'create', rubricFile)).stdout) as { id: string }).id;
  const conversations = [
    call('dana-1', { agent: 'dana' }),
    call('lee-1', { agent: 'lee', fails: true }),
    call('dana-2', { agent: 'dana', empathy: false }),
  ];
  const file = path.join(dir, 'conversations.jsonl');
  await writeFile(file, conversations.map((c) => JSON.stringify(c)).join('\n'));
  const submitted = await ccp('audits', 'submit', file, '--rubric', `${rubricId}@1.0.0`, '--wait');
  const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1] as string;
  expect(batchId).toBeDefined();
  const lines = (await ccp('audits', 'results', batchId)).stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as AuditResult);
  const scores = Object.fromEntries(lines[0]!.criterion_scores.map((c) => [c.criterion_id, c.score]));

  const queue = await ccp('audits', 'queue', batchId);
  expect(queue.code).toBe(0);
  expect(queue.stdout).toMatch(/^#1 lee-1 priority \d+ overall 0: critical_failed \(greeting\)/m);
  expect(queue.stdout).toContain(`Random sample: rate 0.05, seed ${batchId}`);

  const override = await ccp('audits', 'review', 'override', batchId, '0', '--score', 'refund=2', '--comment', 'Only promised.');
  expect(override.code).toBe(0);
  const reviewed = expectedOverall({ ...scores, refund: 2 })!;
  expect(override.stdout).toContain(`Overall: machine ${shown(lines[0]!.overall_score!)}, reviewed ${shown(reviewed)}`);
  expect(override.stdout).toMatch(/refund: machine [\d.]+ → reviewed 2/);
  expect(override.stdout).toContain('“Only promised.”');

  // A stale version is refused (exit 2, the API's 409); the current one is read when none is given.
  const stale = await ccp('audits', 'review', 'accept', batchId, '0', '--expected-version', '0');
  expect(stale.code).toBe(2);
  expect(stale.stderr).toContain('409');
  expect((await ccp('audits', 'review', 'accept', batchId, '1')).code).toBe(0);
  expect((await ccp('audits', 'review', 'override', batchId, '2', '--not-applicable', 'refund', '--comment', 'x')).code).toBe(2);

  const history = JSON.parse((await ccp('--json', 'audits', 'review', 'history', batchId, '0')).stdout);
  expect(history).toMatchObject({
    review_version: 1,
    review: { overall_score: expect.any(Number) },
    history: [{ decision: 'override', comment: 'Only promised.' }],
  });
  expect(history.review.overall_score).toBeCloseTo(reviewed, 5);
  expect((await ccp('audits', 'show', batchId)).stdout).toMatch(/reviewed: overall [\d.]+ \(review 1 by .+; changed refund 2\)/);

  const calibration = await ccp('calibrations', 'reviews', batchId);
  expect(calibration.code).toBe(0);
  expect(calibration.stdout).toContain(`Calibration from 2 reviews of batch ${batchId}`);
  expect(calibration.stdout).toMatch(/Refund \[refund\]\s+n=2 MAE [\d.]+/);
  const trend = await ccp('calibrations', 'trend', rubricId);
  expect(trend.stdout).toContain('By week:');
  expect(trend.stdout).toContain('2 reviews of 2 conversations');

  const insights = JSON.parse((await ccp('--json', 'insights', 'groups', rubricId, '--by', 'agent')).stdout);
  expect(
    insights.groups.map((g: { group: string; conversations: number; reviewed: number }) => [g.group, g.conversations, g.reviewed]),
  ).toEqual([
    ['dana', 2, 1],
    ['lee', 1, 1],
  ]);
  const readable = await ccp('insights', 'groups', rubricId, '--by', 'agent');
  expect(readable.stdout).toContain('agent lee: 1 conversation, 1 reviewed');
  expect(readable.stdout).toMatch(/Coaching \(mean below 0.6\):\n(.*\n)*\s+lee on greeting: 0.00 over 1, fail 100%/);
  const behind = await ccp('insights', 'conversations', rubricId, '--by', 'agent', '--group', 'lee', '--criterion', 'greeting');
  expect(behind.code).toBe(0);
  expect(behind.stdout).toMatch(new RegExp(`${batchId} #1 lee-1 at .+: no \\(reviewed\\)\\n    “Hello\\.”`));
});
