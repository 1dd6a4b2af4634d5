import { IdempotencyConfig, IdempotencyItemNotFoundError } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import type { createDynamoDbClient } from '../../src/adapters/aws/clients';
import { RequestInProgressError } from '../../src/core/errors';
import { REQUEST_ID_HEADER, requestIdOf } from './http';

/** Keys are kept at least 24 hours, as Stripe and the IETF Idempotency-Key draft suggest. */
const KEY_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Powertools idempotency for an API route, scoped to the calling IAM principal: the same key from two
 * principals never collides. Put it after the parser so `keyJmesPath` and the payload check see the parsed
 * body. Replays return the stored response (with their own x-request-id); a different body →
 * IdempotencyValidationError (422); a concurrent duplicate → IdempotencyAlreadyInProgressError (409); both
 * mapped in ./problem.ts.
 *
 * @param keyJmesPath JMESPath to the caller's key in the parsed event, e.g. `body.idempotencyKey` or
 *   `headers."idempotency-key"` (headers are lower-cased by httpHandler).
 * @param keyOptional when true, a request without a key is not deduplicated at all (the key expression is
 *   then null, which Powertools skips); otherwise a missing key is an error.
 */
export const idempotentRoute = (options: {
  readonly keyJmesPath: string;
  readonly tableName: string;
  readonly client: ReturnType<typeof createDynamoDbClient>;
  readonly keyOptional?: boolean;
}): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> => {
  const scopedKey = `[requestContext.identity.userArn || requestContext.identity.caller, ${options.keyJmesPath}]`;
  const powertools = makeHandlerIdempotent({
    persistenceStore: new DynamoDBPersistenceLayer({ tableName: options.tableName, awsSdkV3Client: options.client }),
    config: new IdempotencyConfig({
      // The principal alone is never null, so an optional key must null the whole expression when absent.
      eventKeyJmesPath: options.keyOptional ? `${options.keyJmesPath} && ${scopedKey}` : scopedKey,
      payloadValidationJmesPath: 'body',
      expiresAfterSeconds: KEY_RETENTION_SECONDS,
      throwOnNoIdempotencyKey: !options.keyOptional,
    }),
  });
  // Requests turned away before the handler ran (409 in flight, 422 changed body) own no idempotency record.
  const turnedAway = new WeakSet<object>();
  return {
    before: async (request) => {
      try {
        const replay = (await powertools.before!(request as never)) as APIGatewayProxyResult | undefined;
        // A replay returns early: middy then runs no `after`, so the request id is added here.
        if (replay) return { ...replay, headers: { ...replay.headers, [REQUEST_ID_HEADER]: requestIdOf(request.event, request.context) } };
      } catch (error) {
        turnedAway.add(request);
        // The first request failed and removed its record between our write attempt and our read: retry later.
        if (error instanceof IdempotencyItemNotFoundError) {
          throw new RequestInProgressError('A request with this idempotency key just finished unsuccessfully; retry.', { cause: error });
        }
        throw error;
      }
      return undefined;
    },
    after: powertools.after,
    // Powertools deletes the key's record on any error. For a request turned away in `before` that record is
    // the in-flight first request's: deleting it would let a third duplicate start a second job.
    onError: async (request) => {
      if (!turnedAway.has(request)) await powertools.onError!(request as never);
    },
  } as middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult>;
};

/** The v2 routes' idempotency: deduplicated when the caller sends an Idempotency-Key header, not otherwise. */
export const idempotentOnKeyHeader = (store: {
  readonly tableName: string;
  readonly client: ReturnType<typeof createDynamoDbClient>;
}): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> =>
  idempotentRoute({ keyJmesPath: 'headers."idempotency-key"', keyOptional: true, ...store });
