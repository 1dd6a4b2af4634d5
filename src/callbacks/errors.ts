/**
 * Error names are part of statemachines/callback-delivery.asl.json: the Deliver state retries
 * CallbackDeliveryFailed and sends everything else (CallbackDeliveryAbandoned included) to the dead-letter queue.
 */

/** The attempt failed and the retry budget allows another. */
export class CallbackDeliveryFailed extends Error {
  override readonly name = 'CallbackDeliveryFailed';
}

/** The delivery will not be tried again: budget exhausted, or a URL the outbound policy refuses. */
export class CallbackDeliveryAbandoned extends Error {
  override readonly name = 'CallbackDeliveryAbandoned';
}
