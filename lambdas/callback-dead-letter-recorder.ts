import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import * as z from 'zod';
import { recordDeadLetter } from '../src/callbacks/record-dead-letter';
import { callbackSourceEventSchema } from '../schemas/callbacks';
import { taskHandler } from './shared/task';
import { logger, metrics } from './shared/observability';
import { deliveryLog, systemClock } from './wiring';

const deps = { log: deliveryLog(), ...systemClock };

/** What a Catch adds under `failure`; a Lambda's Cause is the JSON of its error ({errorType, errorMessage}). */
const failureSchema = z.object({ Error: z.string(), Cause: z.string().optional() });

const MAX_REASON_LENGTH = 1000;

const reasonOf = (failure: z.infer<typeof failureSchema>): string => {
  let message = failure.Cause ?? '';
  try {
    message = z.object({ errorMessage: z.string() }).parse(JSON.parse(message)).errorMessage;
  } catch {
    // Not a Lambda error payload (e.g. States.Timeout): keep the Cause as it is.
  }
  return `${failure.Error}: ${message}`.slice(0, MAX_REASON_LENGTH);
};

/**
 * The RecordDeadLetter task: after the state machine has put an undeliverable event in the dead-letter queue,
 * marks its delivery log entry dead-lettered. Input: the EventBridge event plus `failure` from the Catch.
 */
export const handler = taskHandler<unknown, void>()
  .use(logMetrics(metrics, { captureColdStartMetric: true }))
  .handler(async (input) => {
    const failure = failureSchema.parse((input as { failure?: unknown }).failure);
    // Every dead letter is a caller who missed an event: the metric to alarm on.
    metrics.addMetric('CallbacksDeadLettered', MetricUnit.Count, 1);
    const event = callbackSourceEventSchema.safeParse(input);
    if (!event.success) {
      // The event itself was invalid, which is why it failed: without ids there is no log entry to mark.
      logger.error('dead-lettered an invalid event', { failure, issues: event.error.issues });
      return;
    }
    await recordDeadLetter(event.data, reasonOf(failure), deps);
  });
