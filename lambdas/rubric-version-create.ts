import { parser } from '@aws-lambda-powertools/parser/middleware';
import { addRubricVersion } from '../src/rubrics/registry';
import { FIELDS_RULES_IGNORE, rubricRuleViolations } from '../src/rubrics/rubric';
import { newRubricVersionBodySchema } from '../schemas/rubrics';
import { fromWire, toWire } from '../src/adapters/wire-case';
import {
  apiEvent,
  callerPrincipal,
  httpHandler,
  jsonBody,
  jsonBodyOf,
  jsonResponse,
  parsedBy,
  pathId,
  withDomainRules,
} from './shared/http';
import { rubricStore, systemClock, uuids } from './wiring';

const deps = { store: rubricStore(), ...systemClock, ...uuids };
// What the body alone tells (the version's order and the inherited scores and examples are checked by the use case).
const bodySchema = withDomainRules(newRubricVersionBodySchema, (body) => rubricRuleViolations(fromWire(body)), FIELDS_RULES_IGNORE);
const requestSchema = apiEvent({ pathParameters: pathId, body: jsonBodyOf(bodySchema) });

/**
 * POST /v2/rubrics/{id}/versions → 201 with the new version. Not idempotent: repeating it with the same version
 * gets 400 (not greater than the latest); the loser of two concurrent bumps gets 409.
 */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: 256 * 1024 }))
  .use(parser({ schema: requestSchema }))
  .handler(async (event) => {
    const { pathParameters, body } = parsedBy(requestSchema, event);
    const rubric = await addRubricVersion(deps, callerPrincipal(event), pathParameters.id, fromWire(body));
    return jsonResponse(201, toWire(rubric), { location: `/v2/rubrics/${rubric.id}?version=${encodeURIComponent(rubric.version)}` });
  });
