// Offsets, positions and edits over one text (1-based lines and columns, UTF-16 code units).
import type { DocumentFormat } from '../diagnostics.ts';
import { createLineIndex, type LineIndex } from '../lib/text-positions.ts';
import type { SourcePosition, SourceRange } from './types.ts';

export interface TextIndex extends LineIndex {
  text: string;
}

export function indexText(text: string): TextIndex {
  return { ...createLineIndex(text), text };
}

export { applyEdits } from '../lib/text-positions.ts';

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
