// A JSON Pointer in a result row: shortened when long (src/pointer-text.ts), the full value in its tooltip and in any
// copy of the list that holds it (copyFullPointers on the list's onCopy).
import type { ClipboardEvent } from 'react';
import { FULL_POINTER_ATTRIBUTE, copiedText, shortPointer } from '../src/pointer-text.ts';

export function Pointer({ path }: { path: string }) {
  const shown = shortPointer(path);
  if (shown === path) return <span className="pointer">{path}</span>;
  return (
    <span className="pointer" title={path} {...{ [FULL_POINTER_ATTRIBUTE]: path }} data-testid="short-pointer">
      {shown}
    </span>
  );
}

/** onCopy of a list of rows: copied text carries full pointers, not the shortened ones shown. */
export function copyFullPointers(event: ClipboardEvent<HTMLElement>): void {
  const selection = window.getSelection();
  const text = selection && copiedText(selection, event.currentTarget);
  if (text === undefined || text === null) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', text);
}
