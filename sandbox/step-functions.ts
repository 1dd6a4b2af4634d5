import { randomUUID } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { StateMachine } from 'aws-local-stepfunctions';
import type { ApplicationDefinition, StateMachineDefinition, Substitution } from '../lib/definitions';
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
import type { LocalLambdaRuntime } from './lambda-runtime';
import type { LocalQueues } from './queues';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type AslState = Record<string, unknown> & { Type: string };
type AslStates = Record<string, AslState>;
type TaskBinding = (input: Json) => Promise<Json>;

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

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
}

/** What the state machines' service-integration Tasks reach in the sandbox. */
export interface StepFunctionsDependencies {
  readonly app: ApplicationDefinition;
  readonly repoRoot: string;
  readonly lambda: LocalLambdaRuntime;
  readonly dynamodb: DynamoDBClient;
  readonly s3: S3Client;
  readonly queues: LocalQueues;
  readonly awsEndpoint: string;
  readonly putEvents: (entries: readonly Record<string, unknown>[]) => Promise<{ EventId: string }[]>;
  /** Overrides every Retry interval (milliseconds), so tests need not wait out real backoff. */
  readonly retryIntervalMs?: number;
  /** Replaces TimeoutSeconds of Tasks and Seconds of Wait states with these names, so tests need not wait out real timeouts. */
  readonly stateSecondsOverrides?: Readonly<Record<string, number>>;
  /** Execution records are persisted here (JSON) and interrupted executions restarted on open. */
  readonly stateFile?: string;
}

/** A Step Functions API error, named as AWS names it (the emulated API returns it as `__type`). */
export class StepFunctionsApiError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

const HISTORY_LIMIT = 500;
const ITEMS_FIELD = '__sandboxItems';
const LAMBDA_ARN = /^arn:aws:lambda:[^:]+:\d{12}:function:([^:]+)(:.+)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every state map in a definition: the top level, Map processors and Parallel branches. */
const stateMaps = (states: AslStates): AslStates[] => {
  const maps: AslStates[] = [states];
  for (const state of Object.values(states)) {
    const processor = (state.ItemProcessor ?? state.Iterator) as { States?: AslStates } | undefined;
    if (processor?.States) maps.push(...stateMaps(processor.States));
    for (const branch of (state.Branches as { States: AslStates }[] | undefined) ?? []) maps.push(...stateMaps(branch.States));
  }
  return maps;
};

/**
 * Runs the stack's state machines offline with aws-local-stepfunctions: the same ASL files, `${}`-substituted
 * from the same definitions, every Task bound to the code the deployed Task runs. A Task resource without a
 * binding is a start-up error, so nothing ever reaches AWS.
 */
export class LocalStepFunctions {
  private readonly machines = new Map<string, { definition: StateMachineDefinition; asl: Record<string, unknown>; stateMachine: StateMachine; bindings: Record<string, TaskBinding>; retryOverrides: Record<string, number> }>();
  private readonly executionsByArn = new Map<string, ExecutionRecord>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly tokenWaiters = new Map<string, { resolve: (output: Json) => void; reject: (error: Error) => void }>();
  private persistQueued = false;

  private constructor(private readonly deps: StepFunctionsDependencies) {}

  static async open(deps: StepFunctionsDependencies): Promise<LocalStepFunctions> {
    const runner = new LocalStepFunctions(deps);
    for (const definition of deps.app.stateMachines) await runner.load(definition);
    if (deps.stateFile) await runner.resumeInterrupted(deps.stateFile);
    return runner;
  }

  private substitutionValue(substitution: Substitution): string {
    if ('functionArn' in substitution) {
      if (!this.deps.lambda.has(substitution.functionArn)) throw new Error(`No function ${substitution.functionArn} for a state machine substitution.`);
      return localFunctionArn(substitution.functionArn);
    }
    if ('tableName' in substitution) return substitution.tableName;
    if ('bucketName' in substitution) return localBucketName(substitution.bucketName);
    if ('queueUrl' in substitution) return localQueueUrl(this.deps.awsEndpoint, substitution.queueUrl);
    if ('eventBusName' in substitution) return SANDBOX_EVENT_BUS;
    return substitution.value;
  }

