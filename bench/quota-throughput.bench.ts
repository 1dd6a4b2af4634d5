/**
 * Audit throughput at Bedrock's quotas: a batch of 5-minute calls (60 turns) scored with a 5-criterion rubric
 * against the Converse emulation's quotas as Bedrock enforces them (the prompt and maxTokens reserved at
 * admission, output burned down 5× once settled), the offline stand-in padding its answers to a model's length
 * (about 140 output tokens a criterion). Once at the default quotas, once at reduced quotas such as a new account
 * may get. Reports conversations per minute — overall, and steady after the first minute, whose empty quota
 * window admits a burst — and the per-call token figures the sizing in docs/scale-and-quotas.md is computed from.
 * Runs in real time (a minute-long quota window): about 3 minutes per scenario. Reports, never asserts.
 */
import { readFileSync } from 'node:fs';
import '../sandbox/polyfills';
import { startSandbox } from '../sandbox/runtime';
import { DEFAULT_QUOTAS, type QuotaSettings } from '../sandbox/bedrock/quota';
import { table, type Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';

const ANSWER_TOKENS_PER_CRITERION = 140;
const TURNS = 60;

interface Scenario {
  readonly name: string;
  readonly quotas: QuotaSettings;
  readonly conversations: number;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'default quotas', quotas: DEFAULT_QUOTAS, conversations: Number(process.env.BENCH_QUOTA_CONVERSATIONS ?? 500) },
  // Illustrative figures: Bedrock gives new accounts reduced quotas (Service Quotas shows yours).
  {
    name: 'reduced (new account)',
    quotas: { requestsPerMinute: 50, tokensPerMinute: 200_000 },
    conversations: Number(process.env.BENCH_QUOTA_NEW_ACCOUNT_CONVERSATIONS ?? 80),
  },
];

/** A 5-criterion QA form, as a contact center would score a call. */
const RUBRIC = JSON.parse(readFileSync(new URL('../examples/qa-form-rubric.json', import.meta.url), 'utf8')) as unknown;

const AGENT = [
  'Thank you for calling Acme support, my name is Dana, how can I help you today?',
  'I am sorry to hear that, let me pull up your account so we can sort this out together.',
  'Could you confirm the name on the account and the order number for me, please?',
  'Thank you, I can see the order here, it was shipped on Monday from our northern warehouse.',
  'I understand how frustrating that is, especially when you needed it for the weekend.',
  'I can send a replacement today with express delivery, it should arrive within two working days.',
  'I have also added a credit of ten dollars to your account for the trouble this has caused.',
  'To summarise, a replacement goes out today and the credit shows on your next statement.',
  'Is there anything else I can help you with while I have you on the line?',
  'Thank you for your patience today, and thank you for choosing Acme, have a lovely evening.',
];
const CUSTOMER = [
  'Hi, I am calling about an order that arrived damaged yesterday afternoon.',
  'The box was crushed on one side and the kettle inside has a cracked lid.',
  'The account is under Jordan Lee and the order number is four seven one nine two.',
  'I needed it for a family visit this weekend, so this is quite annoying honestly.',
  'A replacement would be great, as long as it really arrives before Saturday morning.',
  'Do I need to send the broken one back, or can I just recycle it here at home?',
  'Okay, that sounds fair, and the credit is a nice touch, thank you for that.',
  'No, I think that covers everything, thanks for being so quick about it.',
];

/** A 5-minute call: 60 turns of about 80 characters, different in every conversation. */
const conversation = (c: number) => ({
  id: `call-${c}`,
  transcript: Array.from({ length: TURNS }, (_, t) => {
    const lines = t % 2 === 0 ? AGENT : CUSTOMER;
    return { role: t % 2 === 0 ? 'agent' : 'customer', text: `${lines[(c + t * 3) % lines.length]} (${c}.${t})`, timestamp: t * 5 };
  }),
});

export interface ScenarioFigures {
  readonly name: string;
  readonly quotas: QuotaSettings;
  readonly conversations: number;
  readonly status: string;
  readonly scored: number;
  readonly seconds: number;
  readonly perMinute: number;
  /** Conversations finished per minute after the first minute (whose empty window admits a burst), or null for a run that ended within it. */
  readonly steadyPerMinute: number | null;
  readonly modelCalls: number;
  readonly throttledCalls: number;
  readonly perCall: {
    readonly inputTokens: number;
    readonly outputTokens: number;
    readonly cacheReadTokens: number;
    readonly reserved: number;
    readonly consumed: number;
  };
}

const average = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

