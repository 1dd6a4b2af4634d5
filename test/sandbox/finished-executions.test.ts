import { jest } from '@jest/globals';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { localBucketName, localStateMachineArn } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { waitFor } from '../support/wait';
import { fixtureApplication } from './fixtures/application';

/**
 * A finished execution leaves memory and the running executions' file (rewritten at every change) for an
 * append-only file, and is still described as Step Functions describes it — after a restart too, never run again.
 */

let dataDir: string;
let sandbox: Sandbox | undefined;
// Clients read the AWS_ENDPOINT_URL_* variables the running sandbox set: each is made when needed, all destroyed after a test.
const clients = () => ({ sfn: new SFNClient({}), s3: new S3Client({ forcePathStyle: true }) });
let opened: ReturnType<typeof clients>[] = [];
const client = () => {
  const made = clients();
  opened.push(made);
  return made;
};
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-finished-'));
});
afterEach(async () => {
  for (const { sfn, s3 } of opened) {
    sfn.destroy();
    s3.destroy();
  }
  opened = [];
  await sandbox?.stop();
  sandbox = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const start = async () => {
  sandbox = await startSandbox({ application: fixtureApplication, dataDir, retryIntervalMs: 5 });
  return sandbox;
};

const runningFile = () => readFile(path.join(dataDir, 'executions.json'), 'utf8').catch(() => '');
const finishedFile = () => readFile(path.join(dataDir, 'executions-finished.jsonl'), 'utf8').catch(() => '');

const finishedExecution = async (name: string) => {
  const { sfn, s3 } = client();
  await s3.send(new PutObjectCommand({ Bucket: localBucketName('FixtureData'), Key: 'items.json', Body: JSON.stringify([{ n: 1 }]) }));
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: localStateMachineArn('FixturePipeline'),
      name,
      input: JSON.stringify({ id: name, key: 'happy', itemsKey: 'items.json' }),
    }),
  );
  // Written to the finished executions' file, then dropped from the running executions' file.
  await waitFor(
    async () => [await finishedFile(), await runningFile()] as const,
    ([finished, running]) => finished.includes(executionArn!) && !running.includes(executionArn!),
    { what: `${executionArn} in executions-finished.jsonl only`, timeoutMs: 120_000 },
  );
  return executionArn!;
};

const described = (executionArn: string) => client().sfn.send(new DescribeExecutionCommand({ executionArn }));

it('describes a finished execution from its file, refuses its name again, and keeps it across a restart', async () => {
  await start();
  const executionArn = await finishedExecution('paged-1');
  const first = await described(executionArn);
  expect(first.status).toBe('SUCCEEDED');
  expect(JSON.parse(first.output ?? '{}')).toMatchObject({ mapped: { count: 1 } });
  await expect(
    client().sfn.send(
      new StartExecutionCommand({
        stateMachineArn: localStateMachineArn('FixturePipeline'),
        name: 'paged-1',
        input: JSON.stringify({ id: 'paged-1', key: 'happy', itemsKey: 'items.json' }),
      }),
    ),
  ).rejects.toMatchObject({ name: 'ExecutionAlreadyExists' });
  expect(sandbox!.executions().map((e) => [e.executionArn, e.status])).toContainEqual([executionArn, 'SUCCEEDED']);

  await sandbox!.stop();
  await start();
  const again = await described(executionArn);
  expect(again.status).toBe('SUCCEEDED');
  expect(again.output).toBe(first.output);
  const record = sandbox!.executions().find((e) => e.executionArn === executionArn);
  // Not run again: no restart in its history.
  expect(record?.history.map((h) => h.type)).not.toContain('SandboxRestarted');
});

it('cuts off a line a crash left half written, and still describes the whole ones', async () => {
  await start();
  const executionArn = await finishedExecution('paged-2');
  await sandbox!.stop();
  sandbox = undefined;
  await appendFile(path.join(dataDir, 'executions-finished.jsonl'), '{"executionArn":"arn:aws:states:us-east-1:000000000000:exec');
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await start();
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/executions-finished\.jsonl ended in an incomplete line/);
  } finally {
    warnings.mockRestore();
  }
  expect((await described(executionArn)).status).toBe('SUCCEEDED');
  expect((await finishedFile()).endsWith('\n')).toBe(true);
  // Appends go on after the cut: the next finished execution is whole and readable.
  const next = await finishedExecution('paged-3');
  expect((await described(next)).status).toBe('SUCCEEDED');
});
