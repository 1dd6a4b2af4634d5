import {
  BedrockClient,
  CreateModelInvocationJobCommand,
  GetModelInvocationJobCommand,
  StopModelInvocationJobCommand,
  type CreateModelInvocationJobCommandInput,
  type GetModelInvocationJobCommandOutput,
} from '@aws-sdk/client-bedrock';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { functionCredentials } from '../../sandbox/aws-access';
import { localBucketName } from '../../sandbox/environment';
import { localRoleArn } from '../../sandbox/iam/arns';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';
import { waitFor } from '../support/wait';

// The sandbox's Bedrock control plane for batch inference, reached as the product reaches it (the AWS SDK through
// AWS_ENDPOINT_URL_BEDROCK): what it refuses, how a job moves through its states, and where it writes the output.
// The service role is the stack's (AuditBatchInference), which may read `batch-inference/*/input/*` and write
// `batch-inference/*/output/*` of the audit inputs bucket.

const MODEL = 'us.anthropic.claude-sonnet-4-5-20250929-v1:0';
const ROLE = localRoleArn('AuditBatchInference');
const ENDED = ['Completed', 'PartiallyCompleted', 'Failed', 'Stopped', 'Expired'];

let sandbox: Sandbox;
let bedrock: BedrockClient;
let s3: S3Client;
const bucket = localBucketName('AuditInputs');

beforeAll(async () => {
  sandbox = await startSandbox({
    bedrock: { batchInference: { timings: { submittedMs: 10, validatingMs: 10, scheduledMs: 10, perRecordMs: 0 } } },
  });
  bedrock = new BedrockClient({});
  s3 = new S3Client({ forcePathStyle: true });
});
afterAll(() => sandbox.stop());

const jsonl = (records: readonly unknown[]) => records.map((record) => `${JSON.stringify(record)}\n`).join('');

const putInput = (prefix: string, records: readonly unknown[], file = 'records.jsonl') =>
  s3.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}input/${file}`, Body: jsonl(records) }));

const jobInput = (prefix: string, overrides: Partial<CreateModelInvocationJobCommandInput> = {}): CreateModelInvocationJobCommandInput => ({
  jobName: `test-${prefix.replace(/[^a-z0-9]/g, '')}`,
  roleArn: ROLE,
  modelId: MODEL,
  inputDataConfig: { s3InputDataConfig: { s3Uri: `s3://${bucket}/${prefix}input/` } },
  outputDataConfig: { s3OutputDataConfig: { s3Uri: `s3://${bucket}/${prefix}output/` } },
  timeoutDurationInHours: 24,
  ...overrides,
});

/** Polls GetModelInvocationJob until the job has ended (its states take milliseconds here). */
const ended = (jobArn: string): Promise<GetModelInvocationJobCommandOutput> =>
  waitFor(
    () => bedrock.send(new GetModelInvocationJobCommand({ jobIdentifier: jobArn })),
    (job) => ENDED.includes(job.status ?? ''),
    { what: `batch inference job ${jobArn} to end`, intervalMs: 20 },
  );

/** One line of a job's output (records carry modelOutput or error; the manifest its counts). */
type OutputLine = {
  readonly recordId?: string;
  readonly modelInput?: unknown;
  readonly modelOutput?: { readonly content: unknown; readonly [field: string]: unknown };
  readonly error?: unknown;
  readonly [field: string]: unknown;
};

const outputLines = async (key: string) => {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return (await Body!.transformToString())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutputLine);
};

const greeting = (i: number) => ({ role: 'user', content: [{ text: `Say hello to caller ${i}.` }] });

/** A native Claude request calling an assessment tool (the offline stand-in recognises it by its schema). */
const nativeRecord = (i: number) => ({
  recordId: `N${String(i).padStart(10, '0')}`,
  modelInput: {
    anthropic_version: 'bedrock-2023-05-31',
    max_tokens: 512,
    system: [
      {
        type: 'text',
        text: 'Rubric:\n[{"id":"greeting","name":"Greeting","prompt":"Did the agent greet?","scale":{"type":"ordinal","labels":["no","yes"]}}]',
      },
    ],
    messages: [{ role: 'user', content: [{ type: 'text', text: `Transcript:\n[0] agent: Hello caller ${i}, thanks for calling.` }] }],
    tools: [
      {
        name: 'record_assessment',
        description: 'Records the assessment.',
        input_schema: { type: 'object', properties: { criteria: { type: 'array' } } },
      },
    ],
    tool_choice: { type: 'tool', name: 'record_assessment' },
  },
});

