import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteItemCommand, GetItemCommand, PutItemCommand, UpdateItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { StateMachine } from 'aws-local-stepfunctions';
import type { ApplicationDefinition, StateMachineDefinition, Substitution } from '../lib/definitions';
import { AccessDeniedError, type AwsAccess } from './aws-access';
import { localEventBusArn, localObjectArn, localQueueArn, localTableArn } from './iam/arns';
import {
  localBucketName,
  localFunctionArn,
  localQueueUrl,
  localStateMachineArn,
  SANDBOX_ACCOUNT,
  SANDBOX_EVENT_BUS,
  SANDBOX_REGION,
} from './environment';
import { writeFileAtomically } from './durable-files';
import { FinishedExecutions } from './finished-executions';
import type { LocalLambdaRuntime } from './lambda-runtime';
import type { LocalQueues } from './queues';
import type { StorageMonitor } from './storage';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type AslState = Record<string, unknown> & { Type: string };
type AslStates = Record<string, AslState>;
type TaskBinding = (input: Json) => Promise<Json>;

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

/** What a DISTRIBUTED Map's child workflows cost: the figures Step Functions bills them by. */
export interface MapRunRecord {
  readonly mapRunArn: string;
  readonly state: string;
  readonly executionType: 'STANDARD' | 'EXPRESS';
  readonly childExecutions: number;
  readonly failedChildExecutions: number;
  /** State transitions of the children (billed for STANDARD children). */
  readonly childTransitions: number;
  /** Summed run time of the children (billed per 100 ms for EXPRESS children). */
  readonly childDurationMs: number;
}

export interface ExecutionRecord {
  executionArn: string;
  stateMachineId: string;
  name: string;
  status: ExecutionStatus;
  input: unknown;
  output?: unknown;
  error?: string;
  cause?: string;
  startDate: string;
  stopDate?: string;
  /** The top-level state the execution last entered, with its input: where a restarted sandbox resumes it. */
  resumeFrom?: { state: string; input: unknown };
  /** Top-level state events from the runner's event log (Map iterations summarised), capped. */
  history: { type: string; timestamp: string; state?: string; error?: string; cause?: string }[];
  /** State transitions as Step Functions bills them: every state entered and every retry. */
  transitions?: number;
  /** One entry per DISTRIBUTED Map run of this execution. */
  mapRuns?: MapRunRecord[];
}

/** What the state machines' service-integration Tasks reach in the sandbox. */
export interface StepFunctionsDependencies {
  readonly app: ApplicationDefinition;
  readonly repoRoot: string;
  readonly lambda: LocalLambdaRuntime;
  readonly dynamodb: DynamoDBClient;
  /** Why the sandbox's DynamoDB cannot answer now (restarting, disk full): its integration Tasks fail as AWS's do. */
  readonly dynamodbOutage?: () => string | undefined;
  /** The data directory's disk, told when the executions could not be saved for lack of space. */
  readonly storage?: Pick<StorageMonitor, 'noteFailure'>;
  readonly s3: S3Client;
  readonly queues: LocalQueues;
  readonly awsEndpoint: string;
  readonly putEvents: (entries: readonly Record<string, unknown>[]) => Promise<{ EventId: string }[]>;
  /** Overrides every Retry interval (milliseconds), so tests need not wait out real backoff. */
  readonly retryIntervalMs?: number;
  /** Replaces TimeoutSeconds of Tasks and Seconds of Wait states with these names, so tests need not wait out real timeouts. */
  readonly stateSecondsOverrides?: Readonly<Record<string, number>>;
  /** Asked before every service call a Task makes, as the state machine's role. */
  readonly access: AwsAccess;
  /** The local name of a table of the definitions. */
  readonly tableName: (tableId: string) => string;
  /**
   * Execution records are persisted here (JSON) and interrupted executions restarted on open; finished ones are
   * appended to `executions-finished.jsonl` next to it and no longer held in memory.
   */
  readonly stateFile?: string;
}

/** A Step Functions API error, named as AWS names it (the emulated API returns it as `__type`). */
export class StepFunctionsApiError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * The error a Task fails with when its role may not make the call: the integration's service prefix and the
 * SDK's generic exception for it (AccessDenied is not among these APIs' modelled errors), with AWS's cause.
 */
const TASK_ACCESS_ERRORS: Readonly<Record<string, string>> = {
  lambda: 'Lambda.AWSLambdaException',
  dynamodb: 'DynamoDB.AmazonDynamoDBException',
  events: 'EventBridge.AmazonEventBridgeException',
  sqs: 'SQS.AmazonSQSException',
  states: 'StepFunctions.AWSStepFunctionsException',
  s3: 'S3.AmazonS3Exception',
};

const HISTORY_LIMIT = 500;
/** An execution that finished and was written to the finished executions' file: read back when asked for. */
const ON_DISK = 'on-disk';
const LAMBDA_ARN = /^arn:aws:lambda:[^:]+:\d{12}:function:([^:]+)(:.+)?$/;

/** Step Functions' payload quota (UTF-8 bytes): every state's input and output, every Task result, a Map's gathered results. */
export const PAYLOAD_LIMIT_BYTES = 262_144;
/** An EXPRESS workflow (a DISTRIBUTED Map's `ExecutionType`) runs at most 5 minutes. */
const EXPRESS_MAX_SECONDS = 300;
/**
 * A Task without TimeoutSeconds has no timeout of its own in AWS (99,999,999 s; the execution's bounds it), where
 * aws-local-stepfunctions would stop it after 60 s. This is the longest delay a Node timer takes (~24.8 days).
 */
const NO_TASK_TIMEOUT_SECONDS = 2_147_483;
/** The Pass state the sandbox puts first in a DISTRIBUTED Map's child workflow to apply the Map's ItemSelector. */
const ITEM_SELECTOR_STATE = '(sandbox ItemSelector)';
const DISTRIBUTED_MAP_RESOURCE = 'sandbox:distributedMap';
const DEFAULT_MAP_CONCURRENCY = 40;

/** An error a state reports, named as Step Functions names it (Retry and Catch match the name). */
const statesError = (name: string, message: string): Error => Object.assign(new Error(message), { name });

/**
 * States.DataLimitExceeded is terminal: neither `States.ALL` nor a Retry matches it, so it fails the execution
 * (aws-local-stepfunctions reads isCatchable / isRetryable).
 */
