// Values computed on first use and then kept, for as long as their owner lives: what one validation run derives from
// its document is built this way by core/model/run-context.ts (no module-level cache keyed by document).

/** A function that runs `compute` on its first call and returns that result on every call. */
export function lazy<T>(compute: () => T): () => T {
  let computed = false;
  let value: T;
  return () => {
    if (!computed) {
      value = compute();
      computed = true;
    }
    return value;
  };
}

/** A function that runs `compute` once per key (keys compared as a Map compares them) and returns that result. */
export function memoize<K, T>(compute: (key: K) => T): (key: K) => T {
  const values = new Map<K, T>();
  return (key) => {
    if (values.has(key)) return values.get(key) as T;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

/**
 * An object whose members are computed on first read, each by its function, then kept (read-only members); `target`:
 * an object to add them to instead of a new one.
 */
export function lazyMembers<T extends object>(computes: { readonly [K in keyof T]: () => T[K] }, target?: object): T {
  const members = (target ?? {}) as T;
  for (const key of Object.keys(computes) as (keyof T & string)[]) {
    Object.defineProperty(members, key, { get: lazy(computes[key]), enumerable: true });
  }
  return members;
}
