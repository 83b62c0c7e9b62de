// The fast reader of the restricted YAML profile (spec 15.3): one pass over the text builds the data model and the
// source map together, for the block style people and serializers write (block mappings and sequences, plain, quoted
// and block scalars, comments, empty flow collections; LF or CRLF). It reads only what it knows to be valid YAML that
// the profile accepts: at anything else (an error, a tag, an anchor or alias, a flow collection with entries, an empty
// value, a duplicate or non-string key, a non-finite number, a limit reached, a tab, a CR alone, an unusual layout) it
// gives up, and the `yaml` library's path (`yaml.ts`) reads the text and reports, so every rejection keeps its place
// and its message. What it returns equals that path's value and ranges (test/document/yaml-fast.property.test.ts).
import type { LineIndex } from '../lib/text-positions.ts';
import { rememberNames } from '../lib/data-model.ts';
import { arrayIndex, everyToken } from '../lib/pointer.ts';
import type { ParseLimits } from './limits.ts';
import { keepOrder } from './member-order.ts';
import { setMember, type SourceMap } from './types.ts';
import { resolvePlainScalar } from './yaml-scalars.ts';

/** A node of the text: its range as the `yaml` library gives it (value start, value end). */
interface Node {
  start: number;
  end: number;
  /** Past the line break of the node's last line: where an enclosing block collection ends when this node is its last. */
  after: number;
  /** A sequence's items; a mapping's values, in the order of `names`. */
  items?: Node[];
  /** A mapping's keys, as written, and each key's start and end (two numbers per key). */
  names?: string[];
  keys?: number[];
  /** A mapping's keys by name, made on the first look-up. */
  index?: Map<string, number>;
}

/** Thrown (made once) where the reader gives the text to the library's path. */
const giveUp = new Error('left to the yaml library');

interface Reader {
  text: string;
  limits: ParseLimits;
  pos: number;
  /** The indent of the most indented comment line skipped since the last content line (-1: none). */
  comment: number;
  /** Where the last `nextContent` stopped, and the indent it returned. */
  scanned: number;
  indent: number;
  /** Every member name read (recorded with the value, as the JSON parser does: core/lib/data-model.ts). */
  names: Set<string>;
}

const SPACE = 32;
const NL = 10;
const CR = 13;
const HASH = 35;

/** Characters the reader does not handle anywhere (controls, tabs, a CR alone, BOM, non-characters): the library reads them. */
const unusual = /[^\n\r\x20-\x7e\xa0-\ud7ff\ue000-\ufefe\uff00-\ufffd\ud800-\udfff]|\r(?!\n)/;

function fail(): never {
  throw giveUp;
}

/** The end of the line at `at`, before its line break (LF or CRLF). */
function lineEnd(text: string, at: number): number {
  const i = text.indexOf('\n', at);
  if (i < 0) return text.length;
  return i > at && text.charCodeAt(i - 1) === CR ? i - 1 : i;
}

/** Whether a line break (LF, or the CR of a CRLF: a CR alone never reaches the reader) is at `at`. */
function isBreak(c: number): boolean {
  return c === NL || c === CR;
}

function afterLine(text: string, at: number): number {
  const i = text.indexOf('\n', at);
  return i < 0 ? text.length : i + 1;
}

/** At `r.pos` (a line start): skips blank and comment lines; returns the indent of the next content line, -1 at the end. */
function nextContent(r: Reader, commentsAbove = Infinity): number {
  if (r.pos === r.scanned) return r.indent;
  r.comment = -1;
  r.indent = scan(r, commentsAbove);
  r.scanned = r.pos;
  return r.indent;
}

function scan(r: Reader, commentsAbove: number): number {
  const { text } = r;
  for (;;) {
    if (r.pos >= text.length) return -1;
    let i = r.pos;
    while (text.charCodeAt(i) === SPACE) i++;
    const c = text.charCodeAt(i);
    if (i >= text.length) {
      r.pos = text.length;
      return -1;
    }
    if (isBreak(c)) {
      r.pos = afterLine(text, i);
      continue;
    }
    const indent = i - r.pos;
    if (c === HASH) {
      // The library counts a comment more indented than the collection around a value into that value's end.
      if (indent > commentsAbove) fail();
      r.comment = Math.max(r.comment, indent);
      r.pos = afterLine(text, i);
      continue;
    }
    if (indent === 0 && (text.startsWith('---', i) || text.startsWith('...', i))) fail();
    return indent;
  }
}

