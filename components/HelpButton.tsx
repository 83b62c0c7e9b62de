// The toolbar's Help button; the dialog (components/HelpDialog.tsx, with the guide) loads when first opened.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';

const HelpDialog = lazy(() => import('./HelpDialog.tsx').then((m) => ({ default: m.HelpDialog })));

export function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="help-button"
        onClick={() => setOpen(true)}
        title="What this is, things to try, every key, the guide and the specification"
      >
        Help
      </button>
      {/* In a portal: the button may sit in the toolbar's overflow menu, which a phone hides when closed. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <HelpDialog onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
