import type { BucketDefinition, FunctionDefinition, ServiceDefinition, TableDefinition } from './types';

/** Environment variables every function receives. */
export const PLATFORM_ENV = {
  stage: 'STAGE',
  eventBusName: 'EVENT_BUS_NAME',
  /**
   * "aws" in a deployed stack, "sandbox" offline. Adapters are the same in both; only the sandbox's documented
   * relaxations read it (loopback callback and audio URLs, a bounded callback retry schedule), in lambdas/wiring.ts.
   */
  runtimeMode: 'RUNTIME_MODE',
  /**
   * Set by the sandbox only: the loopback ports it listens on itself (its API, emulators, DynamoDB Local), as
   * comma-separated numbers. Its loopback relaxation of caller URLs never reaches them (lambdas/wiring.ts).
   */
  loopbackExcludedPorts: 'LOOPBACK_EXCLUDED_PORTS',
} as const;

/**
 * Environment variables through which functions that declare `invokeBedrock` receive the stage's Bedrock
 * model (inference profile) ids; the stack grants exactly these models.
 */
export const BEDROCK_MODEL_ENV = {
  fast: 'BEDROCK_MODEL_FAST',
  medium: 'BEDROCK_MODEL_MEDIUM',
  high: 'BEDROCK_MODEL_HIGH',
  evaluator: 'BEDROCK_MODEL_EVALUATOR',
} as const;

/** Names of the events the services publish on the application bus (EventBridge `source`/`detail-type`). */
export const EVENT_SOURCES = {
  transcripts: 'contact-center.transcripts',
  audits: 'contact-center.audits',
} as const;

/** The health function probes every table and bucket, with metadata-only permissions. */
export const healthFunction = (tables: readonly TableDefinition[], buckets: readonly BucketDefinition[]): FunctionDefinition => ({
  id: 'Health',
  entry: 'lambdas/health.ts',
  description: 'GET /v1/health: reports healthy only when its dependencies answer.',
  timeoutSeconds: 5,
  memoryMb: 256,
  access: {
    tables: Object.fromEntries(tables.map((t) => [t.id, 'describe'])),
    buckets: Object.fromEntries(buckets.map((b) => [b.id, 'probe'])),
  },
  environment: {
    // Which injected variables hold the names to probe; the report names dependencies by logical id only.
    HEALTH_PROBES: JSON.stringify([
      ...tables.map((t) => ({ kind: 'table', name: t.id, envVar: t.envVar })),
      ...buckets.map((b) => ({ kind: 'bucket', name: b.id, envVar: b.envVar })),
    ]),
  },
});

/** Powertools idempotency records (attribute names are Powertools' defaults), shared by every idempotent route. */
export const IDEMPOTENCY_TABLE: TableDefinition = {
  id: 'IdempotencyRecords',
  envVar: 'IDEMPOTENCY_TABLE_NAME',
  partitionKey: { name: 'id', type: 'S' },
  timeToLiveAttribute: 'expiration',
};

export const platformService: ServiceDefinition = {
  tables: [IDEMPOTENCY_TABLE],
  routes: [{ method: 'GET', path: '/v1/health', functionId: 'Health', auth: 'none' }],
};
