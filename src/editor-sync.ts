// Hands Monaco's text to the store without making typing wait, and keeps Monaco light on big documents: every
// per-edit cost that grows with the document (reading the whole text, folding ranges, syntax highlighting) is
// bounded, so no main-thread task while typing grows past a few tens of milliseconds.
import { monaco } from './monaco.ts';
import { currentTheme, subscribeTheme } from './theme.ts';

/** Monaco's theme for the page's theme (src/theme.ts), now and on every change. Returns a stop function. */
export function followTheme(): () => void {
  const apply = () => monaco.editor.setTheme(currentTheme() === 'dark' ? 'vs-dark' : 'vs');
  apply();
  return subscribeTheme(apply);
}

/** Above this many characters code folding is off: Monaco recomputes the folding ranges of the whole text after each edit. */
export const FOLDING_MAX_CHARS = 400_000;
/** Above this many characters the text is shown without highlighting: Monaco tokenizes on the main thread. */
export const HIGHLIGHT_MAX_CHARS = 1_500_000;
/** Above this many characters the text reaches the store at most every DEFERRED_SYNC_MS (reading it copies it all). */
export const DEFER_SYNC_ABOVE_CHARS = 1_000_000;
export const DEFERRED_SYNC_MS = 200;

/** The language Monaco uses for a text of this format and length. */
export function languageFor(format: string, length: number): string {
  return length > HIGHLIGHT_MAX_CHARS ? 'plaintext' : format;
}

/**
 * Calls `onText` with the model's text after each edit (or, for a big document, once per DEFERRED_SYNC_MS, and at
 * once when the page is hidden or closed so autosave sees the last keystroke). Returns a stop function.
 */
export function syncModelToStore(
  editor: monaco.editor.IStandaloneCodeEditor,
  model: monaco.editor.ITextModel,
  options: { format(): string; onText(value: string): void },
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let folding = model.getValueLength() <= FOLDING_MAX_CHARS;
  editor.updateOptions({ folding });

  const push = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    options.onText(model.getValue());
  };

  const subscription = model.onDidChangeContent(() => {
    const length = model.getValueLength();
    if (folding !== length <= FOLDING_MAX_CHARS) {
      folding = !folding;
      editor.updateOptions({ folding });
    }
    const language = languageFor(options.format(), length);
    if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
    if (length <= DEFER_SYNC_ABOVE_CHARS) push();
    else timer ??= setTimeout(push, DEFERRED_SYNC_MS);
  });

  // Capture phase: runs before the autosave's own listeners on the same target.
  const flush = (): void => {
    if (timer !== undefined) push();
  };
  window.addEventListener('pagehide', flush, { capture: true });
  document.addEventListener('visibilitychange', flush, { capture: true });
  return () => {
    flush();
    subscription.dispose();
    window.removeEventListener('pagehide', flush, { capture: true });
    document.removeEventListener('visibilitychange', flush, { capture: true });
  };
}
