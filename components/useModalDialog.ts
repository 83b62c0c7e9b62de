// A native <dialog> shown modally while `open` is true (focus trapped and restored by the browser, Esc closes it).
import { useEffect, useRef } from 'react';

export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
