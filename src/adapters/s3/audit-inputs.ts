import { GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Conversation } from '../../audits/model';
import type { BatchInputStore, BatchItem, StoredBatchInput, SubmittedConversations } from '../../audits/ports';

/** Conversations objects a warm function keeps (each at most one request body, 5 MiB by default). */
const CACHED_OBJECTS = 4;

/**
 * A batch's conversations are written once, as one JSON Lines object in submission order; the item list the
 * Map reads (S3 ItemReader) holds only each conversation's index, id and byte range. State payloads never
 * carry transcripts. A function reads a batch's object once and slices each iteration's conversation out of
 * it: one GET per warm function and batch instead of one per conversation (the iteration path is the
 * batch's cost), with memory bounded by CACHED_OBJECTS request bodies.
 */
const inputKeysOf = (batchId: string): StoredBatchInput => ({
  conversations_key: `audits/${batchId}/conversations.jsonl`,
  items_key: `audits/${batchId}/items.json`,
});

export const s3BatchInputStore = (client: S3Client, bucket: string): BatchInputStore & SubmittedConversations => {
  const getBytes = async (key: string, range?: { offset: number; length: number }): Promise<Uint8Array> => {
    const { Body } = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.offset}-${range.offset + range.length - 1}` } : {}) }),
    );
    if (!Body) throw new Error(`s3://${bucket}/${key} has no body`);
    return Body.transformToByteArray();
  };
  /** Absent once the input has expired (AUDIT_INPUTS_BUCKET.expireAfterDays). */
  const getBytesIfStored = (key: string, range?: { offset: number; length: number }) =>
    getBytes(key, range).catch((error: unknown) => {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    });
  const parseItems = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString('utf8')) as BatchItem[];
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
    async put(batchId, conversations) {
      const lines: Buffer[] = [];
      const items: BatchItem[] = [];
      let offset = 0;
      conversations.forEach((conversation, index) => {
        const line = Buffer.from(JSON.stringify(conversation) + '\n', 'utf8');
        items.push({ index, conversation_id: conversation.id, byte_offset: offset, byte_length: line.length });
        lines.push(line);
        offset += line.length;
      });
      const keys = inputKeysOf(batchId);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keys.conversations_key, Body: Buffer.concat(lines), ContentType: 'application/x-ndjson' }));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keys.items_key, Body: JSON.stringify(items), ContentType: 'application/json' }));
      return keys;
    },

    async readConversation(conversationsKey, item) {
      const bytes = await cachedBytes(conversationsKey);
      const line = Buffer.from(bytes.buffer, bytes.byteOffset + item.byte_offset, item.byte_length).toString('utf8');
      return JSON.parse(line) as Conversation;
    },

    async readItems(itemsKey) {
      return parseItems(await getBytes(itemsKey));
    },

    // A reviewer opens one conversation: its byte range only, not the whole batch's object.
    async conversationAt(batchId, index) {
      const keys = inputKeysOf(batchId);
      const items = await getBytesIfStored(keys.items_key);
      const item = items && parseItems(items)[index];
      if (!item) return undefined;
      const line = await getBytesIfStored(keys.conversations_key, { offset: item.byte_offset, length: item.byte_length });
      return line && (JSON.parse(Buffer.from(line).toString('utf8')) as Conversation);
    },
  };
};
