import { GoneError } from '../src/core/errors';
import { httpHandler } from './shared/http';
import { setting } from './wiring';

const config = { SUNSET_AT: setting('SUNSET_AT'), SUNSET_LINK: setting('SUNSET_LINK') };

/**
 * Every v1 audit and rubric route and POST /audits/evaluate: 410 Gone with `Sunset` (RFC 8594 HTTP-date) and
 * `Link: <contract>; rel="sunset"`, through the shared problem mapping.
 */
export const handler = httpHandler().handler(async (event) => {
  throw new GoneError(
    `${event.httpMethod} ${event.path} was part of the v1 audit API, retired on ${config.SUNSET_AT.toUTCString()}. Use the v2 API: rubrics under /v2/rubrics, asynchronous audit batches under /v2/audits.`,
    config.SUNSET_AT,
    config.SUNSET_LINK,
  );
});
