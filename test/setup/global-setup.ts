import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { application } from '../../lib/definitions';
import { loadIamAccess } from '../../sandbox/iam';
import { buildBundles } from '../../sandbox/lambda-runtime';
import { REPO_ROOT } from '../../sandbox/runtime';
import { RECOGNITION_CACHE_ENV } from '../../sandbox/transcribe/server';
import { setup as startSharedDynamoDbLocal } from './dynamodb-local';

/**
 * Before any suite: one DynamoDB Local for the run, the synthesized stack IAM reads, and every function's bundle
 * (with the AWS SDK the Lambda runtime provides), each cached by content. On a fresh clone the first synthesis and
 * the bundles take seconds, which would otherwise fall in the first suites' beforeAll — built twice over when two
 * workers' sandboxes ask for the same bundle at once.
 *
 * And a directory for the run where the local Transcribe keeps what PocketSphinx heard in each recording: the
 * suite's transcript jobs recognize the same few fixtures about 80 times (about 110 s of CPU, three quarters of it
 * again and again). Workers inherit it; global-teardown.ts deletes it.
 */
export default async (): Promise<void> => {
  process.env[RECOGNITION_CACHE_ENV] = mkdtempSync(join(tmpdir(), 'recognitions-'));
  const warmIam = loadIamAccess(application, REPO_ROOT).then((access) => access.close());
  await Promise.all([startSharedDynamoDbLocal(), warmIam, buildBundles(REPO_ROOT, application.functions)]);
};
