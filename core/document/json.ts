// JSON serialization (spec 15.2, RFC 8259): JSON.parse for the value, an iterative scanner for
// limits, duplicate members and source positions. Positions are computed only when asked for.
import type { Diagnostic, SourceRange } from '../diagnostics.ts';
import { conformingError } from './conforming.ts';
import type { ParseLimits } from './limits.ts';
import { arrayIndex, parsePointer } from './pointer.ts';
import { createLineIndex, type LineIndex } from './positions.ts';
import type { ParseResult, SourceMap } from './types.ts';

const SPACE = 32, TAB = 9, LF = 10, CR = 13, QUOTE = 34, BACKSLASH = 92, COMMA = 44, COLON = 58;
const LBRACKET = 91, RBRACKET = 93, LBRACE = 123, RBRACE = 125;

interface Problem {
  offset: number;
  end: number;
  message: string;
  /** Pre-order index of the value the problem belongs to, when known (for its path). */
  path?: string;
}

/**
 * Cheap iterative pre-scan run before JSON.parse: nesting depth, collection size and string length
 * limits, and the number of object members (to detect duplicates after JSON.parse by counting).
 * It does not validate syntax; JSON.parse and the scanner do.
 */
function prescan(text: string, limits: ParseLimits): { members: number } | Problem {
  const n = text.length;
  const counts = new Int32Array(limits.maxDepth + 2);
  const opens = new Int32Array(limits.maxDepth + 2);
  let depth = 0;
  let members = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let j = text.indexOf('"', i + 1);
      while (j > 0 && text.charCodeAt(j - 1) === BACKSLASH) {
        let k = j - 1;
        while (text.charCodeAt(k - 1) === BACKSLASH) k--;
        if ((j - k) % 2 === 0) break;
        j = text.indexOf('"', j + 1);
      }
      if (j < 0) return { members };
      if (j - i - 1 > limits.maxScalarLength) {
        return { offset: i, end: j + 1, message: `String of ${j - i - 1} characters exceeds the scalar length limit (maxScalarLength ${limits.maxScalarLength})` };
      }
      i = j;
    } else if (c === LBRACE || c === LBRACKET) {
      depth++;
      if (depth > limits.maxDepth) {
        return { offset: i, end: i + 1, message: `Nesting deeper than the depth limit (maxDepth ${limits.maxDepth})` };
      }
      counts[depth] = 0;
      opens[depth] = i;
    } else if (c === RBRACE || c === RBRACKET) {
      if (depth > 0) depth--;
    } else if (c === COMMA) {
      if (depth > 0 && ++counts[depth]! >= limits.maxCollectionSize) {
        return {
          offset: opens[depth]!,
          end: opens[depth]! + 1,
          message: `Collection with more than ${limits.maxCollectionSize} entries exceeds the collection size limit (maxCollectionSize ${limits.maxCollectionSize})`,
        };
      }
    } else if (c === COLON) {
      members++;
    }
  }
  return { members };
}

/** Counts object members of a JSON.parse result and finds the first non-finite number. */
function census(value: unknown, acc: { members: number; nonFinite: boolean }): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) acc.nonFinite = true;
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === 'object' && v !== null) census(v, acc);
      else if (typeof v === 'number' && !Number.isFinite(v)) acc.nonFinite = true;
    }
  } else if (typeof value === 'object' && value !== null) {
    const obj = value as Record<string, unknown>;
    for (const key in obj) {
      acc.members++;
      const v = obj[key];
      if (typeof v === 'object' && v !== null) census(v, acc);
      else if (typeof v === 'number' && !Number.isFinite(v)) acc.nonFinite = true;
    }
  }
}

const KIND_SCALAR = 0, KIND_ARRAY = 1, KIND_OBJECT = 2;

/** Source positions of every value, in pre-order (document order). */
interface Layout {
  kind: number[];
  valStart: number[];
  valEnd: number[];
  keyStart: number[];
  keyEnd: number[];
  /** Index just past the value's subtree. */
  next: number[];
}

const numberPattern = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

function describe(text: string, i: number): string {
  if (i >= text.length) return 'end of input';
  const cp = text.codePointAt(i)!;
  if (cp < 32) return `control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(cp)}'`;
}

/**
 * Iterative RFC 8259 scanner. With `strict`, it validates the grammar, duplicate member names and
 * number finiteness and stops at the first problem; otherwise it trusts that JSON.parse accepted the
 * text and only records positions.
 */
