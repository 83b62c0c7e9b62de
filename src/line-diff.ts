// Line diff for previews (History: an older version against the current text): Myers' O(ND) algorithm after the
// common first and last lines are set aside, bounded so a very different pair of texts costs little. Plain text in,
// plain data out; the UI renders it as text.

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/** Edits beyond which two texts are "too different to show line by line". */
export const MAX_DIFF_EDITS = 1000;

/** Lines of a text; a final line break does not start another line. */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Every line of `before` and `after` as kept, removed or added, in order; undefined past `maxEdits` edits. */
export function diffLines(before: string, after: string, maxEdits = MAX_DIFF_EDITS): DiffLine[] | undefined {
  return diffLineLists(splitLines(before), splitLines(after), maxEdits);
}

/** The same for texts already split into lines (the CLI's unified diff splits them its own way). */
export function diffLineLists(
  a: readonly string[],
  b: readonly string[],
  maxEdits = MAX_DIFF_EDITS,
): DiffLine[] | undefined {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = myers(a.slice(start, endA), b.slice(start, endB), maxEdits);
  if (!middle) return undefined;
  return [
    ...a.slice(0, start).map((text) => ({ kind: 'same' as const, text })),
    ...middle,
    ...a.slice(endA).map((text) => ({ kind: 'same' as const, text })),
  ];
}

function myers(a: readonly string[], b: readonly string[], maxEdits: number): DiffLine[] | undefined {
  const n = a.length;
  const m = b.length;
  if (n === 0) return b.map((text) => ({ kind: 'added', text }));
  if (m === 0) return a.map((text) => ({ kind: 'removed', text }));
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d, offset);
    }
    v = next;
  }
  return undefined;
}

function backtrack(
  a: readonly string[],
  b: readonly string[],
  trace: Int32Array[],
  edits: number,
  offset: number,
): DiffLine[] {
  const out: DiffLine[] = [];
  let x = a.length;
  let y = b.length;
  const same = () => {
    x--;
    y--;
    out.push({ kind: 'same', text: a[x]! });
  };
  for (let d = edits; d > 0; d--) {
    const previous = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && previous[offset + k - 1]! < previous[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = previous[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) same();
    if (down) out.push({ kind: 'added', text: b[--y]! });
    else out.push({ kind: 'removed', text: a[--x]! });
  }
  while (x > 0 && y > 0) same();
  return out.reverse();
}

/** Lines added and removed. */
export function diffCounts(lines: DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added++;
    else if (line.kind === 'removed') removed++;
  }
  return { added, removed };
}

export type DiffHunkLine = DiffLine | { kind: 'skip'; count: number };

/** The changed lines with `context` unchanged lines around each change; longer unchanged runs become one `skip`. */
export function withContext(lines: DiffLine[], context = 2): DiffHunkLine[] {
  const keep = new Uint8Array(lines.length);
  lines.forEach((line, i) => {
    if (line.kind === 'same') return;
    for (let j = Math.max(0, i - context); j <= Math.min(lines.length - 1, i + context); j++) keep[j] = 1;
  });
  const out: DiffHunkLine[] = [];
  let skipped = 0;
  lines.forEach((line, i) => {
    if (keep[i]) {
      if (skipped > 0) out.push({ kind: 'skip', count: skipped });
      skipped = 0;
      out.push(line);
    } else skipped++;
  });
  if (skipped > 0) out.push({ kind: 'skip', count: skipped });
  return out;
}
