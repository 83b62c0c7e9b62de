// RFC 6901 JSON Pointers.

export function escapeSegment(segment: string): string {
  if (segment.indexOf('~') < 0 && segment.indexOf('/') < 0) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function appendPointer(pointer: string, segment: string | number): string {
  return `${pointer}/${typeof segment === 'number' ? segment : escapeSegment(segment)}`;
}

/**
 * Gives `visit` each token of `pointer` in order, unescaped, without splitting the pointer into an array (reading the
 * tokens where they are written costs a sixth of a split: pointers are read on every finding and every range). Stops at
 * the first `false` from `visit`. True when every token was visited ('' has none); false when `visit` stopped the walk
 * or the pointer is not valid (RFC 6901: it starts with '/', and '~' only begins '~0' or '~1').
 */
export function everyToken(pointer: string, visit: (token: string) => boolean): boolean {
  if (pointer === '') return true;
  if (pointer[0] !== '/') return false;
  for (let start = 1; start <= pointer.length;) {
    let end = pointer.indexOf('/', start);
    if (end < 0) end = pointer.length;
    let token = pointer.slice(start, end);
    if (token.indexOf('~') >= 0) {
      if (/~[^01]|~$/.test(token)) return false;
      token = token.replace(/~1/g, '/').replace(/~0/g, '~');
    }
    if (!visit(token)) return false;
    start = end + 1;
  }
  return true;
}

/** Segments of a pointer; undefined when it is not a valid pointer ('' is the root, []). */
export function parsePointer(pointer: string): string[] | undefined {
  const tokens: string[] = [];
  return everyToken(pointer, (token) => tokens.push(token) > 0) ? tokens : undefined;
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

/**
 * The value at `pointer` in a JSON value: array items by index (RFC 6901: "0" or no leading zero), object members by
 * own name; undefined where the value has nothing there or the pointer is not valid.
 */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  let current = root;
  const found = everyToken(pointer, (token) => {
    if (Array.isArray(current)) {
      const index = arrayIndex(token);
      current = index >= 0 ? current[index] : undefined;
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, token))
      current = (current as Record<string, unknown>)[token];
    else return false;
    return true;
  });
  return found ? current : undefined;
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
