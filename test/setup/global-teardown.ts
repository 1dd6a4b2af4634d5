import { rmSync } from 'node:fs';
import { RECOGNITION_CACHE_ENV } from '../../sandbox/transcribe/server';
import { teardown as stopSharedDynamoDbLocal } from './dynamodb-local';

/** After the run: DynamoDB Local stops, and the run's recognitions (unredacted speech) are deleted. */
export default async (): Promise<void> => {
  const recognitions = process.env[RECOGNITION_CACHE_ENV];
  if (recognitions) rmSync(recognitions, { recursive: true, force: true });
  await stopSharedDynamoDbLocal();
};
