// Offsets, positions and edits over one text (1-based lines and columns, UTF-16 code units).
import type { DocumentFormat } from '../diagnostics.ts';
import { createLineIndex, type LineIndex } from '../lib/text-positions.ts';
import type { SourcePosition, SourceRange, TextEdit } from './types.ts';

export interface TextIndex extends LineIndex {
  text: string;
  /** Offset of a 1-based position (clamped to the text). */
  offset(position: SourcePosition): number;
  /** Start offset of every line. */
  lineStarts: number[];
}

export function indexText(text: string): TextIndex {
  const lines = createLineIndex(text);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  if (text.indexOf('\r') >= 0) {
    // A lone '\r' also ends a line, as the parser's positions count it.
    for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) if (text.charCodeAt(i + 1) !== 10) lineStarts.push(i + 1);
    lineStarts.sort((a, b) => a - b);
  }
  return {
    ...lines,
    text,
    lineStarts,
    offset({ line, column }) {
      const start = lineStarts[Math.max(0, Math.min(line - 1, lineStarts.length - 1))] ?? 0;
      return Math.max(0, Math.min(text.length, start + column - 1));
    },
  };
}

/** Apply edits (non-overlapping) to a text, as an editor would: later ranges first. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const index = indexText(text);
  const located = edits.map((edit) => ({ start: index.offset(edit.range.start), end: index.offset(edit.range.end), text: edit.text }));
  located.sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  for (const edit of located) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

export function contains(range: SourceRange, position: SourcePosition): boolean {
  return !before(position, range.start) && !before(range.end, position);
}

export function before(a: SourcePosition, b: SourcePosition): boolean {
  return a.line < b.line || (a.line === b.line && a.column < b.column);
}

/** A string as the format writes a member name or string value (YAML: plain when that reads back as the same string). */
export function quote(value: string, format: DocumentFormat): string {
  if (format === 'json') return JSON.stringify(value);
  return plainYamlString(value) ? value : JSON.stringify(value);
}

/** Whether a string can be written as a plain YAML scalar and still read back as that string. */
export function plainYamlString(value: string): boolean {
  if (!/^[A-Za-z_$/][A-Za-z0-9 _.$/-]*$/.test(value) || value.endsWith(' ')) return false;
  return !/^(true|false|null|yes|no|on|off|~)$/i.test(value);
}
