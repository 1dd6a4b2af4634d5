import { open, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Replaces `file` with `content` so that a crash at any instant (kill -9, power loss) leaves either the old
 * file or the new one, never a mix: the content goes to a temporary file in the same directory, is flushed to
 * disk, then renamed over the target, and the directory entry is flushed too.
 */
export const writeFileAtomically = async (file: string, content: string): Promise<void> => {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncDirectory(path.dirname(file));
};

/** Makes a rename or a new file in `directory` durable. */
export const syncDirectory = async (directory: string): Promise<void> => {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};
