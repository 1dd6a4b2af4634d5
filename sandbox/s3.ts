import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
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
  if (directory) await repairS3Directory(root, bucketNames);
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

const OBJECT_SUFFIX = '._S3rver_object';
const METADATA_SUFFIX = '._S3rver_metadata.json';

/**
 * Undoes what a crash (kill -9) can leave in s3rver's files, before it serves them: a bucket path that is not a
 * directory is moved aside (s3rver then recreates the bucket); an object whose upload did not finish — s3rver
 * writes the content, then its MD5, then its metadata, so a missing or unreadable metadata file means the PUT
 * never answered 200 — is removed, as S3 would never have stored it. Each repair is reported on the console.
 */
export const repairS3Directory = async (root: string, bucketNames: readonly string[]): Promise<void> => {
  for (const bucket of bucketNames) {
    const bucketPath = path.join(root, bucket);
    const found = await stat(bucketPath).catch(() => undefined);
    if (found && !found.isDirectory()) {
      const aside = `${bucketPath}.unreadable-${Date.now()}`;
      await rename(bucketPath, aside);
      console.warn(`Sandbox: local S3 bucket ${bucket} was not a directory; moved it to ${aside} and recreated the bucket.`);
    }
    if (!found?.isDirectory()) {
      await mkdir(bucketPath, { recursive: true });
      continue;
    }
    for (const objectFile of await objectFiles(bucketPath)) {
      const base = objectFile.slice(0, -OBJECT_SUFFIX.length);
      const metadata = await readFile(base + METADATA_SUFFIX, 'utf8').catch(() => undefined);
      if (metadata !== undefined && isJson(metadata)) continue;
      await Promise.all([objectFile, `${objectFile}.md5`, base + METADATA_SUFFIX].map((file) => rm(file, { force: true })));
      console.warn(`Sandbox: local S3 object ${path.relative(root, base)} was only partly written (a crash during its upload); removed it.`);
    }
  }
};

const objectFiles = async (directory: string): Promise<string[]> => {
  const files: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX)) files.push(path.join(entry.parentPath, entry.name));
  }
  return files;
};

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
