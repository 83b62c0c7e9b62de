// Public shapes of the document layer (spec 3.1, 15).
import type { Diagnostic, DocumentFormat, SourceRange } from '../diagnostics.ts';

/** Where a JSON Pointer's value (or, for members, its name) stands in the text. */
export interface SourceMap {
  /** pointer: RFC 6901 JSON Pointer; part 'key' = the member name's range (array items and the root give the value range). */
  rangeOf(pointer: string, part?: 'key' | 'value'): SourceRange | undefined;
  /** Computes now what rangeOf would otherwise compute on first use (positions of every value). */
  prepare?(): void;
}

export interface ParseResult {
  format: DocumentFormat;
  /** The decoded data model; undefined when the text cannot be used (ok=false). */
  value: unknown;
  ok: boolean;
  diagnostics: Diagnostic[];
  sourceMap: SourceMap;
  /** Set when a text that does not parse in the format asked for parses in this one (its syntax error says so). */
  otherFormat?: DocumentFormat;
}

export const emptySourceMap: SourceMap = { rangeOf: () => undefined };

/** Assign a member without invoking the `__proto__` setter of Object.prototype. */
export function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
