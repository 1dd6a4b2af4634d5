import { ResponseType, type RestApi } from 'aws-cdk-lib/aws-apigateway';
import { GATEWAY_PROBLEMS, type GatewayProblem } from '../definitions/gateway-problems';

/** A VTL body rendering RFC 9457 problem details; `messageString` is API Gateway's JSON-escaped message. */
export const problemTemplate = (problem: GatewayProblem): string =>
  [
    '{',
    `"type":"/problems/${problem.slug}",`,
    `"title":"${problem.title}",`,
    problem.status === undefined ? '' : `"status":${problem.status},`,
    '"detail":$context.error.messageString,',
    '"request_id":"$context.requestId"',
    '}',
  ].join('');

/**
 * Makes the errors API Gateway raises itself (authorization, throttling, size limits, integration failures)
 * look like the handlers' errors: `application/problem+json` with the request id.
 */
export const addProblemGatewayResponses = (api: RestApi): void => {
  for (const problem of Object.values<GatewayProblem>(GATEWAY_PROBLEMS)) {
    api.addGatewayResponse(`Problem${problem.responseType}`, {
      type: ResponseType.of(problem.responseType),
      ...(problem.status === undefined ? {} : { statusCode: String(problem.status) }),
      responseHeaders: {
        'Content-Type': "'application/problem+json'",
        'x-request-id': 'context.requestId',
      },
      templates: { 'application/json': problemTemplate(problem) },
    });
  }
};
