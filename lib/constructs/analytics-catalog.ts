import { CfnOutput, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as athena from 'aws-cdk-lib/aws-athena';
import * as glue from 'aws-cdk-lib/aws-glue';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { AnalyticsColumn, AnalyticsColumnType, AnalyticsDefinition } from '../definitions';
import { acknowledgeNag, nagArn, nagArnAttribute } from './nag';

/**
 * The SQL side of the analytics export (docs/analytics.md): a Glue database with one external Parquet table per
 * definition, partitioned by date with partition projection (Athena computes the partitions from the table's
 * properties: no crawler, no MSCK REPAIR, no partition to add as days go by), the `*_latest` views, an Athena
 * workgroup that enforces its encrypted results location and a bytes-scanned cutoff, and a managed policy an
 * analyst's role attaches to query them.
 */

export interface AnalyticsCatalogProps {
  readonly definition: AnalyticsDefinition;
  readonly resourcePrefix: string;
  readonly bucket: s3.IBucket;
  readonly queryResultsBucket: s3.IBucket;
  readonly removalPolicy: RemovalPolicy;
}

/** The Glue database name: lower case, underscores only (what Athena accepts unquoted). */
export const analyticsDatabaseName = (resourcePrefix: string, suffix: string) =>
  `${resourcePrefix}_${suffix}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');

/** Hive's name for a type is Glue's; Presto's (Athena's view metadata) differs. */
const PRESTO_TYPES: Readonly<Record<AnalyticsColumnType, string>> = {
  string: 'varchar',
  int: 'integer',
  double: 'double',
  boolean: 'boolean',
  timestamp: 'timestamp(3)',
  'map<string,string>': 'map(varchar,varchar)',
};

const glueColumn = (column: AnalyticsColumn): glue.CfnTable.ColumnProperty => ({
  name: column.name,
  type: column.type,
  ...(column.comment ? { comment: column.comment } : {}),
});

/**
 * A view as Athena stores one it created: the Presto view JSON (its SQL, catalog, schema and typed columns),
 * base64-encoded in ViewOriginalText.
 */
export const prestoView = (database: string, sql: string, columns: readonly AnalyticsColumn[]) => {
  const view = {
    originalSql: sql,
    catalog: 'awsdatacatalog',
    schema: database,
    columns: columns.map((column) => ({ name: column.name, type: PRESTO_TYPES[column.type] })),
    owner: 'ccp',
    runAsInvoker: false,
    properties: {},
  };
  return `/* Presto View: ${Buffer.from(JSON.stringify(view)).toString('base64')} */`;
};

export class AnalyticsCatalog extends Construct {
  readonly databaseName: string;
  readonly workGroupName: string;
  readonly readerPolicy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: AnalyticsCatalogProps) {
    super(scope, id);
    const { definition, bucket, queryResultsBucket } = props;
    const stack = Stack.of(this);
    this.databaseName = analyticsDatabaseName(props.resourcePrefix, definition.databaseSuffix);
    this.workGroupName = `${props.resourcePrefix}-${definition.databaseSuffix}`;

    const database = new glue.CfnDatabase(this, 'Database', {
      catalogId: stack.account,
      databaseInput: { name: this.databaseName, description: 'Scorecards exported by the audit service, as Parquet (docs/analytics.md).' },
    });
    database.applyRemovalPolicy(props.removalPolicy);

    const partition = definition.partition;
    const partitionColumn: AnalyticsColumn = { name: partition.name, type: 'string', comment: 'UTC date scored (YYYY-MM-DD).' };
    const tables = definition.tables.map((table) => {
      const location = `s3://${bucket.bucketName}/${table.name}/`;
      const cfnTable = new glue.CfnTable(this, `Table-${table.name}`, {
        catalogId: stack.account,
        databaseName: this.databaseName,
        tableInput: {
          name: table.name,
          description: table.description,
          tableType: 'EXTERNAL_TABLE',
          partitionKeys: [glueColumn(partitionColumn)],
          parameters: {
            classification: 'parquet',
            'parquet.compression': 'SNAPPY',
            'projection.enabled': 'true',
            [`projection.${partition.name}.type`]: 'date',
            [`projection.${partition.name}.format`]: partition.format,
            [`projection.${partition.name}.range`]: `${partition.from},NOW`,
            [`projection.${partition.name}.interval`]: '1',
            [`projection.${partition.name}.interval.unit`]: 'DAYS',
            'storage.location.template': `${location}${partition.name}=\${${partition.name}}/`,
          },
          storageDescriptor: {
            columns: table.columns.map(glueColumn),
            location,
            inputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat',
            outputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat',
            serdeInfo: { serializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe' },
          },
        },
      });
      cfnTable.addResourceDependency(database);
      return cfnTable;
    });

    for (const view of definition.views) {
      const table = definition.tables.find((t) => t.name === view.table);
      if (!table) throw new Error(`Analytics view ${view.name} reads table ${view.table}, which is not defined.`);
      const columns = [...table.columns, partitionColumn, ...view.extraColumns];
      const cfnView = new glue.CfnTable(this, `View-${view.name}`, {
        catalogId: stack.account,
        databaseName: this.databaseName,
        tableInput: {
          name: view.name,
          description: view.description,
          tableType: 'VIRTUAL_VIEW',
          parameters: { presto_view: 'true', comment: 'Presto View' },
          viewOriginalText: prestoView(this.databaseName, view.sql, columns),
          viewExpandedText: '/* Presto View */',
          storageDescriptor: { columns: columns.map(glueColumn), serdeInfo: {} },
        },
      });
      for (const dependency of tables) cfnView.addResourceDependency(dependency);
    }

    const workGroup = new athena.CfnWorkGroup(this, 'WorkGroup', {
      name: this.workGroupName,
      description: 'Queries of the scorecards (docs/analytics.md): results encrypted in the query-results bucket, bytes scanned capped.',
      recursiveDeleteOption: props.removalPolicy === RemovalPolicy.DESTROY,
      workGroupConfiguration: {
        enforceWorkGroupConfiguration: true,
        publishCloudWatchMetricsEnabled: true,
        bytesScannedCutoffPerQuery: definition.bytesScannedCutoffPerQuery,
        engineVersion: { selectedEngineVersion: 'Athena engine version 3' },
        resultConfiguration: {
          outputLocation: `s3://${queryResultsBucket.bucketName}/`,
          encryptionConfiguration: { encryptionOption: 'SSE_S3' },
        },
      },
    });
    workGroup.applyRemovalPolicy(props.removalPolicy);

    const arn = (service: string, resource: string) => stack.formatArn({ service, resource, resourceName: undefined });
    this.readerPolicy = new iam.ManagedPolicy(this, 'ReaderPolicy', {
      description: 'Query the scorecards with Athena in the analytics workgroup (attach to an analyst role).',
      statements: [
        new iam.PolicyStatement({
          actions: [
            'athena:StartQueryExecution',
            'athena:GetQueryExecution',
            'athena:GetQueryResults',
            'athena:StopQueryExecution',
            'athena:GetWorkGroup',
          ],
          resources: [arn('athena', `workgroup/${this.workGroupName}`)],
        }),
        new iam.PolicyStatement({
          actions: ['glue:GetDatabase', 'glue:GetTable', 'glue:GetTables', 'glue:GetPartitions'],
          resources: [arn('glue', 'catalog'), arn('glue', `database/${this.databaseName}`), arn('glue', `table/${this.databaseName}/*`)],
        }),
        new iam.PolicyStatement({
          actions: ['s3:ListBucket', 's3:GetBucketLocation'],
          resources: [bucket.bucketArn, queryResultsBucket.bucketArn],
        }),
        new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects('*')] }),
        new iam.PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'],
          resources: [queryResultsBucket.arnForObjects('*')],
        }),
      ],
    });
    new CfnOutput(stack, 'AnalyticsDatabase', { value: this.databaseName, description: 'Glue database of the scorecard tables.' });
    new CfnOutput(stack, 'AnalyticsWorkGroup', { value: this.workGroupName, description: 'Athena workgroup for scorecard queries.' });
    new CfnOutput(stack, 'AnalyticsReaderPolicyArn', {
      value: this.readerPolicy.managedPolicyArn,
      description: 'Attach to an analyst role.',
    });
    const reason =
      "An analyst reads every table and view of this database and every exported object; Athena writes each query's results under a key of its own.";
    for (const resource of [
      nagArn(this, 'glue', `table/${this.databaseName}/*`),
      `${nagArnAttribute(bucket)}/*`,
      `${nagArnAttribute(queryResultsBucket)}/*`,
    ]) {
      acknowledgeNag(this.readerPolicy, 'IAM5', reason, `Resource::${resource}`);
    }
  }
}
