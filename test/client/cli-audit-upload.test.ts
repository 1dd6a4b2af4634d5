import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { ccpAgainst } from './support/ccp';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

/**
 * Batches too big for one request, on the sandbox with its default limits (API Gateway's and Lambda's payload
 * limits, Step Functions' 256 KiB, Bedrock's default quotas): `ccp audits submit` uploads the file to a
 * pre-signed S3 URL, the audit state machine validates it line by line and stores it, and every conversation
 * gets its result line. Invalid lines are reported with their line numbers.
 */

let sandbox: Sandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
  dir = await tempDirs.make('ccp-upload-');
});
afterAll(() => sandbox.stop());

const ccp = ccpAgainst(() => sandbox.url);

const PHRASES = [
  'Good morning, thank you for calling, my name is Priya.',
  'I need a refund for a damaged blender.',
  'I am sorry to hear that; let me check the order.',
  'The refund takes three to five business days.',
  'Can you confirm the order number please?',
  'Sure, it is four seven one nine.',
];

/**
 * A long call: many short turns with RFC 3339 timestamps, as a contact center's transcripts are (most of a
 * turn's bytes are its JSON framing, so the file is large for the tokens the evaluator reads).
 */
const longCall = (id: string, turns: number) => ({
  id,
  transcript: Array.from({ length: turns }, (_, i) => ({
    role: i % 2 === 0 ? 'agent' : 'customer',
    text: PHRASES[(i + id.length) % PHRASES.length],
    timestamp: new Date(Date.UTC(2026, 10, 23, 9, 0, i)).toISOString(),
  })),
});

const createRubric = async () => {
  const created = await ccp('--json', 'rubrics', 'create', path.join(REPO_ROOT, 'test/fixtures/client/rubric.json'));
  expect(created.code).toBe(0);
  return (JSON.parse(created.stdout) as { id: string }).id;
};

describe('ccp audits submit by upload', () => {
  it('uploads a JSON Lines file far above the 5 MiB request limit and streams one result per conversation, in file order', async () => {
    const conversations = Array.from({ length: 48 }, (_, i) => longCall(`call-${String(i).padStart(3, '0')}`, 1500));
    const file = path.join(dir, 'big.jsonl');
    await writeFile(file, conversations.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const { size } = await stat(file);
    expect(size).toBeGreaterThan(6 * 1024 * 1024);

    const rubricId = await createRubric();
    const submitted = await ccp('audits', 'submit', file, '--rubric', `${rubricId}@1.0.0`, '--wait', '--timeout', '600');
    expect(submitted.stderr).toContain('uploaded 100%');
    expect(submitted.stderr).toContain(`${conversations.length}/${conversations.length} scored, 0 failed (completed)`);
    expect(submitted.code).toBe(0);
    const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1] as string;

    const out = path.join(dir, 'results.ndjson');
    expect((await ccp('audits', 'results', batchId, '--out', out)).code).toBe(0);
    const lines = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { conversation_id: string; overall_score?: number });
    expect(lines.map((l) => l.conversation_id)).toEqual(conversations.map((c) => c.id));
    expect(lines.every((l) => typeof l.overall_score === 'number')).toBe(true);
  });

  it('reports each invalid line with its number: refuses the batch by default, scores the valid lines with --on-invalid skip-lines', async () => {
    const valid = (id: string) => JSON.stringify(longCall(id, 4));
    const lines = [
      valid('ok-1'),
      '{"id": "broken", "transcript": [',
      valid('ok-2'),
      JSON.stringify({ id: 'no-role', transcript: [{ text: 'hello', timestamp: 0 }] }),
      valid('ok-1'),
      valid('ok-3'),
    ];
    const file = path.join(dir, 'mixed.jsonl.gz');
    await writeFile(file, gzipSync(lines.join('\n') + '\n'));
    const rubricId = await createRubric();

    const refused = await ccp('audits', 'submit', file, '--rubric', rubricId, '--wait');
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('3 lines rejected; the batch was refused');
    expect(refused.stderr).toMatch(/ {2}line 2 \(whole line\): not JSON/);
    expect(refused.stderr).toContain('  line 4 /transcript/0/role: ');
    expect(refused.stderr).toContain('  line 5 /id: conversation ids must be unique ("ok-1" is on an earlier line)');
    expect(refused.stdout).toMatch(/Audit batch \S+: failed/);

    const skipped = await ccp('audits', 'submit', file, '--rubric', rubricId, '--on-invalid', 'skip-lines', '--wait');
    expect(skipped.stderr).toContain('3 lines rejected:');
    expect(skipped.stderr).toMatch(/ {2}line 2 \(whole line\): not JSON/);
    expect(skipped.stderr).toContain('3/3 scored, 0 failed (completed)');
    expect(skipped.code).toBe(0);
    const batchId = /Audit batch (\S+): completed/.exec(skipped.stdout)?.[1] as string;
    const results = await ccp('audits', 'results', batchId);
    expect(
      results.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { conversation_id: string }).conversation_id),
    ).toEqual(['ok-1', 'ok-2', 'ok-3']);
  });
});
