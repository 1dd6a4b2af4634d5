import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import { InvalidArgumentError, type Command } from 'commander';
import { isLoopback, resolveRegion, sigV4Signer } from '../../signing';
import { contextOf } from '../context';
import { CliError, plural } from '../output';

/**
 * `ccp analytics query "<SQL>"`: the SQL analysts run in Athena, run offline by DuckDB on the same Parquet files
 * (docs/analytics.md). The objects are downloaded through the S3 API first — from the sandbox's local S3, or from a
 * deployed stack's analytics bucket — into a local folder, because DuckDB cannot download its httpfs extension
 * here; then the Glue tables and views are recreated over that folder with the same names and the same SQL.
 */

/** The Glue tables (lib/definitions/analytics.ts: ANALYTICS_TABLES), each a prefix of the bucket. */
export const ANALYTICS_TABLE_NAMES = ['scorecards', 'criterion_scores'] as const;
const PARTITION = 'scored_date';

/**
 * The `*_latest` views, as the stack stores them in Glue. A copy of lib/definitions/analytics.ts's latestVersionSql
 * (client/ loads no server code): test/analytics/definitions.test.ts keeps the two equal.
 */
export const latestVersionSql = (table: string): string =>
  `SELECT * FROM (SELECT *, max(review_version) OVER (PARTITION BY ${PARTITION}, batch_id, conversation_index) AS latest_version FROM ${table}) WHERE review_version = latest_version`;

/**
 * Athena's (Trino's) element_at(map, key) answers the value, or null when the key is absent; DuckDB's answers a list.
 * Defined as Athena has it, so that the same SQL groups by a metadata key in both.
 */
const ATHENA_COMPATIBILITY = ['CREATE MACRO element_at(m, k) AS m[k]'];

/** Loaded by the commands that use them: every other command pays for what the CLI loads at start. */
const s3Module = () => import('@aws-sdk/client-s3');
const duckDb = () => import('@duckdb/node-api');

export interface AnalyticsSource {
  readonly s3: S3Client;
  readonly bucket: string;
  /** What to call it in messages. */
  readonly description: string;
}

/**
 * The sandbox's local S3 and analytics bucket, as it announces them (GET /sandbox/s3). A sandbox without
 * authentication also hands out its documented operator key pair; a sealed one (SANDBOX_AUTH=sigv4) answers only the
 * operator, so run `ccp --sign sigv4` with the operator's keys of the run (its sandbox-credentials.json) in the
 * environment or a profile: they sign that request and the S3 calls.
 */
const sandboxSource = async (
  endpoint: URL,
  options: { readonly sign: 'sigv4' | 'none'; readonly region?: string; readonly profile?: string },
): Promise<AnalyticsSource> => {
  const url = new URL(`${endpoint.pathname.replace(/\/$/, '')}/sandbox/s3`, endpoint.origin);
  const headers = { accept: 'application/json' };
  let response: Response;
  try {
    const signer =
      options.sign === 'sigv4'
        ? sigV4Signer({ region: resolveRegion(endpoint, options.region), ...(options.profile ? { profile: options.profile } : {}) })
        : undefined;
    response = await fetch(url, { headers: signer ? await signer({ method: 'GET', url, headers }) : headers });
  } catch (error) {
    throw new CliError(`Cannot reach the sandbox at ${endpoint.origin} (${(error as Error).message}): start it with npm start.`);
  }
  if (!response.ok) {
    throw new CliError(
      `${url} answered ${response.status}: is ${endpoint.origin} the sandbox (a sealed one answers only its operator: --sign sigv4 with the operator's keys)? For a deployed stack, pass --bucket.`,
    );
  }
  const local = (await response.json()) as {
    endpoint: string;
    region: string;
    buckets: Record<string, string>;
    credentials?: { access_key_id: string; secret_access_key: string };
  };
  const bucket = local.buckets.AnalyticsExports;
  if (!bucket) throw new CliError('This sandbox has no AnalyticsExports bucket: it runs an older version of the application.');
  const { S3Client } = await s3Module();
  return {
    s3: new S3Client({
      endpoint: local.endpoint,
      region: local.region,
      forcePathStyle: true,
      credentials: local.credentials
        ? { accessKeyId: local.credentials.access_key_id, secretAccessKey: local.credentials.secret_access_key }
        : fromNodeProviderChain(options.profile ? { profile: options.profile } : {}),
    }),
    bucket,
    description: `the sandbox's s3://${bucket}`,
  };
};

