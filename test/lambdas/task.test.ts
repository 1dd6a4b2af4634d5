import { DynamoDBServiceException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { taskHandler } from '../../lambdas/shared/task';

const context = { awsRequestId: 'req-1', functionName: 'Test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

const failingWith = (error: Error) =>
  taskHandler<unknown, never>().handler(async () => {
    throw error;
  });

const nameOfFailure = async (error: Error) => {
  const failure = (await failingWith(error)({}, context).catch((caught: unknown) => caught)) as Error;
  return { name: failure.name, cause: failure.cause };
};

describe('taskHandler — the error names the state machines retry', () => {
  it("names a service's 5xx ServiceUnavailable whatever the service called it, keeping the original as the cause", async () => {
    const internalFailure = new DynamoDBServiceException({
      name: 'InternalFailure',
      $fault: 'server',
      $metadata: { httpStatusCode: 500 },
      message: 'The request processing has failed because of an unknown error, exception or failure.',
    });
    await expect(nameOfFailure(internalFailure)).resolves.toEqual({ name: 'ServiceUnavailable', cause: internalFailure });
  });

  it("leaves names the Retry blocks already list, client errors and the stages' own codes as they are", async () => {
    const throttled = new ProvisionedThroughputExceededException({ $metadata: { httpStatusCode: 400 }, message: 'slow down' });
    expect((await nameOfFailure(throttled)).name).toBe('ProvisionedThroughputExceededException');
    const validation = new DynamoDBServiceException({
      name: 'ValidationException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
      message: 'bad key',
    });
    expect((await nameOfFailure(validation)).name).toBe('ValidationException');
    const own = Object.assign(new Error('the audio server answered 503'), { name: 'AUDIO_UNREACHABLE' });
    expect((await nameOfFailure(own)).name).toBe('AUDIO_UNREACHABLE');
  });
});
