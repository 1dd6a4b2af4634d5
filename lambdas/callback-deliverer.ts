import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { guardedCallbackTransport } from '../src/adapters/http/callback-transport';
import { sigV4CallbackSigner } from '../src/adapters/http/sigv4-signer';
import { deliverCallback, type DeliveryResult } from '../src/callbacks/deliver-callback';
import { CallbackDeliveryAbandoned, CallbackDeliveryFailed } from '../src/callbacks/errors';
import { callbackSourceEventSchema } from '../schemas/callbacks';
import { taskHandler } from './shared/task';
import { logger, metrics } from './shared/observability';
import { callbackRetryBudget, callbackSigningScope, deliveryLog, outboundRequests, systemClock } from './wiring';

const dependencies = {
  signer: sigV4CallbackSigner({ fallbackScope: callbackSigningScope() }),
  transport: guardedCallbackTransport(outboundRequests()),
  log: deliveryLog(),
  retryBudget: callbackRetryBudget(),
  ...systemClock,
};

/** One count per invocation, so that every run publishes a metric and the abandon rate can be alarmed on. */
const OUTCOME_METRICS: Record<DeliveryResult['outcome'], string> = {
  delivered: 'CallbacksDelivered',
  gone: 'CallbacksGone',
  'not-subscribed': 'CallbacksNotSubscribed',
  'already-settled': 'CallbacksAlreadySettled',
};

/**
 * The Deliver task of the callback-delivery state machine: one attempt per invocation. Input: the EventBridge
 * event. A thrown CallbackDeliveryFailed is retried by the state machine with backoff; any other error sends the
 * event to the dead-letter queue.
 */
export const handler = taskHandler<unknown, DeliveryResult>()
  .use(logMetrics(metrics, { captureColdStartMetric: true }))
  .handler(async (event) => {
    try {
      const result = await deliverCallback(callbackSourceEventSchema.parse(event), dependencies);
      logger.info('callback attempt settled', { ...result });
      metrics.addMetric(OUTCOME_METRICS[result.outcome], MetricUnit.Count, 1);
      return result;
    } catch (error) {
      // A receiver that did not take the callback is an outcome, not a fault: one line per attempt, with the reason
      // (its message names the attempt and the event). Anything else is unexpected and keeps its stack.
      if (error instanceof CallbackDeliveryFailed || error instanceof CallbackDeliveryAbandoned) {
        logger.warn('callback attempt failed', { reason: error.message, willRetry: error instanceof CallbackDeliveryFailed });
      } else logger.error('callback attempt failed unexpectedly', { error: error as Error });
      metrics.addMetric(error instanceof CallbackDeliveryAbandoned ? 'CallbacksAbandoned' : 'CallbackAttemptsFailed', MetricUnit.Count, 1);
      throw error;
    }
  });
