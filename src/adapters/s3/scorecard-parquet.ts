import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { parquetWriteBuffer, type ColumnSource, type SchemaElement } from 'hyparquet-writer';
import { ANALYTICS_PARTITION, ANALYTICS_TABLES } from '../../../lib/definitions/analytics';
import type { AnalyticsColumn, AnalyticsTableDefinition } from '../../../lib/definitions/types';
import type { ScorecardSink } from '../../analytics/export';
import type { CriterionRow, ScorecardRow } from '../../analytics/scorecard-versions';
import { toWire } from '../wire-case';

/**
 * Scorecard versions as Parquet objects in S3, at `<table>/scored_date=<date>/<name>.parquet` (Hive-style, as the
 * Glue tables' partition projection reads them). The columns, their order and their types are the Glue tables' own
 * (lib/definitions/analytics.ts), so the files and the catalog cannot disagree. Snappy-compressed, one row group
 * per object (a batch has at most 10,000 conversations), with min/max statistics, so Athena skips what it can.
 */

/** A Glue type as a Parquet leaf (or, for a map, its group and key/value leaves). Every column is nullable. */
const schemaOf = (column: AnalyticsColumn): SchemaElement[] => {
  const leaf = (type: SchemaElement['type'], extra: Partial<SchemaElement> = {}): SchemaElement[] => [
    { name: column.name, type, repetition_type: 'OPTIONAL', ...extra },
  ];
  switch (column.type) {
    case 'string':
      return leaf('BYTE_ARRAY', { converted_type: 'UTF8' });
    case 'int':
      return leaf('INT32');
    case 'double':
      return leaf('DOUBLE');
    case 'boolean':
      return leaf('BOOLEAN');
    case 'timestamp':
      return leaf('INT64', { logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' } });
    case 'map<string,string>':
      return [
        { name: column.name, repetition_type: 'OPTIONAL', converted_type: 'MAP', num_children: 1 },
        { name: 'key_value', repetition_type: 'REPEATED', num_children: 2 },
        { name: 'key', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
        { name: 'value', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'OPTIONAL' },
      ];
  }
};

/** A column's values as the writer takes them: maps as Map, timestamps as Date. */
const valueOf = (column: AnalyticsColumn, value: unknown): unknown =>
  column.type === 'map<string,string>' ? new Map(Object.entries((value ?? {}) as Record<string, string>)) : (value ?? null);

/** Rows (camelCase, as src/ builds them) as one Parquet file of the table's columns. */
export const parquetOf = (table: AnalyticsTableDefinition, rows: readonly (ScorecardRow | CriterionRow)[]): Uint8Array => {
  // The metadata's keys are the caller's: toWire keeps them as given.
  const wire = rows.map((row) => toWire(row) as Record<string, unknown>);
  const columnData: ColumnSource[] = table.columns.map((column) => ({
    name: column.name,
    data: wire.map((row) => valueOf(column, row[column.name])) as ColumnSource['data'],
  }));
  const schema: SchemaElement[] = [{ name: 'root', num_children: table.columns.length }, ...table.columns.flatMap(schemaOf)];
  return new Uint8Array(parquetWriteBuffer({ columnData, schema, rowGroupSize: Math.max(rows.length, 1) }));
};

/** The key of an object: `<table>/scored_date=<date>/<name>.parquet`. */
export const objectKey = (table: string, scoredDate: string, name: string) =>
  `${table}/${ANALYTICS_PARTITION}=${scoredDate}/${name}.parquet`;

export const s3ScorecardSink = (client: S3Client, bucket: string): ScorecardSink => ({
  async write(scoredDate, name, versions) {
    const tables = [
      { table: ANALYTICS_TABLES.scorecards, rows: versions.map((v) => v.scorecard) },
      { table: ANALYTICS_TABLES.criterionScores, rows: versions.flatMap((v) => v.criteria) },
    ];
    for (const { table, rows } of tables) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(table.name, scoredDate, name),
          Body: parquetOf(table, rows),
          ContentType: 'application/vnd.apache.parquet',
        }),
      );
    }
  },
});