class DataLimitExceededError extends Error {
  readonly isCatchable = false;
  readonly isRetryable = false;
  constructor(what: string, bytes: number) {
    super(`${what} has ${bytes} bytes, exceeding the maximum number of bytes service limit (${PAYLOAD_LIMIT_BYTES}).`);
    this.name = 'States.DataLimitExceeded';
  }
}

const payloadBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? 'null', 'utf8');

const checkPayload = (value: unknown, what: string): void => {
  const bytes = payloadBytes(value);
  if (bytes > PAYLOAD_LIMIT_BYTES) throw new DataLimitExceededError(what, bytes);
};

interface EventLoggerHooks {
  dispatchStateExitedEvent(name: string, type: string, input: unknown, output: unknown): void;
}
type ExecuteLoop = (input: Json, options: { eventLogger: EventLoggerHooks }, cleanup: () => void) => Promise<Json>;

/**
 * Fails an execution with States.DataLimitExceeded when a state's output passes the quota. aws-local-stepfunctions
 * has no hook between states; its (private) execution loop reports each state's output to its event logger
 * synchronously before moving on, so the check sits there and stops the execution before the next state runs.
 */
const checkStateOutputs = (machine: StateMachine): StateMachine => {
  const target = machine as unknown as { execute: ExecuteLoop };
  const execute = target.execute.bind(machine);
  target.execute = (input, options, cleanup) => {
    const logger = options.eventLogger;
    const exited = logger.dispatchStateExitedEvent.bind(logger);
    logger.dispatchStateExitedEvent = (name, type, stateInput, output) => {
      checkPayload(output, `The output of state "${name}"`);
      exited(name, type, stateInput, output);
    };
    return execute(input, options, cleanup);
  };
  return machine;
};

/**
 * What ends a frozen execution once the sandbox has stopped and saved it: an error no Retry or Catch matches, so the
 * execution unwinds without running another state and its timers (its own timeout, its Task's) go with it. Nothing
 * is recorded of that end: the saved copy is final.
 */
class SandboxStoppedError extends Error {
  readonly isCatchable = false;
  readonly isRetryable = false;
  constructor() {
    super('The sandbox stopped.');
    this.name = 'Sandbox.Stopped';
  }
}

const frozenTasks = () => {
  let end!: () => void;
  const promise = new Promise<never>((_, reject) => {
    end = () => reject(new SandboxStoppedError());
  });
  // Nothing may be waiting when it ends: no unhandled rejection for that.
  promise.catch(() => undefined);
  return { promise, end };
};

/** Billed transitions: each state entered and each retry, not the sandbox's own ItemSelector state. */
const isTransition = (event: { type: string; state?: { name?: string } }): boolean =>
  (event.type === 'StateEntered' || event.type === 'StateRetried') && event.state?.name !== ITEM_SELECTOR_STATE;

/** Runs `work` over `items` with at most `concurrency` at a time, keeping the items' order in the results. */
const mapWithConcurrency = async <T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
};

/** One child workflow of a DISTRIBUTED Map, in the shape ResultWriter exports (Transformation NONE). */
interface ChildExecution {
  readonly ExecutionArn: string;
  readonly Name: string;
  readonly StateMachineArn: string;
  readonly Status: 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT';
  readonly Input: string;
  readonly InputDetails: { readonly Included: true };
  readonly Output?: string;
  readonly OutputDetails?: { readonly Included: true };
  readonly Error?: string;
  readonly Cause?: string;
  readonly RedriveCount: 0;
  readonly RedriveStatus: 'NOT_REDRIVABLE';
  readonly StartDate: string;
  readonly StopDate: string;
}

/** The parameters the sandbox's DISTRIBUTED Map Task receives, evaluated by the runner from the Map's fields. */
interface DistributedMapParameters {
  readonly input: Json;
  readonly executionArn: string;
  readonly reader?: { Bucket: string; Key: string };
  readonly items?: Json;
  readonly writer?: { Bucket: string; Prefix?: string };
}

interface DistributedMap {
  readonly name: string;
  readonly child: StateMachine;
  /** The child starts with the sandbox's ItemSelector state (given the Map's input), else with the item. */
  readonly selects: boolean;
  readonly executionType: 'STANDARD' | 'EXPRESS';
  readonly inputType?: string;
  readonly maxConcurrency: number;
  readonly toleratedFailureCount: number;
  readonly toleratedFailurePercentage: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Task that stands for a DISTRIBUTED Map: the runner evaluates the Map's reader, items and writer
 * parameters against the Map's input; ResultSelector, ResultPath, OutputPath, Retry and Catch stay the Map's.
 */
const distributedMapTask = (state: AslState): AslState => {
  const keep = ['Comment', 'InputPath', 'ResultSelector', 'ResultPath', 'OutputPath', 'Retry', 'Catch', 'Next', 'End'];
  const reader = state.ItemReader as { Parameters?: Json } | undefined;
  const writer = state.ResultWriter as { Parameters?: Json } | undefined;
  return {
    ...Object.fromEntries(keep.filter((field) => field in state).map((field) => [field, state[field]])),
    Type: 'Task',
    Resource: DISTRIBUTED_MAP_RESOURCE,
    TimeoutSeconds: NO_TASK_TIMEOUT_SECONDS,
    Parameters: {
      'input.$': '$',
      'executionArn.$': '$$.Execution.Id',
      ...(reader ? { reader: reader.Parameters ?? {} } : { 'items.$': typeof state.ItemsPath === 'string' ? state.ItemsPath : '$' }),
      ...(writer ? { writer: writer.Parameters ?? {} } : {}),
    },
  };
};

/** How a failed run of aws-local-stepfunctions reads in Step Functions' terms. */
const executionFailure = (failure: Error & { cause?: unknown }): { status: ExecutionStatus; error: string; cause: string } => {
  if (failure.name === 'ExecutionTimeoutError')
    return { status: 'TIMED_OUT', error: 'States.Timeout', cause: 'The execution ran longer than its TimeoutSeconds.' };
  if (failure.name === 'ExecutionAbortedError') return { status: 'ABORTED', error: failure.name, cause: failure.message };
  const cause = failure.cause instanceof Error ? failure.cause : failure;
  return { status: 'FAILED', error: cause.name, cause: cause.message };
};

/**
 * Runs the stack's state machines offline with aws-local-stepfunctions: the same ASL files, `${}`-substituted
 * from the same definitions, every Task bound to the code the deployed Task runs. A Task resource without a
 * binding is a start-up error, so nothing ever reaches AWS.
 */
export class LocalStepFunctions {
  private readonly machines = new Map<
    string,
    {
      definition: StateMachineDefinition;
      asl: Record<string, unknown>;
      stateMachine: StateMachine;
      bindings: Record<string, TaskBinding>;
      retryOverrides: Record<string, number>;
    }
  >();
  /** Every execution in the order they started: the record, or ON_DISK once it finished and was written there. */
  private readonly executionsByArn = new Map<string, ExecutionRecord | typeof ON_DISK>();
  private finished?: FinishedExecutions<ExecutionRecord>;
  private readonly running = new Set<Promise<unknown>>();
  private readonly tokenWaiters = new Map<string, { resolve: (output: Json) => void; reject: (error: Error) => void }>();
  private persistQueued = false;
  /** Set once the sandbox stops: no Task starts or ends any more, and the saved executions are final. */
  private stopping = false;
  /** Set once stopping has saved the executions for good: nothing that happens to them after is recorded. */
  private saved = false;
  /** What a Task awaits while the sandbox stops; it fails only once every execution is saved (see stop). */
  private readonly frozen = frozenTasks();
  /** How to abort each running execution. */
  private readonly aborts = new Set<() => void>();

