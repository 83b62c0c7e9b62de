// JSON source map (spec 16.5 locations), built lazily on the first request: one iterative pass over text that
// JSON.parse accepted records, for every value in document order, its offsets and its member name's offsets, and
// where its subtree ends. Offsets become line/column only for the ranges asked for (a line index, built once). A
// pointer is resolved by walking containers; each container's child index is built the first time a pointer goes
// through it.
import type { SourceRange } from '../diagnostics.ts';
import { arrayIndex, everyToken } from '../lib/pointer.ts';
import type { SourceMap } from './types.ts';
import { keepOrder } from './member-order.ts';
import { createLineIndex, type LineIndex } from '../lib/text-positions.ts';
import { SPACE, TAB, LF, CR, QUOTE, BACKSLASH, COMMA, LBRACKET, RBRACKET, LBRACE, RBRACE } from './json-chars.ts';

const SCALAR = 0,
  ARRAY = 1,
  OBJECT = 2;

/** Objects with up to this many members are searched in place rather than indexed. */
const smallObject = 16;

/** Per value (document order): 4 offsets (value start and end, member name start and end, or -1 without a name). */
export interface JsonLayout {
  count: number;
  offsets: Int32Array;
  /** Kind of each value (scalar, array, object). */
  kinds: Uint8Array;
  /** Index just past each value's subtree. */
  next: Int32Array;
  /** Offset of the start of every line (the first is 0). */
  lineStarts: number[];
}

function grow<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === CR || c === TAB;
}

/** The offset of the first non-space at or after `i`; the start of each line begun on the way is pushed on `lines`. */
function skipSpace(text: string, i: number, lines: number[]): number {
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === SPACE || c === TAB) i++;
    else if (c === LF) lines.push(++i);
    else if (c === CR) {
      // CRLF is one line break, and so is a lone CR.
      if (text.charCodeAt(++i) === LF) i++;
      lines.push(i);
    } else break;
  }
  return i;
}

/** The offset just past the string whose opening quote is at `at` (text accepted by JSON.parse). */
function stringEnd(text: string, at: number): number {
  let j = text.indexOf('"', at + 1);
  while (j > 0 && text.charCodeAt(j - 1) === BACKSLASH) {
    let k = j - 1;
    while (text.charCodeAt(k - 1) === BACKSLASH) k--;
    if ((j - k) % 2 === 0) break;
    j = text.indexOf('"', j + 1);
  }
  return j < 0 ? text.length : j + 1;
}

/** Past a member name ending at `nameEnd`: the ':' and the spaces around it skipped, the offset of the value. */
function valueAfterName(text: string, nameEnd: number, lines: number[]): number {
  const colon = skipSpace(text, nameEnd, lines);
  return skipSpace(text, colon + 1, lines);
}

/** Scans JSON text (already accepted by JSON.parse) into its layout. */
export function scanLayout(text: string): JsonLayout {
  const n = text.length;
  // Indented JSON has a value per 28-40 characters (the built-in examples), minified JSON more: room for one per 16
  // characters spares a small document's arrays from growing.
  let capacity = Math.max(64, n >> 4);
  let offsets = new Int32Array(capacity * 4);
  let kinds = new Uint8Array(capacity);
  let next = new Int32Array(capacity);
  let count = 0;
  const open: number[] = [];
  const lines = [0];
  let i = 0;
  let nameStart = -1;
  let nameEnd = -1;

  i = skipSpace(text, i, lines);
  while (i < n) {
    // A value starts at i.
    if (count === capacity) {
      capacity *= 2;
      offsets = grow(offsets, capacity * 4);
      kinds = grow(kinds, capacity);
      next = grow(next, capacity);
    }
    const k = count++;
    const c = text.charCodeAt(i);
    offsets[k * 4] = i;
    offsets[k * 4 + 2] = nameStart;
    offsets[k * 4 + 3] = nameEnd;
    if (c === LBRACE || c === LBRACKET) {
      const isObject = c === LBRACE;
      kinds[k] = isObject ? OBJECT : ARRAY;
      open.push(k);
      i++;
      i = skipSpace(text, i, lines);
      if (text.charCodeAt(i) !== (isObject ? RBRACE : RBRACKET)) {
        if (isObject) {
          nameStart = i;
          nameEnd = stringEnd(text, i);
          i = valueAfterName(text, nameEnd, lines);
        } else nameStart = nameEnd = -1;
        continue;
      }
    } else {
      kinds[k] = SCALAR;
      if (c === QUOTE) i = stringEnd(text, i);
      else {
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d === COMMA || d === RBRACE || d === RBRACKET || isSpace(d)) break;
          i++;
        }
      }
      offsets[k * 4 + 1] = i;
      next[k] = k + 1;
      i = skipSpace(text, i, lines);
    }
    // After a value (or at an empty container's closer): close containers, or go to the next entry.
    for (;;) {
      if (open.length === 0) return { count, offsets, kinds, next, lineStarts: lines };
      const d = text.charCodeAt(i);
      if (d === RBRACE || d === RBRACKET) {
        const top = open.pop()!;
        i++;
        offsets[top * 4 + 1] = i;
        next[top] = count;
        i = skipSpace(text, i, lines);
        continue;
      }
      if (d !== COMMA) return { count, offsets, kinds, next, lineStarts: lines };
      i++;
      i = skipSpace(text, i, lines);
      if (kinds[open[open.length - 1]!] === OBJECT) {
        nameStart = i;
        nameEnd = stringEnd(text, i);
        i = valueAfterName(text, nameEnd, lines);
      } else nameStart = nameEnd = -1;
      break;
    }
  }
  return { count, offsets, kinds, next, lineStarts: lines };
}

