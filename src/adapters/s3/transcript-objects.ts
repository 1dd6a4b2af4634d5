import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { TranscriptObjectStore } from '../../transcripts/ports';

/** JSON documents of transcript jobs (transcripts, profiles, results) in the transcripts bucket. */
export const s3TranscriptObjects = (s3: S3Client, bucket: string): TranscriptObjectStore => ({
  putJson: async (key, value) => {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(value), ContentType: 'application/json' }));
  },
  getJson: async <T>(key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return JSON.parse(await object.Body!.transformToString('utf8')) as T;
  },
  delete: async (key) => {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
});