  private constructor(private readonly deps: StepFunctionsDependencies) {}

  static async open(deps: StepFunctionsDependencies): Promise<LocalStepFunctions> {
    const runner = new LocalStepFunctions(deps);
    for (const definition of deps.app.stateMachines) await runner.load(definition);
    if (deps.stateFile) {
      runner.finished = await FinishedExecutions.open<ExecutionRecord>(
        path.join(path.dirname(deps.stateFile), 'executions-finished.jsonl'),
        (executionArn) => runner.executionsByArn.set(executionArn, ON_DISK),
      );
      await runner.resumeInterrupted(deps.stateFile);
    }
    return runner;
  }

  private substitutionValue(substitution: Substitution): string {
    if ('functionArn' in substitution) {
      if (!this.deps.lambda.has(substitution.functionArn))
        throw new Error(`No function ${substitution.functionArn} for a state machine substitution.`);
      return localFunctionArn(substitution.functionArn);
    }
    if ('tableName' in substitution) return this.deps.tableName(substitution.tableName);
    if ('bucketName' in substitution) return localBucketName(substitution.bucketName);
    if ('queueUrl' in substitution) return localQueueUrl(this.deps.awsEndpoint, substitution.queueUrl);
    if ('eventBusName' in substitution) return SANDBOX_EVENT_BUS;
    return substitution.value;
  }

  private async load(definition: StateMachineDefinition): Promise<void> {
    const file = await readFile(path.join(this.deps.repoRoot, definition.file), 'utf8');
    let text = file;
    for (const [placeholder, substitution] of Object.entries(definition.substitutions)) {
      text = text.replaceAll('${' + placeholder + '}', this.substitutionValue(substitution));
    }
    const unresolved = text.match(/\$\{[A-Za-z0-9_]+\}/g);
    if (unresolved) throw new Error(`${definition.file}: no substitution for ${[...new Set(unresolved)].join(', ')}.`);
    const asl = JSON.parse(text) as Record<string, unknown> & { States: AslStates; TimeoutSeconds?: number };
    // As the stack deploys it: the definition's timeout is the state machine's TimeoutSeconds.
    if (definition.timeoutSeconds !== undefined) asl.TimeoutSeconds = definition.timeoutSeconds;
    await this.validate(definition, file, asl);
    const bindings: Record<string, TaskBinding> = {};
    const retryOverrides: Record<string, number> = {};
    this.prepareStates(definition, asl.States, bindings, retryOverrides);
    const stateMachine = checkStateOutputs(new StateMachine(asl as never, { validationOptions: { noValidate: true } }));
    this.machines.set(definition.id, { definition, asl, stateMachine, bindings, retryOverrides });
  }

  /**
   * Checks the definition with asl-validator (through aws-local-stepfunctions), which compiles its JSON schemas
   * for every check: most of a sandbox's start-up. A definition that passed is remembered, by its file, its
   * substitutions (the resources it names, not their local names, which checkArn/checkPaths off never look at)
   * and the validator's version.
   */
  private async validate(definition: StateMachineDefinition, file: string, asl: Record<string, unknown>): Promise<void> {
    const versions = await Promise.all(
      ['aws-local-stepfunctions', 'asl-validator'].map((name) =>
        readFile(path.join(this.deps.repoRoot, 'node_modules', name, 'package.json'), 'utf8').catch(() => ''),
      ),
    );
    const key = createHash('sha256')
      .update(`${versions.join('\n')}\n${file}\n${JSON.stringify(definition.substitutions)}\n${definition.timeoutSeconds ?? ''}`)
      .digest('hex')
      .slice(0, 32);
    const passed = path.join(this.deps.repoRoot, 'node_modules', '.cache', 'contact-center-sandbox', 'valid-asl', key);
    if (existsSync(passed)) return;
    try {
      new StateMachine(asl as never, { validationOptions: { checkArn: false, checkPaths: false } });
    } catch (error) {
      throw new Error(`${definition.file}: ${(error as Error).message}`, { cause: error });
    }
    await mkdir(path.dirname(passed), { recursive: true });
    await writeFile(passed, `${definition.file}\n`);
  }

