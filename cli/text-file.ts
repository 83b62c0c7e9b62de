// The shape of a text file that a command rewrites (fix --write, format --write): its byte order mark and its line
// breaks. The decoder drops the mark (core/document/utf8.ts) and a fix or a formatter writes "\n" where it inserts a
// line, so the new text gets the file's shape back here before it is printed or written: a file changes only where
// its content does.

export const byteOrderMark = '\uFEFF';

/** Whether the bytes start with the UTF-8 byte order mark (EF BB BF). */
export function startsWithByteOrderMark(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** The line break a text uses: its first one, CRLF or LF (undefined when it has none). */
export function lineBreakOf(text: string): '\r\n' | '\n' | undefined {
  const at = text.indexOf('\n');
  if (at < 0) return undefined;
  return text[at - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * `next` in the shape of `original`: with a byte order mark exactly when `original` has one, and every line break
 * (LF or CRLF) written as `original`'s first one, as Prettier's `endOfLine: "auto"` does; when `original` has no
 * line break, `next` keeps its own.
 */
export function keepTextShape(original: string, next: string): string {
  const body = next.startsWith(byteOrderMark) ? next.slice(1) : next;
  const lineBreak = lineBreakOf(original);
  const shaped = lineBreak === undefined ? body : body.replace(/\r?\n/g, lineBreak);
  return original.startsWith(byteOrderMark) ? byteOrderMark + shaped : shaped;
}
