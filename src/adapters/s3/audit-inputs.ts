import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Conversation } from '../../audits/model';
import type { BatchInputStore, BatchItem } from '../../audits/ports';

/**
 * A batch's conversations are written once, as one JSON Lines object in submission order; the item list the
 * Map reads (S3 ItemReader) holds only each conversation's index, id and byte range, and an iteration reads
 * its one conversation with a ranged GET. State payloads never carry transcripts.
 */
export const s3BatchInputStore = (client: S3Client, bucket: string): BatchInputStore => {
  const getText = async (key: string, range?: string): Promise<string> => {
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: range } : {}) }));
    if (!Body) throw new Error(`s3://${bucket}/${key} has no body`);
    return Body.transformToString('utf8');
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
      const range = `bytes=${item.byte_offset}-${item.byte_offset + item.byte_length - 1}`;
      return JSON.parse(await getText(conversationsKey, range)) as Conversation;
    },

    async readItems(itemsKey) {
      return JSON.parse(await getText(itemsKey)) as BatchItem[];
    },
  };
};
