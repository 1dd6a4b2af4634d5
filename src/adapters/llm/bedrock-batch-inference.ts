import {
  CreateModelInvocationJobCommand,
  GetModelInvocationJobCommand,
  ResourceNotFoundException,
  StopModelInvocationJobCommand,
  type BedrockClient,
} from '@aws-sdk/client-bedrock';
import { GetObjectCommand, PutObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { BATCH_INFERENCE_PREFIX } from '../../../lib/definitions/audits';
import type { InferenceJobState } from '../../audits/model';
import {
  InferenceInputTooLargeError,
  InferenceJobRefusedError,
  type InferenceJobControl,
  type InferenceJobStarter,
  type InferenceJobStatus,
  type InferenceOutput,
} from '../../audits/ports';
import { ndjsonObjectWriter } from '../s3/audit-inputs';
import { toWire } from '../wire-case';
import type { AnthropicMessagesResponse } from './anthropic-messages';
import { takesAnthropicMessages } from './anthropic-messages';
import { batchInferenceAnswer, batchInferenceRequest } from './bedrock-evaluator';

/**
 * Amazon Bedrock batch inference (CreateModelInvocationJob) for an economy batch, laid out in the audit inputs
 * bucket under `batch-inference/<batch id>/`:
 * - `input/records-0001.jsonl`, …: one record per conversation, `{recordId, modelInput}`, the model's native
 *   request (InvokeModel format: Converse-format records with toolConfig are refused); record `R0000000042` is
 *   conversation 42. A file holds at most the per-file record and byte quotas, the job at most its byte quota.
 * - `output/<job id>/records-0001.jsonl.out`, …: where Bedrock writes each input file's answers, one line per
 *   record, `{recordId, modelInput, modelOutput}` or `{recordId, modelInput, error}`, in any order, and
 *   `manifest.json.out`.
 * - `items.jsonl`: the item list the scoring Map reads, each item with the byte range of its answer's line.
 * The job is named after the batch and created with the batch id as its client token, so a retried start returns
 * the same job instead of a second one.
 */

export interface BatchInferenceLayout {
  readonly maximumRecordsPerFile: number;
  readonly maximumFileBytes: number;
  readonly maximumJobBytes: number;
  readonly timeoutHours: number;
}

const batchPrefix = (batchId: string) => `${BATCH_INFERENCE_PREFIX}${batchId}/`;

/** Record ids are 11 alphanumeric characters (Bedrock's documented form): R and the conversation's index. */
const recordIdOf = (index: number): string => `R${String(index).padStart(10, '0')}`;
const indexOf = (recordId: unknown): number | undefined => {
  const match = typeof recordId === 'string' ? /^R(\d{10})$/.exec(recordId) : null;
  return match ? Number(match[1]) : undefined;
};

const fileName = (n: number) => `records-${String(n).padStart(4, '0')}.jsonl`;

/** The line of one record of Bedrock's output. */
interface OutputLine {
  readonly recordId?: string;
  readonly modelOutput?: AnthropicMessagesResponse;
  readonly error?: { readonly errorCode?: number; readonly errorMessage?: string };
}

/** The byte ranges of the lines of a stream of `\n`-separated lines. */
async function* lineRanges(body: Readable): AsyncGenerator<{ line: Buffer; offset: number }> {
  let pending: Buffer = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of body) {
    pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
    for (let end = pending.indexOf(0x0a); end >= 0; end = pending.indexOf(0x0a)) {
      const line = pending.subarray(0, end + 1);
      yield { line, offset };
      offset += line.length;
      pending = pending.subarray(end + 1);
    }
  }
  if (pending.length > 0) yield { line: pending, offset };
}

const jobIdOf = (jobRef: string) => jobRef.split('/').pop() ?? jobRef;