/** After a value on the line: only spaces and a comment (after a space) may follow. Returns the next line's start. */
function endOfLine(r: Reader, at: number): number {
  const { text } = r;
  let i = at;
  while (text.charCodeAt(i) === SPACE) i++;
  if (i >= text.length) return text.length;
  const c = text.charCodeAt(i);
  if (isBreak(c)) return afterLine(text, i);
  if (c === HASH && i > at) return afterLine(text, i);
  return fail();
}

const indicators = new Uint8Array(128);
for (const c of '-?:,[]{}#&*!|>\'"%@`') indicators[c.charCodeAt(0)] = 1;

function isIndicator(c: number): boolean {
  return c < 128 && indicators[c] === 1;
}

/**
 * A plain scalar by the JSON schema (resolvePlainScalar); one that cannot be null, a boolean or a number (it starts
 * with none of `n`, `t`, `f`, `-`, a digit) is its text, without asking.
 */
function plainValue(source: string): unknown {
  const c = source.charCodeAt(0);
  if (!((c >= 48 && c <= 57) || c === 45 || c === 110 || c === 116 || c === 102)) return source;
  const resolved = resolvePlainScalar(source);
  return 'error' in resolved ? fail() : resolved.value;
}

/** A plain scalar starting at `at` on one line: its end (spaces trimmed) and where the line's rest starts. */
function plainEnd(text: string, at: number, key: boolean): number {
  const c = text.charCodeAt(at);
  const next = text.charCodeAt(at + 1);
  if (isIndicator(c) && !((c === 45 || c === 63 || c === 58) && next > SPACE && !Number.isNaN(next))) fail();
  const stop = lineEnd(text, at);
  let end = at;
  for (let i = at; i < stop; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 58) {
      const after = i + 1 < stop ? text.charCodeAt(i + 1) : SPACE;
      if (after === SPACE) {
        if (key) return end;
        fail();
      }
    } else if (ch === HASH && text.charCodeAt(i - 1) === SPACE) break;
    if (ch !== SPACE) end = i + 1;
  }
  if (key) fail();
  return end;
}

const escapes: Record<string, string> = {
  '\\': '\\',
  '"': '"',
  '/': '/',
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  '0': '\0',
};

/** A double-quoted scalar on one line: its value and the offset past the closing quote. */
function doubleQuoted(text: string, at: number): [string, number] {
  let out = '';
  let from = at + 1;
  for (let i = at + 1; ; i++) {
    const c = text.charCodeAt(i);
    if (i >= text.length || isBreak(c)) fail();
    if (c === 34) return [out + text.slice(from, i), i + 1];
    if (c === 92) {
      out += text.slice(from, i);
      const e = text[i + 1]!;
      if (e === 'u') {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
        const code = parseInt(hex, 16);
        if (code >= 0xd800 && code <= 0xdfff) fail();
        out += String.fromCharCode(code);
        i += 5;
      } else {
        const s = escapes[e];
        if (s === undefined) fail();
        out += s;
        i++;
      }
      from = i + 1;
    }
  }
}

/** A single-quoted scalar on one line: its value and the offset past the closing quote. */
function singleQuoted(text: string, at: number): [string, number] {
  let out = '';
  let from = at + 1;
  for (let i = at + 1; ; i++) {
    const c = text.charCodeAt(i);
    if (i >= text.length || isBreak(c)) fail();
    if (c === 39) {
      if (text.charCodeAt(i + 1) === 39) {
        out += text.slice(from, i + 1);
        from = i + 2;
        i++;
        continue;
      }
      return [out + text.slice(from, i), i + 1];
    }
  }
}

/** A literal or folded block scalar whose header starts at `at`; `parent`: the indent of the collection around it. */
function blockScalar(r: Reader, at: number, parent: number): { value: string; node: Node } {
  const { text } = r;
  const folded = text.charCodeAt(at) === 62;
  let i = at + 1;
  const strip = text.charCodeAt(i) === 45;
  if (strip) i++;
  let line = endOfLine(r, i);
  let indent = -1;
  const lines: string[] = [];
  let blanks = 0;
  let end = line;
  let value = '';
  while (line < text.length) {
    let j = line;
    while (text.charCodeAt(j) === SPACE) j++;
    const stop = lineEnd(text, line);
    if (j === stop) {
      // A blank line: only spaces, never more than the indentation.
      if (indent >= 0 && j - line > indent) fail();
      blanks++;
      line = afterLine(text, stop);
      continue;
    }
    if (indent < 0) {
      indent = j - line;
      if (indent <= parent) break;
      if (blanks > 0) fail();
    } else if (j - line < indent) break;
    const content = text.slice(line + indent, stop);
    if (folded && (content.charCodeAt(0) === SPACE || content.charCodeAt(0) === 9)) fail();
    if (lines.length > 0) value += blanks > 0 ? '\n'.repeat(folded ? blanks : blanks + 1) : folded ? ' ' : '\n';
    else if (blanks > 0) fail();
    value += content;
    lines.push(content);
    blanks = 0;
    end = afterLine(text, stop);
    line = end;
    if (stop >= text.length) break;
  }
  if (lines.length === 0) fail();
  if (!strip) value += '\n';
  r.pos = end;
  return { value, node: { start: at, end, after: end } };
}

