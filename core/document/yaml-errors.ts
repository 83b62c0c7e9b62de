// YAML syntax errors in plain words (spec 15.3: text that is not YAML is not a conforming serialization). The yaml
// library words its errors for parser authors ("Nested mappings are not allowed in compact mappings") and places some
// of them on the line before the mistake; here each becomes a sentence about the text as written, located at the
// token to change (the over-indented line, the unclosed bracket or quote, the tab).
import type { LineIndex } from '../lib/text-positions.ts';

/** An error of the yaml library: its code, its message and the offsets it concerns. */
export interface YamlLibraryError {
  code: string;
  message: string;
  pos: [number, number];
}

export interface SyntaxProblem {
  /** A sentence: what is wrong, where, and what to do. */
  message: string;
  start: number;
  end: number;
}

interface Line {
  /** Offset of the line's first character. */
  start: number;
  /** Offset just past its last character (before the line break). */
  end: number;
  /** Offset of its first character that is not a space or tab (`end` for a blank line). */
  content: number;
}

function lineAt(text: string, offset: number): Line {
  const at = Math.max(0, Math.min(offset, text.length));
  const start = Math.max(text.lastIndexOf('\n', at - 1), text.lastIndexOf('\r', at - 1)) + 1;
  let end = start;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
  let content = start;
  while (content < end && (text[content] === ' ' || text[content] === '\t')) content++;
  return { start, end, content };
}

/** The next line after `line` that has content other than a comment, if any. */
function nextContentLine(text: string, line: Line): Line | undefined {
  let at = line.end;
  while (at < text.length) {
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    const next = lineAt(text, at);
    if (next.content < next.end && text[next.content] !== '#') return next;
    at = next.end;
  }
  return undefined;
}

/** The previous line before `line` with content other than a comment (and, for list items, one that is an item). */
function previousContentLine(text: string, line: Line, item = false): Line | undefined {
  let at = line.start - 1;
  while (at > 0) {
    const previous = lineAt(text, at);
    if (previous.content < previous.end && text[previous.content] !== '#' && (!item || text[previous.content] === '-'))
      return previous;
    at = previous.start - 1;
  }
  return undefined;
}

/** The first word of a line's content (a key, a list marker), shortened for a message. */
function firstToken(text: string, line: Line): string {
  const content = text.slice(line.content, line.end);
  const key = /^(?:-\s+)?("[^"]*"|'[^']*'|[^:#\s][^:#]*?)(?=:(?:\s|$))/.exec(content);
  const token = key ? key[1]! : (content.split(/\s+/)[0] ?? '');
  return token.length > 30 ? `${token.slice(0, 29)}…` : token;
}

