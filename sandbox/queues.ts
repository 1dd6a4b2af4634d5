import { createHash, randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface QueueMessage {
  readonly MessageId: string;
  readonly Body: string;
  readonly MessageAttributes?: unknown;
  readonly SentTimestamp: string;
}

/**
 * Local SQS queues (the dead-letter queues in practice): messages are kept in order, persisted as JSON lines
 * under `directory` when given, and listed through `Sandbox.queueMessages()`.
 */
export class LocalQueues {
  private readonly messages = new Map<string, QueueMessage[]>();

  private constructor(
    queueIds: readonly string[],
    private readonly directory?: string,
  ) {
    for (const id of queueIds) this.messages.set(id, []);
  }

  static async open(queueIds: readonly string[], directory?: string): Promise<LocalQueues> {
    const queues = new LocalQueues(queueIds, directory);
    if (directory) {
      await mkdir(directory, { recursive: true });
      for (const id of queueIds) {
        const text = await readFile(path.join(directory, `${id}.jsonl`), 'utf8').catch(() => '');
        const list = queues.messages.get(id) as QueueMessage[];
        for (const line of text.split('\n')) if (line.trim()) list.push(JSON.parse(line) as QueueMessage);
      }
    }
    return queues;
  }

  /** The queue id from a queue URL (…/<account>/<id>) or a plain id. */
  queueId(queueUrlOrId: string): string {
    const id = queueUrlOrId.split('/').pop() ?? queueUrlOrId;
    if (!this.messages.has(id)) throw Object.assign(new Error(`The queue ${id} does not exist.`), { name: 'QueueDoesNotExist' });
    return id;
  }

  async send(queueUrlOrId: string, body: string, attributes?: unknown): Promise<{ MessageId: string; MD5OfMessageBody: string }> {
    const id = this.queueId(queueUrlOrId);
    const message: QueueMessage = {
      MessageId: randomUUID(),
      Body: body,
      ...(attributes ? { MessageAttributes: attributes } : {}),
      SentTimestamp: String(Date.now()),
    };
    (this.messages.get(id) as QueueMessage[]).push(message);
    if (this.directory) await appendFile(path.join(this.directory, `${id}.jsonl`), JSON.stringify(message) + '\n');
    return { MessageId: message.MessageId, MD5OfMessageBody: createHash('md5').update(body).digest('hex') };
  }

  list(queueUrlOrId: string): readonly QueueMessage[] {
    return [...(this.messages.get(this.queueId(queueUrlOrId)) ?? [])];
  }
}
