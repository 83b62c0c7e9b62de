// A toolbar button that opens a dialog loaded when first opened (History, Help), in a portal: the button may sit in the
// toolbar's overflow menu, which a phone hides when closed.
import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { createPortal } from 'react-dom';

export interface DialogButtonProps {
  label: string;
  title: string;
  testId: string;
  dialog: LazyExoticComponent<ComponentType<{ onClose(): void }>>;
}

export function DialogButton({ label, title, testId, dialog: Dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid={testId} onClick={() => setOpen(true)} title={title}>
        {label}
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <Dialog onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
