// Offsets and 1-based line/column positions over one text (columns in UTF-16 code units), and edits applied to it:
// the one line index of the project (the parsers' source maps, the language service, the app's text area).
// Line breaks are '\n', '\r\n' and a lone '\r', as YAML and editors count them.
import type { SourcePosition, SourceRange } from '../diagnostics.ts';

/** A replacement of a range of a text (1-based line/column, as diagnostics use them). */
export interface TextEdit {
  range: SourceRange;
  text: string;
}

export interface LineIndex {
  /** The position of an offset (clamped to the text); an offset inside a CRLF counts as its CR. */
  position(offset: number): SourcePosition;
  /** The range of two offsets; an end inside a CRLF moves past the LF. */
  range(start: number, end: number): SourceRange;
  /**
   * The offset of a position: a line before the first is the start of the text, a line after the last the end; a
   * column past the end of its line is the end of that line (before its line break).
   */
  offset(position: SourcePosition): number;
  /** Start offset of every line, ascending. */
  lineStarts(): readonly number[];
}

/** Start offset of every line of a text. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  // A lone '\r' also ends a line; rare, so handled separately.
  if (text.indexOf('\r') >= 0) {
    for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1))
      if (text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
    starts.sort((a, b) => a - b);
  }
  return starts;
}

/** The line index of a text, computed on first use. `known`: the line starts, when a scan of the text has them already. */
export function createLineIndex(text: string, known?: number[]): LineIndex {
  let starts: number[] | undefined = known;
  const lineStarts = (): number[] => (starts ??= lineStartsOf(text));
  const position = (offset: number): SourcePosition => {
    const s = lineStarts();
    const o = Math.max(0, Math.min(offset, text.length));
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - s[lo]! + 1 };
  };
  // A CRLF is one line break: an offset between its CR and LF has no column of its own. A start there moves back to
  // the CR, an end forward past the LF (the range then covers the line break).
  const inCrlf = (o: number): boolean => o > 0 && text.charCodeAt(o - 1) === 13 && text.charCodeAt(o) === 10;
  const offset = ({ line, column }: SourcePosition): number => {
    const s = lineStarts();
    if (line < 1) return 0;
    const start = s[line - 1];
    if (start === undefined) return text.length;
    const next = s[line];
    let lineEnd = next === undefined ? text.length : next - 1;
    if (next !== undefined && inCrlf(lineEnd)) lineEnd--;
    return Math.min(start + Math.max(0, column - 1), lineEnd);
  };
  return {
    position: (o) => position(inCrlf(o) ? o - 1 : o),
    range: (start, end) => ({
      start: position(inCrlf(start) ? start - 1 : start),
      end: position(inCrlf(end) ? end + 1 : end),
    }),
    offset,
    lineStarts,
  };
}

/** The offsets of a range in a text (clamped as `LineIndex.offset` does; the end never before the start). */
export function rangeToOffsets(
  text: string,
  range: SourceRange,
  index: LineIndex = createLineIndex(text),
): { start: number; end: number } {
  const start = index.offset(range.start);
  return { start, end: Math.max(start, index.offset(range.end)) };
}

/** A text with edits applied, as an editor applies them: ranges refer to the text as given and do not overlap. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const index = createLineIndex(text);
  const located = edits
    .map((edit) => ({ ...rangeToOffsets(text, edit.range, index), text: edit.text }))
    .sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  for (const edit of located) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}
