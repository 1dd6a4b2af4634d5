import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import s3rverAccount from 's3rver/lib/models/account.js';
import { SANDBOX_REGION } from './environment';
import { processTempDir } from './temp-dirs';

export interface LocalS3 {
  /** The Unix socket s3rver listens on, in a directory only this user may enter. */
  readonly socketPath: string;
  /** A client of the sandbox's own (Transcribe, Step Functions' ItemReader and ResultWriter), straight to s3rver. */
  readonly client: S3Client;
  close(): Promise<void>;
}

/** Connects every request to one Unix socket, whatever host the URL names. */
class UnixSocketAgent extends Agent {
  constructor(private readonly socketPath: string) {
    super({ keepAlive: true });
  }

  override createConnection(): Socket {
    return connect(this.socketPath);
  }
}

/**
 * An S3-compatible server (s3rver) storing objects under `directory` (a temporary directory, removed on close,
 * when none is given). It listens on a Unix socket, not on a port: its only network door is the authorizing
 * proxy in front of it (sandbox/iam/proxy.ts), which checks signatures and IAM. s3rver verifies signatures
 * too: it learns `signers`, the key pairs of the run's principals, and the sandbox's own client's pair.
 */
export const startS3 = async (
  bucketNames: readonly string[],
  directory: string | undefined,
  signers: readonly { accessKeyId: string; secretAccessKey: string }[],
): Promise<LocalS3> => {
  const own = { accessKeyId: 'AKIASANDBOXINTERNAL1', secretAccessKey: randomBytes(24).toString('base64url') };
  for (const { accessKeyId, secretAccessKey } of [own, ...signers]) s3rverAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const root = directory ?? (await processTempDir('s3'));
  if (directory) await repairS3Directory(root, bucketNames);
  const socketDir = await processTempDir('s3-socket');
  const socketPath = path.join(socketDir, 's3.sock');
  const server = new S3rver({ silent: true, directory: root, configureBuckets: bucketNames.map((name) => ({ name, configs: [] })) });
  // Silent all through: s3rver logs each response when it ends, and one that ends after its close (a download its
  // caller abandoned) would otherwise reach a logger without transports, which writes a warning to the console.
  server.logger.silent = true;
  await server.configureBuckets();
  // What server.run() does, on the socket instead of a port.
  server.httpServer = await server.listen(socketPath);
  const agent = new UnixSocketAgent(socketPath);
  const client = new S3Client({
    endpoint: 'http://localhost',
    region: SANDBOX_REGION,
    credentials: own,
    forcePathStyle: true,
    requestHandler: { httpAgent: agent },
  });
  return {
    socketPath,
    client,
    close: async () => {
      client.destroy();
      agent.destroy();
      await server.close();
      await rm(socketDir, { recursive: true, force: true });
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
      console.warn(
        `Sandbox: local S3 object ${path.relative(root, base)} was only partly written (a crash during its upload); removed it.`,
      );
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
