// The validation pipeline (text in, diagnostics and transformed text out): validate, convert, organize, project. The
// worker loads this at once; merge (core/merge/texts.ts), import (core/import/texts.ts) and the learning views
// (core/learn/index.ts) build on it and load when used. core/index.ts is the public entry over all of them.
import type { Diagnostic, DocumentFormat } from '../diagnostics.ts';
import {
  detectFormat,
  organize,
  parseDocument,
  serialize,
  type ParseResult,
  type SourceMap,
} from '../document/index.ts';
import { rangePart } from '../schema/index.ts';
import { ruleById } from '../rules/index.ts';
import { validateDocument } from './contextual.ts';
import { capPerRule, isFurtherFindings } from '../lib/findings-cap.ts';
import { decodeDocumentBytes } from '../document/utf8.ts';
import { lazyMembers } from '../lib/lazy.ts';
import { ruleResults, type RuleResult } from '../rules/results.ts';
import { indexScopes, type ScopeIndex } from '../model/scopes.ts';
import { createRunContext } from '../model/run-context.ts';
import { nearestAncestor, parentPointer } from '../lib/pointer.ts';
import { protocolVersions as supportedVersions } from '../model/versions.ts';
import { requirementLink, summarizeRule, type RequirementLink, type RuleSummary } from '../reference/rule-pages.ts';
import { projectView, viewFailureRequirement } from '../projection/view.ts';
import {
  declarationIdentifiers,
  nativeKinds,
  projectNative,
  projectNativeList,
  type NativeFailure,
  type NativeKind,
  type NativeListResult,
  type NativeMethod,
  type NativeValueResult,
} from '../projection/native.ts';
import { organizeYamlText, yamlComments } from '../document/organize-yaml.ts';
import { countOf } from '../lib/plural.ts';

export type { Diagnostic, DocumentFormat, Severity, SourceRange, SourcePosition } from '../diagnostics.ts';
export type { RequirementLink, RuleSummary } from '../reference/rule-pages.ts';
export type { RuleResult, RuleStatus } from '../rules/results.ts';
export type {
  NativeKind,
  NativeListResult,
  NativeMethod,
  NativeValueResult,
  NativeFailureCode,
} from '../projection/native.ts';
export { nativeFailureRequirements, nativeFailureRules } from '../projection/native.ts';

export interface ValidationResult {
  /** True when no diagnostic has severity 'error'. */
  valid: boolean;
  /** Whether the text could be read at all (false: a syntax or encoding error; only serialization findings). */
  parsed: boolean;
  format: DocumentFormat;
  diagnostics: Diagnostic[];
  /** Title and documentation of every rule the diagnostics name. */
  rules: Record<string, RuleSummary>;
  /** The section and spec link of every requirement the diagnostics name (their summaries load on demand). */
  requirements: Record<string, RequirementLink>;
  /** Root `protocolVersions` as declared (supported values only, in document order): the versions one can view. */
  protocolVersions: string[];
  /** One status per rule, and per declared protocol version where the rule depends on it (16.5). */
  ruleResults: RuleResult[];
}

/**
 * Validate a document given as bytes (a file, standard input): decoded strictly as UTF-8 (15.2); bytes that are not
 * UTF-8 give one mcpdesc.serialization.conforming error naming the byte offset, and no later stage runs.
 */
export function validateBytes(
  bytes: Uint8Array,
  options: { format?: DocumentFormat } = {},
): ValidationResult & { text?: string } {
  const decoded = decodeDocumentBytes(bytes);
  if (decoded.ok) return { ...validateText(decoded.text, options), text: decoded.text };
  const diagnostics = [decoded.diagnostic];
  return {
    valid: false,
    parsed: false,
    format: options.format ?? 'json',
    diagnostics,
    rules: summarize(diagnostics),
    requirements: linkRequirements(diagnostics),
    protocolVersions: [],
    ruleResults: ruleResults(diagnostics, { parsed: false, versions: [] }),
  };
}

export { decodeDocumentBytes, type DecodedDocument } from '../document/utf8.ts';

/** Parse, validate and locate: every diagnostic carries a range into `text` where the document has one. */
/** `previousFormat`: see ParseOptions (the format an editor's "auto" detection chose for the previous text). */
export function validateText(
  text: string,
  options: { format?: DocumentFormat; previousFormat?: DocumentFormat } = {},
): ValidationResult {
  return analyze(text, options).result;
}

/**
 * The findings of a text without locating them (no ranges, no rule summaries): what comparing two versions of one
 * document needs (quick fixes verify each candidate this way). `parsed` is false when the text cannot be read.
 */
