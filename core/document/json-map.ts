// JSON source map (spec 16.5 locations), built lazily on the first request: one iterative pass over
// text that JSON.parse accepted records, for every value in document order, its range and its
// member-name range (line and column packed into one number) and where its subtree ends. A pointer
// is resolved by walking containers; each container's child index is built the first time a
// pointer goes through it.
import type { SourcePosition, SourceRange } from '../diagnostics.ts';
import { arrayIndex, parsePointer } from '../pointer.ts';
import type { SourceMap } from './types.ts';
import { keepOrder } from './member-order.ts';

const SPACE = 32, TAB = 9, LF = 10, CR = 13, QUOTE = 34, BACKSLASH = 92, COMMA = 44;
const RBRACKET = 93, LBRACE = 123, RBRACE = 125, LBRACKET = 91;

// Positions are packed as line * 2^26 + column (both 1-based): exact for texts under 64 Mi characters.
const LINE = 67108864;

function unpack(p: number): SourcePosition {
  const line = Math.floor(p / LINE);
  return { line, column: p - line * LINE };
}

const SCALAR = 0, ARRAY = 1, OBJECT = 2;

/** Per value (document order): 4 packed positions (value start/end, name start/end or -1). */
export interface JsonLayout {
  count: number;
  positions: Float64Array;
  /** Kind of each value (scalar, array, object). */
  kinds: Uint8Array;
  /** Index just past each value's subtree. */
  next: Int32Array;
  /** Text offset of each member name's opening quote (-1 for items and the root). */
  nameOffsets: Int32Array;
}

function grow<T extends Float64Array | Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** Scans JSON text (already accepted by JSON.parse) into its layout. */
export function scanLayout(text: string): JsonLayout {
  const n = text.length;
  let capacity = Math.max(64, n >> 5);
  let positions = new Float64Array(capacity * 4);
  let kinds = new Uint8Array(capacity);
  let next = new Int32Array(capacity);
  let nameOffsets = new Int32Array(capacity);
  let count = 0;
  let line = 1;
  let lineStart = 0;
  const open: number[] = [];
  let i = 0;
  let nameStart = -1;
  let namePacked = -1;
  let nameLength = 0;

  const ws = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === TAB) i++;
      else if (c === LF || c === CR) {
        i++;
        if (c === CR && text.charCodeAt(i) === LF) i++;
        line++;
        lineStart = i;
      } else break;
    }
  };
  const stringEnd = (at: number): number => {
    let j = text.indexOf('"', at + 1);
    while (j > 0 && text.charCodeAt(j - 1) === BACKSLASH) {
      let k = j - 1;
      while (text.charCodeAt(k - 1) === BACKSLASH) k--;
      if ((j - k) % 2 === 0) break;
      j = text.indexOf('"', j + 1);
    }
    return j < 0 ? n : j + 1;
  };
  /** Reads a member name and the ':' after it; i ends at the value. */
  const readName = (): void => {
    nameStart = i;
    namePacked = line * LINE - lineStart + 1 + i;
    i = stringEnd(i);
    nameLength = i - nameStart;
    ws();
    i++; // ':'
    ws();
  };

  ws();
  while (i < n) {
    // A value starts at i.
    if (count === capacity) {
      capacity *= 2;
      positions = grow(positions, capacity * 4);
      kinds = grow(kinds, capacity);
      next = grow(next, capacity);
      nameOffsets = grow(nameOffsets, capacity);
    }
    const k = count++;
    const c = text.charCodeAt(i);
    positions[k * 4] = line * LINE - lineStart + 1 + i;
    positions[k * 4 + 2] = namePacked;
    positions[k * 4 + 3] = namePacked < 0 ? -1 : namePacked + nameLength;
    nameOffsets[k] = nameStart;
    if (c === LBRACE || c === LBRACKET) {
      const isObject = c === LBRACE;
      kinds[k] = isObject ? OBJECT : ARRAY;
      open.push(k);
      i++;
      ws();
      if (text.charCodeAt(i) !== (isObject ? RBRACE : RBRACKET)) {
        if (isObject) readName();
        else nameStart = namePacked = -1;
        continue;
      }
    } else {
      kinds[k] = SCALAR;
      if (c === QUOTE) i = stringEnd(i);
      else {
        i++;
        while (i < n) {
          const d = text.charCodeAt(i);
          if (d === COMMA || d === RBRACE || d === RBRACKET || d === SPACE || d === LF || d === CR || d === TAB) break;
          i++;
        }
      }
      positions[k * 4 + 1] = line * LINE - lineStart + 1 + i;
      next[k] = k + 1;
      ws();
    }
    // After a value (or at an empty container's closer): close containers, or go to the next entry.
    for (;;) {
      if (open.length === 0) return { count, positions, kinds, next, nameOffsets };
      const d = text.charCodeAt(i);
      if (d === RBRACE || d === RBRACKET) {
        const top = open.pop()!;
        i++;
        positions[top * 4 + 1] = line * LINE - lineStart + 1 + i;
        next[top] = count;
        ws();
        continue;
      }
      if (d !== COMMA) return { count, positions, kinds, next, nameOffsets };
      i++;
      ws();
      if (kinds[open[open.length - 1]!] === OBJECT) readName();
      else nameStart = namePacked = -1;
      break;
    }
  }
  return { count, positions, kinds, next, nameOffsets };
}

/** The decoded member name of value `c` (a member of an object). */
function nameAt(l: JsonLayout, text: string, c: number): string {
  const s = l.nameOffsets[c]!;
  const e = s + (l.positions[c * 4 + 3]! - l.positions[c * 4 + 2]!);
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
  return {
    prepare: () => void build(),
    rangeOf(pointer, part = 'value') {
      const l = build();
      if (l.count === 0) return undefined;
      let k = 0;
      if (pointer !== '') {
        const segments = parsePointer(pointer);
        if (!segments) return undefined;
        for (const segment of segments) {
          if (l.kinds[k] === SCALAR) return undefined;
          const index = childIndex(l, k);
          let found: number | undefined;
          if (index instanceof Map) found = index.get(segment);
          else {
            const ai = arrayIndex(segment);
            found = ai >= 0 && ai < index.length ? index[ai] : undefined;
          }
          if (found === undefined) return undefined;
          k = found;
        }
      }
      const p = l.positions;
      const named = part === 'key' && p[k * 4 + 2]! >= 0;
      const range: SourceRange = named ? { start: unpack(p[k * 4 + 2]!), end: unpack(p[k * 4 + 3]!) } : { start: unpack(p[k * 4]!), end: unpack(p[k * 4 + 1]!) };
      return range;
    },
  };
}
