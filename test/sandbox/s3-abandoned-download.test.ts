import { get } from 'node:http';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ANALYTICS_BUCKET } from '../../lib/definitions/analytics';
import { localBucketName } from '../../sandbox/environment';
import { startSandbox, type Sandbox } from '../../sandbox/runtime';

/**
 * A download from the local S3 that its caller abandons half-way (a browser closing a page whose recording it had
 * paused) does not keep the sandbox from stopping: the authorizing proxy ends its own request to s3rver when its
 * caller goes, so s3rver has no connection left stuck behind an answer nobody reads, and its close completes.
 */

let sandbox: Sandbox | undefined;

afterAll(async () => {
  await sandbox?.stop();
});

it('stops after a caller abandoned a large S3 download it had started reading', async () => {
  sandbox = await startSandbox({ retryIntervalMs: 5 });
  // The operator's keys and the local S3 (the authorizing proxy) are in this process's environment.
  const s3 = new S3Client({ forcePathStyle: true });
  const Bucket = localBucketName(ANALYTICS_BUCKET.id);
  // Far more than the socket buffers between s3rver, the proxy and this client hold.
  const size = 32 * 1024 * 1024;
  await s3.send(new PutObjectCommand({ Bucket, Key: 'large.bin', Body: Buffer.alloc(size, 7) }));
  const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: 'large.bin' }), { expiresIn: 300 });
  s3.destroy();

  // Read the first bytes of the answer, then go away without reading the rest.
  const firstBytes = await new Promise<number>((resolve, reject) => {
    const request = get(url, (response) => {
      response.once('data', (chunk: Buffer) => {
        request.destroy();
        resolve(chunk.length);
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
  expect(firstBytes).toBeGreaterThan(0);

  // With the emulator's side left open, this never finished (s3rver's close waited for that connection).
  await sandbox.stop();
  sandbox = undefined;
});
