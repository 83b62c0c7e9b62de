// One parse per text for every language feature: the same parser and source map the validator uses (core/document),
// and the value of the last text that parsed, so features keep working while the text is incomplete.
import type { DocumentFormat } from '../diagnostics.ts';
import { detectFormat, parseDocument, type ParseResult } from '../document/index.ts';
import { isObject } from '../lib/data-model.ts';
import { indexText, type TextIndex } from './text.ts';

export interface LanguageDocument {
  text: string;
  format: DocumentFormat;
  index: TextIndex;
  /** The parse of this text (computed on first use). */
  readonly parsed: ParseResult;
  /**
   * What completion and hover read: the value of this text, or of the last text that parsed when this one does not.
   * With `lazy`, the last value that parsed stands in without parsing this text (large YAML, while the user types).
   */
  readonly value: unknown;
}

export interface OpenOptions {
  format?: DocumentFormat;
  /** The value of the last text that parsed. */
  fallback?: unknown;
  /** Read `fallback` as the value without parsing this text (until something needs the parse). */
  lazy?: boolean;
  /** Called once with a parse that succeeded. */
  onParsed?: (value: unknown) => void;
}

export function openDocument(text: string, options: OpenOptions = {}): LanguageDocument {
  const format = options.format ?? detectFormat(text);
  let parsed: ParseResult | undefined;
  const parse = (): ParseResult => {
    if (!parsed) {
      parsed = parseDocument(text, { format });
      if (parsed.ok) options.onParsed?.(parsed.value);
    }
    return parsed;
  };
  return {
    text,
    format,
    index: indexText(text),
    get parsed() {
      return parse();
    },
    get value() {
      if (!parsed && options.lazy && options.fallback !== undefined) return options.fallback;
      const result = parse();
      return result.ok ? result.value : options.fallback;
    },
  };
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

/** Scalar members of the object at `segments`, as text (for narrowing unions). */
export function scalarMembers(root: unknown, segments: readonly string[]): Map<string, string | undefined> {
  const value = valueAt(root, segments);
  const members = new Map<string, string | undefined>();
  if (!isObject(value)) return members;
  for (const [name, member] of Object.entries(value))
    members.set(name, typeof member === 'object' && member !== null ? undefined : String(member));
  return members;
}

/** Texts at least this long (in YAML, whose parse is the slow one) are not parsed for completion and hover while the user types. */
export const lazyParseFrom = 20_000;

export interface DocumentCache {
  /** The document of a text; `typing` lets a large YAML text use the last value that parsed instead of parsing now. */
  open(text: string, format?: DocumentFormat, typing?: boolean): LanguageDocument;
  /** Parse the most recent text if nothing has yet (idle time), so the next request has a fresh value to fall back on. */
  settle(): void;
}

/**
 * Scalar members written in the object at each location: as scanned at the cursor's own object (the text may not
 * parse), else from the value. Narrows unions on the way down the schema.
 */
export function writtenMembers(
  doc: LanguageDocument,
  context: { path: readonly string[]; members: ReadonlyMap<string, string | undefined> },
) {
  return (segments: readonly string[]): ReadonlyMap<string, string | undefined> =>
    segments.length === context.path.length && segments.every((s, i) => s === context.path[i])
      ? context.members
      : scalarMembers(doc.value, segments);
}

/**
 * A session remembers the last document it opened (so several requests on one text parse it once) and the last value
 * that parsed (the fallback for incomplete text).
 */
export function createDocumentCache(): DocumentCache {
  let last: LanguageDocument | undefined;
  let lastFormat: DocumentFormat | undefined;
  let lastGood: unknown;
  const remember = (value: unknown) => {
    lastGood = value;
  };
  return {
    open(text, format, typing = false) {
      if (last && last.text === text && lastFormat === format) return last;
      const lazy = typing && text.length >= lazyParseFrom && (format ?? detectFormat(text)) === 'yaml';
      last = openDocument(text, { format, fallback: lastGood, lazy, onParsed: remember });
      lastFormat = format;
      // Parsed now unless lazy, so that the last text that parsed is always remembered.
      if (!lazy) void last.parsed;
      return last;
    },
    settle() {
      void last?.parsed;
    },
  };
}
