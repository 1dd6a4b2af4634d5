import * as z from 'zod';
import { GoneError } from '../src/core/errors';
import { readConfig } from './shared/config';
import { httpHandler } from './shared/http';

const config = readConfig(z.object({ SUNSET_AT: z.iso.datetime().transform((at) => new Date(at)), SUNSET_LINK: z.string().url() }));

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