/** Writes an economy batch's records and creates its job. */
export const bedrockInferenceJobStarter = (deps: {
  readonly bedrock: BedrockClient;
  readonly s3: S3Client;
  readonly bucket: string;
  /** The evaluator model (inference profile) id. */
  readonly modelId: string;
  /** The service role Bedrock runs the job with. */
  readonly roleArn: string;
  readonly layout: BatchInferenceLayout;
}): InferenceJobStarter => ({
  supportsEvaluatorModel: takesAnthropicMessages(deps.modelId),

  async start(batchId, requests) {
    const inputPrefix = `${batchPrefix(batchId)}input/`;
    const { maximumRecordsPerFile, maximumFileBytes, maximumJobBytes } = deps.layout;
    let file = 0;
    let writer: ReturnType<typeof ndjsonObjectWriter> | undefined;
    let fileRecords = 0;
    let fileBytes = 0;
    let jobBytes = 0;
    let index = 0;
    try {
      for await (const request of requests) {
        const line = Buffer.from(
          JSON.stringify({ recordId: recordIdOf(index), modelInput: batchInferenceRequest(deps.modelId, request) }) + '\n',
          'utf8',
        );
        jobBytes += line.length;
        if (jobBytes > maximumJobBytes)
          throw new InferenceInputTooLargeError(
            `The batch's records take more than the ${maximumJobBytes} bytes one batch inference job takes`,
          );
        if (!writer || fileRecords >= maximumRecordsPerFile || fileBytes + line.length > maximumFileBytes) {
          await writer?.close();
          file += 1;
          writer = ndjsonObjectWriter(deps.s3, deps.bucket, `${inputPrefix}${fileName(file)}`);
          fileRecords = 0;
          fileBytes = 0;
        }
        await writer.append(line);
        fileRecords += 1;
        fileBytes += line.length;
        index += 1;
      }
      await writer?.close();
    } catch (error) {
      await writer?.abort();
      throw error;
    }
    try {
      const { jobArn } = await deps.bedrock.send(
        new CreateModelInvocationJobCommand({
          jobName: `audit-${batchId}`,
          clientRequestToken: batchId,
          modelId: deps.modelId,
          roleArn: deps.roleArn,
          modelInvocationType: 'InvokeModel',
          inputDataConfig: { s3InputDataConfig: { s3Uri: `s3://${deps.bucket}/${inputPrefix}`, s3InputFormat: 'JSONL' } },
          outputDataConfig: { s3OutputDataConfig: { s3Uri: `s3://${deps.bucket}/${batchPrefix(batchId)}output/` } },
          timeoutDurationInHours: deps.layout.timeoutHours,
        }),
      );
      return { jobRef: jobArn! };
    } catch (error) {
      // A refusal (validation, access, quota, conflict) is final; throttling and server errors were retried by the SDK.
      if ((error as { $fault?: string }).$fault === 'client')
        throw new InferenceJobRefusedError((error as Error).name, (error as Error).message, { cause: error });
      throw error;
    }
  },
});

/** A job's state, and stopping it. */
export const bedrockInferenceJobControl = (bedrock: BedrockClient): InferenceJobControl => ({
  async status(jobRef) {
    let job;
    try {
      job = await bedrock.send(new GetModelInvocationJobCommand({ jobIdentifier: jobRef }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
    const status: InferenceJobStatus = {
      state: (job.status ?? 'Submitted') as InferenceJobState,
      ...(job.endTime ? { endedAt: job.endTime.toISOString() } : {}),
      ...(job.totalRecordCount !== undefined
        ? {
            records: {
              total: job.totalRecordCount,
              processed: job.processedRecordCount ?? 0,
              succeeded: job.successRecordCount ?? 0,
              failed: job.errorRecordCount ?? 0,
            },
          }
        : {}),
      ...(job.message ? { message: job.message } : {}),
    };
    return status;
  },

  async stop(jobRef) {
    try {
      await bedrock.send(new StopModelInvocationJobCommand({ jobIdentifier: jobRef }));
    } catch (error) {
      // A job that ended meanwhile cannot be stopped: nothing left to do.
      if ((error as Error).name === 'ValidationException' || (error as Error).name === 'ConflictException') return;
      throw error;
    }
  },
});

/**
 * A job's output in the audit inputs bucket: where each answer is, the scoring Map's items, one answer by its byte
 * range (read as an answer of `evaluatorModelId`, the model the jobs are created with).
 */
export const s3InferenceOutput = (s3: S3Client, bucket: string, evaluatorModelId = ''): InferenceOutput => ({
  async *answers(batchId, jobRef) {
    const prefix = `${batchPrefix(batchId)}output/${jobIdOf(jobRef)}/`;
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        const key = object.Key;
        if (!key?.endsWith('.jsonl.out')) continue;
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!Body) continue;
        for await (const { line, offset } of lineRanges(Body as Readable)) {
          const text = line.toString('utf8').trim();
          if (!text) continue;
          const output = JSON.parse(text) as OutputLine;
          const index = indexOf(output.recordId);
          // A record the job failed has no answer to read: it is scored on demand.
          if (index === undefined || !output.modelOutput) continue;
          yield { index, location: { key, byteOffset: offset, byteLength: line.length } };
        }
      }
    }
  },

  async putScoringItems(batchId, items) {
    const key = `${batchPrefix(batchId)}items.jsonl`;
    const body = items.map((item) => JSON.stringify(toWire(item)) + '\n').join('');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/x-ndjson' }));
    return key;
  },

  async answerAt(location) {
    const { Body } = await s3.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: location.key,
        Range: `bytes=${location.byteOffset}-${location.byteOffset + location.byteLength - 1}`,
      }),
    );
    if (!Body) throw new Error(`s3://${bucket}/${location.key} has no body`);
    const output = JSON.parse(await Body.transformToString('utf8')) as OutputLine;
    if (!output.modelOutput) return { failed: output.error?.errorMessage ?? 'the batch inference job did not answer this record' };
    return { answer: batchInferenceAnswer(output.modelOutput, evaluatorModelId) };
  },
});