  /**
   * Binds every Task (its payloads checked against the quota) and turns every DISTRIBUTED Map into a Task the
   * sandbox runs itself: aws-local-stepfunctions would run it inline, without child workflows, ItemReader,
   * ResultWriter or the Map-result quota.
   */
  private prepareStates(
    definition: StateMachineDefinition,
    states: AslStates,
    bindings: Record<string, TaskBinding>,
    retryOverrides: Record<string, number>,
  ): void {
    for (const [name, state] of Object.entries(states)) {
      const where = `${definition.file} state "${name}"`;
      for (const handler of [
        ...((state.Retry as { ErrorEquals: string[] }[] | undefined) ?? []),
        ...((state.Catch as { ErrorEquals: string[] }[] | undefined) ?? []),
      ]) {
        // The runner cannot let a named matcher catch what States.ALL must not: refuse rather than differ from AWS.
        if (handler.ErrorEquals.includes('States.DataLimitExceeded'))
          throw new Error(`${where}: the sandbox cannot match States.DataLimitExceeded by name.`);
      }
      if (this.deps.retryIntervalMs !== undefined && Array.isArray(state.Retry)) retryOverrides[name] = this.deps.retryIntervalMs;
      const seconds = this.deps.stateSecondsOverrides?.[name];
      if (seconds !== undefined) state[state.Type === 'Wait' ? 'Seconds' : 'TimeoutSeconds'] = seconds;
      const processor = (state.ItemProcessor ?? state.Iterator) as
        { States: AslStates; ProcessorConfig?: { Mode?: string; ExecutionType?: string } } | undefined;
      if (processor) this.prepareStates(definition, processor.States, bindings, retryOverrides);
      for (const branch of (state.Branches as { States: AslStates }[] | undefined) ?? [])
        this.prepareStates(definition, branch.States, bindings, retryOverrides);
      if (state.Type === 'Map' && processor?.ProcessorConfig?.Mode === 'DISTRIBUTED') {
        const map = this.distributedMap(where, name, state, processor);
        states[name] = distributedMapTask(state);
        bindings[name] = this.checkedBinding(name, this.bindDistributedMap(definition.id, map));
      } else if (state.Type === 'Map' && (state.ItemReader || state.ResultWriter)) {
        throw new Error(`${where}: ItemReader and ResultWriter need ProcessorConfig Mode DISTRIBUTED.`);
      } else if (state.Type === 'Task') {
        if (state.TimeoutSeconds === undefined && state.TimeoutSecondsPath === undefined) state.TimeoutSeconds = NO_TASK_TIMEOUT_SECONDS;
        bindings[name] = this.checkedBinding(name, this.bindTask(definition.file, name, state, definition.id));
      }
    }
  }

  /**
   * While the sandbox stops, a Task neither starts nor ends — not even with the error its stopped function or
   * service gives — so that no execution takes a Catch path (failing a job or a conversation) because of the
   * shutdown: it stays RUNNING where it was saved and resumes at that state on the next start.
   */
  private async unlessStopping(work: () => Promise<Json>): Promise<Json> {
    if (this.stopping) return this.frozen.promise;
    try {
      return await work();
    } catch (error) {
      if (this.stopping) return this.frozen.promise;
      throw error;
    }
  }

  /** A Task's effective input and its result (the connector's output) are held to the payload quota. */
  private checkedBinding(stateName: string, binding: TaskBinding): TaskBinding {
    return async (input) => {
      checkPayload(input, `The input of state "${stateName}" (after Parameters)`);
      const result = await this.unlessStopping(() => binding(input));
      checkPayload(result, `The result of state "${stateName}"`);
      return result;
    };
  }

  private distributedMap(
    where: string,
    name: string,
    state: AslState,
    processor: { States: AslStates; StartAt?: unknown; ProcessorConfig?: { ExecutionType?: string } },
  ): DistributedMap {
    for (const field of ['ItemBatcher', 'MaxConcurrencyPath', 'ToleratedFailureCountPath', 'ToleratedFailurePercentagePath']) {
      if (field in state) throw new Error(`${where}: ${field} is not supported by the sandbox.`);
    }
    const reader = state.ItemReader as { Resource?: string; ReaderConfig?: { InputType?: string } } | undefined;
    if (reader && reader.Resource !== 'arn:aws:states:::s3:getObject')
      throw new Error(`${where}: the sandbox reads items only with s3:getObject.`);
    const writer = state.ResultWriter as { Resource?: string; WriterConfig?: unknown } | undefined;
    if (writer && (writer.Resource !== 'arn:aws:states:::s3:putObject' || writer.WriterConfig !== undefined)) {
      throw new Error(`${where}: the sandbox writes Map results only with s3:putObject Parameters (no WriterConfig).`);
    }
    const executionType = processor.ProcessorConfig?.ExecutionType === 'EXPRESS' ? 'EXPRESS' : 'STANDARD';
    const { ProcessorConfig: _config, ...childDefinition } = processor;
    const selector = state.ItemSelector ?? state.Parameters;
    const child = {
      ...childDefinition,
      ...(selector
        ? {
            StartAt: ITEM_SELECTOR_STATE,
            States: { [ITEM_SELECTOR_STATE]: { Type: 'Pass', Parameters: selector, Next: processor.StartAt }, ...processor.States },
          }
        : {}),
      ...(executionType === 'EXPRESS' ? { TimeoutSeconds: EXPRESS_MAX_SECONDS } : {}),
    };
    return {
      name,
      child: checkStateOutputs(new StateMachine(child as never, { validationOptions: { noValidate: true } })),
      selects: selector !== undefined,
      executionType,
      ...(reader ? { inputType: reader.ReaderConfig?.InputType ?? 'JSON' } : {}),
      maxConcurrency: Number(state.MaxConcurrency ?? 0) || DEFAULT_MAP_CONCURRENCY,
      toleratedFailureCount: Number(state.ToleratedFailureCount ?? 0),
      toleratedFailurePercentage: Number(state.ToleratedFailurePercentage ?? 0),
    };
  }

  /**
   * A DISTRIBUTED Map run: one child workflow per item (ItemSelector applied in the child), failures held to the
   * tolerated threshold, then either the children's outputs gathered into the state's result — held to the
   * payload quota, whatever ResultPath says — or, with ResultWriter, written to S3 in AWS's layout with only the
   * manifest's location returned.
   */
  private bindDistributedMap(stateMachineId: string, map: DistributedMap): TaskBinding {
    return async (parameters) => {
      const { input, executionArn, reader, items: inlineItems, writer } = parameters as unknown as DistributedMapParameters;
      const items = reader ? await this.readItems(stateMachineId, map, reader) : inlineItems;
      if (!Array.isArray(items)) throw statesError('States.Runtime', `Map ${map.name}: the items are not a JSON array.`);
      const mapRunId = randomUUID();
      const mapRunArn = `arn:aws:states:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:mapRun:${stateMachineId}/${map.name}:${mapRunId}`;
      let transitions = 0;
      let durationMs = 0;
      const children = await mapWithConcurrency(items, map.maxConcurrency, async (item, index) => {
        const child = await this.runChild(map, { stateMachineId, mapRunId, input, item, index });
        transitions += child.transitions;
        durationMs += Date.parse(child.execution.StopDate) - Date.parse(child.execution.StartDate);
        return child.execution;
      });
      const failed = children.filter((child) => child.Status !== 'SUCCEEDED');
      const record = this.executionsByArn.get(executionArn);
      if (record && record !== ON_DISK) {
        (record.mapRuns ??= []).push({
          mapRunArn,
          state: map.name,
          executionType: map.executionType,
          childExecutions: children.length,
          failedChildExecutions: failed.length,
          childTransitions: transitions,
          childDurationMs: durationMs,
        });
        for (const child of failed.slice(0, Math.max(0, Math.min(20, HISTORY_LIMIT - record.history.length)))) {
          record.history.push({
            type: 'MapIterationFailed',
            timestamp: child.StopDate,
            state: map.name,
            ...(child.Error ? { error: child.Error } : {}),
            ...(child.Cause ? { cause: child.Cause.slice(0, 2000) } : {}),
          });
        }
      }
      if (failed.length > map.toleratedFailureCount && (failed.length * 100) / children.length > map.toleratedFailurePercentage) {
        const first = failed[0];
        throw statesError(
          'States.ExceedToleratedFailureThreshold',
          `The Map Run ${mapRunArn} failed: ${failed.length} of ${children.length} child executions failed (first: ${first?.Error ?? first?.Status}: ${first?.Cause ?? ''}).`,
        );
      }
      if (writer) return this.writeResults(stateMachineId, mapRunArn, mapRunId, writer, children);
      // COMPACT: the outputs of the children that succeeded, failed ones as they are.
      const gathered = children.map((child) =>
        child.Status === 'SUCCEEDED' ? (JSON.parse(child.Output ?? 'null') as Json) : (child as unknown as Json),
      );
      checkPayload(gathered, `The results of Map state "${map.name}" (no ResultWriter: its ${children.length} child outputs are gathered)`);
      return gathered;
    };
  }

