// What editor-ready does not need waits for it: Monaco's editor worker, the language worker and the service worker
// start no earlier than once the first validation result is shown, an editor is mounted and the page is idle (the
// language worker later still: when the person first works in the editor, src/language-features.ts). On a first load they
// never compete with the validation worker and the editor for the network or the two cores of a modest machine.
// Monaco's own evaluation waits for the first result (firstResultShown), so it never delays the first diagnostics.
import type { RunStatus } from './store.ts';
import { useStore } from './store.ts';

const settled: ReadonlySet<RunStatus> = new Set(['done', 'timeout', 'failed']);

/** The longest wait for an idle moment once the editor is ready. */
export const IDLE_TIMEOUT_MS = 1000;
/** The longest wait for editor-ready: a slow first run (a big document) does not hold the rest back longer. */
export const MAX_WAIT_MS = 5000;

/**
 * The longest Monaco's evaluation waits for the first validation result (firstResultShown): a big document's slow first
 * run does not hold the editor back longer.
 */
export const EDITOR_HOLD_MS = 1500;

let mounted = false;
const onMounted = new Set<() => void>();
let editorReady: Promise<void> | undefined;

/** Called by the editor (Monaco or the plain text area) once it shows the document. */
export function markEditorMounted(): void {
  if (mounted) return;
  mounted = true;
  for (const listener of onMounted) listener();
  onMounted.clear();
}

/**
 * A promise that resolves once `ready()` holds (checked on every store change, and whenever `listen` calls back) and
 * `schedule` has then called its `done`; or `maxMs` after it is made, whichever comes first.
 */
function gate(
  maxMs: number,
  ready: () => boolean,
  schedule: (done: () => void) => void,
  listen?: (check: () => void) => void,
): Promise<void> {
  return new Promise<void>((resolve) => {
    let waiting = true;
    let scheduled = false;
    const unsubscribe = useStore.subscribe(check);
    const timer = setTimeout(done, maxMs);
    function done() {
      if (!waiting) return;
      waiting = false;
      unsubscribe();
      clearTimeout(timer);
      resolve();
    }
    function check() {
      if (!waiting || scheduled || !ready()) return;
      scheduled = true;
      schedule(done);
    }
    listen?.(check);
    check();
  });
}

const resultShown = () => settled.has(useStore.getState().status);

/**
 * Resolves once the first validation result (diagnostics, a timeout or a failure) is shown, an editor is mounted and
 * the page is idle; or MAX_WAIT_MS after the first call, whichever comes first.
 */
export function afterEditorReady(): Promise<void> {
  return (editorReady ??= gate(
    MAX_WAIT_MS,
    () => mounted && resultShown(),
    (done) => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(done, 0);
    },
    (check) => onMounted.add(check),
  ));
}

let shown: Promise<void> | undefined;

/**
 * Resolves once the first validation result (diagnostics, a timeout or a failure) is painted, or EDITOR_HOLD_MS after
 * the first call, whichever comes first. Monaco's chunk (about 3 MB) is evaluated then, not before: evaluating it on the
 * main thread held back the worker's first answer by a few hundred milliseconds.
 */
export function firstResultShown(): Promise<void> {
  // After the frame that paints the result: the next task runs once it is on screen.
  return (shown ??= gate(EDITOR_HOLD_MS, resultShown, (done) => requestAnimationFrame(() => setTimeout(done, 0))));
}
