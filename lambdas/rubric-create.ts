import { parser } from '@aws-lambda-powertools/parser/middleware';
import { registerRubric } from '../src/rubrics/registry';
import { FIELDS_RULES_IGNORE, rubricRuleViolations } from '../src/rubrics/rubric';
import { createRubricBodySchema } from '../schemas/rubrics';
import { fromWire, toWire } from '../src/adapters/wire-case';
import { apiEvent, callerPrincipal, httpHandler, jsonBody, jsonBodyOf, jsonResponse, parsedBy, withDomainRules } from './shared/http';
import { idempotentOnKeyHeader } from './shared/idempotency';
import { dynamoDbClient, idempotencyTable, rubricStore, systemClock, uuids } from './wiring';

const deps = { store: rubricStore(), ...systemClock, ...uuids };
const bodySchema = withDomainRules(createRubricBodySchema, (body) => rubricRuleViolations(fromWire(body)), FIELDS_RULES_IGNORE);
const requestSchema = apiEvent({ body: jsonBodyOf(bodySchema) });

/** POST /v2/rubrics → 201 with the stored rubric. Idempotent when an Idempotency-Key header is sent. */
export const handler = httpHandler()
  .use(jsonBody({ maxBytes: 256 * 1024 }))
  .use(parser({ schema: requestSchema }))
  .use(idempotentOnKeyHeader({ tableName: idempotencyTable(), client: dynamoDbClient() }))
  .handler(async (event) => {
    const rubric = await registerRubric(deps, callerPrincipal(event), fromWire(parsedBy(requestSchema, event).body));
    return jsonResponse(201, toWire(rubric), { location: `/v2/rubrics/${rubric.id}` });
  });
