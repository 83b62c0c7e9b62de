// The shape of a text file that a command rewrites (format --write): the byte order mark and the line-ending style
// (LF or CRLF) it was found with, so that only the content changes and a formatted file stays byte for byte as it was.

const bom = '\ufeff';

/** `next` with the byte order mark of `original` (if it has one) and its line endings: CRLF when its first is one. */
export function keepTextShape(original: string, next: string): string {
  const body = next.startsWith(bom) ? next.slice(1) : next;
  const firstBreak = original.indexOf('\n');
  const crlf = firstBreak > 0 && original[firstBreak - 1] === '\r';
  const lines = crlf ? body.replace(/\r?\n/g, '\r\n') : body.replace(/\r\n/g, '\n');
  return original.startsWith(bom) ? bom + lines : lines;
}