  private async readItems(stateMachineId: string, map: DistributedMap, reader: { Bucket: string; Key: string }): Promise<Json> {
    this.authorizeTask(stateMachineId, 's3:GetObject', [localObjectArn(reader.Bucket, reader.Key)]);
    let text: string;
    try {
      const object = await this.deps.s3.send(new GetObjectCommand({ Bucket: reader.Bucket, Key: reader.Key }));
      text = (await object.Body?.transformToString('utf8')) ?? '';
    } catch (error) {
      throw statesError(
        'States.ItemReaderFailed',
        `Map ${map.name}: reading s3://${reader.Bucket}/${reader.Key} failed: ${(error as Error).message}`,
      );
    }
    if (map.inputType === 'JSONL')
      return text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Json);
    if (map.inputType === 'JSON') return JSON.parse(text) as Json;
    throw statesError(
      'States.ItemReaderFailed',
      `Map ${map.name}: ReaderConfig.InputType ${map.inputType} is not supported by the sandbox.`,
    );
  }

  private async runChild(
    map: DistributedMap,
    run: { stateMachineId: string; mapRunId: string; input: Json; item: Json; index: number },
  ): Promise<{ execution: ChildExecution; transitions: number }> {
    const name = `${run.mapRunId}:${run.index}`;
    const executionArn = `arn:aws:states:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:${map.executionType === 'EXPRESS' ? 'express' : 'execution'}:${run.stateMachineId}/${map.name}:${name}`;
    const stateMachineArn = `${localStateMachineArn(run.stateMachineId)}/${map.name}`;
    const machine = this.machines.get(run.stateMachineId);
    const startDate = new Date().toISOString();
    const execution = map.child.run(map.selects ? run.input : run.item, {
      overrides: { taskResourceLocalHandlers: machine?.bindings ?? {}, retryIntervalOverrides: machine?.retryOverrides ?? {} },
      context: {
        Execution: { Id: executionArn, Name: name, StartTime: startDate, RoleArn: `arn:aws:iam::${SANDBOX_ACCOUNT}:role/sandbox` },
        StateMachine: { Id: stateMachineArn, Name: `${run.stateMachineId}/${map.name}` },
        Map: { Item: { Index: run.index, Value: run.item } },
        Task: { Token: `sandbox-task-token:${executionArn}:${randomUUID()}` },
      },
    });
    let transitions = 0;
    let childInput: unknown = map.selects ? run.input : run.item;
    const events = (async () => {
      for await (const event of execution.eventLogs) {
        const entry = event as { type: string; state?: { name?: string; output?: unknown } };
        if (isTransition(entry)) transitions += 1;
        if (entry.type === 'StateExited' && entry.state?.name === ITEM_SELECTOR_STATE) childInput = entry.state.output;
      }
    })();
    const common = {
      ExecutionArn: executionArn,
      Name: name,
      StateMachineArn: stateMachineArn,
      InputDetails: { Included: true },
      RedriveCount: 0,
      RedriveStatus: 'NOT_REDRIVABLE',
      StartDate: startDate,
    } as const;
    let outcome: ChildExecution;
    try {
      const output = await execution.result;
      await events;
      outcome = {
        ...common,
        Status: 'SUCCEEDED',
        Input: JSON.stringify(childInput),
        Output: JSON.stringify(output),
        OutputDetails: { Included: true },
        StopDate: new Date().toISOString(),
      };
    } catch (failure) {
      await events;
      const { error, cause, status } = executionFailure(failure as Error);
      outcome = {
        ...common,
        Status: status === 'TIMED_OUT' ? 'TIMED_OUT' : 'FAILED',
        Input: JSON.stringify(childInput),
        Error: error,
        Cause: cause,
        StopDate: new Date().toISOString(),
      };
    }
    return { execution: outcome, transitions };
  }

  /** ResultWriter's export: `<Prefix>/<map run id>/` holds SUCCEEDED_0.json / FAILED_0.json / TIMED_OUT_0.json and manifest.json. */
  private async writeResults(
    stateMachineId: string,
    mapRunArn: string,
    mapRunId: string,
    writer: { Bucket: string; Prefix?: string },
    children: readonly ChildExecution[],
  ): Promise<Json> {
    const prefix = writer.Prefix ? (writer.Prefix.endsWith('/') ? writer.Prefix : `${writer.Prefix}/`) : '';
    const put = async (key: string, body: string) => {
      this.authorizeTask(stateMachineId, 's3:PutObject', [localObjectArn(writer.Bucket, key)]);
      try {
        await this.deps.s3.send(new PutObjectCommand({ Bucket: writer.Bucket, Key: key, Body: body, ContentType: 'application/json' }));
      } catch (error) {
        throw statesError('States.ResultWriterFailed', `Writing s3://${writer.Bucket}/${key} failed: ${(error as Error).message}`);
      }
      return { Key: key, Size: Buffer.byteLength(body) };
    };
    const resultFiles: Record<string, { Key: string; Size: number }[]> = { FAILED: [], PENDING: [], SUCCEEDED: [] };
    for (const status of ['SUCCEEDED', 'FAILED', 'TIMED_OUT'] as const) {
      const ofStatus = children.filter((child) => child.Status === status);
      if (ofStatus.length > 0)
        (resultFiles[status] ??= []).push(await put(`${prefix}${mapRunId}/${status}_0.json`, JSON.stringify(ofStatus)));
    }
    const manifest = await put(
      `${prefix}${mapRunId}/manifest.json`,
      JSON.stringify({ DestinationBucket: writer.Bucket, MapRunArn: mapRunArn, ResultFiles: resultFiles }),
    );
    return { MapRunArn: mapRunArn, ResultWriterDetails: { Bucket: writer.Bucket, Key: manifest.Key } };
  }

