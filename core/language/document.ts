// One parse per text for every language feature: the same parser and source map the validator uses (core/document),
// and the value of the last text that parsed, so features keep working while the text is incomplete.
import type { DocumentFormat } from '../diagnostics.ts';
import { parseDocument, type ParseResult } from '../document/index.ts';
import { isObject } from '../data-model.ts';
import { splitPointer } from '../pointer.ts';
import { indexText, type TextIndex } from './text.ts';

export interface LanguageDocument {
  text: string;
  format: DocumentFormat;
  index: TextIndex;
  parsed: ParseResult;
  /** The value of this text, or of the last text that parsed when this one does not (undefined when none did). */
  value: unknown;
}

export function openDocument(text: string, options: { format?: DocumentFormat; fallback?: unknown } = {}): LanguageDocument {
  const parsed = parseDocument(text, { format: options.format });
  return { text, format: parsed.format, index: indexText(text), parsed, value: parsed.ok ? parsed.value : options.fallback };
}

/** Value at JSON Pointer segments, or undefined. */
export function valueAt(root: unknown, segments: readonly string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

export function valueAtPointer(root: unknown, pointer: string): unknown {
  return valueAt(root, splitPointer(pointer));
}

/** Scalar members of the object at `segments`, as text (for narrowing unions). */
export function scalarMembers(root: unknown, segments: readonly string[]): Map<string, string | undefined> {
  const value = valueAt(root, segments);
  const members = new Map<string, string | undefined>();
  if (!isObject(value)) return members;
  for (const [name, member] of Object.entries(value)) members.set(name, typeof member === 'object' && member !== null ? undefined : String(member));
  return members;
}

/**
 * A session remembers the last document it opened (so several requests on one text parse it once) and the last value
 * that parsed (the fallback for incomplete text).
 */
export function createDocumentCache(): (text: string, format?: DocumentFormat) => LanguageDocument {
  let last: LanguageDocument | undefined;
  let lastFormat: DocumentFormat | undefined;
  let lastGood: unknown;
  return (text, format) => {
    if (last && last.text === text && lastFormat === format) return last;
    last = openDocument(text, { format, fallback: lastGood });
    lastFormat = format;
    if (last.parsed.ok) lastGood = last.parsed.value;
    return last;
  };
}
