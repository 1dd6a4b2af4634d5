import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { isServerFault } from '../../src/adapters/aws/unavailable';
import { logger, traceHandler } from './observability';

/** The names the state machines' Retry blocks wait out as a dependency that is down for now (statemachines/). */
const RETRIED_AS_TRANSIENT = new Set([
  'ServiceUnavailable',
  'InternalServerError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TimeoutError',
]);

/**
 * A service's 5xx under another name (DynamoDB's or S3's InternalFailure, InternalError, a 502) leaves the
 * function as ServiceUnavailable, its cause kept: the Retry blocks name the transient errors once, and a Catch
 * must not fail accepted work over a service's passing error.
 */
const serverFaultsAsServiceUnavailable = (): middy.MiddlewareObj => ({
  onError: async (request) => {
    const error = request.error;
    if (!error || RETRIED_AS_TRANSIENT.has(error.name) || !isServerFault(error)) return;
    const unavailable = new Error(`${error.name}: ${error.message}`, { cause: error });
    unavailable.name = 'ServiceUnavailable';
    request.error = unavailable;
  },
});

/**
 * The middy chain every Step Functions task function starts from (not HTTP, so no problem+json mapping):
 * Powertools logger and tracer. Errors propagate by their `name`, which the state machine's Retry and Catch
 * match; a service's 5xx is named ServiceUnavailable whatever the service called it. Functions that record metrics add `logMetrics`; the others would only log that there were
 * none on every invocation.
 */
export const taskHandler = <TEvent, TResult>() =>
  middy<TEvent, TResult>()
    .use(serverFaultsAsServiceUnavailable())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceHandler());
