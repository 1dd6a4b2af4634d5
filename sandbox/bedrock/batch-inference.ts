import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { AccessDeniedError, type AwsAccess, type AwsCaller } from '../aws-access';
import { readBody } from '../aws-api';
import { signatureErrorOf, type EmulatorAuthenticator } from '../emulator-auth';
import { bedrockModelArns, localBucketArn, localModelInvocationJobArn, localObjectArn } from '../iam/arns';
import { anthropicResponseOf, converseRequestOfAnthropic } from './anthropic-messages';
import {
  ConverseRequestError,
  estimateOutputTokens,
  estimatePromptTokens,
  truncated,
  validateConverseRequest,
  type ConverseEngine,
  type ConverseRequest,
  type Usage,
} from './converse';
import { resolveModel, type EmulatedModel } from './models';

/**
 * Amazon Bedrock's control plane for batch inference (CreateModelInvocationJob, GetModelInvocationJob,
 * StopModelInvocationJob), at the wire level (REST-JSON over HTTP/1.1, errors named by `x-amzn-errortype`), as
 * @aws-sdk/client-bedrock reaches it through AWS_ENDPOINT_URL_BEDROCK. Every call is authorized as IAM would
 * (CreateModelInvocationJob on the job and the model, iam:PassRole of the service role to Bedrock), and the job
 * runs as Bedrock runs one, with the service role it was passed: Submitted → Validating (the role can be assumed,
 * the S3 input can be listed and read, every line is a JSON record with a modelInput, the record and size quotas
 * hold; otherwise Failed with the reason) → Scheduled → InProgress → Completed (or PartiallyCompleted past its
 * timeout, Stopped when stopped, Expired when it never started in time), each state lasting a configurable time.
 * Each record is answered by the same engine as Converse calls (offline stand-ins, a forwarded model, or recorded
 * answers), after the same validation: a record of the InvokeModel type in the model's native format, or of the
 * Converse type in Converse's — which fails with a 400 when it carries toolConfig, as Bedrock refuses tool use in
 * Converse-type jobs. A record can also be made to fail (tests). The output is written as Bedrock lays it out:
 * `<output>/<job id>/<input file>.out` with one line per record (`modelOutput`, or `error` for a failed record) and
 * `<output>/<job id>/manifest.json.out`.
 */

/** Bedrock's default batch inference quotas (per model and adjustable in an account; the same for every model here). */
export interface BatchInferenceQuotas {
  readonly minimumRecords: number;
  readonly maximumRecords: number;
  readonly maximumRecordsPerFile: number;
  readonly maximumFileBytes: number;
  readonly maximumJobBytes: number;
}

export const DEFAULT_BATCH_INFERENCE_QUOTAS: BatchInferenceQuotas = {
  minimumRecords: 100,
  maximumRecords: 50_000,
  maximumRecordsPerFile: 50_000,
  maximumFileBytes: 1024 ** 3,
  maximumJobBytes: 5 * 1024 ** 3,
};

/** How long a job takes: each state's time, and each record's while InProgress (milliseconds). */
export interface BatchInferenceTimings {
  readonly submittedMs: number;
  readonly validatingMs: number;
  readonly scheduledMs: number;
  readonly perRecordMs: number;
}

/**
 * A small job's realistic pace (Bedrock gives no time but "within 24 hours"; queues of minutes to hours are
 * common): about 7 minutes before the first record, then 10 records a second. Tests shorten every figure.
 */
export const DEFAULT_BATCH_INFERENCE_TIMINGS: BatchInferenceTimings = {
  submittedMs: 30_000,
  validatingMs: 60_000,
  scheduledMs: 5 * 60_000,
  perRecordMs: 100,
};

export interface BatchInferenceSettings {
  readonly timings?: Partial<BatchInferenceTimings>;
  readonly quotas?: Partial<BatchInferenceQuotas>;
}

/** Makes the records whose modelInput matches fail with this error (tests of the on-demand rescoring). */
export interface BatchRecordFault {
  readonly matches: (modelInput: unknown) => boolean;
  readonly errorCode?: number;
  readonly errorMessage?: string;
}

export type BatchJobStatus =
  | 'Submitted'
  | 'Validating'
  | 'Scheduled'
  | 'InProgress'
  | 'Completed'
  | 'PartiallyCompleted'
  | 'Failed'
  | 'Stopping'
  | 'Stopped'
  | 'Expired';

