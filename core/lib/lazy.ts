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

/** Where an object made by lazyMembers keeps its functions and the values computed so far (not enumerable). */
const lazyState = Symbol('lazy members');

interface LazyState {
  computes: Readonly<Record<string, () => unknown>>;
  values: Record<string, unknown>;
}

/**
 * One getter per member name, shared by every object lazyMembers makes: a getter made per object (a closure) gives
 * each object a map of its own in V8, and defining it cost more than most runs' use of the member (about 2 µs for
 * three members; a validation run made three such objects).
 */
const getters = new Map<string, (this: { [lazyState]: LazyState }) => unknown>();

function getterOf(key: string): (this: { [lazyState]: LazyState }) => unknown {
  let get = getters.get(key);
  if (!get) {
    get = function (this: { [lazyState]: LazyState }) {
      const state = this[lazyState];
      if (!Object.hasOwn(state.values, key)) state.values[key] = state.computes[key]!();
      return state.values[key];
    };
    getters.set(key, get);
  }
  return get;
}

/**
 * An object whose members are computed on first read, each by its function, then kept (read-only, enumerable own
 * members, as a spread or JSON.stringify reads them); `target`: an object to add them to instead of a new one.
 */
export function lazyMembers<T extends object>(computes: { readonly [K in keyof T]: () => T[K] }, target?: object): T {
  const members = (target ?? {}) as T;
  const state: LazyState = { computes, values: {} };
  Object.defineProperty(members, lazyState, { value: state });
  for (const key of Object.keys(computes))
    Object.defineProperty(members, key, { get: getterOf(key), enumerable: true });
  return members;
}
