import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger, traceHandler } from './observability';

/**
 * The middy chain every Step Functions task function starts from (not HTTP, so no problem+json mapping):
 * Powertools logger and tracer. Errors propagate as they are: their `name` is what the state machine's Retry
 * and Catch match. Functions that record metrics add `logMetrics`; the others would only log that there were
 * none on every invocation.
 */
export const taskHandler = <TEvent, TResult>() =>
  middy<TEvent, TResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceHandler());
