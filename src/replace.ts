// Replacing the document (example, file, share link, import, restore, conversion) is one action the user can undo
// from a visible notice, in every layout (the phone text area has no undo of its own). The size check comes first:
// text over the limit never reaches the editor.
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore, type DocumentSource } from './store.ts';
import { currentPersistence, documentRestored, isDocumentRestored } from './persistence-start.ts';
import { overLimitMessage } from './files.ts';
import { isOverSizeLimit } from './worker/size.ts';

export interface Replacement {
  text: string;
  format: DocumentFormat;
  tab?: string;
  /** Names the new document (an example, a file); a replacement of the same document keeps the current name. */
  source?: DocumentSource;
}

/**
 * Makes `doc` the document. `what` names it in the notice ("the example “Minimal”"). With `sameDocument` (Convert,
 * Organize) the history keeps one document; otherwise the tab starts a new document and the previous one stays in
 * History if someone edited it (or with `keep`), as the notice then says. Returns false (with a notice) when the text is over the size limit.
 */
export function replaceDocument(
  doc: Replacement,
  what: string,
  options: { sameDocument?: boolean; verb?: string; keep?: boolean } = {},
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
  const previous = {
    text: store.text,
    format: store.format,
    formatAuto: store.formatAuto,
    tab: store.tab,
    source: store.source,
  };
  if (previous.text === doc.text && previous.format === doc.format) return true;
  const persistence = currentPersistence();
  const resume = { id: persistence?.documentId(), lineage: persistence?.lineage() };
  // Said only when true: a replacement nobody edited (an example, a file) is not kept.
  const keep = options.keep ?? false;
  const kept = !options.sameDocument && (persistence?.keepsCurrent({ keep }) ?? false);
  if (!options.sameDocument) persistence?.beginDocument({ keep });
  store.loadDocument({ ...doc, source: options.sameDocument ? previous.source : doc.source });
  if (previous.text.trim() === '') return true;
  const bringBack = () => {
    if (!options.sameDocument) persistence?.beginDocument({ resume });
    const s = useStore.getState();
    s.loadDocument({ text: previous.text, format: previous.format, tab: previous.tab, source: previous.source });
    if (!previous.formatAuto) s.setFormat(previous.format);
  };
  store.setNotice({
    kind: 'info',
    message: `${options.verb ?? 'Replaced your document with'} ${what}.${options.sameDocument ? '' : keptNote(kept, previous.source)}`,
    action: {
      label: 'Undo',
      run: () => {
        const s = useStore.getState();
        if (s.text === doc.text) return bringBack();
        // Edited since: a new document's edits stay in History as its own; the same document's would be lost, so
        // it asks first.
        if (!options.sameDocument) {
          bringBack();
          s.setNotice({
            kind: 'info',
            message: `Brought back your previous document. Your edits to ${what} are kept in History.`,
          });
          return;
        }
        s.setNotice({
          kind: 'warning',
          message: `You have edited the document since. Undo brings back the text from before ${what} and drops those edits.`,
          action: { label: 'Undo anyway', run: bringBack },
        });
      },
    },
  });
  return true;
}

/** What the notice of a replacement says about the document it replaced. */
function keptNote(kept: boolean, source: DocumentSource | undefined): string {
  if (kept) return ' Your previous document is kept in History.';
  if (source?.kind === 'example') return ' The previous example can be reopened from Examples.';
  return '';
}
