import { DynamoDBServiceException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** DynamoDB's words for an item over its 400 KB limit, after a put ("has exceeded") or an update ("to update"). */
const ITEM_TOO_LARGE = /^Item size (to update )?has exceeded the maximum allowed size/;

/** DynamoDB refused a write whose item would exceed 400 KB: a ValidationException, or a transaction's reason. */
export const isItemTooLarge = (error: unknown): boolean => {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ValidationError' && ITEM_TOO_LARGE.test(reason.Message ?? ''),
    );
  }
  return error instanceof DynamoDBServiceException && error.name === 'ValidationException' && ITEM_TOO_LARGE.test(error.message);
};
