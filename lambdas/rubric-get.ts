import { parser } from '@aws-lambda-powertools/parser/middleware';
import * as z from 'zod';
import { getRubric } from '../src/rubrics/registry';
import { toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { rubricStore } from './wiring';

const store = rubricStore();
const requestSchema = apiEvent({
  pathParameters: pathId,
  queryStringParameters: z.object({ version: z.string().min(1).max(64).optional() }).nullish(),
});

/** GET /v2/rubrics/{id}[?version=x.y.z] → 200 with that version (default: the latest) and the list of versions. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, queryStringParameters } = parsedBy(requestSchema, event);
    return jsonResponse(200, toWire(await getRubric(store, callerPrincipal(event), pathParameters.id, queryStringParameters?.version)));
  });
