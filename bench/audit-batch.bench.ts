/**
 * Audit batch throughput: a generated 10,000-conversation batch (12 turns each) scored by the lexical evaluator
 * in the sandbox with AWS's limits on, timed from its upload to the last NDJSON line of its results.
 * Goal: under 60 s on a 2-core machine. Reports, never asserts.
 */
import '../sandbox/polyfills';
import { startSandbox } from '../sandbox/runtime';
import { generatedConversations, TURNS } from './conversations';
import type { Bench } from './report';
import { isEntryScript, runInSeparateProcess } from './separate-process';
import { LIFTED_QUOTAS } from '../sandbox/bedrock/quota';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const GOAL_SECONDS = 60;

/** Deterministic conversations: ~9.5 MB as JSON Lines, over what one request may carry (5 MiB, under Lambda's 6 MB), so they go by upload. */
const generateBatch = () => generatedConversations(CONVERSATIONS);

export interface AuditBatchFigures {
  readonly conversations: number;
  readonly uploadBytes: number;
  readonly acceptSeconds: number;
  readonly scoredSeconds: number;
  readonly streamSeconds: number;
  readonly totalSeconds: number;
  readonly resultLines: number;
  readonly status: string;
  /** The batch's state machine execution, run with Step Functions' 256 KiB payload quota enforced. */
  readonly executionStatus: string;
  readonly goalSeconds: number;
  readonly metGoal: boolean;
}

/** The measurement itself; runs in a process of its own (see `run`). */
const measure = async (): Promise<AuditBatchFigures | { error: string }> => {
  // The pipeline's own throughput: the Bedrock emulation's quota (200 requests a minute by default, which
  // would take 50 minutes for this batch in AWS too) is lifted. Every other limit is AWS's.
  const sandbox = await startSandbox({ bedrock: { quotas: LIFTED_QUOTAS } });
  try {
    const rubricResponse = await fetch(`${sandbox.url}/v2/rubrics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: '1.0.0',
        min_score: 0,
        max_score: 100,
        criteria: [
          {
            id: 'greeting',
            name: 'Greeting',
            weight: 0.25,
            prompt: 'Did the agent greet the caller and thank them for calling?',
            scale: { type: 'ordinal', labels: ['no', 'partly', 'yes'] },
          },
          {
            id: 'verification',
            name: 'Verification',
            weight: 0.25,
            prompt: 'Did the agent confirm the account name?',
            scale: { type: 'ordinal', labels: ['no', 'yes'] },
          },
          {
            id: 'resolution',
            name: 'Resolution',
            weight: 0.5,
            prompt: 'Was the refund or order problem resolved?',
            scale: { type: 'continuous', range: [0, 10] },
          },
        ],
      }),
    });
    const rubric = (await rubricResponse.json()) as { id: string };
    const file = generateBatch()
      .map((conversation) => JSON.stringify(conversation) + '\n')
      .join('');

    // As a caller would send it (and `ccp audits submit` does): a pre-signed PUT, then the batch naming the upload.
    const started = performance.now();
    const upload = (await (await fetch(`${sandbox.url}/v2/audits/uploads`, { method: 'POST' })).json()) as {
      upload_id: string;
      upload_url: string;
    };
    const put = await fetch(upload.upload_url, { method: 'PUT', body: file });
    if (!put.ok) return { error: `the upload answered ${put.status}` };
    const body = JSON.stringify({ rubric_id: rubric.id, upload: { upload_id: upload.upload_id, on_invalid: 'refuse_batch' } });
    const submitted = await fetch(`${sandbox.url}/v2/audits`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const handle = (await submitted.json()) as { batch_id?: string; detail?: string };
    if (submitted.status !== 202 || !handle.batch_id) return { error: `submission answered ${submitted.status}: ${handle.detail ?? ''}` };
    const accepted = performance.now();

    let status = 'queued';
    while (!['completed', 'completed_with_errors', 'failed'].includes(status)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = ((await (await fetch(`${sandbox.url}/v2/audits/${handle.batch_id}`)).json()) as { status: string }).status;
    }
    const scored = performance.now();

    const results = await fetch(`${sandbox.url}/v2/audits/${handle.batch_id}/results`);
    let resultLines = 0;
    const decoder = new TextDecoder();
    for await (const chunk of results.body as unknown as AsyncIterable<Uint8Array>) {
      for (const ch of decoder.decode(chunk, { stream: true })) if (ch === '\n') resultLines += 1;
    }
    const finished = performance.now();

    const execution = sandbox.executions().find((e) => (e.input as { batchId?: string }).batchId === handle.batch_id);
    const figures: AuditBatchFigures = {
      conversations: CONVERSATIONS,
      uploadBytes: Buffer.byteLength(file),
      acceptSeconds: (accepted - started) / 1000,
      scoredSeconds: (scored - started) / 1000,
      streamSeconds: (finished - scored) / 1000,
      totalSeconds: (finished - started) / 1000,
      resultLines,
      status,
      executionStatus: execution ? `${execution.status}${execution.error ? ` (${execution.error})` : ''}` : 'not found',
      goalSeconds: GOAL_SECONDS,
      metGoal: (finished - started) / 1000 < GOAL_SECONDS && resultLines === CONVERSATIONS,
    };
    return figures;
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    await sandbox.stop();
  }
};

const report = (figures: AuditBatchFigures | { error: string }): string[] =>
  'error' in figures
    ? [`failed: ${figures.error}`]
    : [
        `${figures.conversations} conversations × ${TURNS} turns (${(figures.uploadBytes / 1e6).toFixed(1)} MB of JSON Lines, uploaded), lexical evaluator, sandbox`,
        `upload and 202 after ${figures.acceptSeconds.toFixed(2)} s; ${figures.status} after ${figures.scoredSeconds.toFixed(1)} s; ${figures.resultLines} NDJSON lines streamed in ${figures.streamSeconds.toFixed(2)} s`,
        `submission → last line: ${figures.totalSeconds.toFixed(1)} s (goal < ${GOAL_SECONDS} s: ${figures.metGoal ? 'met' : 'NOT met'})`,
        `state machine execution: ${figures.executionStatus}, with every state and Map result held to Step Functions' 256 KiB quota`,
        "Every AWS limit enforced (Lambda 6 MB, API Gateway 10 MB, 256 KiB state); only the Bedrock emulation's per-minute quota is lifted.",
      ];

export const run: Bench = async () => {
  const figures = await runInSeparateProcess<AuditBatchFigures | { error: string }>(import.meta.url);
  return { title: 'Audit batch: 10,000 conversations, submission to last NDJSON line', lines: report(figures), data: figures };
};

if (isEntryScript(import.meta.url)) console.log(JSON.stringify(await measure()));
