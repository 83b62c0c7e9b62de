// The core's public entry: text in, diagnostics (and transformed text) out. Used by the worker and the CLI.
import type { Diagnostic, DocumentFormat } from './diagnostics.ts';
import { detectFormat, organize, parseDocument, serialize, type SourceMap } from './document/index.ts';
import { rangePart, validateStructure } from './schema/index.ts';
import { ruleById } from './rules/index.ts';
import { runRuleChecks } from './rules/run.ts';
import { ruleResults, type RuleResult } from './rules/results.ts';
import { indexScopes, protocolVersions as supportedVersions } from './scopes.ts';
import { summarizeRule, type RuleSummary } from './rules/docs.ts';
import { projectView } from './projection/view.ts';
import { projectNativeList, type NativeKind, type NativeListResult } from './projection/native.ts';
import { countYamlComments, organizeYamlText } from './document/organize-yaml.ts';

export type { Diagnostic, DocumentFormat, Severity, SourceRange, SourcePosition } from './diagnostics.ts';
export type { RuleSummary } from './rules/docs.ts';
export type { RuleResult, RuleStatus } from './rules/results.ts';
export type { NativeKind, NativeListResult, NativeFailureCode } from './projection/native.ts';

export interface ValidationResult {
  /** True when no diagnostic has severity 'error'. */
  valid: boolean;
  format: DocumentFormat;
  diagnostics: Diagnostic[];
  /** Title and documentation of every rule the diagnostics name. */
  rules: Record<string, RuleSummary>;
  /** Root `protocolVersions` as declared (supported values only, in document order): the versions one can view. */
  protocolVersions: string[];
  /** One status per rule, and per declared protocol version where the rule depends on it (16.5). */
  ruleResults: RuleResult[];
}

/** Parse, validate and locate: every diagnostic carries a range into `text` where the document has one. */
export function validateText(text: string, options: { format?: DocumentFormat } = {}): ValidationResult {
  return analyze(text, options).result;
}

/** One parse serves validation and whatever follows it (projection). */
function analyze(text: string, options: { format?: DocumentFormat }) {
  const parsed = parseDocument(text, { format: options.format });
  const diagnostics = [...parsed.diagnostics];
  if (parsed.ok) {
    diagnostics.push(...locate(validateStructure(parsed.value), parsed.sourceMap));
    diagnostics.push(...locate(runRuleChecks(parsed.value), parsed.sourceMap));
  }
  diagnostics.sort(byPosition);
  const protocolVersions = parsed.ok ? declaredVersions(parsed.value) : [];
  const result: ValidationResult = {
    valid: !diagnostics.some((d) => d.severity === 'error'),
    format: parsed.format,
    diagnostics,
    rules: summarize(diagnostics),
    protocolVersions,
    ruleResults: ruleResults(diagnostics, { parsed: parsed.ok, versions: protocolVersions }),
  };
  return { parsed, result };
}

/** Why a document with errors cannot be projected: how many, and the first one with its position. */
function cannotProject(errors: Diagnostic[], section: string): string {
  const first = errors[0]!;
  const where = first.range ? ` (line ${first.range.start.line}, column ${first.range.start.column})` : '';
  return `The document has ${errors.length} error(s), so it cannot be projected (${section}); the first${where}: ${first.message}`;
}

/** JSON ↔ YAML conversion that preserves the data model (15.5). */
export function convertText(
  text: string,
  to: DocumentFormat,
  options: { from?: DocumentFormat } = {},
): { ok: true; text: string; format: DocumentFormat; droppedComments?: number } | { ok: false; message: string } {
  const parsed = parseDocument(text, { format: options.from });
  if (!parsed.ok) return { ok: false, message: unusable(parsed.diagnostics) };
  // JSON has no comments: say how many a YAML → JSON conversion drops, so the UI can ask first.
  const droppedComments = parsed.format === 'yaml' && to === 'json' ? countYamlComments(text) : 0;
  return { ok: true, text: serialize(parsed.value, to), format: to, ...(droppedComments > 0 ? { droppedComments } : {}) };
}

/** Apply the section 18 ordering profile, keeping the text's format. */
export function organizeText(
  text: string,
  options: { format?: DocumentFormat } = {},
): { ok: true; text: string; format: DocumentFormat } | { ok: false; message: string } {
  const parsed = parseDocument(text, { format: options.format });
  if (!parsed.ok) return { ok: false, message: unusable(parsed.diagnostics) };
  const organized = organize(parsed.value);
  if (parsed.format === 'yaml' && countYamlComments(text) > 0) {
    // Comments stay with their members; the result is checked to read as the organized data model.
    const expected = serialize(organized, 'json');
    const kept = organizeYamlText(text, organized, (out) => {
      const again = parseDocument(out, { format: 'yaml' });
      return again.ok && serialize(again.value, 'json') === expected;
    });
    if (kept !== undefined) return { ok: true, text: kept, format: 'yaml' };
    return { ok: false, message: 'Organize could not keep the comments of this YAML document in place, so it left the document unchanged.' };
  }
  return { ok: true, text: serialize(organized, parsed.format), format: parsed.format };
}

