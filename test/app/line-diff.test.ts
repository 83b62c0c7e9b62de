// The History preview's line diff: exact, minimal-length edit scripts, bounded on very different texts.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { diffCounts, diffLines, splitLines, withContext, type DiffLine } from '../../src/line-diff.ts';

/** The two texts a diff describes, rebuilt from it. */
function sides(lines: DiffLine[]): [string[], string[]] {
  return [
    lines.filter((l) => l.kind !== 'added').map((l) => l.text),
    lines.filter((l) => l.kind !== 'removed').map((l) => l.text),
  ];
}

describe('diffLines', () => {
  it('marks added, removed and kept lines', () => {
    expect(diffLines('a\nb\nc\n', 'a\nx\nc\nd\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
    expect(diffLines('', 'a')).toEqual([{ kind: 'added', text: 'a' }]);
    expect(diffLines('a\r\nb', 'a\nb\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });

  it('property: rebuilds both texts, with the fewest edits for small inputs', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 }).map((l) => l.join('\n'));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const lines = diffLines(before, after)!;
        expect(sides(lines)).toEqual([splitLines(before), splitLines(after)]);
        // Minimal: edits = n + m - 2·LCS.
        const a = splitLines(before);
        const b = splitLines(after);
        const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
        for (let i = a.length - 1; i >= 0; i--)
          for (let j = b.length - 1; j >= 0; j--)
            lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
        const { added, removed } = diffCounts(lines);
        expect(added + removed).toBe(a.length + b.length - 2 * lcs[0]![0]!);
      }),
      { numRuns: 300 },
    );
  });

  it('gives up on texts more different than the bound', () => {
    const before = Array.from({ length: 50 }, (_, i) => `a${i}`).join('\n');
    const after = Array.from({ length: 50 }, (_, i) => `b${i}`).join('\n');
    expect(diffLines(before, after, 60)).toBeUndefined();
    expect(diffCounts(diffLines(before, after, 100)!)).toEqual({ added: 50, removed: 50 });
  });

  it('keeps context around changes and folds long unchanged runs', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 10', 'LINE 10');
    const hunks = withContext(diffLines(before, after)!, 2);
    expect(hunks.map((h) => (h.kind === 'skip' ? `…${h.count}` : `${h.kind[0]}${h.text}`))).toEqual([
      '…8',
      'sline 8',
      'sline 9',
      'rline 10',
      'aLINE 10',
      'sline 11',
      'sline 12',
      '…7',
    ]);
  });
});
