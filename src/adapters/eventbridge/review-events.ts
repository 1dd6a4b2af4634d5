import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { AUDIT_CONVERSATION_REVIEWED, auditConversationReviewedSchema } from '../../../schemas/events';
import type { ReviewEvents } from '../../reviews/ports';
import { putEvent } from './put-event';

/** Publishes "Audit Conversation Reviewed" for every review, checked against its schema first. */
export const eventBridgeReviewEvents = (client: EventBridgeClient, eventBusName: string): ReviewEvents => ({
  publish: async (event) => {
    const detail = auditConversationReviewedSchema.parse(event);
    await putEvent(
      client,
      {
        EventBusName: eventBusName,
        Source: AUDIT_CONVERSATION_REVIEWED.source,
        DetailType: AUDIT_CONVERSATION_REVIEWED.detailType,
        Detail: JSON.stringify(detail),
        Time: new Date(event.reviewedAt),
      },
      'review event',
    );
  },
});
