import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { fromWire, toWire } from '../wire-case';
import type { Conversation } from '../../audits/model';
import type {
  BatchInputStore,
  BatchRejections,
  ConversationStream,
  BatchInputWriter,
  BatchItem,
  StoredBatchInput,
  StreamedBatchInputs,
  SubmittedConversations,
  UploadedLines,
  UploadLocations,
  UploadUrls,
} from '../../audits/ports';

/** Conversations objects a warm function keeps whole (each at most one request body, 5 MiB by default). */
const CACHED_OBJECTS = 4;
/**
 * Objects up to this size (an inline request's) are read whole once per warm function; a larger one (an
 * upload's, up to gigabytes) is read one conversation's byte range at a time.
 */
const CACHED_OBJECT_MAX_BYTES = 6 * 1024 * 1024;
/** Multipart part size while an upload's conversations are stored (S3's minimum is 5 MiB). */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * One NDJSON object written as its lines come: held in memory up to PART_BYTES, then stored part by part
 * (multipart upload), so a file of any size is written at bounded memory; a small one is one PutObject.
 */
export const ndjsonObjectWriter = (client: S3Client, bucket: string, key: string) => {
  const parts: { PartNumber: number; ETag: string }[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let uploadId: string | undefined;
  const uploadPart = async () => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: 'application/x-ndjson' })))
      .UploadId;
    const PartNumber = parts.length + 1;
    const { ETag } = await client.send(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: Buffer.concat(pending) }),
    );
    parts.push({ PartNumber, ETag: ETag! });
    pending = [];
    pendingBytes = 0;
  };
  return {
    async append(line: Buffer) {
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= PART_BYTES) await uploadPart();
    },
    async close() {
      if (uploadId === undefined) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.concat(pending), ContentType: 'application/x-ndjson' }),
        );
      } else {
        if (pendingBytes > 0) await uploadPart();
        await client.send(
          new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
        );
      }
    },
    async abort() {
      if (uploadId !== undefined) await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
    },
  };
};

/**
 * A batch's conversations are written once, as one JSON Lines object in submission order; the item list the
 * Map reads (S3 ItemReader, JSONL) holds only each conversation's index, id and byte range, one a line. State payloads never
 * carry transcripts. A function reads a batch's object once and slices each iteration's conversation out of
 * it: one GET per warm function and batch instead of one per conversation (the iteration path is the
 * batch's cost), with memory bounded by CACHED_OBJECTS request bodies.
 */
/** Stored lines and items keep the contract's snake_case, like every other stored audit shape. */
const conversationOf = (line: string) => fromWire(JSON.parse(line) as unknown) as Conversation;

const inputKeysOf = (batchId: string): StoredBatchInput => ({
  conversationsKey: `audits/${batchId}/conversations.jsonl`,
  itemsKey: `audits/${batchId}/items.jsonl`,
});

