import './polyfills';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { application, type ApplicationDefinition, type FunctionDefinition } from '../lib/definitions';
import { apiGatewayListener } from './api-gateway';
import {
  allowAllAccess,
  documentedSecrets,
  keyPairOf,
  principalDirectory,
  randomSecrets,
  useSecrets,
  type AwsCallRecord,
  type KeyPair,
} from './aws-access';
import { startAwsApi } from './aws-api';
import { startBedrockControlPlane, type BatchJobRecord, type BatchRecordFault } from './bedrock/batch-inference';
import type { ConverseRecordings } from './bedrock/recordings';
import { bedrockSettingsFromEnv, startBedrockRuntime, type BedrockEmulatorSettings, type ConverseRecord } from './bedrock/server';
import { startDynamoDb } from './dynamodb';
import { emulatorAuthenticator } from './emulator-auth';
import {
  AMBIENT_AWS_VARIABLES,
  localAwsEnvironment,
  localBucketName,
  localStateMachineArn,
  SANDBOX_ACCOUNT,
  SANDBOX_REGION,
  type LocalEndpoints,
} from './environment';
import { LocalEventBus, type BusEvent } from './event-bus';
import { wireFaults, type SandboxFaults } from './faults';
import { sandboxFunctionEnvironment } from './lambda-environment';
import { authorizingProxy, DYNAMODB_MAPPER, loadIamAccess, S3_MAPPER, type SynthesizedStack } from './iam';
import { localRuleArn } from './iam/arns';
import {
  LocalLambdaRuntime,
  type DroppedAsyncEvent,
  type FunctionLogRecord,
  type InvocationFault,
  type InvocationRecord,
} from './lambda-runtime';
import { LocalQueues, type QueueMessage } from './queues';
import { startS3 } from './s3';
import { removeOrphanedTempDirs } from './temp-dirs';
import { watchStorage } from './storage';
import { operatorPrincipal, SANDBOX_SIGV4_PRINCIPALS, sigV4Authenticator } from './sigv4-auth';
import { REVIEW_PATH, serveReviewPage } from '../review/page';
import { LocalStepFunctions, type ExecutionRecord } from './step-functions';
import { startLocalTranscribe, type LocalTranscribe, type LocalTranscribeOptions } from './transcribe/server';

