import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
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
});

/**
 * Audio files move between S3 and local temporary files (sox and the local engine work on files). Uploads send
 * a buffer, not a stream: a streamed body goes out aws-chunked with a checksum trailer, which the sandbox's S3
 * (s3rver) would store verbatim. The fetch stage holds the audio in memory anyway (size-capped).
 */
export const uploadFile = async (s3: S3Client, bucket: string, key: string, path: string, contentType: string): Promise<void> => {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: await readFile(path), ContentType: contentType }));
};

export const downloadFile = async (s3: S3Client, bucket: string, key: string, path: string): Promise<void> => {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  await pipeline(object.Body as Readable, createWriteStream(path));
};