/** A job as the sandbox ran it, for tests and for people reading what a run did. */
export interface BatchJobRecord {
  readonly jobArn: string;
  readonly jobName: string;
  readonly modelId: string;
  readonly modelInvocationType: 'InvokeModel' | 'Converse';
  readonly status: BatchJobStatus;
  readonly message?: string;
  readonly statusHistory: readonly BatchJobStatus[];
  readonly records: { readonly total: number; readonly processed: number; readonly succeeded: number; readonly failed: number };
  /** The answered records' input and output tokens (the manifest's inputTokenCount and outputTokenCount). */
  readonly tokens: { readonly input: number; readonly output: number };
}

class BedrockApiError extends Error {
  constructor(
    override readonly name:
      'ValidationException' | 'AccessDeniedException' | 'ResourceNotFoundException' | 'ConflictException' | 'UnknownOperationException',
    message: string,
  ) {
    super(message);
  }
}

const STATUS_OF_ERROR: Readonly<Record<BedrockApiError['name'], number>> = {
  ValidationException: 400,
  AccessDeniedException: 403,
  ResourceNotFoundException: 404,
  ConflictException: 409,
  UnknownOperationException: 404,
};

const invalid = (message: string) => new BedrockApiError('ValidationException', message);

/** `1 validation error detected: Value '…' at '…' failed to satisfy constraint: …`, as Bedrock words a field it refuses. */
const constraint = (value: unknown, at: string, rule: string) =>
  invalid(
    `1 validation error detected: Value '${typeof value === 'string' ? value : JSON.stringify(value)}' at '${at}' failed to satisfy constraint: ${rule}`,
  );

const JOB_NAME = /^[a-zA-Z0-9]{1,63}(-*[a-zA-Z0-9+\-.]){0,63}$/;
const ROLE_ARN = /^arn:aws(-[^:]+)?:iam::([0-9]{12})?:role\/.+$/;
const S3_URI = /^s3:\/\/([a-z0-9][-.a-z0-9]{1,61}[a-z0-9])(?:\/(.*))?$/;
const ACTIVE: readonly BatchJobStatus[] = ['Submitted', 'Validating', 'Scheduled', 'InProgress'];

interface InputFile {
  readonly key: string;
  readonly records: readonly { readonly recordId: string; readonly modelInput: unknown }[];
}

interface Job {
  readonly arn: string;
  readonly id: string;
  readonly name: string;
  readonly modelId: string;
  readonly model: EmulatedModel;
  readonly roleArn: string;
  readonly clientRequestToken?: string;
  readonly invocationType: 'InvokeModel' | 'Converse';
  readonly input: { readonly bucket: string; readonly prefix: string; readonly uri: string };
  readonly output: { readonly bucket: string; readonly prefix: string; readonly uri: string };
  readonly timeoutHours: number;
  readonly submitTime: number;
  status: BatchJobStatus;
  readonly statusHistory: BatchJobStatus[];
  message?: string;
  lastModifiedTime: number;
  endTime?: number;
  counts?: { total: number; processed: number; succeeded: number; failed: number };
  /** The answered records' tokens (what the job is billed for, at the batch price). */
  readonly tokens: { input: number; output: number };
  readonly stopping: AbortController;
}

const s3Location = (uri: unknown, at: string) => {
  const match = typeof uri === 'string' ? S3_URI.exec(uri) : null;
  if (!match)
    throw constraint(
      uri,
      at,
      "Member must satisfy regular expression pattern: s3://[a-z0-9][-.a-z0-9]{1,61}(?:/[-!_*'().a-z0-9A-Z]+(?:/[-!_*'().a-z0-9A-Z]+)*)?/?",
    );
  return { bucket: match[1] as string, prefix: match[2] ?? '', uri: uri as string };
};

export class LocalBatchInference {
  private readonly jobs = new Map<string, Job>();
  private readonly running = new Set<Promise<void>>();
  private readonly faults = new Set<BatchRecordFault>();
  private readonly holds = new Set<{ readonly matches: (modelInput: unknown) => boolean; readonly released: Promise<void> }>();
  private readonly timings: BatchInferenceTimings;
  private readonly quotas: BatchInferenceQuotas;
  private readonly closing = new AbortController();

