// Edit distance between names: how the quick fixes find the name a typo meant, and how the CLI says "did you mean".

/** Edit distance (insertions, deletions, substitutions, transpositions). */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Candidates close to `name` (case-insensitive), closest first: at most `limit` edits away (by default two, or a
 * third of the name's length when longer).
 */
export function closeNames(
  name: string,
  candidates: readonly string[],
  limit = Math.max(2, Math.floor(name.length / 3)),
): string[] {
  return candidates
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .filter((c) => c.d <= limit && c.candidate !== name)
    .sort((a, b) => a.d - b.d)
    .map((c) => c.candidate);
}
