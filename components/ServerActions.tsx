// Toolbar actions "Import from server…" and "Merge…" and their dialogs. Opening a result in the editor is a document
// replacement like any other (src/replace.ts): size-checked first, undoable from the notice, in every layout.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore } from '../src/store.ts';
import { replaceDocument } from '../src/replace.ts';
import { onDemand } from './on-demand.tsx';

// Each dialog loads when first opened, then stays mounted (closed), keeping what the user entered.
const ImportDialog = onDemand(
  () => import('./ImportDialog.tsx').then((m) => m.ImportDialog),
  () => null,
);
const MergeDialog = onDemand(
  () => import('./MergeDialog.tsx').then((m) => m.MergeDialog),
  () => null,
);

type Dialog = 'import' | 'merge';

export function ServerActions() {
  const format = useStore((s) => s.format);
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined);
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const show = (which: Dialog) => {
    setOpened((previous) => new Set(previous).add(which));
    setDialog(which);
  };

  const open = (what: string) => (text: string, to: DocumentFormat) => {
    if (replaceDocument({ text, format: to }, what)) setDialog(undefined);
  };

  return (
    <>
      <button
        type="button"
        className="tb-button"
        data-testid="import-button"
        onClick={() => show('import')}
        title="Build a description from what a running MCP server returned"
      >
        Import from server…
      </button>
      <button
        type="button"
        className="tb-button"
        data-testid="merge-button"
        onClick={() => show('merge')}
        title="Merge several descriptions into one (spec 4.13)"
      >
        Merge…
      </button>
      {/* In a portal: the buttons may sit in the toolbar's overflow menu, which a phone hides when closed. */}
      {opened.size > 0 &&
        createPortal(
          <>
            {opened.has('import') && (
              <ImportDialog
                open={dialog === 'import'}
                onClose={() => setDialog(undefined)}
                format={format}
                onOpenInEditor={open('the imported description')}
              />
            )}
            {opened.has('merge') && (
              <MergeDialog
                open={dialog === 'merge'}
                onClose={() => setDialog(undefined)}
                onOpenInEditor={open('the merged description')}
              />
            )}
          </>,
          document.body,
        )}
    </>
  );
}