  constructor(
    private readonly deps: {
      readonly access: AwsAccess & { assumeServiceRole(roleArn: string, service: string, sourceArn: string): Promise<AwsCaller> };
      readonly s3: S3Client;
      readonly engine: ConverseEngine;
      readonly settings?: BatchInferenceSettings;
    },
  ) {
    this.timings = { ...DEFAULT_BATCH_INFERENCE_TIMINGS, ...deps.settings?.timings };
    this.quotas = { ...DEFAULT_BATCH_INFERENCE_QUOTAS, ...deps.settings?.quotas };
  }

  injectRecordFault(fault: BatchRecordFault): () => void {
    this.faults.add(fault);
    return () => void this.faults.delete(fault);
  }

  /** Records whose modelInput matches wait, InProgress, until the returned function is called (tests' barrier). */
  holdRecords(matches: (modelInput: unknown) => boolean): () => void {
    let release!: () => void;
    const hold = { matches, released: new Promise<void>((resolve) => (release = resolve)) };
    this.holds.add(hold);
    return () => {
      this.holds.delete(hold);
      release();
    };
  }

  records(): BatchJobRecord[] {
    return [...this.jobs.values()].map((job) => ({
      jobArn: job.arn,
      jobName: job.name,
      modelId: job.modelId,
      modelInvocationType: job.invocationType,
      status: job.status,
      ...(job.message ? { message: job.message } : {}),
      statusHistory: [...job.statusHistory],
      records: { ...(job.counts ?? { total: 0, processed: 0, succeeded: 0, failed: 0 }) },
      tokens: { ...job.tokens },
    }));
  }

