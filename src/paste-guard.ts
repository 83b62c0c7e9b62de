// Text pasted or dropped into an editor is measured before the editor sees it: a result over the size limit is
// refused at once with a notice, so the page never freezes on it and the user's text stays as it was.
import { useStore } from './store.ts';
import { overLimitMessage } from './files.ts';
import { MAX_DOCUMENT_BYTES, textBytes } from './worker/size.ts';

/** The editor's text and the part of it a paste replaces (the selections). */
export interface PasteTarget {
  text(): string;
  selected(): string[];
  /**
   * A paste or drop of `inserted` is let through: called before the editor inserts it. Returns true when it inserted
   * the text itself (the editor then does not see the event).
   */
  accepted?(inserted: string, kind: 'paste' | 'drop'): boolean | void;
}

/** UTF-8 size of the document after inserting `inserted` over the selections, or undefined when clearly small. */
export function sizeAfterPaste(target: PasteTarget, inserted: string): number | undefined {
  const text = target.text();
  // Cheap bound first: every UTF-16 code unit is at most 3 UTF-8 bytes.
  if ((text.length + inserted.length) * 3 <= MAX_DOCUMENT_BYTES) return undefined;
  const replaced = target.selected().reduce((sum, part) => sum + textBytes(part), 0);
  return textBytes(text) - replaced + textBytes(inserted);
}

/** Listens (capture phase, before the editor) for paste and text drops on `element`. Returns a stop function. */
export function guardPastes(element: HTMLElement, target: PasteTarget): () => void {
  const check = (event: ClipboardEvent | DragEvent): void => {
    const data = 'clipboardData' in event ? event.clipboardData : event.dataTransfer;
    if (!data || !Array.from(data.types).includes('text/plain')) return;
    const inserted = data.getData('text/plain');
    const size = sizeAfterPaste(target, inserted);
    if (size === undefined || size <= MAX_DOCUMENT_BYTES) {
      if (target.accepted?.(inserted, event.type === 'paste' ? 'paste' : 'drop') !== true) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (size === undefined || size <= MAX_DOCUMENT_BYTES) return;
    const what = event.type === 'paste' ? 'The document with the pasted text' : 'The document with the dropped text';
    useStore.getState().setNotice({
      kind: 'error',
      message: overLimitMessage(what, size, event.type === 'paste' ? 'pasted' : 'dropped'),
    });
  };
  element.addEventListener('paste', check, { capture: true });
  element.addEventListener('drop', check, { capture: true });
  return () => {
    element.removeEventListener('paste', check, { capture: true });
    element.removeEventListener('drop', check, { capture: true });
  };
}
