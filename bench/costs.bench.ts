/**
 * What one 5-minute call costs: a transcript job (key terms, PII redaction, a `completed` callback) and its audit
 * against a 5-criterion rubric, as one table of dollars per call. Everything that can be counted is counted on a
 * real sandbox run: the Step Functions transitions of every execution involved (the job's, the audit batch's and
 * its children's, and the callback deliveries'), the duration and memory of every Lambda invocation, the DynamoDB,
 * S3 and EventBridge requests in the sandbox's AWS call record, and the evaluator's prompt as the Converse
 * emulation received it. What cannot be run offline is priced from a stated figure: Transcribe and its PII
 * redaction by the minute (at the volume tiers), the model's answer from a model-sized answer committed with the
 * bench (bench/data/five-minute-call-assessment.json, replayed as the model's, so the batch scores for real), tokens
 * from characters at a stated ratio. Reports, never asserts.
 *
 *   BENCH_COST_CALL_SECONDS      length of the recording (default 300)
 *   BENCH_COST_CONVERSATIONS     audit batch size the per-call share is measured on (default 50)
 *   BENCH_COST_MONTHLY_CALLS     volume for the blended Transcribe price (default 200,000 calls a month)
 */
import '../sandbox/polyfills';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { application } from '../lib/definitions';
import { LIFTED_QUOTAS } from '../sandbox/bedrock/quota';
import type { RecordedConverseResponse } from '../sandbox/bedrock/recordings';
import { REPO_ROOT, startSandbox, type Sandbox } from '../sandbox/runtime';
import { PROMPT_CACHE_MINIMUM_TOKENS } from '../src/adapters/llm/prompt-caching';
import { startReceiver } from '../test/callbacks/receiver';
import { PRICES, PRICES_AS_OF, transcribeBlendedPerMinute } from './prices';
import { table, type Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';

const CALL_SECONDS = Number(process.env.BENCH_COST_CALL_SECONDS ?? 300);
const CONVERSATIONS = Number(process.env.BENCH_COST_CONVERSATIONS ?? 50);
const MONTHLY_CALLS = Number(process.env.BENCH_COST_MONTHLY_CALLS ?? 200_000);
const KEYTERMS = ['Acme', 'router'];

/**
 * Tokens from characters: about 4 characters a token for English prose and 3 for JSON and code are the usual rules
 * of thumb; the prompt and the answer mix both, so 3.5. Claude's tokenizer is not public (Bedrock's CountTokens
 * gives exact counts in an account). The repository's own estimate (src/adapters/llm/prompt-caching.ts) uses 4 on
 * purpose, to err low where a cache point must not be placed too early.
 */
const CHARACTERS_PER_TOKEN = 3.5;
/**
 * How long the scoring function waits for the model in AWS (the sandbox's stand-in answers in milliseconds): about a
 * second before the first token, then the answer at about 40 output tokens a second (the README's sizing figures).
 */
const MODEL_FIRST_TOKEN_SECONDS = 1;
const MODEL_OUTPUT_TOKENS_PER_SECOND = 40;
/** S3 Standard storage, per GB-month, for the recording the audio bucket keeps 30 days. */
const S3_STORAGE_PER_GB_MONTH = 0.023;

const tokensOf = (characters: number) => Math.round(characters / CHARACTERS_PER_TOKEN);
const tokensAtFour = (characters: number) => Math.ceil(characters / 4);

interface Usage {
  /** Standard transitions, by state machine. */
  readonly transitions: Record<string, number>;
  readonly executions: Record<string, number>;
  readonly invocations: number;
  readonly gbSeconds: number;
  /** GB-seconds by function, to see where they go. */
  readonly gbSecondsByFunction: Record<string, number>;
  readonly dynamoDbWriteUnits: number;
  readonly dynamoDbReadUnits: number;
  readonly s3Puts: number;
  readonly s3Gets: number;
  readonly customEvents: number;
}

export interface CostFigures {
  readonly pricesAsOf: string;
  readonly callSeconds: number;
  readonly recordingBytes: number;
  readonly job: { readonly status: string; readonly vocabulary: unknown; readonly usage: Usage };
  /** The audit's usage divided by the batch's conversations. */
  readonly audit: { readonly status: string; readonly conversations: number; readonly scored: number; readonly usage: Usage };
  readonly model: {
    readonly calls: number;
    readonly promptCharacters: number;
    /** Tool definitions and system blocks: the prefix a cache point would cache. */
    readonly prefixCharacters: number;
    readonly answerCharacters: number;
    readonly inputTokens: number;
    readonly prefixTokens: number;
    readonly outputTokens: number;
    readonly scorerMemoryMb: number;
    /** Whether the evaluator put a cache point after the prefix (only when its own estimate reaches the model's minimum). */
    readonly cachePointSent: boolean;
  };
}

/** The committed sample call (12.9 s, 16 kHz stereo) repeated to `seconds`: a recording of a 5-minute call. */
const longRecording = (dir: string, seconds: number): string => {
  const source = join(REPO_ROOT, 'test/fixtures/audio/call-agent-left.wav');
  const sourceSeconds = Number(execFileSync('soxi', ['-D', source]).toString().trim());
  const target = join(dir, 'call.wav');
  execFileSync('sox', ['-D', source, target, 'repeat', String(Math.ceil(seconds / sourceSeconds)), 'trim', '0', String(seconds)]);
  return target;
};

const serveFile = async (file: string) => {
  const body = readFileSync(file);
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'audio/wav', 'content-length': body.length }).end(body),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/call.wav`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const api = async (sandbox: Sandbox, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
};

const WRITE_ACTIONS = /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem|ConditionCheckItem)$/;

/**
 * Functions run by a schedule (the work reconciler every 5 minutes, the vocabulary cleanup every hour): a fixed cost
 * a month, whatever the number of calls, so left out of the per-call figures when they happen to run meanwhile.
 */
const SCHEDULED = new Set(
  application.eventRules.flatMap((rule) =>
    rule.scheduleRateMinutes !== undefined && 'functionId' in rule.target ? [rule.target.functionId] : [],
  ),
);
const perCall = (functionId: string | undefined) => functionId === undefined || !SCHEDULED.has(functionId);

/** What the sandbox recorded from `since` on: everything one phase of the run (one job, one audit) cost. */
const usageSince = (sandbox: Sandbox, since: { executions: number; invocations: number; calls: number; events: number }): Usage => {
  const transitions: Record<string, number> = {};
  const executions: Record<string, number> = {};
  for (const execution of sandbox.executions().slice(since.executions)) {
    const children = (execution.mapRuns ?? []).reduce((sum, run) => sum + (run.executionType === 'STANDARD' ? run.childTransitions : 0), 0);
    transitions[execution.stateMachineId] = (transitions[execution.stateMachineId] ?? 0) + (execution.transitions ?? 0) + children;
    executions[execution.stateMachineId] =
      (executions[execution.stateMachineId] ?? 0) + 1 + (execution.mapRuns ?? []).reduce((sum, run) => sum + run.childExecutions, 0);
  }
  const invocations = sandbox
    .lambdaInvocations()
    .slice(since.invocations)
    .filter((invocation) => perCall(invocation.functionId));
  const gbSecondsByFunction: Record<string, number> = {};
  for (const invocation of invocations) {
    // Billed per 1 ms, for the memory configured.
    const gbSeconds = (invocation.memoryMb / 1024) * (Math.ceil(invocation.durationMs) / 1000);
    gbSecondsByFunction[invocation.functionId] = (gbSecondsByFunction[invocation.functionId] ?? 0) + gbSeconds;
  }
  const calls = sandbox
    .awsCalls()
    .slice(since.calls)
    .filter((call) => perCall('id' in call.caller ? call.caller.id : undefined));
  const units = (call: (typeof calls)[number]) => (call.operation?.startsWith('Transact') ? 2 : 1);
  const dynamoDb = calls.filter((call) => call.service === 'dynamodb');
  return {
    transitions,
    executions,
    invocations: invocations.length,
    gbSeconds: Object.values(gbSecondsByFunction).reduce((sum, value) => sum + value, 0),
    gbSecondsByFunction,
    dynamoDbWriteUnits: dynamoDb.filter((call) => WRITE_ACTIONS.test(call.action)).reduce((sum, call) => sum + units(call), 0),
    dynamoDbReadUnits: dynamoDb.filter((call) => !WRITE_ACTIONS.test(call.action)).reduce((sum, call) => sum + units(call), 0),
    s3Puts: calls.filter((call) => /^s3:(PutObject|CopyObject|ListBucket|DeleteObject)/.test(call.action)).length,
    s3Gets: calls.filter((call) => /^s3:(GetObject|HeadObject)/.test(call.action)).length,
    customEvents: sandbox
      .publishedEvents()
      .slice(since.events)
      .filter((event) => !String(event.source).startsWith('aws.')).length,
  };
};

const mark = (sandbox: Sandbox) => ({
  executions: sandbox.executions().length,
  invocations: sandbox.lambdaInvocations().length,
  calls: sandbox.awsCalls().length,
  events: sandbox.publishedEvents().length,
});

const divided = (usage: Usage, by: number): Usage => {
  const each = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value / by]));
  return {
    transitions: each(usage.transitions),
    executions: each(usage.executions),
    invocations: usage.invocations / by,
    gbSeconds: usage.gbSeconds / by,
    gbSecondsByFunction: each(usage.gbSecondsByFunction),
    dynamoDbWriteUnits: usage.dynamoDbWriteUnits / by,
    dynamoDbReadUnits: usage.dynamoDbReadUnits / by,
    s3Puts: usage.s3Puts / by,
    s3Gets: usage.s3Gets / by,
    customEvents: usage.customEvents / by,
  };
};

const jobRequest = (audioUrl: string, callbackUrl: string) => ({
  callback: { url: callbackUrl, events: ['completed'] },
  metadata: { source: 'bench' },
  idempotencyKey: `bench-${Math.random().toString(36).slice(2)}`,
  payload: { input: { audio_url: audioUrl }, config: { language: 'en', keyterms: KEYTERMS, redact_pii: true } },
});

const measure = async (): Promise<CostFigures | { error: string }> => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-costs-'));
  // The emulation's per-minute quotas are lifted: offline answers take milliseconds, a deployed batch minutes. The
  // first job's new vocabulary is built in a second here (minutes in AWS, waited for in the state machine).
  const sandbox = await startSandbox({
    retryIntervalMs: 5,
    bedrock: { quotas: LIFTED_QUOTAS },
    transcribe: { vocabularyReadyAfterMs: 1000 },
    stateSecondsOverrides: { WaitForVocabulary: 1 },
  });
  const receiver = await startReceiver([204]);
  const short = await serveFile(join(REPO_ROOT, 'test/fixtures/audio/call-agent-left.wav'));
  const recording = longRecording(dir, CALL_SECONDS);
  const long = await serveFile(recording);
  try {
    await sandbox.waitForIdle();
    // A first job with the same key terms makes their vocabulary: the measured job finds it READY, as most do.
    await api(sandbox, 'POST', '/v1/transcripts', jobRequest(short.url, receiver.url));
    await sandbox.waitForIdle();

    const beforeJob = mark(sandbox);
    const { jobId } = (await api(sandbox, 'POST', '/v1/transcripts', jobRequest(long.url, receiver.url))) as { jobId: string };
    await sandbox.waitForIdle();
    const jobUsage = usageSince(sandbox, beforeJob);
    const job = (await api(sandbox, 'GET', `/v1/transcripts/${jobId}`)) as {
      status: string;
      result?: { keyterms?: { vocabulary?: unknown } };
    };

    const answer = JSON.parse(
      readFileSync(join(REPO_ROOT, 'bench/data/five-minute-call-assessment.json'), 'utf8'),
    ) as RecordedConverseResponse;
    const call = JSON.parse(readFileSync(join(REPO_ROOT, 'bench/data/five-minute-call.json'), 'utf8')) as { transcript: unknown[] };
    const rubric = (await api(
      sandbox,
      'POST',
      '/v2/rubrics',
      JSON.parse(readFileSync(join(REPO_ROOT, 'bench/data/qa-form-rubric.json'), 'utf8')),
    )) as { id: string };
    const answered = sandbox.converseRecordings.requests().length;
    sandbox.converseRecordings.replay(Array.from({ length: CONVERSATIONS }, () => answer));
    const beforeAudit = mark(sandbox);
    const { batch_id: batchId } = (await api(sandbox, 'POST', '/v2/audits', {
      rubric_id: rubric.id,
      conversations: Array.from({ length: CONVERSATIONS }, (_, i) => ({ id: `call-${i}`, transcript: call.transcript })),
      callback_url: receiver.url,
    })) as { batch_id: string };
    await sandbox.waitForIdle();
    const auditUsage = usageSince(sandbox, beforeAudit);
    const batch = (await api(sandbox, 'GET', `/v2/audits/${batchId}`)) as { status: string; counts: { scored: number } };

    const requests = sandbox.converseRecordings.requests().slice(answered);
    const request = requests[0];
    if (!request) throw new Error('The evaluator made no model call.');
    const prefixCharacters =
      JSON.stringify(request.toolConfig?.tools ?? []).length +
      (request.system ?? []).reduce((sum, block) => sum + (block.text?.length ?? 0), 0);
    const messageCharacters = request.messages.reduce(
      (sum, message) => sum + (message.content ?? []).reduce((inner, block) => inner + (block.text?.length ?? 0), 0),
      0,
    );
    const answerCharacters = JSON.stringify(answer.output?.message?.content?.[0]?.toolUse?.input ?? {}).length;
    const scorer = application.functions.find((fn) => fn.id === 'AuditScoreConversation');
    return {
      pricesAsOf: PRICES_AS_OF,
      callSeconds: CALL_SECONDS,
      recordingBytes: statSync(recording).size,
      job: { status: job.status, vocabulary: job.result?.keyterms?.vocabulary, usage: jobUsage },
      audit: { status: batch.status, conversations: CONVERSATIONS, scored: batch.counts.scored, usage: divided(auditUsage, CONVERSATIONS) },
      model: {
        calls: requests.length,
        promptCharacters: prefixCharacters + messageCharacters,
        prefixCharacters,
        answerCharacters,
        inputTokens: tokensOf(prefixCharacters + messageCharacters) + PRICES.bedrock.forcedToolSystemPromptTokens,
        prefixTokens: tokensOf(prefixCharacters) + PRICES.bedrock.forcedToolSystemPromptTokens,
        outputTokens: tokensOf(answerCharacters),
        scorerMemoryMb: scorer?.memoryMb ?? 512,
        cachePointSent: (request.system ?? []).some((block) => block.cachePoint !== undefined),
      },
    };
  } catch (error) {
    return { error: (error as Error).stack ?? (error as Error).message };
  } finally {
    await Promise.all([short.close(), long.close(), receiver.close()]);
    await sandbox.stop();
    await rm(dir, { recursive: true, force: true });
  }
};

const dollars = (value: number) => (value >= 10 ? `$${value.toFixed(2)}` : value >= 0.01 ? `$${value.toFixed(4)}` : `$${value.toFixed(5)}`);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;
const sum = (record: Record<string, number>) => Object.values(record).reduce((total, value) => total + value, 0);

/** The per-call cost lines, priced; `model` is the model's line, so the alternatives can replace it. */
export const price = (figures: CostFigures) => {
  const minutes = figures.callSeconds / 60;
  const monthlyMinutes = MONTHLY_CALLS * minutes;
  const tier1 = PRICES.transcribe.tiers[0]!.perMinute;
  const blended = transcribeBlendedPerMinute(monthlyMinutes);
  const sonnet = PRICES.bedrock['claude-sonnet-4-5'];
  const haiku = PRICES.bedrock['claude-haiku-4-5'];
  const geo = 1 + PRICES.bedrock.geographicProfilePremium;
  const { inputTokens, outputTokens, prefixTokens } = figures.model;
  const modelCost = (prices: { input: number; output: number }) => geo * (inputTokens * prices.input + outputTokens * prices.output);
  const { job, audit } = figures;
  const transitions = sum(job.usage.transitions) + sum(audit.usage.transitions);
  const modelWaitSeconds = MODEL_FIRST_TOKEN_SECONDS + outputTokens / MODEL_OUTPUT_TOKENS_PER_SECOND;
  const modelledGbSeconds = (figures.model.scorerMemoryMb / 1024) * modelWaitSeconds;
  const gbSeconds = job.usage.gbSeconds + audit.usage.gbSeconds + modelledGbSeconds;
  const invocations = job.usage.invocations + audit.usage.invocations;
  const requests = (usage: Usage) =>
    usage.dynamoDbWriteUnits * PRICES.dynamoDb.perWriteUnit +
    usage.dynamoDbReadUnits * PRICES.dynamoDb.perReadUnit +
    usage.s3Puts * PRICES.s3.perPut +
    usage.s3Gets * PRICES.s3.perGet +
    usage.customEvents * PRICES.eventBridge.perCustomEvent;
  const storage = (figures.recordingBytes / 1024 ** 3) * S3_STORAGE_PER_GB_MONTH;
  const lines = {
    transcribe: { tier1: minutes * tier1, blended: minutes * blended },
    pii: {
      tier1: minutes * tier1 * PRICES.transcribe.piiRedactionFactor,
      blended: minutes * blended * PRICES.transcribe.piiRedactionFactor,
    },
    model: modelCost(sonnet),
    stepFunctions: transitions * PRICES.stepFunctions.standardPerTransition,
    lambda: gbSeconds * PRICES.lambda.armPerGbSecond + invocations * PRICES.lambda.perRequest,
    requests: requests(job.usage) + requests(audit.usage) + storage,
  };
  const rest = lines.model + lines.stepFunctions + lines.lambda + lines.requests;
  const total = { tier1: lines.transcribe.tier1 + lines.pii.tier1 + rest, blended: lines.transcribe.blended + lines.pii.blended + rest };
  // Prompt caching: the rubric prefix is read at a tenth of the price once cached, but only above the model's minimum.
  const cacheSaving = (prices: { input: number }, minimum: number) =>
    prefixTokens >= minimum ? geo * prefixTokens * prices.input * (1 - PRICES.bedrock.cacheReadFactor) : 0;
  const minimumOf = (model: string) => PROMPT_CACHE_MINIMUM_TOKENS[model]!;
  const sonnetMinimum = minimumOf('anthropic.claude-sonnet-4-5-20250929-v1:0');
  const haikuMinimum = minimumOf('anthropic.claude-haiku-4-5-20251001-v1:0');
  return {
    minutes,
    monthlyMinutes,
    tier1,
    blended,
    lines,
    total,
    transitions,
    gbSeconds,
    modelledGbSeconds,
    modelWaitSeconds,
    invocations,
    alternatives: {
      haiku: lines.model - modelCost(haiku),
      caching: { sonnet: cacheSaving(sonnet, sonnetMinimum), haiku: cacheSaving(haiku, haikuMinimum), sonnetMinimum, haikuMinimum },
      economy: lines.model * (1 - PRICES.bedrock.batchFactor),
      economyHaiku: modelCost(haiku) * PRICES.bedrock.batchFactor,
    },
  };
};

export const report = (figures: CostFigures | { error: string }): string[] => {
  if ('error' in figures) return [`failed: ${figures.error}`];
  const p = price(figures);
  const { job, audit, model } = figures;
  const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
  const byMachine = (usage: Usage) =>
    Object.entries(usage.transitions)
      .map(([machine, transitions]) => `${machine} ${count(transitions)}`)
      .join(', ');
  const byFunction = { ...job.usage.gbSecondsByFunction };
  for (const [fn, gbs] of Object.entries(audit.usage.gbSecondsByFunction)) byFunction[fn] = (byFunction[fn] ?? 0) + gbs;
  const topFunctions = Object.entries(byFunction)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([fn, gbs]) => `${fn} ${gbs.toFixed(2)}`)
    .join(', ');
  const row = (item: string, quantity: string, tier1: number, blended: number = tier1, share = percent(tier1, p.total.tier1)) => [
    item,
    quantity,
    dollars(tier1),
    share,
    dollars(blended),
  ];
  return [
    `One ${p.minutes}-minute call: a transcript job (stereo, key terms, PII redaction, a completed callback; ${job.status}) and its audit with a 5-criterion rubric (batch of ${audit.conversations}, ${audit.scored} scored, ${audit.status}).`,
    '',
    ...table(
      ['Item', 'Quantity per call (how it was counted)', 'Tier 1', 'Share', `At ${(p.monthlyMinutes / 1e6).toFixed(1)} M min/month`],
      [
        row(
          'Amazon Transcribe (batch)',
          `${p.minutes} min × $${p.tier1} (T1) / $${p.blended.toFixed(4)} (blended)`,
          p.lines.transcribe.tier1,
          p.lines.transcribe.blended,
        ),
        row(
          '  + PII redaction',
          `${p.minutes} min, ${PRICES.transcribe.piiRedactionFactor * 100} % of the tier's price`,
          p.lines.pii.tier1,
          p.lines.pii.blended,
        ),
        row(
          'Claude Sonnet 4.5 (us. profile)',
          `${model.inputTokens} in + ${model.outputTokens} out tokens (${model.calls / audit.conversations} call a conversation)`,
          p.lines.model,
        ),
        row(
          'Step Functions (standard)',
          `${count(p.transitions)} transitions: job ${byMachine(job.usage)}; audit ${byMachine(audit.usage)}`,
          p.lines.stepFunctions,
        ),
        row(
          'Lambda (arm64)',
          `${p.gbSeconds.toFixed(2)} GB-s (${p.modelledGbSeconds.toFixed(2)} modelled: the scorer waiting ${p.modelWaitSeconds.toFixed(0)} s for the model), ${count(p.invocations)} invocations`,
          p.lines.lambda,
        ),
        row(
          'DynamoDB, S3, EventBridge',
          `${count(job.usage.dynamoDbWriteUnits + audit.usage.dynamoDbWriteUnits)} writes, ${count(job.usage.dynamoDbReadUnits + audit.usage.dynamoDbReadUnits)} reads, ${count(job.usage.s3Puts + audit.usage.s3Puts)} S3 puts, ${count(job.usage.s3Gets + audit.usage.s3Gets)} gets, ${count(job.usage.customEvents + audit.usage.customEvents)} events; ${(figures.recordingBytes / 1e6).toFixed(1)} MB kept 30 days`,
          p.lines.requests,
        ),
        row(
          'Total per call',
          `Transcribe + redaction ${percent(p.lines.transcribe.tier1 + p.lines.pii.tier1, p.total.tier1)} at tier 1`,
          p.total.tier1,
          p.total.blended,
        ),
        row('Per 1,000 calls', '', p.total.tier1 * 1000, p.total.blended * 1000, ''),
      ],
    ),
    '',
    ...table(
      ['What it changes (model line only)', 'Saves per call', 'Saves per 1,000', 'How'],
      [
        [
          'Claude Haiku 4.5 instead of Sonnet 4.5',
          dollars(p.alternatives.haiku),
          dollars(p.alternatives.haiku * 1000),
          `$${PRICES.bedrock['claude-haiku-4-5'].input * 1e6}/$${PRICES.bedrock['claude-haiku-4-5'].output * 1e6} per M tokens instead of $${PRICES.bedrock['claude-sonnet-4-5'].input * 1e6}/$${PRICES.bedrock['claude-sonnet-4-5'].output * 1e6}`,
        ],
        [
          'Prompt caching (Sonnet 4.5 / Haiku 4.5)',
          `${dollars(p.alternatives.caching.sonnet)} / ${dollars(p.alternatives.caching.haiku)}`,
          `${dollars(p.alternatives.caching.sonnet * 1000)} / ${dollars(p.alternatives.caching.haiku * 1000)}`,
          `the prefix (tools, instructions, rubric) is about ${model.prefixTokens} tokens; Bedrock caches it only from ${p.alternatives.caching.sonnetMinimum} (Sonnet 4.5) / ${p.alternatives.caching.haikuMinimum} (Haiku 4.5) tokens, then reads it at ${PRICES.bedrock.cacheReadFactor * 100} % of the input price. The evaluator ${model.cachePointSent ? 'sent' : 'did not send'} a cache point for this rubric (it sends one when its own estimate, ${tokensAtFour(model.prefixCharacters)} tokens at 4 characters a token, reaches the minimum)`,
        ],
        [
          'Economy: Bedrock batch inference (computed)',
          dollars(p.alternatives.economy),
          dollars(p.alternatives.economy * 1000),
          `${PRICES.bedrock.batchFactor * 100} % of the on-demand token price, results within 24 h; computed, not measured: the economy mode does not exist yet (Haiku 4.5 in economy: ${dollars(p.alternatives.economyHaiku)} a call)`,
        ],
      ],
    ),
    '',
    `Prices as of ${figures.pricesAsOf} (bench/prices.ts): us-east-1 list prices, no free tier. Transcribe tier 1 is the first 250,000 minutes of a month (${Math.floor(250_000 / p.minutes).toLocaleString('en-US')} calls like this one); the last column blends the tiers at ${MONTHLY_CALLS.toLocaleString('en-US')} calls (${(p.monthlyMinutes / 1e6).toFixed(1)} M minutes) a month (BENCH_COST_MONTHLY_CALLS).`,
    `Tokens: the prompt the evaluator built for this call (${model.promptCharacters.toLocaleString('en-US')} characters, as the Converse emulation received it) and the model-sized answer replayed as the model's (${model.answerCharacters.toLocaleString('en-US')} characters, bench/data/five-minute-call-assessment.json) at ${CHARACTERS_PER_TOKEN} characters a token, plus the ${PRICES.bedrock.forcedToolSystemPromptTokens} tokens of Claude's tool-use system prompt; geographic profile ${PRICES.bedrock.geographicProfilePremium * 100} % over global.`,
    `Counted on a real sandbox run: transitions of every execution (callback deliveries included: job ${count(job.usage.executions.CallbackDelivery ?? 0)}, audit ${count(audit.usage.executions.CallbackDelivery ?? 0)} a conversation), invocation durations × configured memory (sandbox durations; most GB-s: ${topFunctions}), requests from the AWS call record (one request unit a call, two for a transaction item). The audit's figures are the batch's divided by its ${audit.conversations} conversations.`,
    `Not counted: the scheduled functions (${[...SCHEDULED].join(', ')}: a fixed cost a month, not a call's), CloudWatch Logs and X-Ray (depend on the stage's log settings), the first job with a new key-term set (its vocabulary wait adds 3 transitions a 30-s poll: about 18 for a 3-minute build), the Lambda init phase (cold starts), S3 storage of results beyond the recording.`,
  ];
};

export const run: Bench = async () => {
  const figures = await runInSeparateProcess<CostFigures | { error: string }>(import.meta.url);
  return { title: `Cost per 5-minute call: transcript job + audit, priced from a real sandbox run`, lines: report(figures), data: figures };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure()));
