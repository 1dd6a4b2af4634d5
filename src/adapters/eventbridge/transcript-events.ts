import { createHash } from 'node:crypto';
import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { TRANSCRIPT_STATUS_CHANGED, transcriptStatusChangedSchema } from '../../../schemas/events';
import type { StatusEventPublisher } from '../../transcripts/ports';
import { putEvent } from './put-event';

/** A UUID-shaped id derived from the transition (RFC 4122 version-5 layout over SHA-1), stable across re-publishing. */
export const statusEventId = (jobId: string, status: string): string => {
  const hex = createHash('sha1').update(`transcript-status:${jobId}:${status}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Publishes every status change to the application bus, validated against its published schema first. */
export const eventBridgeStatusEvents = (client: EventBridgeClient, eventBusName: string): StatusEventPublisher => ({
  publish: async (change) => {
    const detail = transcriptStatusChangedSchema.parse({ eventId: statusEventId(change.jobId, change.status), ...change });
    await putEvent(
      client,
      {
        EventBusName: eventBusName,
        Source: TRANSCRIPT_STATUS_CHANGED.source,
        DetailType: TRANSCRIPT_STATUS_CHANGED.detailType,
        Detail: JSON.stringify(detail),
        Time: new Date(change.occurredAt),
      },
      'status event',
    );
  },
});
