// The toolbar's History button; the dialog (components/HistoryDialog.tsx) loads when first opened, and shows once the
// history has been opened (src/persistence-start.ts).
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { documentRestored } from '../src/persistence-start.ts';
import { onDemand } from './on-demand.tsx';

const HistoryDialog = onDemand(
  () => Promise.all([import('./HistoryDialog.tsx'), documentRestored]).then(([m]) => m.HistoryDialog),
  () => null,
);

export function HistoryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="history-button"
        onClick={() => setOpen(true)}
        title="Documents and earlier versions saved in this browser"
      >
        History
      </button>
      {/* In a portal: the button may sit in the toolbar's overflow menu, which a phone hides when closed. */}
      {open && createPortal(<HistoryDialog onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
