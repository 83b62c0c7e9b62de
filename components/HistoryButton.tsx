// The toolbar's History button; the dialog (components/HistoryDialog.tsx) loads when first opened, and shows once the
// history has been opened (src/persistence-start.ts).
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { documentRestored } from '../src/persistence-start.ts';

const HistoryDialog = lazy(() =>
  Promise.all([import('./HistoryDialog.tsx'), documentRestored]).then(([m]) => ({ default: m.HistoryDialog })),
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
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <HistoryDialog onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
