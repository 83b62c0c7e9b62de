// Tab never edits by surprise: focus that enters the editor from the keyboard (Tab or Shift+Tab from another control)
// leaves it with Tab again until the person types or presses Enter in it, as accessible code editors do. Ctrl+M (the
// editor-wide Tab focus switch) still chooses the mode the rest of the time; the line above the editor says which
// mode holds (`tabEntry.passing()`: Tab passes through because focus came from the keyboard).
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { tabFocusMode } from './monaco.ts';

type Listener = () => void;

let passing = false;
const listeners = new Set<Listener>();

function setPassing(value: boolean): void {
  if (passing === value) return;
  passing = value;
  for (const listener of listeners) listener();
}

export const tabEntry = {
  /** Whether Tab moves focus only because focus came in from the keyboard (and nothing was typed since). */
  passing: (): boolean => passing,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Watches one editor: Tab passes through after a keyboard entry, until a key writes into the text. */
export function watchTabEntry(editor: Monaco.editor.IStandaloneCodeEditor): { dispose(): void } {
  /** Set between a Tab key's keydown and keyup anywhere on the page: focus that arrives then came from the keyboard. */
  let tabDown = false;
  /** The mode change is ours (not Ctrl+M). */
  let switching = false;
  const switchMode = (on: boolean) => {
    switching = true;
    tabFocusMode.set(on);
    switching = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') tabDown = true;
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === 'Tab') tabDown = false;
  };
  const onPointerDown = () => {
    tabDown = false;
  };
  window.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('keyup', onKeyUp, true);
  window.addEventListener('pointerdown', onPointerDown, true);
  const end = () => {
    if (!passing) return;
    setPassing(false);
    switchMode(false);
  };
  const subscriptions = [
    editor.onDidFocusEditorText(() => {
      if (!tabDown || tabFocusMode.get()) return;
      switchMode(true);
      setPassing(true);
    }),
    editor.onKeyDown((event) => {
      if (!passing) return;
      const key = event.browserEvent.key;
      const writes =
        key === 'Enter' ||
        ((key.length === 1 || key === 'Backspace' || key === 'Delete') &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey);
      if (writes) end();
    }),
    // Leaving the editor ends it: the next visit decides again.
    editor.onDidBlurEditorText(end),
    // Ctrl+M while it holds is the person's own choice, kept.
    tabFocusMode.onChange(() => {
      if (!switching) setPassing(false);
    }),
  ];
  return {
    dispose() {
      end();
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
      for (const subscription of subscriptions) subscription.dispose();
    },
  };
}
