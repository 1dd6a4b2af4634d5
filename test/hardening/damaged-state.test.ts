import { jest } from '@jest/globals';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { localBucketName } from '../../sandbox/environment';
import { startSandbox } from '../../sandbox/runtime';
import { fixtureApplication } from '../sandbox/fixtures/application';

/**
 * What a kill -9 can leave in the data directory — a torn executions file, a queue journal cut mid-line, an
 * object whose upload never finished — never stops the sandbox from starting: each is repaired and reported.
 */

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-damaged-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('starts from a torn executions file, setting it aside', async () => {
  await writeFile(
    path.join(dataDir, 'executions.json'),
    '[{"executionArn":"arn:aws:states:us-east-1:000000000000:execution:FixturePipeline:x","na',
  );
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sandbox = await startSandbox({ application: fixtureApplication, dataDir });
  try {
    expect(sandbox.executions()).toEqual([]);
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/saved executions .* could not be read/);
    expect((await readdir(dataDir)).some((name) => name.startsWith('executions.json.unreadable-'))).toBe(true);
  } finally {
    await sandbox.stop();
    warnings.mockRestore();
  }
  // The file written on stop is whole again.
  expect(JSON.parse(await readFile(path.join(dataDir, 'executions.json'), 'utf8'))).toEqual([]);
});

it('keeps every whole queue message and drops a torn last line', async () => {
  const message = (id: string) => JSON.stringify({ MessageId: id, Body: `body ${id}`, SentTimestamp: '1' });
  await mkdir(path.join(dataDir, 'queues'), { recursive: true });
  await writeFile(path.join(dataDir, 'queues', 'FixtureFailures.jsonl'), `${message('a')}\n${message('b')}\n{"MessageId":"c","Bo`);
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const first = await startSandbox({ application: fixtureApplication, dataDir });
  try {
    expect(first.queueMessages('FixtureFailures').map((m) => m.MessageId)).toEqual(['a', 'b']);
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/incomplete message/);
  } finally {
    await first.stop();
    warnings.mockRestore();
  }
  expect(await readFile(path.join(dataDir, 'queues', 'FixtureFailures.jsonl'), 'utf8')).toBe(`${message('a')}\n${message('b')}\n`);
});

it('removes an object whose upload never finished and keeps the bucket serving', async () => {
  const bucketDir = path.join(dataDir, 's3', localBucketName('FixtureData'));
  await mkdir(bucketDir, { recursive: true });
  await writeFile(path.join(bucketDir, 'whole.json._S3rver_object'), '{"ok":true}');
  await writeFile(path.join(bucketDir, 'whole.json._S3rver_object.md5'), 'x');
  await writeFile(path.join(bucketDir, 'whole.json._S3rver_metadata.json'), '{"content-type":"application/json"}');
  await writeFile(path.join(bucketDir, 'torn.json._S3rver_object'), '{"half":');
  await writeFile(path.join(bucketDir, 'torn.json._S3rver_metadata.json'), '{"content-ty');
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sandbox = await startSandbox({ application: fixtureApplication, dataDir });
  try {
    const s3 = new S3Client({ forcePathStyle: true });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: localBucketName('FixtureData') }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['whole.json']);
    const whole = await s3.send(new GetObjectCommand({ Bucket: localBucketName('FixtureData'), Key: 'whole.json' }));
    expect(await whole.Body?.transformToString()).toBe('{"ok":true}');
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/torn\.json was only partly written/);
  } finally {
    await sandbox.stop();
    warnings.mockRestore();
  }
});
