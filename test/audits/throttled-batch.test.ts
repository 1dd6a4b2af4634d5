import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { waitFor } from '../support/wait';
import { settle, submit } from './support/large-batch';

// Bedrock's requests-per-minute quota, shrunk to 3, on a clock the test moves itself: nothing frees the quota
// until the test does, so the throttled conversations' scoring runs spend all their SDK retries (at most ~71 s
// of backoff) and fail with ThrottlingException, however fast or slow the machine is. The batch must still score
// every conversation once the quota frees up (the Map's child retries the run) instead of writing
// evaluator_failed lines.
const CONVERSATIONS = 9;
const WINDOW_MS = 60_000;
let quotaTime = Date.now();
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    retryIntervalMs: 5,
    bedrock: { quotas: { requestsPerMinute: 3, tokensPerMinute: 100_000_000, windowMs: WINDOW_MS }, now: () => quotaTime },
  });
});
afterAll(() => sandbox.stop());

describe('an audit batch that outruns the model quota', () => {
  it('scores every conversation once the quota frees up, however long the throttling outlasts the SDK retries', async () => {
    const submitted = await submit(sandbox, CONVERSATIONS);
    const calls = () => sandbox.converseCalls();
    await waitFor(
      calls,
      (all) =>
        all.some((call) => call.outcome === 'ThrottlingException' && call.attempt !== undefined && call.attempt.number === call.attempt.of),
      {
        what: 'a scoring run throttled on its last SDK attempt',
      },
    );
    const answered = () => calls().filter((call) => call.outcome === 'answered').length;
    const running = () => sandbox.executions().some((e) => e.stateMachineId === 'AuditBatch' && e.status === 'RUNNING');
    // The quota frees up a window at a time, each once a throttled conversation got in, until the batch is done.
    while (running()) {
      const before = answered();
      quotaTime += WINDOW_MS;
      await waitFor(() => answered() > before || !running(), Boolean, {
        what: 'a throttled conversation admitted once the quota freed up',
      });
    }
    const { api, batchId, batch } = await settle(sandbox, submitted);
    expect(batch.status).toBe('completed');
    expect(batch.counts).toEqual({ total: CONVERSATIONS, scored: CONVERSATIONS, failed: 0 });
    const lines = (await api.get(`/v2/audits/${batchId}/results`)).text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.error?.code ?? 'scored')).toEqual(Array(CONVERSATIONS).fill('scored'));
  });
});
