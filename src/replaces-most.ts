// What counts as replacing a document rather than editing it: autosave keeps the replaced text as a version, and
// the store forgets the name of an example or file pasted over.

/**
 * Whether `next` keeps less than half of `previous`: their common start and end together are shorter than half of
 * it. Comparisons are of whole slices (native string comparison, no character loop): a keystroke keeps at least half
 * on one side of it, which one or two comparisons confirm; only a large change needs the binary searches.
 */
export function replacesMost(previous: string, next: string): boolean {
  const half = Math.ceil(previous.length / 2);
  const limit = Math.min(previous.length, next.length);
  if (half <= limit && (samePrefix(previous, next, half) || sameSuffix(previous, next, half))) return false;
  const prefix = commonLength(limit, (n) => samePrefix(previous, next, n));
  const suffix = commonLength(limit - prefix, (n) => sameSuffix(previous, next, n));
  return prefix + suffix < half;
}

const samePrefix = (a: string, b: string, n: number) => a.slice(0, n) === b.slice(0, n);
const sameSuffix = (a: string, b: string, n: number) => n === 0 || a.slice(a.length - n) === b.slice(b.length - n);

/** The largest n ≤ max for which `same(n)` holds (`same` is monotone: true up to some n, false after). */
function commonLength(max: number, same: (n: number) => boolean): number {
  let low = 0;
  let high = max;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (same(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}