export function findingsOf(
  text: string,
  options: { format?: DocumentFormat } = {},
): { parsed: boolean; diagnostics: Diagnostic[] } {
  const parsed = parseDocument(text, { format: options.format });
  if (!parsed.ok) return { parsed: false, diagnostics: parsed.diagnostics };
  return { parsed: true, diagnostics: parsed.diagnostics.concat(findingsOfValue(parsed.value)) };
}

/** The findings of a decoded document value (what findingsOf adds to the parser's). */
export function findingsOfValue(value: unknown): Diagnostic[] {
  return capPerRule(validateDocument(createRunContext(value)));
}

/** One parse serves validation and whatever follows it (projection). */
export function analyze(text: string, options: { format?: DocumentFormat; previousFormat?: DocumentFormat }) {
  const parsed = parseDocument(text, { format: options.format, previousFormat: options.previousFormat });
  return { parsed, result: validateParsed(parsed) };
}

/** Validate and locate a text already parsed (the language service parses each text once for every feature). */
export function validateParsed(parsed: ParseResult): ValidationResult {
  let diagnostics = parsed.diagnostics.slice();
  // One run flows down once: references resolved and scopes indexed here, passed to every stage that needs them.
  const context = parsed.ok ? createRunContext(parsed.value) : undefined;
  if (context) {
    // Each rule reports at most maxFindings (a hostile document can make one rule report one finding per entry).
    diagnostics = diagnostics.concat(locate(capPerRule(validateDocument(context)), parsed.sourceMap));
  }
  // In document order; summaries of findings left out come last.
  diagnostics = inDocumentOrder(diagnostics);
  const protocolVersions = context ? declaredVersions(context.scopes) : [];
  const found = {
    valid: !diagnostics.some((d) => d.severity === 'error'),
    parsed: parsed.ok,
    format: parsed.format,
    diagnostics,
    protocolVersions,
  };
  // What only some callers read (the rule summaries, the requirement links, the rule results of 16.5) is computed on
  // first read: a keystroke's run, a quick fix's verification and a CLI run without --rule-results skip it.
  return lazyMembers<Pick<ValidationResult, 'rules' | 'requirements' | 'ruleResults'>>(
    {
      rules: () => summarize(diagnostics),
      requirements: () => linkRequirements(diagnostics),
      ruleResults: () =>
        ruleResults(
          diagnostics,
          context
            ? { parsed: true, versions: protocolVersions, document: context.written, scopes: context.scopes }
            : { parsed: false, versions: [], document: undefined },
        ),
    },
    found,
  ) as ValidationResult;
}

/** Why a document with errors cannot be projected: how many, and the first one with its position. */
export function cannotProject(errors: Diagnostic[], section: string): string {
  const first = errors[0]!;
  const where = first.range ? ` (line ${first.range.start.line}, column ${first.range.start.column})` : '';
  return `The document has ${countOf(errors.length, 'error')}, so it cannot be projected (${section}); the first${where}: ${first.message}`;
}

/** A text formatted: converted and/or organized; YAML to YAML keeps every comment or fails naming its line. */
export type FormatResult =
  | { ok: true; text: string; format: DocumentFormat; droppedComments?: number }
  | { ok: false; message: string; commentLine?: number };

/**
 * The document in format `to` (default: its own), its members in the section 18 order with `order: 'spec'`, else
 * as written. YAML to YAML with comments rewrites the YAML text itself, so every comment stays with its member; a
 * comment that cannot be kept fails the whole text with its line (`commentLine`), never dropped. YAML to JSON says
 * how many comments it drops (JSON has none), so the UI can ask first and the CLI can say so.
 */
export function formatText(
  text: string,
  options: { from?: DocumentFormat; to?: DocumentFormat; order?: 'source' | 'spec' } = {},
): FormatResult {
  const parsed = parseDocument(text, { format: options.from });
  if (!parsed.ok) return { ok: false, message: unusable(parsed.diagnostics) };
  const to = options.to ?? parsed.format;
  const value = options.order === 'spec' ? organize(parsed.value) : parsed.value;
  const comments = parsed.format === 'yaml' ? yamlComments(text) : [];
  if (comments.length > 0 && to === 'json')
    return { ok: true, text: serialize(value, 'json'), format: 'json', droppedComments: comments.length };
  if (comments.length > 0) {
    // The result is checked to read as the same data model (organized or not).
    const expected = serialize(value, 'json');
    const check = (out: string) => {
      const again = parseDocument(out, { format: 'yaml' });
      return again.ok && serialize(again.value, 'json') === expected;
    };
    let kept = organizeYamlText(text, value, comments, check);
    // The library reads some comments (between sequence items, after a nested map) onto a different node than it
    // wrote them from: a few more passes reach the text that formats to itself, so formatting twice changes nothing.
    for (let pass = 0; kept.ok && pass < 3; pass++) {
      const again = organizeYamlText(kept.text, value, comments, check);
      if (!again.ok || again.text === kept.text) break;
      kept = again;
    }
    if (!kept.ok)
      return {
        ok: false,
        commentLine: kept.line,
        message: `The comment on line ${kept.line} cannot be kept in place, so the document was left unchanged.`,
      };
    return { ok: true, text: kept.text, format: 'yaml' };
  }
  return { ok: true, text: serialize(value, to), format: to };
}

