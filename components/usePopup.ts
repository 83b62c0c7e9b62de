// A popup opened by a button (the toolbar's and the result tabs' "More" menus): when it opens, focus goes to its first
// control; Escape closes it with focus back on its button, and so does a pointer press outside both.
import { useEffect, type RefObject } from 'react';

export function usePopup(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    popup.current?.querySelector<HTMLElement>('button, select')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !button.current?.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, button, popup]);
}
