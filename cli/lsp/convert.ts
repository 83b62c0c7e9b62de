// The core's shapes as LSP's: positions (1-based line and column → 0-based; both count UTF-16 code units),
// diagnostics, completion items, symbols, folding ranges and edits. Plain functions over data, no state.
import {
  CompletionItemKind,
  CompletionItemTag,
  DiagnosticSeverity,
  InsertTextFormat,
  InsertTextMode,
  SymbolKind,
  type CompletionItem,
  type Diagnostic,
  type DocumentSymbol,
  type FoldingRange,
  type Position,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import type { Diagnostic as CoreDiagnostic, Severity } from '../../core/diagnostics.ts';
import type {
  CompletionItem as CoreCompletionItem,
  CompletionKind,
  DocumentSymbol as CoreSymbol,
  FoldingRange as CoreFoldingRange,
  SourcePosition,
  SourceRange,
  SymbolKind as CoreSymbolKind,
  TextEdit as CoreTextEdit,
} from '../../core/language/types.ts';
import type { ValidationResult } from '../../core/validation/pipeline.ts';

export const toPosition = (p: SourcePosition): Position => ({ line: p.line - 1, character: p.column - 1 });
export const fromPosition = (p: Position): SourcePosition => ({ line: p.line + 1, column: p.character + 1 });
export const toRange = (r: SourceRange): Range => ({ start: toPosition(r.start), end: toPosition(r.end) });
export const fromRange = (r: Range): SourceRange => ({ start: fromPosition(r.start), end: fromPosition(r.end) });
export const toTextEdit = (e: CoreTextEdit): TextEdit => ({ range: toRange(e.range), newText: e.text });

const documentStart: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

const severities: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/**
 * A finding as `mcpdesc validate` reports it, for the editor: the rule id as `code`, the requirement's link, the
 * related places (the component a finding at a use site comes from) in the same document. A finding with no place
 * in the text (a summary of findings left out) is shown at its start.
 */
export function toDiagnostic(
  d: CoreDiagnostic,
  uri: string,
  result: Pick<ValidationResult, 'requirements'>,
): Diagnostic {
  const href = d.requirement === undefined ? undefined : result.requirements[d.requirement]?.url;
  const related = (d.relatedLocations ?? []).flatMap((r) =>
    r.range
      ? [
          {
            location: { uri, range: toRange(r.range) },
            message: `${r.relation.replaceAll('-', ' ')} (${r.path || '/'})`,
          },
        ]
      : [],
  );
  return {
    range: d.range ? toRange(d.range) : documentStart,
    severity: severities[d.severity],
    code: d.rule,
    ...(href ? { codeDescription: { href } } : {}),
    source: 'mcpdesc',
    message: d.message,
    ...(related.length > 0 ? { relatedInformation: related } : {}),
  };
}

const completionKinds: Record<CompletionKind, CompletionItemKind> = {
  member: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
  reference: CompletionItemKind.Reference,
  snippet: CompletionItemKind.Snippet,
};

/**
 * A completion item without its documentation (completionItem/resolve adds it): `data` says which item of which list
 * it is. The insert text is already indented for its place, so the editor must not indent it again (insertTextMode).
 */
export function toCompletionItem(item: CoreCompletionItem, data: { list: number; index: number }): CompletionItem {
  return {
    label: item.label,
    kind: completionKinds[item.kind],
    ...(item.detail !== undefined ? { detail: item.detail } : {}),
    textEdit: { range: toRange(item.range), newText: item.insertText },
    insertTextFormat: item.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    insertTextMode: InsertTextMode.asIs,
    ...(item.sortText !== undefined ? { sortText: item.sortText } : {}),
    ...(item.filterText !== undefined ? { filterText: item.filterText } : {}),
    ...(item.additionalEdits ? { additionalTextEdits: item.additionalEdits.map(toTextEdit) } : {}),
    ...(item.deprecated ? { tags: [CompletionItemTag.Deprecated] } : {}),
    data,
  };
}

const symbolKinds: Record<CoreSymbolKind, SymbolKind> = {
  section: SymbolKind.Namespace,
  transport: SymbolKind.Interface,
  'security-scheme': SymbolKind.Key,
  tool: SymbolKind.Function,
  resource: SymbolKind.File,
  'resource-template': SymbolKind.Class,
  prompt: SymbolKind.String,
  component: SymbolKind.Struct,
  tag: SymbolKind.Constant,
};

export function toSymbol(s: CoreSymbol): DocumentSymbol {
  return {
    name: s.name,
    ...(s.detail !== undefined ? { detail: s.detail } : {}),
    kind: symbolKinds[s.kind],
    range: toRange(s.range),
    selectionRange: toRange(s.selectionRange),
    children: s.children.map(toSymbol),
  };
}

export const toFoldingRange = (f: CoreFoldingRange): FoldingRange => ({ startLine: f.start - 1, endLine: f.end - 1 });
