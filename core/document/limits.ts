// Processing limits for untrusted input (spec 15.8 req-serialization-untrusted, 16.2 item 9).

export interface ParseLimits {
  /** Largest accepted document, in UTF-8 bytes. */
  maxBytes: number;
  /** Deepest accepted nesting of arrays/objects (the root collection is level 1). */
  maxDepth: number;
  /** Longest accepted string or member name (JSON: decoded; YAML: any scalar's resolved text, keys included), in UTF-16 code units. JSON numbers are bounded by maxBytes. */
  maxScalarLength: number;
  /** Most entries accepted in one array or object. */
  maxCollectionSize: number;
}

/**
 * Defaults: 10 MiB per document, 256 levels of nesting, 1 MiB (1,048,576 code units) per scalar,
 * 100,000 entries per array or object. Generous for real descriptions (the largest realistic
 * documents are a few MiB, schemas rarely nest beyond 30 levels) while bounding time and memory.
 */
export const defaultLimits: ParseLimits = Object.freeze({
  maxBytes: 10 * 1024 * 1024,
  maxDepth: 256,
  maxScalarLength: 1024 * 1024,
  maxCollectionSize: 100_000,
});

export function resolveLimits(limits: Partial<ParseLimits> | undefined): ParseLimits {
  return limits ? { ...defaultLimits, ...limits } : defaultLimits;
}

const nonAscii = /[\u0080-\uffff]+/g;

/** UTF-8 length of a string, stopping early once it exceeds `stopAbove`. Native regex scans skip ASCII runs. */
export function utf8Length(text: string, stopAbove = Infinity): number {
  let bytes = text.length;
  nonAscii.lastIndex = 0;
  for (let m = nonAscii.exec(text); m; m = nonAscii.exec(text)) {
    const run = m[0];
    for (let i = 0; i < run.length; i++) {
      const c = run.charCodeAt(i);
      if (c < 0x800) bytes += 1;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < run.length && (run.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        bytes += 2; // four bytes for two code units
        i++;
      } else bytes += 2;
    }
    if (bytes > stopAbove) return bytes;
  }
  return bytes;
}

/** Whether the text exceeds maxBytes; cheap when the text is obviously small or large. */
export function exceedsSize(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return utf8Length(text, maxBytes) > maxBytes;
}
