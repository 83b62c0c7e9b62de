// Text in, JSON-compatible data model out (spec 3.1, 15), with a source map.
import type { DocumentFormat } from '../diagnostics.ts';
import { conformingError, serializationRequirements } from './conforming.ts';
import { parseJson } from './json.ts';
import { exceedsSize, resolveLimits, type ParseLimits } from './limits.ts';
import { emptySourceMap, type ParseResult } from './types.ts';
import { isYamlSyntaxError, parseYaml } from './yaml.ts';

/** JSON when the first non-whitespace character (after a byte order mark) is `{` or `[`, else YAML. */
export function detectFormat(text: string): DocumentFormat {
  const m = /^\uFEFF?[ \t\r\n]*([{[])?/.exec(text);
  return m?.[1] ? 'json' : 'yaml';
}

export interface ParseOptions {
  format?: DocumentFormat;
  /**
   * Without `format`: the format of the same document's previous text (an editor whose format follows the content).
   * It stays for a blank text, and for a text that does not parse as the format detected now: a document changes
   * format only on content that is the other format, never because it was cleared or is half typed. YAML that breaks
   * only the restricted profile (an alias, a tag, a duplicate key) is YAML all the same: it switches, and is reported
   * as YAML.
   */
  previousFormat?: DocumentFormat;
  limits?: Partial<ParseLimits>;
}

export function parseDocument(text: string, options: ParseOptions = {}): ParseResult {
  const previous = options.format === undefined ? options.previousFormat : undefined;
  if (previous !== undefined) {
    const limits = options.limits ? { limits: options.limits } : {};
    const detected = /\S/.test(text) ? detectFormat(text) : previous;
    if (detected === previous) return parseDocument(text, { ...limits, format: previous });
    const parsed = parseDocument(text, { ...limits, format: detected });
    const readable = parsed.ok || (detected === 'yaml' && !parsed.diagnostics.some(isYamlSyntaxError));
    return readable ? parsed : parseDocument(text, { ...limits, format: previous });
  }
  const format = options.format ?? detectFormat(text);
  const limits = resolveLimits(options.limits);
  if (exceedsSize(text, limits.maxBytes)) {
    const message = `Document exceeds the size limit (maxBytes ${limits.maxBytes}); it was not parsed`;
    const range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
    return {
      format,
      value: undefined,
      ok: false,
      diagnostics: [conformingError(message, '', range, serializationRequirements.conforming)],
      sourceMap: emptySourceMap,
    };
  }
  const parsed = format === 'json' ? parseJson(text, limits) : parseYaml(text, limits);
  if (parsed.ok || options.format === undefined) return parsed;
  // A format chosen by hand that does not fit: the syntax error says when the other format reads the text. Trying the
  // other format is a second parse, so it is tried only where it can pay (`mayReadAs`): every keystroke that leaves a
  // syntax error in a large document would pay it twice.
  // Text that JSON.parse accepts has no JSON syntax error: what failed (a duplicate name, a limit, a non-finite
  // number) fails in YAML too, so it is not read again (nor is the YAML reader loaded for it, core/validation/parts.ts).
  const other = otherFormat(format);
  if (!mayReadAs(text, other)) return parsed;
  if (format === 'json' && parsesAsJson(text)) return parsed;
  if (!(other === 'json' ? parseJson(text, limits) : parseYaml(text, limits)).ok) return parsed;
  const first = parsed.diagnostics.findIndex((d) => d.severity === 'error');
  if (first < 0) return parsed;
  const diagnostics = parsed.diagnostics.slice();
  diagnostics[first] = { ...diagnostics[first]!, message: `${diagnostics[first]!.message}${formatSwitchNote(other)}` };
  return { ...parsed, diagnostics, otherFormat: other };
}

/** Whether JSON.parse accepts the text (a byte order mark aside). */
export function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

export function otherFormat(format: DocumentFormat): DocumentFormat {
  return format === 'json' ? 'yaml' : 'json';
}

/** The largest text (in UTF-16 code units) whose syntax error is worth a second parse in the other format. */
export const maxFormatSwitchLength = 256 * 1024;

/**
 * The largest text that starts as JSON does (`{` or `[`) whose JSON syntax error is worth reading it as YAML. Such a
 * text is YAML's flow style, which only the yaml library reads, at about 0.2 ms per KiB (the fast reader takes the
 * block style): in a 100 KB JSON document every keystroke that left a syntax error paid 20-35 ms for the note, in the
 * validation worker and again in the language worker. 16 KiB holds every built-in example and bounds it to about 3 ms.
 */
export const maxJsonAsYamlLength = 16 * 1024;

/**
 * Whether a text that the format chosen for it does not read is worth parsing in `other`: small enough (a text that
 * starts as JSON does smaller still to be read as YAML), and as JSON only a text that starts as JSON does (a
 * description is an object; what starts otherwise and fails as YAML is no JSON document).
 */
function mayReadAs(text: string, other: DocumentFormat): boolean {
  if (text.length > maxFormatSwitchLength) return false;
  const looksJson = detectFormat(text) === 'json';
  return other === 'json' ? looksJson : !looksJson || text.length <= maxJsonAsYamlLength;
}

/**
 * What the syntax error of a text read in the wrong format adds: the format that reads it. Worded for every client
 * (the app, the CLI, the language server); the app's quick fix switches its format control.
 */
export function formatSwitchNote(other: DocumentFormat): string {
  const name = other.toUpperCase();
  return ` — the text parses as ${name}: read it as ${name}`;
}