// The sandbox runs on the developer's Node (20 here); deployed functions run on nodejs22.x.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SandboxOptions {
  /** 0 picks a free port. @default 0 */
  readonly port?: number;
  /** Persist DynamoDB, S3, queues and executions here; omit for an in-memory sandbox (tests). */
  readonly dataDir?: string;
  /** Overrides every ASL Retry interval, bus retry delay and Lambda asynchronous retry delay, in milliseconds (tests). */
  readonly retryIntervalMs?: number;
  /** How long a function instance may stay idle before it is reclaimed. @default DEFAULT_IDLE_INSTANCE_MS (sandbox/lambda-runtime.ts) */
  readonly idleInstanceMs?: number;
  /** The clock instances' idle time is measured on, in ms (tests move it themselves). @default Date.now */
  readonly instanceClock?: () => number;
  /** How many idle function instances are kept warm over all functions. @default DEFAULT_MAX_IDLE_INSTANCES (sandbox/lambda-runtime.ts) */
  readonly maxIdleInstances?: number;
  /** Added to every function's environment, as if set on each deployed function (e.g. which evaluator to use). */
  readonly env?: Readonly<Record<string, string>>;
  /** Powertools log level of the handlers. @default SANDBOX_LOG_LEVEL or SILENT */
  readonly logLevel?: string;
  /** Whether the handlers' logs are also printed; `functionLogs()` keeps them either way (tests that read them). @default true */
  readonly echoFunctionLogs?: boolean;
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
  /** The Bedrock emulation's engine and quotas, and how long its batch inference jobs take. @default from SANDBOX_BEDROCK_* (sandbox/bedrock/server.ts) */
  readonly bedrock?: BedrockEmulatorSettings;
  /** The local Amazon Transcribe: how many jobs recognize at once, whether its events get lost (tests of the fallback), its vocabularies' delay and quota. */
  readonly transcribe?: Pick<
    LocalTranscribeOptions,
    'maxConcurrentJobs' | 'loseStateChangeEvents' | 'vocabularyReadyAfterMs' | 'maxVocabularies' | 'vocabularyNow' | 'recognitionCacheDir'
  >;
  /** Replaces the TimeoutSeconds of Tasks and the Seconds of Wait states with these names (tests). */
  readonly stateSecondsOverrides?: Readonly<Record<string, number>>;
  /** Changes the synthesized stack before IAM reads its role policies (tests: a stack missing one grant). */
  readonly changeStack?: (stack: SynthesizedStack) => SynthesizedStack;
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
  /**
   * With SANDBOX_AUTH=sigv4, where the run's operator and callback signer key pairs are written (0600) for tools
   * and callback receivers outside this process: <dataDir>/sandbox-credentials.json. Absent without a data directory.
   */
  readonly credentialsFile?: string;
  /** The key pair of the operator: it reads /sandbox/*, and its AWS calls are external (allowed, recorded). */
  readonly operatorCredentials: KeyPair;
  stop(): Promise<void>;
  /**
   * Ends at once the processes the sandbox started that would outlive it (its speech engines), for a process
   * about to exit without stop(). DynamoDB Local needs nothing: it ends with the process that started it.
   */
  kill(): void;
  /** Calls a handler as Lambda would (buffered result). */
  invoke(functionId: string, event: unknown): Promise<unknown>;
  /** Makes Lambda fail a function's matching invocations, before or after the handler runs, until the returned function is called (tests). */
  injectFault(fault: InvocationFault): () => void;
  /** The environment the function's instances get (for tools that run a handler on their own, e.g. bench/). */
  functionEnvironment(functionId: string): Promise<Readonly<Record<string, string>>>;
  /** The local name of a table of the application (each sandbox has its own tables in DynamoDB Local). */
  tableName(tableId: string): string;
  executions(): ExecutionRecord[];
  publishedEvents(): readonly BusEvent[];
  /** Events of event-rule function targets that Lambda discarded after its asynchronous retries failed. */
  droppedAsyncEvents(): readonly DroppedAsyncEvent[];
  queueMessages(queueId: string): readonly QueueMessage[];
  /**
   * Every AWS call the sandbox served: service, action, resources, caller, allowed or denied (also served at
   * GET /sandbox/aws-calls, and appended to <dataDir>/aws-calls.jsonl when persisted).
   */
  awsCalls(): readonly AwsCallRecord[];
  /** Every Converse call the Bedrock Runtime emulation served, with its outcome and token usage. */
  converseCalls(): readonly ConverseRecord[];
  /** Recorded model answers the Converse emulation replays before its engine answers again (tests). */
  readonly converseRecordings: ConverseRecordings;
  /** Every batch inference job the Bedrock emulation ran, with its states and record counts. */
  batchInferenceJobs(): readonly BatchJobRecord[];
  /** Makes batch inference records whose modelInput matches fail, until the returned function is called (tests). */
  injectBatchRecordFault(fault: BatchRecordFault): () => void;
  /** Batch inference records whose modelInput matches wait InProgress until the returned function is called (tests' barrier). */
  holdBatchRecords(matches: (modelInput: unknown) => boolean): () => void;
  /** What the functions wrote to stdout and stderr (their CloudWatch Logs), in order. */
  functionLogs(): readonly FunctionLogRecord[];
  /** Every function invocation with its duration and memory size (what Lambda bills in GB-seconds). */
  lambdaInvocations(): readonly InvocationRecord[];
  /** The local Transcribe's engine bookkeeping: recognitions running now and the most at once. */
  transcribeRecognitions(): ReturnType<LocalTranscribe['recognitions']>;
  /** Resolves when no execution, bus delivery or asynchronous invocation (nor its retry) is in flight. */
  waitForIdle(): Promise<void>;
  /** Tests' wire faults on the DynamoDB and S3 endpoints: barriers that force races, failures (sandbox/faults.ts). */
  readonly faults: SandboxFaults;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/** The calls GET /sandbox/aws-calls answers with: `?caller=<function, state machine or rule id | external>`, `?denied=true`. */
