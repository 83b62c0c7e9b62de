// A toolbar button that opens a dialog loaded when first opened (History, Help; `onDemand` of on-demand.tsx), in a
// portal: the button may sit in the toolbar's overflow menu, which a phone hides when closed.
import { useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';

export interface DialogButtonProps {
  label: string;
  title: string;
  testId: string;
  dialog: ComponentType<{ onClose(): void }>;
}

export function DialogButton({ label, title, testId, dialog: Dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid={testId} onClick={() => setOpen(true)} title={title}>
        {label}
      </button>
      {open && createPortal(<Dialog onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
