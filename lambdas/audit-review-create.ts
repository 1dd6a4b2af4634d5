import { parser } from '@aws-lambda-powertools/parser/middleware';
import { conversationPath } from '../schemas/audits';
import { REVIEW_LIMITS, reviewRequestSchema } from '../schemas/reviews';
import { fromWire, toWire } from '../src/adapters/wire-case';
import { reviewConversation } from '../src/reviews/reviews';
import { logger } from './shared/observability';
import { apiEvent, callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse, parsedBy } from './shared/http';
import { batchStore, reviewCommits, reviewEvents, reviewStore, rubricStore, systemClock } from './wiring';

const deps = {
  batches: batchStore(),
  rubrics: rubricStore(),
  reviews: { ...reviewStore(), ...reviewCommits() },
  events: reviewEvents(),
  ...systemClock,
};
const requestSchema = apiEvent({ pathParameters: conversationPath, body: jsonBodyOf(reviewRequestSchema) });

/**
 * POST /v2/audits/{id}/conversations/{index}/reviews → 201 with the conversation's scorecards and history after the
 * review; 409 (with current_version) when another review came first, or while the batch is not finished.
 */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: REVIEW_LIMITS.requestBytes }))
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, body } = parsedBy(requestSchema, event);
    const { view, publishError } = await reviewConversation(
      deps,
      callerPrincipal(event),
      pathParameters.id,
      pathParameters.index,
      fromWire(body),
    );
    // The review is stored: its event is best-effort once the commit has happened.
    if (publishError)
      logger.error('review stored, its event not published', { error: publishError as Error, batchId: view.batchId, index: view.index });
    return jsonResponse(201, toWire(view), { location: `/v2/audits/${view.batchId}/conversations/${view.index}/reviews` });
  });
