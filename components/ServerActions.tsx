// Toolbar actions "Import from server…" and "Merge…", their dialogs, and the way back after either replaced the
// editor text: the replacement is one undoable edit, and a bar offers the previous text back until dismissed.
import { useState } from 'react';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore } from '../src/store.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import '../src/styles/server-dialogs.css';

export function ServerActions() {
  const format = useStore((s) => s.format);
  const [dialog, setDialog] = useState<'import' | 'merge' | undefined>(undefined);
  /** The text the editor held before the last Open in editor, while the user may still want it back. */
  const [previous, setPrevious] = useState<{ text: string; format: DocumentFormat; what: string } | undefined>(undefined);

  const open = (what: string) => (text: string, to: DocumentFormat) => {
    const state = useStore.getState();
    if (state.text.trim() !== '' && state.text !== text) setPrevious({ text: state.text, format: state.format, what });
    state.loadDocument({ text, format: to });
    setDialog(undefined);
  };

  return (
    <>
      <button type="button" className="tb-button" data-testid="import-button" onClick={() => setDialog('import')} title="Build a description from what a running MCP server returned">
        Import from server…
      </button>
      <button type="button" className="tb-button" data-testid="merge-button" onClick={() => setDialog('merge')} title="Merge several descriptions into one (spec 4.13)">
        Merge…
      </button>
      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(undefined)} format={format} onOpenInEditor={open('imported description')} />
      <MergeDialog open={dialog === 'merge'} onClose={() => setDialog(undefined)} format={format} onOpenInEditor={open('merged description')} />
      {previous && (
        <div className="sd-replaced" role="status" data-testid="replaced-bar">
          <span>The editor now holds the {previous.what}. Undo (Ctrl+Z) in the editor, or restore your previous text here.</span>
          <button
            type="button"
            className="tb-button"
            data-testid="restore-previous"
            onClick={() => {
              useStore.getState().loadDocument({ text: previous.text, format: previous.format });
              setPrevious(undefined);
            }}
          >
            Restore previous text
          </button>
          <button type="button" className="notice-dismiss" aria-label="Dismiss" data-testid="replaced-dismiss" onClick={() => setPrevious(undefined)}>
            ×
          </button>
        </div>
      )}
    </>
  );
}
