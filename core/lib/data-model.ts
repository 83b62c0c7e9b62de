// The JSON-compatible data model of spec 3.1: guards every module uses on decoded (untrusted) values.

/** A JSON object: not null, not an array. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Member names by decoded document (documents are read-only once decoded, so one walk serves a whole run). */
const namesByDocument = new WeakMap<object, ReadonlySet<string>>();

/** Records the member names of a freshly decoded document, when the decoder saw them all (one walk fewer). */
export function rememberNames(document: object, names: ReadonlySet<string>): void {
  namesByDocument.set(document, names);
}

/**
 * Every member name used anywhere in a decoded value (one iterative walk, `$componentRef` not followed: targets are
 * inside the document). A check or pattern that needs a member no object has can stop at once.
 */
export function namesInDocument(value: unknown): ReadonlySet<string> {
  if (typeof value !== 'object' || value === null) return new Set();
  const known = namesByDocument.get(value);
  if (known) return known;
  const names = new Set<string>();
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (Array.isArray(current)) {
      for (const item of current) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    for (const key of Object.keys(current)) {
      names.add(key);
      const child = (current as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  namesByDocument.set(value, names);
  return names;
}
