// Text in, JSON-compatible data model out (spec 3.1, 15), with a source map.
import type { DocumentFormat } from '../diagnostics.ts';
import { conformingError, serializationRequirements } from './conforming.ts';
import { parseJson } from './json.ts';
import { exceedsSize, resolveLimits, type ParseLimits } from './limits.ts';
import { emptySourceMap, type ParseResult } from './types.ts';
import { parseYaml } from './yaml.ts';

/** JSON when the first non-whitespace character (after a byte order mark) is `{` or `[`, else YAML. */
export function detectFormat(text: string): DocumentFormat {
  const m = /^\uFEFF?[ \t\r\n]*([{[])?/.exec(text);
  return m?.[1] ? 'json' : 'yaml';
}

export interface ParseOptions {
  format?: DocumentFormat;
  limits?: Partial<ParseLimits>;
}

export function parseDocument(text: string, options: ParseOptions = {}): ParseResult {
  const format = options.format ?? detectFormat(text);
  const limits = resolveLimits(options.limits);
  if (exceedsSize(text, limits.maxBytes)) {
    const message = `Document exceeds the size limit (maxBytes ${limits.maxBytes}); it was not parsed`;
    const range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
    return { format, value: undefined, ok: false, diagnostics: [conformingError(message, '', range, serializationRequirements.conforming)], sourceMap: emptySourceMap };
  }
  return format === 'json' ? parseJson(text, limits) : parseYaml(text, limits);
}
