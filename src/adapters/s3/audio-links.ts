import { GetObjectCommand, HeadObjectCommand, NotFound, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AudioLinks } from '../../transcripts/ports';

/**
 * Pre-signed GETs of stored recordings. The link carries the function's own (temporary) credentials, so it works
 * only while they do and only for what the function's role may read; S3 serves Range requests on it.
 */
export const s3AudioLinks = (s3: S3Client, bucket: string): AudioLinks => ({
  async playable(key, expiresInSeconds) {
    let contentType: string | undefined;
    try {
      contentType = (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
    } catch (error) {
      if (error instanceof NotFound) return undefined;
      throw error;
    }
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds });
    return { url, contentType: contentType ?? 'application/octet-stream' };
  },
});
