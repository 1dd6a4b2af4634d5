import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import s3rverAccount from 's3rver/lib/models/account.js';
import { SANDBOX_CREDENTIALS, SANDBOX_OPERATOR_CREDENTIALS, SANDBOX_REGION } from './environment';

export interface LocalS3 {
  readonly endpoint: string;
  readonly client: S3Client;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a loopback port, storing objects under `directory` (a temporary
 * directory, removed on close, when none is given). The SDK reaches it with path-style addressing.
 */
export const startS3 = async (
  bucketNames: readonly string[],
  directory?: string,
  signers: readonly { accessKeyId: string; secretAccessKey: string }[] = [],
): Promise<LocalS3> => {
  // s3rver verifies SigV4 signatures; teach it the documented key pair, the operator's and each function's own
  // pair (sandbox/aws-access.ts).
  for (const { accessKeyId, secretAccessKey } of [SANDBOX_CREDENTIALS, SANDBOX_OPERATOR_CREDENTIALS, ...signers]) s3rverAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const root = directory ?? (await mkdtemp(path.join(tmpdir(), 'sandbox-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: root,
    configureBuckets: bucketNames.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: SANDBOX_REGION, credentials: SANDBOX_CREDENTIALS, forcePathStyle: true });
  return {
    endpoint,
    client,
    close: async () => {
      client.destroy();
      await server.close();
      if (!directory) await rm(root, { recursive: true, force: true });
    },
  };
};
