import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Conversation } from '../../audits/model';
import type { BatchInputStore, BatchItem } from '../../audits/ports';

/** Conversations objects a warm function keeps (each at most one request body, 5 MiB by default). */
const CACHED_OBJECTS = 4;

/**
 * A batch's conversations are written once, as one JSON Lines object in submission order; the item list the
 * Map reads (S3 ItemReader) holds only each conversation's index, id and byte range. State payloads never
 * carry transcripts. A function reads a batch's object once and slices each iteration's conversation out of
 * it: one GET per warm function and batch instead of one per conversation (the iteration path is the
 * batch's cost), with memory bounded by CACHED_OBJECTS request bodies.
 */
export const s3BatchInputStore = (client: S3Client, bucket: string): BatchInputStore => {
  const getBytes = async (key: string): Promise<Uint8Array> => {
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!Body) throw new Error(`s3://${bucket}/${key} has no body`);
    return Body.transformToByteArray();
  };
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
      const conversationsKey = `audits/${batchId}/conversations.jsonl`;
      const itemsKey = `audits/${batchId}/items.json`;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: conversationsKey, Body: Buffer.concat(lines), ContentType: 'application/x-ndjson' }));
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: itemsKey, Body: JSON.stringify(items), ContentType: 'application/json' }));
      return { conversations_key: conversationsKey, items_key: itemsKey };
    },

    async readConversation(conversationsKey, item) {
      const bytes = await cachedBytes(conversationsKey);
      const line = Buffer.from(bytes.buffer, bytes.byteOffset + item.byte_offset, item.byte_length).toString('utf8');
      return JSON.parse(line) as Conversation;
    },

    async readItems(itemsKey) {
      return JSON.parse(Buffer.from(await getBytes(itemsKey)).toString('utf8')) as BatchItem[];
    },
  };
};
