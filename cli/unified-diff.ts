// The unified diff that `mcpdesc fix --dry-run` prints for a file it would change: `--- a/PATH`, `+++ b/PATH`, then
// hunks with 3 lines of context, as `git diff` and `diff -u` print them (`git apply` and `patch -p1` take it). Lines
// are compared by the project's Myers diff (src/line-diff.ts); a line keeps its carriage return (a CRLF file's diff
// applies to it), and a last line without a line break is followed by "\ No newline at end of file".
import { diffLineLists, withContext, type DiffLine } from '../src/line-diff.ts';

const contextLines = 3;
/** Past this many changed lines a minimal diff costs too much memory: the whole text is shown replaced. */
const maxEdits = 2000;
const noNewline = '\\ No newline at end of file';

/**
 * The lines of a text, each without its "\n"; a last line that has none is marked by a "\n" at its end (no other
 * line can hold one), so it differs from the same line with a line break, as it does in the file.
 */
function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  else lines[lines.length - 1] += '\n';
  return lines;
}

function printed(prefix: string, line: string): string {
  return line.endsWith('\n') ? `${prefix}${line.slice(0, -1)}\n${noNewline}\n` : `${prefix}${line}\n`;
}

/** "3,4", or "3" for one line, and the line before the hunk for none (as diff -u counts). */
function span(start: number, count: number): string {
  return count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`;
}

/** The unified diff of `before` and `after` for `path` ('' when they are equal; an absolute path as `a/tmp/x`). */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const label = path.replace(/^\/+/, '');
  const a = linesOf(before);
  const b = linesOf(after);
  const lines: DiffLine[] = diffLineLists(a, b, maxEdits) ?? [
    ...a.map((text) => ({ kind: 'removed' as const, text })),
    ...b.map((text) => ({ kind: 'added' as const, text })),
  ];
  let out = `--- a/${label}\n+++ b/${label}\n`;
  let oldLine = 1;
  let newLine = 1;
  let hunk: { oldStart: number; newStart: number; oldCount: number; newCount: number; body: string } | undefined;
  const close = () => {
    if (hunk)
      out += `@@ -${span(hunk.oldStart, hunk.oldCount)} +${span(hunk.newStart, hunk.newCount)} @@\n${hunk.body}`;
    hunk = undefined;
  };
  for (const line of withContext(lines, contextLines)) {
    if (line.kind === 'skip') {
      close();
      oldLine += line.count;
      newLine += line.count;
      continue;
    }
    hunk ??= { oldStart: oldLine, newStart: newLine, oldCount: 0, newCount: 0, body: '' };
    if (line.kind !== 'added') {
      hunk.oldCount++;
      oldLine++;
    }
    if (line.kind !== 'removed') {
      hunk.newCount++;
      newLine++;
    }
    hunk.body += printed(line.kind === 'same' ? ' ' : line.kind === 'added' ? '+' : '-', line.text);
  }
  close();
  return out;
}