/**
 * The Effective Protocol View of the text for MCP protocol version `version` (4.12), in the text's format: validates
 * the source (step 1, failing with its errors), projects it (steps 2-7) and validates the projected text (step 8).
 */
export function viewText(
  text: string,
  version: string,
  options: { format?: DocumentFormat } = {},
):
  | { ok: true; text: string; format: DocumentFormat; diagnostics: Diagnostic[] }
  | { ok: false; message: string; diagnostics: Diagnostic[] } {
  const { parsed, result: source } = analyze(text, options);
  const errors = source.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { ok: false, message: cannotProject(errors, '4.12'), diagnostics: errors };
  const projected = projectView(parsed.value, version);
  if (!projected.ok) {
    const declared = source.protocolVersions.length > 0 ? ` It declares ${source.protocolVersions.join(', ')}.` : '';
    return { ok: false, message: `${projected.message}${projected.code === 'view-protocol-version-not-declared' ? declared : ''}`, diagnostics: [] };
  }
  const projectedText = serialize(projected.document, source.format);
  return { ok: true, text: projectedText, format: source.format, diagnostics: validateText(projectedText, { format: source.format }).diagnostics };
}

/**
 * Native MCP projection (4.14) of every declaration of `kind` for MCP protocol version `version`: the values a server
 * returns from tools/list, resources/list, resources/templates/list or prompts/list, e.g. `{ tools: [...] }`.
 * Validates the source first (step 1, failing with `projection-source-invalid`); `diagnostics` are the source's.
 */
export function nativeText(
  text: string,
  version: string,
  kind: NativeKind,
  options: { format?: DocumentFormat } = {},
): NativeListResult & { diagnostics?: Diagnostic[] } {
  const { parsed, result: source } = analyze(text, options);
  const errors = source.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    return { ok: false, code: 'projection-source-invalid', message: cannotProject(errors, '4.14'), diagnostics: source.diagnostics };
  }
  return { ...projectNativeList(parsed.value, version, kind), diagnostics: source.diagnostics };
}

export { detectFormat };

function declaredVersions(document: unknown): string[] {
  const declared = indexScopes(document).root;
  return [...new Set(declared)].filter((v) => (supportedVersions as readonly string[]).includes(v));
}

function summarize(diagnostics: Diagnostic[]): Record<string, RuleSummary> {
  const summaries: Record<string, RuleSummary> = {};
  for (const { rule } of diagnostics) {
    const found = summaries[rule] ? undefined : ruleById(rule);
    if (found) summaries[rule] = summarizeRule(found);
  }
  return summaries;
}

function unusable(diagnostics: Diagnostic[]): string {
  const first = diagnostics.find((d) => d.severity === 'error');
  const where = first?.range ? ` (line ${first.range.start.line}, column ${first.range.start.column})` : '';
  return `The document cannot be read: ${first?.message ?? 'unknown error'}${where}. Fix it first; your text is unchanged.`;
}

/** Attach source ranges: unexpected members point at the member name, everything else at the value. */
function locate(diagnostics: Diagnostic[], sourceMap: SourceMap): Diagnostic[] {
  return diagnostics.map((d) => {
    if (d.range) return d;
    const range = sourceMap.rangeOf(d.path, rangePart(d)) ?? nearestRange(d.path, sourceMap);
    const relatedLocations = d.relatedLocations?.map((r) => (r.range ? r : { ...r, range: sourceMap.rangeOf(r.path) }));
    return { ...d, ...(range ? { range } : {}), ...(relatedLocations ? { relatedLocations } : {}) };
  });
}

/** The closest enclosing value that exists in the text. */
function nearestRange(pointer: string, sourceMap: SourceMap) {
  let current = pointer;
  while (current !== '') {
    current = current.slice(0, current.lastIndexOf('/'));
    const range = sourceMap.rangeOf(current);
    if (range) return range;
  }
  return sourceMap.rangeOf('');
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  const la = a.range?.start.line ?? 0;
  const lb = b.range?.start.line ?? 0;
  if (la !== lb) return la - lb;
  return (a.range?.start.column ?? 0) - (b.range?.start.column ?? 0);
}
