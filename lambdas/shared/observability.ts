import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';

/** One logger, metrics and tracer per function (module scope, as Powertools recommends). */
export const logger = new Logger();
// Metrics' own warnings (e.g. nothing to publish) go through the logger, so they honour its level.
export const metrics = new Metrics({ namespace: 'ContactCenterPipelines', logger });
export const tracer = new Tracer();

/**
 * Traces a handler without its response: Powertools would put every response body into X-Ray as metadata, and
 * ours carry personal data — transcripts and job results (GET /v1/transcripts/{id}, the transcript stages),
 * conversations, scores and verbatim quotes (audits), callback targets (deliveries). The bodies of the others
 * (health, rubrics) tell a trace nothing the status does not, so no handler sends its response.
 */
export const traceHandler = () => captureLambdaHandler(tracer, { captureResponse: false });
