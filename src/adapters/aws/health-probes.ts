import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import type { DependencyProbe } from '../../core/health';

export const tableProbe = (client: DynamoDBClient, tableName: string): DependencyProbe => ({
  name: `dynamodb:${tableName}`,
  check: async () => {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus !== 'ACTIVE' && Table?.TableStatus !== 'UPDATING') {
      throw new Error(`table ${tableName} is ${Table?.TableStatus ?? 'missing'}`);
    }
  },
});

export const bucketProbe = (client: S3Client, bucketName: string): DependencyProbe => ({
  name: `s3:${bucketName}`,
  check: async () => {
    await client.send(new HeadBucketCommand({ Bucket: bucketName }));
  },
});