  /** Authorizes one call of a Task as the state machine's role; a denial fails the Task as AWS fails it. */
  private authorizeTask(machineId: string, action: string, resources: readonly string[]): void {
    const service = action.split(':')[0] as string;
    try {
      this.deps.access.authorize({ service, action, resources, caller: { kind: 'stateMachine', id: machineId } });
    } catch (error) {
      if (!(error instanceof AccessDeniedError)) throw error;
      throw Object.assign(new Error(`${error.message} (Status Code: 403; Error Code: AccessDeniedException)`, { cause: error }), {
        name: TASK_ACCESS_ERRORS[service] ?? 'States.TaskFailed',
      });
    }
  }

  private bindTask(file: string, stateName: string, state: AslState, machineId: string): TaskBinding {
    const resource = String(state.Resource);
    const lambdaName = (arn: unknown): string => {
      const match = LAMBDA_ARN.exec(String(arn));
      if (!match?.[1] || !this.deps.lambda.has(match[1]))
        throw new Error(`${file} state "${stateName}": ${String(arn)} is not a function of lib/definitions.`);
      return match[1];
    };
    const payloadOf = (input: Json) => (isRecord(input) ? input : {}) as Record<string, Json>;

    if (LAMBDA_ARN.test(resource)) {
      const functionId = lambdaName(resource);
      return async (input) => {
        this.authorizeTask(machineId, 'lambda:InvokeFunction', [localFunctionArn(functionId)]);
        return (await this.deps.lambda.invoke(functionId, input)) as Json;
      };
    }
    switch (resource) {
      case 'arn:aws:states:::lambda:invoke':
        return async (input) => {
          const { FunctionName, Payload } = payloadOf(input);
          this.authorizeTask(machineId, 'lambda:InvokeFunction', [localFunctionArn(lambdaName(FunctionName))]);
          const result = await this.deps.lambda.invoke(lambdaName(FunctionName), Payload ?? {});
          return { ExecutedVersion: '$LATEST', Payload: result as Json, StatusCode: 200 };
        };
      case 'arn:aws:states:::lambda:invoke.waitForTaskToken':
        return async (input) => {
          const { FunctionName, Payload } = payloadOf(input);
          const token = findTaskToken(Payload);
          if (!token) throw new Error(`${file} state "${stateName}": the payload must carry $$.Task.Token.`);
          this.authorizeTask(machineId, 'lambda:InvokeFunction', [localFunctionArn(lambdaName(FunctionName))]);
          const completion = new Promise<Json>((resolve, reject) => this.tokenWaiters.set(token, { resolve, reject }));
          // Once the Task has timed out its token is dead, as in AWS: a late SendTaskSuccess gets TaskTimedOut.
          if (typeof state.TimeoutSeconds === 'number') {
            const waiter = this.tokenWaiters.get(token);
            setTimeout(() => {
              if (this.tokenWaiters.get(token) === waiter) this.tokenWaiters.delete(token);
            }, state.TimeoutSeconds * 1000).unref();
          }
          try {
            await this.deps.lambda.invoke(lambdaName(FunctionName), Payload ?? {});
          } catch (error) {
            this.tokenWaiters.delete(token);
            throw error;
          }
          return completion;
        };
      case 'arn:aws:states:::events:putEvents':
        return async (input) => {
          const entries = (payloadOf(input).Entries as Record<string, Json>[] | undefined) ?? [];
          this.authorizeTask(machineId, 'events:PutEvents', [
            ...new Set(entries.map((entry) => localEventBusArn(entry.EventBusName as string | undefined))),
          ]);
          try {
            const results = await this.deps.putEvents(
              entries.map((entry) => ({
                ...entry,
                Detail: typeof entry.Detail === 'string' ? entry.Detail : JSON.stringify(entry.Detail ?? {}),
              })),
            );
            return { Entries: results, FailedEntryCount: 0 };
          } catch (error) {
            // Named as Step Functions names the optimized integrations' service errors: "EventBridge.<Exception>".
            const failure = error as Error;
            throw statesError(`EventBridge.${failure.name}`, failure.message);
          }
        };
      case 'arn:aws:states:::sqs:sendMessage':
        return async (input) => {
          const { QueueUrl, MessageBody, MessageAttributes } = payloadOf(input);
          this.authorizeTask(machineId, 'sqs:SendMessage', [localQueueArn(String(QueueUrl))]);
          const body = typeof MessageBody === 'string' ? MessageBody : JSON.stringify(MessageBody);
          return (await this.deps.queues.send(String(QueueUrl), body, MessageAttributes)) as Json;
        };
      case 'arn:aws:states:::states:startExecution':
        return async (input) => {
          const { StateMachineArn, Input, Name } = payloadOf(input);
          this.authorizeTask(machineId, 'states:StartExecution', [String(StateMachineArn)]);
          const started = this.startExecution(
            String(StateMachineArn),
            typeof Input === 'string' ? Input : JSON.stringify(Input ?? {}),
            Name ? String(Name) : undefined,
          );
          return { ExecutionArn: started.executionArn, StartDate: started.startDate };
        };
      case 'arn:aws:states:::dynamodb:putItem':
      case 'arn:aws:states:::dynamodb:updateItem':
      case 'arn:aws:states:::dynamodb:getItem':
      case 'arn:aws:states:::dynamodb:deleteItem': {
        const Command = { putItem: PutItemCommand, updateItem: UpdateItemCommand, getItem: GetItemCommand, deleteItem: DeleteItemCommand }[
          resource.split(':').pop() as 'putItem'
        ];
        const operation = resource.split(':').pop() as string;
        const action = `dynamodb:${operation.charAt(0).toUpperCase()}${operation.slice(1)}`;
        return async (input) => {
          this.authorizeTask(machineId, action, [localTableArn(String(payloadOf(input).TableName))]);
          const outage = this.deps.dynamodbOutage?.();
          // What the integration reports when DynamoDB answers 503: the SDK's generic exception, with its status.
          if (outage)
            throw statesError(
              'DynamoDB.AmazonDynamoDBException',
              `Service Unavailable (Status Code: 503; Error Code: ServiceUnavailable): ${outage}`,
            );
          try {
            const { $metadata: _metadata, ...output } = await this.deps.dynamodb.send(new Command(input as never));
            return output as Json;
          } catch (error) {
            // Step Functions names SDK errors of the optimized DynamoDB integration "DynamoDB.<Exception>"; one that
            // never got an answer (DynamoDB Local went down meanwhile) as the SDK's generic exception.
            const failure = error as Error & { $metadata?: { httpStatusCode?: number } };
            const name = failure.$metadata?.httpStatusCode ? failure.name : 'AmazonDynamoDBException';
            throw statesError(`DynamoDB.${name}`, failure.message);
          }
        };
      }
      default:
        throw new Error(
          `${file} state "${stateName}": the sandbox has no binding for Task resource ${resource}. Add one in sandbox/step-functions.ts.`,
        );
    }
  }

