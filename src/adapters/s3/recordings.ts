import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { RecordingStore } from '../../transcripts/ports';

/** Recordings in the audio bucket, read and written whole (the fetch stage bounds their size). */
export const s3Recordings = (s3: S3Client, bucket: string): RecordingStore => ({
  async get(key) {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return await object.Body!.transformToByteArray();
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  },
  async exists(key) {
    try {
      await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound) return false;
      throw error;
    }
  },
  async put(key, body, contentType) {
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
  },
  async delete(key) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  },
});
