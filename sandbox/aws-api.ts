import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessDeniedError, type AwsAccess } from './aws-access';
import { signatureErrorOf, type EmulatorAuthenticator } from './emulator-auth';
import { localStateMachineArn } from './environment';
import type { PutEventsEntry } from './event-bus';
import { localEventBusArn, localQueueArn } from './iam/arns';
import type { LocalQueues } from './queues';
import type { StorageMonitor } from './storage';
import { StepFunctionsApiError, type LocalStepFunctions } from './step-functions';

/**
 * The AWS JSON-protocol endpoint handlers reach through AWS_ENDPOINT_URL_SFN / _EVENTBRIDGE / _SQS: the
 * operations the application uses, served by the sandbox's runner, bus and queues. Every other operation
 * (and every other service, through AWS_ENDPOINT_URL) is refused with an explicit error.
 */
export interface AwsApiBackends {
  readonly stepFunctions: () => LocalStepFunctions;
  readonly putEvents: (entries: readonly PutEventsEntry[]) => { EventId: string }[];
  readonly queues: LocalQueues;
  /** Asked before each operation, for the caller who signed the request. */
  readonly access: AwsAccess;
  readonly authenticate: EmulatorAuthenticator;
  /** The data directory's disk: an operation that must store (start an execution, send a message) waits for space. */
  readonly storage?: Pick<StorageMonitor, 'outage' | 'noteFailure'>;
}

/** Operations that store in the data directory before they answer. */
const STORING_OPERATIONS = new Set(['AWSStepFunctions.StartExecution', 'AmazonSQS.SendMessage']);

type Operation = (input: Record<string, unknown>) => unknown;

/** A request's whole body (the emulated JSON and REST-JSON endpoints read it before answering, and check its signature). */
export const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The signing names of the services this endpoint serves. */
const SIGNING = { services: ['states', 'events', 'sqs'] };

const epochSeconds = (iso: string | undefined) => (iso ? Date.parse(iso) / 1000 : undefined);

/** The state machine a sandbox task token belongs to (`sandbox-task-token:<executionArn>:<uuid>`). */
const stateMachineOfToken = (token: unknown): string => {
  const executionArn = /^sandbox-task-token:(arn:aws:states:[^:]+:\d+:execution:[^:]+):/.exec(String(token))?.[1];
  return executionArn ? localStateMachineArn(executionArn.split(':')[6] ?? '') : '*';
};

/** What IAM evaluates each operation as: its action and the resources the input names. */
const IAM_CALLS: Readonly<Record<string, (input: Record<string, unknown>) => { action: string; resources: string[] }>> = {
  'AWSStepFunctions.StartExecution': (i) => ({ action: 'states:StartExecution', resources: [String(i.stateMachineArn)] }),
  'AWSStepFunctions.DescribeExecution': (i) => ({ action: 'states:DescribeExecution', resources: [String(i.executionArn)] }),
  // AWS evaluates the task-token actions against the state machine the token belongs to.
  'AWSStepFunctions.SendTaskSuccess': (i) => ({ action: 'states:SendTaskSuccess', resources: [stateMachineOfToken(i.taskToken)] }),
  'AWSStepFunctions.SendTaskFailure': (i) => ({ action: 'states:SendTaskFailure', resources: [stateMachineOfToken(i.taskToken)] }),
  'AWSStepFunctions.SendTaskHeartbeat': (i) => ({ action: 'states:SendTaskHeartbeat', resources: [stateMachineOfToken(i.taskToken)] }),
  'AWSEvents.PutEvents': (i) => ({
    action: 'events:PutEvents',
    resources: [...new Set(((i.Entries as PutEventsEntry[] | undefined) ?? []).map((entry) => localEventBusArn(entry.EventBusName)))],
  }),
  'AmazonSQS.SendMessage': (i) => ({ action: 'sqs:SendMessage', resources: [localQueueArn(String(i.QueueUrl))] }),
};

