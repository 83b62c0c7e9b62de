// Text edits computed by the core (1-based line/column ranges, as diagnostics use them) applied to a plain string:
// what the text area and the diagnostics panel's quick fixes need without an editor model.
import type { SourceRange } from '../core/diagnostics.ts';
import type { TextEdit } from '../core/language/types.ts';

/**
 * Offsets in `text` of a 1-based line/column range (columns in UTF-16 code units). Line breaks are '\n', '\r\n'
 * or a lone '\r', as the core counts them. Positions past the end of a line or of the text are clamped.
 */
export function rangeToOffsets(text: string, range: SourceRange): { start: number; end: number } {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) lineStarts.push(i + 1);
  }
  const offset = (line: number, column: number): number => {
    if (line < 1) return 0;
    const start = lineStarts[line - 1];
    if (start === undefined) return text.length;
    const next = lineStarts[line];
    let lineEnd = next === undefined ? text.length : next - 1;
    if (next !== undefined && text.charCodeAt(lineEnd - 1) === 13 && text.charCodeAt(lineEnd) === 10) lineEnd--;
    return Math.min(start + Math.max(0, column - 1), lineEnd);
  };
  const start = offset(range.start.line, range.start.column);
  return { start, end: Math.max(start, offset(range.end.line, range.end.column)) };
}

/** `text` with every edit applied (ranges refer to `text` as given; edits do not overlap). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const located = edits.map((edit) => ({ ...rangeToOffsets(text, edit.range), text: edit.text })).sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  for (const edit of located) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
