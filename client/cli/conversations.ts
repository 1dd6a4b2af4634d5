import { readFile } from 'node:fs/promises';
import type { Conversation } from '../types';
import { parseJsonText } from './context';
import { CliError } from './output';

const isConversation = (value: unknown): value is Conversation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Conversation).id === 'string' &&
  Array.isArray((value as Conversation).transcript);

/**
 * Conversations to audit from a file: JSON Lines (one conversation per line), a JSON array of conversations, or
 * an object with `conversations`. Only the shape is checked here; the API validates every field.
 */
export const readConversations = async (file: string): Promise<Conversation[]> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let values: unknown;
  if (/\.(jsonl|ndjson)$/.test(file)) {
    values = text.split('\n').flatMap((line, i) => (line.trim() ? [parseJsonText(line, `${file} line ${i + 1}`)] : []));
  } else {
    const document = parseJsonText(text, file);
    values = Array.isArray(document) ? document : (document as { conversations?: unknown } | null)?.conversations;
  }
  if (!Array.isArray(values) || values.length === 0) {
    throw new CliError(`${file} holds no conversations: expected JSON Lines, an array, or {"conversations": [...]}.`);
  }
  const invalid = values.findIndex((value) => !isConversation(value));
  if (invalid >= 0)
    throw new CliError(`Conversation ${invalid + 1} of ${file} needs an "id" string and a "transcript" array of {role, text, timestamp}.`);
  return values as Conversation[];
};
