import { IdempotencyConfig } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { createDynamoDbClient } from '../../src/adapters/aws/clients';

/** Keys are kept at least 24 hours, as Stripe and the IETF Idempotency-Key draft suggest. */
const KEY_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Powertools idempotency for an API route, scoped to the calling IAM principal: the same key from two
 * principals never collides. Put it after the parser so `keyJmesPath` and the payload check see the parsed
 * body. Replays return the stored response; a different body → IdempotencyValidationError (422); a
 * concurrent duplicate → IdempotencyAlreadyInProgressError (409); both mapped in ./problem.ts.
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
}) => {
  const scopedKey = `[requestContext.identity.userArn || requestContext.identity.caller, ${options.keyJmesPath}]`;
  return makeHandlerIdempotent({
    persistenceStore: new DynamoDBPersistenceLayer({ tableName: options.tableName, awsSdkV3Client: options.client }),
    config: new IdempotencyConfig({
      // The principal alone is never null, so an optional key must null the whole expression when absent.
      eventKeyJmesPath: options.keyOptional ? `${options.keyJmesPath} && ${scopedKey}` : scopedKey,
      payloadValidationJmesPath: 'body',
      expiresAfterSeconds: KEY_RETENTION_SECONDS,
      throwOnNoIdempotencyKey: !options.keyOptional,
    }),
  });
};
