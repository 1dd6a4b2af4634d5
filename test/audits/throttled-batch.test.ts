import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { submitAndSettle } from './support/large-batch';

// Bedrock's requests-per-minute quota, shrunk so that some conversations cannot be admitted before the scoring
// function's own SDK retries (at most ~71 s of backoff) run out: 3 calls per 45 s window leave the last three of
// nine conversations waiting at least 90 s. Those function runs fail with ThrottlingException; the batch must
// still score every conversation (the Map's child retries the run) instead of writing evaluator_failed lines.
const CONVERSATIONS = 9;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: { requestsPerMinute: 3, tokensPerMinute: 100_000_000, windowMs: 45_000 } } });
});
afterAll(() => sandbox.stop());

describe('an audit batch that outruns the model quota', () => {
  it('scores every conversation once the quota frees up, however long the throttling outlasts the SDK retries', async () => {
    const { api, batchId, batch } = await submitAndSettle(sandbox, CONVERSATIONS);
    const converse = sandbox.converseCalls();
    expect(converse.filter((c) => c.outcome === 'ThrottlingException').length).toBeGreaterThan(0);
    expect(batch.status).toBe('completed');
    expect(batch.counts).toEqual({ total: CONVERSATIONS, scored: CONVERSATIONS, failed: 0 });
    const lines = (await api.get(`/v2/audits/${batchId}/results`)).text.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.error?.code ?? 'scored')).toEqual(Array(CONVERSATIONS).fill('scored'));
  }, 600_000);
});