function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 39)}…` : text);
}

/** The last `open` before `before` that no `close` after it closes (quotes skipped), or -1. */
function unclosed(text: string, before: number, open: string, close: string): number {
  const stack: number[] = [];
  let quote: string | undefined;
  for (let i = 0; i < before; i++) {
    const c = text[i]!;
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      else if (c === '\n') quote = undefined;
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i < before && text[i] !== '\n') i++;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === open) stack.push(i);
    else if (c === close) stack.pop();
  }
  return stack.length > 0 ? stack[stack.length - 1]! : -1;
}

/** The opening quote of a string the library found unterminated: the last quote of the last line before `at` with an odd number of them. */
function openingQuote(text: string, at: number, quote: string): number {
  let line = lineAt(text, Math.max(0, at - 1));
  for (;;) {
    const content = text.slice(line.start, line.end);
    if ((content.split(quote).length - 1) % 2 === 1) return line.start + content.lastIndexOf(quote);
    if (line.start === 0) return -1;
    line = lineAt(text, line.start - 1);
  }
}

/** One library error as a problem about the text (an error this module does not know keeps the library's words). */
export function describeYamlError(text: string, lines: LineIndex, error: YamlLibraryError): SyntaxProblem {
  const [from, to] = error.pos;
  const lineNumber = (offset: number) => lines.position(offset).line;
  const column = (offset: number) => lines.position(offset).column;
  const line = lineAt(text, from);
  const here = (start: number, end: number, message: string): SyntaxProblem => ({
    message,
    start,
    end: Math.max(start + 1, end),
  });
  const atToken = (l: Line, message: string) =>
    here(l.content, l.content + Math.max(1, firstToken(text, l).length), message);

  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const next = nextContentLine(text, line);
      const indent = line.content - line.start;
      if (
        /sequence/i.test(error.message) ||
        text[line.content] === '-' ||
        (next &&
          text[next.content] === '-' &&
          next.content - next.start > indent &&
          !/:\s*$/.test(text.slice(line.start, line.end)))
      ) {
        const item = text[line.content] === '-' ? line : (next ?? line);
        return atToken(
          item,
          `The list item ${quoted(text.slice(item.content, item.end).trim())} on line ${lineNumber(item.start)} stands among the members of a mapping; put the list under a key of its own: a line "key:" above it, then its "- " items indented below`,
        );
      }
      // A line indented more than the key above it: YAML reads it as a continuation of that key's value.
      if (next && next.start <= Math.max(to, line.end + 1) && next.content - next.start > indent) {
        const token = firstToken(text, next);
        return atToken(
          next,
          `Line ${lineNumber(next.start)} is indented more than line ${lineNumber(line.start)} above it, so YAML reads ${quoted(token)} as part of the value there; give ${quoted(token)} the same indentation as ${quoted(firstToken(text, line))} (column ${indent + 1})`,
        );
      }
      const keyLine = text.slice(line.content, line.end);
      if (!/:(\s|$)/.test(keyLine)) {
        return atToken(
          line,
          `Line ${lineNumber(line.start)} (${quoted(keyLine.trim())}) has no ":" after its key; a mapping member is written "key: value"`,
        );
      }
      // `a: b: c`: a second ": " inside a value on one line.
      return here(
        from,
        to,
        `The value ${quoted(text.slice(from, line.end).trim())} on line ${lineNumber(from)} contains ": ", which YAML reads as a nested mapping; put the value in quotes, or write the nested mapping on lines of its own`,
      );
    }
    case 'BAD_INDENT': {
      if (/flow (map|sequence)/i.test(error.message)) {
        const [open, close, what] = /flow map/i.test(error.message) ? ['{', '}', 'mapping'] : ['[', ']', 'list'];
        const at = unclosed(text, from, open, close);
        if (at >= 0) {
          return here(
            at,
            at + 1,
            `The ${what} opened with "${open}" on line ${lineNumber(at)}, column ${column(at)} is never closed: add "${close}" at its end`,
          );
        }
        return atToken(line, `An inline ${what} before line ${lineNumber(from)} is not closed with "${close}"`);
      }
      const target = lineAt(text, from);
      const sequence = /sequence/i.test(error.message);
      const previous = previousContentLine(text, target, sequence);
      const token = firstToken(text, target);
      const items = sequence ? 'items of one list' : 'members of one mapping';
      return atToken(
        target,
        `${quoted(token)} on line ${lineNumber(target.start)} starts at column ${target.content - target.start + 1}, but the ${items} must start at the same column${previous ? ` (line ${lineNumber(previous.start)} starts at column ${previous.content - previous.start + 1})` : ''}; line up its indentation with the others`,
      );
    }
    case 'MISSING_CHAR': {
      const quote = /"quote/.test(error.message) ? '"' : /'quote/.test(error.message) ? "'" : undefined;
      if (quote !== undefined) {
        const at = openingQuote(text, from, quote);
        if (at >= 0)
          return here(
            at,
            at + 1,
            `The string that starts with ${quote} on line ${lineNumber(at)}, column ${column(at)} is never closed: add the closing ${quote}`,
          );
        return here(from, to, `A quoted string is never closed: add the closing ${quote}`);
      }
      if (/map values/i.test(error.message)) {
        return atToken(
          line,
          `${quoted(firstToken(text, line))} on line ${lineNumber(from)} needs ":" and a value after it`,
        );
      }
      break;
    }
    case 'TAB_AS_INDENT':
      return here(from, to, `Line ${lineNumber(from)} is indented with a tab; YAML indents with spaces only`);
    case 'UNEXPECTED_TOKEN': {
      const shown = text.slice(from, Math.min(to, from + 20)) || text.slice(from, from + 1);
      if (/flow-(map|seq)-end/.test(error.message)) {
        return here(
          from,
          to,
          `${quoted(shown)} on line ${lineNumber(from)}, column ${column(from)} closes nothing: there is no "${shown === '}' ? '{' : '['}" open before it`,
        );
      }
      return here(
        from,
        to,
        `Unexpected ${quoted(shown)} on line ${lineNumber(from)}, column ${column(from)}: a value ends before it (quote the whole value if it continues)`,
      );
    }
    case 'BAD_ALIAS':
      return here(
        from,
        to,
        `The anchor or alias on line ${lineNumber(from)}, column ${column(from)} has no name; MCP Description YAML uses neither anchors nor aliases (15.3.5)`,
      );
  }
  const first = error.message.charAt(0).toLowerCase() + error.message.slice(1);
  return here(
    from,
    to,
    `The YAML text cannot be read at line ${lineNumber(from)}, column ${column(from)}: ${first.replace(/\.$/, '')}`,
  );
}

/**
 * The problems of a text's syntax errors, one per line (one mistake often makes the library report several errors on
 * the same line), in text order.
 */
export function describeYamlErrors(
  text: string,
  lines: LineIndex,
  errors: readonly YamlLibraryError[],
): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  const seen = new Set<number>();
  for (const error of errors) {
    const problem = describeYamlError(text, lines, error);
    const at = lines.position(problem.start).line;
    if (seen.has(at)) continue;
    seen.add(at);
    problems.push(problem);
  }
  return problems.sort((a, b) => a.start - b.start);
}
