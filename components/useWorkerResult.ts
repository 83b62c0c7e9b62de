// Re-run a worker request whenever the document (or the request's inputs) change, showing only the newest answer.
import { useEffect, useState } from 'react';
import { useStore } from '../src/store.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'done'; value: T } | { state: 'failed'; message: string };

export function useWorkerResult<T>(request: (() => Promise<T>) | undefined, inputs: unknown[]): Loaded<T> {
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });

  useEffect(() => {
    if (!request) return;
    let current = true;
    const timer = setTimeout(() => {
      request().then(
        (value) => current && setLoaded({ state: 'done', value }),
        (error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `request` is rebuilt every render; its inputs are listed
  }, [text, format, ...inputs]);

  return loaded;
}