  startExecution(stateMachineArn: string, inputText: string | undefined, name?: string): { executionArn: string; startDate: number } {
    const stateMachineId = stateMachineArn.split(':').pop() ?? '';
    const machine = this.machines.get(stateMachineId);
    if (!machine || stateMachineArn !== localStateMachineArn(stateMachineId)) {
      throw new StepFunctionsApiError('StateMachineDoesNotExist', `State machine does not exist: ${stateMachineArn}`);
    }
    let input: unknown;
    try {
      input = JSON.parse(inputText ?? '{}');
    } catch {
      throw new StepFunctionsApiError('InvalidExecutionInput', 'The execution input is not valid JSON.');
    }
    const inputBytes = Buffer.byteLength(inputText ?? '{}', 'utf8');
    if (inputBytes > PAYLOAD_LIMIT_BYTES) {
      throw new StepFunctionsApiError(
        'ValidationException',
        `1 validation error detected: Value at 'input' failed to satisfy constraint: Member must have length less than or equal to ${PAYLOAD_LIMIT_BYTES} (got ${inputBytes} bytes).`,
      );
    }
    const executionName = name ?? randomUUID();
    const executionArn = `arn:aws:states:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:execution:${stateMachineId}:${executionName}`;
    const existing = this.executionsByArn.get(executionArn);
    if (existing) {
      // As in AWS: the same name and input while it runs is an idempotent start; a closed execution or another
      // input is a conflict.
      if (existing !== ON_DISK && existing.status === 'RUNNING' && JSON.stringify(existing.input) === JSON.stringify(input))
        return { executionArn, startDate: Date.parse(existing.startDate) / 1000 };
      throw new StepFunctionsApiError('ExecutionAlreadyExists', `Execution already exists: ${executionArn}`);
    }
    const record: ExecutionRecord = {
      executionArn,
      stateMachineId,
      name: executionName,
      status: 'RUNNING',
      input,
      startDate: new Date().toISOString(),
      history: [],
    };
    this.executionsByArn.set(executionArn, record);
    this.run(record);
    return { executionArn, startDate: Date.parse(record.startDate) / 1000 };
  }

  private run(record: ExecutionRecord): void {
    const machine = this.machines.get(record.stateMachineId);
    if (!machine) return;
    // After a restart the execution continues at the state it was in (as a redrive does in AWS): every Task is
    // at-least-once already, so re-running that one state is safe, and it keeps the state machine's own retries.
    const resumeAt = record.resumeFrom && record.resumeFrom.state in (machine.asl.States as AslStates) ? record.resumeFrom : undefined;
    const stateMachine = resumeAt
      ? checkStateOutputs(
          new StateMachine({ ...machine.asl, StartAt: resumeAt.state } as never, { validationOptions: { noValidate: true } }),
        )
      : machine.stateMachine;
    const execution = stateMachine.run((resumeAt ? resumeAt.input : record.input) as Json, {
      overrides: { taskResourceLocalHandlers: machine.bindings, retryIntervalOverrides: machine.retryOverrides },
      context: {
        Execution: {
          Id: record.executionArn,
          Name: record.name,
          Input: record.input as Json,
          StartTime: record.startDate,
          RoleArn: `arn:aws:iam::${SANDBOX_ACCOUNT}:role/sandbox`,
        },
        StateMachine: { Id: localStateMachineArn(record.stateMachineId), Name: record.stateMachineId },
        // One token per execution: the sandbox runs waitForTaskToken Tasks one at a time per execution.
        Task: { Token: `sandbox-task-token:${record.executionArn}:${randomUUID()}` },
      },
    });
    const logging = (async () => {
      for await (const event of execution.eventLogs) {
        const entry = event as {
          type: string;
          timestamp: number;
          state?: { name?: string; input?: unknown };
          index?: number;
          Error?: string;
          Cause?: string;
        };
        if (isTransition(entry)) record.transitions = (record.transitions ?? 0) + 1;
        if (entry.index !== undefined && entry.type !== 'MapIterationFailed') continue;
        if (entry.type === 'StateEntered' && entry.state?.name && entry.index === undefined) {
          record.resumeFrom = { state: entry.state.name, input: entry.state.input };
          this.schedulePersist();
        }
        if (record.history.length >= HISTORY_LIMIT) continue;
        record.history.push({
          type: entry.type,
          timestamp: new Date(entry.timestamp).toISOString(),
          ...(entry.state?.name ? { state: entry.state.name } : {}),
          ...(entry.Error ? { error: entry.Error } : {}),
          ...(entry.Cause ? { cause: String(entry.Cause).slice(0, 2000) } : {}),
        });
      }
    })();
    this.aborts.add(execution.abort);
    const completion = execution.result
      .then((output) => {
        if (this.saved) return;
        record.status = 'SUCCEEDED';
        record.output = output;
      })
      .catch((failure: Error & { cause?: unknown }) => {
        if (this.saved) return;
        const { status, error, cause } = executionFailure(failure);
        record.status = status;
        record.error = error;
        record.cause = cause;
      })
      .then(() => logging)
      .finally(() => {
        this.aborts.delete(execution.abort);
        this.running.delete(completion);
        // Ended once the sandbox had stopped and saved it (see stop): the saved copy stays the final one.
        if (this.saved) return;
        record.stopDate = new Date().toISOString();
        this.schedulePersist();
        this.writeFinished(record);
      });
    this.running.add(completion);
    this.schedulePersist();
  }

