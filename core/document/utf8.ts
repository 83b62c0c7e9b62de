// Document bytes to text (15.2: JSON is encoded in UTF-8; the restricted YAML profile is read as UTF-8 too): strict
// decoding that names the byte offset of the first byte that is not valid UTF-8, instead of replacing it.
import type { Diagnostic } from '../diagnostics.ts';

/** Offset of the first byte that cannot belong to well-formed UTF-8 (RFC 3629), or -1 when all bytes are. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
          ? [3, 0xa0, 0xbf]
          : b === 0xed
            ? [3, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [3, 0x80, 0xbf]
              : b === 0xf0
                ? [4, 0x90, 0xbf]
                : b >= 0xf1 && b <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : b === 0xf4
                    ? [4, 0x80, 0x8f]
                    : [0, 0, 0];
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      if (k === 1 ? c < low || c > high : c < 0x80 || c > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

/** Decode well-formed UTF-8 (one leading byte order mark is dropped); callers check {@link firstInvalidUtf8} first. */
function decodeValid(bytes: Uint8Array): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let text = '';
  let chunk: number[] = [];
  for (let i = start; i < bytes.length;) {
    const b = bytes[i]!;
    const length = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4;
    let code = length === 1 ? b : b & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) code = (code << 6) | (bytes[i + k]! & 0x3f);
    chunk.push(code);
    if (chunk.length >= 8192) {
      text += String.fromCodePoint(...chunk);
      chunk = [];
    }
    i += length;
  }
  return text + String.fromCodePoint(...chunk);
}

/** 1-based line and column (UTF-16 code units) just after `text`. */
function endOf(text: string): { line: number; column: number } {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

export type DecodedDocument = { ok: true; text: string } | { ok: false; diagnostic: Diagnostic };

/** Bytes of a JSON or YAML document as text, or the mcpdesc.serialization.conforming error naming the byte offset. */
export function decodeDocumentBytes(bytes: Uint8Array): DecodedDocument {
  const offset = firstInvalidUtf8(bytes);
  if (offset < 0) return { ok: true, text: decodeValid(bytes) };
  const at = endOf(decodeValid(bytes.subarray(0, offset)));
  const hex = `0x${bytes[offset]!.toString(16).toUpperCase().padStart(2, '0')}`;
  return {
    ok: false,
    diagnostic: {
      rule: 'mcpdesc.serialization.conforming',
      severity: 'error',
      path: '',
      requirement: 'req-conforming-serialization',
      message: `The text is not valid UTF-8: the byte at offset ${offset} (${hex}) does not begin a well-formed UTF-8 sequence; an MCP Description is encoded in UTF-8 (15.2)`,
      detail: { kind: 'constraint', keyword: 'encoding', byteOffset: offset },
      range: { start: at, end: { line: at.line, column: at.column + 1 } },
    },
  };
}
