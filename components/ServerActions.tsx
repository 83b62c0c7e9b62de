// Toolbar actions "Import from server…" and "Merge…" and their dialogs. Opening a result in the editor is a document
// replacement like any other (src/replace.ts): size-checked first, undoable from the notice, in every layout.
import { useState } from 'react';
import type { DocumentFormat } from '../core/diagnostics.ts';
import { useStore } from '../src/store.ts';
import { replaceDocument } from '../src/replace.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import '../src/styles/server-dialogs.css';

export function ServerActions() {
  const format = useStore((s) => s.format);
  const [dialog, setDialog] = useState<'import' | 'merge' | undefined>(undefined);

  const open = (what: string) => (text: string, to: DocumentFormat) => {
    if (replaceDocument({ text, format: to }, what)) setDialog(undefined);
  };

  return (
    <>
      <button type="button" className="tb-button" data-testid="import-button" onClick={() => setDialog('import')} title="Build a description from what a running MCP server returned">
        Import from server…
      </button>
      <button type="button" className="tb-button" data-testid="merge-button" onClick={() => setDialog('merge')} title="Merge several descriptions into one (spec 4.13)">
        Merge…
      </button>
      <ImportDialog open={dialog === 'import'} onClose={() => setDialog(undefined)} format={format} onOpenInEditor={open('the imported description')} />
      <MergeDialog open={dialog === 'merge'} onClose={() => setDialog(undefined)} format={format} onOpenInEditor={open('the merged description')} />
    </>
  );
}