  sendTaskSuccess(token: string, outputText: string): void {
    const waiter = this.takeWaiter(token);
    waiter.resolve(JSON.parse(outputText) as Json);
  }

  sendTaskFailure(token: string, error: string | undefined, cause: string | undefined): void {
    const waiter = this.takeWaiter(token);
    waiter.reject(Object.assign(new Error(cause ?? ''), { name: error ?? 'States.TaskFailed' }));
  }

  sendTaskHeartbeat(token: string): void {
    if (!this.tokenWaiters.has(token)) throw new StepFunctionsApiError('TaskTimedOut', 'No task is waiting for this token.');
  }

  private takeWaiter(token: string) {
    const waiter = this.tokenWaiters.get(token);
    if (!waiter)
      throw new StepFunctionsApiError(
        token.startsWith('sandbox-task-token:') ? 'TaskTimedOut' : 'InvalidToken',
        'No task is waiting for this token.',
      );
    this.tokenWaiters.delete(token);
    return waiter;
  }

  describeExecution(executionArn: string): ExecutionRecord {
    const record = this.executionsByArn.get(executionArn);
    const found = record === ON_DISK ? this.finished?.read(executionArn) : record;
    if (!found) throw new StepFunctionsApiError('ExecutionDoesNotExist', `Execution does not exist: ${executionArn}`);
    return found;
  }

  /** Every execution in the order they started (those that finished are read back from their file). */
  executions(): ExecutionRecord[] {
    const records = [...this.executionsByArn];
    const onDisk = records.some(([, record]) => record === ON_DISK) ? this.finished?.readAll() : undefined;
    return records.flatMap(([arn, record]) => (record === ON_DISK ? (onDisk?.get(arn) ?? []) : [record]));
  }

  /** Whether any execution is running. */
  anyRunning(): boolean {
    return [...this.executionsByArn.values()].some((record) => record !== ON_DISK && record.status === 'RUNNING');
  }

  /** The executions held in memory: running, or finished and not yet in the finished executions' file. */
  private inMemory(): ExecutionRecord[] {
    return [...this.executionsByArn.values()].filter((record): record is ExecutionRecord => record !== ON_DISK);
  }

  /**
   * Writes a finished execution to the finished executions' file, then lets it go from memory and from the
   * running set's file. Until then (or when the write fails: a full disk) it stays in both, as before.
   */
  private writeFinished(record: ExecutionRecord): void {
    const finished = this.finished;
    if (!finished) return;
    finished
      .append(record, () => {
        if (this.executionsByArn.get(record.executionArn) === record) this.executionsByArn.set(record.executionArn, ON_DISK);
        this.schedulePersist();
      })
      .catch((error: Error) => {
        if (!this.deps.storage?.noteFailure(error)) console.error(`Sandbox: could not save a finished execution: ${error.message}`);
      });
  }

  /** Resolves once no execution is running (including executions started while waiting). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * Executions stopped by a sandbox shutdown or crash are restarted with their original input: nothing accepted
   * is lost. The file is replaced atomically, so it is whole or absent; a file that still cannot be read (left by
   * an older sandbox, or damaged on disk) is set aside with a message and the sandbox starts without it — the
   * work reconciler then restarts what the tables say was accepted.
   */
  private async resumeInterrupted(stateFile: string): Promise<void> {
    const text = await readFile(stateFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text === undefined) return;
    let records: ExecutionRecord[];
    try {
      records = JSON.parse(text) as ExecutionRecord[];
      if (!Array.isArray(records)) throw new Error('not a list of executions');
    } catch (error) {
      const aside = `${stateFile}.unreadable-${Date.now()}`;
      await rename(stateFile, aside);
      console.warn(
        `Sandbox: the saved executions (${stateFile}) could not be read (${(error as Error).message}); moved to ${aside}. ` +
          'Starting without them: the work reconciler restarts every accepted job and batch that is not finished.',
      );
      return;
    }
    for (const record of records) {
      // Written to the finished executions' file before the sandbox stopped: that copy is the final one.
      if (this.finished?.has(record.executionArn)) continue;
      this.executionsByArn.set(record.executionArn, record);
      if (record.status === 'RUNNING' && this.machines.has(record.stateMachineId)) {
        record.history.push({ type: 'SandboxRestarted', timestamp: new Date().toISOString() });
        this.run(record);
      } else if (record.status !== 'RUNNING') this.writeFinished(record);
    }
  }

  /** The last write in flight: writes are chained, so an older snapshot never replaces a newer one. */
  private persisting: Promise<void> = Promise.resolve();

  /** A write queued behind the one in flight; it snapshots the records when it starts, so callers can share it. */
  private queuedPersist?: Promise<void>;

  /** Resolves once every change made before the call is on disk. */
  persist(): Promise<void> {
    const file = this.deps.stateFile;
    if (!file) return Promise.resolve();
    if (this.queuedPersist) return this.queuedPersist;
    const next = this.persisting
      .catch(() => undefined)
      .then(() => {
        this.queuedPersist = undefined;
        return writeFileAtomically(file, JSON.stringify(this.inMemory()));
      });
    this.queuedPersist = next;
    this.persisting = next;
    return next;
  }

  private schedulePersist(): void {
    if (!this.deps.stateFile || this.persistQueued || this.stopping) return;
    this.persistQueued = true;
    setTimeout(() => {
      this.persistQueued = false;
      this.persist().catch((error: Error) => {
        // Out of space: the disk watcher says so once, and the next change saves everything again.
        if (!this.deps.storage?.noteFailure(error)) console.error(`Sandbox: could not save the executions: ${error.message}`);
      });
    }, 50).unref();
  }

  /** Freezes every execution where it is and saves them, for good (shutdown): see unlessStopping. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.finished?.idle();
    await this.persist();
    this.saved = true;
    // Saved: now every execution ends where it stood, so that none keeps its timers, or the process, alive.
    for (const abort of this.aborts) abort();
    this.frozen.end();
  }
}

/** The task token a waitForTaskToken payload carries, wherever the ASL put it. */
const findTaskToken = (payload: unknown): string | undefined => {
  if (typeof payload === 'string') return payload.startsWith('sandbox-task-token:') ? payload : undefined;
  if (Array.isArray(payload)) return payload.map(findTaskToken).find(Boolean);
  if (isRecord(payload)) return Object.values(payload).map(findTaskToken).find(Boolean);
  return undefined;
};
