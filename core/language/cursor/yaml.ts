// The cursor scan of block-style YAML text: lines, their indentation, sequence dashes and keys; a flow collection on
// the cursor's line is scanned as JSON.
import type { CursorContext } from './types.ts';
import { jsonContext } from './json.ts';

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
    if (
      line.blank ||
      line.indent > col ||
      (line.indent === col && !(inSequence && line.key !== undefined && line.dashes.length === 0))
    ) {
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
    const value = line.text
      .slice(line.colon)
      .replace(/\s+#.*$/, '')
      .trim();
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

export function yamlContext(text: string, offset: number): CursorContext | undefined {
  const lines = splitLines(text);
  let at = lines.length - 1;
  while (at > 0 && lines[at]!.start > offset) at--;
  const line = lines[at]!;
  const column = offset - line.start;
  const base = { quoted: false, next: '', hasColon: line.key !== undefined, flow: false };
  const token = (from: number, to: number) => {
    const raw = line.text.slice(from, to);
    return {
      start: line.start + from,
      end: line.start + to,
      typed: line.text.slice(from, Math.max(from, column)).trim(),
      token: unquoteYaml(raw.trim()),
    };
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
  return {
    path: parentPath(lines, at, line.content),
    container: 'object',
    slot: 'key',
    members,
    ...word,
    ...base,
    indent: line.content,
  };
}