const deployedSource = async (
  bucket: string,
  options: { readonly region?: string; readonly profile?: string },
): Promise<AnalyticsSource> => {
  const { S3Client } = await s3Module();
  return {
    s3: new S3Client({
      ...(options.region ? { region: options.region } : {}),
      credentials: fromNodeProviderChain(options.profile ? { profile: options.profile } : {}),
    }),
    bucket,
    description: `s3://${bucket}`,
  };
};

/**
 * Copies the tables' objects (those of partitions from `since` on) into `folder`, keeping their keys, and skips an
 * object already there with the same size (a kept --dir is brought up to date, not downloaded again).
 */
export const downloadTables = async (
  source: AnalyticsSource,
  folder: string,
  since?: string,
): Promise<{ readonly objects: number; readonly downloaded: number; readonly bytes: number }> => {
  const { GetObjectCommand, ListObjectsV2Command } = await s3Module();
  let objects = 0;
  let downloaded = 0;
  let bytes = 0;
  for (const table of ANALYTICS_TABLE_NAMES) {
    let token: string | undefined;
    do {
      const page = await source.s3.send(
        new ListObjectsV2Command({
          Bucket: source.bucket,
          Prefix: `${table}/`,
          ...(since ? { StartAfter: `${table}/${PARTITION}=${since}` } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key!;
        if (!key.endsWith('.parquet')) continue;
        objects += 1;
        const file = path.join(folder, ...key.split('/'));
        const existing = await stat(file).catch(() => undefined);
        if (existing && existing.size === object.Size) continue;
        const { Body } = await source.s3.send(new GetObjectCommand({ Bucket: source.bucket, Key: key }));
        const data = await Body!.transformToByteArray();
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, data);
        downloaded += 1;
        bytes += data.byteLength;
      }
      token = page.NextContinuationToken;
    } while (token);
  }
  return { objects, downloaded, bytes };
};

/** Rows as JSON values (DuckDB's BIGINTs become numbers when they fit, timestamps ISO-like text in UTC). */
export type Row = Record<string, unknown>;

/** Runs `sql` over the Parquet files of `folder` with the Glue tables' and views' names; the tables with no file are left out. */
export const queryFolder = async (folder: string, sql: string): Promise<{ readonly columns: string[]; readonly rows: Row[] }> => {
  const { DuckDBInstance, DuckDBTypeId } = await duckDb();
  const numericAsText = new Set([
    DuckDBTypeId.BIGINT,
    DuckDBTypeId.UBIGINT,
    DuckDBTypeId.HUGEINT,
    DuckDBTypeId.UHUGEINT,
    DuckDBTypeId.DECIMAL,
  ]);
  // Nothing is downloaded at run time: parquet, json and icu are built in.
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false' });
  const connection = await instance.connect();
  try {
    await connection.run("SET TimeZone = 'UTC'");
    const present: string[] = [];
    for (const table of ANALYTICS_TABLE_NAMES) {
      const files = path.join(folder, table, '*', '*.parquet');
      const found = await connection.runAndReadAll(`SELECT count(*) AS n FROM glob('${files.replace(/'/g, "''")}')`);
      if (Number(found.getRowObjectsJson()[0]?.n ?? 0) === 0) continue;
      present.push(table);
      await connection.run(
        `CREATE VIEW ${table} AS SELECT * FROM read_parquet('${files.replace(/'/g, "''")}', hive_partitioning = true, hive_types = {'${PARTITION}': VARCHAR})`,
      );
      await connection.run(`CREATE VIEW ${table}_latest AS ${latestVersionSql(table)}`);
    }
    if (present.length === 0)
      throw new CliError('No scorecards have been exported yet (a batch is exported when it finishes, a review when it is made).');
    for (const statement of ATHENA_COMPATIBILITY) await connection.run(statement);
    let reader;
    try {
      reader = await connection.runAndReadAll(sql);
    } catch (error) {
      throw new CliError(`The query failed: ${(error as Error).message}`);
    }
    // JSON gives 64-bit integers and decimals as text: numbers, when they are exact as numbers.
    const numeric = reader
      .columnTypes()
      .map((type, i) => (numericAsText.has(type.typeId) ? reader.columnNames()[i]! : undefined))
      .filter((name): name is string => name !== undefined);
    const rows = (reader.getRowObjectsJson() as Row[]).map((row) => {
      for (const name of numeric) {
        const value = Number(row[name]);
        if (typeof row[name] === 'string' && Number.isFinite(value) && String(value) === row[name]) row[name] = value;
      }
      return row;
    });
    return { columns: reader.columnNames(), rows };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
};

/** A plain aligned table: columns as wide as their widest cell, numbers right-aligned. */
export const formatTable = (columns: readonly string[], rows: readonly Row[]): string => {
  const text = (value: unknown) =>
    value === null || value === undefined ? 'NULL' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const cells = rows.map((row) => columns.map((column) => text(row[column])));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i]!.length)));
  const numeric = columns.map((column) => rows.length > 0 && rows.every((row) => row[column] === null || typeof row[column] === 'number'));
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (numeric[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    line(columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
    `(${rows.length} row${rows.length === 1 ? '' : 's'})`,
  ].join('\n');
};

const parseDate = (value: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new InvalidArgumentError(`Expected a date (YYYY-MM-DD), got "${value}".`);
  return value;
};

export const registerAnalyticsCommands = (program: Command): void => {
  const analytics = program.command('analytics').description('query the exported scorecards with SQL, offline (docs/analytics.md)');
  analytics
    .command('query')
    .description(
      'run SQL (as Athena would) over the scorecards: tables scorecards and criterion_scores, views scorecards_latest and criterion_scores_latest',
    )
    .argument('<sql>', 'the query, e.g. "SELECT count(*) FROM scorecards_latest"')
    .option('--bucket <name>', "a deployed stack's analytics bucket (its AnalyticsExportsBucketName output); default: the sandbox's")
    .option('--since <date>', 'download only the partitions scored on or after this date (YYYY-MM-DD)', parseDate)
    .option('--dir <folder>', 'keep the downloaded files here and reuse them next time (default: a temporary folder, removed after)')
    .action(async (sql: string, options: { bucket?: string; since?: string; dir?: string }, command: Command) => {
      const { output, endpoint, sign, region, profile } = contextOf(command);
      if (!options.bucket && !isLoopback(endpoint)) {
        throw new CliError(`--bucket is needed for a deployed stack (${endpoint.origin}): its AnalyticsExportsBucketName output.`);
      }
      const source = options.bucket
        ? await deployedSource(options.bucket, { region, profile })
        : await sandboxSource(endpoint, { sign, region, profile });
      const folder = options.dir ? path.resolve(options.dir) : await mkdtemp(path.join(tmpdir(), 'ccp-analytics-'));
      try {
        const copied = await downloadTables(source, folder, options.since);
        output.note(
          `${plural(copied.objects, 'Parquet object')} in ${source.description} (${copied.downloaded} downloaded, ${copied.bytes} bytes)${options.dir ? ` in ${folder}` : ''}`,
        );
        const result = await queryFolder(folder, sql);
        output.result(result.rows, () => formatTable(result.columns, result.rows));
      } finally {
        source.s3.destroy();
        if (!options.dir) await rm(folder, { recursive: true, force: true });
      }
    });
};