  private async load(definition: StateMachineDefinition): Promise<void> {
    let text = await readFile(path.join(this.deps.repoRoot, definition.file), 'utf8');
    for (const [placeholder, substitution] of Object.entries(definition.substitutions)) {
      text = text.replaceAll('${' + placeholder + '}', this.substitutionValue(substitution));
    }
    const unresolved = text.match(/\$\{[A-Za-z0-9_]+\}/g);
    if (unresolved) throw new Error(`${definition.file}: no substitution for ${[...new Set(unresolved)].join(', ')}.`);
    const asl = JSON.parse(text) as Record<string, unknown> & { States: AslStates };
    const bindings: Record<string, TaskBinding> = {};
    const retryOverrides: Record<string, number> = {};
    for (const states of stateMaps(asl.States)) {
      this.inlineItemReaders(states, bindings);
      for (const [name, state] of Object.entries(states)) {
        if (this.deps.retryIntervalMs !== undefined && Array.isArray(state.Retry)) retryOverrides[name] = this.deps.retryIntervalMs;
        const seconds = this.deps.stateSecondsOverrides?.[name];
        if (seconds !== undefined) state[state.Type === 'Wait' ? 'Seconds' : 'TimeoutSeconds'] = seconds;
        if (state.Type !== 'Task' || name in bindings) continue;
        bindings[name] = this.bindTask(definition.file, name, state);
      }
    }
    let stateMachine: StateMachine;
    try {
      stateMachine = new StateMachine(asl as never, { validationOptions: { checkArn: false, checkPaths: false } });
    } catch (error) {
      throw new Error(`${definition.file}: ${(error as Error).message}`, { cause: error });
    }
    this.machines.set(definition.id, { definition, asl, stateMachine, bindings, retryOverrides });
  }

