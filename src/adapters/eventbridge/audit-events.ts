import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { AUDIT_BATCH_COMPLETED, auditBatchCompletedSchema } from '../../../schemas/events';
import type { BatchCompletionPublisher } from '../../audits/ports';
import { putEvent } from './put-event';

/** Publishes "Audit Batch Completed" as the batch state machine's PublishBatchCompleted state does, checked against its schema first. */
export const eventBridgeBatchCompletions = (client: EventBridgeClient, eventBusName: string): BatchCompletionPublisher => ({
  publish: async (completion) => {
    const detail = auditBatchCompletedSchema.parse(completion);
    await putEvent(
      client,
      {
        EventBusName: eventBusName,
        Source: AUDIT_BATCH_COMPLETED.source,
        DetailType: AUDIT_BATCH_COMPLETED.detailType,
        Detail: JSON.stringify(detail),
      },
      'batch completion event',
    );
  },
});
