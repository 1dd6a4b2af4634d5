import { application } from '../../lib/definitions';
import { loadIamAccess } from '../../sandbox/iam';
import { REPO_ROOT } from '../../sandbox/runtime';
import { setup as startSharedDynamoDbLocal } from './dynamodb-local';

/**
 * Before any suite: one DynamoDB Local for the run, and the synthesized stack IAM reads, cached by content (a
 * first synthesis takes seconds, which would otherwise fall in the first suite's beforeAll on a fresh clone).
 */
export default async (): Promise<void> => {
  const warmIam = loadIamAccess(application, REPO_ROOT).then((access) => access.close());
  await Promise.all([startSharedDynamoDbLocal(), warmIam]);
};