export const startAwsApi = async (backends: AwsApiBackends): Promise<{ endpoint: string; server: Server }> => {
  const sfn = () => backends.stepFunctions();
  const operations: Record<string, Operation> = {
    // Answered once the execution is on disk: a started execution survives a crash right after the answer.
    'AWSStepFunctions.StartExecution': async (i) => {
      const started = sfn().startExecution(String(i.stateMachineArn), i.input as string | undefined, i.name as string | undefined);
      await sfn().persist();
      return started;
    },
    'AWSStepFunctions.DescribeExecution': (i) => {
      const r = sfn().describeExecution(String(i.executionArn));
      return {
        executionArn: r.executionArn,
        stateMachineArn: r.executionArn.replace(':execution:', ':stateMachine:').replace(/:[^:]+$/, ''),
        name: r.name,
        status: r.status,
        startDate: epochSeconds(r.startDate),
        stopDate: epochSeconds(r.stopDate),
        input: JSON.stringify(r.input),
        ...(r.output !== undefined ? { output: JSON.stringify(r.output) } : {}),
        ...(r.error ? { error: r.error, cause: r.cause } : {}),
      };
    },
    'AWSStepFunctions.SendTaskSuccess': (i) => (sfn().sendTaskSuccess(String(i.taskToken), String(i.output)), {}),
    'AWSStepFunctions.SendTaskFailure': (i) => (
      sfn().sendTaskFailure(String(i.taskToken), i.error as string | undefined, i.cause as string | undefined),
      {}
    ),
    'AWSStepFunctions.SendTaskHeartbeat': (i) => (sfn().sendTaskHeartbeat(String(i.taskToken)), {}),
    'AWSEvents.PutEvents': (i) => ({ Entries: backends.putEvents((i.Entries as PutEventsEntry[]) ?? []), FailedEntryCount: 0 }),
    'AmazonSQS.SendMessage': async (i) => backends.queues.send(String(i.QueueUrl), String(i.MessageBody), i.MessageAttributes),
  };

  const server = createServer((request, response) => {
    void (async () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = operations[target];
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
        response.end(JSON.stringify(body));
      };
      const unavailable = (why: string) => reply(503, { __type: 'ServiceUnavailable', message: `The service is unavailable: ${why}.` });
      try {
        // Every other service (AWS_ENDPOINT_URL) is refused before its signature, signed for that service, is read.
        if (!operation) {
          const what = target || `${request.method} ${request.url} (host ${request.headers.host})`;
          reply(400, { __type: 'UnknownOperationException', message: `${what} is not available in the offline sandbox.` });
          return;
        }
        const body = await readBody(request);
        const authentication = await backends.authenticate(
          { method: request.method ?? 'POST', url: request.url ?? '/', headers: request.headers },
          body,
          SIGNING,
        );
        if ('rejected' in authentication) {
          const error = signatureErrorOf(authentication.rejected, authentication.detail);
          reply(400, { __type: error.type, message: error.message });
          return;
        }
        const full = STORING_OPERATIONS.has(target) ? backends.storage?.outage() : undefined;
        if (full) {
          unavailable(full);
          return;
        }
        const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        const call = IAM_CALLS[target]?.(input);
        if (call) {
          backends.access.authorize({
            service: call.action.split(':')[0] as string,
            ...call,
            operation: target.split('.')[1] as string,
            caller: authentication.caller,
          });
        }
        reply(200, (await operation(input)) ?? {});
      } catch (error) {
        if (error instanceof AccessDeniedError) {
          reply(400, { __type: 'AccessDeniedException', message: error.message });
          return;
        }
        const failure = error as Error;
        if (backends.storage?.noteFailure(error)) {
          unavailable(backends.storage.outage() ?? failure.message);
          return;
        }
        const known =
          failure instanceof StepFunctionsApiError || failure.name === 'ValidationException' || failure.name === 'QueueDoesNotExist';
        reply(known ? 400 : 500, { __type: known ? failure.name : 'InternalFailure', message: failure.message });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};
