// Where the cursor stands in a document that may be incomplete (the user is typing): a tolerant scan of the text,
// independent of the parser, that names the container at the cursor (as JSON Pointer segments), whether a member
// name or a value is expected there, the members already present, and the token being typed.
import type { DocumentFormat } from '../diagnostics.ts';

export interface CursorContext {
  /** Segments of the object or array that holds the cursor. */
  path: string[];
  container: 'object' | 'array';
  /** 'key': a member name is expected or being typed; 'value': the value of `segment` (a member name or item index). */
  slot: 'key' | 'value';
  segment?: string;
  /** Members already present in the object (in YAML also the mapping an item slot may start), scalar values unquoted. */
  members: Map<string, string | undefined>;
  /** Offsets of the token the cursor is in (quotes included in JSON), or an empty range at the cursor. */
  start: number;
  end: number;
  /** The token's text up to the cursor, and the whole token (unquoted). */
  typed: string;
  token: string;
  /** JSON: the token opens with a quote. */
  quoted: boolean;
  /** A ':' already follows the member name at a key slot (the name is being edited, not added). */
  hasColon: boolean;
  /** JSON, or a YAML flow collection: inserted text is written JSON-style (quotes, commas, no block indentation). */
  flow: boolean;
  /** JSON: the first significant character after the token ('' at the end of the text). */
  next: string;
  /** JSON: offset just after the previous value when a comma is missing before the cursor's slot. */
  commaAt?: number;
  /** Column (0-based) at which members of the object at the cursor start (YAML), or the cursor line's indentation. */
  indent: number;
}

export function cursorContext(text: string, offset: number, format: DocumentFormat): CursorContext | undefined {
  return format === 'json' ? jsonContext(text, offset) : yamlContext(text, offset);
}

/** The segments of the value at the cursor's slot (the value of `segment`, or the object for a key slot). */
export function slotPath(context: CursorContext): string[] {
  return context.slot === 'value' && context.segment !== undefined ? [...context.path, context.segment] : context.path;
}

// ---------------------------------------------------------------------------------------------------------------
// JSON

interface Frame {
  kind: 'object' | 'array';
  /** The enclosing frame and this container's segment in it (the path is built only for the frame at the cursor). */
  parent: Frame | undefined;
  segment: string;
  /** object: 'key' (a name may follow), 'colon', 'value', 'after' (a value was read); array: 'value' or 'after'. */
  state: 'key' | 'colon' | 'value' | 'after';
  key?: string;
  index: number;
  /** Offset of the opening bracket. */
  start: number;
  /** End offset of the last value read, for a missing comma. */
  lastEnd: number;
}

