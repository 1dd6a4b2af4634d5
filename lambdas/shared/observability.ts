import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/** One logger, metrics and tracer per function (module scope, as Powertools recommends). */
export const logger = new Logger();
// Metrics' own warnings (e.g. nothing to publish) go through the logger, so they honour its level.
export const metrics = new Metrics({ namespace: 'ContactCenterPipelines', logger });
export const tracer = new Tracer();
