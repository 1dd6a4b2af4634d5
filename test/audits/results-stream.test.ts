import { AUDIT_BATCHES_BY_OWNER_INDEX, AUDIT_BATCHES_TABLE } from '../../lib/definitions/audits';
import { createDocumentClient } from '../../src/adapters/aws/clients';
import { dynamoDbBatchStore } from '../../src/adapters/dynamodb/audit-batches';
import { SANDBOX_PRINCIPAL } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
});
afterAll(() => sandbox.stop());

describe('GET /v2/audits/{id}/results', () => {
  it('answers a finished batch without result lines with 200 and an empty NDJSON body', async () => {
    // A batch whose scoring could not start ends failed before any line is written.
    await dynamoDbBatchStore(createDocumentClient(), sandbox.tableName(AUDIT_BATCHES_TABLE.id), AUDIT_BATCHES_BY_OWNER_INDEX).create({
      batchId: 'never-started',
      owner: SANDBOX_PRINCIPAL,
      status: 'failed',
      rubricId: 'r1',
      rubricVersion: '1.0.0',
      conversationCount: 1,
      createdAt: '2026-11-24T00:00:00.000Z',
      completedAt: '2026-11-24T00:00:01.000Z',
      counts: { total: 1, scored: 0, failed: 0 },
    });
    const response = await fetch(`${sandbox.url}/v2/audits/never-started/results`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    expect(await response.text()).toBe('');
  });
});