const filterCalls = (calls: readonly AwsCallRecord[], url = '/'): AwsCallRecord[] => {
  const query = new URL(url, 'http://localhost').searchParams;
  const caller = query.get('caller');
  const denied = query.get('denied');
  return calls.filter(
    (call) =>
      (!caller || ('id' in call.caller ? call.caller.id : call.caller.kind) === caller) &&
      (denied === null || (call.decision === 'denied') === (denied === 'true')),
  );
};

/** The port of a http://host:port endpoint. */
const portOf = (endpoint: string): number => Number(new URL(endpoint).port);

/** What a browser gets on a route that needs a signature: the way to reach it instead. */
const REVIEW_HINT = 'Open the review page through `ccp review --endpoint <this sandbox> --sign sigv4`, which signs its reads.';

/**
 * Starts everything the deployed stack provides, offline: DynamoDB Local, a local S3, the Step Functions runner, the
 * event bus and queues, and the API — all built from lib/definitions, running the deployed function bundles,
 * each in its own instances with its own environment. This process gets the local AWS endpoints and the
 * operator's key pair (for tests and tools talking to the sandbox), so run one sandbox per process.
 *
 * With `auth: 'sigv4'` every door is sealed (docs/sandbox-security.md): the API and /review take a signature of a
 * known principal, /sandbox/* the operator's, and every emulated AWS endpoint checks signatures as AWS does; the
 * operator, the functions and the callback signer sign with secrets of the run; the loopback relaxation of caller
 * URLs never reaches a port the sandbox opened (each function gets them in LOOPBACK_EXCLUDED_PORTS).
 */
