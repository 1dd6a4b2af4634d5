import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, startSandbox, type Sandbox } from '../../sandbox/runtime';
import { ccpAgainst } from './support/ccp';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

const FIXTURES = path.join(REPO_ROOT, 'test/fixtures/client');

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'none' });
});
afterAll(() => sandbox.stop());

/** The CLI in a child process against this file's sandbox. */
const ccp = ccpAgainst(() => sandbox.url);

describe('ccp against the sandbox: rubric → bump → batch → scorecard', () => {
  it('runs every rubric and audit command end to end', async () => {
    const created = await ccp('--json', 'rubrics', 'create', path.join(FIXTURES, 'rubric.json'));
    expect(created.code).toBe(0);
    const rubricId = (JSON.parse(created.stdout) as { id: string }).id;

    const bumped = await ccp('rubrics', 'bump', rubricId, path.join(FIXTURES, 'rubric-1.1.0.json'));
    expect(bumped).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Rubric ${rubricId}@1.1.0 (versions: 1.0.0, 1.1.0)`) as string,
    });
    const pinned = await ccp('rubrics', 'get', rubricId, '--version', '1.0.0');
    expect(pinned.stdout).toContain('Greeting [greeting] weight 0.3, ordinal: missing / partial / complete');

    const submitted = await ccp('audits', 'submit', path.join(FIXTURES, 'conversations.jsonl'), '--rubric', `${rubricId}@1.1.0`, '--wait');
    expect(submitted.code).toBe(0);
    expect(submitted.stderr).toContain('2/2 scored, 0 failed (completed)');
    const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1] as string;

    const scorecard = await ccp('audits', 'show', batchId);
    expect(scorecard.code).toBe(0);
    expect(scorecard.stdout).toContain(`Rubric ${rubricId}@1.1.0 (scale 0–100)`);
    expect(scorecard.stdout).toMatch(/Conversation call-001: overall [\d.]+ of 100/);
    expect(scorecard.stdout).toContain('Refund handling [refund-handling]:');
    // Every quote is a verbatim piece of the submitted transcript.
    const transcriptText = await readFile(path.join(FIXTURES, 'conversations.jsonl'), 'utf8');
    const quotes = [...scorecard.stdout.matchAll(/“(.+)” \(turn/g)].map((m) => m[1] as string);
    expect(quotes.length).toBeGreaterThanOrEqual(4);
    for (const quote of quotes) expect(transcriptText).toContain(quote);

    const out = path.join(await tempDirs.make('ccp-flow-'), 'results.ndjson');
    expect((await ccp('audits', 'results', batchId, '--out', out)).code).toBe(0);
    const lines = (await readFile(out, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { conversation_id: string });
    expect(lines.map((l) => l.conversation_id)).toEqual(['call-001', 'call-002']);
  });

  it('explains API rejections with their pointers and exits 2', async () => {
    const invalid = await ccp('rubrics', 'create', path.join(FIXTURES, 'rubric-1.1.0.json'));
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/^Error: 400 Request validation failed\n/);
    expect(invalid.stderr).toContain('  - body /min_score: ');
    expect(invalid.stderr).toMatch(/request id: [0-9a-f-]{36}/);
    const unknown = await ccp('rubrics', 'get', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('404') as string });
  });
});