interface Leaf {
  value: unknown;
  node: Node;
}

/** A value that starts on the current line at `at` (not a collection of the block style). */
function inlineValue(r: Reader, at: number, parent: number): Leaf {
  const { text } = r;
  const c = text.charCodeAt(at);
  let value: unknown;
  let end: number;
  if (c === 124 || c === 62) return blockScalar(r, at, parent);
  if ((c === 91 && text.charCodeAt(at + 1) === 93) || (c === 123 && text.charCodeAt(at + 1) === 125)) {
    end = at + 2;
    value = c === 91 ? [] : {};
  } else if (c === 34) [value, end] = doubleQuoted(text, at);
  else if (c === 39) [value, end] = singleQuoted(text, at);
  else {
    end = plainEnd(text, at, false);
    value = plainValue(text.slice(at, end));
  }
  if (end - at > r.limits.maxScalarLength || (typeof value === 'string' && value.length > r.limits.maxScalarLength))
    fail();
  r.pos = endOfLine(r, end);
  return { value, node: { start: at, end, after: r.pos } };
}

/** A mapping key at `at`: its name and the offset of its ':' (or undefined when the line holds no key). */
function keyAt(text: string, at: number): { name: string; end: number; colon: number } | undefined {
  const c = text.charCodeAt(at);
  if (c === 34 || c === 39) {
    const [name, end] = c === 34 ? doubleQuoted(text, at) : singleQuoted(text, at);
    if (text.charCodeAt(end) !== 58 || !isSeparated(text, end + 1)) return undefined;
    if (end - at > 1000) fail();
    return { name, end, colon: end };
  }
  const stop = lineEnd(text, at);
  let colon = -1;
  for (let i = at; i < stop; i++) {
    const ch = text.charCodeAt(i);
    if (ch === HASH && text.charCodeAt(i - 1) === SPACE) break;
    if (ch === 58 && (i + 1 >= stop || text.charCodeAt(i + 1) === SPACE)) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return undefined;
  const end = plainEnd(text, at, true);
  if (end !== colon || end - at > 1000) fail();
  const name = plainValue(text.slice(at, end));
  if (typeof name !== 'string' || name === '') fail();
  return { name, end, colon };
}

/** The value after a mapping key's ':' at `colon`, in a mapping at `indent`. */
function memberValue(r: Reader, colon: number, indent: number, depth: number): Leaf {
  const { text } = r;
  let i = colon + 1;
  while (text.charCodeAt(i) === SPACE) i++;
  const c = text.charCodeAt(i);
  if (i < text.length && !isBreak(c) && !(c === HASH && i > colon + 1)) {
    if (i === colon + 1) fail();
    return inlineValue(r, i, indent);
  }
  r.pos = afterLine(text, i);
  const next = nextContent(r);
  if (next > indent) return blockNode(r, next, depth);
  if (next === indent && text.charCodeAt(r.pos + next) === 45 && isSeparated(text, r.pos + next + 1))
    return blockNode(r, next, depth);
  return fail();
}

function isSeparated(text: string, at: number): boolean {
  return at >= text.length || text.charCodeAt(at) === SPACE || isBreak(text.charCodeAt(at));
}

/** A block mapping or sequence whose first line starts at `r.pos` with `indent` spaces. */
function blockNode(r: Reader, indent: number, depth: number): Leaf {
  if (depth >= r.limits.maxDepth - 1) fail();
  const at = r.pos + indent;
  return r.text.charCodeAt(at) === 45 && isSeparated(r.text, at + 1)
    ? blockSequence(r, indent, depth + 1)
    : blockMapping(r, at, indent, depth + 1);
}

/** A block mapping whose first key starts at `at`, with its keys at column `indent`. */
function blockMapping(r: Reader, at: number, indent: number, depth: number): Leaf {
  const { text } = r;
  const out: Record<string, unknown> = {};
  const names: string[] = [];
  const keys: number[] = [];
  const items: Node[] = [];
  let keyStart = at;
  let last: Node | undefined;
  for (;;) {
    const key = keyAt(text, keyStart);
    if (!key || Object.hasOwn(out, key.name) || key.name.length > r.limits.maxScalarLength) fail();
    const member = memberValue(r, key.colon, indent, depth);
    setMember(out, key.name, member.value);
    names.push(key.name);
    r.names.add(key.name);
    keys.push(keyStart, key.end);
    items.push(member.node);
    if (names.length > r.limits.maxCollectionSize) fail();
    last = member.node;
    const next = nextContent(r, indent);
    if (next < indent) {
      // The library counts a comment at the mapping's indent before its end into the last value, or not.
      if (r.comment >= indent) fail();
      break;
    }
    if (next > indent) fail();
    keyStart = r.pos + next;
    if (text.charCodeAt(keyStart) === 45 && isSeparated(text, keyStart + 1)) fail();
  }
  keepOrder(out, names);
  return { value: out, node: { start: at, end: last.after, after: last.after, items, names, keys } };
}

/** A block sequence whose first `-` is at column `indent` of the line starting at `r.pos`. */
function blockSequence(r: Reader, indent: number, depth: number): Leaf {
  const { text } = r;
  const out: unknown[] = [];
  const items: Node[] = [];
  const start = r.pos + indent;
  let dash = start;
  for (;;) {
    let i = dash + 1;
    while (text.charCodeAt(i) === SPACE) i++;
    const c = text.charCodeAt(i);
    let item: Leaf;
    if (i >= text.length || isBreak(c) || (c === HASH && i > dash + 1)) {
      r.pos = afterLine(text, i);
      const next = nextContent(r);
      if (next <= indent) fail();
      item = blockNode(r, next, depth);
    } else if (c === 45 && isSeparated(text, i + 1)) fail();
    else {
      const key = c === 124 || c === 62 ? undefined : keyAt(text, i);
      if (key) {
        if (depth >= r.limits.maxDepth - 1) fail();
        item = blockMapping(r, i, i - (dash - indent), depth + 1);
      } else item = inlineValue(r, i, indent);
    }
    out.push(item.value);
    items.push(item.node);
    if (out.length > r.limits.maxCollectionSize) fail();
    const next = nextContent(r, indent);
    if (next > indent) fail();
    dash = r.pos + next;
    if (next < indent || !(text.charCodeAt(dash) === 45 && isSeparated(text, dash + 1))) {
      if (r.comment >= indent) fail();
      break;
    }
  }
  const end = items[items.length - 1]!.after;
  return { value: out, node: { start, end, after: end, items } };
}

export interface FastYaml {
  value: unknown;
  sourceMap: SourceMap;
}

/** The data model and source map of a text the fast reader reads, or undefined when the library's path must read it. */
export function readYamlFast(text: string, limits: ParseLimits, lines: LineIndex): FastYaml | undefined {
  if (unusual.test(text)) return undefined;
  const r: Reader = { text, limits, pos: 0, comment: -1, scanned: -1, indent: -1, names: new Set() };
  try {
    const indent = nextContent(r);
    if (indent < 0) return undefined;
    const root = blockNode(r, indent, 0);
    if (nextContent(r) >= 0) return undefined;
    rememberNames(root.value as object, r.names);
    return { value: root.value, sourceMap: fastSourceMap(root.node, lines) };
  } catch (error) {
    if (error === giveUp || error instanceof RangeError) return undefined;
    throw error;
  }
}

function fastSourceMap(root: Node, lines: LineIndex): SourceMap {
  return {
    rangeOf(pointer, part = 'value') {
      let node = root;
      let key: [number, number] | undefined;
      const reached = everyToken(pointer, (segment) => {
        if (node.names) {
          node.index ??= new Map(node.names.map((name, i) => [name, i]));
          const i = node.index.get(segment);
          if (i === undefined) return false;
          key = [node.keys![2 * i]!, node.keys![2 * i + 1]!];
          node = node.items![i]!;
        } else if (node.items) {
          const i = arrayIndex(segment);
          const item = i >= 0 ? node.items[i] : undefined;
          if (!item) return false;
          key = undefined;
          node = item;
        } else return false;
        return true;
      });
      if (!reached) return undefined;
      if (part === 'key' && key) return lines.range(key[0], key[1]);
      return lines.range(node.start, node.end);
    },
  };
}
