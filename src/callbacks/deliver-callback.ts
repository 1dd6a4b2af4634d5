import type { Clock } from '../core/clock';
import { planDelivery, type CallbackBody } from './delivery';
import { CallbackDeliveryAbandoned, CallbackDeliveryFailed } from './errors';
import type { ServiceEvent } from './events';
import type { AttemptOutcome, CallbackSigner, CallbackTransport, DeliveryLog, OutgoingRequest, TransportResult } from './ports';
import { decideRetry, type RetryBudget } from './retry-policy';

/** A receiver gets 10 seconds to answer each attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const CALLBACK_USER_AGENT = 'ContactCenterPipelines-Callbacks/1.0';

export interface DeliveryDependencies extends Clock {
  readonly signer: CallbackSigner;
  readonly transport: CallbackTransport;
  readonly log: DeliveryLog;
  readonly retryBudget: RetryBudget;
}

export type DeliveryResult =
  | { readonly outcome: 'not-subscribed'; readonly eventId: string }
  | { readonly outcome: 'already-settled'; readonly eventId: string; readonly state: string }
  | { readonly outcome: 'delivered' | 'gone'; readonly eventId: string; readonly attempt: number; readonly status: number };

/** Standard Webhooks header names, so receivers' existing dedupe and replay checks apply. */
export const callbackRequest = (url: URL, body: CallbackBody, sentAt: Date): OutgoingRequest => ({
  url,
  method: 'POST',
  headers: {
    host: url.host,
    'content-type': 'application/json',
    'user-agent': CALLBACK_USER_AGENT,
    'webhook-id': body.id,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
  },
  body: JSON.stringify(body),
});

type Verdict =
  | { readonly kind: 'delivered' | 'gone'; readonly status: number }
  | { readonly kind: 'failed'; readonly permanent: boolean; readonly status?: number; readonly error: string };

const judge = (result: TransportResult): Verdict => {
  if (result.kind === 'refused') return { kind: 'failed', permanent: true, error: `callback URL refused: ${result.reason}` };
  if (result.kind === 'unreachable') return { kind: 'failed', permanent: false, error: result.reason };
  if (result.status >= 200 && result.status < 300) return { kind: 'delivered', status: result.status };
  // 410 is the receiver's way of saying "stop" (as in Standard Webhooks). Other 4xx are retried: an IAM-protected
  // receiver answering 403 may fix its resource policy within the retry window.
  if (result.status === 410) return { kind: 'gone', status: result.status };
  return { kind: 'failed', permanent: false, status: result.status, error: `receiver answered HTTP ${result.status}` };
};

/**
 * One delivery attempt of one event: plans it (or skips an unsubscribed event), records the attempt, signs and
 * POSTs the body, records the outcome. Throws CallbackDeliveryFailed to be retried by the state machine, and
 * CallbackDeliveryAbandoned when no retry may follow.
 */
export const deliverCallback = async (event: ServiceEvent, deps: DeliveryDependencies): Promise<DeliveryResult> => {
  const delivery = planDelivery(event);
  const eventId = event.detail.eventId;
  if (!delivery) return { outcome: 'not-subscribed', eventId };

  const { resource } = delivery;
  const startedAt = deps.now();
  const start = await deps.log.startAttempt(resource, { eventId, type: delivery.body.type }, startedAt, deps.retryBudget.maxAttempts);
  if (start.kind === 'settled') return { outcome: 'already-settled', eventId, state: start.state };
  if (start.kind === 'exhausted') throw new CallbackDeliveryAbandoned(`event ${eventId}: gave up after ${start.attempts} attempts`);

  let verdict: Verdict;
  try {
    const url = new URL(delivery.url);
    const signed = await deps.signer.sign(callbackRequest(url, delivery.body, startedAt), startedAt);
    verdict = judge(await deps.transport.send(signed, ATTEMPT_TIMEOUT_MS));
  } catch (cause) {
    // A signing failure (credentials briefly unavailable) is worth a retry like a network error.
    verdict = { kind: 'failed', permanent: false, error: `could not send: ${(cause as Error).message}` };
  }
  const finishedAt = deps.now();

  if (verdict.kind !== 'failed') {
    await deps.log.finishAttempt(resource, eventId, { state: verdict.kind, status: verdict.status, at: finishedAt });
    return { outcome: verdict.kind, eventId, attempt: start.attempt, status: verdict.status };
  }

  const decision = verdict.permanent
    ? ({ retry: false, reason: 'not retried' } as const)
    : decideRetry(deps.retryBudget, start.attempt, start.windowStartedAt, finishedAt);
  const outcome: AttemptOutcome = {
    state: decision.retry ? 'retrying' : 'abandoned',
    error: verdict.error,
    at: finishedAt,
    ...(verdict.status === undefined ? {} : { status: verdict.status }),
    ...(decision.retry ? { nextAttemptBy: decision.nextAttemptBy } : {}),
  };
  await deps.log.finishAttempt(resource, eventId, outcome);
  const message = `attempt ${start.attempt} of event ${eventId}: ${verdict.error}`;
  if (decision.retry) throw new CallbackDeliveryFailed(message);
  throw new CallbackDeliveryAbandoned(`${message}; ${decision.reason}`);
};
