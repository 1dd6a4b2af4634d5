import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { dynamoDbDeliveryLogReader } from '../src/adapters/dynamodb/delivery-log';
import { dynamoDbBatchStore, dynamoDbResultStore } from '../src/adapters/dynamodb/audit-batches';
import { dynamoDbCalibrationStore } from '../src/adapters/dynamodb/calibrations';
import { dynamoDbRubricStore } from '../src/adapters/dynamodb/rubrics';
import { createDocumentClient, createS3Client } from '../src/adapters/aws/clients';
import { s3BatchInputStore, s3Uploads } from '../src/adapters/s3/audit-inputs';
import { transcriptJobSource } from '../src/adapters/dynamodb/completed-transcripts';
import { AUDIT_BATCHES_BY_OWNER_INDEX, AUDIT_BATCHES_TABLE, AUDIT_INPUTS_BUCKET, AUDIT_RESULTS_TABLE, RUBRICS_TABLE } from '../lib/definitions/audits';
import { JOBS_BY_OWNER_INDEX, TRANSCRIPT_JOBS_TABLE, TRANSCRIPT_RESULTS_BUCKET } from '../lib/definitions/transcripts';
import { CALLBACK_DELIVERIES_TABLE } from '../lib/definitions/callbacks';
import { CALIBRATIONS_BY_RUBRIC_INDEX, CALIBRATIONS_TABLE } from '../lib/definitions/calibrations';
import { IDEMPOTENCY_TABLE } from '../lib/definitions/platform';
import { requiredEnv } from './shared/config';

/**
 * The adapters of the rubric and audit handlers, built from the environment the stack (and the sandbox)
 * injects for each function's declared access. Each handler builds only what it uses, once per cold start.
 */

let documents: ReturnType<typeof createDocumentClient> | undefined;
const documentClient = () => (documents ??= createDocumentClient());

export const rubricStoreFromEnv = () => dynamoDbRubricStore(documentClient(), requiredEnv(RUBRICS_TABLE.envVar));
export const callbackDeliveriesFromEnv = () => dynamoDbDeliveryLogReader(documentClient(), requiredEnv(CALLBACK_DELIVERIES_TABLE.envVar));
export const batchStoreFromEnv = () => dynamoDbBatchStore(documentClient(), requiredEnv(AUDIT_BATCHES_TABLE.envVar), AUDIT_BATCHES_BY_OWNER_INDEX);
export const resultStoreFromEnv = () =>
  dynamoDbResultStore(documentClient(), { results: requiredEnv(AUDIT_RESULTS_TABLE.envVar), batches: requiredEnv(AUDIT_BATCHES_TABLE.envVar) });
export const batchInputStoreFromEnv = () => s3BatchInputStore(createS3Client(), requiredEnv(AUDIT_INPUTS_BUCKET.envVar));
export const uploadsFromEnv = () => s3Uploads(createS3Client(), requiredEnv(AUDIT_INPUTS_BUCKET.envVar));
export const transcriptJobSourceFromEnv = () =>
  transcriptJobSource(documentClient(), createS3Client(), {
    table: requiredEnv(TRANSCRIPT_JOBS_TABLE.envVar),
    byOwnerIndex: JOBS_BY_OWNER_INDEX,
    resultsBucket: requiredEnv(TRANSCRIPT_RESULTS_BUCKET.envVar),
  });
export const calibrationStoreFromEnv = () =>
  dynamoDbCalibrationStore(documentClient(), requiredEnv(CALIBRATIONS_TABLE.envVar), CALIBRATIONS_BY_RUBRIC_INDEX);
export const idempotencyTableFromEnv = () => requiredEnv(IDEMPOTENCY_TABLE.envVar);

export const clock = { now: () => new Date(), newId: () => randomUUID() };

/**
 * An API Gateway proxy event with the parts a route reads checked by zod (body as JSON text). Every other
 * field is kept as it came: idempotency and callerPrincipal read requestContext.
 */
export const apiEvent = <Shape extends z.ZodRawShape>(parts: Shape) => z.looseObject(parts);

export const pathId = z.object({ id: z.string().min(1).max(128) });

/** The event after the Powertools parser middleware has replaced it with `schema`'s output. */
export const parsedBy = <S extends z.ZodType>(_schema: S, event: unknown): z.infer<S> => event as z.infer<S>;
