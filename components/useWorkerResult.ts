// Re-run a worker request whenever the document (or the request's inputs) change. The last answer stays available,
// marked `stale` while the answer for the current text and inputs is on its way, so panels never show an old result
// as if it were the new one. A request waits for the validation of the current text: while the text does not parse,
// none is made, and the last answer (for a text that parsed) stays, marked stale, beside the syntax error notice. The
// last answer of each panel (`name`) outlives the panel, so switching result tabs keeps it too.
import { useEffect, useState } from 'react';
import { useStore } from '../src/store.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'done'; value: T; stale: boolean }
  | { state: 'failed'; message: string; stale: boolean };

type Answer<T> = { key: string } & ({ state: 'done'; value: T } | { state: 'failed'; message: string });

/** The last answer of each panel, kept while the panel is not shown (one per panel: what it showed last). */
const lastAnswers = new Map<string, Answer<unknown>>();

export function useWorkerResult<T>(
  name: string,
  request: (() => Promise<T>) | undefined,
  inputs: unknown[],
): Loaded<T> {
  const text = useStore((s) => s.text);
  const format = useStore((s) => s.format);
  const [answer, setShown] = useState<Answer<T> | undefined>(() => lastAnswers.get(name) as Answer<T> | undefined);
  const setAnswer = (next: Answer<T>) => {
    lastAnswers.set(name, next);
    setShown(next);
  };
  const key = JSON.stringify([text.length, format, inputs]) + text;
  /** Validation has read the current text; `blocked`: it does not parse, so there is nothing to ask about. */
  const validated = useStore((s) => s.shownRun === s.runs);
  const blocked = useStore((s) => s.syntaxError !== undefined);

  useEffect(() => {
    if (!request || !validated || blocked) return;
    let current = true;
    const timer = setTimeout(() => {
      request().then(
        (value) => current && setAnswer({ key, state: 'done', value }),
        (error: unknown) =>
          current &&
          setAnswer({ key, state: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `request` is rebuilt every render; `key` covers its inputs
  }, [key, validated, blocked]);

  if (!answer) return { state: 'loading' };
  const stale = answer.key !== key;
  return answer.state === 'done'
    ? { state: 'done', value: answer.value, stale }
    : { state: 'failed', message: answer.message, stale };
}
