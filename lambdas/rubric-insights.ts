import { parser } from '@aws-lambda-powertools/parser/middleware';
import { insightsQuerySchema } from '../schemas/reviews';
import { fromWire, toWire } from '../src/adapters/wire-case';
import { insights } from '../src/reviews/insights-report';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { rubricStore, scoreInsights, systemClock } from './wiring';

const deps = { rubrics: rubricStore(), insights: scoreInsights(), ...systemClock };
const requestSchema = apiEvent({ pathParameters: pathId, queryStringParameters: insightsQuerySchema });

/** GET /v2/rubrics/{id}/insights?group_by=…[&from=&to=&threshold=&limit=&cursor=] → 200 with a page of groups and their coaching list. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, queryStringParameters } = parsedBy(requestSchema, event);
    return jsonResponse(200, toWire(await insights(deps, callerPrincipal(event), pathParameters.id, fromWire(queryStringParameters))), {
      'cache-control': 'no-store',
    });
  });
