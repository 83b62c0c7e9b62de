// Keyboard movement shared by tab lists and radio groups (WAI-ARIA Authoring Practices): arrow keys move to the
// previous or next item (wrapping), Home and End to the first and last. Returns the new index, or undefined.
import type { KeyboardEvent } from 'react';

export function rovingIndex(
  event: KeyboardEvent,
  index: number,
  count: number,
  orientation: 'horizontal' | 'both' = 'horizontal',
): number | undefined {
  const previous = event.key === 'ArrowLeft' || (orientation === 'both' && event.key === 'ArrowUp');
  const next = event.key === 'ArrowRight' || (orientation === 'both' && event.key === 'ArrowDown');
  let target: number | undefined;
  if (previous) target = (index - 1 + count) % count;
  else if (next) target = (index + 1) % count;
  else if (event.key === 'Home') target = 0;
  else if (event.key === 'End') target = count - 1;
  if (target === undefined) return undefined;
  event.preventDefault();
  return target;
}

/** Focus the `index`-th element matching `selector` inside the element the event came from's container. */
export function focusSibling(container: HTMLElement | null, selector: string, index: number): void {
  const items = container?.querySelectorAll<HTMLElement>(selector);
  items?.[index]?.focus();
}