/** A string's characters (escapes and all) up to its closing quote or the end of the line (unterminated). */
const stringBody = /(?:[^"\\\r\n]|\\.)*/y;
const space = /[ \t\r\n]*/y;
const isValue = (token: Token) => token.char === '"' || token.char === 'w';

/** End of the string token opening at `start` (after its closing quote, or at the end of the line when unterminated). */
function stringEnd(text: string, start: number): number {
  stringBody.lastIndex = start + 1;
  stringBody.exec(text);
  const bodyEnd = stringBody.lastIndex;
  return text.charCodeAt(bodyEnd) === 34 ? bodyEnd + 1 : bodyEnd;
}

/** The text of a string or word token (a string decoded, without its quotes). */
function tokenText(text: string, token: Token): string {
  if (token.char !== '"') return text.slice(token.start, token.end);
  const closed = token.end - token.start >= 2 && text.charCodeAt(token.end - 1) === 34;
  const raw = text.slice(token.start + 1, closed ? token.end - 1 : token.end);
  if (raw.indexOf('\\') < 0) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 36 || c === 43 || c === 45;
}

interface Token {
  start: number;
  end: number;
  /** '"' for a string, 'w' for a bare word, else the punctuation character. */
  char: string;
}

function nextToken(text: string, from: number): Token | undefined {
  const n = text.length;
  for (let i = from; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    if (c === 34) return { start: i, end: stringEnd(text, i), char: '"' };
    if (isWordCode(c)) {
      let end = i + 1;
      while (end < n && isWordCode(text.charCodeAt(end))) end++;
      return { start: i, end, char: 'w' };
    }
    // { } [ ] , :
    if (c === 123 || c === 125 || c === 91 || c === 93 || c === 44 || c === 58) return { start: i, end: i + 1, char: text[i]! };
  }
  return undefined;
}

function significantAfter(text: string, from: number): { char: string; at: number } {
  space.lastIndex = from;
  space.exec(text);
  const at = space.lastIndex;
  return { char: text[at] ?? '', at };
}

/** Members of the object whose `{` is at `start`, with scalar values as written (strings unquoted). */
function objectMembers(text: string, start: number): Map<string, string | undefined> {
  const members = new Map<string, string | undefined>();
  let depth = 0;
  let key: string | undefined;
  let expectingKey = true;
  for (let token = nextToken(text, start + 1); token; token = nextToken(text, token.end)) {
    const c = token.char;
    if (c === '{' || c === '[') {
      if (depth === 0 && key !== undefined) members.set(key, undefined);
      depth++;
    } else if (c === '}' || c === ']') {
      if (depth === 0) break;
      depth--;
    } else if (depth > 0) continue;
    else if (c === ',') expectingKey = true;
    else if (c === ':') expectingKey = false;
    else if (isValue(token)) {
      if (expectingKey) {
        key = tokenText(text, token);
        members.set(key, undefined);
      } else if (key !== undefined) members.set(key, tokenText(text, token));
    }
  }
  return members;
}

function jsonContext(text: string, offset: number): CursorContext | undefined {
  const stack: Frame[] = [];
  let frame: Frame | undefined;
  let start = offset;
  let end = offset;
  let value = '';
  let quoted = false;

  for (let token = nextToken(text, 0); token; token = nextToken(text, token.end)) {
    const top = stack[stack.length - 1];
    if (offset <= token.start) {
      frame = top;
      break;
    }
    if (isValue(token) && offset <= token.end) {
      frame = top;
      start = token.start;
      end = token.end;
      value = tokenText(text, token);
      quoted = token.char === '"';
      break;
    }
    const c = token.char;
    if (c === '{' || c === '[') {
      const segment = top ? (top.kind === 'object' ? (top.key ?? '') : String(top.index)) : undefined;
      stack.push({ kind: c === '{' ? 'object' : 'array', parent: top, segment: segment ?? '', state: c === '{' ? 'key' : 'value', index: 0, start: token.start, lastEnd: token.end });
    } else if (c === '}' || c === ']') {
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) {
        parent.state = 'after';
        parent.lastEnd = token.end;
      }
    } else if (c === ',') {
      if (top) {
        if (top.kind === 'array' && top.state === 'after') top.index++;
        top.state = top.kind === 'object' ? 'key' : 'value';
        if (top.kind === 'object') top.key = undefined;
      }
    } else if (c === ':') {
      if (top?.kind === 'object') top.state = 'value';
    } else if (top) {
      if (top.kind === 'object' && (top.state === 'key' || top.state === 'after')) {
        top.key = tokenText(text, token);
        top.state = 'colon';
      } else if (top.kind === 'object' && top.state === 'value') {
        top.state = 'after';
        top.lastEnd = token.end;
      } else if (top.kind === 'array') {
        if (top.state === 'after') top.index++;
        top.state = 'after';
        top.lastEnd = token.end;
      }
    }
  }
  frame ??= stack[stack.length - 1];
  if (!frame) return undefined;

  const objectSlot = frame.kind === 'object' && (frame.state === 'key' || frame.state === 'after');
  const missingComma = frame.state === 'after';
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let indent = 0;
  while (text[lineStart + indent] === ' ') indent++;
  const after = significantAfter(text, end);
  const members = frame.kind === 'object' ? objectMembers(text, frame.start) : new Map<string, string | undefined>();
  if (objectSlot && value !== '') members.delete(value);
  const path: string[] = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) path.unshift(f.segment);
  return {
    path,
    container: frame.kind,
    slot: objectSlot ? 'key' : 'value',
    ...(objectSlot ? {} : { segment: frame.kind === 'object' ? (frame.key ?? '') : String(missingComma ? frame.index + 1 : frame.index) }),
    members,
    start,
    end,
    typed: quoted ? text.slice(start + 1, Math.min(offset, end)) : text.slice(start, offset),
    token: value,
    quoted,
    hasColon: after.char === ':',
    flow: true,
    next: after.char,
    ...(missingComma ? { commaAt: frame.lastEnd } : {}),
    indent,
  };
}

