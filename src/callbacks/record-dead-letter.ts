import type { Clock } from '../core/clock';
import { planDelivery } from './delivery';
import type { ServiceEvent } from './events';
import type { DeliveryLog } from './ports';

/** Marks an event's delivery as dead-lettered once the state machine has put it in the dead-letter queue. */
export const recordDeadLetter = async (event: ServiceEvent, reason: string, deps: Clock & { readonly log: DeliveryLog }): Promise<void> => {
  const delivery = planDelivery(event);
  // An unsubscribed event is never attempted, so it cannot be dead-lettered; nothing to record.
  if (!delivery) return;
  await deps.log.recordDeadLetter(delivery.resource, { eventId: delivery.body.id, type: delivery.body.type }, reason, deps.now());
};
