import { application } from '../../lib/definitions';
import { loadIamAccess } from '../../sandbox/iam';
import { buildBundles } from '../../sandbox/lambda-runtime';
import { REPO_ROOT } from '../../sandbox/runtime';
import { setup as startSharedDynamoDbLocal } from './dynamodb-local';

/**
 * Before any suite: one DynamoDB Local for the run, the synthesized stack IAM reads, and every function's bundle
 * (with the AWS SDK the Lambda runtime provides), each cached by content. On a fresh clone the first synthesis and
 * the bundles take seconds, which would otherwise fall in the first suites' beforeAll — built twice over when two
 * workers' sandboxes ask for the same bundle at once.
 */
export default async (): Promise<void> => {
  const warmIam = loadIamAccess(application, REPO_ROOT).then((access) => access.close());
  await Promise.all([startSharedDynamoDbLocal(), warmIam, buildBundles(REPO_ROOT, application.functions)]);
};