const measure = async (scenario: Scenario): Promise<ScenarioFigures | { error: string }> => {
  const sandbox = await startSandbox({ bedrock: { quotas: scenario.quotas, answerTokensPerCriterion: ANSWER_TOKENS_PER_CRITERION } });
  try {
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
        (r) => r.json() as Promise<Record<string, unknown>>,
      );
    const rubric = await post('/v2/rubrics', RUBRIC);
    const started = performance.now();
    const handle = await post('/v2/audits', {
      rubric_id: rubric.id,
      conversations: Array.from({ length: scenario.conversations }, (_, c) => conversation(c)),
    });
    if (!handle.batch_id) return { error: `submission refused: ${JSON.stringify(handle)}` };
    // Progress once a second: the batch's counters (coalesced, a second late at most).
    const progress: { at: number; done: number }[] = [];
    let batch: { status: string; counts: { scored: number; failed: number } };
    for (;;) {
      batch = (await (await fetch(`${sandbox.url}/v2/audits/${String(handle.batch_id)}`)).json()) as typeof batch;
      const at = (performance.now() - started) / 1000;
      progress.push({ at, done: batch.counts.scored + batch.counts.failed });
      if (['completed', 'completed_with_errors', 'failed'].includes(batch.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seconds = (performance.now() - started) / 1000;
    const afterFirstMinute = progress.find((p) => p.at >= 60);
    const calls = sandbox.converseCalls().filter((call) => call.caller.kind === 'function' && call.caller.id === 'AuditScoreConversation');
    const answered = calls.filter((call) => call.outcome === 'answered');
    return {
      name: scenario.name,
      quotas: scenario.quotas,
      conversations: scenario.conversations,
      status: batch.status,
      scored: batch.counts.scored,
      seconds,
      perMinute: (scenario.conversations / seconds) * 60,
      steadyPerMinute:
        afterFirstMinute && seconds > afterFirstMinute.at + 30
          ? ((scenario.conversations - afterFirstMinute.done) / (seconds - afterFirstMinute.at)) * 60
          : null,
      modelCalls: answered.length,
      throttledCalls: calls.filter((call) => call.outcome === 'ThrottlingException').length,
      perCall: {
        inputTokens: average(answered.map((c) => c.usage!.inputTokens + c.usage!.cacheReadInputTokens + c.usage!.cacheWriteInputTokens)),
        outputTokens: average(answered.map((c) => c.usage!.outputTokens)),
        cacheReadTokens: average(answered.map((c) => c.usage!.cacheReadInputTokens)),
        reserved: average(answered.map((c) => c.quotaTokens!.reserved)),
        consumed: average(answered.map((c) => c.quotaTokens!.consumed)),
      },
    };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await sandbox.stop();
  }
};

/** What binds at a quota: requests, or tokens as consumed (each call ends up consuming, not reserving). */
const bounds = (figures: ScenarioFigures) => {
  const byRequests = figures.quotas.requestsPerMinute * (figures.conversations / Math.max(1, figures.modelCalls));
  const byTokens = figures.quotas.tokensPerMinute / (figures.perCall.consumed * (figures.modelCalls / figures.conversations));
  return { byRequests, byTokens, binding: byRequests <= byTokens ? 'requests' : 'tokens' };
};

const round = (value: number) => Math.round(value).toLocaleString('en-US');

const report = (results: readonly (ScenarioFigures | { error: string })[]): string[] => {
  const ok = results.filter((r): r is ScenarioFigures => !('error' in r));
  const lines = results.filter((r): r is { error: string } => 'error' in r).map((r) => `failed: ${r.error}`);
  const sample = ok[0];
  if (sample) {
    lines.push(
      `${TURNS}-turn calls, 5-criterion rubric; per model call: ${round(sample.perCall.inputTokens)} prompt tokens, ${round(sample.perCall.outputTokens)} output tokens (stand-in padded to ${ANSWER_TOKENS_PER_CRITERION}/criterion)`,
      `quota tokens per call: ${round(sample.perCall.reserved)} reserved at admission (prompt + maxTokens), ${round(sample.perCall.consumed)} consumed once settled (input + 5 × output)`,
      '',
    );
  }
  lines.push(
    ...table(
      [
        'quotas',
        'conversations',
        'status',
        'minutes',
        'conv/min overall',
        'conv/min steady',
        'bound by requests',
        'bound by tokens',
        'throttled calls',
      ],
      ok.map((f) => {
        const b = bounds(f);
        return [
          `${f.name}: ${round(f.quotas.requestsPerMinute)} RPM, ${round(f.quotas.tokensPerMinute)} TPM`,
          `${f.scored}/${f.conversations}`,
          f.status,
          (f.seconds / 60).toFixed(1),
          f.perMinute.toFixed(0),
          f.steadyPerMinute === null ? 'n/a (too short)' : f.steadyPerMinute.toFixed(0),
          `${b.byRequests.toFixed(0)}/min${b.binding === 'requests' ? ' ←' : ''}`,
          `${b.byTokens.toFixed(0)}/min${b.binding === 'tokens' ? ' ←' : ''}`,
          String(f.throttledCalls),
        ];
      }),
    ),
    '',
    "The offline stand-in answers at once: a model takes seconds a call, so a deployed batch is also bounded by the Map's 50 iterations in flight (≈ 50 / seconds per call × 60 a minute).",
  );
  return lines;
};

export const run: Bench = async () => {
  const results = [];
  for (const [index] of SCENARIOS.entries())
    results.push(await runInSeparateProcess<ScenarioFigures | { error: string }>(import.meta.url, [String(index)]));
  return {
    title: 'Audit throughput at Bedrock quotas (burndown, reservation, model-sized answers)',
    lines: report(results),
    data: results,
  };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure(SCENARIOS[Number(process.argv[2] ?? 0)]!)));
