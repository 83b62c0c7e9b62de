// Hands Monaco's text to the store without making typing wait: a big document's text (reading it copies it all) is
// handed over at most every DEFERRED_SYNC_MS, and at once when the page is hidden or closed. What Monaco itself does
// per edit is kept light by src/editor-load.ts.
import { monaco } from './monaco.ts';
import { currentTheme, subscribeTheme } from './theme.ts';

/** Monaco's theme for the page's theme (src/theme.ts), now and on every change. Returns a stop function. */
export function followTheme(): () => void {
  const apply = () => monaco.editor.setTheme(currentTheme() === 'dark' ? 'vs-dark' : 'vs');
  apply();
  return subscribeTheme(apply);
}

/** Above this many characters the text reaches the store at most every DEFERRED_SYNC_MS (reading it copies it all). */
export const DEFER_SYNC_ABOVE_CHARS = 1_000_000;
export const DEFERRED_SYNC_MS = 200;

export interface ModelSync {
  /** Hold the text back (a sliced insert is under way: src/large-insert.ts) until `release`, which hands it over. */
  hold(): void;
  release(): void;
  stop(): void;
}

/**
 * Calls `onText` with the model's text after each edit (or, for a big document, once per DEFERRED_SYNC_MS, and at
 * once when the page is hidden or closed so autosave sees the last keystroke).
 */
export function syncModelToStore(model: monaco.editor.ITextModel, options: { onText(value: string): void }): ModelSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;

  const push = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    options.onText(model.getValue());
  };

  const subscription = model.onDidChangeContent(() => {
    if (held) return;
    if (model.getValueLength() <= DEFER_SYNC_ABOVE_CHARS) push();
    else timer ??= setTimeout(push, DEFERRED_SYNC_MS);
  });

  // Capture phase: runs before the autosave's own listeners on the same target.
  const flush = (): void => {
    if (timer !== undefined) push();
  };
  window.addEventListener('pagehide', flush, { capture: true });
  document.addEventListener('visibilitychange', flush, { capture: true });
  return {
    hold: () => void (held = true),
    release() {
      held = false;
      push();
    },
    stop() {
      flush();
      subscription.dispose();
      window.removeEventListener('pagehide', flush, { capture: true });
      document.removeEventListener('visibilitychange', flush, { capture: true });
    },
  };
}