function scan(text: string, strict: boolean, maxDepth: number): { layout: Layout; problem?: Problem } {
  const n = text.length;
  const layout: Layout = { kind: [], valStart: [], valEnd: [], keyStart: [], keyEnd: [], next: [] };
  const { kind, valStart, valEnd, keyStart, keyEnd, next } = layout;
  const stack: number[] = [];
  const keySets: (Set<string> | undefined)[] = [];
  const pathOf = (extra?: string): string => {
    // Pointer of the innermost container (and optional member) from the recorded layout.
    const parts: string[] = [];
    for (let d = 0; d < stack.length; d++) {
      const idx = stack[d]!;
      if (d > 0) parts.push(segmentOf(text, layout, stack[d - 1]!, idx));
    }
    if (extra !== undefined) parts.push(extra);
    return parts.length === 0 ? '' : '/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  };
  const ws = (i: number): number => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === LF || c === CR || c === TAB) i++;
      else break;
    }
    return i;
  };
  // Returns end offset (after closing quote) or a problem.
  const scanString = (i: number): number | Problem => {
    if (!strict) {
      let j = text.indexOf('"', i + 1);
      while (j > 0 && text.charCodeAt(j - 1) === BACKSLASH) {
        let k = j - 1;
        while (text.charCodeAt(k - 1) === BACKSLASH) k--;
        if ((j - k) % 2 === 0) break;
        j = text.indexOf('"', j + 1);
      }
      return j < 0 ? n : j + 1;
    }
    let j = i + 1;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === QUOTE) return j + 1;
      if (c < 32) return { offset: j, end: j + 1, message: `Unescaped ${describe(text, j)} in string; control characters must be escaped` };
      if (c === BACKSLASH) {
        const e = text.charCodeAt(j + 1);
        if (e === 117) {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6))) return { offset: j, end: Math.min(n, j + 6), message: 'Invalid \\u escape: expected four hexadecimal digits' };
          j += 6;
          continue;
        }
        if (e !== QUOTE && e !== BACKSLASH && e !== 47 && e !== 98 && e !== 102 && e !== 110 && e !== 114 && e !== 116) {
          return { offset: j, end: Math.min(n, j + 2), message: `Invalid escape sequence '\\${j + 1 < n ? text[j + 1] : ''}' in string` };
        }
        j += 2;
        continue;
      }
      j++;
    }
    return { offset: i, end: n, message: 'Unterminated string: missing closing quotation mark' };
  };
  const decodeKey = (start: number, end: number): string => {
    const raw = text.slice(start + 1, end - 1);
    return raw.indexOf('\\') < 0 ? raw : (JSON.parse(text.slice(start, end)) as string);
  };

  let i = ws(0);
  let pendingKeyStart = -1;
  let pendingKeyEnd = -1;
  if (i >= n) return { layout, problem: { offset: i, end: i, message: 'Empty document: expected a JSON value' } };
  for (;;) {
    // Expect a value at i.
    if (i >= n) return { layout, problem: { offset: n, end: n, message: 'Unexpected end of input: expected a value' } };
    const idx = kind.length;
    const c = text.charCodeAt(i);
    valStart.push(i);
    keyStart.push(pendingKeyStart);
    keyEnd.push(pendingKeyEnd);
    let closedScalar = true;
    if (c === LBRACE || c === LBRACKET) {
      const isObject = c === LBRACE;
      kind.push(isObject ? KIND_OBJECT : KIND_ARRAY);
      valEnd.push(-1);
      next.push(-1);
      if (stack.length >= maxDepth) {
        return { layout, problem: { offset: i, end: i + 1, message: `Nesting deeper than the depth limit (maxDepth ${maxDepth})` } };
      }
      stack.push(idx);
      if (strict) keySets.push(isObject ? new Set() : undefined);
      i = ws(i + 1);
      if (text.charCodeAt(i) === (isObject ? RBRACE : RBRACKET)) {
        valEnd[idx] = i + 1;
        next[idx] = kind.length;
        stack.pop();
        if (strict) keySets.pop();
        i = ws(i + 1);
      } else {
        closedScalar = false;
        if (isObject) {
          const r = readKey(i);
          if (typeof r !== 'number') return { layout, problem: r };
          i = r;
          continue;
        }
        pendingKeyStart = -1;
        pendingKeyEnd = -1;
        continue;
      }
    } else {
      kind.push(KIND_SCALAR);
      let end: number;
      if (c === QUOTE) {
        const r = scanString(i);
        if (typeof r !== 'number') return { layout, problem: r };
        end = r;
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        if (strict) {
          numberPattern.lastIndex = i;
          const m = numberPattern.exec(text);
          if (!m) return { layout, problem: { offset: i, end: i + 1, message: `Invalid number: expected a digit after ${describe(text, i)}` } };
          end = i + m[0].length;
          const nc = text.charCodeAt(end);
          if ((nc >= 48 && nc <= 57) || nc === 46 || nc === 101 || nc === 69) {
            return { layout, problem: { offset: i, end: end + 1, message: 'Invalid number: leading zeros, a trailing decimal point or an empty exponent are not allowed in JSON' } };
          }
          if (!Number.isFinite(Number(m[0]))) {
            return { layout, problem: { offset: i, end, message: `Number ${m[0].length > 40 ? m[0].slice(0, 40) + '…' : m[0]} is not a finite double-precision value (spec 3.1 requires finite numbers)`, path: pathOf(currentSegment()) } };
          }
        } else {
          end = i + 1;
          for (;;) {
            const d = text.charCodeAt(end);
            if ((d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) end++;
            else break;
          }
        }
      } else if (text.startsWith('true', i)) end = i + 4;
      else if (text.startsWith('false', i)) end = i + 5;
      else if (text.startsWith('null', i)) end = i + 4;
      else {
        const expected = stack.length === 0 ? 'a JSON value' : 'a value';
        return { layout, problem: { offset: i, end: Math.min(n, i + 1), message: `Unexpected ${describe(text, i)}: expected ${expected}` } };
      }
      valEnd.push(end);
      next.push(idx + 1);
      i = ws(end);
    }
    void closedScalar;
    // After a complete value: close containers or move to the next entry.
    for (;;) {
      if (stack.length === 0) {
        if (i < n) return { layout, problem: { offset: i, end: Math.min(n, i + 1), message: `Unexpected ${describe(text, i)} after the end of the document` } };
        return { layout };
      }
      const top = stack[stack.length - 1]!;
      const isObject = kind[top] === KIND_OBJECT;
      const d = text.charCodeAt(i);
      if (d === COMMA) {
        i = ws(i + 1);
        if (isObject) {
          const r = readKey(i);
          if (typeof r !== 'number') return { layout, problem: r };
          i = r;
        } else {
          pendingKeyStart = -1;
          pendingKeyEnd = -1;
        }
        break;
      }
      if (d === (isObject ? RBRACE : RBRACKET)) {
        valEnd[top] = i + 1;
        next[top] = kind.length;
        stack.pop();
        if (strict) keySets.pop();
        i = ws(i + 1);
        continue;
      }
      const closer = isObject ? "'}'" : "']'";
      return { layout, problem: { offset: i, end: Math.min(n, i + 1), message: `Unexpected ${describe(text, i)}: expected ',' or ${closer}` } };
    }
  }

  function currentSegment(): string | undefined {
    if (pendingKeyStart < 0) {
      const top = stack[stack.length - 1];
      if (top === undefined) return undefined;
      let count = 0;
      for (let c = top + 1; c < kind.length - 1; c = next[c]! < 0 ? kind.length : next[c]!) count++;
      return String(count);
    }
    return decodeKey(pendingKeyStart, pendingKeyEnd);
  }

  // Reads `"name" :` at i; records the pending key; returns the offset of the value.
  function readKey(at: number): number | Problem {
    if (text.charCodeAt(at) !== QUOTE) {
      return { offset: at, end: Math.min(n, at + 1), message: `Unexpected ${describe(text, at)}: expected a property name in double quotes` };
    }
    const r = scanString(at);
    if (typeof r !== 'number') return r;
    pendingKeyStart = at;
    pendingKeyEnd = r;
    if (strict) {
      const set = keySets[keySets.length - 1]!;
      const key = decodeKey(at, r);
      if (set.has(key)) {
        return { offset: at, end: r, message: `Duplicate member name ${JSON.stringify(key)}: a JSON object must not repeat a name`, path: pathOf(key) };
      }
      set.add(key);
    }
    const j = ws(r);
    if (text.charCodeAt(j) !== COLON) return { offset: j, end: Math.min(n, j + 1), message: `Unexpected ${describe(text, j)}: expected ':' after the property name` };
    return ws(j + 1);
  }
}

