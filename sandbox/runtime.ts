import './polyfills';
import { mkdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { application, type ApplicationDefinition } from '../lib/definitions';
import { createApiGateway } from './api-gateway';
import { accessKeyIdOf, allowAllAccess, callerResolver, type AwsCallRecord } from './aws-access';
import { startAwsApi } from './aws-api';
import { startBedrockRuntime, type BedrockEmulatorSettings, type ConverseRecord } from './bedrock/server';
import { startDynamoDb } from './dynamodb';
import { AMBIENT_AWS_VARIABLES, handlerEnvironment, localBucketName, localStateMachineArn, SANDBOX_ACCOUNT, SANDBOX_REGION } from './environment';
import { LocalEventBus, type BusEvent } from './event-bus';
import { LocalLambdaRuntime } from './lambda-runtime';
import { LocalQueues, type QueueMessage } from './queues';
import { startS3 } from './s3';
import { sigV4Authenticator } from './sigv4-auth';
import { REVIEW_PATH, serveReviewPage } from '../review/page';
import { LocalStepFunctions, type ExecutionRecord } from './step-functions';
import { startLocalTranscribe, type LocalTranscribe } from './transcribe/server';

// The sandbox runs on the developer's Node (20 here); deployed functions run on nodejs22.x.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SandboxOptions {
  /** 0 picks a free port. @default 0 */
  readonly port?: number;
  /** Persist DynamoDB, S3, queues and executions here; omit for an in-memory sandbox (tests). */
  readonly dataDir?: string;
  /** Overrides every ASL Retry interval and bus retry delay, in milliseconds (tests). */
  readonly retryIntervalMs?: number;
  /** Extra environment for the handlers (e.g. which evaluator to use). */
  readonly env?: Readonly<Record<string, string>>;
  /** Powertools log level of the handlers. @default SANDBOX_LOG_LEVEL or SILENT */
  readonly logLevel?: string;
  /** One line per API request. */
  readonly log?: (line: string) => void;
  /** @default the application of lib/definitions */
  readonly application?: ApplicationDefinition;
  /**
   * none: every request is the sandbox principal (the contract's unauthenticated sandbox). sigv4: requests must
   * be SigV4-signed by a local principal of sandbox/sigv4-auth.ts, whose identity the handlers see.
   * @default SANDBOX_AUTH or none
   */
  readonly auth?: SandboxAuth;
  /** The Bedrock Runtime emulation's engine and quotas. @default from SANDBOX_BEDROCK_* (sandbox/bedrock/server.ts) */
  readonly bedrock?: BedrockEmulatorSettings;
  /** The local Amazon Transcribe: how many jobs recognize at once, and whether its events get lost (tests of the fallback). */
  readonly transcribe?: { readonly maxConcurrentJobs?: number; readonly loseStateChangeEvents?: boolean };
  /** Replaces the TimeoutSeconds of Tasks and the Seconds of Wait states with these names (tests). */
  readonly stateSecondsOverrides?: Readonly<Record<string, number>>;
}

export type SandboxAuth = 'none' | 'sigv4';

const sandboxAuth = (value: string): SandboxAuth => {
  if (value === 'none' || value === 'sigv4') return value;
  throw new Error(`SANDBOX_AUTH must be none or sigv4, not "${value}".`);
};

