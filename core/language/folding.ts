// Folding ranges: every object and array of the document that spans several lines folds, from the line of its member
// name (or its own first line) to its last line; a closing bracket on a line of its own stays visible (JSON). Read
// from the parse's source map, as every other feature; bounded, so a hostile document cannot make the list huge.
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import type { FoldingRange } from './types.ts';

/** Most folding ranges listed for one document (an editor shows no more than a few thousand either). */
export const maxFoldingRanges = 5000;

export function foldingRanges(doc: LanguageDocument): FoldingRange[] {
  if (!doc.parsed.ok) return [];
  const { sourceMap } = doc.parsed;
  const ranges: FoldingRange[] = [];
  // Depth first, in document order, with an explicit stack (a deeply nested document must not overflow the call stack).
  const stack: { pointer: string; value: unknown }[] = [{ pointer: '', value: doc.parsed.value }];
  while (stack.length > 0 && ranges.length < maxFoldingRanges) {
    const { pointer, value } = stack.pop()!;
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : isObject(value)
        ? Object.entries(value)
        : undefined;
    if (!entries) continue;
    const range = sourceMap.rangeOf(pointer, 'value');
    if (range) {
      const start = (pointer === '' ? undefined : sourceMap.rangeOf(pointer, 'key'))?.start.line ?? range.start.line;
      const closing = doc.index.offset(range.end) - 1;
      const bracketLine = /[}\]]/.test(doc.text[closing] ?? '') && /^\s*$/.test(lineBefore(doc, range.end));
      // A YAML block's range ends at the start of the line after it; a JSON bracket alone on its line stays visible.
      const end = range.end.column === 1 || bracketLine ? range.end.line - 1 : range.end.line;
      if (end > start) ranges.push({ start, end });
    }
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ pointer: appendPointer(pointer, entries[i]![0]), value: entries[i]![1] });
  }
  return ranges;
}

/** The text of the line of `position` before the character that ends there (the closing bracket). */
function lineBefore(doc: LanguageDocument, position: { line: number; column: number }): string {
  const lineStart = doc.index.offset({ line: position.line, column: 1 });
  return doc.text.slice(lineStart, doc.index.offset(position) - 1);
}
