// The cursor scan of JSON text (also used for YAML flow collections): tokens, the containers open at the cursor, the
// members already present.
import type { CursorContext } from './types.ts';

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
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 46 ||
    c === 36 ||
    c === 43 ||
    c === 45
  );
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
    if (c === 123 || c === 125 || c === 91 || c === 93 || c === 44 || c === 58)
      return { start: i, end: i + 1, char: text[i]! };
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

export function jsonContext(text: string, offset: number): CursorContext | undefined {
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
      stack.push({
        kind: c === '{' ? 'object' : 'array',
        parent: top,
        segment: segment ?? '',
        state: c === '{' ? 'key' : 'value',
        index: 0,
        start: token.start,
        lastEnd: token.end,
      });
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
    ...(objectSlot
      ? {}
      : {
          segment: frame.kind === 'object' ? (frame.key ?? '') : String(missingComma ? frame.index + 1 : frame.index),
        }),
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
