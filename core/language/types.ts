// Shapes of the language service (editor features computed by the core): positions are 1-based line/column, as
// diagnostics use them (16.5) and as editors count them.
import type { DocumentFormat, SourceRange } from '../diagnostics.ts';

export type { SourcePosition, SourceRange } from '../diagnostics.ts';

import type { TextEdit } from '../lib/text-positions.ts';

export type { TextEdit };

export type CompletionKind = 'member' | 'value' | 'reference' | 'snippet';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** One line shown beside the label: availability, type or target. */
  detail?: string;
  /** What the item means, in the project's words (markdown). */
  documentation?: string;
  /** Text that replaces `range`; a snippet (`${1:placeholder}`) when `snippet` is true, with absolute indentation. */
  insertText: string;
  snippet: boolean;
  range: SourceRange;
  /** Orders items: required members first, then the rest. */
  sortText?: string;
  /** The text the editor matches what was typed against (e.g. the label with its quote in JSON). */
  filterText?: string;
  /** Edits elsewhere that make the insertion valid (a comma after the previous JSON value). */
  additionalEdits?: TextEdit[];
  /** MCP deprecates it for a protocol version the place applies to (shown struck through; `detail` says which). */
  deprecated?: boolean;
}

export interface Hover {
  /** Markdown; every document value inside it is in a code span or block, so it is shown as text. */
  contents: string;
  range: SourceRange;
}

/** A finding as a code action names it. */
export interface DiagnosticReference {
  rule: string;
  path: string;
  message: string;
}

/** A quick fix, verified: applied to the text, the finding it targets is gone and no new error appears. */
export interface CodeAction {
  /**
   * What it does, short enough for the editor's Ctrl+. menu (long values cut with "…"); how many new warnings it
   * causes at the end.
   */
  title: string;
  /** The whole of it when the title is shortened or names new warnings: the full title and the warnings' rules. */
  description?: string;
  /** The finding the fix targets. */
  diagnostic: DiagnosticReference;
  /** Every finding of the text the fix removes (the target, and others it fixes too). */
  fixes: DiagnosticReference[];
  /** The edits as plain text: values the user completes are written so that they do not validate yet. */
  edits: TextEdit[];
  /** The single edit as a snippet (`${1:...}` tab stops, `${1|a,b|}` choices), for an editor that has snippets. */
  snippet?: string;
  /** After a plain application of `edits`, the value the user completes first (`null` to type over, or inside `""`). */
  selection?: SourceRange;
  /** Rule ids of warnings the fix causes (counted in the title, named in the description). */
  warnings?: string[];
  /** The most likely fix of the list (ranked first). */
  preferred?: boolean;
  /** The fix `mcpdesc fix` applies to its finding: its only safe fix (see fix.ts). */
  safe?: boolean;
  /** Read the text in this format instead (the fix of a syntax error in a format chosen by hand); `edits` is empty. */
  format?: DocumentFormat;
}

export type SymbolKind =
  | 'section'
  | 'transport'
  | 'security-scheme'
  | 'tool'
  | 'resource'
  | 'resource-template'
  | 'prompt'
  | 'component'
  | 'tag';

export interface DocumentSymbol {
  name: string;
  detail?: string;
  kind: SymbolKind;
  /** The whole declaration. */
  range: SourceRange;
  /** Its name (or the member name for maps). */
  selectionRange: SourceRange;
  children: DocumentSymbol[];
}

/** Lines (1-based) that fold together: `start` stays visible, the lines after it up to `end` fold away. */
export interface FoldingRange {
  start: number;
  end: number;
}

export type RenameResult = { ok: true; edits: TextEdit[] } | { ok: false; message: string };
