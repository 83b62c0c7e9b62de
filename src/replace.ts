// Replacing the document (example, file, share link, import, restore, conversion) is one action the user can undo
// from a visible notice, in every layout (the phone text area has no undo of its own). The size check comes first:
// text over the limit never reaches the editor.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore } from './store.ts';
import { currentPersistence, documentRestored, isDocumentRestored } from './persistence-start.ts';
import { overLimitMessage } from './files.ts';
import { isOverSizeLimit } from './worker/size.ts';

export interface Replacement {
  text: string;
  format: DocumentFormat;
  tab?: string;
}

/**
 * Makes `doc` the document. `what` names it in the notice ("the example “Minimal”"). With `sameDocument` (Convert,
 * Organize) the history keeps one document; otherwise the tab starts a new document and the previous one stays in
 * History. Returns false (with a notice) when the text is over the size limit.
 */
export function replaceDocument(
  doc: Replacement,
  what: string,
  options: { sameDocument?: boolean; verb?: string } = {},
): boolean {
  const store = useStore.getState();
  if (isOverSizeLimit(doc.text)) {
    store.setNotice({
      kind: 'error',
      message: overLimitMessage(what.charAt(0).toUpperCase() + what.slice(1), doc.text),
    });
    return false;
  }
  // Until the document is restored, a replacement waits for it (it is then undoable like any other).
  if (!isDocumentRestored()) {
    void documentRestored.then(() => replaceDocument(doc, what, options));
    return true;
  }
  const previous = { text: store.text, format: store.format, formatAuto: store.formatAuto, tab: store.tab };
  if (previous.text === doc.text && previous.format === doc.format) return true;
  const persistence = currentPersistence();
  const resume = { id: persistence?.documentId(), lineage: persistence?.lineage() };
  if (!options.sameDocument) persistence?.beginDocument();
  store.loadDocument(doc);
  if (previous.text.trim() === '') return true;
  store.setNotice({
    kind: 'info',
    message: `${options.verb ?? 'Replaced your document with'} ${what}.${options.sameDocument ? '' : ' Your previous document is kept in History.'}`,
    action: {
      label: 'Undo',
      run: () => {
        if (!options.sameDocument) persistence?.beginDocument({ resume });
        const s = useStore.getState();
        s.loadDocument({ text: previous.text, format: previous.format, tab: previous.tab });
        if (!previous.formatAuto) s.setFormat(previous.format);
      },
    },
  });
  return true;
}
