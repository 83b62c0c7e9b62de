// Strict JSON validation with locations (spec 15.2, RFC 8259; limits 15.8). Runs only on the error
// path, after the fast path (JSON.parse plus a census of the value) found something to report.
import { escapeSegment } from '../lib/pointer.ts';
import type { ParseLimits } from './limits.ts';
import {
  SPACE,
  TAB,
  LF,
  CR,
  QUOTE,
  BACKSLASH,
  COMMA,
  COLON,
  LBRACKET,
  RBRACKET,
  LBRACE,
  RBRACE,
} from './json-chars.ts';

export interface Problem {
  offset: number;
  end: number;
  message: string;
  /** JSON Pointer of the value the problem belongs to, when known. */
  path?: string;
  /** A limit on untrusted input (15.8) was exceeded, rather than RFC 8259 broken. */
  limit?: true;
}

interface Frame {
  isObject: boolean;
  start: number;
  /** Member name or index of this container inside its parent ('' for the root). */
  segment: string;
  entries: number;
  keys?: Set<string>;
}

const numberPattern = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

function describe(text: string, i: number): string {
  if (i >= text.length) return 'end of input';
  const cp = text.codePointAt(i)!;
  if (cp < 32) return `control character U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(cp)}'`;
}

function clip(s: string): string {
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/**
 * Iterative RFC 8259 validator: grammar, duplicate member names, finite numbers, and the depth,
 * collection size and scalar length limits. Returns the first problem, or undefined.
 */
export function validateJson(text: string, limits: ParseLimits): Problem | undefined {
  const n = text.length;
  const stack: Frame[] = [];
  // The member name (decoded) or index of the value being read, inside the innermost container.
  let segment = '';
  const pathOf = (extra?: string): string => {
    let p = '';
    for (let d = 1; d < stack.length; d++) p += '/' + escapeSegment(stack[d]!.segment);
    if (extra !== undefined) p += '/' + escapeSegment(extra);
    return p;
  };
  const ws = (i: number): number => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === SPACE || c === LF || c === CR || c === TAB) i++;
      else break;
    }
    return i;
  };
  /** End offset after the closing quote, or a problem. */
  const readString = (i: number, name = false): number | Problem => {
    let j = i + 1;
    let decoded = 0;
    while (j < n) {
      const c = text.charCodeAt(j);
      if (c === QUOTE) {
        if (decoded > limits.maxScalarLength) {
          const what = name ? 'Member name' : 'String';
          return {
            offset: i,
            end: j + 1,
            message: `${what} of ${decoded} characters exceeds the scalar length limit (maxScalarLength ${limits.maxScalarLength})`,
            limit: true,
            path: pathOf(stack.length > 0 && !name ? segment : undefined),
          };
        }
        return j + 1;
      }
      if (c < 32)
        return {
          offset: j,
          end: j + 1,
          message: `Unescaped ${describe(text, j)} in string; control characters must be escaped`,
        };
      decoded++;
      if (c === BACKSLASH) {
        const e = text.charCodeAt(j + 1);
        if (e === 117) {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6)))
            return {
              offset: j,
              end: Math.min(n, j + 6),
              message: 'Invalid \\u escape: expected four hexadecimal digits',
            };
          j += 6;
          continue;
        }
        if (
          e !== QUOTE &&
          e !== BACKSLASH &&
          e !== 47 &&
          e !== 98 &&
          e !== 102 &&
          e !== 110 &&
          e !== 114 &&
          e !== 116
        ) {
          return {
            offset: j,
            end: Math.min(n, j + 2),
            message: `Invalid escape sequence '\\${j + 1 < n ? text[j + 1] : ''}' in string`,
          };
        }
        j += 2;
        continue;
      }
      j++;
    }
    return { offset: i, end: n, message: 'Unterminated string: missing closing quotation mark' };
  };
  /** Reads `"name" :` at i; sets `segment`; returns the offset of the value, or a problem. */
  const readMember = (at: number, frame: Frame): number | Problem => {
    if (text.charCodeAt(at) !== QUOTE) {
      return {
        offset: at,
        end: Math.min(n, at + 1),
        message: `Unexpected ${describe(text, at)}: expected a property name in double quotes`,
      };
    }
    const r = readString(at, true);
    if (typeof r !== 'number') return r;
    const raw = text.slice(at + 1, r - 1);
    const key = raw.indexOf('\\') < 0 ? raw : (JSON.parse(text.slice(at, r)) as string);
    if (frame.keys!.has(key)) {
      return {
        offset: at,
        end: r,
        message: `Duplicate member name ${JSON.stringify(clip(key))}: a JSON object must not repeat a name`,
        path: pathOf(key),
      };
    }
    frame.keys!.add(key);
    segment = key;
    const j = ws(r);
    if (text.charCodeAt(j) !== COLON)
      return {
        offset: j,
        end: Math.min(n, j + 1),
        message: `Unexpected ${describe(text, j)}: expected ':' after the property name`,
      };
    return ws(j + 1);
  };
  /** Counts an entry of the innermost container against the collection size limit. */
  const countEntry = (): Problem | undefined => {
    const top = stack[stack.length - 1];
    if (!top) return undefined;
    if (!top.isObject) segment = String(top.entries);
    if (++top.entries > limits.maxCollectionSize) {
      stack.pop();
      return {
        offset: top.start,
        end: top.start + 1,
        message: `${top.isObject ? 'Object' : 'Array'} with more than ${limits.maxCollectionSize} entries exceeds the collection size limit (maxCollectionSize ${limits.maxCollectionSize})`,
        limit: true,
        path: pathOf(top.segment === '' && stack.length === 0 ? undefined : top.segment),
      };
    }
    return undefined;
  };

  let i = ws(0);
  if (i >= n) return { offset: i, end: i, message: 'Empty document: expected a JSON value' };
  for (;;) {
    // A value starts at i.
    if (i >= n) return { offset: n, end: n, message: 'Unexpected end of input: expected a value' };
    const c = text.charCodeAt(i);
    if (c === LBRACE || c === LBRACKET) {
      const isObject = c === LBRACE;
      if (stack.length >= limits.maxDepth) {
        return {
          offset: i,
          end: i + 1,
          message: `Nesting deeper than the depth limit (maxDepth ${limits.maxDepth})`,
          limit: true,
          path: pathOf(),
        };
      }
      const frame: Frame = {
        isObject,
        start: i,
        segment: stack.length === 0 ? '' : segment,
        entries: 0,
        keys: isObject ? new Set() : undefined,
      };
      stack.push(frame);
      i = ws(i + 1);
      if (text.charCodeAt(i) === (isObject ? RBRACE : RBRACKET)) {
        stack.pop();
        i = ws(i + 1);
      } else {
        const p = countEntry();
        if (p) return p;
        if (isObject) {
          const r = readMember(i, frame);
          if (typeof r !== 'number') return r;
          i = r;
        }
        continue;
      }
    } else {
      let end: number;
      if (c === QUOTE) {
        const r = readString(i);
        if (typeof r !== 'number') return r;
        end = r;
      } else if (c === 45 || (c >= 48 && c <= 57)) {
        numberPattern.lastIndex = i;
        const m = numberPattern.exec(text);
        if (!m)
          return { offset: i, end: i + 1, message: `Invalid number: expected a digit after ${describe(text, i)}` };
        end = i + m[0].length;
        const nc = text.charCodeAt(end);
        if ((nc >= 48 && nc <= 57) || nc === 46 || nc === 101 || nc === 69) {
          return {
            offset: i,
            end: end + 1,
            message:
              'Invalid number: leading zeros, a trailing decimal point or an empty exponent are not allowed in JSON',
          };
        }
        if (!Number.isFinite(Number(m[0]))) {
          return {
            offset: i,
            end,
            message: `Number ${clip(m[0])} is not a finite double-precision value (spec 3.1 requires finite numbers)`,
            path: pathOf(stack.length > 0 ? segment : undefined),
          };
        }
      } else if (text.startsWith('true', i)) end = i + 4;
      else if (text.startsWith('false', i)) end = i + 5;
      else if (text.startsWith('null', i)) end = i + 4;
      else {
        return {
          offset: i,
          end: Math.min(n, i + 1),
          message: `Unexpected ${describe(text, i)}: expected ${stack.length === 0 ? 'a JSON value' : 'a value'}`,
        };
      }
      i = ws(end);
    }
    // After a complete value: close containers or move to the next entry.
    for (;;) {
      const top = stack[stack.length - 1];
      if (!top) {
        if (i < n)
          return {
            offset: i,
            end: Math.min(n, i + 1),
            message: `Unexpected ${describe(text, i)} after the end of the document`,
          };
        return undefined;
      }
      const d = text.charCodeAt(i);
      if (d === COMMA) {
        i = ws(i + 1);
        const p = countEntry();
        if (p) return p;
        if (top.isObject) {
          const r = readMember(i, top);
          if (typeof r !== 'number') return r;
          i = r;
        }
        break;
      }
      if (d === (top.isObject ? RBRACE : RBRACKET)) {
        stack.pop();
        i = ws(i + 1);
        continue;
      }
      return {
        offset: i,
        end: Math.min(n, i + 1),
        message: `Unexpected ${describe(text, i)}: expected ',' or ${top.isObject ? "'}'" : "']'"}`,
      };
    }
  }
}
