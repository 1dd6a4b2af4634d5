import { S3Client } from '@aws-sdk/client-s3';

/** The sandbox's local S3 needs path-style addressing (S3_FORCE_PATH_STYLE=true). */
export const createS3Client = (): S3Client => new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });

let s3: S3Client | undefined;

export const sharedS3Client = (): S3Client => (s3 ??= createS3Client());
