// Re-run a worker request whenever the document (or the request's inputs) change. The last answer stays available,
// marked `stale` while the answer for the current text and inputs is on its way, so panels never show an old result
// as if it were the new one.
import { useEffect, useState } from 'react';
import { useStore } from '../src/store.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'done'; value: T; stale: boolean }
  | { state: 'failed'; message: string; stale: boolean };

type Answer<T> = { key: string } & ({ state: 'done'; value: T } | { state: 'failed'; message: string });

export function useWorkerResult<T>(request: (() => Promise<T>) | undefined, inputs: unknown[]): Loaded<T> {
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const [answer, setAnswer] = useState<Answer<T> | undefined>();
  const key = JSON.stringify([text.length, format, inputs]) + text;

  useEffect(() => {
    if (!request) return;
    let current = true;
    const timer = setTimeout(() => {
      request().then(
        (value) => current && setAnswer({ key, state: 'done', value }),
        (error: unknown) => current && setAnswer({ key, state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `request` is rebuilt every render; `key` covers its inputs
  }, [key]);

  if (!answer) return { state: 'loading' };
  const stale = answer.key !== key;
  return answer.state === 'done' ? { state: 'done', value: answer.value, stale } : { state: 'failed', message: answer.message, stale };
}
