import * as z from 'zod';
import { bucketProbe, tableProbe } from '../src/adapters/aws/health-probes';
import { checkHealth, type DependencyProbe } from '../src/core/health';
import { httpHandler, jsonResponse } from './shared/http';
import { dynamoDbClient, readConfig, requiredEnv, s3Client } from './wiring';

const probeSpec = z.array(z.object({ kind: z.enum(['table', 'bucket']), name: z.string(), envVar: z.string() }));

const config = readConfig(
  z.object({
    HEALTH_PROBES: z
      .string()
      .default('[]')
      .transform((raw) => probeSpec.parse(JSON.parse(raw))),
  }),
);

const probes: DependencyProbe[] = config.HEALTH_PROBES.map((spec) => {
  const resourceName = requiredEnv(spec.envVar);
  const probe = spec.kind === 'table' ? tableProbe(dynamoDbClient(), resourceName) : bucketProbe(s3Client(), resourceName);
  return { name: `${spec.kind}:${spec.name}`, check: probe.check };
});

const PROBE_TIMEOUT_MS = 2000;

/** GET /v1/health — 200 {"status":"healthy"} when every table and bucket answers, else 503 naming the failing checks. */
export const handler = httpHandler().handler(async () => {
  const report = await checkHealth(probes, PROBE_TIMEOUT_MS);
  const noStore = { 'cache-control': 'no-store' };
  if (report.status === 'healthy') return jsonResponse(200, { status: 'healthy' }, noStore);
  return jsonResponse(503, report, { ...noStore, 'retry-after': '5' });
});
