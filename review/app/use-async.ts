import { useEffect, useRef, useState } from 'preact/hooks';

export type Loadable<T> =
  { readonly state: 'loading' } | { readonly state: 'failed'; readonly error: Error } | { readonly state: 'loaded'; readonly value: T };

/**
 * Loads `load()` whenever `key` (what is shown) or `revision` (a refresh of it) changes. A refresh keeps the
 * shown value until the new one arrives; a stale answer (superseded meanwhile) is dropped.
 */
export const useAsync = <T>(load: () => Promise<T>, key: string, revision = 0): Loadable<T> => {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  const shownKey = useRef(key);
  useEffect(() => {
    let current = true;
    if (shownKey.current !== key) {
      shownKey.current = key;
      setResult({ state: 'loading' });
    }
    load().then(
      (value) => current && setResult({ state: 'loaded', value }),
      (error: Error) => current && setResult({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [key, revision]);
  return result;
};

/** Calls `tick` every `intervalMs` while `active`, never two at once. */
export const usePolling = (tick: () => Promise<unknown>, intervalMs: number, active: boolean) => {
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const loop = async () => {
      await tick().catch(() => undefined);
      if (!stopped) timer = setTimeout(loop, intervalMs);
    };
    timer = setTimeout(loop, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs, tick]);
};
