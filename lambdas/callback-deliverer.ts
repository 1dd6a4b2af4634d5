import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import * as z from 'zod';
import { createDocumentClient } from '../src/adapters/aws/clients';
import { dynamoDbDeliveryLog } from '../src/adapters/dynamodb/delivery-log';
import { guardedCallbackTransport } from '../src/adapters/http/callback-transport';
import { outboundPolicy } from '../src/adapters/http/guarded-http';
import { sigV4CallbackSigner } from '../src/adapters/http/sigv4-signer';
import { deliverCallback, type DeliveryResult } from '../src/callbacks/deliver-callback';
import { CallbackDeliveryAbandoned } from '../src/callbacks/errors';
import { RETRY_WINDOW_SECONDS, SANDBOX_MAX_ATTEMPTS } from '../src/callbacks/retry-policy';
import { callbackSourceEventSchema } from '../schemas/callbacks';
import { taskHandler } from './shared/task';
import { readConfig, runtimeModeSchema } from './shared/config';
import { logger, metrics } from './shared/observability';

const config = readConfig(
  z.object({
    RUNTIME_MODE: runtimeModeSchema,
    AWS_REGION: z.string().min(1),
    CALLBACK_DELIVERIES_TABLE_NAME: z.string().min(1),
    /** Signing scope for URLs whose host does not name an AWS service (custom domains). */
    CALLBACK_SIGNING_SERVICE: z.string().min(1).default('execute-api'),
    CALLBACK_SIGNING_REGION: z.string().min(1).optional(),
    /** Unset in AWS (the retry window decides); the sandbox defaults to a short bounded schedule. */
    CALLBACK_MAX_ATTEMPTS: z.coerce.number().int().positive().optional(),
    CALLBACK_RETRY_WINDOW_SECONDS: z.coerce.number().int().positive().default(RETRY_WINDOW_SECONDS),
  }),
);

const maxAttempts = config.CALLBACK_MAX_ATTEMPTS ?? (config.RUNTIME_MODE === 'sandbox' ? SANDBOX_MAX_ATTEMPTS : undefined);

const dependencies = {
  signer: sigV4CallbackSigner({
    fallbackScope: { service: config.CALLBACK_SIGNING_SERVICE, region: config.CALLBACK_SIGNING_REGION ?? config.AWS_REGION },
  }),
  transport: guardedCallbackTransport(outboundPolicy(config.RUNTIME_MODE)),
  log: dynamoDbDeliveryLog(createDocumentClient(), config.CALLBACK_DELIVERIES_TABLE_NAME),
  retryBudget: { windowSeconds: config.CALLBACK_RETRY_WINDOW_SECONDS, ...(maxAttempts === undefined ? {} : { maxAttempts }) },
  now: () => new Date(),
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
      logger.warn('callback attempt failed', { error: error as Error });
      metrics.addMetric(error instanceof CallbackDeliveryAbandoned ? 'CallbacksAbandoned' : 'CallbackAttemptsFailed', MetricUnit.Count, 1);
      throw error;
    }
  });
