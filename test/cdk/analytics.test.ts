import { Match } from 'aws-cdk-lib/assertions';
import { stageConfig } from '../../lib/config/stages';
import { analyticsDatabaseName } from '../../lib/constructs/analytics-catalog';
import {
  ANALYTICS,
  ANALYTICS_BUCKET,
  ANALYTICS_QUERY_RESULTS_BUCKET,
  ANALYTICS_TABLES,
  latestVersionSql,
} from '../../lib/definitions/analytics';
import { resourcesOf, STAGES, synthesize } from './support';

/** The Glue catalog and the Athena workgroup the synthesized template defines over the exported Parquet files. */

const logicalIdOfBucket = (stack: ReturnType<typeof synthesize>['stack'], bucketId: string) =>
  stack.getLogicalId(stack.resources.buckets.get(bucketId)!.resource.node.defaultChild as never);

/** CloudFormation JSON as these tests read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON, checked by the assertions below
type Json = any;

/** `{"Fn::Join": ["", ["s3://", {"Ref": bucket}, "/x/"]]}` → `s3://<bucket>/x/`, so locations read as text. */
const joined = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(joined).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  return ref ? `<${ref}>` : JSON.stringify(value);
};

describe.each(STAGES)('analytics resources, stage %s', (stage) => {
  const { stack, template } = synthesize(undefined, stage);
  const database = analyticsDatabaseName(stageConfig(stage).resourcePrefix, ANALYTICS.databaseSuffix);
  const dataBucket = `<${logicalIdOfBucket(stack, ANALYTICS_BUCKET.id)}>`;
  const resultsBucket = `<${logicalIdOfBucket(stack, ANALYTICS_QUERY_RESULTS_BUCKET.id)}>`;
  const tables = Object.values(resourcesOf(template, 'AWS::Glue::Table')).map((t) => t.Properties as Record<string, Json>);
  const byName = (name: string) => tables.find((t) => t.TableInput.Name === name)?.TableInput;

  it('defines the Glue database', () => {
    const databases = Object.values(resourcesOf(template, 'AWS::Glue::Database'));
    expect(databases.map((d) => (d.Properties as Json).DatabaseInput.Name)).toEqual([database]);
    expect(database).toMatch(/^[a-z0-9_]+$/);
  });

  it.each(Object.values(ANALYTICS_TABLES))('defines the Parquet table $name, partitioned by scored date with projection', (table) => {
    const input = byName(table.name);
    expect(input).toBeDefined();
    expect(tables.find((t) => t.TableInput.Name === table.name)!.DatabaseName).toBe(database);
    expect(input.TableType).toBe('EXTERNAL_TABLE');
    expect(input.StorageDescriptor.SerdeInfo.SerializationLibrary).toBe('org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe');
    expect(input.StorageDescriptor.InputFormat).toBe('org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat');
    expect(input.StorageDescriptor.Columns.map((c: { Name: string; Type: string }) => [c.Name, c.Type])).toEqual(
      table.columns.map((c) => [c.name, c.type]),
    );
    expect(joined(input.StorageDescriptor.Location)).toBe(`s3://${dataBucket}/${table.name}/`);
    expect(input.PartitionKeys).toEqual([expect.objectContaining({ Name: 'scored_date', Type: 'string' })]);
    const parameters = input.Parameters;
    expect(parameters).toMatchObject({
      classification: 'parquet',
      'projection.enabled': 'true',
      'projection.scored_date.type': 'date',
      'projection.scored_date.format': 'yyyy-MM-dd',
      'projection.scored_date.range': `${ANALYTICS.partition.from},NOW`,
      'projection.scored_date.interval.unit': 'DAYS',
    });
    // The objects' keys as the export writes them (src/adapters/s3/scorecard-parquet.ts): <table>/scored_date=<date>/.
    expect(joined(parameters['storage.location.template'])).toBe(`s3://${dataBucket}/${table.name}/scored_date=\${scored_date}/`);
  });

  it.each(ANALYTICS.views)('defines the view $name as Athena stores one, with the SQL the offline engine runs', (view) => {
    const input = byName(view.name);
    expect(input.TableType).toBe('VIRTUAL_VIEW');
    expect(input.Parameters).toEqual({ presto_view: 'true', comment: 'Presto View' });
    const encoded = /^\/\* Presto View: (.+) \*\/$/.exec(input.ViewOriginalText)?.[1];
    const presto = JSON.parse(Buffer.from(encoded!, 'base64').toString('utf8'));
    expect(presto).toMatchObject({ originalSql: latestVersionSql(view.table), catalog: 'awsdatacatalog', schema: database });
    const table = Object.values(ANALYTICS_TABLES).find((t) => t.name === view.table)!;
    expect(presto.columns.map((c: { name: string }) => c.name)).toEqual([
      ...table.columns.map((c) => c.name),
      'scored_date',
      'latest_version',
    ]);
    expect(presto.columns.find((c: { name: string }) => c.name === 'metadata').type).toBe('map(varchar,varchar)');
    expect(input.StorageDescriptor.Columns.map((c: { Name: string }) => c.Name)).toEqual(
      presto.columns.map((c: { name: string }) => c.name),
    );
  });

  it('defines an Athena workgroup that enforces encrypted results in their bucket and a bytes-scanned cutoff', () => {
    const workgroups = Object.values(resourcesOf(template, 'AWS::Athena::WorkGroup'));
    expect(workgroups).toHaveLength(1);
    const configuration = (workgroups[0]!.Properties as Json).WorkGroupConfiguration;
    expect(configuration).toMatchObject({
      EnforceWorkGroupConfiguration: true,
      BytesScannedCutoffPerQuery: ANALYTICS.bytesScannedCutoffPerQuery,
      EngineVersion: { SelectedEngineVersion: 'Athena engine version 3' },
      ResultConfiguration: { EncryptionConfiguration: { EncryptionOption: 'SSE_S3' } },
    });
    expect(joined(configuration.ResultConfiguration.OutputLocation)).toBe(`s3://${resultsBucket}/`);
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: ANALYTICS_QUERY_RESULTS_BUCKET.expireAfterDays })] },
      LoggingConfiguration: { LogFilePrefix: `${ANALYTICS_QUERY_RESULTS_BUCKET.id}/`, DestinationBucketName: Match.anyValue() },
    });
  });

  it('exports each batch from the audit state machine and each review from its event', () => {
    const machines = Object.values(resourcesOf(template, 'AWS::StepFunctions::StateMachine'));
    const audit = machines.map((m) => JSON.stringify(m.Properties)).find((text) => text.includes('ExportScorecards'));
    expect(audit).toContain(stack.getLogicalId(stack.functions.get('AnalyticsExportBatch')!.function.node.defaultChild as never));
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule')).map((r) => r.Properties as Json);
    const reviews = rules.find((r) => r.EventPattern?.['detail-type']?.[0] === 'Audit Conversation Reviewed' && !r.EventPattern.detail);
    expect(JSON.stringify(reviews.Targets)).toContain(
      stack.getLogicalId(stack.functions.get('AnalyticsExportReview')!.function.node.defaultChild as never),
    );
  });
});