/** Member name or array index of `child` inside `parent`, decoded. */
function segmentOf(text: string, layout: Layout, parent: number, child: number): string {
  if (layout.kind[parent] === KIND_OBJECT) {
    const s = layout.keyStart[child]!;
    const e = layout.keyEnd[child]!;
    const raw = text.slice(s + 1, e - 1);
    return raw.indexOf('\\') < 0 ? raw : (JSON.parse(text.slice(s, e)) as string);
  }
  let count = 0;
  for (let c = parent + 1; c !== child && c < layout.kind.length; c = layout.next[c]! < 0 ? layout.kind.length : layout.next[c]!) count++;
  return String(count);
}

/** Lazily built source map over a scanned layout. */
function layoutSourceMap(text: string, getLayout: () => Layout, lines: LineIndex): SourceMap {
  const childCache = new Map<number, Int32Array | Map<string, number>>();
  const children = (layout: Layout, idx: number): Int32Array | Map<string, number> => {
    let entry = childCache.get(idx);
    if (entry) return entry;
    const end = layout.next[idx]!;
    if (layout.kind[idx] === KIND_OBJECT) {
      const m = new Map<string, number>();
      for (let c = idx + 1; c < end; c = layout.next[c]!) {
        const s = layout.keyStart[c]!;
        const e = layout.keyEnd[c]!;
        const raw = text.slice(s + 1, e - 1);
        m.set(raw.indexOf('\\') < 0 ? raw : (JSON.parse(text.slice(s, e)) as string), c);
      }
      entry = m;
    } else {
      const list: number[] = [];
      for (let c = idx + 1; c < end; c = layout.next[c]!) list.push(c);
      entry = Int32Array.from(list);
    }
    childCache.set(idx, entry);
    return entry;
  };
  return {
    rangeOf(pointer, part = 'value') {
      const segments = parsePointer(pointer);
      const layout = getLayout();
      if (!segments || layout.kind.length === 0) return undefined;
      let idx = 0;
      for (const segment of segments) {
        const k = layout.kind[idx];
        if (k === KIND_SCALAR || layout.next[idx]! < 0) return undefined;
        const c = children(layout, idx);
        let found: number | undefined;
        if (c instanceof Map) found = c.get(segment);
        else {
          const ai = arrayIndex(segment);
          found = ai >= 0 && ai < c.length ? c[ai] : undefined;
        }
        if (found === undefined) return undefined;
        idx = found;
      }
      if (part === 'key' && layout.keyStart[idx]! >= 0) return lines.range(layout.keyStart[idx]!, layout.keyEnd[idx]!);
      const end = layout.valEnd[idx]!;
      return lines.range(layout.valStart[idx]!, end < 0 ? layout.valStart[idx]! + 1 : end);
    },
  };
}