function textHasColonAfter(text: string, end: number): boolean {
  return significantAfter(text, end).char === ':';
}

/** JSON: whether a ':' follows the key token of a context. */
export function colonFollows(text: string, context: CursorContext): boolean {
  return textHasColonAfter(text, context.end);
}

// ---------------------------------------------------------------------------------------------------------------
// YAML (block style): lines, their indentation, sequence dashes and keys.

interface Line {
  start: number;
  text: string;
  /** Column of the first non-space character. */
  indent: number;
  /** Columns of the leading `- ` sequence markers. */
  dashes: number[];
  /** Column where the content after the markers starts. */
  content: number;
  key?: string;
  /** Column just after the key's ':'. */
  colon?: number;
  /** Nothing but spaces or a comment. */
  blank: boolean;
}

const keyPattern = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{[\]},&*!|>%@`-][^#]*?|-[^\s#][^#]*?)[ \t]*:(?=[ \t]|$)/;

function unquoteYaml(key: string): string {
  if (key.startsWith('"')) {
    try {
      return JSON.parse(key) as string;
    } catch {
      return key.slice(1, -1);
    }
  }
  if (key.startsWith("'")) return key.slice(1, -1).replace(/''/g, "'");
  return key;
}

function parseLine(text: string, start: number): Line {
  let indent = 0;
  while (text[indent] === ' ') indent++;
  const dashes: number[] = [];
  let i = indent;
  while (text[i] === '-' && (i + 1 === text.length || text[i + 1] === ' ')) {
    dashes.push(i);
    i++;
    while (text[i] === ' ') i++;
  }
  const rest = text.slice(i);
  const blank = dashes.length === 0 && (rest.trim() === '' || rest.trimStart().startsWith('#'));
  const m = keyPattern.exec(rest);
  return {
    start,
    text,
    indent,
    dashes,
    content: i,
    blank,
    ...(m ? { key: unquoteYaml(m[1]!), colon: i + m[0].length } : {}),
  };
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    const raw = text.slice(start, end);
    lines.push(parseLine(raw.endsWith('\r') ? raw.slice(0, -1) : raw, start));
    if (nl < 0) break;
    start = nl + 1;
  }
  return lines;
}

/** Index of the item whose dash is at column `dash` on line `at`, among its sequence's items. */
function itemIndex(lines: Line[], at: number, dash: number): number {
  let count = 0;
  for (let i = at - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.blank) continue;
    if (line.dashes.includes(dash)) {
      count++;
      if (line.dashes[0]! < dash) break;
    } else if (line.indent <= dash) break;
  }
  return count;
}

/** Segments of the node that holds a node starting at column `column` of line `at` (dashes of that line before it included). */
function parentPath(lines: Line[], at: number, column: number, item = false): string[] {
  const segments: string[] = [];
  let col = column;
  // A sequence item may sit at its parent key's column (an indentless sequence).
  let inSequence = item;
  const own = lines[at]!;
  for (const dash of own.dashes.filter((d) => d < col).reverse()) {
    segments.unshift(String(itemIndex(lines, at, dash)));
    col = dash;
    inSequence = true;
  }
  for (let i = at - 1; i >= 0 && (col > 0 || inSequence); i--) {
    const line = lines[i]!;
    if (line.blank || line.indent > col || (line.indent === col && !(inSequence && line.key !== undefined && line.dashes.length === 0))) {
      if (!(inSequence && line.key !== undefined && line.content === col)) continue;
    }
    if (line.key !== undefined && (line.content < col || (inSequence && line.content === col))) {
      segments.unshift(line.key);
      col = line.content;
      inSequence = false;
    } else if (line.content < col && line.dashes.every((d) => d >= col)) {
      continue;
    } else if (line.content >= col && line.dashes.every((d) => d >= col)) {
      continue;
    }
    for (const dash of line.dashes.filter((d) => d < col).reverse()) {
      segments.unshift(String(itemIndex(lines, i, dash)));
      col = dash;
      inSequence = true;
    }
  }
  return segments;
}

/** Keys and scalar values of the mapping whose keys start at `column`, around line `at` (which is excluded). */
function mappingMembers(lines: Line[], at: number, column: number): Map<string, string | undefined> {
  const members = new Map<string, string | undefined>();
  const add = (line: Line) => {
    if (line.key === undefined) return;
    const value = line.text.slice(line.colon).replace(/\s+#.*$/, '').trim();
    members.set(line.key, value === '' ? undefined : unquoteYaml(value));
  };
  const own = lines[at]!;
  if (!own.dashes.some((d) => d < column)) {
    for (let i = at - 1; i >= 0; i--) {
      const line = lines[i]!;
      if (line.blank) continue;
      if (line.content === column && line.dashes.every((d) => d < column)) {
        add(line);
        if (line.dashes.length > 0) break;
        continue;
      }
      if (line.indent < column) break;
    }
  }
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.blank) continue;
    if (line.indent < column || (line.dashes.length > 0 && line.dashes[0]! < column)) break;
    if (line.indent === column && line.dashes.length === 0) add(line);
  }
  return members;
}

function yamlContext(text: string, offset: number): CursorContext | undefined {
  const lines = splitLines(text);
  let at = lines.length - 1;
  while (at > 0 && lines[at]!.start > offset) at--;
  const line = lines[at]!;
  const column = offset - line.start;
  const base = { quoted: false, next: '', hasColon: line.key !== undefined, flow: false };
  const token = (from: number, to: number) => {
    const raw = line.text.slice(from, to);
    return { start: line.start + from, end: line.start + to, typed: line.text.slice(from, Math.max(from, column)).trim(), token: unquoteYaml(raw.trim()) };
  };

  // After `key:` on this line: the key's value.
  if (line.key !== undefined && column >= line.colon!) {
    let from = line.colon!;
    while (line.text[from] === ' ') from++;
    // A flow collection on this line (`protocolVersions: ["2025-06-18", ]`): JSON-like, scanned as such.
    if ((line.text[from] === '[' || line.text[from] === '{') && column > from) {
      const inner = jsonContext(line.text.slice(from), column - from);
      if (inner) {
        const shift = line.start + from;
        return {
          ...inner,
          path: [...parentPath(lines, at, line.content), line.key, ...inner.path],
          start: inner.start + shift,
          end: inner.end + shift,
          ...(inner.commaAt !== undefined ? { commaAt: inner.commaAt + shift } : {}),
          indent: line.content,
        };
      }
    }
    const commentAt = line.text.search(/\s#/);
    const to = Math.max(from, commentAt > from ? commentAt : line.text.length);
    return {
      path: parentPath(lines, at, line.content),
      container: 'object',
      slot: 'value',
      segment: line.key,
      members: new Map([...mappingMembers(lines, at, line.content), [line.key, undefined]]),
      ...token(Math.min(from, column), Math.max(to, column)),
      ...base,
      indent: line.content,
    };
  }
  // A line that is nothing but indentation: a member of the mapping at the cursor's column.
  if (line.dashes.length === 0 && line.text.slice(0, column).trim() === '' && line.text.slice(column).trim() === '') {
    return {
      path: parentPath(lines, at, column),
      container: 'object',
      slot: 'key',
      members: mappingMembers(lines, at, column),
      start: offset,
      end: offset,
      typed: '',
      token: '',
      ...base,
      indent: column,
    };
  }
  const keyEnd = line.key !== undefined ? line.text.lastIndexOf(':', line.colon! - 1) : line.text.length;
  const word = token(line.content, Math.max(column, keyEnd));
  // `- …`: an item of a sequence (a scalar, or the first member of a mapping item).
  if (line.dashes.length > 0 && line.key === undefined && column >= line.content) {
    const dash = line.dashes[line.dashes.length - 1]!;
    return {
      path: parentPath(lines, at, dash, true),
      container: 'array',
      slot: 'value',
      segment: String(itemIndex(lines, at, dash)),
      members: mappingMembers(lines, at, line.content),
      ...word,
      ...base,
      indent: line.content,
    };
  }
  if (column < line.content) return undefined;
  // Typing a member name.
  const members = mappingMembers(lines, at, line.content);
  return { path: parentPath(lines, at, line.content), container: 'object', slot: 'key', members, ...word, ...base, indent: line.content };
}
