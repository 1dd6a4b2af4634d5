import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger, metrics, tracer } from './shared/observability';

/**
 * The middy chain of the callback state machine's task functions (not HTTP handlers, so no problem+json
 * mapping): Powertools logger, tracer and metrics. Errors propagate to Step Functions, whose Retry and Catch
 * match on their names.
 */
export const taskHandler = <TEvent, TResult>() =>
  middy<TEvent, TResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(captureLambdaHandler(tracer))
    .use(logMetrics(metrics, { captureColdStartMetric: true }));
