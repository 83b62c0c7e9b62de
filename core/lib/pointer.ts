// RFC 6901 JSON Pointers.

export function escapeSegment(segment: string): string {
  if (segment.indexOf('~') < 0 && segment.indexOf('/') < 0) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function appendPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${typeof segment === 'number' ? segment : escapeSegment(segment)}`;
}

/** Segments of a pointer; undefined when it is not a valid pointer ('' is the root, []). */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return undefined;
  const parts = pointer.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.indexOf('~') >= 0) {
      if (/~[^01]|~$/.test(part)) return undefined;
      parts[i] = part.replace(/~1/g, '/').replace(/~0/g, '~');
    }
  }
  return parts;
}

/** Segments of a pointer known to be well formed (as the core produces them). */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  const tokens = pointer.slice(1).split('/');
  // Most pointers escape nothing: no token to unescape (pointers are split on every finding and lookup).
  if (!pointer.includes('~')) return tokens;
  return tokens.map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The last token of a pointer known to be well formed, unescaped ('' for the root), without splitting the rest. */
export function lastToken(pointer: string): string {
  if (pointer === '') return '';
  const token = pointer.slice(pointer.lastIndexOf('/') + 1);
  return token.includes('~') ? token.replace(/~1/g, '/').replace(/~0/g, '~') : token;
}

/** Array index segment per RFC 6901 ("0" or no leading zero); -1 when not an index. */
export function arrayIndex(segment: string): number {
  if (!/^(0|[1-9][0-9]*)$/.test(segment)) return -1;
  return Number(segment);
}

/** The pointer one level up; undefined above the root. */
export function parentPointer(pointer: string): string | undefined {
  return pointer === '' ? undefined : pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}

/**
 * The pointer itself or its nearest ancestor for which `lookup` finds something (the nearest enclosing value that has
 * a source range, a capture that holds it, …), with what was found; undefined when not even the root has it.
 */
export function nearestAncestor<T>(
  pointer: string,
  lookup: (pointer: string) => T | undefined,
): { pointer: string; found: T } | undefined {
  for (let current: string | undefined = pointer; current !== undefined; current = parentPointer(current)) {
    const found = lookup(current);
    if (found !== undefined) return { pointer: current, found };
  }
  return undefined;
}
