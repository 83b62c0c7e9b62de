// JSON Pointers for people: a pointer of hundreds of segments (a deeply nested document) is shown shortened on one
// line — `/0/0/0/…(250 more)…/0/1` — with the full value on hover and in anything copied from the page.

/** Segments kept at the start and at the end of a shortened pointer. */
const HEAD = 3;
const TAIL = 2;
/** Pointers longer than this (characters) or with more segments than this are shortened. */
const MAX_CHARS = 80;
const MAX_SEGMENTS = 8;

/** The pointer as shown: itself, or its first and last segments around "…(N more)…". */
export function shortPointer(pointer: string): string {
  if (pointer.length <= MAX_CHARS) {
    const count = pointer.split('/').length - 1;
    if (count <= MAX_SEGMENTS) return pointer;
  }
  const segments = pointer.split('/').slice(1);
  if (segments.length <= HEAD + TAIL + 1)
    return pointer.length <= MAX_CHARS * 2 ? pointer : `${pointer.slice(0, MAX_CHARS)}…`;
  const head = segments
    .slice(0, HEAD)
    .map((s) => `/${s}`)
    .join('');
  const tail = segments
    .slice(-TAIL)
    .map((s) => `/${s}`)
    .join('');
  return `${head}/…(${segments.length - HEAD - TAIL} more)…${tail}`;
}

/** Attribute that carries the full pointer on an element showing a shortened one. */
export const FULL_POINTER_ATTRIBUTE = 'data-full-pointer';

/**
 * Text copied from inside `container`: every shortened pointer the selection covers is replaced by its full value.
 * Returns undefined when nothing needs replacing (the browser's own copy is then right).
 */
export function copiedText(selection: Selection, container: Element): string | undefined {
  let text = selection.toString();
  let replaced = false;
  for (const element of container.querySelectorAll(`[${FULL_POINTER_ATTRIBUTE}]`)) {
    const full = element.getAttribute(FULL_POINTER_ATTRIBUTE);
    const shown = element.textContent ?? '';
    if (full === null || full === shown || !selection.containsNode(element, true) || !text.includes(shown)) continue;
    text = text.replace(shown, full);
    replaced = true;
  }
  return replaced ? text : undefined;
}
