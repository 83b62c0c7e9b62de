// The learning views over texts: two declared versions compared (views, native lists, explained differences, the
// availability matrix) and the documentation preview. Built on the validation pipeline, loaded when used.
import type { DocumentFormat, SourceRange } from '../diagnostics.ts';
import { serialize } from '../document/index.ts';
import { projectView } from '../projection/view.ts';
import { projectNativeList, type NativeKind } from '../projection/native.ts';
import { compareVersions, type VersionDifference } from './compare.ts';
import { availabilityMatrix, type AvailabilityMatrix, type MatrixRow } from './matrix.ts';
import { documentationModel, type DocsModel } from './docs.ts';
import { docsFileName, docsHtml, docsMarkdown, type DocsExportFormat } from './docs-export.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { analyze, cannotProject, nearestRange, unusable } from '../validation/pipeline.ts';
import { primitiveCollections } from '../model/collections.ts';

/** Two declared protocol versions side by side: views (4.12), native lists (4.14), explained differences, matrix. */
export type ComparisonResult =
  | {
      ok: true;
      from: string;
      to: string;
      format: DocumentFormat;
      views: { from: string; to: string };
      /** Native list text (or why it cannot be projected) per kind. */
      native: Record<NativeKind, { from: string; to: string }>;
      differences: (VersionDifference & { range?: SourceRange })[];
      matrix: { versions: string[]; rows: (MatrixRow & { range?: SourceRange })[] };
    }
  | { ok: false; message: string };

export function compareText(
  text: string,
  from: string,
  to: string,
  options: { format?: DocumentFormat } = {},
): ComparisonResult {
  const { parsed, result: source } = analyze(text, options);
  const errors = source.diagnostics.filter((d) => d.severity === 'error');
  if (!parsed.ok || errors.length > 0)
    return { ok: false, message: errors.length > 0 ? cannotProject(errors, '4.12') : unusable(parsed.diagnostics) };
  for (const version of [from, to]) {
    if (!source.protocolVersions.includes(version))
      return {
        ok: false,
        message: `MCP protocol version "${version}" is not declared (it declares ${source.protocolVersions.join(', ')}).`,
      };
  }
  const view = (version: string) => {
    const projected = projectView(parsed.value, version);
    return projected.ok ? serialize(projected.document, source.format) : projected.message;
  };
  const native = (version: string, kind: NativeKind) => {
    const projected = projectNativeList(parsed.value, version, kind);
    return projected.ok ? JSON.stringify(projected.value, null, 2) : `${projected.code}: ${projected.message}`;
  };
  const at = <T extends { path: string }>(item: T): T & { range?: SourceRange } => {
    const range =
      parsed.sourceMap.rangeOf(item.path, 'key') ??
      parsed.sourceMap.rangeOf(item.path) ??
      nearestRange(item.path, parsed.sourceMap);
    return range ? { ...item, range } : item;
  };
  const matrix: AvailabilityMatrix = availabilityMatrix(parsed.value);
  return {
    ok: true,
    from,
    to,
    format: source.format,
    views: { from: view(from), to: view(to) },
    native: Object.fromEntries(
      primitiveCollections.map((kind) => [kind, { from: native(from, kind), to: native(to, kind) }]),
    ) as Record<NativeKind, { from: string; to: string }>,
    differences: compareVersions(parsed.value, from, to).map(at),
    matrix: { versions: matrix.versions, rows: matrix.rows.map(at) },
  };
}

/** Documentation preview of one declared version; `ranges` locates every `path` of the model in the text. */
export type DocsResult =
  { ok: true; model: DocsModel; errors: number; ranges: Record<string, SourceRange> } | { ok: false; message: string };

export function docsText(text: string, version: string, options: { format?: DocumentFormat } = {}): DocsResult {
  const { parsed, result: source } = analyze(text, options);
  if (!parsed.ok) return { ok: false, message: unusable(parsed.diagnostics) };
  if (!source.protocolVersions.includes(version)) {
    return {
      ok: false,
      message: `MCP protocol version "${version}" is not declared in root protocolVersions${source.protocolVersions.length ? ` (it declares ${source.protocolVersions.join(', ')})` : ''}.`,
    };
  }
  const model = documentationModel(parsed.value, version);
  const ranges: Record<string, SourceRange> = {};
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') {
      for (const [key, member] of Object.entries(value)) {
        if (key === 'path' && typeof member === 'string' && !ranges[member]) {
          // A member's name is where a reader looks for it (`limit:`); array entries and the root have only a value.
          const range =
            parsed.sourceMap.rangeOf(member, 'key') ??
            parsed.sourceMap.rangeOf(member) ??
            nearestRange(member, parsed.sourceMap);
          if (range) ranges[member] = range;
        } else collect(member);
      }
    }
  };
  collect(model);
  return { ok: true, model, errors: source.diagnostics.filter((d) => d.severity === 'error').length, ranges };
}

/**
 * Published documentation of the declared versions `versions` (one page each, linked to one another): a
 * self-contained HTML page or Markdown, each with its file name (`info.name` and the version). A text that does not
 * parse, or a version it does not declare, is a failure; `diagnostics` are the document's errors (the CLI writes
 * nothing for an invalid document; the app's page says that it has errors).
 */
export type DocsExportResult =
  | {
      ok: true;
      pages: { version: string; fileName: string; text: string }[];
      declared: string[];
      diagnostics: Diagnostic[];
    }
  | { ok: false; message: string; declared: string[]; diagnostics: Diagnostic[] };

export function docsExportText(
  text: string,
  versions: string[] | 'every declared',
  to: DocsExportFormat,
  options: { format?: DocumentFormat } = {},
): DocsExportResult {
  const { parsed, result: source } = analyze(text, options);
  const diagnostics = source.diagnostics.filter((d) => d.severity === 'error');
  const declared = source.protocolVersions;
  if (!parsed.ok) return { ok: false, message: unusable(parsed.diagnostics), declared, diagnostics };
  const wanted = versions === 'every declared' ? declared : versions;
  const missing = wanted.find((v) => !declared.includes(v));
  if (missing !== undefined || wanted.length === 0)
    return {
      ok: false,
      message:
        missing !== undefined
          ? `MCP protocol version "${missing}" is not declared in root protocolVersions${declared.length ? ` (it declares ${declared.join(', ')})` : ''}.`
          : 'The document declares no supported protocol version to document.',
      declared,
      diagnostics,
    };
  const render = to === 'html' ? docsHtml : docsMarkdown;
  const pages = wanted.map((version) => {
    const model = documentationModel(parsed.value, version);
    return {
      version,
      fileName: docsFileName(model.server.name, version, to),
      text: render(model, { errors: diagnostics.length, siblings: wanted.length > 1 ? wanted : [] }),
    };
  });
  return { ok: true, pages, declared, diagnostics };
}
