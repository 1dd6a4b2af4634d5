import { paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BatchConversations } from '../../analytics/export';
import { scoredConversationOf } from './reviews';

/** A batch's AuditResults items in submission order, a page at a time (the analytics export reads each batch once). */
export const dynamoDbBatchConversations = (client: DynamoDBDocumentClient, resultsTable: string): BatchConversations => ({
  async *conversations(batchId) {
    const pages = paginateQuery(
      { client },
      { TableName: resultsTable, KeyConditionExpression: 'batch_id = :batch', ExpressionAttributeValues: { ':batch': batchId } },
    );
    for await (const page of pages)
      for (const item of page.Items ?? []) if (typeof item.line === 'string') yield scoredConversationOf(item);
  },
});
