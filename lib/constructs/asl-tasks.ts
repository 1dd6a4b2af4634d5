/**
 * Reads an Amazon States Language document at synth time and lists what its Task states call, so the stack can
 * grant the state machine role exactly those calls. Supports the resources the sandbox binds (CONTRIBUTING.md);
 * anything else fails synthesis rather than deploying a state machine whose role cannot run it.
 */

/** A call a Task (or a Map's ItemReader) makes, with `${Placeholder}` names still unresolved. */
export type TaskCall =
  | { readonly service: 'lambda'; readonly functionPlaceholder: string }
  | {
      readonly service: 'dynamodb';
      readonly action: 'PutItem' | 'UpdateItem' | 'GetItem' | 'DeleteItem';
      readonly tablePlaceholder: string;
    }
  | { readonly service: 'sqs'; readonly queuePlaceholder: string }
  | { readonly service: 'events'; readonly busPlaceholder: string }
  | { readonly service: 'states'; readonly stateMachineArn: string }
  | { readonly service: 's3'; readonly action: 'GetObject' | 'ListBucket'; readonly bucketPlaceholder: string };

export interface AslAnalysis {
  readonly calls: readonly TaskCall[];
  /** A DISTRIBUTED Map starts child executions of its own state machine. */
  readonly hasDistributedMap: boolean;
  /** Every `${Placeholder}` in the document. */
  readonly placeholders: readonly string[];
}

type Json = Record<string, unknown>;

const DYNAMODB_ACTIONS = { putItem: 'PutItem', updateItem: 'UpdateItem', getItem: 'GetItem', deleteItem: 'DeleteItem' } as const;
const S3_READER_ACTIONS = { getObject: 'GetObject', listObjectsV2: 'ListBucket' } as const;

const placeholderOf = (value: unknown, where: string): string => {
  const match = typeof value === 'string' ? /^\$\{(\w+)\}$/.exec(value) : null;
  if (!match?.[1]) {
    throw new Error(
      `${where} must be a single \${Placeholder} (got ${JSON.stringify(value)}): the stack grants access per named resource.`,
    );
  }
  return match[1];
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const taskCalls = (stateName: string, state: Json): TaskCall[] => {
  const resource = String(state.Resource);
  const parameters = isObject(state.Parameters) ? state.Parameters : {};
  const where = `Task "${stateName}"`;
  if (/^\$\{\w+\}$/.test(resource)) return [{ service: 'lambda', functionPlaceholder: placeholderOf(resource, where) }];
  if (resource === 'arn:aws:states:::lambda:invoke' || resource === 'arn:aws:states:::lambda:invoke.waitForTaskToken') {
    return [{ service: 'lambda', functionPlaceholder: placeholderOf(parameters.FunctionName, `${where} Parameters.FunctionName`) }];
  }
  const dynamodb = /^arn:aws:states:::dynamodb:(\w+)$/.exec(resource);
  if (dynamodb?.[1] && Object.hasOwn(DYNAMODB_ACTIONS, dynamodb[1])) {
    const action = DYNAMODB_ACTIONS[dynamodb[1] as keyof typeof DYNAMODB_ACTIONS];
    return [{ service: 'dynamodb', action, tablePlaceholder: placeholderOf(parameters.TableName, `${where} Parameters.TableName`) }];
  }
  if (resource === 'arn:aws:states:::sqs:sendMessage') {
    return [{ service: 'sqs', queuePlaceholder: placeholderOf(parameters.QueueUrl, `${where} Parameters.QueueUrl`) }];
  }
  if (resource === 'arn:aws:states:::events:putEvents') {
    const entries = Array.isArray(parameters.Entries) ? parameters.Entries : [];
    if (entries.length === 0) throw new Error(`${where}: Parameters.Entries must be a literal array naming EventBusName.`);
    return entries.map((entry, i) => ({
      service: 'events' as const,
      busPlaceholder: placeholderOf(isObject(entry) ? entry.EventBusName : undefined, `${where} Entries[${i}].EventBusName`),
    }));
  }
  if (resource === 'arn:aws:states:::states:startExecution') {
    const arn = parameters.StateMachineArn;
    if (typeof arn !== 'string') throw new Error(`${where}: Parameters.StateMachineArn must be a literal or a \${Placeholder}.`);
    return [{ service: 'states', stateMachineArn: arn }];
  }
  throw new Error(`${where}: unsupported Task resource "${resource}" (see CONTRIBUTING.md for the supported integrations).`);
};

const itemReaderCalls = (stateName: string, state: Json): TaskCall[] => {
  if (!isObject(state.ItemReader)) return [];
  const reader = state.ItemReader;
  const action = /^arn:aws:states:::s3:(\w+)$/.exec(String(reader.Resource))?.[1];
  if (!action || !Object.hasOwn(S3_READER_ACTIONS, action)) {
    throw new Error(`Map "${stateName}": unsupported ItemReader resource ${JSON.stringify(reader.Resource)}.`);
  }
  const parameters = isObject(reader.Parameters) ? reader.Parameters : {};
  return [
    {
      service: 's3',
      action: S3_READER_ACTIONS[action as keyof typeof S3_READER_ACTIONS],
      bucketPlaceholder: placeholderOf(parameters.Bucket, `Map "${stateName}" ItemReader.Parameters.Bucket`),
    },
  ];
};

/** Walks every state, including Parallel branches and Map processors. */
const walk = (states: unknown, visit: (name: string, state: Json) => void): void => {
  if (!isObject(states)) return;
  for (const [name, state] of Object.entries(states)) {
    if (!isObject(state)) continue;
    visit(name, state);
    if (Array.isArray(state.Branches)) for (const branch of state.Branches) if (isObject(branch)) walk(branch.States, visit);
    const processor = state.ItemProcessor ?? state.Iterator;
    if (isObject(processor)) walk(processor.States, visit);
  }
};

export const analyzeAsl = (definition: Json): AslAnalysis => {
  const calls: TaskCall[] = [];
  let hasDistributedMap = false;
  walk(definition.States, (name, state) => {
    if (state.Type === 'Task') calls.push(...taskCalls(name, state));
    if (state.Type === 'Map') {
      calls.push(...itemReaderCalls(name, state));
      const processor = isObject(state.ItemProcessor) ? state.ItemProcessor : {};
      if (isObject(processor.ProcessorConfig) && processor.ProcessorConfig.Mode === 'DISTRIBUTED') hasDistributedMap = true;
    }
  });
  const placeholders = [...new Set([...JSON.stringify(definition).matchAll(/\$\{(\w+)\}/g)].map((m) => m[1] as string))];
  return { calls, hasDistributedMap, placeholders };
};