export const startSandbox = async (options: SandboxOptions = {}): Promise<Sandbox> => {
  const app = options.application ?? application;
  const auth = sandboxAuth(options.auth ?? process.env.SANDBOX_AUTH ?? 'none');
  const sealed = auth === 'sigv4';
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const inData = (name: string) => (dataDir ? path.join(dataDir, name) : undefined);
  const secrets = sealed ? randomSecrets() : documentedSecrets();
  useSecrets(secrets);
  // What sandboxes that never stopped left in the temp directory; nothing of this one's is among it.
  void removeOrphanedTempDirs().catch(() => undefined);

  // Undone in reverse if a later step fails, so a failed start leaves no servers behind.
  const cleanups: (() => Promise<void>)[] = [];
  const closeServer = (server: Server) => () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  // The API's port first: functions must know it (they never fetch from it), and a port in use fails at once.
  const api = createServer((_request, response) =>
    response
      .writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '1' })
      .end(JSON.stringify({ type: '/problems/starting', title: 'Starting', status: 503, detail: 'The sandbox is still starting.' })),
  );
  const port = await listen(api, options.port ?? 0);
  cleanups.push(closeServer(api));
  try {
    // Faults of the sandbox's own dependencies (its disk is full, DynamoDB Local restarts) are said on the console.
    const notice = (line: string) => console.error(line);
    const storage = dataDir ? watchStorage(dataDir, notice) : undefined;
    cleanups.push(async () => storage?.close());
    const storageOutage = () => storage?.outage();
    // Before IAM, which names tables as this sandbox's DynamoDB does (a prefix of its own on a shared instance).
    const dynamodb = await startDynamoDb(app.tables, inData('dynamodb'), { log: notice });
    cleanups.push(() => dynamodb.close());
    const dynamodbOutage = () => dynamodb.outage() ?? storageOutage();
    // Asked by every emulated AWS endpoint and state machine Task before it acts: the synthesized stack's role
    // policies. A stack that does not synthesize is reported after the runner has checked the ASL files, whose
    // errors say more.
    const callsFile = inData('aws-calls.jsonl');
    const loaded = await loadIamAccess(app, REPO_ROOT, {
      ...(callsFile ? { callsFile } : {}),
      ...(storage ? { storage } : {}),
      ...(options.changeStack ? { changeStack: options.changeStack } : {}),
      tableName: dynamodb.tableName,
    }).then(
      (iam) => ({ iam }),
      (error: Error) => ({ error }),
    );
    const access =
      'iam' in loaded
        ? loaded.iam
        : {
            ...allowAllAccess(),
            authorizeRuleInvoke: async () => undefined,
            assumeServiceRole: async (roleArn: string) => ({ kind: 'serviceRole' as const, id: roleArn.split('/').pop() ?? roleArn }),
            close: async () => undefined,
          };
    cleanups.push(() => access.close());
    // Each function signs with its own key pair, the callback signer with its own; this process (tests, tools)
    // signs with the operator's, which no function owns. Sealed, the API's IAM users are principals too: IAM
    // grants them nothing on the stack's resources.
    const users = sealed ? SANDBOX_SIGV4_PRINCIPALS : [];
    const principals = principalDirectory(app, users);
    const authenticate = emulatorAuthenticator(principals, sealed);
    const { faults, intercept } = wireFaults();

    const dynamodbProxy = await authorizingProxy(
      { endpoint: dynamodb.endpoint },
      DYNAMODB_MAPPER,
      access,
      authenticate,
      intercept,
      dynamodbOutage,
    );
    cleanups.push(() => dynamodbProxy.close());
    const s3Dir = inData('s3');
    if (s3Dir) await mkdir(s3Dir, { recursive: true });
    const s3 = await startS3(
      app.buckets.map((b) => localBucketName(b.id)),
      s3Dir,
      [...app.functions.map(keyPairOf), secrets.operator, ...users],
    );
    cleanups.push(() => s3.close());
    const s3Proxy = await authorizingProxy({ socketPath: s3.socketPath }, S3_MAPPER, access, authenticate, intercept, storageOutage);
    cleanups.push(() => s3Proxy.close());
    const queues = await LocalQueues.open([...app.queues.map((q) => q.id), ...app.eventRules.map((r) => `${r.id}-dlq`)], inData('queues'));

    // The runner needs the bus and the AWS endpoint, which need the runner: resolved once both exist.
    const runnerRef: { current?: LocalStepFunctions } = {};
    const endpointsRef: { current?: LocalEndpoints } = {};
    const environmentOf = (fn: FunctionDefinition) => {
      if (!endpointsRef.current) throw new Error('The local AWS endpoints are not started yet.');
      return sandboxFunctionEnvironment(fn, app, {
        endpoints: endpointsRef.current,
        tableName: dynamodb.tableName,
        logLevel: options.logLevel ?? process.env.SANDBOX_LOG_LEVEL ?? 'SILENT',
        ...(options.env ? { overrides: options.env } : {}),
      });
    };
    const lambda = new LocalLambdaRuntime({
      functions: app.functions,
      repoRoot: REPO_ROOT,
      apiFunctions: new Set(app.routes.map((route) => route.functionId)),
      environment: environmentOf,
      ...(options.idleInstanceMs !== undefined ? { idleInstanceMs: options.idleInstanceMs } : {}),
      ...(options.instanceClock ? { now: options.instanceClock } : {}),
      ...(options.maxIdleInstances !== undefined ? { maxIdleInstances: options.maxIdleInstances } : {}),
      ...(options.retryIntervalMs !== undefined ? { asyncRetryDelayMs: options.retryIntervalMs } : {}),
      ...(options.echoFunctionLogs !== undefined ? { echoLogs: options.echoFunctionLogs } : {}),
    });
    cleanups.push(() => lambda.stop());
    const bus = new LocalEventBus(
      app.eventRules,
      {
        invokeFunction: async (functionId, event, rule) => {
          await access.authorizeRuleInvoke(rule.id, localRuleArn(rule.id, rule.bus), functionId);
          // Accepted into the function's queue: from here Lambda's asynchronous retries apply, not the rule's.
          lambda.invokeAsync(functionId, event);
        },
        startExecution: async (stateMachineId, event, rule) => {
          const stateMachineArn = localStateMachineArn(stateMachineId);
          access.authorize({
            service: 'states',
            action: 'states:StartExecution',
            resources: [stateMachineArn],
            caller: { kind: 'eventRule', id: rule.id },
          });
          return runnerRef.current?.startExecution(stateMachineArn, JSON.stringify(event));
        },
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
      access,
      authenticate,
      ...(storage ? { storage } : {}),
    });
    cleanups.push(closeServer(awsApi.server));
    const bedrockRuntime = await startBedrockRuntime({
      access,
      authenticate,
      region: SANDBOX_REGION,
      account: SANDBOX_ACCOUNT,
      ...(options.bedrock ? { settings: options.bedrock } : {}),
    });
    cleanups.push(() => bedrockRuntime.close());
    const bedrock = await startBedrockControlPlane({
      access,
      authenticate,
      s3: s3.client,
      engine: bedrockRuntime.engine,
      settings: (options.bedrock ?? bedrockSettingsFromEnv()).batchInference ?? {},
    });
    cleanups.push(() => bedrock.close());

    const transcribe = await startLocalTranscribe({
      s3: s3.client,
      s3Endpoint: s3Proxy.endpoint,
      access,
      authenticate,
      putEvents: (entries) => bus.put(entries),
      ...options.transcribe,
    });
    cleanups.push(() => transcribe.close());

    // Every port this sandbox listens on (s3rver has none: a Unix socket), DynamoDB Local's included. Sealed, the
    // loopback relaxation of caller URLs never reaches them; without authentication nothing is private, and a
    // caller may still hand a pre-signed local S3 URL.
    const emulators = [
      dynamodb.endpoint,
      dynamodbProxy.endpoint,
      s3Proxy.endpoint,
      awsApi.endpoint,
      bedrockRuntime.endpoint,
      bedrock.endpoint,
      transcribe.endpoint,
    ];
    const ownPorts = [port, ...emulators.map(portOf)];
    // Functions reach DynamoDB and S3 through the authorizing proxies.
    endpointsRef.current = {
      dynamodb: dynamodbProxy.endpoint,
      s3: s3Proxy.endpoint,
      aws: awsApi.endpoint,
      bedrockRuntime: bedrockRuntime.endpoint,
      bedrock: bedrock.endpoint,
      transcribe: transcribe.endpoint,
      excludedLoopbackPorts: sealed ? ownPorts : [],
    };
    for (const name of AMBIENT_AWS_VARIABLES) delete process.env[name];
    Object.assign(process.env, localAwsEnvironment(endpointsRef.current, secrets.operator));

    await lambda.load();
    const runner = await LocalStepFunctions.open({
      app,
      repoRoot: REPO_ROOT,
      lambda,
      dynamodb: dynamodb.client,
      dynamodbOutage,
      ...(storage ? { storage } : {}),
      tableName: dynamodb.tableName,
      s3: s3.client,
      queues,
      awsEndpoint: awsApi.endpoint,
      access,
      putEvents: async (entries) => bus.put(entries),
      ...(options.retryIntervalMs !== undefined ? { retryIntervalMs: options.retryIntervalMs } : {}),
      ...(options.stateSecondsOverrides ? { stateSecondsOverrides: options.stateSecondsOverrides } : {}),
      ...(dataDir ? { stateFile: path.join(dataDir, 'executions.json') } : {}),
    });
    runnerRef.current = runner;
    if ('error' in loaded) throw loaded.error;
    // After the executions are restored: the work reconciler starts what a persisted sandbox accepted but never
    // started (an in-memory sandbox starts empty).
    bus.startSchedules({ runNow: dataDir !== undefined });

    const credentialsFile = sealed ? inData('sandbox-credentials.json') : undefined;
    if (credentialsFile) {
      const note =
        'This run of the sandbox (SANDBOX_AUTH=sigv4): the operator reads /sandbox/*; callbacks are signed with callbackSigner. Never valid in AWS.';
      await writeFile(
        credentialsFile,
        `${JSON.stringify({ note, operator: secrets.operator, callbackSigner: secrets.callbackSigner }, null, 2)}\n`,
        { mode: 0o600 },
      );
    }

    // The committed document (npm run openapi:generate), read once: what a deployed stack's users get.
    const openApiDocument = await readFile(path.join(REPO_ROOT, 'openapi.json'));
    const sendJson = (response: ServerResponse, body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    api.removeAllListeners('request');
    api.on(
      'request',
      apiGatewayListener({
        routes: app.routes,
        lambda,
        localRoutes: {
          // The repository publishes it: it holds nobody's data.
          'GET /openapi.json': {
            access: 'public',
            handle: (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(openApiDocument),
          },
          // The reviewer's web app; its same-origin API calls go through this gateway like any caller's.
          [`GET ${REVIEW_PATH}`]: {
            access: 'signed',
            unsignedHint: REVIEW_HINT,
            handle: (request, response) => void serveReviewPage(request, response),
          },
          // Where tools beside the sandbox reach its local S3 (ccp analytics query downloads the exported Parquet files):
          // the endpoint and the buckets by definition id. Without authentication, also the documented operator key pair
          // (no real credential); sealed, only the operator may ask, and it signs its S3 calls with the keys it already has.
          'GET /sandbox/s3': {
            access: 'operator',
            handle: (_request, response) =>
              sendJson(response, {
                endpoint: s3Proxy.endpoint,
                region: SANDBOX_REGION,
                buckets: Object.fromEntries(app.buckets.map((b) => [b.id, localBucketName(b.id)])),
                ...(sealed
                  ? {}
                  : { credentials: { access_key_id: secrets.operator.accessKeyId, secret_access_key: secrets.operator.secretAccessKey } }),
              }),
          },
          // Every principal's calls: the operator's only, when sealed.
          'GET /sandbox/aws-calls': {
            access: 'operator',
            handle: (request, response) => sendJson(response, filterCalls(access.calls(), request.url)),
          },
          'GET /sandbox/function-environments': {
            access: 'operator',
            handle: (_request, response) =>
              void Promise.all(app.functions.map(async (fn) => [fn.id, await environmentOf(fn)] as const)).then(
                (environments) => sendJson(response, Object.fromEntries(environments)),
                (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
              ),
          },
        },
        ...(options.log ? { log: options.log } : {}),
        ...(sealed ? { authenticate: sigV4Authenticator(SANDBOX_SIGV4_PRINCIPALS, operatorPrincipal(secrets.operator)) } : {}),
      }),
    );

    return {
      url: `http://127.0.0.1:${port}`,
      auth,
      ...(dataDir ? { dataDir } : {}),
      ...(credentialsFile ? { credentialsFile } : {}),
      operatorCredentials: secrets.operator,
      invoke: (functionId, event) => lambda.invoke(functionId, event),
      injectFault: (fault) => lambda.injectFault(fault),
      tableName: (tableId) => dynamodb.tableName(tableId),
      functionEnvironment: async (functionId) => {
        const fn = app.functions.find((f) => f.id === functionId);
        if (!fn) throw new Error(`No function ${functionId} in lib/definitions.`);
        return environmentOf(fn);
      },
      executions: () => runner.executions(),
      publishedEvents: () => bus.events(),
      droppedAsyncEvents: () => lambda.droppedAsyncEvents(),
      queueMessages: (queueId) => queues.list(queueId),
      awsCalls: () => access.calls(),
      converseCalls: () => bedrockRuntime.converseCalls(),
      converseRecordings: bedrockRuntime.recordings,
      batchInferenceJobs: () => bedrock.batchInference.records(),
      injectBatchRecordFault: (fault) => bedrock.batchInference.injectRecordFault(fault),
      holdBatchRecords: (matches) => bedrock.batchInference.holdRecords(matches),
      functionLogs: () => lambda.logs(),
      lambdaInvocations: () => lambda.invocations(),
      transcribeRecognitions: () => transcribe.transcribe.recognitions(),
      faults,
      waitForIdle: async () => {
        do {
          await runner.idle();
          await bus.idle();
          await lambda.idle();
        } while (bus.busy() || lambda.busy() || runner.anyRunning());
      },
      kill: () => transcribe.transcribe.abort(),
      stop: async () => {
        // A signal to the whole process group ends DynamoDB Local with the sandbox: nothing brings it back from now on.
        dynamodb.stopRestarts();
        // Held requests go on, so that nothing waits for a barrier that will never fill.
        faults.clear();
        bus.close();
        await closeServer(api)();
        // Work in flight stays where it is, saved, before anything it runs on stops under it.
        await runner.stop();
        await transcribe.close();
        await lambda.stop();
        await closeServer(awsApi.server)();
        await bedrock.close();
        await bedrockRuntime.close();
        await s3Proxy.close();
        await s3.close();
        await dynamodbProxy.close();
        await dynamodb.close();
        await access.close();
        storage?.close();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw error;
  }
};
