import { callbacksService } from '../../lib/definitions/callbacks';
import { AUDIT_BATCH_COMPLETED, AUDIT_CONVERSATION_REVIEWED, CALLBACK_EVENTS, TRANSCRIPT_STATUS_CHANGED } from '../../schemas/events';

describe('the callback event rules', () => {
  it('match the events the services publish, and only transcript statuses the job subscribed to', () => {
    const patterns = (callbacksService.eventRules ?? []).map((rule) => rule.eventPattern);
    expect(patterns).toEqual([
      {
        source: [TRANSCRIPT_STATUS_CHANGED.source],
        'detail-type': [TRANSCRIPT_STATUS_CHANGED.detailType],
        detail: { $or: CALLBACK_EVENTS.map((status) => ({ status: [status], callback: { events: [status] } })) },
      },
      { source: [AUDIT_BATCH_COMPLETED.source], 'detail-type': [AUDIT_BATCH_COMPLETED.detailType] },
      // Only reviews whose batch subscribed carry a callback URL.
      {
        source: [AUDIT_CONVERSATION_REVIEWED.source],
        'detail-type': [AUDIT_CONVERSATION_REVIEWED.detailType],
        detail: { callbackUrl: [{ exists: true }] },
      },
    ]);
  });
});