/** The text converted to `to` ({@link formatText} without reordering). */
export function convertText(text: string, to: DocumentFormat, options: { from?: DocumentFormat } = {}): FormatResult {
  return formatText(text, { from: options.from, to });
}

/** Apply the section 18 ordering profile, keeping the text's format (and a YAML text's comments). */
export function organizeText(
  text: string,
  options: { format?: DocumentFormat } = {},
): { ok: true; text: string; format: DocumentFormat } | { ok: false; message: string } {
  const result = formatText(text, { from: options.format, order: 'spec' });
  if (result.ok || result.commentLine === undefined) return result;
  return {
    ok: false,
    message: `Organize could not keep the comment on line ${result.commentLine} in place, so it left the document unchanged.`,
  };
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
  | { ok: false; message: string; diagnostics: Diagnostic[]; requirement: string } {
  const { parsed, result: source } = analyze(text, options);
  const errors = source.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0)
    return {
      ok: false,
      message: cannotProject(errors, '4.12'),
      diagnostics: errors,
      requirement: viewFailureRequirement,
    };
  const projected = projectView(parsed.value, version);
  if (!projected.ok) {
    const declared = source.protocolVersions.length > 0 ? ` It declares ${source.protocolVersions.join(', ')}.` : '';
    return {
      ok: false,
      message: `${projected.message}${projected.code === 'view-protocol-version-not-declared' ? declared : ''}`,
      diagnostics: [],
      requirement: viewFailureRequirement,
    };
  }
  const projectedText = serialize(projected.document, source.format);
  return {
    ok: true,
    text: projectedText,
    format: source.format,
    diagnostics: validateText(projectedText, { format: source.format }).diagnostics,
  };
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
): (NativeListResult & { diagnostics?: Diagnostic[] }) & { text?: string } {
  const source = projectionSource(text, options);
  if (!source.ok) return source;
  const projected = projectNativeList(source.value, version, kind);
  // The value as JSON text, written here because member order survives neither structured cloning nor JSON.stringify.
  return {
    ...projected,
    ...(projected.ok ? { text: serialize(projected.value, 'json') } : {}),
    diagnostics: source.diagnostics,
  };
}

/**
 * Every list projection for `version` (4.14) on one validation: one object keyed by method, in the order of
 * `nativeKinds`: `{ "tools/list": { "tools": [...] }, "resources/list": {...}, "resources/templates/list": {...},
 * "prompts/list": {...} }`. Every supported protocol version has the four methods; a kind the document declares
 * nothing of for `version` is an empty list. The first list that fails fails the whole (its `method` named, unless the
 * version is not declared).
 */
export function nativeListsText(
  text: string,
  version: string,
  options: { format?: DocumentFormat } = {},
):
  | { ok: true; text: string; diagnostics: Diagnostic[] }
  | (NativeFailure & { method?: NativeMethod; diagnostics?: Diagnostic[] }) {
  const source = projectionSource(text, options);
  if (!source.ok) return source;
  const lists: Record<string, unknown> = {};
  for (const kind of Object.keys(nativeKinds) as NativeKind[]) {
    const projected = projectNativeList(source.value, version, kind);
    // A version not declared fails every list alike; any other failure is one list's.
    if (!projected.ok)
      return projected.code === 'projection-protocol-version-not-declared'
        ? { ...projected, diagnostics: source.diagnostics }
        : { ...projected, method: nativeKinds[kind].method, diagnostics: source.diagnostics };
    lists[projected.method] = projected.value;
  }
  return { ok: true, text: serialize(lists, 'json'), diagnostics: source.diagnostics };
}

/** The parsed document to project, or the `projection-source-invalid` failure of 4.14 step 1 with its findings. */
function projectionSource(
  text: string,
  options: { format?: DocumentFormat },
): { ok: true; value: unknown; diagnostics: Diagnostic[] } | (NativeFailure & { diagnostics: Diagnostic[] }) {
  const { parsed, result: source } = analyze(text, options);
  const errors = source.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0 || !parsed.ok)
    return {
      ok: false,
      code: 'projection-source-invalid',
      message: cannotProject(errors, '4.14'),
      diagnostics: source.diagnostics,
    };
  return { ok: true, value: parsed.value, diagnostics: source.diagnostics };
}

/**
 * The supported protocol versions root `protocolVersions` declares, each once in document order, read without
 * validating; undefined when the text is not a document. A command without a version uses the only one.
 */