  async create(input: Record<string, unknown>, caller: AwsCaller): Promise<unknown> {
    const { jobName, roleArn, modelId, clientRequestToken } = input;
    if (typeof jobName !== 'string' || !JOB_NAME.test(jobName))
      throw constraint(jobName, 'jobName', `Member must satisfy regular expression pattern: ${JOB_NAME.source}`);
    if (typeof roleArn !== 'string' || !ROLE_ARN.test(roleArn))
      throw constraint(roleArn, 'roleArn', `Member must satisfy regular expression pattern: ${ROLE_ARN.source}`);
    if (typeof modelId !== 'string' || modelId.length === 0)
      throw constraint(modelId, 'modelId', 'Member must have length greater than or equal to 1');
    const invocationType = input.modelInvocationType ?? 'InvokeModel';
    if (invocationType !== 'InvokeModel' && invocationType !== 'Converse') {
      throw constraint(invocationType, 'modelInvocationType', 'Member must satisfy enum value set: [InvokeModel, Converse]');
    }
    const timeoutHours = input.timeoutDurationInHours ?? 168;
    if (!Number.isInteger(timeoutHours) || (timeoutHours as number) < 24 || (timeoutHours as number) > 168) {
      throw constraint(timeoutHours, 'timeoutDurationInHours', 'Member must have value between 24 and 168');
    }
    const inputConfig = (input.inputDataConfig as { s3InputDataConfig?: { s3Uri?: unknown; s3InputFormat?: unknown } } | undefined)
      ?.s3InputDataConfig;
    const outputConfig = (input.outputDataConfig as { s3OutputDataConfig?: { s3Uri?: unknown } } | undefined)?.s3OutputDataConfig;
    const inputLocation = s3Location(inputConfig?.s3Uri, 'inputDataConfig.s3InputDataConfig.s3Uri');
    if (inputConfig?.s3InputFormat !== undefined && inputConfig.s3InputFormat !== 'JSONL') {
      throw constraint(
        inputConfig.s3InputFormat,
        'inputDataConfig.s3InputDataConfig.s3InputFormat',
        'Member must satisfy enum value set: [JSONL]',
      );
    }
    const outputLocation = s3Location(outputConfig?.s3Uri, 'outputDataConfig.s3OutputDataConfig.s3Uri');
    const existing =
      typeof clientRequestToken === 'string'
        ? [...this.jobs.values()].find((job) => job.clientRequestToken === clientRequestToken)
        : undefined;
    const id =
      existing?.id ??
      randomBytes(9)
        .toString('base64url')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '0')
        .slice(0, 12);
    const arn = localModelInvocationJobArn(id);
    // On the job and the foundation model: the action takes no inference profile (the service role's InvokeModel covers it).
    const models = bedrockModelArns(modelId).filter((model) => model.includes(':foundation-model/'));
    this.deps.access.authorize({ service: 'bedrock', action: 'bedrock:CreateModelInvocationJob', resources: [arn, ...models], caller });
    this.deps.access.authorize({
      service: 'iam',
      action: 'iam:PassRole',
      resources: [roleArn],
      caller,
      context: { 'iam:PassedToService': 'bedrock.amazonaws.com' },
    });
    // The same client token is the same request: its job, not a second one.
    if (existing) return { jobArn: existing.arn };
    const model = resolveModel(modelId);
    if (!model) throw invalid('The provided model identifier is invalid.');
    const now = Date.now();
    const job: Job = {
      arn,
      id,
      name: jobName,
      modelId,
      model,
      roleArn,
      ...(typeof clientRequestToken === 'string' ? { clientRequestToken } : {}),
      invocationType,
      input: inputLocation,
      output: outputLocation,
      timeoutHours: timeoutHours as number,
      submitTime: now,
      status: 'Submitted',
      statusHistory: ['Submitted'],
      lastModifiedTime: now,
      tokens: { input: 0, output: 0 },
      stopping: new AbortController(),
    };
    this.jobs.set(id, job);
    const run = this.run(job).finally(() => this.running.delete(run));
    this.running.add(run);
    return { jobArn: arn };
  }

  private find(identifier: unknown): Job {
    const id = typeof identifier === 'string' ? (identifier.split('/').pop() ?? '') : '';
    const job = this.jobs.get(id);
    if (!job)
      throw new BedrockApiError('ResourceNotFoundException', `The specified model invocation job ${String(identifier)} couldn't be found.`);
    return job;
  }

  get(identifier: unknown, caller: AwsCaller): unknown {
    const arn = localModelInvocationJobArn(typeof identifier === 'string' ? (identifier.split('/').pop() ?? '') : '');
    this.deps.access.authorize({ service: 'bedrock', action: 'bedrock:GetModelInvocationJob', resources: [arn], caller });
    const job = this.find(identifier);
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      jobArn: job.arn,
      jobName: job.name,
      modelId: job.modelId,
      ...(job.clientRequestToken ? { clientRequestToken: job.clientRequestToken } : {}),
      roleArn: job.roleArn,
      status: job.status,
      ...(job.message ? { message: job.message } : {}),
      submitTime: iso(job.submitTime),
      lastModifiedTime: iso(job.lastModifiedTime),
      ...(job.endTime ? { endTime: iso(job.endTime) } : {}),
      inputDataConfig: { s3InputDataConfig: { s3Uri: job.input.uri, s3InputFormat: 'JSONL' } },
      outputDataConfig: { s3OutputDataConfig: { s3Uri: job.output.uri } },
      timeoutDurationInHours: job.timeoutHours,
      jobExpirationTime: iso(job.submitTime + job.timeoutHours * 3_600_000),
      modelInvocationType: job.invocationType,
      ...(job.counts
        ? {
            totalRecordCount: job.counts.total,
            processedRecordCount: job.counts.processed,
            successRecordCount: job.counts.succeeded,
            errorRecordCount: job.counts.failed,
          }
        : {}),
    };
  }

  stop(identifier: unknown, caller: AwsCaller): unknown {
    const arn = localModelInvocationJobArn(typeof identifier === 'string' ? (identifier.split('/').pop() ?? '') : '');
    this.deps.access.authorize({ service: 'bedrock', action: 'bedrock:StopModelInvocationJob', resources: [arn], caller });
    const job = this.find(identifier);
    if (!ACTIVE.includes(job.status)) throw invalid(`The model invocation job ${job.arn} is ${job.status} and can't be stopped.`);
    this.transition(job, 'Stopping');
    job.stopping.abort();
    return {};
  }

  private transition(job: Job, status: BatchJobStatus, message?: string) {
    job.status = status;
    job.statusHistory.push(status);
    job.lastModifiedTime = Date.now();
    if (message) job.message = message;
    if (['Completed', 'PartiallyCompleted', 'Failed', 'Stopped', 'Expired'].includes(status)) job.endTime = job.lastModifiedTime;
  }

  /** Waits `ms`; false when the job was stopped (or the sandbox closed) meanwhile. */
  private wait(job: Job, ms: number): Promise<boolean> {
    if (job.stopping.signal.aborted || this.closing.signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        job.stopping.signal.removeEventListener('abort', stopped);
        this.closing.signal.removeEventListener('abort', stopped);
        resolve(value);
      };
      const stopped = () => done(false);
      const timer = setTimeout(() => done(true), ms);
      job.stopping.signal.addEventListener('abort', stopped);
      this.closing.signal.addEventListener('abort', stopped);
    });
  }

  /** Waits for the holds on a record to be released; false when the job was stopped (or the sandbox closed) meanwhile. */
  private async held(job: Job, modelInput: unknown): Promise<boolean> {
    for (const hold of [...this.holds].filter((candidate) => candidate.matches(modelInput))) {
      const stopped = new Promise<void>((resolve) => {
        job.stopping.signal.addEventListener('abort', () => resolve(), { once: true });
        this.closing.signal.addEventListener('abort', () => resolve(), { once: true });
      });
      await Promise.race([hold.released, stopped]);
    }
    return !job.stopping.signal.aborted && !this.closing.signal.aborted;
  }

  private expired(job: Job) {
    return Date.now() > job.submitTime + job.timeoutHours * 3_600_000;
  }

  private async run(job: Job): Promise<void> {
    if (!(await this.wait(job, this.timings.submittedMs))) return this.stopped(job);
    this.transition(job, 'Validating');
    if (!(await this.wait(job, this.timings.validatingMs))) return this.stopped(job);
    let role: AwsCaller;
    let files: InputFile[];
    try {
      role = await this.deps.access.assumeServiceRole(job.roleArn, 'bedrock.amazonaws.com', job.arn);
      files = await this.readInput(job, role);
    } catch (error) {
      if (this.closing.signal.aborted) return;
      const reason =
        error instanceof AccessDeniedError
          ? `Amazon Bedrock could not access the input with the service role: ${error.message}`
          : (error as Error).message;
      return this.transition(job, 'Failed', reason);
    }
    job.counts = { total: files.reduce((sum, file) => sum + file.records.length, 0), processed: 0, succeeded: 0, failed: 0 };
    this.transition(job, 'Scheduled');
    if (!(await this.wait(job, this.timings.scheduledMs))) return this.stopped(job);
    if (this.expired(job)) return this.transition(job, 'Expired', 'The job was not started before its timeout.');
    this.transition(job, 'InProgress');
    const outputs: { file: InputFile; lines: string[] }[] = [];
    let interrupted = false;
    for (const file of files) {
      const lines: string[] = [];
      outputs.push({ file, lines });
      for (const record of file.records) {
        if (this.expired(job) || !(await this.wait(job, this.timings.perRecordMs)) || !(await this.held(job, record.modelInput))) {
          interrupted = true;
          break;
        }
        const outcome = await this.answer(job, record.modelInput);
        if ('usage' in outcome) {
          const { usage, modelOutput } = outcome;
          lines.push(JSON.stringify({ recordId: record.recordId, modelInput: record.modelInput, modelOutput }));
          job.tokens.input += usage.inputTokens;
          job.tokens.output += usage.outputTokens;
        } else {
          lines.push(JSON.stringify({ recordId: record.recordId, modelInput: record.modelInput, ...outcome }));
        }
        job.counts.processed += 1;
        job.counts['usage' in outcome ? 'succeeded' : 'failed'] += 1;
      }
      if (interrupted) break;
    }
    if (this.closing.signal.aborted) return;
    try {
      await this.writeOutput(job, role, outputs);
    } catch (error) {
      return this.transition(job, 'Failed', `Amazon Bedrock could not write the output with the service role: ${(error as Error).message}`);
    }
    if (job.status === 'Stopping') return this.transition(job, 'Stopped');
    this.transition(job, interrupted ? 'PartiallyCompleted' : 'Completed');
  }

  private stopped(job: Job): void {
    if (!this.closing.signal.aborted) this.transition(job, 'Stopped');
  }

  /** Lists and reads the input with the service role, checking the files as Bedrock's validation does. */
  private async readInput(job: Job, role: AwsCaller): Promise<InputFile[]> {
    const { bucket, prefix } = job.input;
    this.deps.access.authorize({ service: 's3', action: 's3:ListBucket', resources: [localBucketArn(bucket)], caller: role });
    const listed = await this.deps.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    const objects = (listed.Contents ?? []).filter((object) => object.Key?.endsWith('.jsonl'));
    if (objects.length === 0) throw new Error(`No .jsonl file was found at ${job.input.uri}.`);
    const files: InputFile[] = [];
    let jobBytes = 0;
    let total = 0;
    for (const object of objects) {
      const key = object.Key as string;
      const size = object.Size ?? 0;
      if (size > this.quotas.maximumFileBytes)
        throw new Error(
          `The input file ${key} is ${size} bytes, more than the ${this.quotas.maximumFileBytes} bytes a batch inference input file may have.`,
        );
      jobBytes += size;
      if (jobBytes > this.quotas.maximumJobBytes)
        throw new Error(`The input files are more than the ${this.quotas.maximumJobBytes} bytes a batch inference job may have.`);
      this.deps.access.authorize({ service: 's3', action: 's3:GetObject', resources: [localObjectArn(bucket, key)], caller: role });
      const { Body } = await this.deps.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const text = (await Body?.transformToString('utf8')) ?? '';
      const records = text.split('\n').flatMap((line, i) => {
        if (line.trim().length === 0) return [];
        let record: unknown;
        try {
          record = JSON.parse(line);
        } catch {
          throw new Error(`Line ${i + 1} of ${key} is not valid JSON.`);
        }
        const { recordId, modelInput } = (record ?? {}) as { recordId?: unknown; modelInput?: unknown };
        if (typeof modelInput !== 'object' || modelInput === null || Array.isArray(modelInput)) {
          throw new Error(`Line ${i + 1} of ${key} has no modelInput object.`);
        }
        // A record without recordId gets one, as Bedrock adds it in the output.
        return [
          { recordId: typeof recordId === 'string' ? recordId : randomBytes(6).toString('hex').slice(0, 11).toUpperCase(), modelInput },
        ];
      });
      if (records.length > this.quotas.maximumRecordsPerFile) {
        throw new Error(
          `The input file ${key} has ${records.length} records, more than the ${this.quotas.maximumRecordsPerFile} records per input file of a batch inference job.`,
        );
      }
      total += records.length;
      files.push({ key, records });
    }
    if (total < this.quotas.minimumRecords) {
      throw new Error(
        `The job has ${total} records, fewer than the minimum number of records per batch inference job for this model (${this.quotas.minimumRecords}).`,
      );
    }
    if (total > this.quotas.maximumRecords) {
      throw new Error(
        `The job has ${total} records, more than the records per batch inference job for this model (${this.quotas.maximumRecords}).`,
      );
    }
    return files;
  }

  /** One record's answer: `modelOutput`, or an `error` as the output line carries it. */
  private async answer(
    job: Job,
    modelInput: unknown,
  ): Promise<{ modelOutput: unknown; usage: Usage } | { error: { errorCode: number; errorMessage: string } }> {
    const fault = [...this.faults].find((candidate) => candidate.matches(modelInput));
    if (fault) return { error: { errorCode: fault.errorCode ?? 500, errorMessage: fault.errorMessage ?? 'Internal server error' } };
    try {
      let request: ConverseRequest;
      if (job.invocationType === 'Converse') {
        request = modelInput as ConverseRequest;
        if (request.toolConfig !== undefined) {
          throw new ConverseRequestError(
            'ValidationException',
            "Tool calling (toolConfig) is not supported for batch inference jobs of the Converse invocation type. Use the InvokeModel invocation type with the model's native request format.",
          );
        }
      } else {
        if (!job.model.foundationModelId.startsWith('anthropic.'))
          throw new ConverseRequestError('ValidationException', 'The sandbox reads only Anthropic Claude native requests.');
        request = converseRequestOfAnthropic(modelInput);
      }
      const maxTokens = validateConverseRequest(request, job.model);
      const answer = truncated(await this.deps.engine.answer(request, maxTokens), maxTokens);
      const inputTokens = answer.usage?.inputTokens ?? estimatePromptTokens(request);
      const outputTokens = answer.usage?.outputTokens ?? Math.min(estimateOutputTokens(answer.content), maxTokens);
      const usage: Usage = {
        inputTokens,
        outputTokens,
        totalTokens: inputTokens + outputTokens,
        cacheReadInputTokens: 0,
        cacheWriteInputTokens: 0,
      };
      if (job.invocationType === 'Converse') {
        return {
          modelOutput: { output: { message: { role: 'assistant', content: answer.content } }, stopReason: answer.stopReason, usage },
          usage,
        };
      }
      return { modelOutput: anthropicResponseOf(answer, usage, job.model.foundationModelId), usage };
    } catch (error) {
      if (error instanceof ConverseRequestError) return { error: { errorCode: 400, errorMessage: error.message } };
      return { error: { errorCode: 500, errorMessage: `The model could not answer the record: ${(error as Error).message}` } };
    }
  }

  /** `<output>/<job id>/<input file name>.out` for each input file, and the manifest, written with the service role. */
  private async writeOutput(job: Job, role: AwsCaller, outputs: readonly { file: InputFile; lines: readonly string[] }[]): Promise<void> {
    const { bucket, prefix } = job.output;
    const folder = `${prefix}${prefix === '' || prefix.endsWith('/') ? '' : '/'}${job.id}/`;
    const put = async (key: string, body: string) => {
      this.deps.access.authorize({ service: 's3', action: 's3:PutObject', resources: [localObjectArn(bucket, key)], caller: role });
      await this.deps.s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    };
    for (const { file, lines } of outputs) {
      await put(`${folder}${file.key.split('/').pop()}.out`, lines.map((line) => `${line}\n`).join(''));
    }
    const counts = job.counts ?? { total: 0, processed: 0, succeeded: 0, failed: 0 };
    await put(
      `${folder}manifest.json.out`,
      JSON.stringify({
        totalRecordCount: counts.total,
        processedRecordCount: counts.processed,
        successRecordCount: counts.succeeded,
        errorRecordCount: counts.failed,
        inputTokenCount: job.tokens.input,
        outputTokenCount: job.tokens.output,
      }),
    );
  }

  async close(): Promise<void> {
    this.closing.abort();
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

const JOB_PATH = /^\/model-invocation-job\/([^/]+)(\/stop)?$/;

/** Serves the control plane on a loopback port: the value of AWS_ENDPOINT_URL_BEDROCK. */
export const startBedrockControlPlane = async (
  deps: ConstructorParameters<typeof LocalBatchInference>[0] & { readonly authenticate: EmulatorAuthenticator },
): Promise<{ readonly endpoint: string; readonly batchInference: LocalBatchInference; close(): Promise<void> }> => {
  const batchInference = new LocalBatchInference(deps);
  const reply = (response: ServerResponse, status: number, body: unknown, errorType?: string) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'x-amzn-requestid': crypto.randomUUID(),
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    response.end(JSON.stringify(body));
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      try {
        const body = await readBody(request);
        // The control plane's SDK client signs as `bedrock`, like Bedrock Runtime's.
        const authentication = await deps.authenticate(
          { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers },
          body,
          {
            services: ['bedrock'],
          },
        );
        if ('rejected' in authentication) {
          const error = signatureErrorOf(authentication.rejected, authentication.detail);
          return reply(response, 403, { message: error.message }, error.type);
        }
        const { caller } = authentication;
        const job = JOB_PATH.exec(path);
        if (request.method === 'POST' && path === '/model-invocation-job') {
          let input: Record<string, unknown>;
          try {
            input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
          } catch {
            throw invalid('The request body is not JSON.');
          }
          reply(response, 200, await batchInference.create(input, caller));
        } else if (request.method === 'GET' && job && !job[2]) {
          reply(response, 200, batchInference.get(decodeURIComponent(job[1] as string), caller));
        } else if (request.method === 'POST' && job?.[2]) {
          reply(response, 200, batchInference.stop(decodeURIComponent(job[1] as string), caller));
        } else {
          throw new BedrockApiError(
            'UnknownOperationException',
            `${request.method} ${path} is not available in the sandbox's Bedrock (batch inference jobs only).`,
          );
        }
      } catch (error) {
        if (error instanceof BedrockApiError) reply(response, STATUS_OF_ERROR[error.name], { message: error.message }, error.name);
        else if (error instanceof AccessDeniedError) reply(response, 403, { message: error.message }, 'AccessDeniedException');
        else
          reply(
            response,
            500,
            { message: `The sandbox could not serve the request: ${(error as Error).message}` },
            'InternalServerException',
          );
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    batchInference,
    close: async () => {
      await batchInference.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
};
