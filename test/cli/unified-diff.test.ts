// cli/unified-diff.ts: the diff `mcpdesc fix --dry-run` prints, in the unified format of diff -u and git diff.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../cli/unified-diff.ts';
import { applyUnifiedDiff } from './apply-diff.ts';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}\n`).join('');

describe('unifiedDiff', () => {
  it('prints the file header and hunks with three lines of context, as diff -u does', () => {
    const before = numbered(20);
    const after = before.replace('line 5\n', 'line five\n').replace('line 17\n', 'line 17\nline 17b\n');
    expect(unifiedDiff('specs/a.yaml', before, after)).toBe(
      [
        '--- a/specs/a.yaml',
        '+++ b/specs/a.yaml',
        '@@ -2,7 +2,7 @@',
        ' line 2',
        ' line 3',
        ' line 4',
        '-line 5',
        '+line five',
        ' line 6',
        ' line 7',
        ' line 8',
        '@@ -15,6 +15,7 @@',
        ' line 15',
        ' line 16',
        ' line 17',
        '+line 17b',
        ' line 18',
        ' line 19',
        ' line 20',
        '',
      ].join('\n'),
    );
  });

  it('joins changes at most six lines apart into one hunk, counts one line without ",1" and nothing as the line before', () => {
    const before = numbered(12);
    expect(unifiedDiff('f', before, before.replace('line 2\n', '').replace('line 9\n', 'nine\n'))).toMatch(
      /^--- a\/f\n\+\+\+ b\/f\n@@ -1,12 \+1,11 @@\n/,
    );
    expect(unifiedDiff('f', 'a\n', 'b\n')).toBe('--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n');
    expect(unifiedDiff('f', '', 'a\n')).toBe('--- a/f\n+++ b/f\n@@ -0,0 +1 @@\n+a\n');
    expect(unifiedDiff('f', 'a\n', 'a\n')).toBe('');
    expect(unifiedDiff('/tmp/f', 'a\n', 'b\n')).toMatch(/^--- a\/tmp\/f\n\+\+\+ b\/tmp\/f\n/);
  });

  it('marks a last line without a line break, and tells it from the same line with one', () => {
    expect(unifiedDiff('f', 'a\nb', 'a\nc')).toBe(
      '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n',
    );
    expect(unifiedDiff('f', 'a\nb', 'a\nb\n')).toBe(
      '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n',
    );
  });

  it('keeps carriage returns in the lines, so the diff of a CRLF file applies to it', () => {
    const before = 'a: 1\r\nb: 2\r\n';
    const after = 'a: 1\r\nb: "2"\r\nc: 3\r\n';
    expect(unifiedDiff('f', before, after)).toBe(
      '--- a/f\n+++ b/f\n@@ -1,2 +1,3 @@\n a: 1\r\n-b: 2\r\n+b: "2"\r\n+c: 3\r\n',
    );
    expect(applyUnifiedDiff(before, unifiedDiff('f', before, after))).toBe(after);
  });

  it('turns any text into any other when applied (a very different pair as one replacement)', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', '', 'd\r'), { maxLength: 30 })
      .chain((lines) => fc.constantFrom(lines.join('\n'), `${lines.join('\n')}\n`));
    fc.assert(
      fc.property(text, text, (before, after) => {
        expect(applyUnifiedDiff(before, unifiedDiff('f', before, after) || '--- a/f\n+++ b/f\n')).toBe(after);
      }),
      { numRuns: 500 },
    );
    const many = numbered(3000);
    const other = many.replace(/line/g, 'row');
    expect(applyUnifiedDiff(many, unifiedDiff('f', many, other))).toBe(other);
  });
});