export interface Sandbox {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly auth: SandboxAuth;
  readonly dataDir?: string;
  stop(): Promise<void>;
  /** Calls a handler as Lambda would (buffered result). */
  invoke(functionId: string, event: unknown): Promise<unknown>;
  executions(): ExecutionRecord[];
  publishedEvents(): readonly BusEvent[];
  queueMessages(queueId: string): readonly QueueMessage[];
  /** Every AWS call the sandbox served: service, action, resources, caller, allowed or denied. */
  awsCalls(): readonly AwsCallRecord[];
  /** Every Converse call the Bedrock Runtime emulation served, with its outcome and token usage. */
  converseCalls(): readonly ConverseRecord[];
  /** The local Transcribe's engine bookkeeping: recognitions running now and the most at once. */
  transcribeRecognitions(): ReturnType<LocalTranscribe['recognitions']>;
  /** Resolves when no execution or bus delivery is in flight. */
  waitForIdle(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/**
 * Starts everything the deployed stack provides, offline: dynalite, a local S3, the Step Functions runner, the
 * event bus and queues, and the API — all built from lib/definitions, running the same handler modules.
 * Handlers share this process's environment, so run one sandbox per process (per jest test file).
 */
export const startSandbox = async (options: SandboxOptions = {}): Promise<Sandbox> => {
  const app = options.application ?? application;
  const auth = sandboxAuth(options.auth ?? process.env.SANDBOX_AUTH ?? 'none');
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const inData = (name: string) => (dataDir ? path.join(dataDir, name) : undefined);

  // Undone in reverse if a later step fails, so a failed start leaves no servers behind.
  const cleanups: (() => Promise<void>)[] = [];
  // Asked by every emulated AWS endpoint and state machine Task before it acts.
  const access = allowAllAccess();
  try {
    const dynamodb = await startDynamoDb(app.tables, inData('dynamodb'));
    cleanups.push(() => dynamodb.close());
    const s3Dir = inData('s3');
    if (s3Dir) await mkdir(s3Dir, { recursive: true });
    const s3 = await startS3(
      app.buckets.map((b) => localBucketName(b.id)),
      s3Dir,
    );
    cleanups.push(() => s3.close());
    const queues = await LocalQueues.open([...app.queues.map((q) => q.id), ...app.eventRules.map((r) => `${r.id}-dlq`)], inData('queues'));

    // The runner needs the bus and the AWS endpoint, which need the runner: resolved once both exist.
    const runnerRef: { current?: LocalStepFunctions } = {};
    const lambda = new LocalLambdaRuntime(app.functions, REPO_ROOT);
    const bus = new LocalEventBus(
      app.eventRules,
      {
        invokeFunction: (functionId, event) => lambda.invoke(functionId, event),
        startExecution: async (stateMachineId, event) =>
          runnerRef.current?.startExecution(localStateMachineArn(stateMachineId), JSON.stringify(event)),
        deadLetter: async (ruleId, event, error) => {
          await queues.send(`${ruleId}-dlq`, JSON.stringify(event), { ERROR_MESSAGE: { DataType: 'String', StringValue: error.message } });
        },
      },
      options.retryIntervalMs,
    );
    const awsApi = await startAwsApi({
      stepFunctions: () => {
        if (!runnerRef.current) throw new Error('Step Functions are not started yet.');
        return runnerRef.current;
      },
      putEvents: (entries) => bus.put(entries),
      queues,
    });
    cleanups.push(() => new Promise<void>((resolve) => awsApi.server.close(() => resolve())));
    const resolveCaller = callerResolver(app);
    const bedrockRuntime = await startBedrockRuntime({
      access,
      callerOf: resolveCaller,
      region: SANDBOX_REGION,
      account: SANDBOX_ACCOUNT,
      ...(options.bedrock ? { settings: options.bedrock } : {}),
    });
    cleanups.push(() => bedrockRuntime.close());

    const transcribe = await startLocalTranscribe({
      s3: s3.client,
      s3Endpoint: s3.endpoint,
      access,
      callerOf: (request) => resolveCaller(accessKeyIdOf(request.headers, request.url)),
      putEvents: (entries) => bus.put(entries),
      ...options.transcribe,
    });
    cleanups.push(() => transcribe.close());

    for (const name of AMBIENT_AWS_VARIABLES) delete process.env[name];
    Object.assign(
      process.env,
      handlerEnvironment(
        app,
        { dynamodb: dynamodb.endpoint, s3: s3.endpoint, aws: awsApi.endpoint, bedrockRuntime: bedrockRuntime.endpoint, transcribe: transcribe.endpoint },
        options.logLevel ?? process.env.SANDBOX_LOG_LEVEL ?? 'SILENT',
      ),
      options.env,
    );

    await lambda.load();
    const runner = await LocalStepFunctions.open({
      app,
      repoRoot: REPO_ROOT,
      lambda,
      dynamodb: dynamodb.client,
      s3: s3.client,
      queues,
      awsEndpoint: awsApi.endpoint,
      putEvents: async (entries) => bus.put(entries),
      ...(options.retryIntervalMs !== undefined ? { retryIntervalMs: options.retryIntervalMs } : {}),
      ...(options.stateSecondsOverrides ? { stateSecondsOverrides: options.stateSecondsOverrides } : {}),
      ...(dataDir ? { stateFile: path.join(dataDir, 'executions.json') } : {}),
    });
    runnerRef.current = runner;
    // After the executions are restored: the work reconciler starts what was accepted but never started.
    bus.startSchedules();

    // The committed document (npm run openapi:generate), read once: what a deployed stack's users get.
    const openApiDocument = await readFile(path.join(REPO_ROOT, 'openapi.json'));
    const api = createApiGateway({
      routes: app.routes,
      lambda,
      localRoutes: {
        'GET /openapi.json': (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(openApiDocument),
        // The reviewer's web app; its same-origin API calls go through this gateway like any caller's.
        [`GET ${REVIEW_PATH}`]: (request, response) => void serveReviewPage(request, response),
      },
      ...(options.log ? { log: options.log } : {}),
      ...(auth === 'sigv4' ? { authenticate: sigV4Authenticator() } : {}),
    });
    const port = await listen(api, options.port ?? 0);

    return {
      url: `http://127.0.0.1:${port}`,
      auth,
      ...(dataDir ? { dataDir } : {}),
      invoke: (functionId, event) => lambda.invoke(functionId, event),
      executions: () => runner.executions(),
      publishedEvents: () => bus.events(),
      queueMessages: (queueId) => queues.list(queueId),
      awsCalls: () => access.calls(),
      converseCalls: () => bedrockRuntime.converseCalls(),
      transcribeRecognitions: () => transcribe.transcribe.recognitions(),
      waitForIdle: async () => {
        do {
          await runner.idle();
          await bus.idle();
        } while (bus.busy() || runner.executions().some((e) => e.status === 'RUNNING'));
      },
      stop: async () => {
        bus.close();
        await new Promise<void>((resolve) => {
          api.close(() => resolve());
          api.closeAllConnections();
        });
        await transcribe.close();
        await runner.flush();
        await new Promise<void>((resolve) => {
          awsApi.server.close(() => resolve());
          awsApi.server.closeAllConnections();
        });
        await bedrockRuntime.close();
        await s3.close();
        await dynamodb.close();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw error;
  }
};