/** The decoded member name of value `c` (a member of an object). */
function nameAt(l: JsonLayout, text: string, c: number): string {
  const s = l.offsets[c * 4 + 2]!;
  const e = l.offsets[c * 4 + 3]!;
  const raw = text.slice(s + 1, e - 1);
  return raw.indexOf('\\') < 0 ? raw : (JSON.parse(text.slice(s, e)) as string);
}

/** Records the source order of every object of `root` (parsed from `text`) with an integer-like member name. */
export function recordMemberOrder(l: JsonLayout, text: string, root: unknown): void {
  const stack: [number, unknown][] = [[0, root]];
  while (stack.length > 0) {
    const [k, value] = stack.pop()!;
    if (l.kinds[k] === SCALAR || typeof value !== 'object' || value === null) continue;
    const end = l.next[k]!;
    if (l.kinds[k] === OBJECT) {
      const names: string[] = [];
      for (let c = k + 1; c < end; c = l.next[c]!) {
        const name = nameAt(l, text, c);
        names.push(name);
        stack.push([c, (value as Record<string, unknown>)[name]]);
      }
      keepOrder(value, names);
    } else {
      let i = 0;
      for (let c = k + 1; c < end; c = l.next[c]!) stack.push([c, (value as unknown[])[i++]]);
    }
  }
}

/** A source map over JSON text that JSON.parse accepted; the layout is scanned on first use (or given). */
export function jsonSourceMap(text: string, scanned?: JsonLayout): SourceMap {
  let layout: JsonLayout | undefined = scanned;
  let lines: LineIndex | undefined;
  const children = new Map<number, Int32Array | Map<string, number>>();
  const build = (): JsonLayout => (layout ??= scanLayout(text));
  const childIndex = (l: JsonLayout, k: number): Int32Array | Map<string, number> => {
    let entry = children.get(k);
    if (entry) return entry;
    const end = l.next[k]!;
    if (l.kinds[k] === OBJECT) {
      const names = new Map<string, number>();
      for (let c = k + 1; c < end; c = l.next[c]!) names.set(nameAt(l, text, c), c);
      entry = names;
    } else {
      const items: number[] = [];
      for (let c = k + 1; c < end; c = l.next[c]!) items.push(c);
      entry = Int32Array.from(items);
    }
    children.set(k, entry);
    return entry;
  };
  /**
   * The member `name` of object `k`. A small object is searched in place, comparing the text of each name (no index
   * built: most objects are passed through once); the last equal name wins, as with JSON.parse. Names written with
   * escapes, and larger objects, go through the decoded index.
   */
  const memberOf = (l: JsonLayout, k: number, name: string): number | undefined => {
    if (!children.has(k) && name.indexOf('\\') < 0) {
      const o = l.offsets;
      const end = l.next[k]!;
      let found = -1;
      let seen = 0;
      for (let c = k + 1; c < end && seen < smallObject; c = l.next[c]!, seen++) {
        const start = o[c * 4 + 2]!;
        if (o[c * 4 + 3]! - start - 2 === name.length && text.startsWith(name, start + 1)) found = c;
      }
      if (seen < smallObject && found >= 0) return found;
    }
    return (childIndex(l, k) as Map<string, number>).get(name);
  };
  return {
    prepare: () => void build(),
    rangeOf(pointer, part = 'value') {
      const l = build();
      if (l.count === 0) return undefined;
      let k = 0;
      const reached = everyToken(pointer, (segment) => {
        if (l.kinds[k] === SCALAR) return false;
        let found: number | undefined;
        if (l.kinds[k] === OBJECT) found = memberOf(l, k, segment);
        else {
          const index = childIndex(l, k) as Int32Array;
          const ai = arrayIndex(segment);
          found = ai >= 0 && ai < index.length ? index[ai] : undefined;
        }
        if (found === undefined) return false;
        k = found;
        return true;
      });
      if (!reached) return undefined;
      lines ??= createLineIndex(text, l.lineStarts);
      const o = l.offsets;
      const named = part === 'key' && o[k * 4 + 2]! >= 0;
      const range: SourceRange = named
        ? lines.range(o[k * 4 + 2]!, o[k * 4 + 3]!)
        : lines.range(o[k * 4]!, o[k * 4 + 1]!);
      return range;
    },
  };
}
