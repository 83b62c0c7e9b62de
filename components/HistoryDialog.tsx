// Local history (IndexedDB): the last 20 documents with their name, format and time, and the last 50 states of
// each; one click restores a document (or an older state of it) as an undoable replacement.
import { useEffect, useRef, useState } from 'react';
import { currentPersistence } from '../src/persistence-start.ts';
import { replaceDocument } from '../src/replace.ts';
import { formatBytes } from '../src/files.ts';
import type { HistoryDocument, HistoryState } from '../src/history.ts';
import '../src/styles/toolbar.css';
import '../src/styles/history.css';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function HistoryDialog({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const persistence = currentPersistence();
  const history = persistence?.history;
  const [documents, setDocuments] = useState<HistoryDocument[] | undefined>(undefined);
  const [expanded, setExpanded] = useState<{ id: string; states: HistoryState[] } | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(history ? undefined : 'This browser does not let the playground keep a history (storage is disabled or blocked).');

  useEffect(() => {
    dialog.current?.showModal();
    history?.documents().then(setDocuments, () => setError('The history could not be read.'));
  }, [history]);

  const restore = (id: string, state: HistoryState | undefined) => {
    const pick = state ? Promise.resolve(state) : history!.latest(id);
    void pick.then((s) => {
      if (!s) return;
      const doc = documents?.find((d) => d.id === id);
      const label = `${doc?.name ? `“${doc.name}”` : 'a document'} from History (${when(s.savedAt)})`;
      if (replaceDocument({ text: s.text, format: s.format, tab: s.tab }, label)) onClose();
    });
  };

  const toggle = (id: string) => {
    if (expanded?.id === id) return setExpanded(undefined);
    void history?.states(id).then((states) => setExpanded({ id, states }));
  };

  const current = persistence?.documentId();
  return (
    <dialog
      ref={dialog}
      className="share-dialog history-dialog"
      data-testid="history-dialog"
      aria-labelledby="history-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="share-body">
        <h2 id="history-dialog-title" className="share-title">
          History
        </h2>
        <p className="share-explain">Saved in this browser only: the last 20 documents and the last 50 versions of each. Restoring can be undone.</p>
        {error && <p role="alert">{error}</p>}
        {documents && documents.length === 0 && <p data-testid="history-empty">Nothing saved yet: documents are saved as you edit them.</p>}
        <ol className="history-list">
          {documents?.map((doc) => (
            <li key={doc.id} className="history-item" data-testid="history-document" data-current={doc.id === current || undefined}>
              <div className="history-row">
                <span className="history-name">{doc.name ?? 'Untitled document'}</span>
                <span className="history-meta">
                  {doc.format.toUpperCase()} · {formatBytes(doc.length)} · {when(doc.updatedAt)}
                  {doc.id === current && ' · open in this tab'}
                </span>
                <button type="button" className="tb-button tb-button-primary" data-testid="history-restore" onClick={() => restore(doc.id, undefined)}>
                  Restore
                </button>
                <button type="button" className="tb-button" aria-expanded={expanded?.id === doc.id} data-testid="history-versions" onClick={() => toggle(doc.id)}>
                  Versions
                </button>
              </div>
              {expanded?.id === doc.id && (
                <ol className="history-states">
                  {expanded.states.map((state) => (
                    <li key={state.seq} className="history-row">
                      <span className="history-meta">
                        {when(state.savedAt)} · {formatBytes(state.text.length)}
                      </span>
                      <button type="button" className="tb-button" data-testid="history-restore-state" onClick={() => restore(doc.id, state)}>
                        Restore this version
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
        <div className="share-footer">
          <button type="button" className="tb-button" data-testid="history-close" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