export function declaredProtocolVersions(
  text: string,
  options: { format?: DocumentFormat } = {},
): string[] | undefined {
  const parsed = parseDocument(text, { format: options.format });
  return parsed.ok ? declaredVersions(indexScopes(parsed.value)) : undefined;
}

/**
 * Native MCP projection N_V(D, k, i) of one declaration (4.14): the MCP value of the Tool or Prompt named `identifier`
 * (the Resource `uri`, the Resource Template `uriTemplate`) for MCP protocol version `version`. Validates the source
 * first (step 1); `declarations` lists the identifiers of every declaration of `kind`, whichever versions they apply to.
 */
export function nativeDeclarationText(
  text: string,
  version: string,
  kind: NativeKind,
  identifier: string,
  options: { format?: DocumentFormat } = {},
): NativeValueResult & { diagnostics?: Diagnostic[]; declarations: string[] } {
  const { parsed, result: source } = analyze(text, options);
  const declarations = parsed.ok ? declarationIdentifiers(parsed.value, kind) : [];
  const errors = source.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    return {
      ok: false,
      code: 'projection-source-invalid',
      message: cannotProject(errors, '4.14'),
      diagnostics: source.diagnostics,
      declarations,
    };
  }
  return { ...projectNative(parsed.value, version, kind, identifier), diagnostics: source.diagnostics, declarations };
}

/** The identifiers of every declaration of `kind` in the text (empty when it cannot be read): what one can project alone. */
export function nativeDeclarations(
  text: string,
  kind: NativeKind,
  options: { format?: DocumentFormat } = {},
): string[] {
  const parsed = parseDocument(text, { format: options.format });
  return parsed.ok ? declarationIdentifiers(parsed.value, kind) : [];
}

export { detectFormat };

function declaredVersions(scopes: ScopeIndex): string[] {
  const declared = scopes.root;
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

function linkRequirements(diagnostics: Diagnostic[]): Record<string, RequirementLink> {
  const links: Record<string, RequirementLink> = {};
  for (const { requirement } of diagnostics) {
    if (requirement === undefined || Object.hasOwn(links, requirement)) continue;
    const link = requirementLink(requirement);
    if (link) links[requirement] = link;
  }
  return links;
}

export function unusable(diagnostics: Diagnostic[]): string {
  const first = diagnostics.find((d) => d.severity === 'error');
  const where = first?.range ? ` (line ${first.range.start.line}, column ${first.range.start.column})` : '';
  return `The document cannot be read: ${first?.message ?? 'unknown error'}${where}. Fix it first; your text is unchanged.`;
}

/**
 * Attach source ranges: unexpected members point at the member name, everything else at the value. A finding reached
 * through a reference points at the Reference Object, and its component-definition location at the member or value.
 * Each finding gets its range in place: every finding given here was made by this run (validateDocument keeps none
 * across runs) and is in the list once, and copying each one (a spread of objects of many shapes) cost more than
 * locating it. `range` is added last, and `relatedLocations` keeps its place, as in a copy.
 */
function locate(diagnostics: Diagnostic[], sourceMap: SourceMap): Diagnostic[] {
  for (const d of diagnostics) {
    if (d.range || isFurtherFindings(d)) continue;
    const reached = d.relatedLocations?.some((r) => r.relation === 'component-definition') === true;
    const range = sourceMap.rangeOf(d.path, reached ? 'value' : rangePart(d)) ?? nearestRange(d.path, sourceMap);
    if (range) d.range = range;
    if (d.relatedLocations)
      d.relatedLocations = d.relatedLocations.map((r) =>
        r.range
          ? r
          : {
              ...r,
              range:
                sourceMap.rangeOf(r.path, r.relation === 'component-definition' ? rangePart(d) : 'value') ??
                nearestRange(r.path, sourceMap),
            },
      );
  }
  return diagnostics;
}

/** The closest enclosing value that exists in the text. */
export function nearestRange(pointer: string, sourceMap: SourceMap) {
  const parent = parentPointer(pointer);
  return parent === undefined ? sourceMap.rangeOf('') : nearestAncestor(parent, (p) => sourceMap.rangeOf(p))?.found;
}

/** Findings by position (a stable sort), then the summaries of findings left out. */
function inDocumentOrder(diagnostics: Diagnostic[]): Diagnostic[] {
  const summaries = diagnostics.filter(isFurtherFindings);
  const located = summaries.length === 0 ? diagnostics : diagnostics.filter((d) => !isFurtherFindings(d));
  return located.sort(byPosition).concat(summaries);
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  const la = a.range?.start.line ?? 0;
  const lb = b.range?.start.line ?? 0;
  if (la !== lb) return la - lb;
  return (a.range?.start.column ?? 0) - (b.range?.start.column ?? 0);
}
