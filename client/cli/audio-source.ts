import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fromNodeProviderChain } from '@aws-sdk/credential-providers';
import { isLoopback } from '../signing';
import { CliError } from './output';

/** The audio URL to put in the job, and how to release what serves it. */
export interface AudioSource {
  readonly url: string;
  /** True when this process serves the file: it must stay up until the pipeline has fetched it. */
  readonly servedLocally: boolean;
  /** Resolves once the file has been downloaded in full (never for sources this process does not serve). */
  readonly fetched: Promise<void>;
  close(): Promise<void>;
}

/** How long an uploaded file's pre-signed URL stays valid: longer than a queued job waits for its fetch. */
const PRESIGNED_URL_TTL_SECONDS = 6 * 60 * 60;

const MEDIA_TYPES: Record<string, string> = {
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.webm': 'audio/webm',
};
const mediaTypeOf = (file: string) => MEDIA_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const never = new Promise<void>(() => undefined);

/** Serves one file on 127.0.0.1 under an unguessable path, for a sandbox on the same machine to fetch. */
const serveOnLoopback = async (file: string, size: number): Promise<AudioSource> => {
  const route = `/${randomUUID()}/${encodeURIComponent(path.basename(file))}`;
  let markFetched!: () => void;
  const fetched = new Promise<void>((resolve) => (markFetched = resolve));
  const server = createServer((request, response) => {
    if (request.url !== route || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': mediaTypeOf(file), 'content-length': size });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    response.on('finish', markFetched);
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`,
    servedLocally: true,
    fetched,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

/** Uploads the file to the user's bucket and pre-signs a GET, for a deployed stack to fetch. */
const uploadToS3 = async (
  file: string,
  size: number,
  options: { readonly bucket: string; readonly region?: string; readonly profile?: string },
): Promise<AudioSource> => {
  // Loaded here: most commands never upload, and every command pays for what the CLI loads at start.
  const [{ GetObjectCommand, PutObjectCommand, S3Client }, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const s3 = new S3Client({
    ...(options.region ? { region: options.region } : {}),
    credentials: fromNodeProviderChain(options.profile ? { profile: options.profile } : {}),
  });
  const key = `ccp-uploads/${randomUUID()}/${path.basename(file)}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: options.bucket,
      Key: key,
      Body: createReadStream(file),
      ContentLength: size,
      ContentType: mediaTypeOf(file),
    }),
  );
  const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: options.bucket, Key: key }), { expiresIn: PRESIGNED_URL_TTL_SECONDS });
  s3.destroy();
  return { url, servedLocally: false, fetched: never, close: async () => undefined };
};

/**
 * Turns the `transcribe` argument into an audio URL: a URL is used as is; a local file is served from loopback
 * for a sandbox, or uploaded to `--upload-bucket` and pre-signed for a deployed stack.
 */
export const audioSourceFor = async (
  source: string,
  options: { readonly endpoint: URL; readonly uploadBucket?: string; readonly region?: string; readonly profile?: string },
): Promise<AudioSource> => {
  if (/^https?:\/\//i.test(source)) return { url: source, servedLocally: false, fetched: never, close: async () => undefined };
  let size: number;
  try {
    const file = await stat(source);
    if (!file.isFile()) throw new Error('not a regular file');
    size = file.size;
  } catch (error) {
    throw new CliError(`Cannot read the audio file ${source}: ${(error as Error).message}`);
  }
  if (options.uploadBucket) return uploadToS3(source, size, { ...options, bucket: options.uploadBucket });
  if (isLoopback(options.endpoint)) return serveOnLoopback(source, size);
  throw new CliError(
    `A deployed stack cannot read ${source} from this machine: pass --upload-bucket <bucket> to upload it to S3 (pre-signed for the pipeline), or give an HTTPS URL.`,
  );
};