  /**
   * A DISTRIBUTED Map reads its items from S3 in AWS. aws-local-stepfunctions runs Maps inline over an array,
   * so a Task inserted before the Map reads the same S3 object into `__sandboxItems` of the Map's input.
   */
  private inlineItemReaders(states: AslStates, bindings: Record<string, TaskBinding>): void {
    for (const [name, state] of Object.entries(states)) {
      const reader = state.ItemReader as { Resource?: string; ReaderConfig?: { InputType?: string }; Parameters?: Json } | undefined;
      if (state.Type !== 'Map' || !reader) continue;
      if (reader.Resource !== 'arn:aws:states:::s3:getObject') throw new Error(`Map ${name}: the sandbox reads items only with s3:getObject.`);
      if (state.ResultWriter || state.ItemBatcher) throw new Error(`Map ${name}: ResultWriter and ItemBatcher are not supported by the sandbox; store results from the iterations.`);
      const readerName = `${name} (sandbox ItemReader)`;
      const inputPath = typeof state.InputPath === 'string' ? state.InputPath : '$';
      const inputType = reader.ReaderConfig?.InputType ?? 'JSON';
      states[readerName] = {
        Type: 'Task',
        Resource: 'sandbox:itemReader',
        InputPath: inputPath,
        Parameters: reader.Parameters ?? {},
        ResultPath: `${inputPath === '$' ? '$' : inputPath}.${ITEMS_FIELD}`,
        Next: name,
      };
      bindings[readerName] = async (input) => {
        const params = input as { Bucket: string; Key: string };
        const object = await this.deps.s3.send(new GetObjectCommand({ Bucket: params.Bucket, Key: params.Key }));
        const text = (await object.Body?.transformToString('utf8')) ?? '';
        if (inputType === 'JSONL') return text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as Json);
        if (inputType === 'JSON') return JSON.parse(text) as Json;
        throw new Error(`Map ${name}: ReaderConfig.InputType ${inputType} is not supported by the sandbox.`);
      };
      delete state.ItemReader;
      state.ItemsPath = `$.${ITEMS_FIELD}`;
      for (const other of Object.values(states)) {
        if (other.Next === name && other !== states[readerName]) other.Next = readerName;
        for (const choice of (other.Choices as { Next?: string }[] | undefined) ?? []) if (choice.Next === name) choice.Next = readerName;
        if (other.Default === name) other.Default = readerName;
        for (const c of (other.Catch as { Next?: string }[] | undefined) ?? []) if (c.Next === name) c.Next = readerName;
      }
    }
  }

  private bindTask(file: string, stateName: string, state: AslState): TaskBinding {
    const resource = String(state.Resource);
    const lambdaName = (arn: unknown): string => {
      const match = LAMBDA_ARN.exec(String(arn));
      if (!match?.[1] || !this.deps.lambda.has(match[1])) throw new Error(`${file} state "${stateName}": ${String(arn)} is not a function of lib/definitions.`);
      return match[1];
    };
    const payloadOf = (input: Json) => (isRecord(input) ? input : {}) as Record<string, Json>;

    if (LAMBDA_ARN.test(resource)) {
      const functionId = lambdaName(resource);
      return async (input) => (await this.deps.lambda.invoke(functionId, input)) as Json;
    }
    switch (resource) {
      case 'arn:aws:states:::lambda:invoke':
        return async (input) => {
          const { FunctionName, Payload } = payloadOf(input);
          const result = await this.deps.lambda.invoke(lambdaName(FunctionName), Payload ?? {});
          return { ExecutedVersion: '$LATEST', Payload: result as Json, StatusCode: 200 };
        };
      case 'arn:aws:states:::lambda:invoke.waitForTaskToken':
        return async (input) => {
          const { FunctionName, Payload } = payloadOf(input);
          const token = findTaskToken(Payload);
          if (!token) throw new Error(`${file} state "${stateName}": the payload must carry $$.Task.Token.`);
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
          const results = await this.deps.putEvents(
            entries.map((entry) => ({ ...entry, Detail: typeof entry.Detail === 'string' ? entry.Detail : JSON.stringify(entry.Detail ?? {}) })),
          );
          return { Entries: results, FailedEntryCount: 0 };
        };
      case 'arn:aws:states:::sqs:sendMessage':
        return async (input) => {
          const { QueueUrl, MessageBody, MessageAttributes } = payloadOf(input);
          const body = typeof MessageBody === 'string' ? MessageBody : JSON.stringify(MessageBody);
          return (await this.deps.queues.send(String(QueueUrl), body, MessageAttributes)) as Json;
        };
      case 'arn:aws:states:::states:startExecution':
        return async (input) => {
          const { StateMachineArn, Input, Name } = payloadOf(input);
          const started = this.startExecution(String(StateMachineArn), typeof Input === 'string' ? Input : JSON.stringify(Input ?? {}), Name ? String(Name) : undefined);
          return { ExecutionArn: started.executionArn, StartDate: started.startDate };
        };
      case 'arn:aws:states:::dynamodb:putItem':
      case 'arn:aws:states:::dynamodb:updateItem':
      case 'arn:aws:states:::dynamodb:getItem':
      case 'arn:aws:states:::dynamodb:deleteItem': {
        const Command = { putItem: PutItemCommand, updateItem: UpdateItemCommand, getItem: GetItemCommand, deleteItem: DeleteItemCommand }[
          resource.split(':').pop() as 'putItem'
        ];
        return async (input) => {
          try {
            const { $metadata: _metadata, ...output } = await this.deps.dynamodb.send(new Command(input as never));
            return output as Json;
          } catch (error) {
            // Step Functions names SDK errors of the optimized DynamoDB integration "DynamoDB.<Exception>".
            const failure = error as Error;
            throw Object.assign(new Error(failure.message), { name: `DynamoDB.${failure.name}` });
          }
        };
      }
      default:
        throw new Error(`${file} state "${stateName}": the sandbox has no binding for Task resource ${resource}. Add one in sandbox/step-functions.ts.`);
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
    const executionName = name ?? randomUUID();
    const executionArn = `arn:aws:states:${SANDBOX_REGION}:${SANDBOX_ACCOUNT}:execution:${stateMachineId}:${executionName}`;
    const existing = this.executionsByArn.get(executionArn);
    if (existing) {
      // As in AWS: the same name and input while it runs is an idempotent start; a closed execution or another
      // input is a conflict.
      if (existing.status === 'RUNNING' && JSON.stringify(existing.input) === JSON.stringify(input)) return { executionArn, startDate: Date.parse(existing.startDate) / 1000 };
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
      ? new StateMachine({ ...machine.asl, StartAt: resumeAt.state } as never, { validationOptions: { checkArn: false, checkPaths: false } })
      : machine.stateMachine;
    const execution = stateMachine.run((resumeAt ? resumeAt.input : record.input) as Json, {
      overrides: { taskResourceLocalHandlers: machine.bindings, retryIntervalOverrides: machine.retryOverrides },
      context: {
        Execution: { Id: record.executionArn, Name: record.name, Input: record.input as Json, StartTime: record.startDate, RoleArn: `arn:aws:iam::${SANDBOX_ACCOUNT}:role/sandbox` },
        StateMachine: { Id: localStateMachineArn(record.stateMachineId), Name: record.stateMachineId },
        // One token per execution: the sandbox runs waitForTaskToken Tasks one at a time per execution.
        Task: { Token: `sandbox-task-token:${record.executionArn}:${randomUUID()}` },
      },
    });
    const logging = (async () => {
      for await (const event of execution.eventLogs) {
        const entry = event as { type: string; timestamp: number; state?: { name?: string; input?: unknown }; index?: number; Error?: string; Cause?: string };
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
    const completion = execution.result
      .then((output) => {
        record.status = 'SUCCEEDED';
        record.output = output;
      })
      .catch((failure: Error & { cause?: unknown }) => {
        const cause = failure.cause instanceof Error ? failure.cause : failure;
        record.status = failure.name === 'ExecutionAbortedError' ? 'ABORTED' : 'FAILED';
        record.error = cause.name;
        record.cause = cause.message;
      })
      .then(() => logging)
      .finally(() => {
        record.stopDate = new Date().toISOString();
        this.running.delete(completion);
        this.schedulePersist();
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
    if (!waiter) throw new StepFunctionsApiError(token.startsWith('sandbox-task-token:') ? 'TaskTimedOut' : 'InvalidToken', 'No task is waiting for this token.');
    this.tokenWaiters.delete(token);
    return waiter;
  }

  describeExecution(executionArn: string): ExecutionRecord {
    const record = this.executionsByArn.get(executionArn);
    if (!record) throw new StepFunctionsApiError('ExecutionDoesNotExist', `Execution does not exist: ${executionArn}`);
    return record;
  }

  executions(): ExecutionRecord[] {
    return [...this.executionsByArn.values()];
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
      this.executionsByArn.set(record.executionArn, record);
      if (record.status === 'RUNNING' && this.machines.has(record.stateMachineId)) {
        record.history.push({ type: 'SandboxRestarted', timestamp: new Date().toISOString() });
        this.run(record);
      }
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
        return writeFileAtomically(file, JSON.stringify(this.executions()));
      });
    this.queuedPersist = next;
    this.persisting = next;
    return next;
  }

  private schedulePersist(): void {
    if (!this.deps.stateFile || this.persistQueued) return;
    this.persistQueued = true;
    setTimeout(() => {
      this.persistQueued = false;
      this.persist().catch((error: Error) => console.error(`Sandbox: could not save the executions: ${error.message}`));
    }, 50).unref();
  }

  /** Writes the execution records now (shutdown). */
  async flush(): Promise<void> {
    await this.persist();
  }
}

/** The task token a waitForTaskToken payload carries, wherever the ASL put it. */
const findTaskToken = (payload: unknown): string | undefined => {
  if (typeof payload === 'string') return payload.startsWith('sandbox-task-token:') ? payload : undefined;
  if (Array.isArray(payload)) return payload.map(findTaskToken).find(Boolean);
  if (isRecord(payload)) return Object.values(payload).map(findTaskToken).find(Boolean);
  return undefined;
};
