import { gunzipSync, gzipSync } from 'node:zlib';
import { GetCommand, paginateQuery, PutCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { UnprocessableError } from '../../core/errors';
import { fromWire, toWire } from '../wire-case';
import type { CalibrationRecord, CalibrationStore, CalibrationSummary } from '../../audits/calibrations';

/** DynamoDB's item limit, less room for the key and summary attributes. */
const MAX_REPORT_BYTES = 380 * 1024;

/** The summaries a query finds, read without unpacking the reports. */
const summaries = async (client: DynamoDBDocumentClient, query: QueryCommandInput): Promise<CalibrationSummary[]> => {
  const found: CalibrationSummary[] = [];
  const pages = paginateQuery(
    { client },
    { ...query, ProjectionExpression: 'calibration_id, batch_id, rubric_version, created_at, summary' },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const summary = fromWire(item.summary) as Pick<CalibrationSummary, 'ratings' | 'auditors' | 'overall'>;
      found.push({
        calibrationId: item.calibration_id as string,
        batchId: item.batch_id as string,
        rubricVersion: item.rubric_version as string,
        createdAt: item.created_at as string,
        ...summary,
      });
    }
  }
  return found;
};

/**
 * Calibrations table: partition `batch_id`, sort `calibration_id`; the `rubric_id`/`created_at` index lists a
 * rubric's calibrations across versions. The report is stored gzip-compressed (its evidence quotes can be long)
 * beside a small summary the list reads without unpacking reports. Attributes and the report keep the contract's
 * snake_case names.
 */
export const dynamoDbCalibrationStore = (client: DynamoDBDocumentClient, tableName: string, rubricIndex: string): CalibrationStore => ({
  async put({ report: unpacked, ...keys }) {
    const report = gzipSync(JSON.stringify(toWire(unpacked)));
    if (report.byteLength > MAX_REPORT_BYTES) {
      throw new UnprocessableError(
        `The calibration report is ${Math.ceil(report.byteLength / 1024)} KiB compressed, over the ${MAX_REPORT_BYTES / 1024} KiB that can be stored: calibrate with fewer ratings per request.`,
      );
    }
    await client.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...toWire(keys),
          report_gzip: report,
          summary: toWire({
            ratings: unpacked.ratings,
            auditors: unpacked.auditors.length,
            overall: unpacked.overall.machineVsHuman,
          }),
        },
        ConditionExpression: 'attribute_not_exists(calibration_id)',
      }),
    );
  },

  async get(batchId, calibrationId) {
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: { batch_id: batchId, calibration_id: calibrationId } }));
    if (!Item) return undefined;
    const { report_gzip: packed, summary: _summary, ...keys } = Item;
    return fromWire({ ...keys, report: JSON.parse(gunzipSync(packed as Uint8Array).toString('utf8')) as unknown }) as CalibrationRecord;
  },

  listByRubric: (owner, rubricId) =>
    summaries(client, {
      TableName: tableName,
      IndexName: rubricIndex,
      KeyConditionExpression: 'rubric_id = :rubric',
      FilterExpression: '#owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':rubric': rubricId, ':owner': owner },
      ScanIndexForward: false,
    }),

  // The sort key is a random id: newest first is sorted here (a batch has a handful of calibrations).
  listByBatch: async (batchId) =>
    (
      await summaries(client, {
        TableName: tableName,
        KeyConditionExpression: 'batch_id = :batch',
        ExpressionAttributeValues: { ':batch': batchId },
      })
    ).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
});
