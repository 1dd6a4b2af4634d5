import type { TranscriptObjectStore } from './ports';

/**
 * Completed jobs' results, kept by a warm function once read. A result never changes once its job points at
 * it: finalize writes it before the job becomes `completed`, `completed` is final, and nothing writes or
 * deletes a result afterwards. So a job status GET of a completed job needs its job item and delivery log
 * (which do change) but not the result's object again: one AWS call fewer, and no parse.
 *
 * Only for keys of completed jobs' results (`getJob` reads nothing else through it). The most recently read
 * results are kept up to `maxChars` characters of their JSON text, so a function's memory stays bounded
 * whatever the results' size; one larger than a quarter of that is served but not kept. The values are shared between
 * invocations: callers must not change them (the GET handler only serialises them).
 */
export const cachedResults = (
  objects: Pick<TranscriptObjectStore, 'getJson'>,
  { maxChars }: { readonly maxChars: number },
): Pick<TranscriptObjectStore, 'getJson'> => {
  const kept = new Map<string, { readonly value: unknown; readonly chars: number }>();
  let keptChars = 0;
  return {
    getJson: async <T>(key: string): Promise<T> => {
      const hit = kept.get(key);
      if (hit) {
        // Most recently read last: the first entries are the ones to drop.
        kept.delete(key);
        kept.set(key, hit);
        return hit.value as T;
      }
      const value = await objects.getJson<T>(key);
      const chars = JSON.stringify(value).length;
      if (chars <= maxChars / 4 && !kept.has(key)) {
        kept.set(key, { value, chars });
        keptChars += chars;
        for (const [oldest, entry] of kept) {
          if (keptChars <= maxChars) break;
          kept.delete(oldest);
          keptChars -= entry.chars;
        }
      }
      return value;
    },
  };
};