export const s3BatchInputStore = (
  client: S3Client,
  bucket: string,
): BatchInputStore & StreamedBatchInputs & SubmittedConversations & ConversationStream => {
  /** The bytes, and the object's whole size (from Content-Range when a range was asked for). */
  const getObject = async (
    key: string,
    range?: { offset: number; length: number },
  ): Promise<{ bytes: Uint8Array; objectBytes: number }> => {
    const { Body, ContentRange } = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.offset}-${range.offset + range.length - 1}` } : {}),
      }),
    );
    if (!Body) throw new Error(`s3://${bucket}/${key} has no body`);
    const bytes = await Body.transformToByteArray();
    const total = Number(ContentRange?.split('/')[1]);
    return { bytes, objectBytes: Number.isFinite(total) ? total : bytes.length };
  };
  const getBytes = async (key: string, range?: { offset: number; length: number }) => (await getObject(key, range)).bytes;
  const objectSizes = new Map<string, number>();
  /** The Map's ItemReader reads this as JSON Lines (one item a line: no array to hold whole). */
  const putItems = (key: string, items: readonly BatchItem[]) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: items.map((item) => JSON.stringify(toWire(item)) + '\n').join(''),
        ContentType: 'application/x-ndjson',
      }),
    );
  /** Absent when the input is no longer stored (deleted, or expired under an earlier lifecycle: AUDIT_INPUTS_BUCKET). */
  const getBytesIfStored = (key: string, range?: { offset: number; length: number }) =>
    getBytes(key, range).catch((error: unknown) => {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    });
  const parseItems = (bytes: Uint8Array) =>
    Buffer.from(bytes)
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => fromWire(JSON.parse(line) as unknown) as BatchItem);
  const objects = new Map<string, Promise<Uint8Array>>();
  const cachedBytes = (key: string): Promise<Uint8Array> => {
    let bytes = objects.get(key);
    if (bytes) {
      objects.delete(key); // re-inserted below: Map order is the recency order
    } else {
      bytes = getBytes(key);
      bytes.catch(() => objects.delete(key));
    }
    objects.set(key, bytes);
    for (const oldest of objects.keys()) {
      if (objects.size <= CACHED_OBJECTS) break;
      objects.delete(oldest);
    }
    return bytes;
  };

  return {
    keysOf: inputKeysOf,

    writer(batchId): BatchInputWriter {
      const keys = inputKeysOf(batchId);
      const items: BatchItem[] = [];
      const object = ndjsonObjectWriter(client, bucket, keys.conversationsKey);
      let offset = 0;
      return {
        async append(conversation) {
          const line = Buffer.from(JSON.stringify(toWire(conversation)) + '\n', 'utf8');
          items.push({ index: items.length, conversationId: conversation.id, byteOffset: offset, byteLength: line.length });
          offset += line.length;
          await object.append(line);
        },
        async close() {
          await object.close();
          await putItems(keys.itemsKey, items);
          return keys;
        },
        abort: () => object.abort(),
      };
    },

    async put(batchId, conversations) {
      const lines: Buffer[] = [];
      const items: BatchItem[] = [];
      let offset = 0;
      conversations.forEach((conversation, index) => {
        const line = Buffer.from(JSON.stringify(toWire(conversation)) + '\n', 'utf8');
        items.push({ index, conversationId: conversation.id, byteOffset: offset, byteLength: line.length });
        lines.push(line);
        offset += line.length;
      });
      const keys = inputKeysOf(batchId);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keys.conversationsKey,
          Body: Buffer.concat(lines),
          ContentType: 'application/x-ndjson',
        }),
      );
      await putItems(keys.itemsKey, items);
      return keys;
    },

    async readConversation(conversationsKey, item) {
      const size = objectSizes.get(conversationsKey);
      if (size === undefined || size > CACHED_OBJECT_MAX_BYTES) {
        // The first read of an object (or any read of a large one) takes the conversation's byte range only.
        const { bytes, objectBytes } = await getObject(conversationsKey, { offset: item.byteOffset, length: item.byteLength });
        objectSizes.set(conversationsKey, objectBytes);
        return conversationOf(Buffer.from(bytes).toString('utf8'));
      }
      const bytes = await cachedBytes(conversationsKey);
      const line = Buffer.from(bytes.buffer, bytes.byteOffset + item.byteOffset, item.byteLength).toString('utf8');
      return conversationOf(line);
    },

    async readItems(itemsKey) {
      return parseItems(await getBytes(itemsKey));
    },

    // One GET of the whole object, read a line at a time: an upload's may be gigabytes.
    async *conversations(conversationsKey) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: conversationsKey }));
      if (!Body) throw new Error(`s3://${bucket}/${conversationsKey} has no body`);
      for await (const line of createInterface({ input: Body as Readable, crlfDelay: Infinity }))
        if (line.length > 0) yield conversationOf(line);
    },

    // A reviewer opens one conversation: its byte range only, not the whole batch's object.
    async conversationAt(batchId, index) {
      const keys = inputKeysOf(batchId);
      const items = await getBytesIfStored(keys.itemsKey);
      const item = items && parseItems(items)[index];
      if (!item) return undefined;
      const line = await getBytesIfStored(keys.conversationsKey, { offset: item.byteOffset, length: item.byteLength });
      return line && conversationOf(Buffer.from(line).toString('utf8'));
    },
  };
};

/** gzip's magic bytes: an upload is gunzipped when it starts with them, whatever its name or content type. */
const GZIP_MAGIC = [0x1f, 0x8b] as const;

/**
 * Uploaded files of conversations, in the audit inputs bucket under `uploads/<owner digest>/<upload id>`: the
 * owner's identity is part of the key, so a caller can only name its own uploads. The bucket's expiry removes
 * them with the batches' inputs.
 */
export const s3Uploads = (client: S3Client, bucket: string): UploadLocations & UploadedLines & UploadUrls => ({
  keyOf: (owner, uploadId) => `uploads/${createHash('sha256').update(owner).digest('hex').slice(0, 32)}/${uploadId}`,

  async size(key) {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
      throw error;
    }
  },

  async *lines(key) {
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!Body) throw new Error(`s3://${bucket}/${key} has no body`);
    const source = Body as Readable;
    // Peek at the first chunk to tell gzip from plain text, then stream the rest through the same path.
    const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await iterator.next();
    if (first.done) return;
    const head = first.value;
    const rest = Readable.from(
      (async function* () {
        yield head;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      })(),
    );
    const gzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
    const text = gzip ? rest.pipe(createGunzip()) : rest;
    yield* createInterface({ input: text, crlfDelay: Infinity });
  },

  putUrl: (key, expiresInSeconds) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: expiresInSeconds }),
});

/**
 * Each batch's complete rejections report (every rejected upload line, or every transcript job a selector
 * matched but could not audit), one NDJSON object in the contract's form (served as stored) next to its input,
 * written only when there is something to report; it is kept with the input.
 */
export const s3BatchRejections = (client: S3Client, bucket: string): BatchRejections => {
  const keyOf = (batchId: string) => `audits/${batchId}/rejections.jsonl`;
  return {
    writer(batchId) {
      const object = ndjsonObjectWriter(client, bucket, keyOf(batchId));
      let lines = 0;
      return {
        async append(line) {
          lines += 1;
          await object.append(Buffer.from(JSON.stringify(toWire(line)) + '\n', 'utf8'));
        },
        close: async () => (lines > 0 ? object.close() : undefined),
        abort: () => object.abort(),
      };
    },

    async lines(batchId) {
      let body: Readable;
      try {
        body = (await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(batchId) }))).Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
      // readline starts reading at once and drops the lines no one iterates yet: create it when iterated.
      return (async function* () {
        yield* createInterface({ input: body, crlfDelay: Infinity });
      })();
    },
  };
};
