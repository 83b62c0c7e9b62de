// Offset -> 1-based line/column (column in UTF-16 code units), computed lazily once per text.
import type { SourcePosition, SourceRange } from '../diagnostics.ts';

export interface LineIndex {
  position(offset: number): SourcePosition;
  range(start: number, end: number): SourceRange;
}

/** `known`: the start offset of every line, ascending, when a scan of the text has them already. */
export function createLineIndex(text: string, known?: number[]): LineIndex {
  let starts: number[] | undefined = known;
  const lineStarts = (): number[] => {
    if (starts) return starts;
    const s = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) s.push(i + 1);
    // A lone '\r' also ends a line (YAML and most editors treat it so); rare, handled separately.
    if (text.indexOf('\r') >= 0) {
      for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) if (text.charCodeAt(i + 1) !== 10) s.push(i + 1);
      s.sort((a, b) => a - b);
    }
    starts = s;
    return s;
  };
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
  return {
    position: (offset) => position(inCrlf(offset) ? offset - 1 : offset),
    range: (start, end) => ({ start: position(inCrlf(start) ? start - 1 : start), end: position(inCrlf(end) ? end + 1 : end) }),
  };
}