function problemDiagnostic(p: Problem, lines: LineIndex): Diagnostic {
  const range: SourceRange = lines.range(p.offset, Math.max(p.end, p.offset));
  const { line, column } = range.start;
  return conformingError(`${p.message} (line ${line}, column ${column})`, p.path ?? '', range);
}

export function parseJson(source: string, limits: ParseLimits): ParseResult {
  // A leading byte order mark is ignored (RFC 8259 section 8.1); a space keeps offsets stable.
  const text = source.charCodeAt(0) === 0xfeff ? ' ' + source.slice(1) : source;
  const lines = createLineIndex(text);
  let layout: Layout | undefined;
  const getLayout = (): Layout => (layout ??= scan(text, false, limits.maxDepth).layout);
  const sourceMap = layoutSourceMap(text, getLayout, lines);
  const fail = (p: Problem): ParseResult => ({ format: 'json', value: undefined, ok: false, diagnostics: [problemDiagnostic(p, lines)], sourceMap });

  const pre = prescan(text, limits);
  if ('message' in pre) return fail(pre);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const strict = scan(text, true, limits.maxDepth);
    if (strict.problem) return fail(strict.problem);
    return fail({ offset: 0, end: 0, message: `Invalid JSON: ${(error as Error).message}` });
  }
  const acc = { members: 0, nonFinite: false };
  census(value, acc);
  if (acc.members !== pre.members || acc.nonFinite) {
    const strict = scan(text, true, limits.maxDepth);
    if (strict.problem) return fail(strict.problem);
  }
  return { format: 'json', value, ok: true, diagnostics: [], sourceMap };
}
