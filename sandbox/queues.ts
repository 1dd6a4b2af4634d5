import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, truncate } from 'node:fs/promises';
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
      for (const id of queueIds) queues.messages.set(id, await readJournal(path.join(directory, `${id}.jsonl`)));
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
    if (this.directory) await this.append(path.join(this.directory, `${id}.jsonl`), JSON.stringify(message) + '\n');
    (this.messages.get(id) as QueueMessage[]).push(message);
    return { MessageId: message.MessageId, MD5OfMessageBody: createHash('md5').update(body).digest('hex') };
  }

  /** Appends are chained and flushed to disk one at a time, so messages land whole and in order. */
  private appending: Promise<void> = Promise.resolve();

  private append(file: string, line: string): Promise<void> {
    this.appending = this.appending
      .catch(() => undefined)
      .then(async () => {
        const handle = await open(file, 'a');
        try {
          await handle.writeFile(line);
          await handle.sync();
        } finally {
          await handle.close();
        }
      });
    return this.appending;
  }

  list(queueUrlOrId: string): readonly QueueMessage[] {
    return [...(this.messages.get(this.queueId(queueUrlOrId)) ?? [])];
  }
}

/**
 * A queue's messages from its journal (one JSON line per message, appended in order). A crash in the middle of
 * an append leaves a partial last line: it is cut off with a message, and everything before it is kept.
 */
const readJournal = async (file: string): Promise<QueueMessage[]> => {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const messages: QueueMessage[] = [];
  let kept = 0;
  for (let start = 0; start < text.length;) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    try {
      if (end === -1) throw new Error('no line end');
      if (line.trim()) messages.push(JSON.parse(line) as QueueMessage);
    } catch {
      const bytes = Buffer.byteLength(text.slice(0, kept), 'utf8');
      console.warn(
        `Sandbox: ${file} ends with an incomplete message (a crash during a write); dropped it and kept the ${messages.length} before it.`,
      );
      await truncate(file, bytes);
      break;
    }
    start = end + 1;
    kept = start;
  }
  return messages;
};
