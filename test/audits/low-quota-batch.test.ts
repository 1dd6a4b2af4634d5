import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { apiClient } from './api-client';
import { RUBRIC } from './support/large-batch';

// A batch of several hundred conversations against a Bedrock quota far below what its 50 Map iterations ask
// for, with model-sized answers (the offline stand-in pads each criterion to about a model's 140 output tokens)
// whose output burns the tokens-per-minute quota down 5×: every conversation must still be scored, by the
// scoring function's SDK retries and the Map's own. The quota's window is one second instead of a minute, with
// the per-minute figures scaled to it, so that the test meets the same throttling in seconds that a deployed
// batch meets over minutes (quota.ts's windowMs; nothing else about the quota changes).
const CONVERSATIONS = 300;
const ANSWER_TOKENS_PER_CRITERION = 140;
/** Per one-second window: about 17 calls' worth of tokens as these calls consume them (2,300 each), so the tokens bind before the requests do. */
const QUOTAS = { requestsPerMinute: 25, tokensPerMinute: 40_000, windowMs: 1_000 };

const LINES = [
  ['agent', 'Hello, thanks for calling Acme support, this is Dana.'],
  ['customer', 'Hi, I ordered a kettle and it arrived broken.'],
  ['agent', 'I am sorry to hear that. Can you give me the order number?'],
  ['customer', 'It is order four seven one nine.'],
  ['agent', 'Thank you. I have issued the refund; it will arrive in five days.'],
  ['customer', 'Great, thanks for sorting that out.'],
  ['agent', 'Is there anything else I can help with today?'],
  ['customer', 'No, that is all. Bye.'],
] as const;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5, bedrock: { quotas: QUOTAS, answerTokensPerCriterion: ANSWER_TOKENS_PER_CRITERION } });
});
afterAll(() => sandbox.stop());

describe('an audit batch at a low Bedrock quota', () => {
  it('scores every conversation, with output counted 5× against the tokens per minute', async () => {
    const api = apiClient(sandbox.url);
    const rubric = await api.post('/v2/rubrics', RUBRIC);
    const conversations = Array.from({ length: CONVERSATIONS }, (_, i) => ({
      id: `call-${i}`,
      transcript: LINES.map(([role, text], t) => ({ role, text: t === 3 ? `It is order ${i}.` : text, timestamp: t * 5 })),
    }));
    const submitted = await api.post('/v2/audits', { rubric_id: rubric.json.id, conversations });
    expect(submitted.status).toBe(202);
    await sandbox.waitForIdle();

    const batch = (await api.get(`/v2/audits/${submitted.json.batch_id}`)).json;
    expect(batch).toMatchObject({ status: 'completed', counts: { total: CONVERSATIONS, scored: CONVERSATIONS, failed: 0 } });
    const lines = (await api.get(`/v2/audits/${submitted.json.batch_id}/results`)).text.trim().split('\n');
    expect(lines).toHaveLength(CONVERSATIONS);

    const calls = sandbox.converseCalls();
    expect(calls.filter((c) => c.outcome === 'ThrottlingException').length).toBeGreaterThan(0);
    const answered = calls.filter((c) => c.outcome === 'answered');
    expect(answered.length).toBeGreaterThanOrEqual(CONVERSATIONS);
    for (const call of answered) {
      const usage = call.usage!;
      expect(usage.outputTokens).toBeGreaterThan(ANSWER_TOKENS_PER_CRITERION);
      expect(call.quotaTokens?.consumed).toBe(usage.inputTokens + usage.cacheWriteInputTokens + 5 * usage.outputTokens);
    }
  }, 300_000);
});
