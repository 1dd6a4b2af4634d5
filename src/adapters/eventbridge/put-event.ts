import { PutEventsCommand, type EventBridgeClient, type PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';

/**
 * Puts one event on the bus. PutEvents answers 200 even when it rejects an entry (FailedEntryCount), so a
 * rejected entry is thrown here, like any other failure to publish.
 */
export const putEvent = async (client: EventBridgeClient, entry: PutEventsRequestEntry, what: string): Promise<void> => {
  const result = await client.send(new PutEventsCommand({ Entries: [entry] }));
  if (result.FailedEntryCount) {
    const failed = result.Entries?.find((e) => e.ErrorCode);
    throw new Error(`PutEvents rejected the ${what}: ${failed?.ErrorCode ?? 'unknown'} ${failed?.ErrorMessage ?? ''}`.trim());
  }
};