describe("the sandbox's Bedrock batch inference", () => {
  it('refuses a Converse-format record that carries toolConfig with a 400, answers the others, and lays the output out as Bedrock does', async () => {
    const prefix = 'batch-inference/converse-records/';
    const records = Array.from({ length: 100 }, (_, i) => ({
      recordId: `C${String(i).padStart(10, '0')}`,
      modelInput: {
        messages: [greeting(i)],
        inferenceConfig: { maxTokens: 256 },
        ...(i === 0 ? { toolConfig: { tools: [{ toolSpec: { name: 'lookup', inputSchema: { json: { type: 'object' } } } }] } } : {}),
      },
    }));
    await putInput(prefix, records);
    const { jobArn } = await bedrock.send(new CreateModelInvocationJobCommand(jobInput(prefix, { modelInvocationType: 'Converse' })));
    const job = await ended(jobArn!);

    expect(job).toMatchObject({
      status: 'Completed',
      modelInvocationType: 'Converse',
      totalRecordCount: 100,
      processedRecordCount: 100,
      successRecordCount: 99,
      errorRecordCount: 1,
    });
    expect(job.submitTime).toBeInstanceOf(Date);
    const jobId = jobArn!.split('/').pop();
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}output/` }));
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual([
      `${prefix}output/${jobId}/manifest.json.out`,
      `${prefix}output/${jobId}/records.jsonl.out`,
    ]);
    const lines = await outputLines(`${prefix}output/${jobId}/records.jsonl.out`);
    expect(lines).toHaveLength(100);
    const refused = lines.find((line) => line.recordId === records[0]!.recordId);
    expect(refused?.error).toEqual({ errorCode: 400, errorMessage: expect.stringContaining('toolConfig') });
    expect(refused?.modelOutput).toBeUndefined();
    const answered = lines.find((line) => line.recordId === records[1]!.recordId);
    expect(answered?.modelOutput).toMatchObject({ output: { message: { role: 'assistant' } }, stopReason: 'end_turn' });
    expect(answered?.modelInput).toEqual(records[1]!.modelInput);
    const [manifest] = await outputLines(`${prefix}output/${jobId}/manifest.json.out`);
    expect(manifest).toMatchObject({ totalRecordCount: 100, processedRecordCount: 100, successRecordCount: 99, errorRecordCount: 1 });
    const { tokens } = sandbox.batchInferenceJobs().find((j) => j.jobArn === jobArn)!;
    expect(tokens.input).toBeGreaterThan(0);
    expect(manifest).toMatchObject({ inputTokenCount: tokens.input, outputTokenCount: tokens.output });
  });

  it("answers InvokeModel-format records in Claude's native format, tool use included, and refuses a malformed one per record", async () => {
    const prefix = 'batch-inference/native-records/';
    const records = Array.from({ length: 100 }, (_, i) => nativeRecord(i));
    const malformed = { ...records[5]!, modelInput: { ...records[5]!.modelInput, messages_typo: [] } };
    await putInput(prefix, [...records.slice(0, 5), malformed, ...records.slice(6)]);
    const { jobArn } = await bedrock.send(new CreateModelInvocationJobCommand(jobInput(prefix)));
    const job = await ended(jobArn!);

    expect(job).toMatchObject({ status: 'Completed', modelInvocationType: 'InvokeModel', successRecordCount: 99, errorRecordCount: 1 });
    const lines = await outputLines(`${prefix}output/${jobArn!.split('/').pop()}/records.jsonl.out`);
    const answer = lines.find((line) => line.recordId === records[0]!.recordId)?.modelOutput;
    expect(answer).toMatchObject({
      type: 'message',
      role: 'assistant',
      stop_reason: 'tool_use',
      usage: { input_tokens: expect.any(Number) },
    });
    expect(answer?.content).toEqual([
      expect.objectContaining({
        type: 'tool_use',
        name: 'record_assessment',
        input: { criteria: [expect.objectContaining({ criterion_id: 'greeting' })] },
      }),
    ]);
    expect(lines.find((line) => line.recordId === records[5]!.recordId)?.error).toEqual({
      errorCode: 400,
      errorMessage: expect.stringContaining('extraneous key [messages_typo] is not permitted'),
    });
  });

  it('fails a job with fewer records than the minimum at validation, saying so', async () => {
    const prefix = 'batch-inference/too-few/';
    await putInput(
      prefix,
      Array.from({ length: 99 }, (_, i) => nativeRecord(i)),
    );
    const { jobArn } = await bedrock.send(new CreateModelInvocationJobCommand(jobInput(prefix)));
    const job = await ended(jobArn!);
    expect(job.status).toBe('Failed');
    expect(job.message).toContain('fewer than the minimum number of records per batch inference job');
    expect(sandbox.batchInferenceJobs().find((j) => j.jobArn === jobArn)?.statusHistory).toEqual(['Submitted', 'Validating', 'Failed']);
  });

  it('fails a job whose service role may not read its input, and one whose role does not trust Bedrock', async () => {
    const prefix = 'uploads/not-for-bedrock/';
    await putInput(
      prefix,
      Array.from({ length: 100 }, (_, i) => nativeRecord(i)),
    );
    const unreadable = await ended((await bedrock.send(new CreateModelInvocationJobCommand(jobInput(prefix)))).jobArn!);
    expect(unreadable.status).toBe('Failed');
    expect(unreadable.message).toContain('s3:GetObject');
    const untrusted = await ended(
      (
        await bedrock.send(
          new CreateModelInvocationJobCommand(
            jobInput('batch-inference/native-records/', { jobName: 'untrusted', roleArn: localRoleArn('NotAServiceRole') }),
          ),
        )
      ).jobArn!,
    );
    expect(untrusted).toMatchObject({ status: 'Failed', message: expect.stringContaining('sts:AssumeRole') });
  });

  it('lets a function create a job only with its grants: CreateModelInvocationJob, and iam:PassRole of the service role', async () => {
    const asFunction = (id: string) => new BedrockClient({ credentials: functionCredentials(id) });
    const input = jobInput('batch-inference/native-records/', { jobName: 'granted' });
    await expect(asFunction('AuditCheckBatchInference').send(new CreateModelInvocationJobCommand(input))).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('bedrock:CreateModelInvocationJob'),
    });
    await expect(
      asFunction('AuditStartBatchInference').send(
        new CreateModelInvocationJobCommand({ ...input, roleArn: localRoleArn('SomeOtherRole') }),
      ),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining('iam:PassRole'),
    });
    const { jobArn } = await asFunction('AuditStartBatchInference').send(
      new CreateModelInvocationJobCommand({ ...input, clientRequestToken: 'token-1' }),
    );
    // The same client token is the same job.
    const again = await asFunction('AuditStartBatchInference').send(
      new CreateModelInvocationJobCommand({ ...input, clientRequestToken: 'token-1' }),
    );
    expect(again.jobArn).toBe(jobArn);
    expect((await ended(jobArn!)).status).toBe('Completed');
    expect(sandbox.awsCalls()).toContainEqual(
      expect.objectContaining({
        action: 'iam:PassRole',
        caller: { kind: 'function', id: 'AuditStartBatchInference' },
        resources: [ROLE],
        decision: 'allowed',
      }),
    );
    expect(sandbox.awsCalls()).toContainEqual(
      expect.objectContaining({ action: 's3:GetObject', caller: { kind: 'serviceRole', id: 'AuditBatchInference' }, decision: 'allowed' }),
    );
  });

  it('refuses what CreateModelInvocationJob refuses, with ValidationException', async () => {
    const tooShort = jobInput('batch-inference/native-records/', { jobName: 'short', timeoutDurationInHours: 12 });
    await expect(bedrock.send(new CreateModelInvocationJobCommand(tooShort))).rejects.toMatchObject({
      name: 'ValidationException',
      message: expect.stringContaining('timeoutDurationInHours'),
    });
    await expect(
      bedrock.send(
        new CreateModelInvocationJobCommand(jobInput('batch-inference/native-records/', { modelId: 'acme.unknown-model-v1:0' })),
      ),
    ).rejects.toMatchObject({
      name: 'ValidationException',
    });
  });

  it('stops a running job: Stopping, then Stopped, with the records it answered in its output', async () => {
    const prefix = 'batch-inference/stopped/';
    await putInput(
      prefix,
      Array.from({ length: 100 }, (_, i) => nativeRecord(i)),
    );
    const release = sandbox.holdBatchRecords((modelInput) => JSON.stringify(modelInput).includes('caller 3,'));
    try {
      const { jobArn } = await bedrock.send(new CreateModelInvocationJobCommand(jobInput(prefix)));
      await waitFor(
        () => bedrock.send(new GetModelInvocationJobCommand({ jobIdentifier: jobArn })),
        (job) => (job.processedRecordCount ?? 0) >= 3,
        { what: 'the job to answer 3 records', intervalMs: 20 },
      );
      await bedrock.send(new StopModelInvocationJobCommand({ jobIdentifier: jobArn }));
      const job = await ended(jobArn!);
      expect(job).toMatchObject({ status: 'Stopped', processedRecordCount: 3 });
      expect(
        sandbox
          .batchInferenceJobs()
          .find((j) => j.jobArn === jobArn)
          ?.statusHistory.slice(-3),
      ).toEqual(['InProgress', 'Stopping', 'Stopped']);
      expect(await outputLines(`${prefix}output/${jobArn!.split('/').pop()}/records.jsonl.out`)).toHaveLength(3);
      await expect(bedrock.send(new StopModelInvocationJobCommand({ jobIdentifier: jobArn }))).rejects.toMatchObject({
        name: 'ValidationException',
      });
    } finally {
      release();
    }
  });
});
