import { parser } from '@aws-lambda-powertools/parser/middleware';
import { insightConversationsQuerySchema } from '../schemas/reviews';
import { fromWire, toWire } from '../src/adapters/wire-case';
import { insightConversations } from '../src/reviews/insights-report';
import { apiEvent, callerPrincipal, httpHandler, jsonResponse, parsedBy, pathId } from './shared/http';
import { rubricStore, scoredLines, scoreInsights, systemClock } from './wiring';

const deps = { rubrics: rubricStore(), insights: scoreInsights(), lines: scoredLines(), ...systemClock };
const requestSchema = apiEvent({ pathParameters: pathId, queryStringParameters: insightConversationsQuerySchema });

/** GET /v2/rubrics/{id}/insights/conversations?group_by=…&group=…&criterion_id=…[&below=&from=&to=&limit=&cursor=] → 200 with a page of scorecards. */
export const handler = httpHandler()
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, queryStringParameters } = parsedBy(requestSchema, event);
    return jsonResponse(
      200,
      toWire(await insightConversations(deps, callerPrincipal(event), pathParameters.id, fromWire(queryStringParameters))),
      {
        'cache-control': 'no-store',
      },
    );
  });
