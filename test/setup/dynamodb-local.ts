/**
 * Jest global setup and teardown: one DynamoDB Local (a JVM, seconds to start) for the whole run. Every
 * in-memory sandbox of the run reaches it through SHARED_DYNAMODB_ENDPOINT_ENV, which the workers inherit, and
 * works in tables of its own (sandbox/dynamodb.ts).
 */
import { SHARED_DYNAMODB_ENDPOINT_ENV, startDynamoDbLocal, type DynamoDbLocalProcess } from '../../sandbox/dynamodb';

// Global setup and teardown run in the same process and share its global object.
const RUNNING = Symbol.for('contact-center.test.dynamodb-local');
type WithDynamoDbLocal = typeof globalThis & { [RUNNING]?: DynamoDbLocalProcess };

export const setup = async (): Promise<void> => {
  const local = await startDynamoDbLocal();
  (globalThis as WithDynamoDbLocal)[RUNNING] = local;
  process.env[SHARED_DYNAMODB_ENDPOINT_ENV] = local.endpoint;
};

export const teardown = async (): Promise<void> => {
  await (globalThis as WithDynamoDbLocal)[RUNNING]?.stop();
  delete process.env[SHARED_DYNAMODB_ENDPOINT_ENV];
};
