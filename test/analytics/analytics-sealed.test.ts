import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { SANDBOX_SIGV4_PRINCIPALS } from '../../sandbox/sigv4-auth';
import { ccpAgainst } from '../client/support/ccp';
import { call, REVIEW_RUBRIC } from '../reviews/support';
import { testFileTempDirs } from '../support/temp-dirs';

const tempDirs = testFileTempDirs();

/**
 * `ccp analytics query` against a sealed sandbox (SANDBOX_AUTH=sigv4): GET /sandbox/s3 answers only the operator and
 * hands out no key, so the query runs with `--sign sigv4` and the operator's keys of the run (which the sandbox put in
 * this process's environment, as `npm start` writes them to sandbox-credentials.json); unsigned or as another
 * principal, ccp stops with the sandbox's refusal and says what to do.
 */

let sandbox: Sandbox;
let dir: string;
const ccp = ccpAgainst(() => sandbox.url);
const signed = (...args: string[]) => ccp('--sign', 'sigv4', ...args);
/** One of the sealed sandbox's API users (docs/sandbox-security.md): not its operator. */
const alice = SANDBOX_SIGV4_PRINCIPALS.find((p) => p.name === 'alice')!;
const ALICE = { AWS_ACCESS_KEY_ID: alice.accessKeyId, AWS_SECRET_ACCESS_KEY: alice.secretAccessKey };

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, auth: 'sigv4' });
  dir = await tempDirs.make('ccp-analytics-sealed-');
});
afterAll(async () => {
  await sandbox.waitForIdle();
  await sandbox.stop();
});

it("queries a sealed sandbox's exports with the operator's signature, and only with it", async () => {
  expect(process.env.AWS_ACCESS_KEY_ID).toBe(sandbox.operatorCredentials.accessKeyId);
  const rubricFile = path.join(dir, 'rubric.json');
  await writeFile(rubricFile, JSON.stringify(REVIEW_RUBRIC));
  const rubricId = (JSON.parse((await signed('--json', 'rubrics', 'create', rubricFile)).stdout) as { id: string }).id;
  const file = path.join(dir, 'conversations.jsonl');
  const conversations = [call('s-dana-1', { agent: 'dana' }), call('s-lee-1', { agent: 'lee', fails: true })];
  await writeFile(file, conversations.map((c) => JSON.stringify(c)).join('\n'));
  const submitted = await signed('audits', 'submit', file, '--rubric', `${rubricId}@1.0.0`, '--wait');
  expect(submitted.code).toBe(0);
  const batchId = /Audit batch (\S+): completed/.exec(submitted.stdout)?.[1];
  expect(batchId).toBeDefined();
  await sandbox.waitForIdle();

  const sql = "SELECT conversation_id, element_at(metadata, 'agent') AS agent FROM scorecards_latest ORDER BY conversation_index";
  const run = await signed('--json', 'analytics', 'query', sql);
  expect({ code: run.code, stderr: run.stderr }).toEqual({
    code: 0,
    stderr: expect.stringContaining("Parquet objects in the sandbox's s3://"),
  });
  expect(JSON.parse(run.stdout)).toEqual([
    { conversation_id: 's-dana-1', agent: 'dana' },
    { conversation_id: 's-lee-1', agent: 'lee' },
  ]);

  // Unsigned: the sandbox's 403, and the way to sign.
  const unsigned = await ccp('analytics', 'query', sql);
  expect(unsigned.code).not.toBe(0);
  expect(unsigned.stderr).toContain('/sandbox/s3 answered 403');
  expect(unsigned.stderr).toContain('--sign sigv4');

  // Another principal's signature: refused as well; only the operator reads /sandbox/*.
  const asAlice = await ccpAgainst(() => sandbox.url, ALICE)('--sign', 'sigv4', 'analytics', 'query', sql);
  expect(asAlice.code).not.toBe(0);
  expect(asAlice.stderr).toContain('/sandbox/s3 answered 403');
});
