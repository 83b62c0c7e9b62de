// Member order of the data model (spec 18: req-document-ordering-default, req-document-ordering-collections,
// req-document-ordering-recognition): a converter keeps source order, and named maps and opaque subtrees keep theirs.
// A JavaScript object lists integer-like keys ("1", "42") first, in numeric order, whatever the insertion order. So the
// parsers record the source order of every object that has such a key, and whatever writes or rebuilds objects
// (serialization, Organize, projection) iterates `memberNames`. Objects without integer-like keys need no record:
// their key order is their insertion order. Decoded values are read-only, so a record stays valid; it is checked
// against the object's key count anyway.

const orders = new WeakMap<object, readonly string[]>();

/** Whether JavaScript orders this key as an array index (canonical integer below 2^32 - 1). */
export function isIntegerLike(key: string): boolean {
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57 || key.length > 10 || (c === 48 && key.length > 1)) return false;
  for (let i = 1; i < key.length; i++) {
    const d = key.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(key) < 4294967295;
}

/** The object's member names in source order. */
export function memberNames(value: object): readonly string[] {
  const recorded = orders.get(value);
  const keys = Object.keys(value);
  return recorded && recorded.length === keys.length ? recorded : keys;
}

/** Records `names` (exactly the object's keys, in the order they were written) as the object's member order. */
export function keepOrder(value: object, names: readonly string[]): void {
  if (names.some(isIntegerLike)) orders.set(value, names);
}

/** A new object with the given members in the given order (`__proto__` stays a member), order recorded. */
export function orderedObject(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const names: string[] = [];
  for (const [key, v] of entries) {
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
    names.push(key);
  }
  keepOrder(out, names);
  return out;
}
